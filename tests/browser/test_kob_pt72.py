"""The King of All Bards after blind playtest pt72."""

from __future__ import annotations

from playwright.sync_api import expect

from tests.browser.support import LINES, LiveServer, as_host, eventually, read, screenshot, seat_link, wait_for
from tests.browser.test_king_of_all_bards import _api, _seated
from tests.browser.test_king_of_all_bards_screens import BARDS
from tests.browser.test_kob_round_three import _by, _host, _own, _performing, _six, _tied
from tests.browser.test_stress_set import NAMES, SIZES, stressed


def test_the_host_phone_does_not_answer_no_trick_for_tied_players_at_their_own_phones(
    live_server: LiveServer, phone
) -> None:
    # pt72: a tie in a Duel of players at their own phones; the host's primary "No Trick: roll again" took away
    # Wilhelmina's chance of a Trick in one tap, and nothing said the host had answered for her.
    t = _tied(live_server)  # Wilhelmina and Zoë, at their own phones, tied in Pub 5
    wil, host = _own(phone, live_server, t, 1), _host(phone, live_server, t)
    expect(wil.locator("#game-actions button.primary")).to_have_text("No Trick")  # hers alone (pt126, pt127)
    expect(host.locator('[data-k="tie"]')).to_be_visible()
    expect(host.get_by_role("button", name="No Trick: roll again")).to_have_count(0)
    settle = host.get_by_role("button", name="Settle the Duel now")
    expect(settle).to_be_visible()
    assert "primary" not in (settle.get_attribute("class") or "")
    settle.click()  # still the host's to do, said as what it is
    assert eventually(lambda: not read(live_server, t, "host")["state"]["duel"]["rolls"])


def test_a_duel_song_chosen_offline_shows_as_chosen_and_is_not_asked_again(live_server: LiveServer, phone) -> None:
    # pt72: offline, the Song grid and "Your turn: choose a Song (secret)" stayed; a second Song was queued, and
    # back online it was refused ("the Songs of this Duel are already revealed").
    t = _six(live_server)
    for seat, pub in enumerate((1, 5, 5, 4, 6, 2)):
        _by(t, seat, {"type": "pick", "pub": pub}, live_server)
    _by(t, 2, {"type": "duel_song", "genre": "epic", "mood": "major"}, live_server)  # Zoë's is in: Wilhelmina's is last
    wil = _own(phone, live_server, t, 1)
    expect(wil.locator("#prompt")).to_contain_text("Your turn")
    wil.context.set_offline(True)
    wil.locator(".kob-songs button", has_text="Love Major").click()
    expect(wil.locator('[data-k="offline-waiting"]')).to_contain_text("1 move waiting to be sent")
    expect(wil.locator(".kob-songs")).to_have_count(0)  # not asked again
    expect(wil.locator('[data-k="my-song"]')).to_contain_text("Love Major")
    expect(wil.locator('[data-k="duelists"]')).not_to_contain_text("⏳")
    expect(wil.locator("#prompt")).to_contain_text("sent once")
    expect(wil.locator("#game-actions button", has_text="Change Song")).to_have_count(0)
    wil.context.set_offline(False)
    assert eventually(lambda: read(live_server, t, "host")["state"]["duel"]["revealed"])
    expect(wil.locator("#toast.bad")).to_have_count(0)  # nothing refused


def test_a_brawl_says_where_the_fan_went_in_german_at_130(live_server: LiveServer, phone) -> None:
    # pt72: "⚔ Schlägerei in Kneipe 3: Fan von Wilhelmina →…": where her Fan went was cut, and the next line's top
    # showed under the two kept.
    t = _seated(live_server, NAMES, BARDS)
    for seat, pub in enumerate((2, 2, 3, 4, 5, 6)):
        _api(live_server, t, {"type": "pick", "pub": pub}, seat)
    for seat, genre in enumerate(("love", "epic")):
        _api(live_server, t, {"type": "duel_song", "genre": genre, "mood": "major"}, seat)
    for seat, value in enumerate((6, 2)):
        _api(live_server, t, {"type": "duel_roll", "value": value}, seat)
    _api(live_server, t, {"type": "duel_settle"})
    for seat in (2, 3, 3, 4, 5):  # Pub 2 fills up: 6/6
        _api(live_server, t, {"type": "move_fan", "color": seat, "from": "reserve", "to": 2}, seat)
    _api(live_server, t, {"type": "duel_reward", "rewards": ["fan"], "wait_for_draw": True}, 0)
    _api(live_server, t, {"type": "draw_brawl", "drawn": [1]}, 0)
    page = stressed(phone, "de", SIZES[0])
    page.goto(seat_link(live_server, t, 1))
    banner = page.locator(".kob-brawl .kob-bl")
    expect(banner).to_contain_text("Fan von Wilhelmina → Marktplatz")
    # Nothing clamped away, and the box ends with its last line (no line's top showing under it).
    assert banner.evaluate("(el) => el.scrollHeight <= el.clientHeight + 1"), banner.inner_text()
    lines = banner.evaluate(LINES)
    assert 1 <= lines <= 3, lines


# Each "Whose Fan" chip: how far its text runs past the chip's inner edge (its padding's), in px.
PAST = """() => [...document.querySelectorAll("#sheet-content .kob-whose .chip")].map((el) => {
  const r = document.createRange(); r.selectNodeContents(el);
  const text = Math.max(...[...r.getClientRects()].map((x) => x.right)), box = el.getBoundingClientRect();
  return [el.title, Math.round(text - (box.right - parseFloat(getComputedStyle(el).paddingRight)))]; })"""


# The chips whose name (its first word) runs over two lines.
SPLIT = """() => [...document.querySelectorAll("#sheet-content .kob-whose .chip")].filter((el) => {
  const n = [...el.childNodes].find((x) => x.nodeType === 3 && x.data.trim()), r = document.createRange();
  r.setStart(n, 0); r.setEnd(n, n.data.trim().split(/\\s/)[0].length);
  return new Set([...r.getClientRects()].map((x) => Math.round(x.top))).size > 1; }).map((el) => el.textContent)"""


def test_the_push_a_fan_sheet_keeps_each_name_inside_its_chip_in_german(live_server: LiveServer, phone) -> None:
    # pt72: "Bartholomew (1)" ran 8 px past its chip's edge in the German "Fan schieben" sheet, 360 px, 130 %.
    t = _performing(live_server)  # Bartholomew (the host's phone) sings first, in Pub 1
    for action in ({"type": "sing", "genre": "love", "mood": "major"}, {"type": "perform_roll", "value": 6}):
        t["seq"] = _by(t, 0, action, live_server)["seq"]
    page = stressed(phone, "de", SIZES[0])
    as_host(page, live_server, t)
    wait_for(page, f"C.table.snap() && C.table.snap().seq >= {t['seq']} && C.table.seat() === 0")
    page.evaluate("() => { C.table.snap().state.at[0] = 0; C.table.render(); }")  # sung in the Square
    page.locator("#game-actions button", has_text="Fan schieben").first.click()
    expect(page.locator("#sheet-content .kob-whose .chip")).to_have_count(6)
    screenshot(page, "kob-push-sheet-de-130")
    past = [x for x in page.evaluate(PAST) if x[1] > 0]
    assert not past, past
    assert not page.evaluate(SPLIT), page.evaluate(SPLIT)  # and no name broken inside itself


def test_the_songs_come_into_view_when_the_turn_comes_to_this_phone(live_server: LiveServer, phone) -> None:
    # pt74: Performance began with Wilhelmina to sing while her page stayed scrolled down from the Duel: the Songs
    # were above the screen and "Zug beenden" the one button in view.
    t = _performing(live_server)  # Bartholomew (the host's phone) sings first; Wilhelmina (her own phone) next
    wil = stressed(phone, "de", SIZES[0])
    wil.goto(seat_link(live_server, t, 1))
    wil.locator(".kob-board").first.wait_for()
    wil.evaluate("() => window.scrollTo(0, document.documentElement.scrollHeight)")
    assert wil.evaluate("scrollY") > 100
    _by(t, 0, {"type": "end_turn"}, live_server)
    expect(wil.locator("#prompt")).to_contain_text("Du bist dran")
    expect(wil.locator(".kob-songs button").first).to_be_in_viewport()
