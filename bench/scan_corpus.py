"""A seeded corpus of photographed score sheets: the real PDFs, filled in as pens do, then "photographed".

Used by `bench/scan.py` (hundreds of photos, every game's sheet) and by tests/scan (a handful).
Pages are rendered from the printables' own PDFs with pypdfium2 (as tests/printables does) at
150-300 dpi; bubbles are filled light to heavy, partly, with stray marks and crossed-out
corrections; the photo tilts the page up to 30 degrees, turns it, blurs it, lights it unevenly,
casts a shadow and saves it as a JPEG of quality 40-90 at 1-12 megapixels.
"""

from __future__ import annotations

import io
import random
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

import cv2
import numpy as np
import pypdfium2 as pdfium
import zxingcpp
from PIL import Image, ImageDraw, ImageFont

from printables import build, sheet_scan

BASE = "http://192.168.1.23:8000"
FONT = Path(__file__).resolve().parents[1] / "printables" / "fonts" / "DejaVuSans.ttf"
Truth = dict[tuple[str, int], int | None]  # (key, seat) -> the number written, None when left empty


@dataclass(frozen=True)
class Photo:
    """One photo of a filled sheet and what was written on it."""

    jpeg: bytes
    truth: Truth
    game: str
    megapixels: float


@lru_cache(maxsize=32)
def page(
    game: str, dpi: int, paper: str = "a4", players: int | None = None
) -> tuple[np.ndarray, sheet_scan.SheetLayout]:
    """A blank sheet's first page in grey at `dpi`, and its layout (from the QR code it carries)."""
    rendered = build.blank(game, "score", paper, base_url=BASE, players=players)
    image = pdfium.PdfDocument(rendered.pdf)[0].render(scale=dpi / 72, grayscale=True).to_pil().convert("L")
    layout = sheet_scan.layout(rendered.pages[0].qr[0])
    assert layout is not None
    return np.array(image), layout


def pdf_page(pdf: bytes, dpi: int) -> tuple[np.ndarray, sheet_scan.SheetLayout]:
    """The first page of a score sheet's PDF in grey at `dpi`, and its layout (read from its QR code)."""
    image = pdfium.PdfDocument(pdf)[0].render(scale=dpi / 72, grayscale=True).to_pil().convert("L")
    text = zxingcpp.read_barcodes(image)[0].text
    layout = sheet_scan.layout(text)
    assert layout is not None, text
    return np.array(image), layout


def _most(field: sheet_scan.Field) -> int:
    counts = [len(row) for row in field.digits]
    return int("".join(str(c - 1) for c in counts))


def _ink(rng: random.Random) -> int:
    """A pen's grey: a heavy felt pen to a light pencil."""
    return rng.choice([15, 30, 45, 60, 80, 100])


def _dot(draw: ImageDraw.ImageDraw, cx: float, cy: float, r: float, ink: int, rng: random.Random) -> None:
    """Fill one bubble as a hand does: a blot a little off centre, or a scribble, sometimes partial."""
    style = rng.random()
    if style < 0.65:
        k = rng.uniform(0.8, 1.15)
        ox, oy = rng.uniform(-0.2, 0.2) * r, rng.uniform(-0.2, 0.2) * r
        draw.ellipse(
            [cx + ox - k * r, cy + oy - k * r * rng.uniform(0.85, 1.1), cx + ox + k * r, cy + oy + k * r], fill=ink
        )
    elif style < 0.9:  # a scribble of strokes across it
        w = max(1, round(r * rng.uniform(0.5, 0.8)))
        for i in range(5):
            y = cy - r * 0.8 + i * r * 0.4
            draw.line([cx - r * 0.9, y + rng.uniform(-1, 1), cx + r * 0.9, y + rng.uniform(-1, 1)], fill=ink, width=w)
    else:  # partly filled: a half-hearted blot
        draw.ellipse([cx - 0.75 * r, cy - 0.7 * r, cx + 0.65 * r, cy + 0.6 * r], fill=ink)


def fill(
    image: np.ndarray, layout: sheet_scan.SheetLayout, dpi: int, rng: random.Random, empty_share: float = 0.1
) -> tuple[Image.Image, Truth]:
    """Fill every field's bubbles with a random number (some left empty); the filled page and the truth."""
    im = Image.fromarray(image).convert("L")
    draw = ImageDraw.Draw(im)
    px = dpi / 25.4
    font = ImageFont.truetype(str(FONT), max(8, round(3.2 * px)))
    truth: Truth = {}
    for f in layout.fields:
        if rng.random() < empty_share:
            truth[(f.key, f.seat)] = None
            continue
        value = rng.randint(0, _most(f))
        ink = _ink(rng)
        if f.sign and value and rng.random() < 0.3:  # the score pad's rows go below zero: fill the minus too
            value = -value
            _dot(draw, f.sign[0] * px, f.sign[1] * px, f.radius * px, ink, rng)
        truth[(f.key, f.seat)] = value
        text = str(abs(value)).rjust(len(f.digits), "0")
        leading_blank = rng.random() < 0.5  # "7" with the tens line left empty, or filled as "07"
        for d, row in enumerate(f.digits):
            if leading_blank and d < len(f.digits) - 1 and text[: d + 1].strip("0") == "":
                continue
            if rng.random() < 0.06:  # a correction: a wrong bubble crossed out, then the right one
                wrong = rng.choice([i for i in range(len(row)) if i != int(text[d])] or [0])
                wx, wy = row[wrong]
                rr = f.radius * px * 1.1
                for sx in (-1, 1):
                    draw.line(
                        [wx * px - rr, wy * px - sx * rr, wx * px + rr, wy * px + sx * rr],
                        fill=ink,
                        width=max(1, round(px * 0.25)),
                    )
            cx, cy = row[int(text[d])]
            _dot(draw, cx * px, cy * px, f.radius * px, ink, rng)
        x, y, w, h = f.box
        draw.text((x * px + rng.uniform(1, 4) * px, y * px + 0.5 * px), str(value), fill=ink, font=font)
        if rng.random() < 0.05:  # a stray mark: a pen resting on the cell, clear of the bubbles
            sx, sy = x * px + rng.uniform(0.6, 0.9) * w * px, y * px + rng.uniform(0.1, 0.3) * h * px
            draw.line(
                [sx, sy, sx + rng.uniform(2, 5) * px, sy + rng.uniform(-1, 1) * px],
                fill=ink,
                width=max(1, round(px * 0.3)),
            )
    return im, truth


def _camera(w: int, h: int, tilt: float, rng: random.Random) -> np.ndarray:
    """Where a w x h page's corners land when a camera looks at it `tilt` degrees off straight, turned at random."""
    axis = rng.uniform(0, 2 * np.pi)
    t = np.radians(tilt)
    rx, ry = t * np.cos(axis), t * np.sin(axis)
    roll = np.radians(rng.choice([0, 0, 0, 180, 90, 270]) + rng.uniform(-25, 25))  # mostly upright, or upside down
    rot_x = np.array([[1, 0, 0], [0, np.cos(rx), -np.sin(rx)], [0, np.sin(rx), np.cos(rx)]])
    rot_y = np.array([[np.cos(ry), 0, np.sin(ry)], [0, 1, 0], [-np.sin(ry), 0, np.cos(ry)]])
    rot_z = np.array([[np.cos(roll), -np.sin(roll), 0], [np.sin(roll), np.cos(roll), 0], [0, 0, 1]])
    corners = np.array([[-w / 2, -h / 2, 0], [w / 2, -h / 2, 0], [w / 2, h / 2, 0], [-w / 2, h / 2, 0]])
    pts = corners @ (rot_z @ rot_y @ rot_x).T
    focal = 1.2 * max(w, h)  # a phone's wide lens, the page filling most of the picture
    z = pts[:, 2] + focal * 1.05
    return np.stack([pts[:, 0] * focal / z, pts[:, 1] * focal / z], axis=1)


def photograph(
    page_im: Image.Image,
    rng: random.Random,
    megapixels: float,
    tilt: float | None = None,
    blur: float | None = None,
    quality: int | None = None,
    frame_share: float | None = None,
) -> bytes:
    """The filled page as a phone photographs it: tilted, turned, on a table, lit unevenly, shadowed, blurred, JPEG."""
    src = np.array(page_im.convert("L"), np.float32)
    h, w = src.shape
    out_h = int((megapixels * 1e6 * 4 / 3) ** 0.5)
    out_w = int(out_h * 3 / 4)
    dst = _camera(w, h, rng.uniform(0, 30) if tilt is None else tilt, rng)
    span = dst.max(axis=0) - dst.min(axis=0)
    share = rng.uniform(0.78, 0.94) if frame_share is None else frame_share  # the page fills most of the frame
    k = min(out_w / span[0], out_h / span[1]) * share
    dst = (dst - dst.min(axis=0)) * k
    dst += (np.array([out_w, out_h]) - (dst.max(axis=0) - dst.min(axis=0))) * np.array([rng.random(), rng.random()])
    m = cv2.getPerspectiveTransform(np.float32([[0, 0], [w, 0], [w, h], [0, h]]), dst.astype(np.float32))
    table = rng.uniform(60, 140) + np.zeros((out_h, out_w), np.float32)
    table += cv2.GaussianBlur(
        np.float32(np.random.default_rng(rng.randrange(1 << 30)).normal(0, 25, (out_h, out_w))), (0, 0), 3
    )
    shot = cv2.warpPerspective(
        src, m, (out_w, out_h), flags=cv2.INTER_AREA, borderMode=cv2.BORDER_TRANSPARENT, dst=table
    )
    yy, xx = np.mgrid[0:out_h, 0:out_w].astype(np.float32)
    angle = rng.uniform(0, 2 * np.pi)  # light falls off across the picture
    ramp = (xx * np.cos(angle) + yy * np.sin(angle)) / max(out_w, out_h)
    light = rng.uniform(0.6, 1.0) + rng.uniform(0.0, 0.35) * (ramp - ramp.min())
    shadow = np.zeros((out_h, out_w), np.float32)  # a hand's or a phone's shadow over a corner
    cx, cy = rng.choice([0, out_w]), rng.choice([0, out_h])
    cv2.ellipse(
        shadow,
        (int(cx), int(cy)),
        (int(out_w * rng.uniform(0.2, 0.5)), int(out_h * rng.uniform(0.2, 0.4))),
        rng.uniform(0, 180),
        0,
        360,
        1.0,
        -1,
    )
    shadow = cv2.GaussianBlur(shadow, (0, 0), max(out_w, out_h) * 0.01)
    shot = shot * light * (1 - rng.uniform(0.25, 0.5) * shadow)
    # Defocus and shake: up to a pixel's blur in a 2-megapixel frame (1224 pixels wide), as much in a larger one.
    sigma = rng.uniform(0.0, 1.0) * (out_w / 1224) if blur is None else blur
    if sigma > 0.2:
        shot = cv2.GaussianBlur(shot, (0, 0), sigma)
    shot += np.random.default_rng(rng.randrange(1 << 30)).normal(0, 3, shot.shape).astype(np.float32)
    rgb = cv2.cvtColor(np.clip(shot, 0, 255).astype(np.uint8), cv2.COLOR_GRAY2BGR)
    q = rng.randint(40, 90) if quality is None else quality
    return cv2.imencode(".jpg", rgb, [cv2.IMWRITE_JPEG_QUALITY, q])[1].tobytes()


def make(
    game: str,
    seed: int,
    megapixels: float | None = None,
    empty_share: float = 0.1,
    pdf: bytes = b"",
    **photo: float,
) -> Photo:
    """One seeded photo of a filled `game` sheet (a blank one, or the first page of `pdf`): dpi 150-300 and
    1-12 megapixels unless given; `photo` sets the photograph's tilt, blur, quality or frame_share."""
    rng = random.Random(f"{game}:{seed}")
    dpi = rng.choice([150, 200, 250, 300])
    image, layout = pdf_page(pdf, dpi) if pdf else page(game, dpi)
    filled, truth = fill(image, layout, dpi, rng, empty_share)
    mp = megapixels if megapixels is not None else rng.choice([1.0, 2.0, 2.0, 3.0, 5.0, 8.0, 12.0])
    return Photo(photograph(filled, rng, mp, **photo), truth, game, mp)


def to_jpeg(image: Image.Image) -> bytes:
    """An image as JPEG bytes (a photo of something that is no sheet, say)."""
    buf = io.BytesIO()
    image.convert("RGB").save(buf, "JPEG", quality=85)
    return buf.getvalue()
