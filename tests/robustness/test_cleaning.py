"""Finding 10: every text a person types is cleaned by one function; the access log is escaped."""

from __future__ import annotations

import csv
import io
import json
import socket
import subprocess
import time
from pathlib import Path

import pytest
from flask.testing import FlaskClient

from companion import clean
from companion.errors import ActionError
from tests.conftest import act
from tests.printables import pdfcheck
from tests.robustness.server import ROOT, Api, free_port, serve_command

BAD = "\u202e\u2066\u200b\u200e\x1b\x00\x07\x7f\x9b\ufeff"  # bidi overrides, zero-width, escapes, C1


@pytest.mark.parametrize(
    ("raw", "want"),
    [
        ("Gold\u202eevil", "Goldevil"),
        ("\x1b[31mRed\x1b[0m", "[31mRed[0m"),
        ("two\nlines\r\nhere", "two lines here"),
        ("  tabs\tand\u2028seps  ", "tabs and seps"),
        ("zero\u200bwidth\u2060join", "zerowidthjoin"),
        ("\u2067اسم\u2069", "اسم"),
        ("👩\u200d👩\u200d👧 family", "👩\u200d👩\u200d👧 family"),  # ZWJ sequences stay whole
        ("می\u200cخواهم", "می\u200cخواهم"),  # ZWNJ is part of Persian spelling
        ("Cafe\u0301", "Café"),  # one form (NFC), so "Café" and "Café" are the same name
        ("李小龍", "李小龍"),
    ],
)
def test_one_function_cleans_typed_text(raw: str, want: str) -> None:
    assert clean.text(raw, "a name", 40, "bad_player") == want


@pytest.mark.parametrize("raw", ["", "   ", BAD, "\n\t"])
def test_nothing_left_is_refused(raw: str) -> None:
    with pytest.raises(ActionError) as err:
        clean.text(raw, "a name", 40, "bad_player")
    assert err.value.code == "bad_player" and "empty" in err.value.message


def test_too_long_is_refused_after_cleaning_and_huge_before_it() -> None:
    assert clean.text("a" * 10 + BAD * 5, "a name", 10, "bad_player") == "a" * 10
    with pytest.raises(ActionError, match="at most 10 characters"):
        clean.text("a" * 11, "a name", 10, "bad_player")
    with pytest.raises(ActionError, match="at most 10 characters"):
        clean.text("\u200b" * 100_000, "a name", 10, "bad_player")


def _no_bad(text: str) -> None:
    for ch in BAD + "\n\r":
        assert ch not in text, repr(ch)


def test_score_pad_categories_are_cleaned_everywhere(client: FlaskClient, new_table) -> None:
    cats = ["Gold\u202eevil", "Wo\x1b[2Jod", "Sto\nne"]
    table = new_table("score-pad", ["Ana\u202e", "Bo\x1b"], {"categories": cats, "tie_breaker": "Wo\x1b[2Jod"})
    code = table["code"]
    snap = client.get(f"/api/tables/{code}").json
    assert snap["options"]["categories"] == ["Goldevil", "Wo[2Jod", "Sto ne"]
    assert snap["options"]["tie_breaker"] == "Wo[2Jod"
    assert [p["name"] for p in snap["players"]] == ["Ana", "Bo"]
    act(client, table, {"type": "score", "seat": 0, "delta": 3, "category": "Sto ne"})
    exported = client.get(f"/api/tables/{code}/export.json").get_data(as_text=True)
    _no_bad(json.loads(exported).__repr__())
    rows = list(csv.reader(io.StringIO(client.get(f"/api/tables/{code}/export.csv").get_data(as_text=True))))
    _no_bad(" ".join(" ".join(r) for r in rows))
    assert "Sto ne" in rows[0]
    text = " ".join(p.text for p in pdfcheck.read(client.get(f"/t/{code}/print/score.pdf").data))
    _no_bad(text)
    assert "Goldevil" in text


def test_face_labels_are_cleaned(client: FlaskClient, new_table) -> None:
    table = new_table()
    roll = act(client, table, {"type": "roll", "dice": "1d2", "faces": ["He\u202ead", "Ta\nil"], "values": [2]})
    assert roll["events"][0]["data"]["labels"] == ["Ta il"]
    assert "Ta il" in roll["events"][0]["text"]


def test_the_access_log_escapes_request_lines(tmp_path: Path) -> None:
    port = free_port()
    log = tmp_path / "serve.log"
    with open(log, "wb") as out:
        proc = subprocess.Popen(
            [*serve_command(port, tmp_path / "a.sqlite3"), "--access-log"], cwd=ROOT, stdout=out, stderr=out
        )
    try:
        deadline = time.monotonic() + 20
        while True:
            api = Api(port)
            try:
                api.call("GET", "/api/games")
                break
            except OSError:
                assert time.monotonic() < deadline, "the server did not start"
                time.sleep(0.05)
            finally:
                api.close()
        for line in (b"GET /\x1b[2J\x1b]0;pwned\x07\x9b31m HTTP/1.1", b"\x1b[31mBAD\x1b[0m / HTTP/1.1"):
            with socket.create_connection(("127.0.0.1", port), timeout=5) as sock:
                sock.sendall(line + b"\r\nHost: x\r\nConnection: close\r\n\r\n")
                while sock.recv(65536):
                    pass
        time.sleep(0.2)
    finally:
        proc.terminate()
        proc.wait(10)
    written = log.read_bytes()
    assert b"\x1b" not in written and b"\x07" not in written and "\x9b".encode() not in written
    assert b"\x9b" not in written
    assert b"\\x1b[2J" in written, written[-600:]


def test_a_minstrels_task_name_is_cleaned(client: FlaskClient, new_table) -> None:
    from tests.companion.test_minstrels import started

    _table, post, _get = started(client, new_table)
    post({"type": "place", "column": 1, "space": 5, "character": "Dragon"}, 0)  # a task comes after placing
    r = post({"type": "task", "vp": 2, "name": "Kni\u202eghts\x1b[2J\nof old"}, 0)
    assert r["events"][0]["text"] == "Ann completed a task 'Knights[2J of old': +2 VP"
