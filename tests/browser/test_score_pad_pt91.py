"""The score pad after blind playtest pt91: six 24-character names, German at 360 px, text at 130 %."""

from __future__ import annotations

from playwright.sync_api import expect

from tests.browser.support import LiveServer, act, read, seat_link, wait_for
from tests.browser.test_stress_set import NAMES, SIZES, stressed

# The lines the words before the check take (a Range over the notice's first text).
WORDS_LINES = """(el) => { const r = document.createRange(); r.selectNodeContents(el.firstChild);
  return new Set([...r.getClientRects()].map((x) => Math.round(x.top))).size; }"""
CATEGORIES = {"categories": ["Birds", "Bonus cards", "Eggs"], "rounds": 3}


def test_the_typed_amounts_button_shows_its_category_whole_and_a_tap_on_it_is_no_toast(
    live_server: LiveServer, phone
) -> None:
    """pt91: "In Bonus cards eintr…", cut; a tap on it entered the score and put its own label up as a toast."""
    table = live_server.create_table("score-pad", list(NAMES[:5]), CATEGORIES)
    page = stressed(phone, "de", SIZES[0])
    page.goto(seat_link(live_server, table, 4))
    wait_for(page, f"C.table.snap().seq === {read(live_server, table)['seq']}")
    page.locator("#amount-4").fill("12")
    page.locator(".score-card").first.locator(".btn.add").click()  # into Birds: the picker moves on to Bonus cards
    add = page.locator(".score-card").first.locator(".btn.add")
    expect(add).to_have_text("In Bonus cards eintragen")
    assert add.evaluate("(b) => b.scrollWidth <= b.clientWidth + 1 && b.getBoundingClientRect().right <= 360")
    page.locator("#amount-4").fill("3")
    add.click()
    wait_for(page, "C.table.snap().state.by_category[4]['Bonus cards'] === 3")
    assert "eintragen" not in page.evaluate("(document.querySelector('#toast.show') || {}).textContent || ''")


def test_a_seat_request_is_said_in_two_lines_with_the_players_first_name(live_server: LiveServer, phone) -> None:
    """pt91: "Du fragst nach dem Platz von Maximilian Großmann-Weiß: zeig dem Gastgeber 020" took four lines."""
    table = live_server.create_table("score-pad", list(NAMES[:5]), CATEGORIES)
    act(live_server, table, {"type": "score", "seat": 3, "delta": 2, "category": "Birds", "round": 1}, 3)
    page = stressed(phone, "de", SIZES[0])
    page.goto(f"{live_server.url}/t/{table['code']}")
    page.locator('#sheet .seat-buttons [data-seat="3"]').click()  # Maximilian's seat has a phone: ask for it
    notice = page.locator("#notice .ask")
    expect(notice).to_contain_text("Du fragst nach dem Platz von Maximilian: zeig dem Gastgeber")
    # Its words in two lines; the check below them, large, to compare with the host's phone.
    assert notice.evaluate(WORDS_LINES) <= 2
