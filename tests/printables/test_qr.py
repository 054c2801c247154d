"""QR codes: level M, a 4-module quiet zone, never modules under 0.5 mm."""

from __future__ import annotations

import io

import pytest
from reportlab.pdfgen.canvas import Canvas

from printables import qr
from printables.paper import A4, MM
from tests.printables import pdfcheck

URL = "http://192.168.1.23:8000/new/king-of-all-bards"


def _page_with(*sizes_mm: float) -> bytes:
    buf = io.BytesIO()
    c = Canvas(buf, pagesize=A4.size, invariant=1)
    stamp = qr.QrStamp(c)
    for i, s in enumerate(sizes_mm):
        stamp.draw(URL, 15 * MM + i * 45 * MM, 200 * MM, s * MM)
    c.showPage()
    c.save()
    return buf.getvalue()


def test_size_follows_the_module_count() -> None:
    n = qr.modules(URL)
    assert n == 33 + 2 * qr.QUIET  # version 4 at level M for a 47-character URL
    assert qr.side(URL) == pytest.approx(n * 0.5 * MM)


def test_a_code_too_small_for_half_millimetre_modules_is_refused() -> None:
    with pytest.raises(ValueError, match=r"0\.5 mm"):
        _page_with(qr.side(URL) / MM - 0.5)


def test_codes_at_the_smallest_size_decode_with_their_quiet_zone() -> None:
    smallest = qr.side(URL) / MM
    page = pdfcheck.read(_page_with(smallest, smallest * 1.5))[0]
    assert [c.text for c in page.codes] == [URL, URL]
    for code in page.codes:
        assert code.ec_level == "M"
        assert code.module_mm >= 0.49
        assert pdfcheck.quiet_zone_is_white(page.image, code)


def test_each_url_is_drawn_once_per_document() -> None:
    pdf = _page_with(25, 25, 25, 30)
    assert pdf.count(b"/Subtype /Form") == 1
