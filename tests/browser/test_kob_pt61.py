"""The King of All Bards after the blind playtest pt61: a secret pick made offline shows as made.

Pt61: Zoë's phone, offline, picked Pub 3; the prompt still said "Your turn: pick a Pub (secret)" and the
button was live, so a second pick was queued. Hers had been the last pick: back online the first one
ended the Movement and the second was refused ("not now: the Duels phase…", a 400 in red).
"""

from __future__ import annotations

from playwright.sync_api import Page, expect

from tests.browser.support import LiveServer, read, seat_link, wait_for
from tests.browser.test_kob_round_three import _by, _six
from tests.browser.test_stress_set import prompt_lines, stressed

SMALL = {"width": 360, "height": 740}


def _last_to_pick(server: LiveServer, phone, lang: str = "en") -> tuple[dict, Page]:
    """Round 1's Movement with every seat but Zoë's (2) picked; Zoë's own phone, at 130 %, on the table."""
    t = _six(server, True, (1, 2))
    for seat in (0, 1, 3, 4, 5):
        t["seq"] = _by(t, seat, {"type": "pick", "pub": 6 if seat == 5 else 5}, server)["seq"]
    page = stressed(phone, lang, SMALL)
    page.goto(seat_link(server, t, 2))
    wait_for(page, f"C.table.snap() && C.table.snap().seq >= {t['seq']}")
    return t, page


def test_a_pick_made_offline_shows_as_made_and_is_not_offered_again(live_server: LiveServer, phone) -> None:
    t, page = _last_to_pick(live_server, phone)
    expect(page.locator("#prompt")).to_contain_text("Your turn: pick a Pub (secret)")
    page.context.set_offline(True)
    page.locator("#game-actions button", has_text="Pick a Pub (secret)").click()
    page.locator("#sheet-content button", has_text="4 The Kraken").click()
    expect(page.locator('[data-k="offline-waiting"]')).to_contain_text("1 move waiting to be sent")
    # Made, and said so: no "Your turn" left, no button to pick again, the Pub outlined as this phone's pick.
    expect(page.locator("#prompt")).not_to_contain_text("Your turn")
    expect(page.locator("#prompt")).to_contain_text("sent once")
    assert not prompt_lines(page, "en")
    expect(page.locator("#game-actions button", has_text="Pick a Pub")).to_have_count(0)
    expect(page.locator(".kob-note")).not_to_contain_text("…")  # all six ticked, Zoë too
    assert page.locator(".kob-board .pub.pick").count() == 1
    page.locator(".kob-board .pub.pick").click()  # a tap on the board picks nothing more
    expect(page.locator('[data-k="offline-waiting"]')).to_contain_text("1 move waiting to be sent")
    page.context.set_offline(False)
    wait_for(page, "C.table.snap().state.phase !== 'movement'")
    expect(page.locator("#toast.bad")).to_have_count(0)  # nothing refused
    assert read(live_server, t)["state"]["phase"] == "duels"


def test_the_made_offline_prompt_in_german_and_russian(live_server: LiveServer, phone) -> None:
    for lang, word in (("de", "gesendet"), ("ru", "отправ")):
        _, page = _last_to_pick(live_server, phone, lang)
        page.context.set_offline(True)
        page.locator("#game-actions .btn.primary").first.click()
        page.locator("#sheet-content button").nth(3).click()  # Pub 4
        expect(page.locator("#prompt")).to_contain_text(word)
        assert not prompt_lines(page, lang)  # two lines at most at 360 px, text at 130 %
        page.context.set_offline(False)
