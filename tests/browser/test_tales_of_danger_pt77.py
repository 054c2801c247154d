"""Tales of Danger after the blind playtest pt77: three phones (360 light English, 360 dark German, 412 light
Russian), text at 130 %, six 24-character names.

The cost checker's Journals completed a Segment it had not passed, in one tap before any discard was entered,
its steppers folded under "Other discards"; the end screen's tie read "24 points: tied: …"; the Secure
sheet's rank buttons closed up as Sponsors were taken, so a button moved under the finger between turns.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from tests.browser.support import LiveServer, act, read, seat_link
from tests.browser.test_stress_set import SIZES, stressed
from tests.browser.test_tales_of_danger_pt6 import _to_act3

# Each language's tie line: one colon, the tie-break's own (the points before it end in a comma).
TIE = {
    "en": "10 points, tied: the higher Sponsor wins, rank 1 over Bob's rank 3.",
    "de": "10 Punkte, Gleichstand: der höhere Gönner gewinnt, Rang 1 vor Rang 3 von Bob.",
    "ru": "10 очков, ничья: ранг покровителя 1 выше, чем ранг 3 у игрока Bob.",
}


def _tied(server: LiveServer) -> dict:
    """Ann (rank 1) and Bob (rank 3) each complete five free difficulty-1 Segments with Journal 1: 10 points each."""
    table = _to_act3(server, ["Ann", "Bob"])
    free = {"type": "prepare_segment", "difficulty": 1, "costs": ["great_fishing"]}
    for seat in (0, 1):
        act(server, table, free, seat)
    for n in range(5):
        for seat in (0, 1):
            act(server, table, {"type": "complete_segment", "crew": 0, "supplies": 0, "journal": 1}, seat)
            if n < 4:
                act(server, table, free, seat)
    assert read(server, table)["state"]["phase"] == "over"
    return table


@pytest.mark.parametrize("lang", ["en", "de", "ru"])
def test_the_tie_line_is_one_clean_sentence(live_server: LiveServer, phone, lang: str) -> None:
    table = _tied(live_server)
    page = stressed(phone, lang, SIZES[0])
    page.goto(seat_link(live_server, table, 1))
    line = page.locator('.final [data-k="tb"]')
    expect(line).to_have_text(TIE[lang])
    assert line.inner_text().count(":") == 1
