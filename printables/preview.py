"""Preview images for the README: the first page of every blank printable, and one card sheet.

Rendered from the PDFs at 100 dpi and saved as small palette PNGs.

    /work/venv/bin/python -m printables.preview docs/printables

A developer tool: it needs pypdfium2 (a test dependency), not needed to print.
"""

from __future__ import annotations

import sys
from pathlib import Path

from PIL import Image

from companion.games import all_games
from printables import build

DPI = 100
BASE_URL = "http://192.168.1.23:8000"  # an example LAN address, as `companion serve` prints one
CARD_SHEET_OF = "king-of-all-bards"  # one card sheet is enough to show the layout


def _png(pdf: bytes, page: int, path: Path) -> None:
    import pypdfium2 as pdfium

    image = pdfium.PdfDocument(pdf)[page].render(scale=DPI / 72).to_pil().convert("RGB")
    # 32 colours hold the ink, the accent, the tints and the anti-aliasing: a fraction of RGB's size.
    image.quantize(colors=32, method=Image.Quantize.MEDIANCUT, dither=Image.Dither.NONE).save(path, optimize=True)


def write(out_dir: Path, paper: str = "a4") -> list[Path]:
    """Write `<game>-reference.png`, `<game>-score.png` and one `<game>-cards.png`."""
    out_dir.mkdir(parents=True, exist_ok=True)
    written = []
    for game in all_games():
        for sheet in build.SHEETS:
            pdf = build.blank(game.id, sheet, paper, base_url=BASE_URL).pdf
            path = out_dir / f"{game.id}-{sheet}.png"
            _png(pdf, 0, path)
            written.append(path)
            if sheet == "reference" and game.id == CARD_SHEET_OF:
                path = out_dir / f"{game.id}-cards.png"
                _png(pdf, 1, path)
                written.append(path)
    return written


if __name__ == "__main__":
    for p in write(Path(sys.argv[1] if len(sys.argv) > 1 else "docs/printables")):
        print(f"{p}  ({p.stat().st_size / 1024:.0f} KB)")
