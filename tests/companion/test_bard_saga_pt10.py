"""Bard Saga after the blind playtest pt10 (issue #26): the art matched by eye, ending the game now, the last log line.

pt10: the rulebook names no arts, yet the app asked for "Art 1-8"; a table that stops for the night
could not be closed as a play; the last Singing Victory named a Starting Player for a round that never comes.
"""

from __future__ import annotations

from collections.abc import Callable

from flask.testing import FlaskClient

from companion.plays import export
from tests.companion.test_bard_saga import give, started, state
from tests.conftest import act


def legend_on_top(client: FlaskClient, table: dict) -> None:
    """Ann plays a Red Story (no Legend yet), then Bob uncovers the top-left Legend: Cid's turn."""
    act(client, table, {"type": "play", "color": "Red"}, 0)
    give(client, table, 1, state(client, table)["need"][0]["scrolls"])
    act(client, table, {"type": "collect", "deck": 0}, 1)
    give(client, table, 2, state(client, table)["need"][0]["scrolls"])


def test_a_search_gives_its_art_to_the_played_stories_that_show_it(
    new_table: Callable[..., dict], client: FlaskClient
) -> None:
    table = started(new_table, client, n=3)
    legend_on_top(client, table)
    st = act(client, table, {"type": "search", "deck": 0, "color": "Blue", "art": "harp", "stories": [[0, 0]]}, 2)[
        "state"
    ]
    assert st["played"][0] == [{"color": "Red", "art": "harp", "face_down": False}]
    assert st["legends"][-1]["art"] == "harp"
    text = client.get(f"/api/tables/{table['code']}").json["log"][-1]["text"]
    assert text.endswith("+2 VP (for 1 Blue, 1 Yellow, 1 Green); the same art on Stories of: Ann"), text
    # Ann's Red Story now scores the Legend's art at the Singing: +1 VP (Blue Legend: not its colour).
    for seat in (0, 1, 2):
        act(client, table, {"type": "pass"}, seat)
    assert act(client, table, {"type": "sing"}, "host")["state"]["sung"]["legend_vp"] == [1, 0, 0]


def test_a_legend_searched_without_a_name_is_known_by_its_order(
    new_table: Callable[..., dict], client: FlaskClient
) -> None:
    table = started(new_table, client, n=3)
    legend_on_top(client, table)
    st = act(client, table, {"type": "search", "deck": 0, "color": "Blue"}, 2)["state"]
    art = st["legends"][-1]["art"]
    assert art  # a key every phone shares, so a Story played "with the same art" matches it
    log = client.get(f"/api/tables/{table['code']}").json["log"]
    st = act(client, table, {"type": "play", "color": "Green", "art": art}, 0)["state"]
    assert st["played"][0][-1]["art"] == art
    text = client.get(f"/api/tables/{table['code']}").json["log"][-1]["text"]
    assert text == "Ann plays a Green Story with the same art as the Legend", (text, log[-1])


def test_bad_stories_in_a_search_are_a_400_naming_the_problem(
    new_table: Callable[..., dict], client: FlaskClient
) -> None:
    table = started(new_table, client, n=3)
    act(client, table, {"type": "play", "color": "Blue", "face_down": True}, 0)
    give(client, table, 1, state(client, table)["need"][0]["scrolls"])
    act(client, table, {"type": "collect", "deck": 0}, 1)
    give(client, table, 2, state(client, table)["need"][0]["scrolls"])
    for bad in ([[0, 5]], [[9, 0]], [0, 0], "x", [["0", 0]], [[True, 0]]):
        r = act(client, table, {"type": "search", "deck": 0, "color": "Red", "stories": bad}, 2, status=400)
        assert r["error"]["code"] == "bad_field" and "[seat, index]" in r["error"]["message"], bad
    r = act(client, table, {"type": "search", "deck": 0, "color": "Red", "stories": [[0, 0]]}, 2, status=400)
    assert r["error"]["message"] == "a face-down Story shows no art"
    assert state(client, table)["legends"] == []


def test_the_host_ends_a_game_that_can_go_on_and_it_is_a_play(
    http_new_table: Callable[..., dict], http: FlaskClient
) -> None:
    client = http
    table = started(http_new_table, client, n=3)
    act(client, table, {"type": "adjust", "seat": 1, "vp": 3}, "host")
    assert state(client, table)["stalled"] is None  # the game can go on
    assert act(client, table, {"type": "end_here"}, 1, status=400)["error"]["code"] == "host_only"
    st = act(client, table, {"type": "end_here"}, "host")["state"]
    assert st["phase"] == "ended" and st["won"]["seats"] == [1]
    log = client.get(f"/api/tables/{table['code']}").json["log"]
    assert log[-1]["text"] == "The host ends the game in round 1: the most VP wins, then the most Scrolls"
    plays = export.from_json(client.get("/history.json?game=bard-saga").get_data(as_text=True))
    assert [p.winners() for p in plays] == [["Bob"]]
    again = act(client, table, {"type": "end_here"}, "host", status=400)["error"]
    assert again["code"] != "not_started" and again["message"], again  # over: said so, not "not started"


def test_a_game_ended_at_the_next_rounds_declaration_is_ended_in_that_round(
    new_table: Callable[..., dict], client: FlaskClient
) -> None:
    """pt83: every phone said "Round 2 · Declare", and the host's end said "in round 1" (the round just sung)."""
    table = started(new_table, client, n=2)
    for seat in (0, 1):
        act(client, table, {"type": "pass"}, seat)
    st = act(client, table, {"type": "sing"}, "host")["state"]
    assert st["phase"] == "declaring" and st["round"] == 1  # the round sung; its declaration opens round 2
    st = act(client, table, {"type": "end_here"}, "host")["state"]
    assert st["phase"] == "ended" and st["round"] == 2
    log = client.get(f"/api/tables/{table['code']}").json["log"]
    assert log[-1]["text"] == "The host ends the game in round 2: the most VP wins, then the most Scrolls"


def test_the_game_cannot_end_before_it_is_set_up(new_table: Callable[..., dict], client: FlaskClient) -> None:
    table = new_table("bard-saga", ["Ann", "Bob"])
    r = act(client, table, {"type": "end_here"}, "host", status=400)
    assert r["error"]["code"] == "not_started"


def test_the_last_singing_names_no_next_starting_player(new_table: Callable[..., dict], client: FlaskClient) -> None:
    table = started(new_table, client, n=2)
    for deck in (0, 1, 2, 3, 5, 6, 7, 8):  # the eight Legend decks round the centre
        for kind in ("collect", "search"):
            st = state(client, table)
            seat = st["turn"]
            give(client, table, seat, st["need"][deck]["scrolls"])
            st = act(client, table, {"type": kind, "deck": deck, "color": "Red"}, seat)["state"]
    assert st["last_round"]
    while st["phase"] == "seeking":
        st = act(client, table, {"type": "pass"}, st["turn"])["state"]
    st = act(client, table, {"type": "sing"}, "host")["state"]
    while st["phase"] == "returning":
        seat = int(next(iter(st["returning"])))
        n, back, have = st["returning"][str(seat)], {}, dict(st["scrolls"][seat])
        for c in have:
            take = min(n - sum(back.values()), have[c])
            if take > 0:
                back[c] = take
        st = act(client, table, {"type": "give_back", "scrolls": back, "by": seat}, "host")["state"]
    assert st["phase"] == "ended"
    sang = [e for e in client.get(f"/api/tables/{table['code']}").json["log"] if e["type"] == "sang"]
    assert sang[-1]["text"].startswith("Singing Victory: ")
    assert "Starting Player" not in sang[-1]["text"]


def test_a_correction_of_the_field_says_who_made_it(new_table: Callable[..., dict], client: FlaskClient) -> None:
    """pt17 leftover: "The centre deck shows a Yellow Story" named nobody, though any phone may change it."""
    table = started(new_table, client, n=3)
    act(client, table, {"type": "set_top", "deck": 4, "color": "Yellow"}, 1)
    act(client, table, {"type": "place_story", "deck": 2, "color": "Red"}, "host")
    log = client.get(f"/api/tables/{table['code']}/log").json
    # pt81: "told", not "changed": the same line tells the new top after a Collect, which read as a correction.
    assert log[-2]["text"].endswith("Yellow Story (told by Bob)"), log[-2]["text"]
    assert log[-1]["text"].endswith("(told by the host)"), log[-1]["text"]
