"""Tales of Danger after blind playtest pt75: the hand-over cue never tells a phone to hand itself to its own player."""

from __future__ import annotations

from playwright.sync_api import expect

from tests.browser.support import LiveServer, act, as_host, call, read, wait_for
from tests.browser.test_stress_set import NAMES


def test_the_host_phone_is_not_told_to_hand_itself_to_its_own_player(live_server: LiveServer, phone) -> None:
    # pt75: "📱 Hand to Bartholomew" on Bartholomew's own phone at the start, his own turn; the cue is for a
    # phone passed round to another player, as Bard Saga and Minstrels have it.
    table = live_server.create_table("tales-of-danger", list(NAMES[:3]), {"first_player": 0}, seated=False)
    table["seats"][0]["token"] = call(live_server, f"/api/tables/{table['code']}/join", {"seat": 0})["token"]
    act(live_server, table, {"type": "draw_sponsors", "drawn": [1, 3, 5, 6]}, "host")
    page = phone()
    as_host(page, live_server, table, mine=0)  # Bartholomew's phone, holding Wilhelmina's and Zoë's seats
    wait_for(page, f"C.table.snap().seq >= {read(live_server, table)['seq']}")
    expect(page.locator("#prompt")).to_contain_text("Your turn")
    expect(page.locator("[data-k=pass]")).to_have_count(0)
    act(live_server, table, {"type": "secure_sponsor", "rank": 1, "start": 2, "market": 2, "max": 6}, 0)
    # Wilhelmina's turn: the phone follows it to her seat, and says to hand it over.
    expect(page.locator("[data-k=pass]")).to_contain_text("Hand to Wilhelmina")
