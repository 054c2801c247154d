"""The app's stylesheets as a browser reads them: every brace closes one it opened.

A stray closing brace is not an error a browser reports: it takes it, and the selector after it, as
one bad selector and drops that whole rule (screen.css lost the Minstrels screen's track size so).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

STATIC = Path(__file__).resolve().parents[2] / "web" / "static"
SHEETS = sorted(STATIC.rglob("*.css"))


def unbalanced(css: str) -> list[str]:
    """Where a stylesheet's braces do not pair up: a line with a stray "}", or the "{" left open at its end."""
    # Comments and strings hold braces that are not the sheet's (kept as blanks, so lines still count).
    text = re.sub(r"/\*.*?\*/|\"[^\"\n]*\"|'[^'\n]*'", lambda m: re.sub(r"[^\n]", " ", m.group()), css, flags=re.S)
    depth, problems = 0, []
    for n, line in enumerate(text.splitlines(), 1):
        for ch in line:
            depth += {"{": 1, "}": -1}.get(ch, 0)
            if depth < 0:
                problems.append(f"line {n}: a '}}' that closes nothing")
                depth = 0
    return problems + ([f"{depth} '{{' left open at the end"] if depth else [])


def test_the_check_finds_a_stray_brace_and_an_open_one() -> None:
    assert unbalanced("a { b: c; }\n}\nd { e: f; }") == ["line 2: a '}' that closes nothing"]
    assert unbalanced("@media x {\n a { b: c; }\n") == ["1 '{' left open at the end"]
    assert unbalanced('/* } */ a::after { content: "}"; }') == []


@pytest.mark.parametrize("sheet", SHEETS, ids=lambda p: str(p.relative_to(STATIC)))
def test_every_stylesheets_braces_pair_up(sheet: Path) -> None:
    assert not (problems := unbalanced(sheet.read_text(encoding="utf-8"))), problems
