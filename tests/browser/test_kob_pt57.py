"""The King of All Bards after the blind playtests pt57 and pt58: the phone passed round keeps its own seat's secret
pick and asks before the next player undoes it; another phone's reward is named in its toast.

Pt57: the host's phone, Bartholomew's own, held three seats without a phone of their own. Once all four had
picked a Pub it rested on Bartholomew again, still in the last picker's hands, and showed "Picked Pub 6:
change" with Pub 6 outlined: Bartholomew's secret, to Friedrich.
"""

from __future__ import annotations

from playwright.sync_api import expect

from tests.browser.support import LiveServer, as_host, read, seat_link, wait_for
from tests.browser.test_kob_pt45 import undo_asks_for_bartholomews_pick
from tests.browser.test_kob_round_three import _by, _performing, _six
from tests.browser.test_stress_set import stressed

SMALL = {"width": 360, "height": 740}


def _picked(server: LiveServer, own: tuple[int, ...], seats: tuple[int, ...]) -> dict:
    """Round 1's Movement with `own` seats on phones of their own (seat 0 the host's) and `seats` picked."""
    t = _six(server, True, own)
    for seat in seats:
        t["seq"] = _by(t, seat, {"type": "pick", "pub": 6 if seat == 0 else seat}, server, own)["seq"]
    return t


def hosts_own(phone, server: LiveServer, t: dict, lang: str = "en", on: int = 0):
    """The host's phone, seat 0's own, with the stress set, on seat `on` once it has read the table."""
    page = stressed(phone, lang, SMALL)  # the stress set: six long names, text at 130 %
    as_host(page, server, t, mine=0)
    wait_for(page, f"C.table.snap() && C.table.snap().seq >= {t['seq']} && C.table.seat() === {on}")
    return page


def test_the_passed_phone_back_on_its_own_seat_shows_no_pick(live_server: LiveServer, phone) -> None:
    t = _picked(live_server, (0, 1, 2), (0, 3, 4, 5))  # the host's phone has picked for all four it holds
    page = hosts_own(phone, live_server, t)
    expect(page.get_by_role("button", name="Picked (secret): change")).to_be_visible()
    expect(page.get_by_text("Pub 6", exact=False).filter(has_text="Picked")).to_have_count(0)
    assert page.locator(".kob-board .pub.pick").count() == 0  # no Pub outlined as its pick


def test_the_passed_phone_says_it_in_german(live_server: LiveServer, phone) -> None:
    t = _picked(live_server, (0, 1, 2), (0, 3, 4, 5))
    page = hosts_own(phone, live_server, t, "de")
    expect(page.get_by_role("button", name="Gewählt (geheim): ändern")).to_be_visible()


def test_a_host_phone_holding_only_its_own_seat_still_shows_its_pick(live_server: LiveServer, phone) -> None:
    t = _picked(live_server, (0, 1, 2, 3, 4, 5), (0,))  # every other seat on a phone of its own
    page = hosts_own(phone, live_server, t)
    expect(page.get_by_role("button", name="Picked Pub 6: change")).to_be_visible()
    assert page.locator(".kob-board .pub.pick").count() == 1


def test_another_phones_reward_stays_in_its_toast(live_server: LiveServer, phone) -> None:
    """Pt57: "Wilhelmina's Love Major Song is complete" came right after the pushed Fan, and the toast said only it."""
    t = _performing(live_server)  # Bartholomew (the host's phone) sings first, in Pub 1
    t["seq"] = read(live_server, t)["seq"]
    wil = phone(viewport=SMALL)
    wil.goto(seat_link(live_server, t, 1))
    wait_for(wil, f"C.table.snap() && C.table.snap().seq >= {t['seq']}")
    _by(t, 0, {"type": "sing", "genre": "love", "mood": "major"}, live_server)
    _by(t, 0, {"type": "perform_roll", "value": 6}, live_server)
    _by(t, 0, {"type": "reward", "kind": "fan"}, live_server)
    wait_for(wil, "C.table.snap().log.some((e) => e.type === 'song_done')")
    expect(wil.locator("#toast.show")).to_contain_text("Fan: the reserve to Pub 1")
    expect(wil.locator("#toast.show")).not_to_contain_text("complete")


def test_the_passed_phone_asks_before_the_next_player_undoes_its_own_players_pick(
    live_server: LiveServer, phone
) -> None:
    """Pt58: on the host's phone, Bartholomew's own, Maximilian's one tap on ↶ took back Bartholomew's pick, unasked."""
    t = _picked(live_server, (0, 1, 2), (0,))
    page = stressed(phone, "en", SMALL)
    as_host(page, live_server, t, mine=0)
    wait_for(
        page, f"C.table.snap() && C.table.snap().seq >= {t['seq']} && C.table.seat() === 3"
    )  # gone on to Maximilian
    undo_asks_for_bartholomews_pick(page, live_server, t)
