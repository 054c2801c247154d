"""The default player colours: the first six are told apart on the page, not by a few degrees of hue."""

from __future__ import annotations

import itertools
import math

from companion.games.base import Game


def _oklab(hex_colour: str, light_cap: float | None, dark_floor: float | None) -> tuple[float, float, float]:
    """The colour in OKLab with its lightness clamped as app.css's --pcl clamps it."""
    lin = [int(hex_colour[k : k + 2], 16) / 255 for k in (1, 3, 5)]
    r, g, b = ((v / 12.92) if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4 for v in lin)
    lms = [
        0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b,
        0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b,
        0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b,
    ]
    l_, m_, s_ = (math.copysign(abs(v) ** (1 / 3), v) for v in lms)
    lightness = 0.2104542553 * l_ + 0.793617785 * m_ - 0.0040720468 * s_
    a = 1.9779984951 * l_ - 2.428592205 * m_ + 0.4505937099 * s_
    bb = 0.0259040371 * l_ + 0.7827717662 * m_ - 0.808675766 * s_
    if light_cap is not None:
        lightness = min(lightness, light_cap)
    if dark_floor is not None:
        lightness = max(lightness, dark_floor)
    return lightness, a, bb


def test_the_first_six_colours_differ_in_light_and_dark_mode() -> None:
    """Every pair of the first six, drawn as in light (lightness <= .56) and dark (>= .7) mode, is far apart."""
    for cap, floor in ((0.56, None), (None, 0.7)):
        drawn = [_oklab(c, cap, floor) for c in Game.colors[:6]]
        for (i, x), (j, y) in itertools.combinations(enumerate(drawn), 2):
            assert math.dist(x, y) > 0.12, (Game.colors[i], Game.colors[j], cap, floor)
