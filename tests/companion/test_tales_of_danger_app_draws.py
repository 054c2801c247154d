"""Tales of Danger's app-made draws (RE8816, issue #26): "Draw for me" for a Segment's Cost cards and the Forage flip.

The app draws from the cards it has not seen, with the table's seeded random source here; the
result is on every phone like an entered draw, marked as the app's; an empty deck is a clear 409.
"""

from __future__ import annotations

from collections import Counter

from scoring.tales_of_danger.data import COST_BY_KEY, FORAGE_FLIP
from scoring.tales_of_danger.odds import remaining_costs
from tests.companion.test_tales_of_danger import opened, prepare, state, to_act3
from tests.conftest import act, table_opener
from tests.tables_client import TablesClient


def _act3(new_table, client) -> tuple[dict, int]:
    """Two players in Act 3, both first Segments laid out (entered); the seat to act."""
    table = opened(new_table, 2)
    first = to_act3(client, table)["turn"]
    prepare(client, table, first)
    prepare(client, table, 1 - first)
    return table, first


def _seen(client: TablesClient, table: dict) -> list[str]:
    return client.tables.get(table["code"]).state["seen"]


def _log(client: TablesClient, table: dict) -> list[str]:
    return [e["text"] for e in client.get(f"/api/tables/{table['code']}/log").json]


def test_draw_for_me_lays_out_the_segment_from_the_unseen_deck_marked_as_the_apps(new_table, client) -> None:
    table = opened(new_table, 2)
    first = to_act3(client, table)["turn"]
    answer = act(client, table, {"type": "prepare_segment", "difficulty": 3}, first)
    costs = answer["state"]["players"][first]["segment"]["costs"]
    assert len(costs) == 3 and all(k in COST_BY_KEY for k in costs)
    for seat in (0, 1, None):  # every phone shows the same cards, marked as the app's draw
        seg = state(client, table, seat)["players"][first]["segment"]
        assert seg["costs"] == costs and seg["by_app"] is True and seg["difficulty"] == 3
    assert _seen(client, table) == costs  # the odds count them as seen
    assert _log(client, table)[-1].endswith("drawn by the app: " + "; ".join(COST_BY_KEY[k].name for k in costs))
    # An entered draw stays as it was: no mark.
    prepare(client, table, 1 - first, ["crew", "supply"])
    assert "by_app" not in state(client, table)["players"][1 - first]["segment"]


def test_the_same_seed_draws_the_same_cards_and_other_seeds_other_ones() -> None:
    def drawn(seed: int) -> list[str]:
        client = TablesClient(seed=seed)
        table = table_opener(client)("tales-of-danger", ["Ann", "Bob"], {"first_player": 0})
        first = to_act3(client, table)["turn"]
        return act(client, table, {"type": "prepare_segment", "difficulty": 3}, first)["state"]["players"][first][
            "segment"
        ]["costs"]

    assert drawn(7) == drawn(7)
    assert len({tuple(drawn(seed)) for seed in range(8)}) > 1


def test_the_apps_forage_flips_four_for_every_phone_then_the_pick_adds_one(new_table, client) -> None:
    table, first = _act3(new_table, client)
    before = list(_seen(client, table))
    flip = act(client, table, {"type": "forage_flip"}, first)["state"]["players"][first]["flip"]
    assert len(flip) == FORAGE_FLIP and all(k in COST_BY_KEY for k in flip)
    assert all(state(client, table, seat)["players"][first]["flip"] == flip for seat in (0, 1, None))
    assert state(client, table)["prompt"] == {"seats": [first], "do": "Forage: pick the card to add"}
    assert _log(client, table)[-1].endswith("the app flipped " + "; ".join(COST_BY_KEY[k].name for k in flip))
    # The flip made the turn a Forage: completing is refused, a card not flipped too, and a second flip.
    r = act(client, table, {"type": "complete_segment", "journal": 1}, first, status=409)
    assert r["error"]["code"] == "flip_open" and "tap the one added as a Segment Cost card" in r["error"]["message"]
    assert act(client, table, {"type": "forage_flip"}, first, status=409)["error"]["code"] == "flip_open"
    missing = next(k for k in COST_BY_KEY if k not in flip)
    r = act(client, table, {"type": "forage", "cost": missing}, first, status=400)
    assert "must be one of the 4 cards the app flipped" in r["error"]["message"]
    after = act(client, table, {"type": "forage", "cost": flip[2]}, first)["state"]
    rest = flip[:2] + flip[3:]
    assert after["players"][first]["segment"]["costs"] == ["great_fishing", flip[2]]
    assert "flip" not in after["players"][first] and after["turn"] == 1 - first
    assert Counter(_seen(client, table)) == Counter(before + flip)  # each flipped card counted once
    assert Counter(client.tables.get(table["code"]).log[-1].data["others"]) == Counter(rest)
    assert _log(client, table)[-1].endswith("from the app's flip")


def test_a_flip_is_undone_like_any_move(new_table, client) -> None:
    table, first = _act3(new_table, client)
    before = state(client, table, first)
    act(client, table, {"type": "forage_flip"}, first)
    act(client, table, {"type": "undo"}, first)
    assert state(client, table, first) == before


def test_others_sent_with_a_pick_must_be_the_rest_of_the_flip(new_table, client) -> None:
    table, first = _act3(new_table, client)
    flip = act(client, table, {"type": "forage_flip"}, first)["state"]["players"][first]["flip"]
    wrong = {"type": "forage", "cost": flip[0], "others": ["crew", "crew", "crew"] if flip[1:] != ["crew"] * 3 else []}
    r = act(client, table, wrong, first, status=400)
    assert "the rest of the app's flip" in r["error"]["message"]
    act(client, table, {"type": "forage", "cost": flip[0], "others": flip[1:][::-1]}, first)


def test_an_empty_deck_refuses_the_apps_draw_with_a_409_and_the_entry_still_goes(new_table, client) -> None:
    table, first = _act3(new_table, client)
    seat = first
    # Forage entered card by card until fewer than four cards are left unseen.
    while sum((left := remaining_costs(_seen(client, table))).values()) >= FORAGE_FLIP:
        four = [k for k, n in left.items() for _ in range(n)][:FORAGE_FLIP]
        act(client, table, {"type": "forage", "cost": four[0], "others": four[1:]}, seat)
        seat = 1 - seat
    n = sum(remaining_costs(_seen(client, table)).values())
    assert n < FORAGE_FLIP
    r = act(client, table, {"type": "forage_flip"}, seat, status=409)
    assert r["error"]["code"] == "deck_empty"
    assert f"the deck has {n} Segment Cost card" in r["error"]["message"] and "Deck reshuffled" in r["error"]["message"]
    act(client, table, {"type": "forage", "cost": "crew"}, seat)  # entered from the real deck: still goes
    # After a reshuffle the discards are back in the deck and the app flips again.
    act(client, table, {"type": "deck_reshuffled"}, seat)
    assert len(act(client, table, {"type": "forage_flip"}, 1 - seat)["state"]["players"][1 - seat]["flip"]) == 4


def _drawn(answer: dict, seat: int) -> list[str]:
    return answer["state"]["players"][seat]["segment"]["costs"]


def test_undo_of_the_apps_segment_draw_gives_the_same_cards_again(new_table, client) -> None:
    """pt14: undo and "Draw for me" again must not redraw (it gave other cards: a free re-roll)."""
    table = opened(new_table, 2)
    first = to_act3(client, table)["turn"]
    draw = {"type": "prepare_segment", "difficulty": 2}
    cards = _drawn(act(client, table, draw, first), first)
    for _ in range(3):
        act(client, table, {"type": "undo"}, first)
        assert _drawn(act(client, table, draw, first), first) == cards
    # Another Difficulty takes the same cards first, then more (or fewer) from the same deck.
    act(client, table, {"type": "undo"}, first)
    three = _drawn(act(client, table, {**draw, "difficulty": 3}, first), first)
    assert three[:2] == cards and len(three) == 3
    act(client, table, {"type": "undo"}, first)
    assert _drawn(act(client, table, {**draw, "difficulty": 1}, first), first) == cards[:1]
    # The next draw (the other seat's) is a new one: the cards it takes are not those laid out.
    act(client, table, {"type": "undo"}, first)
    act(client, table, draw, first)
    other = _drawn(act(client, table, draw, 1 - first), 1 - first)
    assert Counter(_seen(client, table)) == Counter(cards + other)


def test_undo_of_the_apps_forage_flip_flips_the_same_four_again(new_table, client) -> None:
    table, first = _act3(new_table, client)
    flip = act(client, table, {"type": "forage_flip"}, first)["state"]["players"][first]["flip"]
    act(client, table, {"type": "undo"}, first)
    assert act(client, table, {"type": "forage_flip"}, first)["state"]["players"][first]["flip"] == flip


def test_no_phone_sees_the_seed_of_the_apps_deck(new_table, client) -> None:
    table = opened(new_table, 2)
    assert isinstance(client.tables.get(table["code"]).state["deck_seed"], int)
    assert all("deck_seed" not in state(client, table, seat) for seat in (0, 1, None))
