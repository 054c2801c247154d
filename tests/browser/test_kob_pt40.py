"""The King of All Bards after the blind playtest pt40: the action first, fair words, no acting for other phones.

Six 24-character names, 360x740, text at 130 %; set up over the API as the phones would.
"""

from __future__ import annotations

from playwright.sync_api import expect

from tests.browser.support import LINES, LiveServer, as_host, wait_for
from tests.browser.test_kob_round_three import _by, _performing
from tests.browser.test_stress_set import stressed


def _brawl_twice(t: dict, server: LiveServer) -> None:
    """Two Brawls in this Performance: Maximilian's and Bartholomew's Fans over the Capacity of Pubs 5 and 6."""
    for seat, pub in ((3, 5), (0, 6)):
        for _ in range(6):
            t["seq"] = _by(t, seat, {"type": "move_fan", "color": seat, "from": "reserve", "to": pub}, server)["seq"]


def test_two_brawls_leave_the_songs_in_view(live_server: LiveServer, phone) -> None:
    """pt40: round 7's two Brawls (a red box, 4 lines each) pushed the Song buttons below the fold at 360 px."""
    t = _performing(live_server)
    _brawl_twice(t, live_server)
    page = stressed(phone, "en", {"width": 360, "height": 740})
    as_host(page, live_server, t)
    wait_for(page, f"C.table.snap() && C.table.snap().seq >= {t['seq']}")
    assert len([b for b in page.evaluate("C.table.snap().state.brawls") if b["phase"] == "performance"]) == 2
    expect(page.locator("[data-k=brawl]")).to_be_visible()
    songs = page.locator(".kob-songs .btn").first
    expect(songs).to_be_visible()
    top = songs.evaluate("(el) => el.getBoundingClientRect().top")
    bar = page.evaluate("document.getElementById('actionbar').getBoundingClientRect().top")
    assert top >= 0 and top + 44 <= bar, (top, bar)
    # The Brawls: one line, the details on a tap.
    assert page.locator("[data-k=brawl]").evaluate(LINES) == 1
