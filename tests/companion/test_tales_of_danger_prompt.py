"""Tales of Danger's turn prompt (contract 1): who must act and what to do, in every Act and step."""

from __future__ import annotations

from tests.companion.test_tales_of_danger import GAME, NAMES, complete, prepare, state, to_act3
from tests.conftest import act


def _prompt(client, table, seat: int | None = None) -> dict:
    return state(client, table, seat)["prompt"]


def test_act1_prompt_names_the_player_whose_turn_it_is(new_table, client) -> None:
    table = new_table(GAME, NAMES[:3], {"first_player": 1})
    st = state(client, table)
    assert st["first_player"] == 1
    assert st["prompt"] == {
        "seats": [1],
        "do": "recruit 2 People (Sponsor optional)",
    }
    # Every seat (and a spectator) reads the same prompt: the facts are the table's, not the phone's.
    assert all(_prompt(client, table, s) == st["prompt"] for s in range(3))
    act(client, table, {"type": "end_turn"}, 1)
    assert _prompt(client, table)["seats"] == [2]


def test_act2_prompt_uses_the_sponsor_market_and_max(new_table, client) -> None:
    table = new_table(GAME, NAMES[:2], {"first_player": 0})
    rank = state(client, table)["sponsors"][0]
    act(client, table, {"type": "secure_sponsor", "rank": rank}, 0)
    # Bob is the last without a Sponsor: the story moves along.
    assert _prompt(client, table) == {
        "seats": [1],
        "do": "recruit 2 People, secure a Sponsor",
    }
    act(client, table, {"type": "end_turn"}, 1)  # Bob is given the lowest remaining Sponsor
    assert _prompt(client, table) == {
        "seats": [0],
        "do": "gather from the Market, end the turn",
    }
    act(client, table, {"type": "sponsor_values", "start": 2, "market": 3, "max": 8}, 0)
    assert _prompt(client, table)["do"] == "gather 3 from the Market, end the turn"


def test_act3_prompts_first_segments_then_the_turn_then_the_final_turns(new_table, client) -> None:
    table = new_table(GAME, NAMES[:3], {"first_player": 0})
    st = to_act3(client, table, None)
    first = st["act3_first"]
    order = [(first + i) % 3 for i in range(3)]
    # The first Segments one at a time, from the highest Sponsor to the left (the rulebook's order).
    for seat in order:
        assert _prompt(client, table) == {"seats": [seat], "do": "prepare the first Segment"}
        prepare(client, table, seat)
    assert _prompt(client, table) == {"seats": [first], "do": "complete the Segment, or Forage"}
    complete(client, table, first)
    # Completing a Segment leads straight into preparing the next one, before the turn passes.
    assert _prompt(client, table) == {"seats": [first], "do": "prepare the next Segment"}
    prepare(client, table, first)
    assert _prompt(client, table)["seats"] == [order[1]]
    act(client, table, {"type": "forage", "cost": "crew"}, order[1])
    act(client, table, {"type": "forage", "cost": "crew"}, order[2])
    for rnd in range(4):
        complete(client, table, first)
        if rnd < 3:
            prepare(client, table, first)
            act(client, table, {"type": "forage", "cost": "crew"}, order[1])
            act(client, table, {"type": "forage", "cost": "crew"}, order[2])
    assert _prompt(client, table) == {
        "seats": [order[1]],
        "do": "complete or Forage, one last time",
    }
    act(client, table, {"type": "forage", "cost": "crew"}, order[1])
    act(client, table, {"type": "forage", "cost": "crew"}, order[2])
    st = state(client, table)
    assert st["phase"] == "over" and st["prompt"] == {"seats": [], "do": ""}


def test_prompts_read_right_on_every_phone(new_table, client) -> None:
    """The banner says "Ann: <do>" elsewhere: no "you"/"your" that would mean the reader."""
    table = new_table(GAME, NAMES[:2], {"first_player": 0})
    seen = [_prompt(client, table)["do"]]
    act(client, table, {"type": "secure_sponsor", "rank": state(client, table)["sponsors"][0]}, 0)
    seen.append(_prompt(client, table)["do"])  # Bob must secure one: the story moves along
    act(client, table, {"type": "end_turn"}, 1)
    seen.append(_prompt(client, table)["do"])  # Act 2
    table = new_table(GAME, NAMES[:3], {"first_player": 0})
    st = to_act3(client, table, None)
    seen.append(st["prompt"]["do"])
    for seat in range(3):
        prepare(client, table, seat)
    seen.append(_prompt(client, table)["do"])
    complete(client, table, st["act3_first"])
    seen.append(_prompt(client, table)["do"])
    assert len(set(seen)) == len(seen), seen  # five different steps
    assert not [d for d in seen if {"you", "your"} & set(d.lower().replace(",", " ").split())], seen


def _play_out(client, table, journals: tuple[int, ...]) -> dict:
    """Each player completes a free Segment every turn (seat 0 first), with these Journals, to the end."""
    st = to_act3(client, table, None)
    assert st["act3_first"] == 0
    seats = range(len(journals))
    for seat in seats:
        prepare(client, table, seat)
    for rnd in range(5):
        for seat in seats:
            complete(client, table, seat, journal=journals[seat])
            if rnd < 4:  # no next Segment after the 5th, nor on the final turn
                prepare(client, table, seat)
    return state(client, table, 1)


def test_the_end_names_the_winner_and_the_tie_break_that_decided_it(new_table, client) -> None:
    table = new_table(GAME, NAMES[:2], {"first_player": 0})
    rank0, rank1 = state(client, table)["sponsors"][:2]
    st = _play_out(client, table, (2, 2))
    assert st["points"] == [15, 15]
    assert st["result"] == {
        "winner": 0,
        "points": 15,
        "sponsor": rank0,
        "tie_break": f"tied: the higher Sponsor wins, rank {rank0} over Bob's rank {rank1}",
    }


def test_a_tie_of_three_names_only_the_winning_rank(new_table, client) -> None:
    """pt107: four tied, "rank 2 over Bartholomew's rank 3, Zoë's rank 5, Maximilian's rank 4" took seven lines
    at 360 px; the standings under it give each one's rank."""
    table = new_table(GAME, NAMES[:3], {"first_player": 0})
    st = _play_out(client, table, (2, 2, 2))
    assert st["points"] == [15, 15, 15]
    best = min(p["sponsor"] for p in st["players"])
    assert st["result"]["winner"] == next(i for i, p in enumerate(st["players"]) if p["sponsor"] == best)
    assert st["result"]["tie_break"] == f"tied by 3 players: the highest Sponsor wins, rank {best}"


def test_a_clear_win_has_no_tie_break(new_table, client) -> None:
    table = new_table(GAME, NAMES[:2], {"first_player": 0})
    st = _play_out(client, table, (1, 3))
    assert st["result"]["winner"] == 1 and st["result"]["points"] == 20 and st["result"]["tie_break"] is None
    assert state(client, table, 0)["result"] == st["result"]  # the same on every phone


def test_reshuffles_since_act3_are_counted_for_the_odds(new_table, client) -> None:
    table = new_table(GAME, NAMES[:2], {"first_player": 0})
    assert state(client, table)["reshuffles"] == 0
    to_act3(client, table, None)
    prepare(client, table, 0, ["illness"])
    act(client, table, {"type": "deck_reshuffled"}, 1)
    st = state(client, table)
    assert st["reshuffles"] == 1 and st["odds"]["seen"] == 1  # the Illness on the table stays seen
