"""Tales of Danger after the thirty-first blind playtest (issue #26): six 24-character names, 360x740, text 130 %.

A sheet opened offline stayed open once its move was queued (its Journals live for a second move), and after
reconnecting it read "No Segment to complete" over the end screen, where it caught the tap meant for "Play again".
"""

from __future__ import annotations

import random

from playwright.sync_api import expect

from tests.browser.phases import step
from tests.browser.support import LiveServer, act, call, read, screenshot, seat_link
from tests.browser.test_stress_set import NAMES, SIZES, stressed
from tests.browser.test_tales_of_danger_pt24 import _act3_of_six, act3_begun


def test_a_move_queued_offline_closes_its_sheet_and_is_not_offered_again(live_server: LiveServer, phone) -> None:
    table = _act3_of_six(live_server)
    page = stressed(phone, "en", SIZES[0])
    page.goto(seat_link(live_server, table, 0))
    complete = page.locator("#game-actions").get_by_role("button", name="Complete", exact=True)
    complete.click()
    page.context.set_offline(True)
    journal = page.locator("#sheet .pick.quick").get_by_role("button", name="Journal 2")
    page.locator('#sheet [data-k="exact"]').click()  # what is owed, discarded: the checker passes (pt85)
    expect(page.locator('#sheet [data-k="verdict"]')).to_have_class("verdict ok")
    journal.click()
    expect(page.locator("#offline .waiting")).to_have_text("· 1 move waiting to be sent")
    expect(page.locator("#sheet")).to_be_hidden()  # its move is on its way: nothing left to tap twice
    expect(complete).to_have_count(0)
    page.context.set_offline(False)
    expect(page.locator("#offline")).to_be_hidden()
    assert [v["journal"] for v in read(live_server, table, 0)["state"]["players"][0]["voyage"]] == [2]
    expect(page.locator("#sheet")).to_be_hidden()


def test_a_sheet_the_table_moved_past_closes_by_itself(live_server: LiveServer, phone) -> None:
    table = _act3_of_six(live_server)
    page = stressed(phone, "en", SIZES[0])
    page.goto(seat_link(live_server, table, 0))
    page.locator("#game-actions").get_by_role("button", name="Complete", exact=True).click()
    expect(page.locator('#sheet [data-k="exactly"]')).to_be_visible()
    # The seat's other phone (or the host for it) completes the Segment: this sheet no longer applies.
    act(live_server, table, {"type": "complete_segment", "crew": 6, "supplies": 5, "cancels": [], "journal": 1}, 0)
    expect(page.locator("#sheet")).to_be_hidden()


# Per standings line: its name's box, and whether the name's text stays inside it, against its rank label's box.
BOXES = """() => [...document.querySelectorAll(".final .fhead")].map((f) => {
  const n = f.querySelector("strong"), r = f.querySelector("small").getBoundingClientRect();
  const range = document.createRange();
  range.selectNodeContents(n);
  const text = [...range.getClientRects()];
  const hit = (a) => a.left < r.right && r.left < a.right && a.top < r.bottom && r.top < a.bottom;
  const overlaps = text.some(hit) || hit(n.getBoundingClientRect());
  return { name: n.textContent, inside: n.scrollWidth <= n.clientWidth, overlaps };
})"""


def _over(server: LiveServer) -> dict:
    """Six 24-character names played to the end with seeded random moves."""
    table = server.create_table("tales-of-danger", list(NAMES), {"first_player": 0})
    r, live = random.Random(5), server.app.extensions["tables"]
    while live.get(table["code"]).state["phase"] != "over":
        assert step(server, table, r)
    return table


# Per split name in the player bar (its first word on a line of its own): whether its surname shows.
RESTS = """() => [...document.querySelectorAll("#players-bar .pname.short")].map((n) => !!n.querySelector(".rest"))"""


def test_the_end_screens_names_never_collide_and_the_tiles_look_alike(live_server: LiveServer, phone) -> None:
    """pt31: at 360 px and 130 % "Christopher" ran past its box into "rank 6" ("Christopherank 6"); at 412 px
    two of the six tiles showed a surname in small type beside a one-digit score, the others none."""
    table = _over(live_server)
    for size in SIZES:
        page = stressed(phone, "en", size)
        page.goto(seat_link(live_server, table, 0))
        expect(page.locator(".final .fhead")).to_have_count(6)
        lines = page.evaluate(BOXES)
        assert [x["name"] for x in lines if not x["inside"] or x["overlaps"]] == []
        rests = page.evaluate(RESTS)  # the stress set's first names all differ: no surname is needed to tell them apart
        assert len(set(rests)) <= 1, (size, rests)
        screenshot(page, f"tod-pt31-end-{size['width']}", full_page=True)


# The prompt's lines: the distinct tops of its text's line boxes.
LINES = """() => { const r = document.createRange(); r.selectNodeContents(document.querySelector("#prompt"));
  return new Set([...r.getClientRects()].map((x) => Math.round(x.top))).size; }"""


def test_the_final_turn_prompt_takes_two_lines_at_most(live_server: LiveServer, phone) -> None:
    """UX.md allows two lines; pt31: "Christopher: final turn: complete the Segment, or Forage" took three."""
    table = live_server.create_table("tales-of-danger", list(NAMES), {"first_player": 0})
    r, live = random.Random(5), live_server.app.extensions["tables"]

    def final_turn() -> bool:  # the prompt read as the phones read it, only once the final round is on
        st = live.get(table["code"]).state
        return bool(st["final_round"]) and read(live_server, table)["state"]["prompt"]["do"].endswith("one last time")

    while not final_turn():
        assert step(live_server, table, r)
    st = read(live_server, table)["state"]
    watcher = (st["turn"] + 1) % len(NAMES)  # another phone: the prompt names the player ("Bartholomew: …")
    for lang, size in (("en", SIZES[0]), ("de", SIZES[1]), ("ru", SIZES[1])):
        page = stressed(phone, lang, size)
        page.goto(seat_link(live_server, table, watcher))
        expect(page.locator("#prompt")).to_contain_text(NAMES[st["turn"]].split()[0])
        assert page.evaluate(LINES) <= 2, (lang, page.locator("#prompt").inner_text())
    # pt94: on the player's own 360 px phone, "Du bist dran: ein letztes Mal abschließen oder Streifzug" took three.
    for lang in ("en", "de", "ru"):
        page = stressed(phone, lang, SIZES[0])
        page.goto(seat_link(live_server, table, st["turn"]))
        expect(page.locator("#prompt.mine")).to_be_visible()
        assert page.evaluate(LINES) <= 2, (lang, page.locator("#prompt").inner_text())


def test_the_log_sheet_loads_the_games_earlier_lines(live_server: LiveServer, phone) -> None:
    """pt31: the phone's Log held the last 60 lines only; the Act 1 Sponsors could not be read after the game."""
    table = _over(live_server)
    lines = [e["text"] for e in call(live_server, f"/api/tables/{table['code']}/log") if e["text"]]
    assert len(lines) > 60
    page = stressed(phone, "en", SIZES[0])
    page.goto(seat_link(live_server, table, 0))
    page.locator("#open-log").click()
    items = page.locator("#sheet ol.log > li")
    expect(items).to_have_count(60)
    page.locator('#sheet [data-k="earlier"]').click()
    expect(items).to_have_count(len(lines))
    assert items.evaluate_all("(ls) => ls.map((l) => l.lastChild.textContent)") == lines[::-1]  # newest first
    expect(page.locator('#sheet [data-k="earlier"]')).to_have_count(0)


def test_the_apps_forage_flip_tapped_offline_waits_and_is_not_offered_again(live_server: LiveServer, phone) -> None:
    """pt60: offline, "Flip 4 for me" left its sheet open with the same button; a second tap queued a second flip."""
    table = _act3_of_six(live_server)
    page = stressed(phone, "en", SIZES[0])
    page.goto(seat_link(live_server, table, 0))
    bar = page.locator("#game-actions")
    bar.get_by_role("button", name="Forage", exact=True).click()
    flip = page.locator('#sheet [data-k="flipme"]')
    expect(flip).to_be_visible()
    page.context.set_offline(True)
    flip.click()
    expect(page.locator("#offline .waiting")).to_have_text("· 1 move waiting to be sent")
    expect(page.locator("#sheet")).to_be_hidden()  # nothing left to tap twice
    expect(bar.get_by_role("button", name="Forage", exact=True)).to_have_count(0)
    expect(bar.get_by_role("button", name="Complete", exact=True)).to_have_count(0)
    page.context.set_offline(False)
    expect(bar.get_by_role("button", name="Pick the Forage card")).to_be_visible(timeout=15000)  # the flip, answered
    log = [e["type"] for e in call(live_server, f"/api/tables/{table['code']}/log")]
    assert log.count("forage_flipped") == 1


def test_a_segment_drawn_offline_is_not_asked_for_again(live_server: LiveServer, phone) -> None:
    """pt60: offline, "Draw 2 Cost cards for me" closed its sheet, but the bar still offered Prepare Segment."""
    table = act3_begun(live_server)
    page = stressed(phone, "en", SIZES[0])
    page.goto(seat_link(live_server, table, 0))
    prepare = page.locator("#game-actions").get_by_role("button", name="Prepare Segment")
    prepare.click()
    draw = page.locator('#sheet [data-k="drawme"]')
    expect(draw).to_be_visible()
    page.context.set_offline(True)
    draw.click()
    expect(page.locator("#offline .waiting")).to_have_text("· 1 move waiting to be sent")
    expect(page.locator("#sheet")).to_be_hidden()
    expect(prepare).to_have_count(0)  # its move is on its way
    page.context.set_offline(False)
    expect(page.locator("#offline")).to_be_hidden(timeout=15000)
    assert read(live_server, table, 0)["state"]["players"][0]["segment"] is not None
