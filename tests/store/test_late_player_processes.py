"""A player added late on one process is a seat on every other (pt86's late friend on a hosted instance)."""

from __future__ import annotations

from companion.tables import Tables


def test_a_player_added_on_one_process_is_joined_and_scored_on_another(two: tuple[Tables, Tables]) -> None:
    """The seat's token is stored with its event: another process reads it and lets the new phone join and play."""
    a, b = two
    made = a.create("score-pad", ["Ana", "Bo"], {"rounds": 3})
    code, host = made["code"], made["host_token"]
    b.act(code, host, {"type": "score", "seat": 0, "delta": 4, "round": 1})  # process B holds the table too
    a.act(code, host, {"type": "add_player", "name": "Zoë"})
    joined, status = b.claim(code, 2)
    assert status == 200 and joined["name"] == "Zoë"
    b.act(code, joined["token"], {"type": "score", "seat": 2, "delta": 6, "round": 1})
    seen = a.snapshot(code, joined["token"])
    assert [p["name"] for p in seen["players"]] == ["Ana", "Bo", "Zoë"] and seen["you"]["seat"] == 2
    assert seen["players"][2]["claimed"] and seen["state"]["totals"] == [4, 0, 6]


def test_a_player_taken_off_on_one_process_is_gone_on_another(two: tuple[Tables, Tables]) -> None:
    """The shorter seat list is stored with its event: the other process reads it, and the seat number comes again."""
    a, b = two
    made = a.create("score-pad", ["Ana", "Bo"])
    code, host = made["code"], made["host_token"]
    b.act(code, host, {"type": "add_player", "name": "Quentin"})
    a.act(code, host, {"type": "remove_player", "seat": 2})
    assert [p["name"] for p in b.snapshot(code)["players"]] == ["Ana", "Bo"]
    b.act(code, host, {"type": "add_player", "name": "Quinn"})
    joined, status = a.claim(code, 2)
    assert status == 200 and joined["name"] == "Quinn"
