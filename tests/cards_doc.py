"""The card tables in docs/cards/: every row cites tests, and every test it cites exists.

A row cites `tests/...py::test_name` (or the short `tc/` for tests/companion/ and `ts/` for
tests/scoring/; a bare `::test_name` means the file named last in the row). Parametrised ids
(`[...]`) are ignored: the function must exist.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SHORT = {"tc/": "tests/companion/", "ts/": "tests/scoring/"}
CITE = re.compile(r"`((?:tests/|tc/|ts/)[\w/]+\.py)?::(\w+)(?:\[[^`]*\])?`")


def table_rows(doc: str) -> list[str]:
    """The body rows of every Markdown table in the document (header and rule rows left out)."""
    rows = [line for line in (ROOT / doc).read_text().splitlines() if line.startswith("| ")]
    return [r for r in rows if not r.startswith("| Card |")]


def functions(path: str) -> set[str]:
    """The top-level function names of one test file."""
    tree = ast.parse((ROOT / path).read_text())
    return {n.name for n in tree.body if isinstance(n, ast.FunctionDef)}


def missing_tests(doc: str) -> list[str]:
    """Each row without a cited test, and each cited test that does not exist."""
    problems = []
    for row in table_rows(doc):
        cites, last = [], None
        for m in CITE.finditer(row):
            path = m.group(1)
            if path:
                for short, full in SHORT.items():
                    path = path.replace(short, full, 1) if path.startswith(short) else path
                last = path
            cites.append((last, m.group(2)))
        name = row.split("|")[1].strip()
        if not cites:
            problems.append(f"{doc}: row {name!r} cites no test")
        for path, fn in cites:
            if path is None or not (ROOT / path).exists() or fn not in functions(path):
                problems.append(f"{doc}: row {name!r} cites {path}::{fn}, which does not exist")
    return problems
