"""Reading back the QR codes web/qr.py draws: its SVG path of one square per dark module, decoded by zxing-cpp."""

from __future__ import annotations

import re

import zxingcpp
from PIL import Image


def decode_svg(svg: bytes) -> str:
    """The text of the QR code in an SVG from `web.qr.svg`."""
    text = svg.decode()
    size = int(re.search(r'viewBox="0 0 (\d+) (\d+)"', text).group(1))
    scale = 6
    image = Image.new("L", (size * scale, size * scale), 255)
    for x, y in re.findall(r"M(\d+),(\d+)H", text):
        x, y = int(x), int(y)
        image.paste(0, (x * scale, y * scale, (x + 1) * scale, (y + 1) * scale))
    found = zxingcpp.read_barcodes(image, formats=zxingcpp.BarcodeFormat.QRCode)
    assert found, "no QR code in the SVG"
    return found[0].text
