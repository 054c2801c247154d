"""Finding a sheet in a photo: decode it, find the four corner markers, undo the perspective, read the QR code."""

from __future__ import annotations

import io

import cv2
import numpy as np
from PIL import Image

from companion.scan import qr
from companion.scan.types import ScanError
from printables import sheet_scan
from printables.bubbles import MARKER, MARKER_INSET
from printables.paper import MM, PAPERS

WORK_PIXELS = 2_400_000  # larger photos are shrunk to this first: the bubbles need no more
SCALE = 6.0  # pixels per millimetre of the rectified page
QR_SCALE = 8.0  # pixels per millimetre where the QR code is read (its modules are 0.6 mm)
# A page smaller in the picture (too far, or a thumbnail) is not read. With three markers the fourth
# corner is guessed and needs a page this large; with four, the page's own bubbles decide (MIN_BUBBLE_PX).
MIN_PX_PER_MM = {3: 2.6, 4: 1.0}
# The fewest photo pixels across the sheet's smallest bubble: the old page-size rule (1.8 px/mm) at the
# smallest bubble printed (1.41 mm, Bard Saga's), now asked of every sheet's own smallest bubble.
MIN_BUBBLE_PX = 2.5
SMALL_PAGE = 1.8  # px/mm under which a QR code that does not read is blamed on the size, not on the page
BLUR_RATIO = 0.02  # sharpness (Laplacian's variance over the image's) below which a photo is too blurred
# A photo with no marker is blamed on blur only when a sheet is there to blur: a bright region (the paper)
# at least PAPER_SHARE of the picture and about convex (PAPER_SOLIDITY: its area over its convex hull's;
# blurred sheets measure 0.89-0.99, smooth textures 0.5-0.8), in a picture that is not flat (FLAT: grey levels).
PAPER_SHARE = 0.1
PAPER_SOLIDITY = 0.85
FLAT = 8.0
_DICT = cv2.aruco.getPredefinedDictionary(cv2.aruco.DICT_4X4_50)


def _detector(wide: bool = False) -> cv2.aruco.ArucoDetector:
    params = cv2.aruco.DetectorParameters()
    params.cornerRefinementMethod = cv2.aruco.CORNER_REFINE_SUBPIX
    if wide:  # slower: larger thresholding windows (a marker in shade) and smaller markers (a far page)
        params.adaptiveThreshWinSizeMax = 53
        params.minMarkerPerimeterRate = 0.01
    return cv2.aruco.ArucoDetector(_DICT, params)


_ARUCO = _detector()
_ARUCO_WIDE = _detector(wide=True)
_CLAHE = cv2.createCLAHE(clipLimit=2.0, tileGridSize=(8, 8))


def decode(photo: bytes) -> np.ndarray:
    """The photo in grey, shrunk to about WORK_PIXELS; not_a_sheet when the bytes are no image."""
    try:
        with Image.open(io.BytesIO(photo)) as im:
            w, h = im.size
    except Exception as err:  # Pillow raises many kinds for bytes that are not an image
        raise ScanError("not_a_sheet", "not an image") from err
    flag = cv2.IMREAD_GRAYSCALE
    for reduce, f in ((4, cv2.IMREAD_REDUCED_GRAYSCALE_4), (2, cv2.IMREAD_REDUCED_GRAYSCALE_2)):
        if w * h / (reduce * reduce) >= WORK_PIXELS:  # the decoder shrinks as it decodes: much faster
            flag = f
            break
    gray = cv2.imdecode(np.frombuffer(photo, np.uint8), flag)
    if gray is None or gray.size < 10_000:
        raise ScanError("not_a_sheet", "undecodable or tiny image")
    if gray.size > WORK_PIXELS * 1.1:
        k = (WORK_PIXELS / gray.size) ** 0.5
        gray = cv2.resize(gray, None, fx=k, fy=k, interpolation=cv2.INTER_AREA)
    return gray


def sharpness(gray: np.ndarray) -> float:
    """How sharp an image is for its contrast: the Laplacian's variance over the image's own."""
    small = cv2.resize(gray, None, fx=0.5, fy=0.5, interpolation=cv2.INTER_AREA) if gray.size > 1_000_000 else gray
    contrast = float(small.var())
    return float(cv2.Laplacian(small, cv2.CV_32F).var()) / contrast if contrast > 60 else 0.0


def paper_like(gray: np.ndarray) -> bool:
    """Is there a sheet of paper in the picture, sharp or not: one large, bright, about convex region?"""
    small = cv2.resize(gray, (320, max(1, round(320 * gray.shape[0] / gray.shape[1]))), interpolation=cv2.INTER_AREA)
    if float(small.std()) < FLAT:  # a white wall, a blank page held close, the lens covered: nothing to read
        return False
    _t, bright = cv2.threshold(cv2.GaussianBlur(small, (5, 5), 0), 0, 255, cv2.THRESH_BINARY + cv2.THRESH_OTSU)
    contours, _h = cv2.findContours(bright, cv2.RETR_EXTERNAL, cv2.CHAIN_APPROX_SIMPLE)
    if not contours:
        return False
    outline = max(contours, key=cv2.contourArea)
    area = cv2.contourArea(outline)
    hull = cv2.contourArea(cv2.convexHull(outline))
    return area >= PAPER_SHARE * small.size and area >= PAPER_SOLIDITY * hull


def markers(gray: np.ndarray) -> dict[int, np.ndarray]:
    """The corner markers found, by id (0 top left, 1 top right, 2 bottom right, 3 bottom left): 4 corners each."""
    found: dict[int, np.ndarray] = {}
    for detector, image in ((_ARUCO, gray), (_ARUCO_WIDE, gray), (_ARUCO_WIDE, _CLAHE.apply(gray))):
        corners, ids, _rejected = detector.detectMarkers(image)
        for c, i in zip(corners, [] if ids is None else ids.ravel(), strict=True):
            if 0 <= int(i) <= 3:
                found.setdefault(int(i), c.reshape(4, 2))
        if len(found) == 4:  # the usual case: the first, fast pass found them all
            break
    return found


def _marker_mm(paper_w: float, paper_h: float) -> dict[int, np.ndarray]:
    """Each marker's four corners on the page in mm, clockwise from its top left, as OpenCV lists them."""
    side, inset = MARKER / MM, MARKER_INSET / MM
    tops = {0: (inset, inset), 1: (paper_w - inset - side, inset), 2: (paper_w - inset - side, paper_h - inset - side)}
    tops[3] = (inset, paper_h - inset - side)
    return {
        i: np.array([(x, y), (x + side, y), (x + side, y + side), (x, y + side)], np.float32)
        for i, (x, y) in tops.items()
    }


def homography(found: dict[int, np.ndarray], paper: str, scale: float) -> np.ndarray:
    """Photo pixels to page pixels at `scale` per mm, from the sixteen marker corners."""
    p = PAPERS[paper]
    target = _marker_mm(p.width / MM, p.height / MM)
    src = np.concatenate([found[i] for i in sorted(found)]).astype(np.float32)
    dst = np.concatenate([target[i] for i in sorted(found)]) * scale
    h, _mask = cv2.findHomography(src, dst, 0)
    if h is None:
        raise ScanError("not_a_sheet", "markers in no plane")
    return h


def qr_url(gray: np.ndarray, found: dict[int, np.ndarray]) -> str | None:
    """The text of the page's QR code: its modules sampled where each paper puts them, else OpenCV's own search."""
    to_photo = {paper: np.linalg.inv(homography(found, paper, 1.0)) for paper in PAPERS}
    text = qr.read(gray, to_photo)
    if text:
        return text
    p = PAPERS["a4"]  # the code sits against the top right marker on both papers
    h = homography(found, "a4", QR_SCALE)
    x0, y0, size = (p.width / MM - 60) * QR_SCALE, 6 * QR_SCALE, 55 * QR_SCALE
    shift = np.array([[1, 0, -x0], [0, 1, -y0], [0, 0, 1]], np.float64)
    crop = cv2.warpPerspective(gray, shift @ h, (int(size), int(size)), flags=cv2.INTER_LINEAR, borderValue=255)
    return qr.decode(crop)


def whole_photo_qr(gray: np.ndarray) -> str | None:
    """A QR code anywhere in the photo (to tell a sheet half out of the frame from something else)."""
    return qr.decode(gray)


def _in_frame(gray: np.ndarray, found: dict[int, np.ndarray]) -> None:
    """out_of_frame unless the whole page (every marker, found or not) is in the picture."""
    p = PAPERS["a4"]
    to_photo = np.linalg.inv(homography(found, "a4", 1.0))
    corners = np.float32([[0, 0], [p.width / MM, 0], [p.width / MM, p.height / MM], [0, p.height / MM]])
    xy = cv2.perspectiveTransform(corners.reshape(-1, 1, 2) * 0.94 + 0.03 * corners.max(axis=0), to_photo)
    h, w = gray.shape
    if not np.all((xy[..., 0] >= 0) & (xy[..., 0] < w) & (xy[..., 1] >= 0) & (xy[..., 1] < h)):
        raise ScanError("out_of_frame", f"markers found: {sorted(found)}, the page runs out of the picture")


def _full_size_qr(photo: bytes, gray: np.ndarray, found: dict[int, np.ndarray]) -> str | None:
    """The QR code read again from the photo at its full size, when it was shrunk for the rest."""
    full = cv2.imdecode(np.frombuffer(photo, np.uint8), cv2.IMREAD_GRAYSCALE)
    if full is None or full.shape[0] <= gray.shape[0] * 1.2:
        return None
    k = full.shape[0] / gray.shape[0]
    return qr_url(full, {i: c * k for i, c in found.items()})


def _big_enough(layout: sheet_scan.SheetLayout, px_per_mm: float) -> None:
    """too_blurred when the sheet's smallest bubble is under MIN_BUBBLE_PX across in the photo."""
    if not layout.fields:
        return
    bubble = 2 * min(f.radius for f in layout.fields) * px_per_mm
    if bubble < MIN_BUBBLE_PX:
        raise ScanError("too_blurred", f"the smallest bubble is {bubble:.1f} px across: too far or too small")


def locate(gray: np.ndarray, photo: bytes = b"") -> tuple[np.ndarray, sheet_scan.SheetLayout]:
    """The page rectified at SCALE and its layout (`photo`: the bytes `gray` was shrunk from); else ScanError."""
    found = markers(gray)
    if len(found) < 3:  # three markers fix the perspective too, when the fourth is in the picture
        if found or (whole_photo_qr(gray) or "").find("?s=") > 0:
            raise ScanError("out_of_frame", f"markers found: {sorted(found)}")
        if not paper_like(gray):  # blank, or no sheet in it: blur is not what is wrong
            raise ScanError("not_a_sheet", "no marker, no sheet QR code, no paper")
        if sharpness(gray) < BLUR_RATIO:
            raise ScanError("too_blurred", f"sharpness {sharpness(gray):.3f}")
        raise ScanError("not_a_sheet", "no marker, no sheet QR code")
    _in_frame(gray, found)
    px_per_mm = min(float(np.linalg.norm(c[0] - c[2])) for c in found.values()) / (MARKER / MM * 2**0.5)
    if px_per_mm < MIN_PX_PER_MM[len(found)]:
        raise ScanError("too_blurred", f"the page is {px_per_mm:.1f} px/mm: too far or too small to read")
    url = qr_url(gray, found) or (_full_size_qr(photo, gray, found) if photo else None)
    found_layout = sheet_scan.layout(url) if url else None
    if found_layout is None:
        if sharpness(gray) < BLUR_RATIO or px_per_mm < SMALL_PAGE:
            raise ScanError("too_blurred", f"sharpness {sharpness(gray):.3f}, {px_per_mm:.1f} px/mm")
        raise ScanError("not_a_sheet", f"QR code {url!r}")
    _big_enough(found_layout, px_per_mm)
    w, h = found_layout.size
    page = cv2.warpPerspective(
        gray,
        homography(found, found_layout.paper, SCALE),
        (round(w * SCALE), round(h * SCALE)),
        flags=cv2.INTER_LINEAR,
        borderValue=255,
    )
    return page, found_layout
