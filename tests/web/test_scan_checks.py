"""pt26: what a scanned sheet is checked against before it is recorded: the app's game it would end, its
own Total against its rows, an empty Total computed from them; a refusal logs one line, not a traceback."""

from __future__ import annotations

import pytest
from flask.testing import FlaskClient

from tests.conftest import act
from tests.web import scan_fake
from tests.web.scan_fake import ScanError, sheet
from tests.web.test_scan import seq, upload
from web import scan_reader


@pytest.fixture
def reader(monkeypatch: pytest.MonkeyPatch) -> scan_fake.Fake:
    """The fake reader in companion/scan's place."""
    fake = scan_fake.Fake()
    monkeypatch.setattr("web.scan_reader._module", lambda: fake)
    return fake


VP_ROWS = [
    "dragon",
    "wizard",
    "bandit",
    "treasure",
    "knight",
    "princess",
    "column_bonuses",
    "tasks",
    "quest",
    "road_sign_big",
    "road_sign_small",
    "coins",
]

TWELVE = [1, 1, 1, 1, 1, 1, 0, 1, 0, 0, 3, 2]  # VP rows the rules can produce, adding up to 12


def minstrels(seat0: list[int], seat1: list[int], totals: list[int | None]) -> dict[str, list[int | None]]:
    """A Minstrels sheet's figures: each VP row for two seats, their Totals and tie-breaks."""
    values: dict[str, list[int | None]] = {k: [a, b] for k, a, b in zip(VP_ROWS, seat0, seat1, strict=True)}
    return {**values, "total": totals, "tiebreak_coins": [1, 2], "tiebreak_columns": [0, 1]}


def test_a_sheet_ends_a_game_still_going_in_the_app_only_when_told_and_undo_brings_it_back(
    client: FlaskClient,
    new_table,
    reader,
) -> None:
    t = new_table("score-pad", ["Ann", "Bob"], {"rounds": 3, "categories": ["Gold", "Quests"]})
    act(client, t, {"type": "score", "seat": 0, "delta": 17, "category": "Gold"}, 0)
    act(client, t, {"type": "score", "seat": 1, "delta": 16, "category": "Quests"}, 1)
    reader.reads = sheet("score-pad", t["code"], {"category1": [(20, 1), (8, 1)], "total": [(20, 1), (8, 1)]})
    got = upload(client, t).json
    assert got["app"]["scores"] == [17, 16]  # shown beside the sheet's before anything is confirmed
    assert got["app"]["rounds"][0][0] == 17 and got["app"]["rounds"][1][0] == 16
    before = seq(client, t)
    typed = {"category1": [20, 8], "category2": [0, 0], "total": [20, 8]}
    refused = act(client, t, {"type": "score_sheet", "values": typed}, "host", status=409)
    assert refused["error"]["code"] == "game_in_progress" and "17, 16" in refused["error"]["message"]
    assert seq(client, t) == before
    act(client, t, {"type": "score_sheet", "values": typed, "ends_game": True}, "host")
    assert client.get(f"/api/tables/{t['code']}").json["table"]["over"] is True
    act(client, t, {"type": "undo"}, "host")
    snap = client.get(f"/api/tables/{t['code']}").json
    assert snap["table"]["over"] is False and snap["state"]["totals"] == [17, 16]


def test_a_fresh_table_or_a_finished_one_takes_its_sheet_without_being_told(client: FlaskClient, new_table) -> None:
    fresh = new_table("score-pad", ["Ann", "Bob"])
    assert upload_app(client, fresh) is None
    act(client, fresh, {"type": "score_sheet", "values": {"total": [3, 4]}}, "host")
    over = new_table("score-pad", ["Ann", "Bob"])
    act(client, over, {"type": "score", "seat": 0, "delta": 5}, 0)
    act(client, over, {"type": "finish"}, "host")
    shown = upload_app(client, over)  # shown beside the sheet: confirming replaces the app's result
    assert isinstance(shown, dict) and (shown["scores"], shown["over"]) == ([5, 0], True)
    act(client, over, {"type": "score_sheet", "values": {"total": [5, 8]}}, "host")


def upload_app(client: FlaskClient, t: dict) -> dict | None:
    """The `app` a scan of this table would show (the sheet_sums the endpoint uses)."""
    from companion.games import sheet_sums

    table = client.application.extensions["tables"].get(t["code"])
    return sheet_sums.live(table.game, table.state)


def test_a_written_total_that_disagrees_with_its_rows_is_flagged_not_picked(
    client: FlaskClient,
    new_table,
    reader,
) -> None:
    t = new_table("minstrels", ["Ann", "Bob"])
    rows = [4, 0, 12, 0, 0, 0, 8, 15, 0, 5, 0, 0]  # adds up to 44
    values = minstrels(rows, TWELVE, [6, 12])
    refused = act(client, t, {"type": "score_sheet", "values": values}, "host", status=422)
    assert refused["error"]["code"] == "sheet_total" and refused["error"]["seat"] == 0
    assert "6" in refused["error"]["message"] and "44" in refused["error"]["message"]
    assert seq(client, t) == t["seq"]
    values["total"] = [44, 12]  # the player fixed the Total
    answer = act(client, t, {"type": "score_sheet", "values": values}, "host")
    assert answer["state"]["sheet"]["scores"] == [44, 12]
    reader.reads = sheet("minstrels", t["code"], {"total": [(3, 1), (4, 1)]})
    act(client, t, {"type": "undo"}, "host")
    got = upload(client, t).json
    assert got["total"] == "total" and got["groups"] == []  # this page lacks the VP rows: nothing to add up


def test_an_empty_total_is_the_sum_of_one_group_of_rows_not_of_all_of_them(client: FlaskClient, new_table) -> None:
    t = new_table("score-pad", ["Ann", "Bob"], {"rounds": 2, "categories": ["Gold", "Quests"]})
    values = {"category1": [30, 10], "category2": [24, 5], "round1": [20, 7], "round2": [34, 8], "total": [None, 15]}
    answer = act(client, t, {"type": "score_sheet", "values": values}, "host")
    assert answer["state"]["sheet"]["scores"] == [54, 15]  # not 108 (categories and rounds added together), not 0
    m = new_table("minstrels", ["Ann", "Bob"])
    values = minstrels([2, 2, 2, 2, 2, 2, 4, 2, 0, 0, 3, 3], TWELVE, [None, 12])
    done = act(client, m, {"type": "score_sheet", "values": values}, "host")
    assert done["state"]["sheet"]["scores"] == [24, 12]


def test_a_score_pads_rows_are_named_as_the_table_named_them(client: FlaskClient, new_table, reader) -> None:
    t = new_table("score-pad", ["Ann", "Bob"], {"rounds": 2, "categories": ["Gold", "Quests"]})
    rows = {
        "category1": [(1, 1), (2, 1)],
        "category2": [(1, 1), (2, 1)],
        "round1": [(1, 1), (2, 1)],
        "total": [(2, 1), (4, 1)],
    }
    reader.reads = sheet("score-pad", t["code"], rows)
    got = upload(client, t).json
    labels = {f["key"]: f["label"] for f in got["fields"]}
    assert (labels["category1"], labels["category2"], labels["round1"]) == ("Gold", "Quests", "Round 1")
    assert got["groups"] == [["category1", "category2"], ["round1"]] and got["total"] == "total"


def test_a_photo_that_is_not_a_sheet_logs_no_traceback_from_the_thread_pool(
    capfd: pytest.CaptureFixture[str],
    reader,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from gevent import monkey

    monkeypatch.setattr(monkey, "is_module_patched", lambda name: True)  # as under `companion serve`
    reader.reads = ScanError("not_a_sheet", "This does not look like one of our score sheets.")
    with pytest.raises(Exception) as refused:
        scan_reader.read(b"a texture")
    assert getattr(refused.value, "status", None) == 422
    assert "Traceback" not in capfd.readouterr().err


def test_a_row_nobody_filled_is_not_used_and_the_rest_still_add_up(client: FlaskClient, new_table) -> None:
    t = new_table("score-pad", ["Ann", "Bob"], {"rounds": 3})
    values = {"round1": [5, 7], "round2": [6, 1], "round3": [None, None], "total": [None, 8]}
    answer = act(client, t, {"type": "score_sheet", "values": values}, "host")
    assert answer["state"]["sheet"]["scores"] == [11, 8]  # round 3 not played: not a row to type
    m = new_table("score-pad", ["Ann", "Bob"], {"rounds": 3})
    values["total"] = [11, 3]
    refused = act(client, m, {"type": "score_sheet", "values": values}, "host", status=422)
    assert refused["error"]["seat"] == 1 and "8" in refused["error"]["message"]


def test_every_total_that_disagrees_is_named_at_once_with_its_sum(client: FlaskClient, new_table) -> None:
    """pt33: the errors came one player at a time ("I counted 6 in a row")."""
    t = new_table("score-pad", ["Ann", "Bob", "Cy"], {"rounds": 2})
    values = {"round1": [5, 7, 1], "round2": [6, 1, 1], "total": [11, 3, 30]}
    refused = act(client, t, {"type": "score_sheet", "values": values}, "host", status=422)["error"]
    assert [(d["seat"], d["sum"], d["total"]) for d in refused["disagree"]] == [(1, 8, 3), (2, 2, 30)]
    assert "Player 2: the rows add up to 8, the Total says 3." in refused["message"]
    assert "Player 3: the rows add up to 2, the Total says 30." in refused["message"]


def test_a_pad_player_may_fill_only_categories_or_only_rounds(client: FlaskClient, new_table) -> None:
    t = new_table("score-pad", ["Ann", "Bob"], {"rounds": 2, "categories": ["Gold", "Quests"]})
    values = {"category1": [18, None], "category2": [12, None], "round1": [None, 4], "round2": [None, 5]}
    values["total"] = [30, 9]
    answer = act(client, t, {"type": "score_sheet", "values": values}, "host")
    assert answer["state"]["sheet"]["scores"] == [30, 9]


def test_values_the_rules_cannot_produce_are_refused_naming_the_field(client: FlaskClient, new_table, reader) -> None:
    """pt33: Road sign 5 took a 2, Quest took values with Quests mode off."""
    t = new_table("minstrels", ["Ann", "Bob"])
    values = minstrels([2, 2, 2, 2, 2, 2, 4, 2, 0, 2, 0, 4], [1, 1, 1, 1, 1, 1, 0, 1, 4, 0, 3, 0], [24, 14])
    refused = act(client, t, {"type": "score_sheet", "values": values}, "host", status=422)["error"]
    assert refused["code"] == "sheet_impossible"
    assert [(f["key"], f["seat"], f["allowed"]) for f in refused["fields"]] == [
        ("road_sign_big", 0, [0, 5]),
        ("quest", 1, [0]),  # Quests mode is off at this table
    ]
    assert "Road sign 5, player 1: 2 is not possible here (only 0, 5)" in refused["message"]
    assert seq(client, t) == t["seq"]
    q = new_table("minstrels", ["Ann", "Bob"], {"quests": True})
    values["road_sign_big"] = [5, 0]
    values["dragon"], values["total"] = [None, None], [25, 13]  # nobody's Dragon row: not used
    assert act(client, q, {"type": "score_sheet", "values": values}, "host")["state"]["sheet"]["scores"] == [25, 13]
    reader.reads = sheet("minstrels", q["code"], {"total": [(3, 1), (4, 1)]})
    act(client, q, {"type": "undo"}, "host")
    assert upload(client, q).json["possible"]["quest"] == [0, 4, 8]  # the phone marks a field before confirming


def test_a_group_that_kept_score_on_the_track_fills_only_the_total(client: FlaskClient, new_table) -> None:
    t = new_table("minstrels", ["Ann", "Bob"])
    values = {k: [None, 2] for k in VP_ROWS} | {"total": [57, 20], "tiebreak_coins": [1, 2], "tiebreak_columns": [0, 1]}
    values["road_sign_big"], values["road_sign_small"], values["quest"] = [None, 0], [None, 0], [None, 0]
    values["column_bonuses"] = [None, 4]
    answer = act(client, t, {"type": "score_sheet", "values": values}, "host")
    assert answer["state"]["sheet"]["scores"] == [57, 20]


@pytest.mark.parametrize("players", [2, 4])
def test_the_printed_bubbles_can_write_every_value_the_check_allows(players: int) -> None:
    """pt35: Road sign 3 allows 6 (both pieces under the 3), but its bubbles went 0-3: a 6 could not be written."""
    from companion.games.sheet_values import possible
    from printables import build, sheet_scan

    page = build.blank("minstrels", "score", "a4", base_url="http://x", players=players).pages[0]
    layout = sheet_scan.layout(page.qr[0])
    assert layout is not None
    most = {f.key: int("".join(str(len(d) - 1) for d in f.digits)) for f in layout.fields if f.seat == 0}
    for key, values in possible("minstrels", None, players).items():
        assert max(values) <= most[key], (key, values, most[key])
