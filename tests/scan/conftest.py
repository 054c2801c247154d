"""Photos for the scan tests: a few seeded ones from the benchmark's corpus maker, made once per run."""

from __future__ import annotations

from functools import cache
from typing import Any


@cache
def photo(game: str, seed: int = 1, **kwargs: Any) -> Any:
    """A filled sheet of `game` (a `bench.scan_corpus.Photo`), photographed at 2 megapixels unless told, made once."""
    from bench import scan_corpus  # needs OpenCV: only the tests that read photos ask for one

    kwargs.setdefault("megapixels", 2.0)
    return scan_corpus.make(game, seed, **kwargs)
