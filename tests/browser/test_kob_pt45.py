"""The King of All Bards after the blind playtest pt45: the shared phone follows a held seat's "a Trick?", a board
readable at 130 %, a tie in the roll-off said.

Six 24-character names, 360x740, text at 130 %; set up over the API as the phones would.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from tests.browser.support import LINES, LiveServer, act, as_host, count_taps, read, seat_link, wait_for
from tests.browser.test_kob_round_three import BARDS, NAMES, _six, open_trick
from tests.browser.test_kob_round_three import _by as by
from tests.browser.test_stress_set import stressed

SMALL = {"width": 360, "height": 740}


OWN = (0, 1, 2)  # Bartholomew's phone is the host's (the host plays too), seats 1 and 2 their own


def _by(t: dict, seat: int, action: dict, server: LiveServer) -> dict:
    """An action for `seat`: on its own phone (Bartholomew's is the host's, seats 1 and 2), else passed round."""
    return by(t, seat, action, server, OWN)


def _seated(server: LiveServer, bards: bool = True) -> dict:
    """`_six`'s table, with Bartholomew's seat the host phone's own (as the report's: the host plays too)."""
    return _six(server, bards, OWN)


def _performing(server: LiveServer, picks: tuple[int, ...] = (1, 3, 4, 5, 6, 2)) -> dict:
    """Round 1's Performance, no Duel: Bartholomew (the First Player) sings first."""
    t = _seated(server)
    for seat, pub in enumerate(picks):
        t["seq"] = _by(t, seat, {"type": "pick", "pub": pub}, server)["seq"]
    return t


def _held_duel(server: LiveServer) -> dict:
    """Round 1: Wilhelmina (seat 1, own phone) and Maximilian (seat 3, on the host's phone) duel in Pub 5."""
    t = _performing(server, (1, 5, 3, 5, 6, 2))
    _by(t, 1, {"type": "duel_song", "genre": "love", "mood": "major"}, server)
    _by(t, 3, {"type": "duel_song", "genre": "love", "mood": "major"}, server)
    _by(t, 1, {"type": "duel_roll", "value": 6}, server)
    t["seq"] = _by(t, 3, {"type": "duel_roll", "value": 1}, server)["seq"]  # Wilhelmina wins unless a Trick
    return t


def _host(phone, server: LiveServer, t: dict, lang: str = "en"):
    """The host's phone, Bartholomew's own (joined now), passed round for Maximilian, Anastasia and Christopher."""
    page = stressed(phone, lang, SMALL)
    as_host(page, server, t, mine=0)
    wait_for(page, f"C.table.snap() && C.table.snap().seq >= {t['seq']}")
    return page


# -- 1. the shared phone and a held seat's "a Trick?" ---------------------------------------------------------------


def test_the_hosts_phone_asks_its_held_loser_for_a_trick_unasked(live_server: LiveServer, phone) -> None:
    """pt45: "No Trick" and Epic Solo for Konstantin showed only after a tap on his name at the top (unsaid)."""
    t = _held_duel(live_server)
    page = _host(phone, live_server, t)
    assert page.evaluate("C.table.seat()") == 3  # the prompt asks the losers first (pt63): the phone follows him
    expect(page.locator("[data-k=pass]")).to_have_text("📱 Hand to Maximilian: a Trick?")
    expect(page.locator("[data-k=pass]")).to_be_in_viewport()
    no = page.locator("#game-actions button", has_text="Maximilian: No Trick")
    expect(no).to_be_visible()
    tricks = page.locator("#game-actions button", has_text="Maximilian: Tricks")
    tricks.click()
    expect(page.locator("#sheet [data-k=playable]")).to_be_visible()  # his own Tricks, Epic Solo among them
    open_trick(page, "Epic Solo")
    expect(page.locator("#sheet button", has_text="Play (Maximilian Oppenheimer-X pays)").first).to_be_visible()
    page.locator("#sheet-close").click()
    no.click()  # settles the Duel: Wilhelmina's reward is next
    wait_for(page, f"C.table.snap().seq > {t['seq']}")
    assert page.evaluate("C.table.snap().state.duel.winner") == 1


def test_performance_says_pass_to_the_next_held_singer(live_server: LiveServer, phone) -> None:
    """pt45: the secret phases said "📱 Hand to Maximilian"; Performance's turn moving to him said nothing."""
    t = _performing(live_server)
    t["seq"] = _by(t, 0, {"type": "end_turn"}, live_server)["seq"]  # Wilhelmina (own phone), then Zoë, then Maximilian
    for seat in (1, 2):
        t["seq"] = _by(t, seat, {"type": "end_turn"}, live_server)["seq"]
    page = _host(phone, live_server, t)
    expect(page.locator("[data-k=pass]")).to_have_text("📱 Hand to Maximilian")
    expect(page.locator("[data-k=pass]")).to_be_in_viewport()


def test_refreshment_says_pass_to_each_held_seat(live_server: LiveServer, phone) -> None:
    t = _performing(live_server)
    for seat in range(6):
        t["seq"] = _by(t, seat, {"type": "end_turn"}, live_server)["seq"]
    t["seq"] = _by(t, 0, {"type": "refresh", "cash_in": False}, live_server)["seq"]
    page = _host(phone, live_server, t)
    expect(page.locator("[data-k=pass]")).to_have_text("📱 Hand to Maximilian")


# -- 2. the board at 130 % -----------------------------------------------------------------------------------------

# Each text of the board: its class, its size on the screen (px), its letter, and the disc or standee it sits on.
SIZES = """() => { const svg = document.querySelector('.kob-board'), k = svg.getBoundingClientRect().width / 360;
  return [...svg.querySelectorAll('text')].map((el) => { const piece = el.previousElementSibling;
    return { cls: el.getAttribute('class'), text: el.textContent, px: parseFloat(getComputedStyle(el).fontSize) * k,
      units: parseFloat(getComputedStyle(el).fontSize), width: el.getComputedTextLength(),
      r: piece && piece.tagName === 'circle' ? +piece.getAttribute('r') : null,
      side: piece && piece.tagName === 'rect' ? +piece.getAttribute('width') : null }; }); }"""


def test_the_boards_words_and_letters_are_readable_and_inside_their_pieces(live_server: LiveServer, phone) -> None:
    """pt45: Bard labels were 10 px, Fan letters spilled out of their discs at 130 %, Fans said "A", standees "Ki"."""
    t = _performing(live_server)
    t["seq"] = _by(t, 0, {"type": "end_turn"}, live_server)["seq"]
    page = _host(phone, live_server, t)
    wait_for(page, "document.fonts.status === 'loaded' && !!document.querySelector('.kob-board .bi')")
    texts = page.evaluate(SIZES)
    labels = [x for x in texts if x["cls"] in ("pn", "bi", "cap")]
    assert labels and min(x["px"] for x in labels) >= 12, [(x["cls"], x["text"], round(x["px"], 1)) for x in labels]
    fans = [x for x in texts if x["cls"] == "fi"]
    for f in fans:  # the letter's box inside the disc: its width and its cap height (about .72 em)
        assert f["width"] <= 1.5 * f["r"] and 0.72 * f["units"] <= 1.5 * f["r"], f
    standees = [x for x in texts if (x["cls"] or "").startswith("bi")]
    for b in standees:
        assert b["width"] <= 0.9 * b["side"], b
    # One mark a player: the standee carries the player's initial, as the Fans do.
    assert {b["text"] for b in standees} == {n[0] for n in NAMES}
    assert {b["text"] for b in standees} <= {f["text"] for f in fans}


def test_a_brawl_banner_wraps_whole_instead_of_being_cut(live_server: LiveServer, phone) -> None:
    """pt45: "⚔ Brawl in Pub 1: Konstant…" was cut with an ellipsis."""
    t = _performing(live_server)
    for _ in range(6):
        t["seq"] = _by(t, 3, {"type": "move_fan", "color": 3, "from": "reserve", "to": 5}, live_server)["seq"]
    page = _host(phone, live_server, t)
    banner = page.locator("[data-k=brawl]")
    expect(banner).to_contain_text("Maximilian")
    assert banner.evaluate(LINES) <= 2
    cut = banner.evaluate("(el) => [el.scrollWidth > el.clientWidth + 1, el.scrollHeight > el.clientHeight + 1]")
    assert cut == [False, False], cut


# -- 4. the roll-off's tie -----------------------------------------------------------------------------------------


def test_a_tie_in_the_roll_off_is_said(live_server: LiveServer, phone) -> None:
    """pt45: a tie jumped to "Konstantin: roll for the First Player" with no word of the tie."""
    t = _seated(live_server, bards=False)
    for seat, bard in enumerate(BARDS):
        _by(t, seat, {"type": "choose_bard", "bard": bard}, live_server)
    for seat, value in enumerate((5, 2, 5, 3, 1, 4)):
        t["seq"] = _by(t, seat, {"type": "first_player", "value": value}, live_server)["seq"]
    page = _host(phone, live_server, t)
    tie = page.locator("[data-k=tie]")
    expect(tie).to_have_text("Tie at 5: Bartholomew and Zoë roll again")
    expect(tie).to_be_in_viewport()


# -- 4. German prompts of 3 lines -----------------------------------------------------------------------------------


def _four_way(server: LiveServer) -> dict:
    """A Duel of four in Pub 6 (Wilhelmina, Zoë, Maximilian, Anastasia): Wilhelmina wins, 3 rewards, no Trick."""
    t = _performing(server, (2, 6, 6, 6, 6, 1))
    for seat in (1, 2, 3, 4):
        _by(t, seat, {"type": "duel_song", "genre": "love", "mood": "major"}, server)
    for seat in (1, 2, 3, 4):
        _by(t, seat, {"type": "duel_roll", "value": 6 if seat == 1 else 1}, server)
    t["seq"] = _by(t, 1, {"type": "duel_settle"}, server)["seq"]
    return t


def _brawl_due(server: LiveServer) -> dict:
    """Performance: Wilhelmina's sixth and seventh Fan into Pub 3 start a Brawl, which waits for its draw."""
    t = _performing(server)
    for _ in range(6):
        t["seq"] = _by(
            t, 1, {"type": "move_fan", "color": 1, "from": "reserve", "to": 3, "wait_for_draw": True}, server
        )["seq"]
    return t


@pytest.mark.parametrize("lang", ["en", "de", "ru"])
@pytest.mark.parametrize("make", [_four_way, _brawl_due], ids=["three-rewards", "brawl-draw"])
def test_the_prompts_of_three_rewards_and_a_brawls_draw_take_two_lines(live_server: LiveServer, phone, lang, make):
    """pt45: "Du bist dran: 3 verschiedene Belohnungen wählen", "… die Schlägerei in Kneipe 1 auslosen": 3 lines."""
    t = make(live_server)
    page = stressed(phone, lang, SMALL)
    page.goto(seat_link(live_server, t, 1))
    wait_for(page, f"C.table.snap() && C.table.snap().seq >= {t['seq']}")
    prompt = page.locator("#prompt")
    expect(prompt).not_to_be_empty()
    assert read(live_server, t)["state"]["prompt"]["seats"] == [1]
    assert prompt.evaluate(LINES) <= 2, (lang, prompt.inner_text())


# -- 3. a Song in two taps ------------------------------------------------------------------------------------------


def test_a_song_through_to_its_reward_takes_two_taps(live_server: LiveServer, phone) -> None:
    """pt45 counted Song → "Roll for me" → reward: 3 taps (4 with a real die); the Song shows its odds already."""
    t = _performing(live_server)
    page = _host(phone, live_server, t)
    taps = count_taps(page)
    page.locator(".kob-songs .btn").first.click()
    wait_for(page, "C.table.snap().state.perf === null || C.table.snap().state.perf.roll != null", timeout=15)
    perf = page.evaluate("C.table.snap().state.perf")
    # The app's die: a failed Song ends the turn by itself (its perf is done then, with no outcome to show).
    if perf and perf.get("outcome") == "success":
        page.locator("#game-actions button", has_text="+1 Tip").click()
        wait_for(page, "C.table.snap().state.tips[0] === 2")
    assert taps() <= 2


def test_a_song_with_the_real_die_takes_three_taps_once_the_phone_is_set_to_it(live_server: LiveServer, phone) -> None:
    t = _performing(live_server)
    page = _host(phone, live_server, t)
    page.locator(".kob-real", has_text="Real die").click()  # once, under the Songs: the phone remembers it
    expect(page.locator(".kob-real[aria-pressed=true]")).to_be_visible()
    taps = count_taps(page)
    page.locator(".kob-songs .btn").first.click()
    page.locator("#sheet .kob-faces button", has_text="6").click()
    page.locator("#game-actions button", has_text="+1 Tip").click()
    wait_for(page, "C.table.snap().state.tips[0] === 2")
    assert taps() == 3
    assert read(live_server, t)["state"]["perf"]["roll"] == 6


# -- 4. one phone for all: the next player's undo of the last player's secret pick ----------------------------------


def test_one_phone_asks_before_the_next_player_undoes_the_last_ones_secret_pick(live_server: LiveServer, phone) -> None:
    """pt45: passed round, Wilhelmina's one tap on ↶ took back Bartholomew's secret pick, unasked."""
    t = live_server.create_table("king-of-all-bards", NAMES, seated=False)  # every seat on the host's phone
    for seat, bard in enumerate(BARDS):
        act(live_server, t, {"type": "choose_bard", "bard": bard, "by": seat}, "host")
    act(live_server, t, {"type": "first_player", "seat": 0}, "host")
    for seat in range(6):
        act(live_server, t, {"type": "place_start", "pub": seat + 1, "by": seat}, "host")
    t["seq"] = act(live_server, t, {"type": "pick", "pub": 3, "by": 0}, "host")["seq"]
    page = stressed(phone, "en", SMALL)
    as_host(page, live_server, t)
    wait_for(page, f"C.table.snap() && C.table.snap().seq >= {t['seq']}")
    assert page.evaluate("C.table.seat()") == 1  # the phone has gone on to Wilhelmina
    undo_asks_for_bartholomews_pick(page, live_server, t)


def undo_asks_for_bartholomews_pick(page, server: LiveServer, t: dict) -> None:
    """↶ asks first, naming Bartholomew: "no" keeps his pick, "yes" takes it back."""
    page.locator("#undo").click()
    ask = page.locator("dialog.ask")
    expect(ask).to_contain_text("Bartholomew")
    ask.locator("button:not(.ask-yes)").click()
    page.wait_for_timeout(300)
    assert read(server, t)["state"]["picked"][0]  # kept
    page.locator("#undo").click()
    page.locator("dialog.ask .ask-yes").click()
    wait_for(page, "!C.table.snap().state.picked[0]")
