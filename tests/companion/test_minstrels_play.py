"""Minstrels over the API: a whole 2-player game to the final scoring, and solo to its title.

`play_turn` and `setup_boards` are also used by the browser tests to drive turns quickly.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from companion.games import get_game
from companion.games.minstrels.fold import new_state
from companion.rng import seeded
from scoring.minstrels.data import CHARACTERS

BASE_COINS = [[1, 1], [1, 2], [2, 1], [3, 1], [4, 1]]
GAME = get_game("minstrels")

Post = Callable[[dict, Any], dict]  # (action, seat or "host") -> answer
Get = Callable[[Any], dict]  # seat -> snapshot


class Play:
    """A game driven straight through act/apply, with the heroes chosen by the test."""

    def __init__(self, heroes: list[str | None], dice: tuple[int, int] | None = (1, 5), bank: int | None = None):
        self.state = new_state(len(heroes), 0, False, False, [])
        self.rng = seeded(3)
        for seat, hero in enumerate(heroes):
            self.act({"type": "board_ready", "coins": BASE_COINS}, seat)
            self.p(seat)["hero"] = hero  # keeping a hero from an offer is tested on its own
        if bank is not None:
            self.state["bank"] = bank
        if dice:
            self.act({"type": "roll_dice", "values": list(dice)}, 0)

    def act(self, action: dict[str, Any], seat: int | None) -> list[dict]:
        """Act and fold; return the events."""
        events = GAME.act(self.state, action, seat, self.rng)
        for e in events:
            GAME.apply(self.state, e)
        return events

    def p(self, seat: int) -> dict:
        """A player's part of the state."""
        return self.state["players"][seat]

    def put(self, seat: int, *pieces: tuple[int, int, str]) -> None:
        """Put pieces on a board directly (the test's starting position)."""
        for c, s, ch in pieces:
            self.p(seat)["pieces"][c - 1][s - 1] = ch


def setup_boards(post: Post, n: int, coins: list[list[int]] | None = None) -> None:
    """Every seat puts its coins on the board (no heroes, no quests)."""
    for seat in range(n):
        post({"type": "board_ready", "coins": coins or BASE_COINS}, seat)


def pick(state: dict) -> list[int] | None:
    """The cheapest legal placement, preferring the rarest character, then the most VP (or None)."""
    options = state["hints"]["list"]
    if not options:
        return None
    supply = state["supply"]
    return min(options, key=lambda h: (h[4], supply[CHARACTERS[h[2] - 1]], -h[5]))


def play_turn(post: Post, get: Get) -> dict:
    """Roll if needed, then the current player places the picked hint and ends, or passes."""
    st = get("host")["state"]
    if st["dice"] is None:
        post({"type": "roll_dice"}, st["first"])
        st = get("host")["state"]
    seat = st["turn"]
    choice = pick(get(seat)["state"])
    if choice is None:
        return post({"type": "pass"}, seat)
    c, s, face, die = choice[:4]
    post({"type": "place", "column": c, "space": s, "character": CHARACTERS[face - 1], "character_die": die}, seat)
    return post({"type": "end_turn"}, seat)


def play_to_the_end(post: Post, get: Get, turns: int = 200) -> dict:
    """Play turns until the game is over (at most `turns`); the host's last snapshot."""
    for _ in range(turns):
        if get("host")["state"]["phase"] == "over":
            break
        play_turn(post, get)
    return get("host")


def client_io(client, table: dict) -> tuple[Post, Get]:
    """post/get with each seat's own token (over `TablesClient`, or the Flask client)."""

    def token(seat: Any) -> str:
        return table["host_token"] if seat == "host" else table["seats"][seat]["token"]

    def post(action: dict, seat: Any) -> dict:
        r = client.post(
            f"/api/tables/{table['code']}/actions", json=action, headers={"Authorization": f"Bearer {token(seat)}"}
        )
        assert r.status_code == 200, r.json
        return r.json

    def get(seat: Any) -> dict:
        return client.get(f"/api/tables/{table['code']}", headers={"Authorization": f"Bearer {token(seat)}"}).json

    return post, get


def test_a_two_player_game_reaches_the_final_scoring(client, new_table) -> None:
    table = new_table("minstrels", ["Ann", "Bob"])
    post, get = client_io(client, table)
    setup_boards(post, 2)
    snap = play_to_the_end(post, get)
    st = snap["state"]
    assert st["phase"] == "over"
    assert sum(n > 0 for n in st["supply"].values()) <= 2
    # The round was played out: the game ended after the last player of the round.
    assert st["turn_i"] == 2
    for p in st["players"]:
        assert p["vp"] == sum(e[3] for e in p["log"])
        assert any(e[1] == "Coins" and e[3] == p["coins"] for e in p["log"])
    standings = st["final"]["standings"]
    keys = [tuple(s["key"]) for s in standings]
    assert keys == sorted(keys, reverse=True)
    assert snap["log"][-1]["text"].startswith("Game over:")
    # Coins are conserved: bank + personal supplies + board coins = 32.
    on_boards = sum(sum(map(sum, p["board_coins"])) for p in st["players"])
    assert st["bank"] + sum(p["coins"] for p in st["players"]) + on_boards == 32
    # After the end nothing more can be played.
    r = client.post(
        f"/api/tables/{table['code']}/actions",
        json={"type": "roll_dice"},
        headers={"Authorization": f"Bearer {table['host_token']}"},
    )
    assert r.status_code == 400 and "rolled once every board" in r.json["error"]["message"]


def test_solo_removes_the_rolled_characters_and_ends_with_a_title(client, new_table) -> None:
    table = new_table("minstrels", ["Solo"])
    post, get = client_io(client, table)
    setup_boards(post, 1)
    post({"type": "roll_dice", "values": [3, 3]}, 0)
    post({"type": "place", "column": 1, "space": 3, "character": "Bandit"}, 0)
    r = post({"type": "end_turn"}, 0)
    ended = next(e for e in r["events"] if e["type"] == "round_ended")
    assert ended["data"]["removed"] == {"Bandit": 2} and ended["data"]["discard"] == 2
    assert "discard task card 2" in ended["text"]
    st = r["state"]
    assert st["supply"]["Bandit"] == 10 - 1 - 2 and st["first"] == 0 and st["round"] == 2
    play_to_the_end(post, get, 120)
    st = get(0)["state"]
    assert st["phase"] == "over"
    assert st["final"]["signs"] == {"5": [], "3": []}
    assert st["final"]["title"] in {
        "Peacock",
        "Novice Singer",
        "Nightingale",
        "Tavern Star",
        "Royal Bard",
        "Legend Creator",
    }
    assert not any(e[1].startswith("Road sign") for e in st["players"][0]["log"])


def test_final_scoring_road_signs_ties_coins_and_tie_breaks() -> None:
    play = Play([None, None, None], dice=(2, 2))
    play.state["supply"] = {c: 0 for c in CHARACTERS} | {"Treasure": 1, "Bandit": 3}
    play.put(0, (1, 1, "Treasure"), (1, 2, "Treasure"), (1, 3, "Bandit"))
    play.put(1, (1, 1, "Treasure"), (1, 2, "Treasure"))
    play.put(2, (1, 1, "Bandit"), (1, 2, "Bandit"), *[(2, s, "Knight") for s in range(1, 7)])
    play.p(2)["coins"] = 1
    play.state["bank"] += 1
    play.act({"type": "pass"}, 0)
    assert play.state["ending"]  # the turn left 2 types: the round is played out
    play.act({"type": "pass"}, 1)
    events = play.act({"type": "pass"}, 2)
    assert events[-1]["type"] == "game_over" and play.state["phase"] == "over"
    assert play.state["final"]["signs"] == {"5": ["Treasure"], "3": ["Bandit"]}
    logs = [[e[1:4] for e in p["log"] if e[1] != "Pass"] for p in play.state["players"]]
    assert logs[0] == [["Road sign 5", "most Treasures (2)", 5], ["Coins", "3 coin(s)", 3]]
    assert logs[1] == [["Road sign 5", "most Treasures (2)", 5], ["Coins", "3 coin(s)", 3]]
    assert logs[2] == [["Road sign 3", "most Bandits (2)", 3], ["Coins", "2 coin(s)", 2]]
    # Ann and Bob tie on VP, coins and filled columns: a shared victory.
    assert [(s["seat"], s["place"], s["key"], s["shared"]) for s in play.state["final"]["standings"]] == [
        (0, 1, [8, 3, 0], True),
        (1, 1, [8, 3, 0], True),
        (2, 3, [5, 2, 1], False),
    ]
    text = GAME.describe(events[-1], [type("P", (), {"name": n})() for n in ("Ann", "Bob", "Cy")])
    assert text == "Game over: Ann and Bob share the victory with 8 VP"


def test_a_tie_on_vp_and_coins_goes_to_the_most_filled_columns() -> None:
    play = Play([None, None], dice=(2, 2))
    play.state["supply"] = {c: 0 for c in CHARACTERS} | {"Wizard": 3}  # nobody has a Wizard: no road sign
    play.put(1, *[(1, s, "Knight") for s in range(1, 7)])
    play.p(1)["coins"] = 2  # both pass to 3 coins = 3 VP
    play.act({"type": "pass"}, 0)
    play.act({"type": "pass"}, 1)
    st = play.state["final"]["standings"]
    assert [(s["seat"], s["place"], s["shared"]) for s in st] == [(1, 1, False), (0, 2, False)]
    assert [s["key"] for s in st] == [[3, 3, 1], [3, 3, 0]]
    assert play.state["final"]["signs"] == {"5": ["Wizard"], "3": []}


def test_undo_after_the_end_reopens_the_game(client, new_table) -> None:
    table = new_table("minstrels", ["Solo"])
    post, get = client_io(client, table)
    setup_boards(post, 1)
    play_to_the_end(post, get, 150)
    assert get(0)["state"]["phase"] == "over"
    post({"type": "undo"}, 0)
    st = get(0)["state"]
    assert st["phase"] == "play" and st["final"] is None and get(0)["state"]["turn"] == 0
