"""Tales of Danger after the twenty-fourth blind playtest (issue #26): six 24-character names, 360x740, text 130 %.

The host phone passed round: the Sponsor given by the rule asked for its values on the screen, with
its Save under the action bar (a tap there marked the hand full); Act 3's commonest turn, Complete,
took 4-5 taps and a scroll inside the sheet.
"""

from __future__ import annotations

from playwright.sync_api import expect

from tests.browser.support import LiveServer, act, as_host, read, screenshot
from tests.browser.test_stress_set import NAMES, SIZES, stressed

# What a tap at the element's centre lands on is the element itself (nothing fixed lies over it).
ON_TOP = """(el) => { const r = el.getBoundingClientRect(), x = r.left + r.width / 2, y = r.top + r.height / 2;
  return y < innerHeight && el.contains(document.elementFromPoint(x, y)); }"""


def _passed_round(server: LiveServer) -> dict:
    """Six players on the host's phone alone: seats 0-4 secure ranks 1-5; seat 5 is given rank 6 at once."""
    table = server.create_table("tales-of-danger", list(NAMES), {"first_player": 0}, seated=False)
    for seat in range(5):
        act(server, table, {"type": "secure_sponsor", "rank": seat + 1, "start": 2, "market": 2, "max": 7, "by": seat})
    return table


def test_the_given_sponsors_save_is_not_under_the_bar_on_the_host_phone(live_server: LiveServer, phone) -> None:
    table = _passed_round(live_server)
    page = stressed(phone, "en", SIZES[0])
    as_host(page, live_server, table)
    ask = page.locator('[data-k="ask"]')
    expect(ask).to_contain_text("rank 6")
    save = ask.get_by_role("button", name="Save")
    screenshot(page, "tod-pt24-ask-host")
    assert save.evaluate(ON_TOP)
    save.click()
    expect(ask).to_be_hidden()
    p = read(live_server, table)["state"]["players"][5]
    assert (p["max"], p["hand_full"]) == (7, False)
