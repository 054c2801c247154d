"""Scanning a score sheet over the API: the reading with crops, and every photo that must not be recorded."""

from __future__ import annotations

import io

import pytest
from flask.testing import FlaskClient

from tests.conftest import act, bearer
from tests.web import scan_fake
from tests.web.scan_fake import ScanError, sheet


@pytest.fixture
def reader(monkeypatch: pytest.MonkeyPatch) -> scan_fake.Fake:
    """The fake reader in companion/scan's place."""
    fake = scan_fake.Fake()
    monkeypatch.setattr("web.scan_reader._module", lambda: fake)
    return fake


def upload(client: FlaskClient, t: dict | None, photo: bytes = b"\xff\xd8 a photo", token: str | None = None):
    """POST a photo to a table's scan (as its host, unless `token`) or, without a table, to /api/scan."""
    data = {"photo": (io.BytesIO(photo), "sheet.jpg", "image/jpeg")}
    if t is None:
        return client.post("/api/scan", data=data, content_type="multipart/form-data")
    headers = bearer(token or t["host_token"])
    return client.post(f"/api/tables/{t['code']}/scan", data=data, headers=headers, content_type="multipart/form-data")


def seq(client: FlaskClient, t: dict) -> int:
    """The table's version: unchanged means nothing was recorded."""
    return client.get(f"/api/tables/{t['code']}").json["seq"]


def test_a_reading_gives_each_field_its_value_confidence_and_crop(client: FlaskClient, new_table, reader) -> None:
    t = new_table("bard-saga", ["Ann", "Bob"])
    reader.reads = sheet(
        "bard-saga", t["code"], {"final.vp": [(12, 0.99), (12, 0.97)], "final.scrolls": [(4, 0.95), (6, 0.5)]}
    )
    r = upload(client, t)
    assert r.status_code == 200, r.json
    got = r.json
    assert reader.photos == [b"\xff\xd8 a photo"]
    assert [(f["key"], f["seat"], f["value"]) for f in got["fields"]] == [
        ("final.vp", 0, 12),
        ("final.vp", 1, 12),
        ("final.scrolls", 0, 4),
        ("final.scrolls", 1, None),  # 0.5: unread, typed
    ]
    assert got["fields"][3]["unread"] is True and got["fields"][3]["guess"] == 6
    assert all(f["crop"].startswith("data:image/jpeg;base64,") for f in got["fields"])
    assert got["must_type"] == 1 and "(1)" in got["message"]
    assert got["names"] == ["Ann", "Bob"]
    assert seq(client, t) == t["seq"]  # reading records nothing
    typed = {"final.vp": [12, 12], "final.scrolls": [4, 6]}
    act(client, t, {"type": "score_sheet", "values": typed, "scanned": True}, "host")
    assert client.get(f"/api/tables/{t['code']}/play").json["players"][1]["winner"] is True


def test_a_field_left_empty_must_be_typed_before_the_sheet_is_recorded(client: FlaskClient, new_table, reader) -> None:
    t = new_table("minstrels", ["Ann", "Bob"])
    rows = {"total": [(30, 0.99), None], "tiebreak_coins": [(1, 0.99), (2, 0.99)], "tiebreak_columns": [(0, 1), (0, 1)]}
    reader.reads = sheet("minstrels", t["code"], rows)
    got = upload(client, t).json
    empty = [f for f in got["fields"] if f["empty"]]
    assert [(f["key"], f["seat"], f["value"]) for f in empty] == [("total", 1, None)]
    assert got["must_type"] == 1
    as_read = {k: [f["value"] for f in got["fields"] if f["key"] == k] for k in rows}
    refused = act(client, t, {"type": "score_sheet", "values": as_read}, "host", status=400)
    assert refused["error"]["message"] == "A figure is missing (total, player 2): type it"
    assert seq(client, t) == t["seq"]


# Each photo that must not be recorded, with its answer: (reading, status, code, words of its message).
REFUSED = [
    (sheet("minstrels", None, {"total": [(3, 1), (4, 1)]}), 409, "other_game", "score sheet of Minstrels"),
    (sheet("bard-saga", "ZZZZZZ", {"final.vp": [(3, 1), (4, 1)]}), 409, "other_table", "another table (ZZZZZZ)"),
    (sheet("bard-saga", None, {"final.vp": [(3, 1), (4, 1), (5, 1)]}), 409, "other_players", "3 players"),
    (
        ScanError("not_a_sheet", "no score sheet in this photo: photograph the whole sheet"),
        422,
        "not_a_sheet",
        "score sheet in this photo",
    ),
    (ScanError("too_blurred", "too blurred to read: hold still, more light"), 422, "too_blurred", "blurred"),
    (ScanError("out_of_frame", "a corner is out of the photo: step back"), 422, "out_of_frame", "corner"),
]


def test_a_photo_that_is_not_this_tables_sheet_says_what_to_do_and_records_nothing(
    client: FlaskClient, new_table, reader
) -> None:
    t = new_table("bard-saga", ["Ann", "Bob"])
    for reads, status, code, words in REFUSED:
        reader.reads = reads
        r = upload(client, t)
        assert (r.status_code, r.json["error"]["code"]) == (status, code)
        assert words in r.json["error"]["message"], code
        assert r.json["error"]["message"][0].isupper(), code  # shown as it is, a sentence
    assert seq(client, t) == t["seq"]


def test_only_the_host_scans_and_a_photo_is_needed(client: FlaskClient, new_table, reader) -> None:
    t = new_table("bard-saga", ["Ann", "Bob"])
    reader.reads = sheet("bard-saga", t["code"], {"final.vp": [(3, 1), (4, 1)]})
    assert upload(client, t, token=t["seats"][0]["token"]).status_code == 403
    assert upload(client, t, token="wrong").status_code == 403
    missing = client.post(f"/api/tables/{t['code']}/scan", headers=bearer(t["host_token"]))
    assert (missing.status_code, missing.json["error"]["code"]) == (400, "missing_photo")
    assert upload(client, t, photo=b"").status_code == 400
    assert reader.photos == []


def test_a_photo_too_large_is_a_413(client: FlaskClient, new_table, reader) -> None:
    t = new_table("bard-saga", ["Ann", "Bob"])
    big = b"x" * (12 * 1024 * 1024 + 1)  # the length alone refuses it: no form is parsed
    headers = bearer(t["host_token"])
    kind = "multipart/form-data; boundary=b"
    r = client.post(f"/api/tables/{t['code']}/scan", data=big, headers=headers, content_type=kind)
    assert (r.status_code, r.json["error"]["code"]) == (413, "request_entity_too_large")


def test_a_blank_sheet_reads_without_a_table_and_a_tables_sheet_is_sent_there(client: FlaskClient, reader) -> None:
    reader.reads = sheet("score-pad", None, {"total": [(7, 1), (9, 1)]})
    got = upload(client, None).json
    assert (got["game"], got["names"]) == ("score-pad", ["Player 1", "Player 2"])
    # What the phone then does (scan.js): a new table of the sheet's game with the typed names, recorded.
    names = [{"name": "Ann"}, {"name": "Bob"}]
    made = client.post("/api/tables", json={"game": got["game"], "players": names}).json
    values = {"total": [f["value"] for f in got["fields"]]}
    act(client, {**made, "seats": []}, {"type": "score_sheet", "values": values, "scanned": True}, "host")
    play = client.get(f"/api/tables/{made['code']}/play").json
    assert [(p["name"], p["score"], p["winner"]) for p in play["players"]] == [("Ann", 7, False), ("Bob", 9, True)]
    reader.reads = sheet("score-pad", "ABCDEF", {"total": [(7, 1), (9, 1)]})
    r = upload(client, None)
    assert (r.status_code, r.json["error"]["code"], r.json["error"]["table"]) == (409, "table_sheet", "ABCDEF")


def test_without_the_scan_extra_the_answer_says_how_to_install_it(client: FlaskClient, new_table, monkeypatch) -> None:
    monkeypatch.setattr("companion.scan.available", lambda: False)  # as without OpenCV
    r = upload(client, None)
    assert (r.status_code, r.json["error"]["code"]) == (415, "missing_extra")
    assert "pip install '.[scan]'" in r.json["error"]["message"]  # the README's own command


def test_openapi_describes_the_photo_and_each_fields_value_and_confidence(client: FlaskClient) -> None:
    doc = client.get("/api/openapi.json").json
    for path in ("/api/tables/{code}/scan", "/api/scan"):
        op = doc["paths"][path]["post"]
        photo = op["requestBody"]["content"]["multipart/form-data"]["schema"]["properties"]["photo"]
        assert photo["format"] == "binary"
        assert {"200", "409", "413", "415", "422"} <= set(op["responses"])
    field = doc["components"]["schemas"]["ScanField"]["properties"]
    assert {"key", "seat", "value", "confidence", "crop"} <= set(field)
    reading = doc["components"]["schemas"]["ScanReading"]["properties"]
    assert {"app", "groups", "total"} <= set(reading)  # what the check compares the sheet with
    examples = doc["paths"]["/api/tables/{code}/actions"]["post"]["requestBody"]["content"]["application/json"]
    assert "score_sheet" in {ex["value"]["type"] for ex in examples["examples"].values()}


def test_a_row_the_tally_needs_that_this_page_lacks_is_sent_to_be_typed(client: FlaskClient, new_table, reader) -> None:
    t = new_table("minstrels", ["Ann", "Bob"])
    reader.reads = sheet(
        "minstrels", t["code"], {"total": [(30, 0.99), (20, 0.99)], "tiebreak_coins": [(1, 1), (2, 1)]}
    )
    got = upload(client, t).json
    lacking = [(f["key"], f["seat"], f["value"], f["crop"]) for f in got["fields"] if f["key"] == "tiebreak_columns"]
    assert lacking == [("tiebreak_columns", 0, None, ""), ("tiebreak_columns", 1, None, "")]
    assert got["must_type"] == 2


def test_a_sheet_printed_before_a_new_join_code_is_still_this_tables(client: FlaskClient, new_table, reader) -> None:
    t = new_table("bard-saga", ["Ann", "Bob"])
    fresh = client.post(f"/api/tables/{t['code']}/code", json={}, headers=bearer(t["host_token"])).json["code"]
    for printed in (t["code"], fresh):
        reader.reads = sheet("bard-saga", printed, {"final.vp": [(3, 1), (4, 1)]})
        r = client.post(
            f"/api/tables/{fresh}/scan",
            data={"photo": (io.BytesIO(b"\xff\xd8"), "s.jpg")},
            headers=bearer(t["host_token"]),
            content_type="multipart/form-data",
        )
        assert r.status_code == 200, (printed, r.json)
