"""The overflow record: a text drawn wider than its box is noted (what, the box, by how much)."""

from __future__ import annotations

from typing import Any

import pytest
from reportlab.pdfgen.canvas import Canvas

from companion import i18n
from printables import blocks, fonts, measure
from printables.layout import Table
from printables.text import fit_line
from tests.printables.conftest import BASE


def test_a_line_shrinks_to_its_smallest_size_then_is_noted() -> None:
    fonts.register()
    c = Canvas("/dev/null")
    measure.start()
    width = fonts.width("Trinkgeld", fonts.BOLD, 6.5)
    assert fit_line(c, "Trinkgeld", fonts.BOLD, 6.5, 0, 0, width * 0.8) == pytest.approx(6.5 * 0.8, rel=0.01)
    assert measure.take() == []  # shrunk by a fifth: it fits
    assert fit_line(c, "Trinkgeld", fonts.BOLD, 6.5, 0, 0, width * 0.5) == pytest.approx(measure.smallest(6.5))
    (got,) = measure.take()
    assert got.text == "Trinkgeld" and got.kind == "line" and got.box == pytest.approx(width * 0.5, abs=0.01)
    assert got.by == pytest.approx(width * 0.75 - width * 0.5, abs=0.02)
    assert fit_line(c, "Мирослава Константиновна", fonts.BOLD, 9, 0, 0, 10, minimum=0) < 2  # a name may shrink on
    assert measure.take() == []


def test_a_word_wider_than_its_table_column_is_noted() -> None:
    fonts.register()
    c = Canvas("/dev/null")
    measure.start()
    table = Table([("Schriftrollenanforderungen", "x")], widths=(1, 1))
    blocks.draw(c, table, 0, 100, 40, 7)
    words = [(o.text, o.kind) for o in measure.take()]
    assert ("Schriftrollenanforderungen", "word") in words


def test_a_translation_too_long_for_its_box_is_caught_on_the_sheet(monkeypatch: pytest.MonkeyPatch) -> None:
    """The same German sheet, with one sub-column heading made too long: the record names it."""
    from printables import build

    real = i18n.translations("de")

    class Longer:
        def __getattr__(self, name: str) -> Any:
            return getattr(real, name)

        def pgettext(self, context: str, message: str) -> str:
            return "Trinkgeldeinnahmen" if message == "Tips" else real.pgettext(context, message)

    assert build.blank("king-of-all-bards", "score", "a4", base_url=BASE, lang="de").overflows == []
    monkeypatch.setattr(i18n, "translations", lambda lang, domain="messages": Longer())
    found = build.blank("king-of-all-bards", "score", "a4", base_url=BASE, lang="de").overflows
    assert found and {o.text for _page, o in found} == {"Trinkgeldeinnahmen"}
    assert all(page == 1 and o.by > 0 for page, o in found)
