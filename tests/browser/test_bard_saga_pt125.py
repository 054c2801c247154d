"""Bard Saga after blind playtests pt118 and pt125: six 24-character names, 360x740, text at 130 %."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from tests.browser.bard_saga_support import FIELD, at, post, seven_legends, started, top_up
from tests.browser.test_stress_set import NAMES

SAID = [("en", "Play a Story:"), ("de", "Geschichte ausspielen:"), ("ru", "Сыграть Историю:")]


@pytest.mark.parametrize(("lang", "said"), SAID)
def test_the_colour_row_of_a_turn_says_it_plays_a_story(live_server, phone, lang: str, said: str) -> None:
    """pt125: "Red Blue Yellow Green White" above "Pass / Effects" with no verb: what do these five do?"""
    table, _st = started(live_server)
    page = at(phone, live_server, table, 0, lang)
    row = page.locator("#game-actions .bs-play")
    caption = row.locator(".bs-caption")
    expect(caption).to_have_text(said)
    box, chips = caption.bounding_box(), row.locator(".bs-tell").bounding_box()
    assert box["y"] + box["height"] <= chips["y"] + 1  # above the chips, not over them
    assert box["x"] + box["width"] <= page.evaluate("visualViewport.width")
    tops = {round(b["y"]) for b in (c.bounding_box() for c in row.locator(".bs-tell button").all())}
    assert len(tops) == 1  # the five colours still one row


def test_on_a_phone_passed_round_the_caption_leaves_the_hand_to_line_clear(live_server, phone) -> None:
    """pt128: "📱 Hand to Zoë", the bar's first line on a phone passed round, lay half under the caption."""
    table = live_server.create_table("bard-saga", list(NAMES), seated=False)
    post(live_server, table, {"type": "set_field", "colors": FIELD})
    post(live_server, table, {"type": "choose_starting", "seat": 0})
    post(live_server, table, {"type": "declare", "color": "Green", "by": 0})
    post(live_server, table, {"type": "play", "color": "Red", "by": 0})
    host = at(phone, live_server, table, "host")
    expect(host.locator("#game-actions [data-k=pass]")).to_contain_text("Hand to Wilhelmina")
    expect(host.locator("#game-actions .bs-caption")).to_have_count(0)


def _filled(server, table: dict, st: dict, seat: int) -> dict:
    """A card effect gives the seat as many Scrolls as make ten (what the Inn has)."""
    need, more = 10 - sum(st["scrolls"][seat].values()), {}
    for colour, left in st["inn"].items():
        more[colour] = min(left, need - sum(more.values()))
    return post(server, table, {"type": "adjust", "seat": seat, "scrolls": {c: n for c, n in more.items() if n}})


def _over_the_limit(server, table: dict, st: dict) -> dict:
    """Bartholomew holds ten Scrolls and sings three Stories: over the limit, the state then."""
    _filled(server, table, st, 0)
    post(server, table, {"type": "play", "color": "Red"}, 0)
    for seat in range(1, 6):
        post(server, table, {"type": "pass"}, seat)
    post(server, table, {"type": "play", "color": "Blue"}, 0)
    post(server, table, {"type": "play", "color": "Yellow"}, 0)
    post(server, table, {"type": "pass"}, 0)
    return post(server, table, {"type": "sing"})


def test_while_a_player_gives_scrolls_back_the_others_see_their_board_first(live_server, phone) -> None:
    """pt125: after the Singing Victory the list and its rule filled Großmutter's screen while Zoë chose."""
    table, st = started(live_server)
    assert _over_the_limit(live_server, table, st)["phase"] == "returning"
    other = at(phone, live_server, table, 3, "de")
    order = other.evaluate(
        "[...document.querySelectorAll('#main .bs-field, #main .bs-mine, #main [data-k=sang]')]"
        ".map((e) => e.dataset.k || e.className.split(' ')[0])"
    )
    assert order == ["bs-field", "bs-mine", "sang"]
    expect(other.locator(".bs-mine")).to_be_in_viewport()
    own = at(phone, live_server, table, 0)  # the one giving back: what each got, then the Field, as before
    order = own.evaluate(
        "[...document.querySelectorAll('#main .bs-field, #main [data-k=sang]')].map((e) => e.dataset.k || 'field')"
    )
    assert order == ["sang", "field"]


def test_giving_back_stops_at_the_count_and_at_what_is_held(live_server, phone) -> None:
    """pt125: "Give back 4/3" could be reached, and "+" stayed live beside "Yellow: 0"."""
    table, st = started(live_server)
    st = _over_the_limit(live_server, table, st)
    over, held = st["returning"]["0"], st["scrolls"][0]
    page = at(phone, live_server, table, 0)
    host = at(phone, live_server, table, "host")  # the player named as the bar names them (pt128: 3 lines)
    expect(host.locator("#game-actions button", has_text="give back")).to_have_text(f"Bartholomew: give back {over}")
    page.locator("#game-actions button", has_text="give back").click()
    rows = {c: page.locator("#sheet-content .adj.back", has_text=f"{c}: {held[c]}") for c in held}
    for c, n in held.items():
        expect(rows[c].get_by_role("button", name=f"give back one more {c}")).to_be_enabled(enabled=n > 0)
        expect(rows[c].get_by_role("button", name=f"one less {c}")).to_be_disabled()
    for _ in range(over):
        page.locator("#sheet-content .adj.back button[aria-label^='give back one more']:enabled").first.click()
    expect(page.locator("#sheet-content .adj.back button[aria-label^='give back one more']:enabled")).to_have_count(0)
    expect(page.locator("#sheet-content button", has_text=f"Give back {over}/{over}")).to_be_enabled()


def test_the_last_rounds_singing_victory_deals_no_next_round(live_server, phone) -> None:
    """pt128: after the final Singing Victory the list still said to shuffle the Stories and draw three."""
    table, st = started(live_server)
    st = seven_legends(live_server, table, st)
    seat = st["turn"]
    top_up(live_server, table, st, seat, st["need"][8]["scrolls"])
    st = post(live_server, table, {"type": "search", "deck": 8, "color": "Blue"}, seat)
    assert st["legends_left"] == 0
    first = st["turn"]
    st = _filled(live_server, table, st, first)
    st = post(live_server, table, {"type": "play", "color": "Red"}, first)
    while st["turn"] != first:  # the others pass; the first plays two more Stories, then passes too
        st = post(live_server, table, {"type": "pass"}, st["turn"])
    for colour in ("Blue", "Yellow"):
        st = post(live_server, table, {"type": "play", "color": colour}, first)
    st = post(live_server, table, {"type": "pass"}, first)
    st = post(live_server, table, {"type": "sing"})
    assert st["phase"] == "returning" and st["last_round"], st["phase"]
    page = at(phone, live_server, table, (first + 1) % 6)
    expect(page.locator("[data-k=sang]")).to_be_visible()
    expect(page.locator("[data-k=sang]")).not_to_contain_text("Shuffle the played Stories")
