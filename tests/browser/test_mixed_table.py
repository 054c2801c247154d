"""A mixed table in every game, to the end screen and "Play again": the host role never leaves the host's phone.

Ann and Bob play on their own phones; Cy (the host's own player) and Dee (no phone) are passed
round on the host's phone. The host's phone switches whom it plays as in its Table sheet
("Everyone (passed round)", then Dee), keeps the choice over a reload, rolls for Dee, and reads
"Dee's turn" (never "Waiting for Dee") while it acts for her. When another phone is let take the
host phone's own seat, the host's phone drops that seat only. The moves of the game go in through
the engine as the kit's phases do (Ann's and Bob's with their own tokens, the rest as the host's
phone sends them); the browser does the passing round and the checks.
"""

from __future__ import annotations

import json
import random

import pytest
from playwright.sync_api import Page, expect

from companion.table_actions import whois
from companion.tables import Tables
from tests.browser.phases import step
from tests.browser.support import LiveServer, as_host, ask_for_seat, call, creds, go_again, seat_link, wait_for
from tests.random_play import play_out

NAMES = ["Ann", "Bob", "Cy", "Dee"]
HELD = [True, True, True, False]  # Dee has no phone: the host's phone acts for her
GAMES = ["score-pad", "king-of-all-bards", "minstrels", "tales-of-danger", "bard-saga"]
EVERYONE = "Everyone (passed round)"


def _hosting(engine: Tables, page: Page, code: str, mine: int | None = 2) -> None:
    """The host's phone holds the table's host token and its own seat's, and the table still knows both."""
    c = creds(page, code)
    t = engine.get(code)
    assert c["host"] is True and whois(t, c["token"]) == "host"
    assert c["mine"]["seat"] == mine and whois(t, c["mine"]["token"]) == mine
    assert t.record.claimed == HELD


# The host's phone reads the table as its own seat (with its secrets) exactly while it acts for it,
# else as the host (passed round to another, or waiting): once it has read it so after a change.
READS_RIGHT = "(C.table.seat() !== null && C.table.seat() === C.table.mySeat()) === !C.table.snap().you.host"


def _plays_as(page: Page, label: str, acting: int | None) -> None:
    """Pick whom this phone plays as in the Table sheet, and wait until it reads the table so."""
    page.locator("#open-table").click()
    page.locator(".play-as button", has_text=label).click()
    page.locator("#sheet-close").click()
    wait_for(page, f"C.table.creds().actingAs === {json.dumps(acting)} && {READS_RIGHT}")


def _caught_up(engine: Tables, pages: list[Page], code: str) -> None:
    for page in pages:
        wait_for(page, f"C.table.snap().seq >= {engine.get(code).seq}")


@pytest.mark.parametrize("game", GAMES)
def test_a_mixed_table_plays_to_the_end_and_again(live_server: LiveServer, phone, game: str) -> None:
    engine = live_server.app.extensions["tables"]
    table = live_server.create_table(game, NAMES, seated=False)
    code = table["code"]
    for s in table["seats"][:3]:  # Ann's and Bob's phones join; the host's phone takes Cy's seat
        s["token"] = call(live_server, f"/api/tables/{code}/join", {"seat": s["seat"]})["token"]
    host, ann, bob = phone(), phone(), phone()
    as_host(host, live_server, table, mine=2)
    for seat, page in ((0, ann), (1, bob)):
        page.goto(seat_link(live_server, table, seat))
        expect(page.locator(".player.me")).to_contain_text(NAMES[seat])
    expect(host.locator(".player.me")).to_contain_text("Cy")

    # Passed round: the host's phone keeps the host token and Cy's seat (it used to step back from it).
    _plays_as(host, EVERYONE, None)
    _hosting(engine, host, code)
    # Now Dee's turn on the host's phone, after a reload too; it rolls for her.
    _plays_as(host, "Dee", 3)
    host.reload()
    expect(host.locator(".player.me")).to_contain_text("Dee")
    assert creds(host, code)["actingAs"] == 3
    if game in ("bard-saga", "tales-of-danger"):  # games without dice: no Dice button (Game.has_dice)
        expect(host.locator("#open-dice")).to_have_count(0)
    else:
        host.locator("#open-dice").click()
        host.locator("#roll-for-me").click()
        host.locator("#sheet-close").click()
        wait_for(ann, "C.table.snap().log.some((e) => e.type === 'roll' && e.text.startsWith('Dee rolled'))")
    own = {0: table["seats"][0]["token"], 1: table["seats"][1]["token"]}
    r = random.Random(3)
    if game != "score-pad":  # the score pad has no turns: its prompt names nobody
        for _ in range(200):  # on to a prompt for Dee: the host's phone says it is hers, on this phone
            t = engine.get(code)
            if 3 in t.game.view(t.state, None)["prompt"]["seats"]:
                break
            assert step(live_server, table, r, own)
        else:
            raise AssertionError("no prompt for Dee")
        _caught_up(engine, [host], code)
        expect(host.locator("#prompt")).to_contain_text("Dee")
        expect(host.locator("#prompt")).not_to_contain_text("Waiting for")
    _hosting(engine, host, code)

    # Back to passing the phone round, and the game played out to its end screen on every phone. The
    # phones are put away meanwhile (cheaper than drawing every move): each opens the table again after.
    _plays_as(host, EVERYONE, None)
    for page in (host, ann, bob):
        page.goto("about:blank")
    play_out(engine, code, table["host_token"], r, own)
    for page in (host, ann, bob):
        page.goto(f"{live_server.url}/t/{code}")
    wait_for(host, f"C.table.creds().actingAs === null && {READS_RIGHT}")
    _caught_up(engine, [host, ann, bob], code)
    for page in (host, ann, bob):
        expect(page.locator("#play-again")).to_be_visible()
    _hosting(engine, host, code)
    assert not creds(ann, code)["host"] and not creds(bob, code)["host"]

    # Play again: the host opens the new table, the others follow; every phone keeps its place.
    host.locator("#play-again").click()
    go_again(host)
    host.wait_for_url(lambda url: "/t/" in url and not url.endswith(code))
    fresh = host.url.rsplit("/", 1)[1]
    for page, name in ((ann, "Ann"), (bob, "Bob")):
        page.locator("#follow").click()
        page.wait_for_url(f"**/t/{fresh}")
        expect(page.locator(".player.me")).to_contain_text(name)
        assert not creds(page, fresh)["host"]
    wait_for(host, f"C.table.snap().you && {READS_RIGHT}")
    assert creds(host, fresh)["actingAs"] is None  # still passed round
    _hosting(engine, host, fresh)


def test_the_host_passing_round_lets_another_phone_take_its_seat_and_stays_the_host(
    live_server: LiveServer, phone
) -> None:
    engine = live_server.app.extensions["tables"]
    table = live_server.create_table("score-pad", NAMES, seated=False)
    code = table["code"]
    table["seats"][2]["token"] = call(live_server, f"/api/tables/{code}/join", {"seat": 2})["token"]
    host, other = phone(), phone()
    as_host(host, live_server, table, mine=2)
    _plays_as(host, EVERYONE, None)
    # Cy's own phone turns up: it asks for Cy's seat, and the host's phone (passed round) allows it.
    check = ask_for_seat(other, live_server, code, "Cy")
    expect(host.locator("#notice")).to_contain_text(f"it shows {check}")
    host.locator("#notice").get_by_role("button", name="Allow").click()
    expect(other.locator(".player.me")).to_contain_text("Cy")
    # The host's phone knows it no longer holds Cy's seat, and is still the host.
    expect(host.locator("#toast")).to_contain_text("this phone stays the host")
    c = creds(host, code)
    assert "mine" not in c and whois(engine.get(code), c["token"]) == "host"
    host.locator("#open-table").click()
    expect(host.locator(".table-admin .seats li", has_text="Cy")).to_contain_text("has a phone")
    expect(host.locator("#step-back")).to_have_count(0)
