"""Tales of Danger after blind playtest pt14 (issue #26): the host phone passed round, at 360x740 and 130 %.

pt14: an uncaught "Cannot read properties of undefined (reading 'segment')" on the host phone (A,
holding four seats) in Act 3, around the end of the game, while B and C played on phones of their own.
"""

from __future__ import annotations

from playwright.sync_api import expect

from tests.browser.support import LiveServer, act, call, wait_for
from tests.browser.test_stress_set import NAMES, SIZES, stressed

PLAYERS = list(NAMES[:3])
GREAT = {"type": "prepare_segment", "difficulty": 1, "costs": ["great_fishing"]}


def _by(server: LiveServer, table: dict, action: dict, seat: int) -> dict:
    """The host acts for a seat (one phone passed round)."""
    return act(server, table, {**action, "by": seat}, "host")


def _one_before_the_end(server: LiveServer) -> dict:
    """Three players in Act 3; seat 1 on a phone of its own, seats 0 and 2 on the host's; seat 0 to
    complete its 5th Segment (Great Fishing!: it costs nothing)."""
    table = server.create_table("tales-of-danger", PLAYERS, {"first_player": 0}, seated=False)
    table["seats"][1]["token"] = call(server, f"/api/tables/{table['code']}/join", {"seat": 1})["token"]
    _by(server, table, {"type": "draw_sponsors", "drawn": [1, 3, 5, 6]}, 0)
    for seat in range(3):
        _by(server, table, {"type": "secure_sponsor", "rank": [1, 3, 5][seat], "start": 2, "market": 2, "max": 6}, seat)
    for seat in range(3):
        _by(server, table, {"type": "hand_full", "full": True}, seat)
    _by(server, table, {"type": "end_turn"}, 0)
    for seat in range(3):
        _by(server, table, GREAT, seat)
    done = {"type": "complete_segment", "crew": 0, "supplies": 0, "journal": None}
    for _ in range(4):
        _by(server, table, done, 0)
        _by(server, table, GREAT, 0)
        for seat in (1, 2):
            _by(server, table, {"type": "forage", "cost": "great_fishing", "others": []}, seat)
    return table


def test_the_host_phone_completes_the_segment_that_starts_the_final_round_without_a_page_error(
    live_server: LiveServer, phone
) -> None:
    """The 5th Segment hands the turn to a seat with its own phone: the host phone, which rests on no
    seat then, must not read the seat it no longer acts for (pt14's TypeError)."""
    table = _one_before_the_end(live_server)
    page = stressed(phone, "en", SIZES[0])
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(live_server.url + "/")
    creds = {"seat": None, "token": table["host_token"], "host": True, "actingAs": None}
    page.evaluate("([k, v]) => localStorage.setItem('companion.' + k, JSON.stringify(v))", [table["code"], creds])
    page.goto(f"{live_server.url}/t/{table['code']}")
    wait_for(page, "C.table.seat() === 0")
    page.locator("#game-actions").get_by_role("button", name="Complete").click()
    page.locator("#sheet").get_by_role("button", name="No Journal").click()
    expect(page.locator('[data-k="fr"]')).to_be_visible()
    wait_for(page, "C.table.seat() === null")  # seat 1 plays on its own phone: the host's waits
    page.wait_for_timeout(300)  # the answer's promise has run its course
    assert errors == []
