"""Reading PDFs back the way a printer and a phone would: pages, text, shapes and QR codes."""

from __future__ import annotations

import ctypes
import re
from dataclasses import dataclass

import pypdfium2 as pdfium
import pypdfium2.raw as raw
import zxingcpp
from PIL import Image

from printables.paper import MM

DPI = 150
PX_PER_MM = DPI / 25.4


def opens(text: str) -> str:
    """The URL a code opens, the score sheet's layout query (`?s=<page>&g=...`, for a camera) set aside."""
    return text.split("?s=", 1)[0]


@dataclass
class Code:
    """A decoded QR code: its text, error-correction level, module size (mm) and box (px)."""

    text: str
    ec_level: str
    module_mm: float
    box: tuple[int, int, int, int]  # left, top, right, bottom of the symbol without quiet zone
    modules: int


@dataclass
class Page:
    """One page: size in mm, its text (whitespace collapsed), its picture, its codes, its shapes."""

    width_mm: float
    height_mm: float
    text: str
    image: Image.Image
    codes: list[Code]
    rects_mm: list[tuple[float, float]]  # (width, height) of every path drawn on the page


def _extent(obj: pdfium.PdfObject) -> tuple[float, float]:
    """Width and height of a path's own geometry (its points, not its stroke), in mm."""
    m = obj.get_matrix()
    xs, ys = [], []
    x, y = ctypes.c_float(0), ctypes.c_float(0)
    for i in range(raw.FPDFPath_CountSegments(obj.raw)):
        seg = raw.FPDFPath_GetPathSegment(obj.raw, i)
        raw.FPDFPathSegment_GetPoint(seg, ctypes.byref(x), ctypes.byref(y))
        xs.append(m.a * x.value + m.c * y.value + m.e)
        ys.append(m.b * x.value + m.d * y.value + m.f)
    return ((max(xs) - min(xs)) / MM, (max(ys) - min(ys)) / MM) if xs else (0.0, 0.0)


def _codes(image: Image.Image) -> list[Code]:
    out = []
    for r in zxingcpp.read_barcodes(image, formats=zxingcpp.BarcodeFormat.QRCode):
        pos = r.position
        xs = [pos.top_left.x, pos.top_right.x, pos.bottom_left.x, pos.bottom_right.x]
        ys = [pos.top_left.y, pos.top_right.y, pos.bottom_left.y, pos.bottom_right.y]
        n = 17 + 4 * int(r.extra["Version"])
        box = (min(xs), min(ys), max(xs) + 1, max(ys) + 1)
        module = (box[2] - box[0]) / n / PX_PER_MM
        out.append(Code(r.text, r.ec_level, module, box, n))
    return out


def read(pdf: bytes) -> list[Page]:
    """Every page of `pdf`, rendered at 150 dpi."""
    doc = pdfium.PdfDocument(pdf)
    pages = []
    for i in range(len(doc)):
        page = doc[i]
        w, h = page.get_size()
        text = re.sub(r"\s+", " ", page.get_textpage().get_text_range())
        image = page.render(scale=DPI / 72, grayscale=True).to_pil()
        rects = []
        for obj in page.get_objects(max_depth=1):
            if obj.type == raw.FPDF_PAGEOBJ_PATH:
                rects.append(_extent(obj))
        pages.append(Page(w / MM, h / MM, text, image, _codes(image), rects))
    return pages


def quiet_zone_is_white(image: Image.Image, code: Code, modules: int = 4) -> bool:
    """Whether a band `modules` wide around the symbol is white on the rendered page."""
    px = code.module_mm * PX_PER_MM
    left, top, right, bottom = code.box
    grey = image.convert("L")
    inner = 2  # keep off the symbol's own anti-aliased edge
    band = [
        (left - modules * px + 1, top - modules * px + 1, left - inner, bottom + modules * px - 1),
        (right + inner, top - modules * px + 1, right + modules * px - 1, bottom + modules * px - 1),
        (left, top - modules * px + 1, right, top - inner),
        (left, bottom + inner, right, bottom + modules * px - 1),
    ]
    for x0, y0, x1, y1 in band:
        crop = grey.crop((round(x0), round(y0), round(x1), round(y1)))
        if crop.getextrema()[0] < 200:
            return False
    return True


@dataclass(frozen=True)
class Line:
    """One text object on a page: its text and its box in points (left, bottom, right, top; y up)."""

    text: str
    box: tuple[float, float, float, float]
    size: float  # points

    @property
    def middle(self) -> tuple[float, float]:
        left, bottom, right, top = self.box
        return (left + right) / 2, (bottom + top) / 2


def lines(pdf: bytes, index: int = 0) -> list[Line]:
    """Every text object of page `index` (a line set by one call, one font), with where it sits."""
    page = pdfium.PdfDocument(pdf)[index]
    textpage = page.get_textpage()
    out = []
    for obj in page.get_objects(max_depth=1):
        if obj.type != raw.FPDF_PAGEOBJ_TEXT:
            continue
        n = raw.FPDFTextObj_GetText(obj.raw, textpage.raw, None, 0)
        buf = ctypes.create_string_buffer(n * 2)
        raw.FPDFTextObj_GetText(obj.raw, textpage.raw, ctypes.cast(buf, ctypes.POINTER(raw.FPDF_WCHAR)), n * 2)
        text = buf.raw.decode("utf-16-le", errors="replace").split("\x00", 1)[0]
        text = text.replace("\x02", "-").strip()  # pdfium reads a hyphen ending a line as a soft one
        if text:
            out.append(Line(text, tuple(obj.get_bounds()), obj.get_font_size()))
    return out
