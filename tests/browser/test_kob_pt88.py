"""The King of All Bards after blind playtest pt88: three phones (360x740 English light, the host's; 360x740 German
dark; 412x915 Russian light), six long names, text at 130 %, touch, the real die switched on.

1. The German phone's page grew 6 px wider than the screen at setup and 30 px once a player had 2 Tips: the score
   line under the board glued each name's last word to its figures ("Константинова 2 Trinkgelder", one unbreakable
   run), so Chromium widened the layout viewport and the bottom bar sat below the screen.
2. A phone named its own player in the third person: "Ждём Александра: Трюк?" on Александра's phone, "📱 Hand to
   Bartholomew: a Trick?" on the host's phone, Bartholomew's own.
3. The reward labels in one case: "+1 Card" beside "+1 Tip" and "+1 Fan" (it read "+1 card").
"""

from __future__ import annotations

from playwright.sync_api import Page, expect

from tests.browser.contrast import overflow
from tests.browser.support import LiveServer, act, as_host, read, seat_link, switch_scheme, wait_for
from tests.browser.test_kob_round_three import REAL_DIE, _by, _performing, _six
from tests.browser.test_stress_set import SIZES, stressed

# The names of pt88's table: "Featherstonex" and "Константинова" have no hyphen to break at.
NAMES = [
    "Bartholomew Longname-Smy",
    "Wilhelmina Featherstonex",
    "Zoë Ellington-Hartleyxyz",
    "Александра Константинова",
    "Maximilian Großmann-Weiß",
    "Ophelia Montgomery-Jones",
]
# pt88's three phones: (seat, or the host's for 0; language; size; scheme).
PHONES = ((0, "en", SIZES[0], "light"), (4, "de", SIZES[0], "dark"), (3, "ru", SIZES[1], "light"))


def _phone(phone, server: LiveServer, t: dict, seat: int, lang: str, size: dict) -> Page:
    """A seat's phone (seat 0: the host's, Bartholomew's own) in `lang` at `size`, text at 130 %, the real die on."""
    page = stressed(phone, lang, size)
    page.goto(server.url + "/")
    page.evaluate(REAL_DIE)  # as pt88's phones had it: a Song asks for the die rolled at the table
    if seat == 0:
        as_host(page, server, t, mine=0)
    else:
        page.goto(seat_link(server, t, seat))
    wait_for(page, f"C.table.snap() && C.table.snap().seq >= {t['seq']}")
    return page


# -- 1. the score line wraps inside the phone --------------------------------------------------------------------


def test_no_phone_is_wider_than_its_screen_with_long_names_and_two_tips(live_server: LiveServer, phone) -> None:
    t = live_server.create_table("king-of-all-bards", NAMES)
    for seat in (1, 3):  # Wilhelmina and Александра with 2 Tips: "2 Trinkgelder" ran the page 30 px wider
        t["seq"] = act(live_server, t, {"type": "adjust_tips", "seat": seat, "delta": 1})["seq"]
    for seat, lang, size, scheme in PHONES:
        page = _phone(phone, live_server, t, seat, lang, size)
        switch_scheme(page, scheme)
        # Every element's right edge and the page's own width against the visual viewport, the bar on the screen.
        assert not overflow(page), f"{lang} {size['width']}px: {overflow(page)}"
        assert page.evaluate("innerHeight") == size["height"], "the layout viewport grew: the bar is below the screen"
        expect(page.locator("#open-table")).to_be_in_viewport()
        chips = page.locator(".kob-score .chip")
        expect(chips).to_have_count(6)
        # The figures keep their words (the name wraps before them, not a number away from its word).
        assert "2\u00a0" in chips.nth(3).text_content()


# -- 2. a phone asks its own player in the second person ---------------------------------------------------------


def test_a_losers_own_phone_does_not_wait_for_its_own_player(live_server: LiveServer, phone) -> None:
    own = (1, 2)  # Wilhelmina and Zoë on their own phones duel in Pub 5
    t = _six(live_server, True, own)
    for seat, pub in enumerate((1, 5, 5, 3, 6, 2)):
        _by(t, seat, {"type": "pick", "pub": pub}, live_server, own)
    for seat in own:
        _by(t, seat, {"type": "duel_song", "genre": "love", "mood": "major"}, live_server, own)
    _by(t, 1, {"type": "duel_roll", "value": 6}, live_server, own)
    t["seq"] = _by(t, 2, {"type": "duel_roll", "value": 2}, live_server, own)["seq"]  # Zoë loses unless a Trick
    zoe = stressed(phone, "ru", SIZES[1])
    zoe.goto(seat_link(live_server, t, 2))
    wait_for(zoe, f"C.table.snap() && C.table.snap().seq >= {t['seq']}")
    expect(zoe.locator("#prompt")).to_contain_text("Твой ход")
    expect(zoe.locator("[data-k=asked]")).to_have_count(0)  # was "Ждём Zoë: Трюк?" under "Твой ход"
    expect(zoe.locator("#game-actions button", has_text="Без Трюка: решить дуэль")).to_be_visible()
    # Every other phone still says whom the Duel waits for.
    wil = stressed(phone, "en", SIZES[0])
    wil.goto(seat_link(live_server, t, 1))
    expect(wil.locator("[data-k=asked]")).to_have_text("Waiting for Zoë: a Trick?")


def test_the_hosts_phone_asks_its_own_losing_player_as_its_own(live_server: LiveServer, phone) -> None:
    own = (0, 1, 2)  # Bartholomew on the host's phone, his own; Wilhelmina on hers
    t = _six(live_server, True, own)
    for seat, pub in enumerate((5, 5, 3, 4, 6, 2)):
        _by(t, seat, {"type": "pick", "pub": pub}, live_server, own)
    for seat in (0, 1):
        _by(t, seat, {"type": "duel_song", "genre": "love", "mood": "major"}, live_server, own)
    _by(t, 1, {"type": "duel_roll", "value": 6}, live_server, own)
    t["seq"] = _by(t, 0, {"type": "duel_roll", "value": 2}, live_server, own)["seq"]  # Bartholomew loses
    page = _phone(phone, live_server, t, 0, "en", SIZES[0])
    expect(page.locator("#prompt")).to_contain_text("Your turn")  # was "Bartholomew: a Trick?"
    expect(page.locator("[data-k=pass]")).to_have_count(0)  # was "📱 Hand to Bartholomew: a Trick?"
    expect(page.locator("[data-k=asked]")).to_have_count(0)
    expect(page.locator("#game-actions button", has_text="Bartholomew:")).to_have_count(0)
    page.locator("#game-actions button", has_text="No Trick: settle the Duel").click()
    wait_for(page, f"C.table.snap().seq > {t['seq']}")
    assert read(live_server, t)["state"]["duel"]["winner"] == 1


# -- 3. the rewards in one case ----------------------------------------------------------------------------------


def test_the_song_rewards_are_written_alike(live_server: LiveServer, phone) -> None:
    t = _performing(live_server)  # Bartholomew (the host's phone, passed round) sings first, in Pub 1
    _by(t, 0, {"type": "sing", "genre": "love", "mood": "major"}, live_server)
    t["seq"] = _by(t, 0, {"type": "perform_roll", "value": 6}, live_server)["seq"]
    page = stressed(phone, "en", SIZES[0])
    as_host(page, live_server, t)
    wait_for(page, f"C.table.snap() && C.table.snap().seq >= {t['seq']}")
    labels = [b.strip() for b in page.locator("#game-actions .btn.primary").all_inner_texts()]
    assert labels[:3] == ["+1 Tip", "+1 Fan", "+1 Card"], labels
