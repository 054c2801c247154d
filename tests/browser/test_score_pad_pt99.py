"""The score pad after blind playtest pt99: six 24-character names, four phones, text at 130 %."""

from __future__ import annotations

from playwright.sync_api import expect

from tests.browser.support import LiveServer, act, as_host, call, read, seat_link, wait_for
from tests.browser.test_score_pad_pt6 import CATS
from tests.browser.test_stress_set import NAMES, SIZES, stressed


def test_finish_names_who_has_an_empty_category_in_the_last_round(live_server: LiveServer, phone) -> None:
    """pt99: Maximilian's Bonus left empty in the last round ("5 of 6 entered"), and Finish asked only "End the
    game and show the standings?"."""
    table = live_server.create_table("score-pad", list(NAMES[:3]), {**CATS, "rounds": 1})
    for cat in CATS["categories"]:
        scores = {"0": 4, "1": 5, "2": 6} if cat != "Bonus" else {"0": 1, "2": 2}  # Wilhelmina's Bonus left empty
        act(live_server, table, {"type": "score_round", "scores": scores, "category": cat})
    table["seq"] = read(live_server, table)["seq"]
    page = stressed(phone, "en", SIZES[0])
    as_host(page, live_server, table)
    wait_for(page, f"C.table.snap().seq === {table['seq']}")
    page.get_by_role("button", name="Finish").click()
    ask = page.locator("dialog.ask")
    expect(ask).to_contain_text(f"{NAMES[1]} has empty categories in round 1: end the game anyway?")
    ask.get_by_role("button", name="Cancel").click()
    assert read(live_server, table)["state"]["finished"] is False


# Whether the toast's box and the grid's "Enter these scores" overlap on the screen, with both boxes.
OVERLAP = """() => { const t = document.getElementById("toast"), b = document.querySelector(".pad-entry .send-all");
  if (!t || !t.classList.contains("show") || !b) return null;
  const r = t.getBoundingClientRect(), s = b.getBoundingClientRect();
  return { overlap: r.top < s.bottom && s.top < r.bottom, toast: [r.top, r.bottom], button: [s.top, s.bottom] }; }"""


def test_the_undos_toast_keeps_off_the_grids_enter_button(live_server: LiveServer, phone) -> None:
    """pt99: after an undo of the host's grid, "The host undid: Round 1 entered: …" lay over "Enter these
    scores", which the grid, filled again, had moved under it."""
    names = list(NAMES[:5])
    table = live_server.create_table(
        "score-pad", names, {"categories": ["Birds", "Eggs", "Bonus", "Food"], "rounds": 3}, seated=False
    )
    for seat in (1, 3):  # Wilhelmina and Александра on their own phones; the host's grid holds the other three
        call(live_server, f"/api/tables/{table['code']}/join", {"seat": seat})
    page = stressed(phone, "en", SIZES[0])
    as_host(page, live_server, table)
    for seat in (0, 2, 4):
        for ci, points in enumerate((7 + seat, 3, 2, 0)):
            page.locator(f"#pe-{seat}-{ci}").fill(str(points))
    page.get_by_role("button", name="Enter these scores").click()
    wait_for(page, "C.table.snap().state.totals[0] === 12")
    page.locator("#undo").click()
    wait_for(page, "C.table.snap().state.totals[0] === 0")
    expect(page.locator('[data-k="refill"]')).to_be_visible()
    expect(page.locator("#toast.show")).to_contain_text("undid")
    page.wait_for_timeout(300)
    seen = page.evaluate(OVERLAP)
    assert seen and not seen["overlap"], seen


def test_a_late_player_with_scores_is_not_offered_to_take_off(live_server: LiveServer, phone) -> None:
    """pt102: Ophelia, added late and scored, had "Take off" in Invite; two taps led to "Ophelia … has scores
    or moves already: undo them first"."""
    table = live_server.create_table("score-pad", list(NAMES[:3]), {"rounds": 3})
    host = stressed(phone, "en", SIZES[0])
    as_host(host, live_server, table)
    act(live_server, table, {"type": "add_player", "name": "Ophelia Montgomery-Jones"})
    host.locator("#open-share").click()
    late = host.locator("#sheet ul.seats li").nth(3)
    expect(late.locator("[data-k=take-off]")).to_have_count(1)  # nothing entered for her yet
    act(live_server, table, {"type": "score", "seat": 3, "delta": 5})
    expect(late.locator("[data-k=take-off]")).to_have_count(0)


def test_digits_typed_after_a_cancelled_check_replace_the_amount(live_server: LiveServer, phone) -> None:
    """pt102: 120 typed, "+120 für Maximilian … in Birds?" cancelled, then 12 typed: the field read 120126 and
    the check asked about "+120.126"."""
    table = live_server.create_table("score-pad", list(NAMES[:3]), {"categories": ["Birds"], "rounds": 3})
    for seat, points in enumerate((4, 3, 6)):
        act(live_server, table, {"type": "score", "seat": seat, "delta": points, "category": "Birds"}, seat)
    page = stressed(phone, "de", SIZES[0])
    page.goto(seat_link(live_server, table, 1))
    card = page.locator(f'section.score-card[aria-label="{NAMES[1]}"]')
    amount = card.locator(".typed .amount")
    amount.fill("120")
    amount.press("Enter")
    ask = page.locator("dialog.ask")
    expect(ask).to_contain_text("+120")
    ask.get_by_role("button", name="Abbrechen").click()
    expect(amount).to_be_focused()
    page.keyboard.type("12")
    expect(amount).to_have_value("12")


def test_enter_in_the_hosts_last_field_sends_the_grid(live_server: LiveServer, phone) -> None:
    """pt102: Enter in the last field the host's grid holds did nothing while the players with their own phone
    were folded away below it (their fields, inside a closed fold, still counted as the next field)."""
    table = live_server.create_table(
        "score-pad", list(NAMES[:5]), {"categories": ["Birds", "Eggs"], "rounds": 3}, seated=False
    )
    for seat in (1, 3):
        call(live_server, f"/api/tables/{table['code']}/join", {"seat": seat})
    page = stressed(phone, "en", SIZES[0])
    as_host(page, live_server, table)
    for seat in (0, 2, 4):
        page.locator(f"#pe-{seat}-0").fill(str(7 + seat))
        page.locator(f"#pe-{seat}-1").fill("3")
    page.locator("#pe-0-0").press("Enter")  # Next, within the grid: along the row, to the next held player's Birds
    expect(page.locator("#pe-2-0")).to_be_focused()
    page.locator("#pe-4-1").press("Enter")
    wait_for(page, "C.table.snap().state.totals[4] === 14")
    assert read(live_server, table)["state"]["totals"] == [10, 0, 12, 0, 14]


def test_a_score_tapped_on_a_held_players_card_is_theirs(live_server: LiveServer, phone) -> None:
    """pt102: passed round, +5 tapped on Zoë's own card logged "… (changed by the host)" (or by the player
    the phone rested on), as if someone had corrected her: a seat this phone holds enters its own score."""
    table = live_server.create_table("score-pad", list(NAMES[:3]), {"rounds": 3}, seated=False)
    table["seats"][0]["token"] = call(live_server, f"/api/tables/{table['code']}/join", {"seat": 0})["token"]
    page = stressed(phone, "en", SIZES[0])
    as_host(page, live_server, table, mine=0)  # Bartholomew's phone, passed round to Wilhelmina and Zoë
    page.locator("details.cards-fold > summary").click()  # "Players' cards", under the round's sheet
    page.get_by_role("button", name=f"+5 for {NAMES[2]}").click()
    wait_for(page, "C.table.snap().state.totals[2] === 5")
    last = read(live_server, table)["log"][-1]
    assert last["actor"] == 2, last
    assert "changed by" not in last["text"], last
    page.get_by_role("button", name=f"+5 for {NAMES[0]}").click()  # its own player's card, as before
    wait_for(page, "C.table.snap().state.totals[0] === 5")
    assert read(live_server, table)["log"][-1]["actor"] == 0


def test_fixing_a_past_round_leaves_the_round_being_played_empty(live_server: LiveServer, phone) -> None:
    """pt115: in round 3, Zoë's Birds total tapped, round 1's 7 made 8 and Enter: round 3's Birds, not entered yet,
    went too, as "Birds in round 3 corrected (0)", a 0 the player never typed."""
    table = live_server.create_table("score-pad", list(NAMES[:3]), {"categories": ["Birds"], "rounds": 3})
    for points in (7, 10):  # rounds 1 and 2
        act(live_server, table, {"type": "score_round", "scores": {"0": 1, "1": 2, "2": points}, "category": "Birds"})
        act(live_server, table, {"type": "next_round"})
    page = stressed(phone, "en", SIZES[0])
    as_host(page, live_server, table)
    page.get_by_role("button", name=f"Birds for {NAMES[2]}: 17").click()
    fix = page.locator(".cell-fix")
    expect(fix.locator("input")).to_have_count(3)
    expect(fix.locator("input").nth(2)).to_have_value("")  # round 3: not entered
    fix.locator("input").first.fill("8")
    fix.locator("input").first.press("Enter")
    wait_for(page, "C.table.snap().state.totals[2] === 18")
    state = read(live_server, table)["state"]
    assert state["filled"][2][2] == [], state["filled"][2]  # round 3's Birds still to enter
    assert [e["type"] for e in read(live_server, table)["log"]].count("corrected") == 1
