"""Reading bubbles: how dark each one is against the paper around it, and a digit per line with a confidence.

Darkness is measured inside each bubble's outline against the paper's local brightness (the page
dilated wider than a bubble: pen marks vanish, shadows and uneven light stay), so light, shade
and a shadow's edge change nothing. A digit is read when one bubble is clearly darker than
its line's empty ones and than every other bubble of the line; anything doubtful is unread.
"""

from __future__ import annotations

from dataclasses import dataclass

import cv2
import numpy as np

INNER = 0.8  # of the radius: inside the printed outline
AXIS = 0.6  # of the radius: where `crossed` looks, between an X's strokes
MARK = 0.12  # darker than the line's empty bubbles by this much: something was written there
FULL = 0.30  # ... by this much: a filled bubble, read with full confidence
CLEAR = 0.35  # a second bubble marked up to this share of the first one's mark: the first is the digit...
RIVAL = 0.7  # ... from this share on, nobody can tell (a crossed-out bubble, a hesitation)


@dataclass(frozen=True)
class Digit:
    """One line of bubbles: the digit chosen (None: none filled), and how sure."""

    value: int | None
    confidence: float
    marked: bool  # something was written on the line, chosen or not


def paper_normalised(page: np.ndarray, radius_px: float) -> np.ndarray:
    """The page as darkness 0 (paper) to 1 (black), against the paper's brightness around each pixel."""
    k = max(3, int(radius_px * 6) | 1)  # wider than a filled bubble, so the dilation sees paper
    paper = cv2.dilate(page, cv2.getStructuringElement(cv2.MORPH_RECT, (k, k)))
    paper = cv2.blur(paper, (k, k))
    return 1.0 - page.astype(np.float32) / np.maximum(paper.astype(np.float32), 40.0)


def darkness(dark: np.ndarray, centres: np.ndarray, radius_px: float) -> np.ndarray:
    """Mean darkness inside each bubble (centres: n x 2 page pixels)."""
    r = max(1.5, radius_px * INNER)
    span = int(np.ceil(r))
    dy, dx = np.mgrid[-span : span + 1, -span : span + 1]
    inside = dx * dx + dy * dy <= r * r
    ox, oy = dx[inside], dy[inside]
    xs = np.clip(np.rint(centres[:, 0])[:, None].astype(int) + ox[None, :], 0, dark.shape[1] - 1)
    ys = np.clip(np.rint(centres[:, 1])[:, None].astype(int) + oy[None, :], 0, dark.shape[0] - 1)
    return dark[ys, xs].mean(axis=1)


def crossed(dark: np.ndarray, centres: np.ndarray, radius_px: float) -> np.ndarray:
    """Darkness at four points inside each bubble, left, right, above and below its centre.

    A filled bubble is dark there too; a crossed-out one (an X) is not: its strokes run between them.
    """
    r = radius_px * AXIS
    total = np.zeros(len(centres), np.float32)
    for dx, dy in ((r, 0), (-r, 0), (0, r), (0, -r)):
        xs = np.clip(np.rint(centres[:, 0] + dx).astype(int), 0, dark.shape[1] - 1)
        ys = np.clip(np.rint(centres[:, 1] + dy).astype(int), 0, dark.shape[0] - 1)
        total += dark[ys, xs]
    return total / 4


def digit(fills: np.ndarray, axes: np.ndarray, empty_level: float) -> Digit:
    """The digit of one line of bubbles from their darkness (`axes`: `crossed`), `empty_level` an empty one's.

    The darkest bubble is the digit; the runner-up counts only as dark as its axes, so a crossed-out
    bubble beside a filled one does not make the digit doubtful, while a filled one always does
    (and a cross darker than the fill beside it is never read as the digit with confidence).
    """
    marks = fills - empty_level
    order = np.argsort(marks)[::-1]
    best = float(marks[order[0]])
    second = float(min(marks[order[1]], axes[order[1]] - empty_level)) if len(order) > 1 else 0.0
    if best < MARK:  # nothing written: sure in proportion to how far from a mark it is
        return Digit(None, float(np.clip(1.0 - best / MARK, 0.0, 1.0)) * 0.5 + 0.5, False)
    strength = np.clip((best - MARK) / (FULL - MARK), 0.0, 1.0)
    rivalry = np.clip((RIVAL - max(second, 0.0) / best) / (RIVAL - CLEAR), 0.0, 1.0)
    return Digit(int(order[0]), float(min(strength, rivalry)), True)


def number(digits: list[Digit]) -> tuple[int | None, float, bool]:
    """A field's value, confidence and emptiness from its digits (most significant first).

    Leading lines left empty are zeros (7 is "_ 7"); a line left empty after a filled one is doubtful.
    """
    if not any(d.marked for d in digits):
        return None, min(d.confidence for d in digits), True
    value, confidence, started = 0, 1.0, False
    for d in digits:
        if d.value is None:
            if d.marked or started:  # a scribble that is no digit, or "4 _": the player must say
                return None, min(confidence, 0.4 if d.marked else 0.5), False
            confidence = min(confidence, d.confidence)
            continue
        started = True
        value = value * 10 + d.value
        confidence = min(confidence, d.confidence)
    return value, confidence, False


def signed(sign: Digit, digits: list[Digit]) -> tuple[int | None, float, bool]:
    """`number` of a field with a minus bubble (`sign`, a line of one): negative when it is filled.

    A minus with no digit, or a minus half filled, is doubtful: the player must say.
    """
    value, confidence, empty = number(digits)
    if not sign.marked:
        return value, min(confidence, sign.confidence), empty
    if value is None:  # "−" alone, or beside a doubtful number
        return None, min(confidence, 0.4), False
    return -value, min(confidence, sign.confidence), False
