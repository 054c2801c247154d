"""The King of All Bards after the blind playtest pt32 (issue #26): the latest result in view, old Brawls gone.

Six 24-character names, 360x740, text at 130 %, in English, German and Russian; set up over the API.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from companion import i18n
from tests.browser.support import LiveServer, act, as_host, seat_link, wait_for
from tests.browser.test_kob_round_three import BARDS, _by, _performing, _six
from tests.browser.test_player_bar_names import PILLS
from tests.browser.test_stress_set import stressed

WARN = "(full: a Brawl)"  # pt32: "+1 Fan" into a full Pub started a Brawl unwarned
# Where the Song's result, the fixed bar and the page's end are, in CSS px of the viewport.
MEASURE = """() => {
  const bar = document.getElementById("actionbar").getBoundingClientRect();
  const odds = document.querySelector("[data-k=odds]").getBoundingClientRect();
  const page = document.querySelector(".table-page"), pad = parseFloat(getComputedStyle(page).paddingBottom);
  return { barTop: bar.top, barH: bar.height, pad, rem: parseFloat(getComputedStyle(document.documentElement).fontSize),
           oddsTop: odds.top, oddsBottom: odds.bottom, vh: innerHeight };
}"""


@pytest.mark.parametrize("lang", ["en", "de", "ru"])
def test_a_songs_result_is_in_view_above_the_bar_at_130_percent(live_server: LiveServer, phone, lang: str) -> None:
    """pt32: "Rolled 6 +1 = 7: Success!" sat half under the fixed buttons (its rewards, two rows at 130 %)."""
    t = _performing(live_server)
    full = lang != "en"  # in German and Russian Bartholomew's Pub 1 is full (6/6): "+1 Fan" says it starts a Brawl
    for _ in range(5 if full else 0):
        _by(t, 3, {"type": "move_fan", "color": 3, "from": "reserve", "to": 1}, live_server)
    _by(t, 0, {"type": "sing", "genre": "love", "mood": "major"}, live_server)
    t["seq"] = _by(t, 0, {"type": "perform_roll", "value": 6}, live_server)["seq"]
    page = stressed(phone, lang, {"width": 360, "height": 740})
    as_host(page, live_server, t)
    wait_for(page, f"C.table.snap() && C.table.snap().seq >= {t['seq']}")
    expect(page.locator("[data-k=odds].success")).to_be_visible()
    expect(page.locator("#game-actions button.primary")).to_have_count(3)  # the rewards: two rows at 130 %
    warning = i18n.js_messages(lang, ("core", "king_of_all_bards")).get(WARN, WARN)
    fan = page.locator("#game-actions button.primary").nth(1)
    if full:
        expect(fan).to_contain_text(warning)
    else:
        expect(fan).not_to_contain_text(warning)
    m = page.evaluate(MEASURE)
    assert m["oddsTop"] >= 0 and m["oddsBottom"] <= m["barTop"], m
    # The page ends above the bar whatever its height: its padding is the bar's real height (and a little air).
    assert abs(m["pad"] - (m["barH"] + 0.5 * m["rem"])) <= 1, m


def test_a_movements_brawl_gives_way_to_the_song_that_just_failed(live_server: LiveServer, phone) -> None:
    """pt32: a Movement's red Brawl banner topped the Performance screen; the failed Song was only in the log line."""
    t = _six(live_server)
    for _ in range(6):  # Pub 1 holds Bartholomew's Fan: six of Maximilian's go over its Capacity (6 players: 6)
        _by(t, 3, {"type": "move_fan", "color": 3, "from": "reserve", "to": 1}, live_server)
    for seat, pub in enumerate((2, 3, 4, 5, 6, 1)):
        _by(t, seat, {"type": "pick", "pub": pub}, live_server)
    _by(t, 0, {"type": "sing", "genre": "love", "mood": "major"}, live_server)
    _by(t, 0, {"type": "perform_roll", "value": 1}, live_server)  # an Epic Fail: the turn ends
    t["seq"] = _by(t, 0, {"type": "end_turn"}, live_server)["seq"]
    page = stressed(phone, "en", {"width": 360, "height": 740})
    page.goto(seat_link(live_server, t, 1))  # Wilhelmina's own phone: her turn comes next
    wait_for(page, f"C.table.snap() && C.table.snap().seq >= {t['seq']}")
    assert [b["phase"] for b in page.evaluate("C.table.snap().state.brawls")] == ["movement"]
    expect(page.locator("[data-k=failed]")).to_contain_text("Bartholomew rolled 1")
    expect(page.locator("[data-k=failed]")).to_be_in_viewport()
    expect(page.locator("[data-k=brawl]")).to_have_count(0)


# pt32's six players: Anastasia's first name in bold was cut to "Анастас…" while all six were asked at once.
PT32 = [
    "Bartholomew Longname-Smy",
    "Wilhelmina Featherstone",
    "Zoë Ellington-Hartley",
    "Maximilian Oberhausen-K",
    "Анастасия Шереметьева-Ю",
    "Konstantin Wolkenstein",
]


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_every_first_name_shows_whole_while_everyone_is_asked(live_server: LiveServer, phone, lang: str) -> None:
    """pt32: the chips in the simultaneous phases (each with the to-play ring) cut "Анастасия" on a 360 px phone."""
    t = live_server.create_table("king-of-all-bards", PT32, seated=False)
    for seat, bard in enumerate(BARDS):  # on to the roll for the First Player: the chips show Tips and Pubs too
        act(live_server, t, {"type": "choose_bard", "bard": bard, "by": seat}, "host")
    page = stressed(phone, lang, {"width": 360, "height": 740})
    as_host(page, live_server, t)
    expect(page.locator("#players-bar.together .player.turn")).to_have_count(6)
    for pill in page.evaluate(PILLS):
        first = pill["full"].split()[0]
        assert not pill["cut"] and pill["label"].split()[0] == first, pill
    # To the fraction of a pixel: "Анастасия" was 0.4 px wider than its box, which whole pixels called a fit.
    assert page.evaluate(WIDER) == [], "cut by an ellipsis"


# Each name (or first word) whose text is wider than its box, measured in fractions of a pixel.
WIDER = """() => [...document.querySelectorAll("#players-bar .pname:not(.short), #players-bar .pname .first")]
  .filter((el) => { const r = document.createRange(); r.selectNodeContents(el);
    const text = r.getBoundingClientRect().width, box = el.getBoundingClientRect().width;
    return getComputedStyle(el).whiteSpace === "nowrap" && text > box + 0.01; })
  .map((el) => el.textContent)"""
