"""Tales of Danger after the blind playtest pt116: the last Sponsor, given by the rule to a held player."""

from __future__ import annotations

from playwright.sync_api import expect

from tests.browser.support import LiveServer, act, as_host, read, seat_link
from tests.browser.test_stress_set import NAMES, SIZES, stressed
from tests.browser.test_tales_of_danger_pt77 import _tied
from tests.browser.tod_values import pick_values


def test_the_last_sponsor_given_to_a_held_player_is_said_at_once(live_server: LiveServer, phone) -> None:
    """pt116: given to Александра while the phone went on to Bartholomew, her Sponsor waited unsaid (and "Hand limit ?")
    until the phone came round to her, though she discards down to its Start at once."""
    table = live_server.create_table("tales-of-danger", list(NAMES), {"first_player": 0}, seated=False)
    for seat, move in enumerate(["secure", "secure", "secure", "secure", "end", "secure"]):
        a = (
            {"type": "secure_sponsor", "rank": seat + 1, "start": 2, "market": 2, "max": 7}
            if move == "secure"
            else {"type": "end_turn"}
        )
        act(live_server, table, {**a, "by": seat})
    state = read(live_server, table)["state"]
    assert (state["turn"], state["players"][4]["sponsor"], state["players"][4]["max"]) == (0, 5, None)
    page = stressed(phone, "en", SIZES[0])
    as_host(page, live_server, table)  # one phone for all six: it rests on Bartholomew, whose turn it is
    given = page.locator('[data-k="given"]')
    expect(given).to_contain_text("Александра got Sponsor rank 5: discard down to its Start")
    given.get_by_role("button", name="Sponsor values…").click()
    expect(page.locator("#sheet-title")).to_have_text("Александра: Sponsor values")
    pick_values(page.locator("#sheet"), 3, 2, 6)
    page.locator("#sheet").get_by_role("button", name="Save").click()
    expect(given).to_have_count(0)
    p = read(live_server, table)["state"]["players"][4]
    assert (p["start"], p["market"], p["max"]) == (3, 2, 6)
    assert read(live_server, table)["log"][-1]["text"].startswith("Александра")  # entered in her name


def test_a_phone_passed_round_to_the_next_player_opens_at_its_top(live_server: LiveServer, phone) -> None:
    """pt116: the host's phone stayed scrolled 200 px down from one player to the next: "Hand to Zoë" off screen."""
    table = live_server.create_table("tales-of-danger", list(NAMES[:3]), {"first_player": 0}, seated=False)
    page = stressed(phone, "de", SIZES[0])
    as_host(page, live_server, table)
    page.locator(".tod-act, .act-card, [data-k='story'], #main > *").first.wait_for()
    page.evaluate("window.scrollTo(0, 300)")
    assert page.evaluate("scrollY") > 100, "the page is taller than the phone"
    act(live_server, table, {"type": "end_turn", "by": 0})
    expect(page.locator("#prompt")).to_contain_text("Wilhelmina")
    assert page.evaluate("scrollY") == 0
    # The same player's page drawn again (another phone's move, a stream event) stays where it was scrolled.
    page.evaluate("window.scrollTo(0, 300)")
    act(live_server, table, {"type": "roll", "dice": "1d6", "by": 1})
    page.wait_for_timeout(300)
    assert page.evaluate("scrollY") > 100


def test_the_end_says_the_phones_own_place_under_the_winner(live_server: LiveServer, phone) -> None:
    """pt116: on Александра's phone her 5th place lay below the fold; only the winner's line was on screen."""
    table = _tied(live_server)  # Ann (rank 1) wins the tie over Bob (rank 3), 10 points each
    bob = stressed(phone, "ru", SIZES[1])
    bob.goto(seat_link(live_server, table, 1))
    expect(bob.locator('.final [data-k="you"]')).to_have_text("Ты: 2-е место, 10 очков")
    assert bob.locator('.final [data-k="you"]').evaluate("(e) => e.getBoundingClientRect().bottom <= innerHeight")
    ann = stressed(phone, "en", SIZES[0])
    ann.goto(seat_link(live_server, table, 0))
    expect(ann.locator('.final [data-k="win"]')).to_have_text("🏆 You win!")
    expect(ann.locator('.final [data-k="you"]')).to_have_count(0)  # the winner's line says it
