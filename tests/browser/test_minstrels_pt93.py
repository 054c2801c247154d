"""Minstrels after blind playtest pt93: four 24-character names, three phones, text at 130 %."""

from __future__ import annotations

from playwright.sync_api import expect

from tests.browser.support import LiveServer, act, read, seat_link, wait_for
from tests.browser.test_stress_set import NAMES, SIZES, stressed


def test_a_hand_the_real_deck_sent_back_stays_the_news_on_its_phone(live_server: LiveServer, phone) -> None:
    """pt93: Александра entered her real hero cards; Wilhelmina's phone lost the app's two cards and only
    said "Александра hat 2 Heldenkarten erhalten (am Tisch gezogen)": the line saying hers went back was
    put away at once by the move's last line."""
    table = live_server.create_table("minstrels", list(NAMES[:4]), {"heroes": True})
    page = stressed(phone, "de", SIZES[0])
    page.goto(seat_link(live_server, table, 1))
    expect(page.locator(".msetup .heroes .hero")).to_have_count(2)  # the app's deal when the table opened
    mine = read(live_server, table, 1)["state"]["players"][1]["offer"]
    drawn = [h for h in read(live_server, table, 2)["state"]["players"][2]["offer"] if h not in mine][:2]
    act(live_server, table, {"type": "deal_heroes", "drawn": drawn}, 2)
    wait_for(page, f"C.table.snap().seq === {read(live_server, table)['seq']}")
    expect(page.locator(".msetup .draw-pair")).to_be_visible()
    toast = page.locator("#toast")
    expect(toast).to_contain_text("Die Heldenkarten von Wilhelmina aus der App")  # hers, not Александра's draw
