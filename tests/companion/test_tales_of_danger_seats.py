"""Tales of Danger's first player is a seat number like every seat in the API (issue #14, 3)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.companion.test_tales_of_danger import GAME, NAMES, state
from tests.golden.test_replay import load

GOLDEN = Path(__file__).resolve().parents[1] / "golden" / "tales-of-danger-3p-v2.json"


@pytest.mark.parametrize("seat", [0, 1, 2])
def test_first_player_is_a_0_based_seat(new_table, client, seat: int) -> None:
    table = new_table(GAME, NAMES[:3], {"first_player": seat})
    st = state(client, table)
    assert st["first_player"] == seat and st["turn"] == seat
    assert client.get(f"/api/tables/{table['code']}").json["options"]["first_player"] == seat


def test_the_option_is_described_as_a_seat(http) -> None:
    games = {g["id"]: g for g in http.get("/api/games").json}
    opt = next(o for o in games[GAME]["options"] if o["name"] == "first_player")
    assert opt["kind"] == "seat" and opt["default"] == "random"


@pytest.mark.parametrize(
    ("value", "message"),
    [
        ("2", "'2' is not a player here (Ann, Bob, Cid, or random)"),
        (3, "seat 3 is not one of the 3 seats (0 to 2)"),
        (-1, "seat -1 is not one of the 3 seats (0 to 2)"),
        (True, "a seat number"),
        (1.0, "a seat number"),
        (None, "a seat number"),
    ],
)
def test_a_bad_first_player_is_a_400_naming_it(client, value: object, message: str) -> None:
    body = {"game": GAME, "players": [{"name": n} for n in NAMES[:3]], "options": {"first_player": value}}
    r = client.post("/api/tables", json=body)
    assert r.status_code == 400, r.json
    assert "first_player" in r.json["error"]["message"] and message in r.json["error"]["message"]


def _old_table(first: str, tmp: Path):
    """The golden log as an older version stored it, with a 1-based first player string."""
    rec = json.loads(GOLDEN.read_text())
    rec["events"][0]["data"]["options"]["first_player"] = first
    path = tmp / "old.json"
    path.write_text(json.dumps(rec))
    return load(path)


@pytest.mark.parametrize(("stored", "seat"), [("1", 0), ("3", 2), ("random", "random")])
def test_old_tables_with_a_1_based_string_load_as_a_seat(tmp_path: Path, stored: str, seat: object) -> None:
    tables, code, rec = _old_table(stored, tmp_path)
    table = tables.get(code)
    assert table.options["first_player"] == seat
    assert table.state == rec["state"]  # the stored game replays unchanged
    # Play again from the old table opens a new one with the upgraded option.
    new = tables.create(GAME, [p.__dict__ for p in table.players], table.options)
    assert tables.get(new["code"]).state["first_player"] in ({seat} if seat != "random" else {0, 1, 2})
