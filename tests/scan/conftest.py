"""Photos for the scan tests: a few seeded ones from the benchmark's corpus maker, made once per run."""

from __future__ import annotations

from functools import cache

import pytest

pytest.importorskip("cv2", reason="the optional extra 'scan' (OpenCV) is not installed")

from bench import scan_corpus


@cache
def photo(game: str, seed: int = 1, **kwargs: float) -> scan_corpus.Photo:
    """A filled sheet of `game`, photographed at 2 megapixels (unless told otherwise), made once."""
    kwargs.setdefault("megapixels", 2.0)
    return scan_corpus.make(game, seed, **kwargs)
