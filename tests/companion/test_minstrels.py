"""Minstrels through the table engine: setup by player count, every action, bad input, secrets, undo.

The rules are tested on `Tables` itself (`client` is a `TablesClient`); the two tests of what
HTTP exports (CSV, JSON, log pages) use the Flask client.
"""

from __future__ import annotations

import json

import pytest

from tests.companion.test_minstrels_play import BASE_COINS, client_io, setup_boards
from tests.conftest import act


def started(client, new_table, players=("Ann", "Bob"), options=None, dice=(1, 5)):
    """A table with every board set up and the dice rolled (real values)."""
    table = new_table("minstrels", list(players), options)
    post, get = client_io(client, table)
    setup_boards(post, len(players))
    if dice:
        post({"type": "roll_dice", "values": list(dice)}, get("host")["state"]["first"])
    return table, post, get


def err(client, table, action, seat=0, status=400) -> str:
    """The refusal's message."""
    return act(client, table, action, seat, status)["error"]["message"]


# -- setup ------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("n", "dragons", "bandits", "bank"),
    [(1, 6, 10, 25), (2, 4, 8, 17), (3, 6, 10, 11), (4, 8, 12, 4)],
    ids=["solo", "2p", "3p", "4p"],
)
def test_setup_by_player_count(client, new_table, n, dragons, bandits, bank) -> None:
    table = new_table("minstrels", [f"P{i}" for i in range(n)])
    st = act(client, table, {"type": "board_ready", "coins": BASE_COINS}, 0)["state"]
    assert st["supply"]["Dragon"] == dragons and st["supply"]["Bandit"] == bandits
    assert st["bank"] == bank
    assert st["phase"] == ("play" if n == 1 else "setup")
    assert st["players"][0]["board_coins"][0] == [1, 1, 0, 0, 0, 0]


def test_two_player_second_player_takes_an_extra_coin(client, new_table) -> None:
    table = new_table("minstrels", ["Ann", "Bob"], {"first_player": 1})
    st = client.get(f"/api/tables/{table['code']}").json["state"]
    assert [p["coins"] for p in st["players"]] == [3, 2]
    assert st["first"] == 1 and st["turn"] is None


def test_bad_options(client) -> None:
    body = {"game": "minstrels", "players": [{"name": "A"}, {"name": "B"}], "options": {"first_player": 3}}
    r = client.post("/api/tables", json=body)
    assert r.status_code == 400 and "first_player" in r.json["error"]["message"]
    r = client.post("/api/tables", json={"game": "minstrels", "players": [{"name": n} for n in "ABCDE"]})
    assert r.status_code == 400 and "1 to 4 players" in r.json["error"]["message"]


@pytest.mark.parametrize(
    ("coins", "message"),
    [
        ([[1, 1], [1, 2], [2, 1], [3, 1]], "2 in column 1 and 1 in each other column (now column 4: 0)"),
        ([[1, 1], [1, 1], [2, 1], [3, 1], [4, 1]], "One coin per space"),
        ([[1, 1], [1, 7], [2, 1], [3, 1], [4, 1]], "space 1-6"),
        ([[1, 1], [2, 2], [2, 1], [3, 1], [4, 1]], "(now column 1: 1, column 2: 2)"),
        ("all", "'coins' must list"),
    ],
)
def test_board_ready_refuses_bad_coins(client, new_table, coins, message) -> None:
    table = new_table("minstrels", ["Ann", "Bob"])
    assert message in err(client, table, {"type": "board_ready", "coins": coins})


def test_board_ready_once_and_not_for_the_host_without_a_seat(client, new_table) -> None:
    table = new_table("minstrels", ["Ann", "Bob"])
    assert "by" in err(client, table, {"type": "board_ready", "coins": BASE_COINS}, "host")
    act(client, table, {"type": "board_ready", "coins": BASE_COINS}, 0)
    assert "already set up" in err(client, table, {"type": "board_ready", "coins": BASE_COINS}, 0)
    assert "the dice are rolled once" in err(client, table, {"type": "roll_dice"}, 0)
    assert "without heroes" in err(client, table, {"type": "board_ready", "coins": BASE_COINS, "hero": "Kratos"}, 1)


def test_heroes_are_dealt_two_each_and_stay_secret_until_play(client, new_table) -> None:
    table = new_table("minstrels", ["Ann", "Bob"], {"heroes": True})
    post, get = client_io(client, table)
    mine = get(0)["state"]["players"]
    assert len(mine[0]["offer"]) == 2 and mine[1]["offer"] == []
    assert "Kratos" not in mine[0]["offer"] + get(1)["state"]["players"][1]["offer"]
    assert "one of your cards" in err(client, table, {"type": "board_ready", "coins": BASE_COINS, "hero": "Nobody"})
    kept = mine[0]["offer"][1]
    r = post({"type": "board_ready", "coins": BASE_COINS, "hero": kept}, 0)
    assert "hero" not in r["events"][0]["data"]  # the public event hides it
    assert get(1)["state"]["players"][0]["hero"] is None
    assert get("host")["state"]["players"][0]["hero"] is None
    post({"type": "board_ready", "coins": BASE_COINS, "hero": get(1)["state"]["players"][1]["offer"][0]}, 1)
    assert get(1)["state"]["players"][0]["hero"] == kept  # revealed once everyone has chosen
    assert get("host")["state"]["phase"] == "play"


def test_quest_is_secret_until_completed_and_scores_on_placement(client, new_table) -> None:
    table = new_table("minstrels", ["Ann", "Bob"], {"quests": True})
    post, get = client_io(client, table)
    assert "quest" in err(client, table, {"type": "board_ready", "coins": BASE_COINS})
    quest = [[1, 6, "Princess"], [1, 5, None]]
    bad = {"type": "board_ready", "coins": BASE_COINS, "quest": [[1, 6, "Cat"]]}
    assert "not a character" in err(client, table, bad)
    post({"type": "board_ready", "coins": [[2, 2], [2, 3], [3, 3], [4, 4], [1, 1]], "quest": quest}, 0)
    post({"type": "board_ready", "coins": BASE_COINS, "quest": [[1, 1, None]]}, 1)
    assert get(1)["state"]["players"][0]["quest"] == {"marks": None, "done": None}
    assert get(0)["state"]["players"][0]["quest"]["marks"] == quest
    post({"type": "roll_dice", "values": [6, 5]}, 0)
    hint = [h for h in get(0)["state"]["hints"]["list"] if h[:3] == [1, 5, 6] and h[4] == 0]
    post({"type": "place", "column": 1, "space": 5, "character": "Princess"}, 0)
    post({"type": "end_turn"}, 0)
    post({"type": "pass"}, 1)
    post({"type": "roll_dice", "values": [6, 6]}, 0)
    hint = next(h for h in get(0)["state"]["hints"]["list"] if h[:3] == [1, 6, 6])
    r = post({"type": "place", "column": 1, "space": 6, "character": "Princess"}, 0)
    placed = r["events"][0]
    assert placed["data"]["quest"] == "full"
    assert {"seat": 0, "source": "Quest", "note": "full", "vp": 8, "coins": 0} in placed["data"]["gains"]
    assert hint[5] == 6 + 8  # the hint counted the quest
    assert get(1)["state"]["players"][0]["quest"]["done"] == "full"  # revealed once done


def test_a_scored_quest_keeps_its_spaces_from_other_seats_and_the_screen(client, new_table) -> None:
    # pt34: once a quest scored, its marks reached every other phone and the screen, which drew a "?" there.
    table = new_table("minstrels", ["Ann", "Bob"], {"quests": True})
    post, get = client_io(client, table)
    post({"type": "board_ready", "coins": [[2, 2], [2, 3], [3, 3], [4, 4], [1, 1]], "quest": [[1, 6, None]]}, 0)
    post({"type": "board_ready", "coins": BASE_COINS, "quest": [[1, 1, None], [2, 1, None]]}, 1)
    post({"type": "roll_dice", "values": [6, 6]}, 0)
    placed = post({"type": "place", "column": 1, "space": 6, "character": "Princess"}, 0)["events"][0]
    assert placed["data"]["quest"] == "full"  # scored: the reward is public
    screen = client.get(f"/api/tables/{table['code']}").json
    for snap in (get(1), screen):
        quest = snap["state"]["players"][0]["quest"]
        assert quest["marks"] is None and quest["done"]  # the reward shown, the spaces not
        assert "[1, 6, null]" not in json.dumps(snap["state"])
    assert get(0)["state"]["players"][0]["quest"]["marks"] == [[1, 6, None]]  # its owner still sees them


# -- the dice -------------------------------------------------------------------------------------------


def test_only_the_first_player_rolls_once_per_round(client, new_table) -> None:
    table, _post, _get = started(client, new_table, dice=None)
    assert "first player rolls" in err(client, table, {"type": "roll_dice"}, 1)
    assert "2 die face" in err(client, table, {"type": "roll_dice", "values": [0, 7]}, 0)
    r = act(client, table, {"type": "roll_dice"}, "host")  # the host may roll for the table
    assert len(r["state"]["dice"]) == 2 and not r["events"][0]["data"]["real"]
    assert "already rolled" in err(client, table, {"type": "roll_dice", "values": [1, 2]}, 0)


def test_real_dice_are_logged_as_faces(client, new_table) -> None:
    _table, _post, get = started(client, new_table, dice=(1, 5))
    assert get(0)["log"][-1]["text"] == "Ann rolled the dice: 1 Dragon · 5 Knight (real dice)"
    assert get(0)["state"]["turn"] == 0


def test_the_dice_line_names_the_first_player_who_rolls(client, new_table) -> None:
    """A blind playtest (#26): "Dice: 4 Treasure · 6 Princess" did not say who rolled. The rulebook's
    first player rolls, also when the host's phone (passed round) taps Roll for them."""
    table, _post, get = started(client, new_table, players=("Ann", "Bob", "Cy"), options={"first_player": 1}, dice=None)
    act(client, table, {"type": "roll_dice", "values": [4, 6]}, "host")
    assert get(0)["log"][-1]["text"] == "Bob rolled the dice: 4 Treasure · 6 Princess (real dice)"


# -- placing --------------------------------------------------------------------------------------------


def test_princess_on_space_6_scores_6_and_takes_the_coin(client, new_table) -> None:
    coins = [[1, 6], [1, 2], [2, 1], [3, 1], [4, 1]]
    table2 = new_table("minstrels", ["Ann", "Bob"])
    post2, _get2 = client_io(client, table2)
    setup_boards(post2, 2, coins)
    post2({"type": "roll_dice", "values": [6, 6]}, 0)
    r = post2({"type": "place", "column": 1, "space": 6, "character": "Princess"}, 0)
    p = r["state"]["players"][0]
    assert p["vp"] == 6 and p["coins"] == 3 and p["board_coins"][0][5] == 0 and p["pieces"][0][5] == "Princess"
    assert p["log"] == [[1, "Princess", "column 1, space 6", 6, 0]]
    assert r["state"]["supply"]["Princess"] == 3
    # pt48: short, the piece named once ("Ann placed a Princess on column 1, space 6 (...): Princess +6 VP" before)
    assert r["events"][0]["text"] == "Ann: Princess on column 1, space 6, +6 VP (took 1 coin)"


def test_the_cheaper_die_order_is_charged_and_coins_go_to_the_bank(client, new_table) -> None:
    _table, post, get = started(client, new_table, dice=(1, 5))
    bank = get(0)["state"]["bank"]
    # Wizard on 5: the 1 shifts to 2 for one coin (the other way round would cost 3 + 4).
    r = post({"type": "place", "column": 1, "space": 5, "character": "Wizard"}, 0)
    e = r["events"][0]["data"]
    assert (e["cost"], e["character_die"]) == (1, 0)
    assert r["state"]["bank"] == bank + 1 and r["state"]["players"][0]["coins"] == 1


@pytest.mark.parametrize(
    ("action", "message"),
    [
        ({"column": 2, "space": 1, "character": "Knight"}, "column 2 is not available"),
        ({"column": 1, "space": 3, "character": "Princess"}, "costs 3 coins"),
        ({"column": 1, "space": 1, "character": "Cat"}, "'character' must be one of"),
        ({"column": 5, "space": 1, "character": "Knight"}, "'column' must be between 1 and 4"),
        ({"space": 1, "character": "Knight"}, "needs 'column'"),
        ({"column": 1, "space": 1, "character": "Knight", "character_die": 2}, "'character_die' must be 0 or 1"),
        ({"column": 1, "space": 1, "character": "Knight", "character_die": 0.0}, "'character_die' must be 0 or 1"),
        ({"column": 1, "space": 1, "character": "Knight", "character_die": True}, "'character_die' must be 0 or 1"),
        ({"column": 1, "space": 5, "character": "Dragon", "character_die": 1}, "costs 8 coins"),
    ],
)
def test_bad_placements_are_refused(client, new_table, action, message) -> None:
    table, _post, get = started(client, new_table, dice=(1, 5))
    assert message in err(client, table, {"type": "place", **action})
    assert get(0)["state"]["players"][0]["pieces"][0] == [None] * 6  # nothing half-applied


def test_a_placement_never_overwrites_and_turns_are_kept(client, new_table) -> None:
    table, post, _get = started(client, new_table, dice=(1, 5))
    assert "not your turn" in err(client, table, {"type": "place", "column": 1, "space": 1, "character": "Knight"}, 1)
    assert "place a character first" in err(client, table, {"type": "end_turn"}, 0)
    post({"type": "place", "column": 1, "space": 1, "character": "Knight"}, 0)
    again = {"type": "place", "column": 1, "space": 5, "character": "Dragon"}
    assert "placed your character" in err(client, table, again)
    assert "instead of the whole turn" in err(client, table, {"type": "pass"}, 0)
    post({"type": "end_turn"}, 0)
    post({"type": "place", "column": 1, "space": 1, "character": "Knight"}, 1)
    post({"type": "end_turn"}, 1)
    post({"type": "roll_dice", "values": [5, 1]}, 0)
    assert "already holds a Knight" in err(
        client, table, {"type": "place", "column": 1, "space": 1, "character": "Dragon", "character_die": 1}
    )


def test_supply_empty_is_refused(client, new_table) -> None:
    table, post, get = started(client, new_table, dice=(6, 6))
    for rnd in range(4):  # 2 players x 2 rounds take the 4 Princesses
        for seat in (0, 1):
            post(
                {"type": "place", "column": 1, "space": 6 - rnd if rnd < 2 else 6, "character": "Princess"}
                if rnd < 2
                else {"type": "pass"},
                seat,
            )
            if rnd < 2:
                post({"type": "end_turn"}, seat)
        if rnd == 1:
            break
        post({"type": "roll_dice", "values": [6, 5]}, 0)
    post({"type": "roll_dice", "values": [6, 4]}, 0)
    assert get(0)["state"]["supply"]["Princess"] == 0
    assert "no Princess is left" in err(
        client, table, {"type": "place", "column": 1, "space": 4, "character": "Princess"}
    )
    assert all(h[2] != 6 for h in get(0)["state"]["hints"]["list"])


def test_hints_list_every_legal_placement_with_cost_and_vp(client, new_table) -> None:
    table, _post, get = started(client, new_table, dice=(6, 2))
    hints = get(0)["state"]["hints"]
    assert hints["seat"] == 0
    by = {(h[0], h[1], h[2], h[3]): h[4:] for h in hints["list"]}
    assert by[(1, 2, 6, 0)] == [0, 2, 0]  # Princess on space 2: free, 2 VP
    assert by[(1, 6, 2, 1)] == [0, 2, 0]  # Wizard on space 6: free, 2 coins = 2 VP
    assert by[(1, 1, 6, 0)] == [1, 1, 0]  # Princess on space 1: the 2 moves to 1 for a coin, 1 VP
    assert all(h[0] == 1 for h in hints["list"])  # only column 1 is open
    assert all(h[4] <= 2 for h in hints["list"])  # never more than the coins held
    # Bob sees his own hints while Ann plays; the public view shows the player on turn.
    assert get(1)["state"]["hints"]["seat"] == 1 and get(1)["state"]["hints"]["list"]
    assert client.get(f"/api/tables/{table['code']}").json["state"]["hints"]["seat"] == 0


# -- tasks, passing, ending turns and rounds -------------------------------------------------------------


def test_task_once_per_turn(client, new_table) -> None:
    table, post, _get = started(client, new_table)
    post({"type": "place", "column": 1, "space": 5, "character": "Dragon"}, 0)  # no coin there, no VP
    assert "VP or coins" in err(client, table, {"type": "task", "vp": 0, "coins": 0})
    assert "between 0 and 50" in err(client, table, {"type": "task", "vp": 99})
    r = post({"type": "task", "vp": 2, "coins": 1, "name": "Knights"}, 0)
    assert r["events"][0]["text"] == "Ann completed a task 'Knights': +2 VP +1 coin"
    p = r["state"]["players"][0]
    assert (p["vp"], p["coins"]) == (2, 3) and p["log"] == [[1, "Task", "'Knights'", 2, 1]]
    assert "only one task" in err(client, table, {"type": "task", "vp": 1})


def test_pass_gains_a_coin_and_the_token_stays_with_two_players(client, new_table) -> None:
    _table, post, _get = started(client, new_table)
    r = post({"type": "pass"}, 0)
    assert r["state"]["players"][0]["coins"] == 3 and r["state"]["turn"] == 1
    r = post({"type": "pass"}, 1)
    assert r["state"]["round"] == 2 and r["state"]["first"] == 0 and r["state"]["dice"] is None
    assert r["events"][-1]["text"] == "New round: Ann is the first player"


def test_first_player_token_passes_left_with_three(client, new_table) -> None:
    _table, post, get = started(client, new_table, players=("Ann", "Bob", "Cy"), options={"first_player": 2})
    assert get("host")["state"]["order"] == [2, 0, 1]
    for seat in (2, 0, 1):
        post({"type": "pass"}, seat)
    st = get("host")["state"]
    assert st["first"] == 0 and st["order"] == [0, 1, 2] and st["turn"] == 0
    assert [p["coins"] for p in st["players"]] == [3, 3, 3]


def test_unknown_action(client, new_table) -> None:
    table, _post, _get = started(client, new_table)
    assert "no action 'fly'" in err(client, table, {"type": "fly"})


# -- undo -----------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "steps",
    [
        [{"type": "place", "column": 1, "space": 1, "character": "Knight"}],
        [{"type": "place", "column": 1, "space": 1, "character": "Knight"}, {"type": "task", "vp": 3}],
        [{"type": "pass"}],
        [{"type": "place", "column": 1, "space": 1, "character": "Knight"}, {"type": "end_turn"}],
    ],
    ids=["place", "task", "pass", "end_turn"],
)
def test_undo_restores_the_state(client, new_table, steps) -> None:
    _table, post, get = started(client, new_table)
    before = get("host")["state"]
    for s in steps[:-1]:
        post(s, 0)
    mid = get("host")["state"]
    post(steps[-1], 0)
    post({"type": "undo"}, 0)
    assert get("host")["state"] == (mid if len(steps) > 1 else before)


def test_undo_of_setup_roll_and_round_end(client, new_table) -> None:
    table = new_table("minstrels", ["Ann", "Bob"])
    post, get = client_io(client, table)
    fresh = get("host")["state"]
    post({"type": "board_ready", "coins": BASE_COINS}, 0)
    post({"type": "undo"}, 0)
    assert get("host")["state"] == fresh
    setup_boards(post, 2)
    ready = get("host")["state"]
    post({"type": "roll_dice"}, 0)
    post({"type": "undo"}, 0)
    assert get("host")["state"] == ready
    post({"type": "roll_dice", "values": [2, 2]}, 0)
    post({"type": "pass"}, 0)
    before_end = get("host")["state"]
    post({"type": "pass"}, 1)  # ends the round
    assert get("host")["state"]["round"] == 2
    post({"type": "undo"}, 1)
    assert get("host")["state"] == before_end


def test_standings_during_play_and_the_csv(http, http_new_table) -> None:
    table, post, _get = started(http, http_new_table, dice=(6, 6))
    post({"type": "place", "column": 1, "space": 6, "character": "Princess"}, 0)
    csv = http.get(f"/api/tables/{table['code']}/export.csv").get_data(as_text=True).splitlines()
    assert csv[0].split(",") == ["seat", "name", "hero", "Princess", "vp", "coins", "filled columns", "place"]
    assert csv[1].split(",") == ["0", "Ann", "", "6", "6", "2", "0", "1"]
    assert csv[2].split(",")[-1] == "2"


def test_hero_and_quest_never_leak_before_their_time(http, http_new_table) -> None:
    table = http_new_table("minstrels", ["Ann", "Bob"], {"heroes": True, "quests": True})
    post, get = client_io(http, table)
    offer = get(0)["state"]["players"][0]["offer"]
    quest = [[4, 6, "Dragon"], [3, 6, "Dragon"]]
    post({"type": "board_ready", "coins": BASE_COINS, "hero": offer[0], "quest": quest}, 0)
    code = table["code"]
    answers = [http.get(f"/api/tables/{code}{path}") for path in ("", "/log", "/export.json", "/export.csv")]
    assert all(r.status_code == 200 for r in answers)
    seen = [json.dumps(get(1)), *(r.get_data(as_text=True) for r in answers)]
    assert "board_ready" in seen[2]
    for text in seen:
        assert offer[0] not in text and offer[1] not in text  # the hero kept and the one returned
        assert '"Dragon"]' not in text and "[4, 6" not in text and "[4,6" not in text  # the quest marks
    post(
        {
            "type": "board_ready",
            "coins": BASE_COINS,
            "hero": get(1)["state"]["players"][1]["offer"][0],
            "quest": [[1, 1, None]],
        },
        1,
    )
    assert offer[0] in json.dumps(get(1)["state"]["players"][0])  # heroes are shown once play starts
    assert get(1)["state"]["players"][0]["quest"]["marks"] is None  # the quest stays hidden
