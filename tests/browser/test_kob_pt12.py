"""The King of All Bards after blind playtest pt12 (issue #26): a tied Duel says so (it printed "null"), the choice
to make in view on a 360 px phone at 130 % text. Six 24-character names, 360x740."""

from __future__ import annotations

from playwright.sync_api import Page, expect

from tests.browser.support import LiveServer, read, screenshot
from tests.browser.test_kob_round_three import _by, _host, _own, _six


def _duelling(server: LiveServer) -> dict:
    """Round 1: Wilhelmina (seat 1, Helga) and Zoë (seat 2, Caspar) meet in Pub 5, on their own phones."""
    t = _six(server)
    for seat, pub in enumerate((1, 5, 5, 4, 6, 2)):
        _by(t, seat, {"type": "pick", "pub": pub}, server)
    return t


def _tied(server: LiveServer, t: dict) -> None:
    """Both sing and roll dice that make their totals equal (the rolls chosen from the modifiers the view shows)."""
    _by(t, 1, {"type": "duel_song", "genre": "epic", "mood": "minor"}, server)
    _by(t, 2, {"type": "duel_song", "genre": "love", "mood": "minor"}, server)
    info = read(server, t)["state"]["duel"]["info"]
    m1, m2 = info["1"]["mod"], info["2"]["mod"]
    r1, r2 = next((a, b) for a in range(2, 7) for b in range(2, 7) if a + m1 == b + m2)
    _by(t, 1, {"type": "duel_roll", "value": r1}, server)
    _by(t, 2, {"type": "duel_roll", "value": r2}, server)


def _card_text(page: Page) -> str:
    return page.locator(".kob-duel-card, .kob-panel").first.inner_text()


def test_a_tied_duel_says_who_rolls_again_never_null(live_server: LiveServer, phone) -> None:
    t = _duelling(live_server)
    _tied(live_server, t)
    for page in (_own(phone, live_server, t, 1), _host(phone, live_server, t)):
        tie = page.locator("[data-k=tie]")
        expect(tie).to_have_text("Tie: Wilhelmina and Zoë roll again unless a Trick is played")
        assert "null" not in page.locator("body").inner_text()
        expect(tie).to_be_in_viewport()
    screenshot(page, "kob-pt12-duel-tie")
