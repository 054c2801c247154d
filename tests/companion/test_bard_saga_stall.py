"""Bard Saga: a table that cannot progress is told so, and the host may end it there (pt4, issue #26).

pt4 played six players to round 28: every Legend face up, the Inn empty in every colour, everyone
passing round after round, and no hint and no way to end. The rulebook ends the game only after
the eighth Legend's round; the host's early end uses its tally and tie-breakers, goes into the
history like any finished game, and an undo takes it back.
"""

from __future__ import annotations

from collections.abc import Callable

from flask.testing import FlaskClient

from companion.plays import export
from scoring import bard_saga as bs
from tests.companion.test_bard_saga import give, started, state
from tests.conftest import act


def hoard(client: FlaskClient, table: dict, held: list[dict[str, int]]) -> dict:
    """Every player's Scrolls set to `held` (card effects): what is not held stays in the Inn."""
    st = state(client, table)
    for seat, have in enumerate(st["scrolls"]):
        back = {c: -n for c, n in have.items() if n}
        if back:
            act(client, table, {"type": "adjust", "seat": seat, "scrolls": back}, "host")
    for seat, want in enumerate(held):
        act(client, table, {"type": "adjust", "seat": seat, "scrolls": want}, "host")
    return state(client, table)


def everyone_passes(client: FlaskClient, table: dict) -> dict:
    """A round of passes, sung, and the next one declared: a round with no Collect or Search."""
    st = state(client, table)
    while st["phase"] == "seeking":
        st = act(client, table, {"type": "pass"}, st["turn"])["state"]
    act(client, table, {"type": "sing"}, "host")
    st = state(client, table)
    return act(client, table, {"type": "declare", "color": "Red"}, st["starting"])["state"]


def test_an_empty_inn_nobody_can_pay_from_is_stuck_and_the_host_ends_it(
    http_new_table: Callable[..., dict], http: FlaskClient
) -> None:
    client = http  # over HTTP: the history is served there
    table = started(http_new_table, client, n=4)
    st = state(client, table)
    assert st["stalled"] is None
    # Ten Scrolls of one colour each: the Inn is empty and every card asks for colours mixed.
    st = hoard(client, table, [{c: bs.SCROLLS_PER_COLOUR} for c in bs.SCROLL_COLOURS])
    assert sum(st["inn"].values()) == 0
    assert st["stalled"] == "Stuck: empty Inn, nobody can pay"
    german = client.get(f"/api/tables/{table['code']}", headers={"Accept-Language": "de"}).json["state"]["stalled"]
    assert german and german != st["stalled"]
    # Only the host ends it: a player (or the host acting for one) is refused with a reason.
    refused = act(client, table, {"type": "end_here"}, 1, status=400)
    assert refused["error"]["code"] == "host_only"
    act(client, table, {"type": "end_here", "by": 1}, "host", status=400)
    st = act(client, table, {"type": "end_here"}, "host")["state"]
    assert st["phase"] == "ended" and st["stalled"] is None
    # The rulebook's tally: all on 0 VP and 10 Scrolls: a shared victory of four.
    assert [s["place"] for s in st["standings"]] == [1, 1, 1, 1]
    assert st["won"]["seats"] == [0, 1, 2, 3]
    plays = export.from_json(client.get("/history.json?game=bard-saga").get_data(as_text=True))
    assert [sorted(p.winners()) for p in plays] == [["Ann", "Bob", "Cid", "Dee"]]
    assert "stalled game in round 1" in client.get(f"/api/tables/{table['code']}").json["log"][-1]["text"]
    # An undo takes the end back: the game goes on and the history forgets the play.
    st = act(client, table, {"type": "undo"}, "host")["state"]
    assert st["phase"] == "seeking" and st["stalled"]
    assert export.from_json(client.get("/history.json?game=bard-saga").get_data(as_text=True)) == []


def test_the_tie_breakers_decide_an_early_end(new_table: Callable[..., dict], client: FlaskClient) -> None:
    table = started(new_table, client, n=4)
    hoard(client, table, [{"Red": 10}, {"Blue": 10}, {"Yellow": 9}, {"Green": 10}])
    give(client, table, 2, {"Yellow": 10})  # the Inn's last Scroll
    for seat, vp in enumerate([3, 5, 5, 1]):
        act(client, table, {"type": "adjust", "seat": seat, "vp": vp}, "host")
    act(client, table, {"type": "adjust", "seat": 1, "scrolls": {"Blue": -1}}, "host")
    act(client, table, {"type": "adjust", "seat": 0, "scrolls": {"Blue": 1}}, "host")  # the Inn empty again
    st = act(client, table, {"type": "end_here"}, "host")["state"]
    # Bob and Cid tie on 5 VP; Cid holds 10 Scrolls to Bob's 9.
    assert [(s["seat"], s["place"]) for s in st["standings"]] == [(2, 1), (1, 2), (0, 3), (3, 4)]
    line = "Tie on VP, won on the most Scrolls"
    assert st["won"] == {"seats": [2], "by": "tie broken on most Scroll cards", "line": line}


def test_rounds_of_passing_with_an_empty_inn_are_a_stall_after_two(
    new_table: Callable[..., dict], client: FlaskClient
) -> None:
    table = started(new_table, client, n=4)
    # Every Scroll held, in mixed colours (each player could pay a card): the Inn is empty.
    mixed = {"Red": 3, "Blue": 3, "Yellow": 2, "Green": 2}
    hoard(client, table, [mixed, mixed, {c: 5 - n for c, n in mixed.items()}, {c: 5 - n for c, n in mixed.items()}])
    st = state(client, table)
    assert sum(st["inn"].values()) == 0 and st["stalled"] is None  # they can pay: not stuck yet
    st = everyone_passes(client, table)
    assert st["stalled"] is None  # one quiet round is common
    st = everyone_passes(client, table)
    assert st["stalled"] == "Stalled: 2 rounds, no Collect or Search"
    assert act(client, table, {"type": "end_here"}, "host")["state"]["phase"] == "ended"
