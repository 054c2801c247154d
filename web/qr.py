"""QR codes for the screen: SVG paths, scannable from a phone or a laptop's display."""

from __future__ import annotations

import io

import qrcode
import qrcode.image.svg
from qrcode.constants import ERROR_CORRECT_M


def svg(data: str) -> bytes:
    """An SVG QR code (error correction M, 4-module quiet zone) that scales to its box."""
    qr = qrcode.QRCode(error_correction=ERROR_CORRECT_M, border=4, image_factory=qrcode.image.svg.SvgPathFillImage)
    qr.add_data(data)
    qr.make(fit=True)
    out = io.BytesIO()
    qr.make_image().save(out)
    return out.getvalue()


def terminal(data: str) -> str:
    """The QR code drawn with block characters, for `companion serve`'s banner."""
    qr = qrcode.QRCode(error_correction=ERROR_CORRECT_M, border=2)
    qr.add_data(data)
    qr.make(fit=True)
    out = io.StringIO()
    qr.print_ascii(out=out, invert=True)
    return out.getvalue()
