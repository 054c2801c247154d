"""Checking each field's place on the rectified page against its cell's printed rules.

The markers fix the perspective to about a pixel when they are large in the picture, but a far or
steep page (or a fourth marker guessed from three) can leave a field a bubble off, and rows of
bubbles look alike one pitch apart. A cell's printed rules (left and right) are not periodic:
one must be where the layout puts it, within less than half a bubble, or the field is not trusted.
The rule is found on the median across the cell (a rule darkens every pixel along it; a bubble or
a written figure only some), so marks beside it do not count.
"""

from __future__ import annotations

import numpy as np

SEARCH = 0.4  # how far to look for a rule, in bubble pitches: under half, so never a neighbour's place
PROMINENT = 0.035  # how much darker than its surroundings a printed rule is, at the least


def _found(profile: np.ndarray, at: int, reach: int) -> bool:
    """Is there a rule in `profile` within `reach` of `at`?"""
    lo, hi = max(at - reach, 0), min(at + reach + 1, len(profile))
    if hi - lo < 3:
        return False
    window = profile[max(at - 3 * reach, 0) : min(at + 3 * reach + 1, len(profile))]
    return float(profile[lo:hi].max()) - float(np.median(window)) >= PROMINENT


def placed(dark: np.ndarray, box: tuple[int, int, int, int], pitch_px: float) -> bool:
    """Is a field's cell rule (left or right) where the layout puts it, within SEARCH pitches?

    Across the page the error of the perspective changes slowly, so a cell placed right sideways is
    placed right up and down too; the rule under a cell is no help (its bubbles sit on it)."""
    reach = max(1, int(pitch_px * SEARCH))
    x, y, w, h = box
    span = 3 * reach
    if x - span < 0 or y < 0 or x + w + span >= dark.shape[1] or y + h + span >= dark.shape[0]:
        return False
    columns = np.median(dark[y + 2 : y + h - 2, x - span : x + w + span + 1], axis=0)
    # One rule is enough (a sub-column's inner rule is printed light): the error changes slowly across
    # the page, so a cell with one side where it belongs is placed right to well under a bubble.
    return _found(columns, span, reach) or _found(columns, span + w, reach)
