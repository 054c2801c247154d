"""The phone's static reference file is generated from `scoring.king_of_all_bards.data` (one source)."""

from __future__ import annotations

import json
import os
from pathlib import Path

from scoring.king_of_all_bards.data import reference

FILE = Path(__file__).resolve().parents[2] / "web" / "static" / "js" / "games" / "king-of-all-bards.ref.json"


def render() -> str:
    """The file's exact text."""
    return json.dumps(reference(), ensure_ascii=False, separators=(",", ":")) + "\n"


def test_the_reference_file_matches_the_game_data() -> None:
    # KOB_WRITE_REFERENCE=1 pytest this file: rewrites it after the data changed.
    if os.environ.get("KOB_WRITE_REFERENCE"):
        FILE.write_text(render(), encoding="utf-8")
    assert FILE.read_text(encoding="utf-8") == render(), "regenerate: KOB_WRITE_REFERENCE=1 pytest " + __file__
    data = json.loads(render())
    assert len(data["tricks"]) == 28 and len(data["pubs"]) == 6 and len(data["bards"]) == 8
