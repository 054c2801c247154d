"""Reading the sheet's QR code where a general decoder cannot: its modules sampled where the page puts them.

The score sheet's QR code sits in a known place (against the top right margin) with 0.8 mm
modules, so once the markers fix the perspective every module's centre is known for each
possible version and paper. Sampling those centres from the photo gives a clean code even from
a small or soft photo (1.5 pixels a module), which zxing-cpp then decodes (its error correction
takes a dozen wrong modules that OpenCV's decoder gives up on); the three finder patterns say
which version and paper fit before anything is decoded.
"""

from __future__ import annotations

import cv2
import numpy as np
import zxingcpp

from printables.bubbles import SHEET_MARGIN, SHEET_MODULE
from printables.paper import MM, PAPERS
from printables.qr import QUIET

VERSIONS = range(2, 9)  # a sheet's URL (a LAN address, a path and the layout query) fits these
FINDER = np.array(
    [[1 if max(abs(i - 3), abs(j - 3)) != 2 else 0 for j in range(7)] for i in range(7)], np.uint8
)  # 1 dark: the 7 x 7 square, its white ring, its 3 x 3 centre
OUT = 6  # pixels a module in the clean code handed to the decoder


def _grid(paper: str, version: int) -> np.ndarray:
    """Each module's centre in page millimetres (rows x columns x 2), for one paper and version."""
    p = PAPERS[paper]
    n = 4 * version + 17
    m = SHEET_MODULE / MM
    right, top = (p.width - SHEET_MARGIN) / MM - QUIET * m, SHEET_MARGIN / MM + QUIET * m
    left = right - n * m
    jj, ii = np.meshgrid(np.arange(n), np.arange(n))
    return np.stack([left + (jj + 0.5) * m, top + (ii + 0.5) * m], axis=-1).astype(np.float32)


def _sample(gray: np.ndarray, to_photo: np.ndarray, grid: np.ndarray) -> np.ndarray:
    """Each module's brightness: the mean of five points about its centre in the photo."""
    m = SHEET_MODULE / MM * 0.2
    acc = np.zeros(grid.shape[:2], np.float32)
    for dx, dy in ((0, 0), (m, 0), (-m, 0), (0, m), (0, -m)):
        pts = (grid + np.float32([dx, dy])).reshape(-1, 1, 2)
        xy = cv2.perspectiveTransform(pts, to_photo).reshape(grid.shape)
        acc += cv2.remap(gray, xy[..., 0], xy[..., 1], cv2.INTER_LINEAR, borderValue=255).astype(np.float32)
    return acc / 5


def _bits(values: np.ndarray) -> np.ndarray:
    """Dark modules as 1, split at the midpoint of the dark and light modules (Otsu on the samples)."""
    v = np.clip(values, 0, 255).astype(np.uint8).reshape(1, -1)
    t, _b = cv2.threshold(v, 0, 255, cv2.THRESH_BINARY + cv2.THRESH_OTSU)
    return (values < t).astype(np.uint8)


def _finder_fit(bits: np.ndarray) -> float:
    """Share of the three finder patterns' modules that match."""
    n = bits.shape[0]
    corners = (bits[:7, :7], bits[:7, n - 7 :], bits[n - 7 :, :7])
    return float(np.mean([np.mean(c == FINDER) for c in corners]))


def _clean(bits: np.ndarray) -> np.ndarray:
    """The bits as a crisp black-on-white image with its quiet zone."""
    img = np.pad(np.where(bits == 1, 0, 255).astype(np.uint8), QUIET, constant_values=255)
    return cv2.resize(img, None, fx=OUT, fy=OUT, interpolation=cv2.INTER_NEAREST)


def read(gray: np.ndarray, page_to_photo: dict[str, np.ndarray]) -> str | None:
    """The sheet's QR code text, sampled for each paper's mapping (page mm to photo pixels); None if none fits."""
    candidates = []
    for paper, to_photo in page_to_photo.items():
        for version in VERSIONS:
            bits = _bits(_sample(gray, to_photo, _grid(paper, version)))
            candidates.append((_finder_fit(bits), version, bits))
    candidates.sort(key=lambda c: -c[0])
    for fit, _version, bits in candidates[:3]:
        if fit < 0.85:
            break
        text = decode(_clean(bits))
        if text:
            return text
    return None


def decode(image: np.ndarray) -> str | None:
    """The text of the QR code in an image, or None."""
    for found in zxingcpp.read_barcodes(image, formats=zxingcpp.BarcodeFormat.QRCode):
        if found.valid and found.text:
            return found.text
    return None
