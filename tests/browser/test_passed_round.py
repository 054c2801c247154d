"""The host's phone passed round follows the turn, as Board Game Arena's hotseat does (issue #26).

Ann and Bob play on their own phones; Cy is the host phone's own player and Dee has no phone, so the
host's phone is passed to her. The host's phone follows the table to the seats it holds (Cy's,
Dee's) with no tap, one after another when both are asked at once, and never on its own to Ann's or
Bob's: then it waits, as their phones' owners would. A name tapped on it holds while that seat is
still asked for something; once the turn or the prompt moves on, it follows again. An undo goes in
the name of the player whose move it takes back when the phone holds that seat, else the
host's. The moves go in through the engine as the other
phones (and phases.step) make them; the host's phone is only looked at.
"""

from __future__ import annotations

import random

import pytest
from playwright.sync_api import Page, expect

from tests.browser.phases import step
from tests.browser.support import LiveServer, call, creds, wait_for
from tests.browser.test_mixed_table import READS_RIGHT, _plays_as

NAMES = ["Ann", "Bob", "Cy", "Dee"]
CY, DEE = 2, 3  # the host phone's own seat, and the seat with no phone
GAMES = ["king-of-all-bards", "minstrels", "tales-of-danger", "bard-saga"]


def _table(server: LiveServer, game: str) -> tuple[dict, dict[int, str]]:
    """A table where Ann's, Bob's and Cy's phones joined and Dee's seat has none; Ann's and Bob's tokens."""
    table = server.create_table(game, NAMES, seated=False)
    for s in table["seats"][:3]:
        s["token"] = call(server, f"/api/tables/{table['code']}/join", {"seat": s["seat"]})["token"]
    return table, {0: table["seats"][0]["token"], 1: table["seats"][1]["token"]}


def _host(page: Page, server: LiveServer, table: dict, mine: int | None = CY) -> None:
    """The host's phone, following the turn (no name tapped), with its own seat `mine` (or none)."""
    page.goto(server.url + "/")
    c: dict = {"seat": None, "token": table["host_token"], "host": True, "actingAs": None}
    if mine is not None:
        c["mine"] = {"seat": mine, "token": table["seats"][mine]["token"]}
    page.evaluate("([k, v]) => localStorage.setItem('companion.' + k, JSON.stringify(v))", [table["code"], c])
    page.goto(f"{server.url}/t/{table['code']}")
    page.locator("#main > *").first.wait_for()


def _asked(server: LiveServer, code: str) -> list[int]:
    """The seats the table asks for now: the prompt's, else whose turn it is."""
    t = server.app.extensions["tables"].get(code)
    view = t.game.view(t.state, None)
    prompt = view.get("prompt")
    if prompt is not None:
        return list(prompt["seats"])
    return [view["turn"]] if isinstance(view.get("turn"), int) else []


def _shown(page: Page, server: LiveServer, code: str) -> None:
    """The host's phone has caught up with the table, read as its own seat exactly while it acts for it."""
    seq = server.app.extensions["tables"].get(code).seq
    wait_for(page, f"C.table.snap().seq >= {seq} && {READS_RIGHT}")


@pytest.mark.parametrize("game", GAMES)
def test_the_host_phone_follows_the_seats_it_holds_and_no_other(live_server: LiveServer, phone, game: str) -> None:
    table, own = _table(live_server, game)
    code = table["code"]
    host = phone()
    _host(host, live_server, table)
    r = random.Random(5)
    went = {"Dee": 0, "waited": 0}
    for _ in range(60):
        asked = _asked(live_server, code)
        held = [s for s in asked if s in (CY, DEE)]
        want = held[0] if held else CY  # the first seat it holds that is asked, else its own seat
        wait_for(host, f"C.table.seat() === {want}")
        expect(host.locator(".player.me")).to_contain_text(NAMES[want])
        prompt = host.locator("#prompt")
        if want == DEE:
            went["Dee"] += 1
            expect(prompt).not_to_contain_text("Waiting for")
        if asked and not held:  # only Ann or Bob (with phones of their own) asked: it waits, on Cy's seat
            went["waited"] += 1
            assert host.evaluate("C.table.seat()") not in asked
        if went["Dee"] >= 2 and went["waited"] >= 2:
            break
        assert step(live_server, table, r, own)
        _shown(host, live_server, code)
    assert went["Dee"] >= 2, "the tour never asked Dee"
    assert went["waited"] >= 2, "the tour never asked only Ann or Bob"


def test_a_tapped_name_holds_while_asked_and_is_let_go_when_the_turn_moves_on(live_server: LiveServer, phone) -> None:
    table, own = _table(live_server, "tales-of-danger")
    code = table["code"]
    host = phone()
    _host(host, live_server, table)
    r = random.Random(7)
    for _ in range(200):  # on to Ann's turn (her phone died: the host acts for her)
        if _asked(live_server, code) == [0]:
            break
        assert step(live_server, table, r, own)
    else:
        raise AssertionError("Ann was never asked alone")
    _shown(host, live_server, code)
    wait_for(host, f"C.table.seat() === {CY}")  # her seat has a phone: the host's waits on Cy's
    _plays_as(host, "Ann", 0)  # picked on purpose in the Table sheet: a tap on her name no longer does it
    expect(host.locator(".player.me")).to_contain_text("Ann")
    host.reload()  # a reload keeps the tap
    wait_for(host, "C.table.seat() === 0")
    expect(host.locator("#prompt")).not_to_contain_text("Waiting for")
    while _asked(live_server, code) == [0]:  # Ann's turn ends (the host's phone plays it for her)
        assert step(live_server, table, r, {1: own[1]})
    _shown(host, live_server, code)
    asked = _asked(live_server, code)
    want = next((s for s in asked if s in (CY, DEE)), CY)
    wait_for(host, f"C.table.seat() === {want}")
    assert creds(host, code)["actingAs"] is None  # following again
    expect(host.locator(".player.me")).to_contain_text(NAMES[want])


def test_an_undo_on_the_host_phone_names_whose_move_it_takes_back(live_server: LiveServer, phone) -> None:
    table, own = _table(live_server, "tales-of-danger")
    code = table["code"]
    host, ann = phone(), phone()
    _host(host, live_server, table, mine=None)  # a host phone with no seat of its own: it holds Dee's
    ann.goto(f"{live_server.url}/t/{code}#seat=0&token={own[0]}")
    r = random.Random(9)
    seen = set()
    for _ in range(300):
        target = call(live_server, f"/api/tables/{code}")["table"].get("undo")
        actor = target.get("actor") if target else None
        # A move of a seat the phone holds is taken back in that player's name (the phone may have
        # followed on to another: RE8830 read "Anastasia undid: Maximilian plays..."); any other, the host's.
        who = NAMES[actor] if actor == DEE else "The host" if target else None
        if who and who not in seen:
            _shown(host, live_server, code)
            host.locator("#undo").click()
            if who == "The host":  # pt18: another phone's move is asked about first, named; its own is not
                expect(host.locator("dialog.ask")).to_contain_text(target["text"])
                host.locator("dialog.ask .ask-yes").click()
            else:
                expect(host.locator("dialog.ask")).to_have_count(0)
            for page in (host, ann):
                expect(page.locator("#toast.show")).to_contain_text(f"{who} undid:")
            seen.add(who)
            host.locator("#redo").click()  # back as it was
            expect(host.locator("#toast.show")).to_contain_text("redid:")
            if len(seen) == 2:
                return
        assert step(live_server, table, r, own)
    raise AssertionError(f"only {seen} reached")


def test_a_tap_on_a_name_with_its_own_phone_never_takes_a_kept_seats_turn(live_server: LiveServer, phone) -> None:
    """pt32: a tap on Wilhelmina's name (her own phone) made the host's phone hers and hid Zoë's Songs, reloaded too."""
    table, own = _table(live_server, "king-of-all-bards")
    code = table["code"]
    r = random.Random(11)
    for _ in range(300):  # on to a turn of Dee's alone (no phone: the host's phone is passed to her)
        if _asked(live_server, code) == [DEE]:
            break
        assert step(live_server, table, r, own)
    else:
        raise AssertionError("Dee was never asked alone")
    host = phone()
    _host(host, live_server, table)
    _shown(host, live_server, code)
    wait_for(host, f"C.table.seat() === {DEE}")
    host.locator(".player", has_text="Ann").click()  # Ann has her own phone: her name is only shown
    expect(host.locator("#toast.show")).to_have_text("Ann")
    host.locator(".player", has_text="Cy").click()  # the phone's own seat, but it is Dee's turn
    assert creds(host, code)["actingAs"] is None
    expect(host.locator(".player.me")).to_contain_text("Dee")
    # A name picked before (an older phone, or the Table sheet) gives way to Dee's turn, after a reload too.
    host.evaluate("([k]) => { const c = C.creds.get(k); c.actingAs = 0; C.creds.set(k, c); }", [code])
    host.reload()
    _shown(host, live_server, code)
    wait_for(host, f"C.table.seat() === {DEE}")
    expect(host.locator("#prompt")).not_to_contain_text("Waiting for")
