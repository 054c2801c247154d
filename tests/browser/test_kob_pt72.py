"""The King of All Bards after blind playtest pt72."""

from __future__ import annotations

from playwright.sync_api import expect

from tests.browser.support import LiveServer, eventually, read
from tests.browser.test_kob_round_three import _by, _host, _own, _six


def test_the_host_phone_does_not_answer_no_trick_for_tied_players_at_their_own_phones(
    live_server: LiveServer, phone
) -> None:
    # pt72: a tie in a Duel of players at their own phones; the host's primary "No Trick: roll again" took away
    # Wilhelmina's chance of a Trick in one tap, and nothing said the host had answered for her.
    t = _six(live_server)
    for seat, pub in enumerate((1, 5, 5, 4, 6, 2)):  # Wilhelmina and Zoë (their own phones) meet in Pub 5
        _by(t, seat, {"type": "pick", "pub": pub}, live_server)
    for seat in (1, 2):
        _by(t, seat, {"type": "duel_song", "genre": "love", "mood": "minor"}, live_server)
    for seat in (1, 2):
        _by(t, seat, {"type": "duel_roll", "value": 4}, live_server)
    wil, host = _own(phone, live_server, t, 1), _host(phone, live_server, t)
    expect(wil.locator("#game-actions button.primary")).to_have_text("No Trick: roll again")
    expect(host.locator('[data-k="tie"]')).to_be_visible()
    expect(host.get_by_role("button", name="No Trick: roll again")).to_have_count(0)
    settle = host.get_by_role("button", name="Settle the Duel now")
    expect(settle).to_be_visible()
    assert "primary" not in (settle.get_attribute("class") or "")
    settle.click()  # still the host's to do, said as what it is
    assert eventually(lambda: not read(live_server, t, "host")["state"]["duel"]["rolls"])
