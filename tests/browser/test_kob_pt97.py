"""The King of All Bards after blind playtest pt97: six 24-character names, three phones, text at 130 %."""

from __future__ import annotations

from playwright.sync_api import expect

from tests.browser.support import LiveServer, as_host, wait_for
from tests.browser.test_kob_round_three import BARDS, _by, _six
from tests.browser.test_stress_set import SIZES, stressed


def test_the_bard_hint_goes_once_every_bard_is_chosen(live_server: LiveServer, phone) -> None:
    """pt97: "Each player chooses a Bard (one phone: tap a name at the top first)" stood under "Waiting for 2
    players to roll for the First Player" on the host's phone."""
    t = _six(live_server, bards=False)
    page = stressed(phone, "en", SIZES[0])
    as_host(page, live_server, t)
    hint = page.locator("#main .kob-note", has_text="Each player chooses a Bard")
    for seat, bard in enumerate(BARDS):
        t["seq"] = _by(t, seat, {"type": "choose_bard", "bard": bard}, live_server)["seq"]
    wait_for(page, f"C.table.snap().seq >= {t['seq']}")
    expect(page.locator("#prompt")).to_contain_text("roll for the First Player")
    page.locator("#game-actions button", has_text="Roll for 4 players on this phone").click()
    wait_for(page, "C.table.snap().state.rolloff && Object.keys(C.table.snap().state.rolloff.rolls).length === 4")
    expect(page.locator("#prompt")).to_contain_text("Waiting for 2 players to roll for the First Player")
    expect(hint).to_have_count(0)
