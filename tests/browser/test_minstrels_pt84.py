"""Minstrels after the blind playtest pt84: another phone's move read whole, its piece's place in the rulebook's words.

Four stress-set players; the phones at 360x740 in German and 412x915 in Russian, text at 130 %.
"""

from __future__ import annotations

from playwright.sync_api import Page, expect

from tests.browser.support import LiveServer, act, read, screenshot, switch_scheme, wait_for
from tests.browser.test_minstrels_pt48 import ready
from tests.browser.test_score_pad_pt11 import TOAST, TOAST_LINES
from tests.browser.test_stress_set import SIZES, opened, stressed

WIZARD = {"type": "place", "column": 1, "space": 5, "character": "Wizard", "character_die": 0}  # dice 2 5
# The toast's lines, whether one was cut, and how far it reaches past the screen's right edge (px).
BOX = f"""() => {{ const t = ({TOAST_LINES})(), r = document.querySelector('#toast.show').getBoundingClientRect();
  return {{ ...t, text: document.querySelector('#toast.show').textContent, past: r.right - visualViewport.width,
    before: -r.left }}; }}"""


def _phone(phone, server: LiveServer, table: dict, seat: int, lang: str, size: dict) -> Page:
    """`seat`'s phone in `lang` at `size`, text 130 %, showing the table as it stands."""
    table["seq"] = read(server, table)["seq"]
    page = stressed(phone, lang, size)
    opened(page, server, table, seat)
    return page


def _rolled(server: LiveServer) -> dict:
    """Bartholomew's turn on his own phone, the dice 2 and 5 rolled (WIZARD is his to place)."""
    table = ready(server, 0, held=False)
    act(server, table, {"type": "roll_dice", "values": [2, 5]}, 0)
    return table


def _whole(page: Page, name: str) -> dict:
    """The news toast once placed: at most two lines, none cut, nothing past the screen's edges."""
    page.evaluate("new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))")
    screenshot(page, name)
    box = page.evaluate(BOX)
    assert box["lines"] <= 2 and not box["cut"] and box["past"] <= 0 and box["before"] <= 0, box
    return box


def test_a_placement_on_another_phone_says_its_column_and_its_space(live_server: LiveServer, phone) -> None:
    # pt84: "Bartholomew: Zauberer auf 1/5, +2 SP": which number was the column, which the space?
    table = _rolled(live_server)
    zoe = _phone(phone, live_server, table, 2, "de", SIZES[0])
    switch_scheme(zoe, "dark")
    act(live_server, table, WIZARD, 0)
    wait_for(zoe, f"({TOAST}).includes('Zauberer auf Spalte 1, Feld 5')")
    box = _whole(zoe, "minstrels-pt84-placed-de")
    assert box["text"].startswith("Bartholomew: Zauberer auf Spalte 1, Feld 5, +"), box


def test_a_quick_end_of_turn_leaves_the_placement_the_news(live_server: LiveServer, phone) -> None:
    # pt84: End turn tapped right after placing: the other phones' "Zoë: Wizard on 1/6, +2 VP" was replaced
    # by "Zoë ended the turn" before anyone read it, and what she placed went unsaid.
    table = _rolled(live_server)
    zoe = _phone(phone, live_server, table, 2, "de", SIZES[0])
    wilhelmina = _phone(phone, live_server, table, 1, "ru", SIZES[1])  # the next player
    act(live_server, table, WIZARD, 0)
    act(live_server, table, {"type": "end_turn"}, 0)
    placed = {
        zoe: "Bartholomew: Zauberer auf Spalte 1, Feld 5, +2 SP",
        wilhelmina: "Bartholomew: Волшебник, столбец 1, клетка 5, +2 ПО",
    }
    ended = {
        zoe: "beendet den Zug: +2 SP (Zauberer auf Spalte 1, Feld 5)",
        wilhelmina: "заканчивает ход: +2 ПО (Волшебник, столбец 1, клетка 5)",
    }
    for page, lang in ((zoe, "de"), (wilhelmina, "ru")):
        wait_for(page, "C.table.snap().state.turn === 1")  # the turn's end is in
        box = _whole(page, f"minstrels-pt84-ended-{lang}")
        assert box["text"] == placed[page], box  # the placement still the news, whole
        # The log's latest line (a tap opens the whole log) says the turn's move too, not only "… ended the turn".
        expect(page.locator("#last-move")).to_contain_text(ended[page])


def test_an_end_of_turn_after_the_news_has_gone_says_what_was_placed(live_server: LiveServer, phone) -> None:
    # pt84: the turn's end, said once the placement's news has gone, names the piece and its place, its VP
    # first: after the place they were cut at the toast's two lines in German at 360 px.
    table = _rolled(live_server)
    zoe = _phone(phone, live_server, table, 2, "de", SIZES[0])
    act(live_server, table, WIZARD, 0)
    wait_for(zoe, f"({TOAST}).startsWith('Bartholomew: Zauberer')")
    zoe.locator("#toast").click()  # read: a tap puts it away (as its 2.5 s would)
    act(live_server, table, {"type": "end_turn"}, 0)
    wait_for(zoe, f"({TOAST}).startsWith('Bartholomew beendet den Zug: ')")
    box = _whole(zoe, "minstrels-pt84-ended-late-de")
    assert box["text"].startswith("Bartholomew beendet den Zug: +2 SP (Zauberer auf Spalte 1, Feld 5"), box


def test_a_pass_stays_the_news_of_its_turn(live_server: LiveServer, phone) -> None:
    # Found with pt84: a pass and its turn's end come as one move, and "Bartholomew beendet den Zug" replaced
    # "Bartholomew passt: +1 Münze" at once on every other phone.
    table = _rolled(live_server)
    zoe = _phone(phone, live_server, table, 2, "de", SIZES[0])
    act(live_server, table, {"type": "pass"}, 0)
    wait_for(zoe, "C.table.snap().state.turn === 1")
    zoe.wait_for_timeout(300)
    box = _whole(zoe, "minstrels-pt84-passed-de")
    assert box["text"].startswith("Bartholomew passt: +1 Münze"), box
