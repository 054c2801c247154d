"""Bard Saga after the blind playtest pt29 (issue #26): why a Singing Victory gives nothing, the ten-Scroll limit.

pt29: the summary said "takes nothing" without saying the Inn had run out of that colour (the
rulebook: "Players are not compensated"), and nobody could tell whether the limit of ten was applied.
"""

from __future__ import annotations

from collections.abc import Callable

from flask.testing import FlaskClient

from scoring import bard_saga as bs
from tests.companion.test_bard_saga import conserved, give, started, state
from tests.conftest import act


def sang_line(client: FlaskClient, table: dict) -> str:
    """The log line of the latest Singing Victory."""
    return [e for e in client.get(f"/api/tables/{table['code']}").json["log"] if e["type"] == "sang"][-1]["text"]


def test_a_player_who_gets_nothing_because_the_inn_ran_out_is_told_why(
    new_table: Callable[..., dict], client: FlaskClient
) -> None:
    table = started(new_table, client)
    inn_red = state(client, table)["inn"]["Red"]
    act(client, table, {"type": "adjust", "seat": 1, "scrolls": {"Red": inn_red}}, "host")  # Bob holds every Red
    act(client, table, {"type": "play", "color": "Red"}, 0)
    act(client, table, {"type": "play", "color": "Blue"}, 1)
    act(client, table, {"type": "play", "color": "Red"}, 0)
    act(client, table, {"type": "pass"}, 1)
    act(client, table, {"type": "pass"}, 0)
    st = act(client, table, {"type": "sing"}, 0)["state"]
    assert st["sung"]["gains"][0] == {} and st["sung"]["short"] == [{"Red": 2}, {}]
    assert "Ann takes nothing (the Inn is out of Red)" in sang_line(client, table)
    assert "Bob takes 1 Blue ·" in sang_line(client, table) + " ·"  # a paid one says no more


def test_a_face_down_story_with_the_inn_empty_says_so(new_table: Callable[..., dict], client: FlaskClient) -> None:
    table = started(new_table, client)
    inn = state(client, table)["inn"]
    act(client, table, {"type": "adjust", "seat": 1, "scrolls": dict(inn)}, "host")  # Bob empties the Inn
    act(client, table, {"type": "play", "color": "Red", "face_down": True}, 0)
    act(client, table, {"type": "pass"}, 1)
    act(client, table, {"type": "pass"}, 0)
    st = act(client, table, {"type": "sing"}, 0)["state"]
    assert st["sung"]["short"][0] == {"random": 1}
    assert "Ann takes nothing (the Inn is empty)" in sang_line(client, table)


def test_unpaid_counts_white_as_the_declared_colour_and_what_the_inn_gave() -> None:
    played = [{"color": "White"}, {"color": "Green"}, {"color": "Red"}, {"color": "Blue", "face_down": True}]
    # Declared Green: two Green owed, one given; the face-down draw gave a Green too (not a Green Story's).
    assert bs.unpaid(played, "Green", {"Green": 2, "Red": 1}, ["Green"]) == {"Green": 1}
    # The random one drawn Red instead: the Red Story's own Scroll is the one the Inn lacked.
    assert bs.unpaid(played, "Green", {"Green": 2, "Red": 1}, ["Red"]) == {"Red": 1}
    assert bs.unpaid(played, "Green", {"Green": 2, "Red": 1}, []) == {"random": 1}


def test_the_ten_scroll_limit_asks_who_is_over_it_in_the_last_round_too(
    new_table: Callable[..., dict], client: FlaskClient
) -> None:
    table = started(new_table, client, n=2)
    for deck in (0, 1, 2, 3, 5, 6, 7, 8):  # the eight Legends round the centre: the last round
        for kind in ("collect", "search"):
            st = state(client, table)
            give(client, table, st["turn"], st["need"][deck]["scrolls"])
            st = act(client, table, {"type": kind, "deck": deck, "color": "Red"}, st["turn"])["state"]
    assert st["last_round"] and st["phase"] == "seeking"
    seat = st["turn"]
    have = sum(st["scrolls"][seat].values())
    act(
        client,
        table,
        {"type": "adjust", "seat": seat, "scrolls": {"Yellow": min(10 - have, st["inn"]["Yellow"])}},
        "host",
    )
    for _ in range(2):
        st = act(client, table, {"type": "play", "color": "Blue"}, seat)["state"]
        if st["turn"] != seat:
            st = act(client, table, {"type": "pass"}, st["turn"])["state"]
    while st["phase"] == "seeking":
        st = act(client, table, {"type": "pass"}, st["turn"])["state"]
    st = act(client, table, {"type": "sing"}, "host")["state"]
    over = sum(st["scrolls"][seat].values()) - bs.SCROLL_LIMIT
    # Over ten after the last Singing Victory: the game waits for that player's choice before it ends.
    assert over > 0 and st["phase"] == "returning" and st["returning"] == {str(seat): over}
    st = act(client, table, {"type": "give_back", "scrolls": {"Yellow": over}, "by": seat}, "host")["state"]
    assert st["phase"] == "ended" and sum(st["scrolls"][seat].values()) == bs.SCROLL_LIMIT and conserved(st)
    assert (
        next(s for s in st["standings"] if s["seat"] == seat)["key"][1] == bs.SCROLL_LIMIT
    )  # the tie-break counts ten
