"""Tales of Danger over the API: setup, Acts, Act 3 voyages, the final round, scoring, undo."""

from __future__ import annotations

import json
from collections.abc import Callable

import pytest
from flask.testing import FlaskClient

from scoring.tales_of_danger.data import COST_CARDS
from tests.conftest import act, bearer

NAMES = ["Ann", "Bob", "Cid", "Dee", "Eve", "Fay"]
GAME = "tales-of-danger"


def state(client: FlaskClient, table: dict, seat: int | None = None) -> dict:
    """The table's state as a seat (or a spectator) sees it."""
    headers = bearer(table["seats"][seat]["token"]) if seat is not None else {}
    return client.get(f"/api/tables/{table['code']}", headers=headers).json["state"]


def seq(client: FlaskClient, table: dict) -> int:
    """The table's version."""
    return client.get(f"/api/tables/{table['code']}").json["seq"]


def opened(new_table: Callable[..., dict], n: int = 3, first: int | str = 0) -> dict:
    """A table of n players with the first seat starting."""
    return new_table(GAME, NAMES[:n], {"first_player": first})


def to_act3(client: FlaskClient, table: dict, ranks_by_seat: list[int] | None = None) -> dict:
    """Play Acts 1 and 2 quickly: each seat secures a Sponsor in turn, marks a full hand, Act 3 starts.

    `ranks_by_seat` picks each seat's Sponsor among those in play (default: seat i takes the i-th).
    """
    st = state(client, table)
    n = len(st["players"])
    ranks = ranks_by_seat or st["sponsors"][:n]
    for seat in range(n):
        act(client, table, {"type": "secure_sponsor", "rank": ranks[seat], "start": 2, "market": 2, "max": 6}, seat)
    for seat in range(n):
        act(client, table, {"type": "hand_full", "full": True}, seat)
    answer = act(client, table, {"type": "end_turn"}, 0)
    assert answer["state"]["phase"] == "act3"
    return answer["state"]


def prepare(client: FlaskClient, table: dict, seat: int, costs: list[str] | None = None) -> None:
    """Lay out a Segment (default: difficulty 1 with a Great Fishing! card, free to complete)."""
    costs = costs or ["great_fishing"]
    act(client, table, {"type": "prepare_segment", "difficulty": len(costs), "costs": costs}, seat)


def complete(
    client: FlaskClient, table: dict, seat: int, journal: int | None = 2, status: int = 200, **pay: object
) -> dict:
    """Complete the seat's Segment with a Journal, paying `crew`, `supplies`, `cancels`."""
    return act(client, table, {"type": "complete_segment", "journal": journal, **pay}, seat, status=status)


# -- setup --------------------------------------------------------------------------------------


@pytest.mark.parametrize(("n", "count"), [(2, 3), (3, 4), (4, 6), (5, 6), (6, 6)])
def test_sponsors_drawn_by_player_count_in_rank_order(new_table, client, n: int, count: int) -> None:
    for first in ("random", 1):
        st = state(client, new_table(GAME, NAMES[:n], {"first_player": first}))
        assert len(st["sponsors"]) == count and st["sponsors"] == sorted(set(st["sponsors"]))
        assert set(st["sponsors"]) <= {1, 2, 3, 4, 5, 6}
        assert 0 <= st["first_player"] < n and st["turn"] == st["first_player"]
        if first == 1:
            assert st["first_player"] == 1
        assert st["phase"] == "acts" and all(p["act"] == 1 and p["hand_limit"] == 7 for p in st["players"])


def test_no_solo_and_first_player_within_the_table(http) -> None:
    r = http.post("/api/tables", json={"game": GAME, "players": [{"name": "Solo"}]})
    assert r.status_code == 400
    r = http.post(
        "/api/tables", json={"game": GAME, "players": [{"name": "A"}, {"name": "B"}], "options": {"first_player": 2}}
    )
    assert r.status_code == 400 and "seat 2 is not one of the 2 seats" in r.json["error"]["message"]
    games = {g["id"]: g for g in http.get("/api/games").json}
    assert "no solo mode" in games[GAME]["summary"]


# -- Acts 1 and 2 -----------------------------------------------------------------------------


def test_securing_a_sponsor_moves_to_act2_with_its_hand_values(new_table, client) -> None:
    table = opened(new_table)
    rank = state(client, table)["sponsors"][1]
    answer = act(client, table, {"type": "secure_sponsor", "rank": rank, "start": 3, "market": 2, "max": 8}, 0)
    me = answer["state"]["players"][0]
    assert (me["act"], me["sponsor"], me["start"], me["market"], me["max"], me["hand_limit"]) == (2, rank, 3, 2, 8, 8)
    assert answer["state"]["turn"] == 1  # securing is the last step of the turn
    assert rank not in answer["state"]["free_sponsors"]
    # Values entered later, once, and corrected.
    act(client, table, {"type": "end_turn"}, 1)
    act(client, table, {"type": "sponsor_values", "start": 2, "market": 3, "max": 9}, 0)
    assert state(client, table)["players"][0]["max"] == 9


@pytest.mark.parametrize(
    ("action", "seat", "message"),
    [
        ({"type": "secure_sponsor", "rank": 1}, 1, "it is Ann's turn"),
        ({"type": "secure_sponsor"}, 0, "needs 'rank'"),
        ({"type": "secure_sponsor", "rank": 0}, 0, "'rank' must be between 1 and 6"),
        ({"type": "secure_sponsor", "rank": "1"}, 0, "whole number"),
        ({"type": "secure_sponsor", "rank": 2, "start": 7, "market": 2, "max": 6}, 0, "cannot be above 'max'"),
        (
            {"type": "secure_sponsor", "rank": 2, "start": 8, "market": 2, "max": 11},
            0,
            "'start' must be between 0 and 7",
        ),
        (
            {"type": "secure_sponsor", "rank": 2, "start": 2, "market": 9, "max": 8},
            0,
            "'market' (9) cannot be above 'max' (8)",
        ),
        ({"type": "secure_sponsor", "rank": 2, "start": 2}, 0, "'market' is missing"),
        ({"type": "sponsor_values", "start": 2, "market": 2, "max": 6}, 0, "Ann has no Sponsor yet"),
        ({"type": "hand_full"}, 0, "still in Act 1"),
        ({"type": "end_turn"}, 2, "it is Ann's turn"),
        ({"type": "prepare_segment", "difficulty": 1, "costs": ["crew"]}, 0, "only in Act 3"),
        ({"type": "forage", "cost": "crew"}, 0, "only in Act 3"),
        ({"type": "deck_reshuffled"}, 0, "only in Act 3"),
        ({"type": "storm"}, 0, "no action 'storm'"),
    ],
)
def test_bad_actions_in_act1_name_the_problem(new_table, client, action: dict, seat: int, message: str) -> None:
    table = new_table(GAME, NAMES[:3], {"first_player": 0})
    before = seq(client, table)
    if action.get("rank") == 2:
        action = {**action, "rank": state(client, table)["sponsors"][0]}
    r = act(client, table, action, seat, status=400)
    assert message in r["error"]["message"]
    assert seq(client, table) == before  # nothing half-applied


def test_rank_not_in_play_and_host_without_seat(new_table, client) -> None:
    table = opened(new_table, 2)
    st = state(client, table)
    missing = next(r for r in range(1, 7) if r not in st["sponsors"])
    r = act(client, table, {"type": "secure_sponsor", "rank": missing}, 0, status=400)
    assert f"Sponsor rank {missing} is not free" in r["error"]["message"]
    r = act(client, table, {"type": "end_turn"}, "host", status=400)
    assert r["error"]["code"] == "seat_required"
    act(client, table, {"type": "end_turn", "by": 0}, "host")
    assert state(client, table)["turn"] == 1


def test_move_the_story_along_gives_the_lowest_remaining_sponsor(new_table, client) -> None:
    table = opened(new_table, 3)
    sp = state(client, table)["sponsors"]  # four Sponsors with 3 players
    act(client, table, {"type": "secure_sponsor", "rank": sp[0]}, 0)
    st = act(client, table, {"type": "end_turn"}, 1)["state"]
    assert st["story"] is None  # two players still without a Sponsor
    st = act(client, table, {"type": "secure_sponsor", "rank": sp[1]}, 2)["state"]
    assert st["story"] == {"seat": 1, "fallback": sp[3]}
    act(client, table, {"type": "end_turn"}, 0)
    # Bob ends his turn without securing: he is given the lowest-ranking remaining Sponsor.
    answer = act(client, table, {"type": "end_turn"}, 1)
    assert answer["state"]["players"][1]["sponsor"] == sp[3]
    assert "Move the Story Along" in answer["events"][0]["text"]
    assert answer["state"]["story"] is None


def test_six_players_the_fifth_sponsor_gives_the_sixth_at_once(new_table, client) -> None:
    table = opened(new_table, 6)
    for seat, rank in enumerate([6, 2, 5, 1]):
        act(client, table, {"type": "secure_sponsor", "rank": rank}, seat)
    act(client, table, {"type": "end_turn"}, 4)
    act(client, table, {"type": "end_turn"}, 5)
    act(client, table, {"type": "end_turn"}, 0)
    act(client, table, {"type": "end_turn"}, 1)
    act(client, table, {"type": "end_turn"}, 2)
    act(client, table, {"type": "end_turn"}, 3)
    answer = act(client, table, {"type": "secure_sponsor", "rank": 3}, 4)
    assert [e["type"] for e in answer["events"]] == ["sponsor_secured", "sponsor_secured", "turn_ended"]
    assert answer["state"]["players"][5]["sponsor"] == 4 and answer["state"]["players"][5]["act"] == 2
    assert answer["state"]["players"][5]["how"] == "automatic"
    # Undo takes both Sponsors back as one step.
    act(client, table, {"type": "undo"}, 4)
    st = state(client, table)
    assert st["players"][4]["sponsor"] is None and st["players"][5]["sponsor"] is None


def test_act3_starts_only_when_every_hand_is_full_from_the_highest_sponsor(new_table, client) -> None:
    table = opened(new_table, 3)
    sp = state(client, table)["sponsors"]
    # Seat 2 takes the highest-ranked Sponsor.
    for seat, rank in enumerate([sp[2], sp[1], sp[0]]):
        act(client, table, {"type": "secure_sponsor", "rank": rank}, seat)
    act(client, table, {"type": "hand_full"}, 0)
    act(client, table, {"type": "hand_full"}, 1)
    st = act(client, table, {"type": "end_turn"}, 0)["state"]
    assert st["phase"] == "acts"  # Cid's hand is not full
    act(client, table, {"type": "hand_full", "full": True}, 2)
    act(client, table, {"type": "hand_full", "full": False}, 0)
    assert act(client, table, {"type": "end_turn"}, 1)["state"]["phase"] == "acts"
    act(client, table, {"type": "hand_full"}, 0)
    answer = act(client, table, {"type": "end_turn"}, 2)
    st = answer["state"]
    assert st["phase"] == "act3" and st["turn"] == 2 and st["act3_first"] == 2
    assert all(p["act"] == 3 and p["hand_limit"] is None for p in st["players"])
    assert "Act 3 begins: Cid" in answer["events"][-1]["text"]
    # Undo of that turn goes back to Act 2.
    act(client, table, {"type": "undo"}, 2)
    assert state(client, table)["phase"] == "acts"


# -- Act 3 ------------------------------------------------------------------------------------------


def test_segments_forage_and_the_cost_checker(new_table, client) -> None:
    table = opened(new_table, 2)
    to_act3(client, table)
    st = state(client, table)
    first = st["turn"]
    other = 1 - first
    r = act(client, table, {"type": "forage", "cost": "crew"}, first, status=400)
    assert "waiting for" in r["error"]["message"]
    prepare(client, table, first, ["illness", "illness", "supply"])
    prepare(client, table, other, ["bad_luck", "crew"])
    seg = state(client, table)["players"][first]["segment"]
    assert seg["need"] == [6, 1] and seg["savings"]["Doctor"] == [6, 0] and seg["bonus"] == 0
    # Not paid: a 400 that says what is missing, and nothing changes.
    before = seq(client, table)
    r = complete(client, table, first, crew=2, supplies=1, status=400)
    assert r["error"]["message"] == "Does not pay: missing 4 Crew."
    assert seq(client, table) == before
    r = complete(client, table, other, status=400)
    assert "it is " in r["error"]["message"]
    # The rulebook's Doctor example: the Doctor cancels both Illness cards; 1 Supply pays the rest.
    answer = complete(client, table, first, journal=3, supplies=1, cancels=["Doctor"])
    me = answer["state"]["players"][first]
    assert me["voyage"] == [{"difficulty": 3, "journal": 3, "bonus": 0, "has_journal": True}]
    # The turn goes on into preparing the next Segment: nothing else may be played before it.
    assert me["segment"] is None and answer["state"]["turn"] == first
    r = complete(client, table, first, status=400)
    assert "must prepare the next Segment" in r["error"]["message"]
    prepare(client, table, first)
    # Forage: the added card joins the Segment's costs; the turn passes.
    answer = act(client, table, {"type": "forage", "cost": "great_fishing", "others": ["crew", "illness"]}, other)
    seg = answer["state"]["players"][other]["segment"]
    assert seg["costs"] == ["bad_luck", "crew", "great_fishing"] and seg["forages"] == 1 and seg["bonus"] == 1
    assert answer["state"]["turn"] == first


def voyages_begun(client: FlaskClient, table: dict) -> tuple[int, int]:
    """Act 3 with every first Segment laid out: the first player's seat and the next one's."""
    to_act3(client, table)
    n = len(state(client, table)["players"])
    for seat in range(n):
        prepare(client, table, seat)
    first = state(client, table)["turn"]
    return first, (first + 1) % n


def test_completing_a_segment_leads_straight_into_preparing_the_next(new_table, client) -> None:
    """The rulebook's order: pay, discard, bonus, Voyage, Journal, prepare the next Segment, then the next player."""
    table = opened(new_table, 3)
    first, nxt = voyages_begun(client, table)
    st = complete(client, table, first)["state"]
    assert st["turn"] == first and st["prompt"] == {"seats": [first], "do": "prepare the next Segment"}
    # The next player waits: their turn has not come yet.
    r = act(client, table, {"type": "forage", "cost": "crew"}, nxt, status=400)
    assert r["error"]["code"] == "not_your_turn"
    # Nobody else prepares a Segment for themselves meanwhile, and the completer cannot play on.
    r = act(client, table, {"type": "forage", "cost": "crew"}, first, status=400)
    assert "must prepare the next Segment first" in r["error"]["message"]
    prepare(client, table, first, ["crew"])
    st = state(client, table)
    assert st["turn"] == nxt and st["players"][first]["segment"]["costs"] == ["crew"]
    assert st["prompt"] == {"seats": [nxt], "do": "complete the Segment, or Forage"}
    # Undo of the preparation gives the turn back to the completer, at the same step.
    act(client, table, {"type": "undo"}, first)
    st = state(client, table)
    assert st["turn"] == first and st["players"][first]["segment"] is None


def test_a_next_segment_is_prepared_only_in_its_own_turn(new_table, client) -> None:
    table = opened(new_table, 2)
    to_act3(client, table)
    prepare(client, table, 0)
    prepare(client, table, 1)
    complete(client, table, 0)
    prepare(client, table, 0)
    complete(client, table, 1)
    # Bob's next Segment belongs to his turn; Ann, whose turn follows, cannot prepare for him nor skip it.
    r = act(client, table, {"type": "forage", "cost": "crew"}, 0, status=400)
    assert r["error"]["code"] == "not_your_turn"
    prepare(client, table, 1)
    assert state(client, table)["turn"] == 0


def test_a_final_turn_prepares_no_next_segment(new_table, client) -> None:
    """House ruling: the game ends after the final turns, so a Segment completed on one is not followed by another."""
    table = opened(new_table, 2)
    to_act3(client, table)
    play_to_trigger(client, table, 0)
    st = state(client, table)
    assert st["turn"] == 1
    st = complete(client, table, 1, crew=9)["state"]
    assert st["phase"] == "over" and len(st["players"][1]["voyage"]) == 1


@pytest.mark.parametrize(
    ("action", "message"),
    [
        ({"type": "prepare_segment", "difficulty": 2, "costs": ["crew"]}, "exactly 2 cards"),
        ({"type": "prepare_segment", "difficulty": 4, "costs": []}, "between 1 and 3"),
        ({"type": "prepare_segment", "difficulty": 1, "costs": ["storm"]}, "costs[0]: no Segment Cost card 'storm'"),
        # (without "costs" the app draws them: tests/companion/test_tales_of_danger_app_draws.py)
        ({"type": "prepare_segment", "difficulty": 1, "costs": "crew"}, "'costs' must be a list"),
        ({"type": "complete_segment", "crew": 1}, "'journal'"),
        ({"type": "complete_segment", "journal": 4}, "'journal' must be between 1 and 3"),
        ({"type": "complete_segment", "journal": 1, "cancels": ["Nun"]}, "'cancels' must list"),
        ({"type": "complete_segment", "journal": 1, "cancels": "Priest"}, "'cancels' must list"),
        ({"type": "complete_segment", "journal": 1, "crew": -1}, "'crew' must be between 0"),
        ({"type": "forage"}, "'cost' is the Segment Cost card"),
        ({"type": "forage", "cost": "crew", "others": ["crew"] * 4}, "'others' must hold 0 to 3"),
        ({"type": "end_turn"}, "in Act 3 a turn ends by completing"),
        ({"type": "secure_sponsor", "rank": 1}, "only in Acts 1 and 2"),
        # lists and objects where a card name belongs
        ({"type": "prepare_segment", "difficulty": 1, "costs": [["crew"]]}, "costs[0]: no Segment Cost card"),
        ({"type": "complete_segment", "journal": 1, "cancels": [["Priest"]]}, "'cancels' must list"),
        ({"type": "complete_segment", "journal": 1, "cancels": [{"a": 1}]}, "'cancels' must list"),
        ({"type": "forage", "cost": ["crew"]}, "'cost' is the Segment Cost card"),
        ({"type": "forage", "cost": {"a": 1}}, "'cost' is the Segment Cost card"),
        ({"type": "forage", "cost": "crew", "others": [["crew"]]}, "others[0]: no Segment Cost card"),
    ],
)
def test_bad_act3_actions(new_table, client, action: dict, message: str) -> None:
    table = opened(new_table, 2)
    to_act3(client, table)
    first = state(client, table)["turn"]
    if action["type"] != "prepare_segment":  # first Segments in turn: the first player's, then the other's
        prepare(client, table, first, ["crew"])
        prepare(client, table, 1 - first)
    before = seq(client, table)
    r = act(client, table, action, first, status=400)
    assert message in r["error"]["message"]
    assert seq(client, table) == before


def test_odds_survive_every_cost_card_seen_without_a_reshuffle(new_table, client) -> None:
    # Players who never press "Deck reshuffled" can enter more Cost cards than the deck holds.
    table = opened(new_table, 2)
    to_act3(client, table)
    first = state(client, table)["turn"]
    prepare(client, table, 0, ["crew"])
    prepare(client, table, 1, ["crew"])
    cards = [c for c in COST_CARDS for _ in range(c.count)]
    seat = first
    for i in range(0, len(cards), 4):
        cost, *others = [c.key for c in cards[i : i + 4]]
        act(client, table, {"type": "forage", "cost": cost, "others": others}, seat)
        seat = 1 - seat
    odds = state(client, table)["odds"]
    assert odds["unknown"] == 0
    assert odds["segment"]["1"]["Illness"] == [0, 1]
    assert odds["need"]["1"] == [[0, 1], [0, 1]]
    assert odds["forage"]["Illness"]["expected"] == [0, 1]
    act(client, table, {"type": "deck_reshuffled"}, 0)
    assert state(client, table)["odds"]["unknown"] > 0


def test_a_second_segment_cannot_be_prepared_over_an_open_one(new_table, client) -> None:
    table = opened(new_table, 2)
    to_act3(client, table)
    prepare(client, table, 0)
    r = act(client, table, {"type": "prepare_segment", "difficulty": 1, "costs": ["crew"]}, 0, status=400)
    assert "already has a current Segment" in r["error"]["message"]


def test_odds_are_exact_and_count_the_cards_seen(new_table, client) -> None:
    table = opened(new_table, 2)
    st = state(client, table)
    assert st["odds"]["segment"]["2"]["Illness"] == [555, 1717]  # 1 - C(84,2)/C(102,2)
    to_act3(client, table)
    prepare(client, table, 0, ["illness", "illness", "supply"])
    odds = state(client, table)["odds"]
    assert odds["unknown"] == 99 and odds["seen"] == 3
    # 16 Illness left among 99: 1 - C(83,2)/C(99,2) = 1 - 6806/9702 = 2896/9702 = 1448/4851.
    assert odds["segment"]["2"]["Illness"] == [1448, 4851]
    assert odds["difficulty"]["3"] == [33, 101]  # the difficulty-3 card is on the table
    prepare(client, table, 1, ["crew"])
    assert state(client, table)["turn"] == 0
    # Forage: the added card and the three others flipped are seen too.
    act(client, table, {"type": "forage", "cost": "crew", "others": ["supply", "supply", "bad_luck"]}, 0)
    assert state(client, table)["odds"]["seen"] == 8
    # A reshuffle brings the discarded Cost cards back; the cards on the table stay seen.
    act(client, table, {"type": "deck_reshuffled"}, 0)
    st = state(client, table)
    assert st["odds"]["seen"] == 5 and sorted(st["seen"]) == ["crew", "crew", "illness", "illness", "supply"]


# -- the final round, from each seat ------------------------------------------------------------


def play_to_trigger(client: FlaskClient, table: dict, trigger: int) -> dict:
    """Act 3 where `trigger` completes a Segment every turn and everyone else forages."""
    st = state(client, table)
    n = len(st["players"])
    for seat in range(n):
        prepare(client, table, seat)
    while True:
        st = state(client, table)
        if st["final_round"]:
            return st
        turn = st["turn"]
        if turn == trigger:
            complete(client, table, turn, journal=1)
            if len(state(client, table)["players"][turn]["voyage"]) < 5:
                prepare(client, table, turn)
        else:
            act(client, table, {"type": "forage", "cost": "crew"}, turn)


@pytest.mark.parametrize(("n", "trigger"), [(n, t) for n in (2, 3, 4) for t in range(n)])
def test_final_round_every_other_player_takes_one_final_turn(new_table, client, n: int, trigger: int) -> None:
    table = opened(new_table, n)
    to_act3(client, table)
    st = play_to_trigger(client, table, trigger)
    expected = [(trigger + i) % n for i in range(1, n)]
    assert st["final_round"] == {"trigger": trigger, "remaining": expected}
    assert st["turn"] == expected[0]
    # The trigger can neither play nor prepare again.
    r = act(client, table, {"type": "forage", "cost": "crew"}, trigger, status=400)
    assert "turn" in r["error"]["message"]
    r = act(client, table, {"type": "prepare_segment", "difficulty": 1, "costs": ["crew"]}, trigger, status=400)
    assert "completed 5 Segments" in r["error"]["message"]
    for i, seat in enumerate(expected):
        assert state(client, table)["phase"] == "act3"
        if i % 2:
            act(client, table, {"type": "forage", "cost": "supply"}, seat)
        else:
            complete(client, table, seat, crew=5)  # their Segment holds Forage crew costs
    st = state(client, table)
    assert st["phase"] == "over" and st["turn"] is None
    assert st["standings"][0]["seat"] == trigger
    r = act(client, table, {"type": "forage", "cost": "crew"}, expected[0], status=400)
    assert r["error"]["code"] == "game_over"


def test_undo_the_last_final_turn_reopens_the_game(new_table, client) -> None:
    table = opened(new_table, 2)
    to_act3(client, table)
    play_to_trigger(client, table, 0)
    act(client, table, {"type": "forage", "cost": "crew"}, 1)
    assert state(client, table)["phase"] == "over"
    act(client, table, {"type": "undo"}, 1)
    st = state(client, table)
    assert st["phase"] == "act3" and st["final_round"]["remaining"] == [1] and st["turn"] == 1
    act(client, table, {"type": "undo"}, 0)  # the 5th Segment itself
    st = state(client, table)
    assert st["final_round"] is None and len(st["players"][0]["voyage"]) == 4


# -- scoring -------------------------------------------------------------------------------------


def test_scoring_and_the_tie_goes_to_the_higher_ranked_sponsor(http_new_table, http) -> None:
    table = opened(http_new_table, 2)
    sp = state(http, table)["sponsors"]  # 3 Sponsors with 2 players
    to_act3(http, table, [sp[2], sp[0]])  # Bob holds the higher-ranked Sponsor, so he starts Act 3
    assert state(http, table)["turn"] == 1
    for seat in (1, 0):  # the first Segments too, from the highest Sponsor
        prepare(http, table, seat)
    # Both complete five difficulty-1 Segments with the same Journals: 5 + (3+3+2+1+0) = 14 each.
    journals = [3, 3, 2, 1, None]
    for j in journals:
        for seat in (1, 0):
            complete(http, table, seat, journal=j)
            if len(state(http, table)["players"][seat]["voyage"]) < 5 and state(http, table)["phase"] != "over":
                prepare(http, table, seat)
    st = state(http, table)
    assert st["phase"] == "over"
    assert st["points"] == [14, 14]
    assert [s["seat"] for s in st["standings"]] == [1, 0]  # Bob's Sponsor is ranked higher
    assert st["players"][0]["voyage"][4] == {"difficulty": 1, "journal": None, "bonus": 1, "has_journal": False}
    csv = http.get(f"/api/tables/{table['code']}/export.csv").text.splitlines()
    assert csv[0] == "seat,name,sponsor,segments,difficulties,journals,total,place"
    assert csv[2].endswith(",5,5,9,14,1")


# -- secrets ----------------------------------------------------------------------------------


def _journals(st: dict) -> list[list]:
    return [[v["journal"] for v in p["voyage"]] for p in st["players"]]


def test_journals_never_leak_over_the_api_or_the_stream(http_new_table, http, app) -> None:
    table = opened(http_new_table, 3)
    to_act3(http, table)
    for seat in range(3):
        prepare(http, table, seat)
    first = state(http, table)["turn"]
    answer = complete(http, table, first, journal=3)
    assert answer["state"]["players"][first]["voyage"][0]["journal"] == 3  # the owner sees it
    assert "journal" not in answer["events"][0]["data"] and answer["events"][0]["data"]["has_journal"]
    prepare(http, table, first)
    # Other seats, spectators, the log, the JSON export and the CSV export: no value.
    for seat in range(3):
        seen = _journals(state(http, table, seat))
        assert seen[first] == ([3] if seat == first else [None])
    assert _journals(state(http, table))[first] == [None]
    for e in http.get(f"/api/tables/{table['code']}/log").json:
        assert "journal" not in e["data"]
    export = http.get(f"/api/tables/{table['code']}/export.json").json
    assert _journals(export["state"])[first] == [None]
    assert all("journal" not in e["data"] for e in export["log"])
    assert http.get(f"/api/tables/{table['code']}/export.csv").text.splitlines()[first + 1].endswith(",1,1,,,")
    # Another seat's action answer carries its own view only.
    nxt = (first + 1) % 3
    answer = act(http, table, {"type": "forage", "cost": "crew"}, nxt)
    assert _journals(answer["state"])[first] == [None]
    # The event stream, exactly as phones receive it.
    resp = http.get(f"/api/tables/{table['code']}/events?last=0", buffered=False)
    body = b""
    chunks = iter(resp.response)
    while b"foraged" not in body:
        body += next(chunks)
    resp.close()
    messages = [json.loads(line[6:]) for line in body.decode().splitlines() if line.startswith("data: ")]
    assert messages and all("journal" not in m["data"] for m in messages)
    assert all(j is None for m in messages if "state" in m for js in _journals(m["state"]) for j in js)
    assert b'"journal":3' not in body
    # The tally as it stands counts only the face-up difficulties.
    raw = app.extensions["tables"].get(table["code"]).state
    tally = app.extensions["tables"].get(table["code"]).game.standings(raw)
    assert next(s for s in tally if s["seat"] == first)["key"][0] == 1


def test_journals_are_revealed_to_everyone_at_the_end(new_table, client) -> None:
    table = opened(new_table, 2)
    to_act3(client, table)
    play_to_trigger(client, table, 0)
    assert _journals(state(client, table, 1))[0] == [None] * 5
    act(client, table, {"type": "forage", "cost": "crew"}, 1)
    assert _journals(state(client, table))[0] == [1] * 5
    assert state(client, table)["points"][0] == 10


# -- undo of each kind of action -----------------------------------------------------------------


def test_undo_each_action_restores_the_state(new_table, client) -> None:
    table = opened(new_table, 2)
    sp = state(client, table)["sponsors"]

    def undone(action: dict, seat: int) -> None:
        before = state(client, table, seat)
        act(client, table, action, seat)
        assert state(client, table, seat) != before
        act(client, table, {"type": "undo"}, seat)
        assert state(client, table, seat) == before
        act(client, table, {"type": "redo"}, seat)

    undone({"type": "secure_sponsor", "rank": sp[0], "start": 2, "market": 2, "max": 6}, 0)
    undone({"type": "end_turn"}, 1)  # Move the Story Along: Bob is given a Sponsor
    undone({"type": "sponsor_values", "start": 3, "market": 3, "max": 7}, 1)
    undone({"type": "hand_full"}, 0)
    undone({"type": "hand_full"}, 1)
    undone({"type": "end_turn"}, 0)  # starts Act 3
    assert state(client, table)["phase"] == "act3"
    first = state(client, table)["turn"]
    undone({"type": "prepare_segment", "difficulty": 1, "costs": ["supply"]}, first)
    undone({"type": "prepare_segment", "difficulty": 1, "costs": ["great_fishing"]}, 1 - first)
    undone({"type": "forage", "cost": "illness", "others": ["crew"]}, first)
    undone({"type": "complete_segment", "journal": 2}, 1 - first)
    undone({"type": "deck_reshuffled"}, first)


def test_openapi_has_an_example_of_every_action(http) -> None:
    spec = http.get("/api/openapi.json").text
    for kind in (
        "secure_sponsor",
        "sponsor_values",
        "hand_full",
        "end_turn",
        "prepare_segment",
        "complete_segment",
        "forage",
        "forage_flip",
        "deck_reshuffled",
    ):
        assert f"tales-of-danger.{kind}" in spec
