"""Bard Saga after blind playtest pt98: six 24-character names, three phones, text at 130 %."""

from __future__ import annotations

from playwright.sync_api import expect

from tests.browser.support import LiveServer, act, call, seat_link
from tests.browser.test_stress_set import NAMES, SIZES, stressed


def test_a_granted_seat_names_its_player_in_the_toast(live_server: LiveServer, phone) -> None:
    """pt98: "Ein Handy hat mit Zustimmung des Gastgebers den Platz von…": the two lines of the news ran out
    before the name, which German put last."""
    table = live_server.create_table("bard-saga", list(NAMES), seated=False)
    code = table["code"]
    zoe = call(live_server, f"/api/tables/{code}/join", {"seat": 2})  # Zoë's phone, German
    act(live_server, table, {"type": "keep_seats"})  # the host's phone passes the others round
    page = stressed(phone, "de", SIZES[0])
    page.goto(seat_link(live_server, {**table, "seats": {2: zoe}}, 2))
    page.locator("#main > *").first.wait_for()
    asked = call(live_server, f"/api/tables/{code}/join", {"seat": 1})
    call(live_server, f"/api/tables/{code}/grant", {"seat": 1, "check": asked["check"]}, table["host_token"])
    call(live_server, f"/api/tables/{code}/join", {"seat": 1, "request": asked["request"]})
    toast = page.locator("#toast.news")
    expect(toast).to_contain_text("Ein Handy hat den Platz von Wilhelmina übernommen")


def test_a_toast_moves_off_the_bar_when_the_bar_grows_under_it(live_server: LiveServer, phone) -> None:
    """pt101: "Zoë играет Историю рубашкой вверх" lay over the colour buttons of Александра's turn, which came into
    the bar after the toast had been placed above it."""
    table = live_server.create_table("bard-saga", list(NAMES))
    page = stressed(phone, "ru", SIZES[1])
    page.goto(seat_link(live_server, table, 4))
    page.locator("#main > *").first.wait_for()
    page.evaluate("C.table.toast('Zoë играет Историю рубашкой вверх', false, 5000, true)")
    expect(page.locator("#toast.show")).to_be_visible()
    page.evaluate("""() => { const row = document.createElement("div"); row.style.height = "120px";
      document.getElementById("game-actions").append(row); }""")  # the turn's buttons, drawn after the toast
    page.wait_for_timeout(200)
    gap = page.evaluate("""() => document.getElementById("actionbar").getBoundingClientRect().top
      - document.getElementById("toast").getBoundingClientRect().bottom""")
    assert gap >= 0, f"the toast lies {-gap:.0f} px over the bar"


def test_the_seats_own_phone_is_told_the_host_decides_a_request_for_it(live_server: LiveServer, phone) -> None:
    """pt101: Александра's phone read "Телефон просит место игрока Александра; на нём 332", with no button and no
    word of who decides; the host's Allow then moved her seat."""
    table = live_server.create_table("bard-saga", list(NAMES))
    page = stressed(phone, "ru", SIZES[1])
    page.goto(seat_link(live_server, table, 4))
    page.locator("#main > *").first.wait_for()
    asked = call(live_server, f"/api/tables/{table['code']}/join", {"seat": 4})
    expect(page.locator("#notice")).to_have_text(f"Телефон просит у хозяина стола твоё место; на нём {asked['check']}")
