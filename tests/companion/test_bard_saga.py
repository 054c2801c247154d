"""Bard Saga over the API: setup, every action, bad input, undo, the end and its tie rules."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from flask.testing import FlaskClient

from scoring import bard_saga as bs
from tests.conftest import act

FIELD = ["Red", "Blue", "Green", "Yellow", "White", "Red", "Blue", "Green", "Yellow"]


def state(client: FlaskClient, table: dict) -> dict:
    """The public view of the table."""
    return client.get(f"/api/tables/{table['code']}").json["state"]


def started(new_table: Callable[..., dict], client: FlaskClient, n: int = 2, **options: Any) -> dict:
    """A table with its Field told, Ann as Starting Player and white declared Green."""
    names = ["Ann", "Bob", "Cid", "Dee", "Eve", "Fay"][:n]
    table = new_table("bard-saga", names, options or None)
    act(client, table, {"type": "set_field", "colors": FIELD}, "host")
    act(client, table, {"type": "choose_starting", "seat": 0}, "host")
    act(client, table, {"type": "declare", "color": "Green"}, 0)
    return table


def conserved(st: dict) -> bool:
    """Every colour's Scrolls are either in the Inn or with a player, ten in all."""
    return all(st["inn"][c] + sum(p[c] for p in st["scrolls"]) == bs.SCROLLS_PER_COLOUR for c in bs.SCROLL_COLOURS)


def give(client: FlaskClient, table: dict, seat: int, need: dict[str, int]) -> None:
    """Top a player's Scrolls up from the Inn to pay `need` (a card effect, for the test's speed)."""
    have = state(client, table)["scrolls"][seat]
    delta = {c: n - have[c] for c, n in need.items() if n > have[c]}
    if delta:
        act(client, table, {"type": "adjust", "seat": seat, "scrolls": delta}, "host")


# -- setup ----------------------------------------------------------------------------------------


@pytest.mark.parametrize("n", [2, 3, 4, 5, 6])
def test_setup_two_scrolls_each_from_the_inn(new_table: Callable[..., dict], client: FlaskClient, n: int) -> None:
    table = new_table("bard-saga", [f"P{i}" for i in range(n)])
    st = state(client, table)
    assert st["phase"] == "setup"
    assert [sum(s.values()) for s in st["scrolls"]] == [bs.STARTING_SCROLLS] * n
    assert sum(st["inn"].values()) == 40 - 2 * n
    assert conserved(st)
    assert [d["legend"] for d in st["field"]] == [True] * 4 + [False] + [True] * 4
    assert st["need"][4] == {"scrolls": {}, "unknown": [1, 3, 4, 5, 7]}


@pytest.mark.parametrize("n", [1, 7])
def test_player_count_is_two_to_six(client: FlaskClient, n: int) -> None:
    r = client.post("/api/tables", json={"game": "bard-saga", "players": [f"P{i}" for i in range(n)]})
    assert r.status_code == 400
    assert "2 to 6 players" in r.json["error"]["message"]


def test_setup_screen_says_two_to_six(http: FlaskClient) -> None:
    page = http.get("/new/bard-saga").get_data(as_text=True)
    assert "Players (2–6)" in page
    assert "Played with 2 to 6 players (the rulebook does not say how many)." in page


def test_setup_needs_the_field_and_the_starting_player_before_declaring(
    new_table: Callable[..., dict], client: FlaskClient
) -> None:
    table = new_table("bard-saga", ["Ann", "Bob"])
    r = act(client, table, {"type": "declare", "color": "Red"}, "host", status=400)
    assert "Starting Player" in r["error"]["message"]
    act(client, table, {"type": "choose_starting", "seat": 1}, "host")
    for deck, colour in enumerate(FIELD[:8]):
        act(client, table, {"type": "set_top", "deck": deck, "color": colour}, 0)
    r = act(client, table, {"type": "declare", "color": "Red"}, 1, status=400)
    assert "bottom-right" in r["error"]["message"]
    act(client, table, {"type": "set_top", "deck": 8, "color": "Yellow"}, 0)
    r = act(client, table, {"type": "declare", "color": "Red"}, 0, status=400)
    assert "Bob, the Starting Player" in r["error"]["message"]
    st = act(client, table, {"type": "declare", "color": "Red"}, 1)["state"]
    assert (st["phase"], st["round"], st["white"], st["turn"]) == ("seeking", 1, "Red", 1)


# -- the Field on every phone -----------------------------------------------------------------------


def test_requirements_follow_the_declared_colour_and_the_diagonal_option(
    new_table: Callable[..., dict], client: FlaskClient
) -> None:
    st = state(client, started(new_table, client))
    # Deck 1 (Blue) touches Red, Green and the centre White (= Green).
    assert st["need"][1]["scrolls"] == {"Blue": 1, "Red": 1, "Green": 2}
    st = state(client, started(new_table, client, diagonal=True))
    # Deck 0 (Red) with diagonals touches Blue, Yellow and the centre White (= Green).
    assert st["need"][0]["scrolls"] == {"Red": 1, "Blue": 1, "Yellow": 1, "Green": 1}


# -- Seeking Story ---------------------------------------------------------------------------------


def test_collect_pays_the_inn_scores_and_reveals_the_legend(
    new_table: Callable[..., dict], client: FlaskClient
) -> None:
    table = started(new_table, client)
    need = state(client, table)["need"][0]["scrolls"]  # Red, touching Blue and Yellow
    assert need == {"Red": 1, "Blue": 1, "Yellow": 1}
    r = act(client, table, {"type": "collect", "deck": 0}, 0, status=400)
    assert "Ann needs" in r["error"]["message"]
    give(client, table, 0, need)
    before = state(client, table)
    st = act(client, table, {"type": "collect", "deck": 0}, 0)["state"]
    assert st["vp"][0] == 1
    assert all(st["scrolls"][0][c] == before["scrolls"][0][c] - need.get(c, 0) for c in bs.SCROLL_COLOURS)
    assert all(st["inn"][c] == before["inn"][c] + need.get(c, 0) for c in bs.SCROLL_COLOURS)
    assert bs.top_card(st["field"][0]) == "Legend"
    assert st["need"][0]["scrolls"] == {"Green": 1, "Blue": 1, "Yellow": 1}  # the Legend is white = Green
    assert st["turn"] == 1 and conserved(st)


def test_collect_from_the_centre_asks_for_the_next_colour(new_table: Callable[..., dict], client: FlaskClient) -> None:
    table = started(new_table, client)
    give(client, table, 0, state(client, table)["need"][4]["scrolls"])
    st = act(client, table, {"type": "collect", "deck": 4}, 0)["state"]
    assert st["field"][4] == {"stories": 2, "top": None, "legend": False}
    assert st["need"][1]["unknown"] == [4]
    give(client, table, 1, {"Blue": 1, "Red": 1})
    r = act(client, table, {"type": "collect", "deck": 1}, 1, status=400)
    assert "first tell the top colour of: centre" in r["error"]["message"]
    act(client, table, {"type": "set_top", "deck": 4, "color": "Yellow"}, 1)
    give(client, table, 1, state(client, table)["need"][4]["scrolls"])
    st = act(client, table, {"type": "collect", "deck": 4, "next": "Red"}, 1)["state"]
    assert st["field"][4] == {"stories": 1, "top": "Red", "legend": False}
    r = act(client, table, {"type": "collect", "deck": 4, "next": "Red"}, 0, status=400)
    assert "no Story card is left under" in r["error"]["message"]


def test_search_legend_scores_two_and_keeps_the_top_legend(new_table: Callable[..., dict], client: FlaskClient) -> None:
    table = started(new_table, client)
    give(client, table, 0, state(client, table)["need"][0]["scrolls"])
    act(client, table, {"type": "collect", "deck": 0}, 0)
    r = act(client, table, {"type": "search", "deck": 0, "color": "Red"}, 0, status=400)
    assert "it is Bob's turn, not Ann's" in r["error"]["message"]
    r = act(client, table, {"type": "search", "deck": 1, "color": "Red"}, 1, status=400)
    assert "does not show a Legend" in r["error"]["message"]
    give(client, table, 1, state(client, table)["need"][0]["scrolls"])
    st = act(client, table, {"type": "search", "deck": 0, "color": "Red", "art": " Harp "}, 1)["state"]
    assert st["vp"][1] == 2
    assert st["legends"] == [{"color": "Red", "art": "Harp", "seat": 1, "round": 1}]
    assert st["legends_left"] == 7 and not st["last_round"]
    assert bs.top_card(st["field"][0]) is None and st["need"][0] is None
    r = act(client, table, {"type": "collect", "deck": 0}, 0, status=400)
    assert "empty" in r["error"]["message"]


def test_pass_order_and_turns_skip_who_passed(new_table: Callable[..., dict], client: FlaskClient) -> None:
    table = started(new_table, client, n=3)
    act(client, table, {"type": "pass"}, 0)
    act(client, table, {"type": "play", "color": "Red"}, 1)
    st = act(client, table, {"type": "pass"}, 2)["state"]
    assert st["turn"] == 1  # Ann passed: Bob again
    st = act(client, table, {"type": "pass"}, 1)["state"]
    assert st["passed"] == [0, 2, 1]
    assert (st["phase"], st["turn"]) == ("singing", None)
    r = act(client, table, {"type": "play", "color": "Red"}, 1, status=400)
    assert "time to sing" in r["error"]["message"]


def test_host_without_by_acts_for_the_seat_whose_turn_it_is(
    new_table: Callable[..., dict], client: FlaskClient
) -> None:
    table = started(new_table, client)
    st = act(client, table, {"type": "play", "color": "Blue"}, "host")["state"]
    assert st["played"][0] == [{"color": "Blue", "art": "", "face_down": False}]


# -- Singing Victory -----------------------------------------------------------------------------------


def test_singing_victory_in_one_tap(new_table: Callable[..., dict], client: FlaskClient) -> None:
    table = started(new_table, client, n=3)
    give(client, table, 2, state(client, table)["need"][2]["scrolls"])
    act(client, table, {"type": "play", "color": "Red", "art": "Harp"}, 0)
    act(client, table, {"type": "pass"}, 1)
    act(client, table, {"type": "collect", "deck": 2}, 2)
    act(client, table, {"type": "play", "color": "White", "art": "Ship"}, 0)
    give(client, table, 2, state(client, table)["need"][2]["scrolls"])
    act(client, table, {"type": "search", "deck": 2, "color": "Green", "art": "harp"}, 2)
    act(client, table, {"type": "play", "color": "Blue", "face_down": True}, 0)
    act(client, table, {"type": "flip", "seat": 0, "index": 2}, 2)  # a card effect turns it face up
    act(client, table, {"type": "flip", "seat": 0, "index": 2}, 2)  # and down again
    act(client, table, {"type": "pass"}, 2)
    before = act(client, table, {"type": "pass"}, 0)["state"]
    st = act(client, table, {"type": "sing"}, 1)["state"]
    sung = st["sung"]
    assert sung["order"] == [1, 2, 0]  # from Bob, the first to pass, clockwise
    assert sung["legend"]["color"] == "Green"
    assert sung["gains"][0]["Red"] == 1 and sum(sung["gains"][0].values()) == 3  # Red, White=Green, random
    assert len(sung["drawn"][0]) == 1
    # Legend Green/harp: White (= Green) +1, Red Harp +1; the face-down Story shows nothing.
    assert sung["legend_vp"] == [2, 0, 0]
    assert st["vp"][0] == before["vp"][0] + 2
    assert st["starting"] == 1 and st["phase"] == "declaring" and st["turn"] == 1
    assert st["white"] is None  # Green was last round's: nothing is costed with it any more
    assert conserved(st)
    r = act(client, table, {"type": "declare", "color": "Red"}, 0, status=400)
    assert "Bob, the Starting Player" in r["error"]["message"]
    st = act(client, table, {"type": "declare", "color": "Yellow"}, 1)["state"]
    assert (st["round"], st["white"], st["turn"], st["played"], st["passed"]) == (2, "Yellow", 1, [[], [], []], [])


def test_colour_run_out_gives_no_compensation(new_table: Callable[..., dict], client: FlaskClient) -> None:
    table = started(new_table, client)
    inn_red = state(client, table)["inn"]["Red"]
    act(client, table, {"type": "adjust", "seat": 1, "scrolls": {"Red": inn_red}}, "host")
    act(client, table, {"type": "play", "color": "Red"}, 0)
    act(client, table, {"type": "pass"}, 1)
    act(client, table, {"type": "pass"}, 0)
    st = act(client, table, {"type": "sing"}, 0)["state"]
    assert st["sung"]["gains"][0] == {} and st["inn"]["Red"] == 0 and conserved(st)


def sung_over_the_limit(client: FlaskClient, table: dict) -> dict:
    """Ann sings her way over ten Scrolls (8 Yellow and three Stories); the state after singing."""
    have = state(client, table)["scrolls"][0]
    act(client, table, {"type": "adjust", "seat": 0, "scrolls": {"Yellow": 8 - have["Yellow"]}}, "host")
    act(client, table, {"type": "play", "color": "Red"}, 0)
    act(client, table, {"type": "pass"}, 1)
    act(client, table, {"type": "play", "color": "Blue"}, 0)
    act(client, table, {"type": "play", "color": "Yellow"}, 0)
    act(client, table, {"type": "pass"}, 0)
    return act(client, table, {"type": "sing"}, 0)["state"]


def test_scroll_limit_the_player_chooses_what_to_give_back(new_table: Callable[..., dict], client: FlaskClient) -> None:
    table = started(new_table, client)
    st = sung_over_the_limit(client, table)
    over = sum(st["scrolls"][0].values()) - 10
    assert over > 0 and st["phase"] == "returning" and st["returning"] == {"0": over}
    r = act(client, table, {"type": "declare", "color": "Red"}, 1, status=400)
    assert "give some back first" in r["error"]["message"]
    r = act(client, table, {"type": "give_back", "scrolls": {"Yellow": over + 1}}, 0, status=400)
    assert f"exactly {over}" in r["error"]["message"]
    r = act(client, table, {"type": "give_back", "scrolls": {"Yellow": over}}, 1, status=400)
    assert "Bob holds no more than ten" in r["error"]["message"]
    st = act(client, table, {"type": "give_back", "scrolls": {"Yellow": over}}, 0)["state"]
    assert sum(st["scrolls"][0].values()) == 10 and st["phase"] == "declaring" and conserved(st)


# -- bad input and undo ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("action", "words"),
    [
        ({"type": "fly"}, "no action 'fly'"),
        ({"type": "play"}, "needs 'color'"),
        ({"type": "play", "color": "Purple"}, "'color' must be one of"),
        ({"type": "play", "color": "Red", "face_down": "yes"}, "'face_down' must be true or false"),
        ({"type": "play", "color": "Red", "art": "x" * 30}, "'art' must be a short name"),
        ({"type": "collect", "deck": 9}, "'deck' must be between 0 and 8"),
        ({"type": "collect", "deck": "4"}, "'deck' must be a whole number"),
        ({"type": "search", "deck": 0, "color": "Red"}, "does not show a Legend"),
        ({"type": "set_top", "deck": 0, "color": "Pink"}, "'color' must be one of"),
        ({"type": "set_field", "colors": ["Red"]}, "cannot set the whole Field now"),
        ({"type": "choose_starting", "seat": 1}, "cannot choose the Starting Player now"),
        ({"type": "declare", "color": "White"}, "cannot declare"),
        ({"type": "sing"}, "cannot sing"),
        ({"type": "give_back", "scrolls": {"Red": 1}}, "cannot give Scrolls back now"),
        ({"type": "flip", "seat": 0, "index": 0}, "Ann has played no Story"),
        ({"type": "adjust", "seat": 0}, "needs 'scrolls' or 'vp'"),
        ({"type": "adjust", "seat": 0, "scrolls": {"Gold": 1}}, "'Gold' is not a Scroll colour"),
        ({"type": "adjust", "seat": 0, "scrolls": {"Red": -5}}, "Ann holds only"),
        ({"type": "adjust", "seat": 0, "scrolls": []}, "'scrolls' must be an object"),
        ({"type": "adjust", "seat": 0, "vp": -1}, "Ann has only 0 VP"),
        ({"type": "adjust", "seat": 0, "vp": True}, "'vp' must be a whole number"),
        ({"type": "adjust", "seat": 5, "vp": 1}, "'seat' must be between 0 and 1"),
    ],
)
def test_bad_input_is_a_400_naming_the_problem(
    new_table: Callable[..., dict], client: FlaskClient, action: dict, words: str
) -> None:
    table = started(new_table, client)
    before = state(client, table)
    r = act(client, table, action, 0, status=400)
    assert words in r["error"]["message"]
    assert state(client, table) == before  # nothing half-applied


def test_the_inn_cannot_give_what_it_does_not_hold(new_table: Callable[..., dict], client: FlaskClient) -> None:
    table = started(new_table, client)
    inn = state(client, table)["inn"]["Blue"]
    act(client, table, {"type": "adjust", "seat": 1, "scrolls": {"Blue": inn - 1}}, "host")
    r = act(client, table, {"type": "adjust", "seat": 0, "scrolls": {"Blue": 2}}, "host", status=400)
    assert "the Inn holds only 1 Blue" in r["error"]["message"]


@pytest.mark.parametrize(
    "action",
    [
        {"type": "play", "color": "Red"},
        {"type": "collect", "deck": 0},
        {"type": "pass"},
        {"type": "set_top", "deck": 4, "color": "Red"},
        {"type": "place_story", "deck": 4, "color": "Blue"},
        {"type": "adjust", "seat": 1, "scrolls": {"Green": 1}, "vp": 3},
    ],
    ids=lambda a: a["type"],
)
def test_undo_of_each_seeking_action(new_table: Callable[..., dict], client: FlaskClient, action: dict) -> None:
    table = started(new_table, client)
    give(client, table, 0, state(client, table)["need"][0]["scrolls"])
    before = state(client, table)
    act(client, table, action, 0)
    assert state(client, table) != before
    act(client, table, {"type": "undo"}, "host")
    assert state(client, table) == before


def test_undo_of_search_sing_give_back_and_declare(new_table: Callable[..., dict], client: FlaskClient) -> None:
    table = started(new_table, client)
    give(client, table, 0, state(client, table)["need"][0]["scrolls"])
    act(client, table, {"type": "collect", "deck": 0}, 0)
    give(client, table, 1, state(client, table)["need"][0]["scrolls"])
    steps = [
        ({"type": "search", "deck": 0, "color": "Red"}, 1),
        ({"type": "play", "color": "Yellow"}, 0),
        ({"type": "adjust", "seat": 0, "scrolls": {"Yellow": 1}}, "host"),
        ({"type": "pass"}, 1),
        ({"type": "pass"}, 0),
    ]
    for action, who in steps:
        act(client, table, action, who)
    have = sum(state(client, table)["scrolls"][0].values())
    act(client, table, {"type": "adjust", "seat": 0, "scrolls": _fill(state(client, table), 0, 10 - have)}, "host")
    for kind in ("sing", "give_back"):
        before = state(client, table)
        action: dict[str, Any] = {"type": kind}
        if kind == "give_back":
            action["scrolls"] = _pick(before["scrolls"][0], before["returning"]["0"])
        act(client, table, action, 0)
        act(client, table, {"type": "undo"}, "host")
        assert state(client, table) == before
        act(client, table, {"type": "redo"}, "host")
    before = state(client, table)
    assert before["phase"] == "declaring"
    act(client, table, {"type": "declare", "color": "Blue"}, 1)
    act(client, table, {"type": "undo"}, "host")
    assert state(client, table) == before


def test_only_the_new_starting_player_declares_the_next_round(
    new_table: Callable[..., dict], client: FlaskClient
) -> None:
    """Ann passed first, so she starts round 2: Bob's phone (or the host acting for Bob) cannot declare for her."""
    table = started(new_table, client)
    act(client, table, {"type": "pass"}, 0)
    act(client, table, {"type": "pass"}, 1)
    act(client, table, {"type": "sing"}, "host")
    assert state(client, table)["phase"] == "declaring"
    assert state(client, table)["starting"] == 0
    for who, action in ((1, {}), ("host", {"by": 1})):
        r = act(client, table, {"type": "declare", "color": "Blue", **action}, who, status=400)
        assert r["error"]["code"] == "not_starting_player"
        assert "Ann, the Starting Player, declares the colour" in r["error"]["message"]
    act(client, table, {"type": "declare", "color": "Blue"}, 0)
    texts = [e["text"] for e in client.get(f"/api/tables/{table['code']}").json["log"]]
    assert texts[-1] == "Round 2: Ann declares white cards Blue"


def _pick(held: dict[str, int], n: int) -> dict[str, int]:
    """`n` of the Scrolls a player holds, any colours."""
    out: dict[str, int] = {}
    for c in bs.SCROLL_COLOURS:
        take = min(held[c], n - sum(out.values()))
        if take:
            out[c] = take
    return out


def _fill(st: dict, seat: int, n: int) -> dict[str, int]:
    """`n` Scrolls from the Inn, any colours."""
    out: dict[str, int] = {}
    for c in bs.SCROLL_COLOURS:
        take = min(st["inn"][c], n - sum(out.values()))
        if take:
            out[c] = take
    return out


# -- the end and its tie rules -----------------------------------------------------------------------------


def play_to_last_round(new_table: Callable[..., dict], client: FlaskClient) -> dict:
    """Two players find all eight Legends in round 1 (Scrolls topped up as card effects)."""
    table = started(new_table, client)
    outer = [0, 1, 2, 3, 5, 6, 7, 8]
    for deck in outer:
        for kind in ("collect", "search"):
            st = state(client, table)
            seat = st["turn"]
            give(client, table, seat, st["need"][deck]["scrolls"])
            act(client, table, {"type": kind, "deck": deck, "color": "Red"}, seat)
    st = state(client, table)
    assert st["legends_left"] == 0 and st["last_round"] and st["phase"] == "seeking"
    return table


def test_the_eighth_legend_makes_it_the_last_round(new_table: Callable[..., dict], client: FlaskClient) -> None:
    table = play_to_last_round(new_table, client)
    st = state(client, table)
    assert st["vp"] == [8, 16]  # Ann collected the eight Stories (+1), Bob searched the Legends (+2)
    act(client, table, {"type": "pass"}, st["turn"])
    st = act(client, table, {"type": "play", "color": "Red"}, 1 - st["turn"])["state"]
    assert st["phase"] == "seeking"  # the last round goes on until everyone passes
    act(client, table, {"type": "pass"}, st["turn"])
    st = act(client, table, {"type": "sing"}, 0)["state"]
    assert st["phase"] == "ended" and st["standings"] is not None
    r = act(client, table, {"type": "declare", "color": "Red"}, 0, status=400)
    assert "the game is over" in r["error"]["message"]


def finish_with(client: FlaskClient, table: dict, vp: list[int], scrolls: list[int]) -> dict:
    """Set VP and Scroll totals (as card effects), then everyone passes and sings."""
    st = state(client, table)
    for seat in (0, 1):
        act(client, table, {"type": "adjust", "seat": seat, "vp": vp[seat] - st["vp"][seat]}, "host")
        have = st["scrolls"][seat]
        back = {c: -have[c] for c in bs.SCROLL_COLOURS if have[c]}
        if back:
            act(client, table, {"type": "adjust", "seat": seat, "scrolls": back}, "host")
        if scrolls[seat]:
            fill = _fill(state(client, table), seat, scrolls[seat])
            act(client, table, {"type": "adjust", "seat": seat, "scrolls": fill}, "host")
    first = state(client, table)["turn"]
    act(client, table, {"type": "pass"}, first)
    act(client, table, {"type": "pass"}, 1 - first)
    return act(client, table, {"type": "sing"}, 0)["state"]


@pytest.mark.parametrize(
    ("vp", "scrolls", "places", "shared"),
    [
        pytest.param([15, 14], [0, 9], [1, 2], [False, False], id="most-vp-wins"),
        pytest.param([14, 14], [3, 4], [2, 1], [False, False], id="tie-most-scrolls-wins"),
        pytest.param([14, 14], [4, 4], [1, 1], [True, True], id="still-tied-shared-victory"),
    ],
)
def test_end_and_tie_rules(
    http_new_table: Callable[..., dict],
    http: FlaskClient,
    vp: list[int],
    scrolls: list[int],
    places: list[int],
    shared: list[bool],
) -> None:
    table = play_to_last_round(http_new_table, http)
    st = finish_with(http, table, vp, scrolls)
    assert st["phase"] == "ended"
    by_seat = {s["seat"]: s for s in st["standings"]}
    assert [by_seat[i]["place"] for i in (0, 1)] == places
    assert [by_seat[i]["shared"] for i in (0, 1)] == shared
    assert [by_seat[i]["key"] for i in (0, 1)] == [[vp[i], scrolls[i]] for i in (0, 1)]
    csv = http.get(f"/api/tables/{table['code']}/export.csv").get_data(as_text=True)
    assert csv.splitlines()[0] == "seat,name,vp,scrolls,red,blue,yellow,green,place"


def test_the_end_waits_for_scrolls_given_back(new_table: Callable[..., dict], client: FlaskClient) -> None:
    table = play_to_last_round(new_table, client)
    st = state(client, table)
    act(
        client,
        table,
        {"type": "adjust", "seat": 0, "scrolls": _fill(st, 0, 11 - sum(st["scrolls"][0].values()))},
        "host",
    )
    act(client, table, {"type": "pass"}, st["turn"])
    st = act(client, table, {"type": "pass"}, 1 - st["turn"])["state"]
    st = act(client, table, {"type": "sing"}, 0)["state"]
    assert st["phase"] == "returning" and st["standings"] is None
    c = next(c for c in bs.SCROLL_COLOURS if st["scrolls"][0][c])
    st = act(client, table, {"type": "give_back", "scrolls": {c: 1}}, 0)["state"]
    assert st["phase"] == "ended" and {s["seat"]: s["key"][1] for s in st["standings"]}[0] == 10


def test_vp_cards_are_made_from_the_supply(new_table: Callable[..., dict], client: FlaskClient) -> None:
    table = started(new_table, client)
    act(client, table, {"type": "adjust", "seat": 0, "vp": 24}, "host")
    st = act(client, table, {"type": "adjust", "seat": 1, "vp": 13}, "host")["state"]
    assert st["vp_cards"] == [{"10": 2, "3": 1, "1": 1}, {"10": 1, "3": 1}]
    assert st["vp_supply"] == {"1": 14, "3": 8, "10": 0}


def test_log_lines_say_what_happened(new_table: Callable[..., dict], client: FlaskClient) -> None:
    table = started(new_table, client)
    give(client, table, 0, {"Red": 1, "Blue": 1, "Yellow": 1})
    act(client, table, {"type": "collect", "deck": 0}, 0)
    give(client, table, 1, state(client, table)["need"][0]["scrolls"])
    act(client, table, {"type": "search", "deck": 0, "color": "Red", "art": "Harp"}, 1)
    act(client, table, {"type": "play", "color": "Red", "art": "Harp"}, 0)
    act(client, table, {"type": "pass"}, 1)
    act(client, table, {"type": "play", "color": "Blue", "face_down": True}, 0)
    act(client, table, {"type": "pass"}, 0)
    act(client, table, {"type": "sing"}, 0)
    texts = [e["text"] for e in client.get(f"/api/tables/{table['code']}").json["log"]]
    assert "Round 1: Ann declares white cards Green" in texts
    assert "Ann collects the Red Story: +1 VP (the top-left deck, for 1 Red, 1 Blue, 1 Yellow)" in texts
    # The rulebook's words for a card's picture: it names no art (pt4: "Harp" was the app's; pt42: "art of
    # Legend 1" was on no card either).
    assert "Bob searches the top-left Legend (Red): +2 VP (for 1 Blue, 1 Yellow, 1 Green)" in texts
    assert "Ann plays a Red Story with the same art as the Legend" in texts and "Ann plays a Story face down" in texts
    assert "Bob passes (1st)" in texts and "Ann passes (2nd)" in texts
    sang = texts[-1]
    # pt98: only who takes something is named; the others in a word.
    assert sang.startswith("Singing Victory: Ann takes ") and "(random: " in sang and "Bob" not in sang.split(".")[0]
    assert "; nobody else takes anything. " in sang
    # Red and Harp match the Legend; the random Scroll says who drew it (issue #14), beside it: at
    # the end of the line "(drawn by the app)" read as if the Starting Player had been drawn.
    assert ", drawn by the app), +2 VP; " in sang and sang.endswith(". Bob is the Starting Player")
