"""The King of All Bards after the blind playtest pt61: a secret pick made offline shows as made.

Pt61: Zoë's phone, offline, picked Pub 3; the prompt still said "Your turn: pick a Pub (secret)" and the
button was live, so a second pick was queued. Hers had been the last pick: back online the first one
ended the Movement and the second was refused ("not now: the Duels phase…", a 400 in red).
"""

from __future__ import annotations

from playwright.sync_api import Page, expect

from tests.browser.contrast import overflow
from tests.browser.recorded import open_at, tour
from tests.browser.support import LINES, LiveServer, act, as_host, read, screenshot, seat_link, wait_for
from tests.browser.test_king_of_all_bards import cabbage_in_hand
from tests.browser.test_kob_round_three import NAMES as SIX
from tests.browser.test_kob_round_three import _by, _performing, _six
from tests.browser.test_stress_set import NAMES, prompt_lines, stressed

SMALL = {"width": 360, "height": 740}


def _last_to_pick(server: LiveServer, phone, lang: str = "en") -> tuple[dict, Page]:
    """Round 1's Movement with every seat but Zoë's (2) picked; Zoë's own phone, at 130 %, on the table."""
    t = _six(server, True, (1, 2))
    for seat in (0, 1, 3, 4, 5):
        t["seq"] = _by(t, seat, {"type": "pick", "pub": 6 if seat == 5 else 5}, server)["seq"]
    page = stressed(phone, lang, SMALL)
    page.goto(seat_link(server, t, 2))
    wait_for(page, f"C.table.snap() && C.table.snap().seq >= {t['seq']}")
    return t, page


def test_a_pick_made_offline_shows_as_made_and_is_not_offered_again(live_server: LiveServer, phone) -> None:
    t, page = _last_to_pick(live_server, phone)
    expect(page.locator("#prompt")).to_contain_text("Your turn: pick a Pub (secret)")
    page.context.set_offline(True)
    page.locator("#game-actions button", has_text="Pick a Pub (secret)").click()
    page.locator("#sheet-content button", has_text="4 The Kraken").click()
    expect(page.locator('[data-k="offline-waiting"]')).to_contain_text("1 move waiting to be sent")
    # Made, and said so: no "Your turn" left, no button to pick again, the Pub outlined as this phone's pick.
    expect(page.locator("#prompt")).not_to_contain_text("Your turn")
    expect(page.locator("#prompt")).to_contain_text("sent once")
    assert not prompt_lines(page, "en")
    expect(page.locator("#game-actions button", has_text="Pick a Pub")).to_have_count(0)
    expect(page.locator(".kob-note")).not_to_contain_text("Waiting")  # all six picked, Zoë too
    assert page.locator(".kob-board .pub.pick").count() == 1
    page.locator(".kob-board .pub.pick").click()  # a tap on the board picks nothing more
    expect(page.locator('[data-k="offline-waiting"]')).to_contain_text("1 move waiting to be sent")
    page.context.set_offline(False)
    wait_for(page, "C.table.snap().state.phase !== 'movement'")
    expect(page.locator("#toast.bad")).to_have_count(0)  # nothing refused
    assert read(live_server, t)["state"]["phase"] == "duels"


def test_the_made_offline_prompt_in_german_and_russian(live_server: LiveServer, phone) -> None:
    for lang, word in (("de", "gesendet"), ("ru", "отправ")):
        _, page = _last_to_pick(live_server, phone, lang)
        page.context.set_offline(True)
        page.locator("#game-actions .btn.primary").first.click()
        page.locator("#sheet-content button").nth(3).click()  # Pub 4
        expect(page.locator("#prompt")).to_contain_text(word)
        assert not prompt_lines(page, lang)  # two lines at most at 360 px, text at 130 %
        page.context.set_offline(False)


# Every piece of a player's pill inside the pill: the name's box, the pieces and the crown (pt61: Maximilian's
# 2 Tips, 1 Pub, 2 Eggs and the crown were 122 px in a 110 px pill; the crown lay in the gap, the name "Maximilia").
INSIDE = """(pill) => { const r = pill.getBoundingClientRect();
  return [...pill.querySelectorAll(".pname, .kob-badge > *, .crown")].filter((el) => {
    const b = el.getBoundingClientRect(); return b.width && (b.left < r.left - 0.5 || b.right > r.right + 0.5); })
    .map((el) => el.className.baseVal ?? el.className); }"""


def test_a_pill_holding_tokens_and_the_crown_keeps_them_inside(live_server: LiveServer, phone) -> None:
    rec = tour("king-of-all-bards", NAMES)
    t = open_at(live_server, rec, "movement")
    for lang in ("en", "de", "ru"):
        page = stressed(phone, lang, SMALL)
        page.goto(seat_link(live_server, t, 0))
        wait_for(page, f"C.table.snap() && C.table.snap().seq >= {t['seq']}")
        # Maximilian as the tester saw him (2 Tips, 1 Pub, 2 Eggs, the First Player), and Aleksandra with more.
        page.evaluate("""() => { const s = C.table.snap().state; s.first_player = 3;
          s.tips[3] = 2; s.pubs[3] = 1; s.held[3] = { egg: 2, tomato: 0, cabbage: 0 };
          s.tips[4] = 12; s.pubs[4] = 3; s.held[4] = { egg: 2, tomato: 1, cabbage: 1 }; C.table.render(); }""")
        for seat in range(6):
            pill = page.locator(f'#players-bar [data-k="p{seat}"]')
            out = pill.evaluate(INSIDE)
            assert not out, f"{lang}: {NAMES[seat]}'s pill: {out} past its edge"
        assert page.locator('#players-bar [data-k="p4"] .kob-held').count() == 3  # every token still shown
        screenshot(page, f"kob-pills-tokens-crown-{lang}")


def test_the_push_a_fan_sheet_keeps_every_players_colour_whole(live_server: LiveServer, phone) -> None:
    """Pt61: in "Push a Fan" Bartholomew's dot was 4 px wide, Aleksandra's 8, the others 16.6: squeezed by names."""
    t = _performing(live_server)  # Bartholomew (the host's phone) sings first, in Pub 1
    for action in ({"type": "sing", "genre": "love", "mood": "major"}, {"type": "perform_roll", "value": 6}):
        t["seq"] = _by(t, 0, action, live_server)["seq"]
    page = stressed(phone, "en", SMALL)
    as_host(page, live_server, t)  # the host's phone, passed round
    wait_for(page, f"C.table.snap() && C.table.snap().seq >= {t['seq']} && C.table.seat() === 0")
    # Sung in the Square, as Bartholomew's was in pt61 (a Brawl had sent him there): the reward may push a Fan.
    page.evaluate("() => { C.table.snap().state.at[0] = 0; C.table.render(); }")
    page.locator("#game-actions button", has_text="Push a Fan").first.click()
    # Pt72: the colour is the chip's edge, a full 8 px whatever the name, no longer a dot squeezed beside it.
    chips = page.locator("#sheet-content .kob-whose .chip")
    expect(chips).to_have_count(6)
    edges = chips.evaluate_all("(els) => els.map((el) => parseFloat(getComputedStyle(el).borderLeftWidth))")
    assert edges == [8] * 6, edges
    colours = chips.evaluate_all("(els) => els.map((el) => getComputedStyle(el).borderLeftColor)")
    assert len(set(colours)) == 6, colours  # each player's own
    assert not overflow(page), overflow(page)


def test_the_token_after_an_epic_fail_is_asked_in_two_lines_in_german(live_server: LiveServer, phone) -> None:
    """Pt61: "Du bist dran: nach dem Epischen Patzer einen Marker nehmen" took three lines at 360 px, 130 %."""
    t = _six(live_server, True, (0, 1, 2), {"tokens": True})  # the Bad Luck tokens in play
    for seat, pub in enumerate((1, 3, 4, 5, 6, 2)):
        _by(t, seat, {"type": "pick", "pub": pub}, live_server, (0, 1, 2))
    _by(t, 0, {"type": "sing", "genre": "love", "mood": "major"}, live_server, (0, 1, 2))
    t["seq"] = _by(t, 0, {"type": "perform_roll", "value": 1}, live_server, (0, 1, 2))["seq"]  # an Epic Fail
    page = stressed(phone, "de", SMALL)
    page.goto(seat_link(live_server, t, 0))  # Bartholomew's own phone
    wait_for(page, f"C.table.snap() && C.table.snap().seq >= {t['seq']}")
    expect(page.locator("#prompt")).to_contain_text("Marker nehmen")
    assert not prompt_lines(page, "de")


def test_the_log_numbers_no_entry_so_two_phones_never_disagree(live_server: LiveServer, phone) -> None:
    """Pt61: the log numbered its lines by what a phone held: "173." on one phone (cut at the sheet's edge at
    412 px), "62." for the same entry on another after a reload. Each entry has its time; no number."""
    t = live_server.create_table("score-pad", ["Ann", "Bob"])
    for n in range(70):  # more than a snapshot's 60 lines
        t["seq"] = act(live_server, t, {"type": "score", "seat": n % 2, "delta": 1}, n % 2)["seq"]
    shown = []
    for lang, size, earlier in (("ru", {"width": 412, "height": 915}, True), ("en", SMALL, False)):
        page = stressed(phone, lang, size)
        page.goto(seat_link(live_server, t, 0))
        wait_for(page, f"C.table.snap() && C.table.snap().seq >= {t['seq']}")
        page.locator("#open-log").click()
        if earlier:
            page.locator('[data-k="earlier"]').click()
            expect(page.locator("#sheet-content .log li")).to_have_count(73)
        first = page.locator("#sheet-content .log li").first
        shown.append(first.evaluate("(li) => getComputedStyle(li).listStyleType"))
    assert shown == ["none", "none"]


def test_the_movement_note_says_who_has_picked_and_who_is_still_to_come(live_server: LiveServer, phone) -> None:
    """Pt61: "Picked: Bartholomew Longname-Smy … · Wilhelmina Featherstones ✓ · …" in five lines at 360 px: an
    ellipsis read as a name cut short, not as "still to pick". Now the pickers, then whom the table waits for."""
    t = _six(live_server, True, (1, 2))
    for seat in (1, 3):
        t["seq"] = _by(t, seat, {"type": "pick", "pub": 5}, live_server)["seq"]
    page = stressed(phone, "en", SMALL)
    page.goto(seat_link(live_server, t, 2))  # Zoë's own phone, still to pick
    wait_for(page, f"C.table.snap() && C.table.snap().seq >= {t['seq']}")
    note = page.locator(".kob-note").first
    first = [n.split()[0] for n in SIX]
    waiting = ", ".join(first[i] for i in (0, 2, 4, 5))
    expect(note).to_have_text(f"Picked: {first[1]}, {first[3]} · Waiting for {waiting}")
    assert note.evaluate(LINES) <= 3  # five before, at 360 px with the text at 130 %


def test_a_cabbage_reroll_says_so_where_the_roll_is(live_server: LiveServer, phone) -> None:
    """Pt61: the Cabbage's reroll came up 4 again; the panel still read "rolled 4 = 5", the Cabbage gone from the
    pill the only sign. Now the roll says it was rerolled, the die before and after."""
    t = cabbage_in_hand(live_server, 2)  # Ann's Song failed with a 2: her Cabbage rerolls it
    act(live_server, t, {"type": "use_token", "kind": "cabbage", "value": 2}, 0)  # the real die: 2 again
    page = phone(viewport=SMALL)
    page.goto(seat_link(live_server, t, 0))
    expect(page.locator('[data-k="reroll"]')).to_have_text("↻ Cabbage: 2 → 2")
    act(live_server, t, {"type": "undo"}, 0)  # the reroll taken back: nothing said of it
    expect(page.locator('[data-k="reroll"]')).to_have_count(0)
