"""A photographed score sheet of a live table: its real PDF, filled as pens do, photographed (bench/scan_corpus.py)."""

from __future__ import annotations

import random

import numpy as np
import pypdfium2 as pdfium

from bench import scan_corpus
from companion.tables import Tables
from printables import build, sheet_scan


def table_photo(
    tables: Tables, code: str, base_url: str, seed: int, megapixels: float = 6.0, empty: float = 0.0, blur: float = 0.4
) -> scan_corpus.Photo:
    """The first page of table `code`'s score sheet, filled (`empty`: the share left empty), photographed."""
    rng = random.Random(f"table-photo:{seed}")
    dpi = 200
    rendered = build.for_table(tables, code, "score", base_url=base_url)
    grey = pdfium.PdfDocument(rendered.pdf)[0].render(scale=dpi / 72, grayscale=True).to_pil().convert("L")
    layout = sheet_scan.layout(rendered.pages[0].qr[0])
    assert layout is not None and layout.table == code
    filled, truth = scan_corpus.fill(np.array(grey), layout, dpi, rng, empty_share=empty)
    jpeg = scan_corpus.photograph(filled, rng, megapixels, tilt=12, blur=blur, quality=85)
    return scan_corpus.Photo(jpeg, truth, layout.game, megapixels)
