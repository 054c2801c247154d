"""The score pad after blind playtest pt99: six 24-character names, four phones, text at 130 %."""

from __future__ import annotations

from playwright.sync_api import expect

from tests.browser.support import LiveServer, act, as_host, read, wait_for
from tests.browser.test_score_pad_pt6 import CATS
from tests.browser.test_stress_set import NAMES, SIZES, stressed


def test_finish_names_who_has_an_empty_category_in_the_last_round(live_server: LiveServer, phone) -> None:
    """pt99: Maximilian's Bonus left empty in the last round ("5 of 6 entered"), and Finish asked only "End the
    game and show the standings?"."""
    table = live_server.create_table("score-pad", list(NAMES[:3]), {**CATS, "rounds": 1})
    for cat in CATS["categories"]:
        scores = {"0": 4, "1": 5, "2": 6} if cat != "Bonus" else {"0": 1, "2": 2}  # Wilhelmina's Bonus left empty
        act(live_server, table, {"type": "score_round", "scores": scores, "category": cat})
    table["seq"] = read(live_server, table)["seq"]
    page = stressed(phone, "en", SIZES[0])
    as_host(page, live_server, table)
    wait_for(page, f"C.table.snap().seq === {table['seq']}")
    page.get_by_role("button", name="Finish").click()
    ask = page.locator("dialog.ask")
    expect(ask).to_contain_text(f"{NAMES[1]} has empty categories in round 1: end the game anyway?")
    ask.get_by_role("button", name="Cancel").click()
    assert read(live_server, table)["state"]["finished"] is False
