"""Finding 14: CJK, emoji and right-to-left names print as themselves, in the right order, or as a
visible replacement with a warning (never blank, never reversed)."""

from __future__ import annotations

import ctypes
import logging
import unicodedata
from pathlib import Path

import pypdfium2 as pdfium
import pypdfium2.raw as raw
import pytest

from companion.store import SQLiteStore
from companion.tables import Tables
from printables import build, fonts

BASE = "http://t.example"
FALLBACKS = [  # Debian's fonts-droid-fallback and fonts-symbola (scripts/test.sh installs them)
    ("DroidSansFallback", "/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf"),
    ("WenQuanYiMicroHei", "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc"),
    ("Symbola", "/usr/share/fonts/truetype/ancient-scripts/Symbola_hint.ttf"),
]
NAMES = ["李小龍", "سلام", "שלום", "Ana 🎲"]


def _chars(pdf: bytes) -> list[tuple[str, float, str]]:
    """Every character on the first page: (text, left x, font name)."""
    page = pdfium.PdfDocument(pdf)[0]
    tp = page.get_textpage()
    out = []
    buf = ctypes.create_string_buffer(256)
    flags = ctypes.c_int()
    for i in range(tp.count_chars()):
        ch = chr(raw.FPDFText_GetUnicode(tp.raw, i))
        left = tp.get_charbox(i)[0]
        n = raw.FPDFText_GetFontInfo(tp.raw, i, buf, 256, ctypes.byref(flags))
        out.append((ch, left, buf.raw[: max(n - 1, 0)].decode("latin-1")))
    return out


def _sheet(tmp_path, names: list[str]) -> bytes:
    engine = Tables(store=SQLiteStore(tmp_path / "s.sqlite3"))
    code = engine.create("score-pad", names)["code"]
    return build.for_table(engine, code, "score", base_url=BASE).pdf


@pytest.fixture
def pdf(tmp_path) -> bytes:
    if not all(Path(path).exists() for name, path in FALLBACKS if name != "WenQuanYiMicroHei"):
        pytest.skip("no CJK or emoji font installed (Debian: fonts-droid-fallback, fonts-symbola)")
    return _sheet(tmp_path, NAMES)


def test_cjk_prints_with_a_font_that_has_it(pdf: bytes) -> None:
    chars = _chars(pdf)
    for ch in "李小龍":
        drawn = [font for c, _, font in chars if c == ch]
        assert drawn, f"{ch} is not in the PDF's text"
        assert all("DejaVu" not in f for f in drawn), f"{ch} drawn with {drawn} (DejaVu has no CJK: blank)"


def test_emoji_print_with_a_font_that_has_them(pdf: bytes) -> None:
    chars = _chars(pdf)
    text = "".join(c for c, _, _ in chars)
    # The character after "Ana " (ReportLab's text layer names astral characters poorly, so find it
    # by place): drawn in a font that has the die, not DejaVu, where it would be a blank.
    after = [chars[i + 4][2] for i in range(len(chars) - 4) if text[i : i + 4] == "Ana "]
    assert after and all("DejaVu" not in f for f in after), after


@pytest.mark.parametrize("name", ["سلام", "שלום"])
def test_right_to_left_names_read_right_to_left(pdf: bytes, name: str) -> None:
    letters = set(name)
    # Arabic is shaped: its letters print as their joined forms (presentation forms).
    found = [(unicodedata.normalize("NFKC", c), x, c) for c, x, _ in _chars(pdf)]
    mine = [f for f in found if f[0] in letters]
    assert len(mine) >= len(name)
    by_x = "".join(c for c, _, _ in sorted(mine[: len(name)], key=lambda f: -f[1]))
    assert by_x == name, f"read right to left it says {by_x!r}"
    if name == "سلام":
        # Shaped, lam and alef join into one glyph (ﻼ): one box for the two letters.
        lam, alef = (x for c, x, _ in mine[: len(name)] if c in "لا")
        assert lam == alef, "Arabic letters are joined (shaped), not set one by one"


def test_without_a_font_a_visible_replacement_and_a_warning(tmp_path, monkeypatch, caplog) -> None:
    monkeypatch.setattr(fonts, "fallback_fonts", lambda: [])
    fonts.reset()
    with caplog.at_level(logging.WARNING, logger="printables"):
        pdf = _sheet(tmp_path, ["李小龍", "Bo"])
    fonts.reset()
    text = "".join(c for c, _, _ in _chars(pdf))
    assert "李" not in text and fonts.REPLACEMENT * 3 in text
    assert any("李" in r.getMessage() and "U+674E" in r.getMessage() for r in caplog.records), caplog.text


def test_latin_and_cyrillic_stay_in_dejavu(tmp_path) -> None:
    chars = _chars(_sheet(tmp_path, ["Мирослава", "Bob"]))
    assert {f for c, _, f in chars if c in "Мирослава"} and all(
        "DejaVu" in f for c, _, f in chars if c in "МирославаBob"
    )
