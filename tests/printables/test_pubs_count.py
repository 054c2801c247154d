"""The King of All Bards' score sheet: what its text says Pubs counts and the bubbles it prints for it agree."""

from __future__ import annotations

import re

import pytest

from printables import build
from scoring.king_of_all_bards import data as kob
from tests.printables import pdfcheck
from tests.printables.conftest import BASE


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_pubs_text_and_bubbles_run_over_all_six_pubs(paper: str) -> None:
    done = build.blank("king-of-all-bards", "score", paper, base_url=BASE, players=4)
    text = " ".join(page.text for page in pdfcheck.read(done.pdf))
    pubs = [f for info in done.pages for f in info.fields if f.key == "final.pubs"]
    assert pubs and {len(f.digits) for f in pubs} == {1}
    most = {len(f.digits[0]) - 1 for f in pubs}  # bubbles 0 to `most`
    said = re.search(r"Pubs counts Pubs holding at least one of your own Fans \(0 to (\d+)\)", text)
    assert said, text
    # Fans may sit in all six Pubs (five with five Tips end the game): text and bubbles both say 0 to 6.
    assert most == {int(said.group(1))} == {len(kob.PUBS)} == {6}
