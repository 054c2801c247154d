"""Flaky Wi-Fi at the API: resuming a stream with Last-Event-ID, and retried actions applied once."""

from __future__ import annotations

import json
import socket
import threading

import pytest

from tests.robustness.server import Api, Served, Stream


@pytest.fixture
def table(served: Served) -> dict:
    """A score-pad table for three on the shared server."""
    api = Api(served.port)
    try:
        return api.create("score-pad", ["Ana", "Bo", "Cy"])
    finally:
        api.close()


def _score(api: Api, code: str, seat: int, delta: int, aid: str | None = None) -> dict:
    action = {"type": "score", "seat": seat, "delta": delta}
    if aid:
        action["id"] = aid
    status, body = api.call("POST", f"/api/tables/{code}/actions", action)
    assert status == 200, body
    return body


@pytest.mark.parametrize("how", ["header", "query"])
def test_reconnect_gets_exactly_the_missed_events(served: Served, table: dict, how: str) -> None:
    code = table["code"]
    api = Api(served.port, table["seats"][0]["token"])
    b = table["seq"] - 1  # seqs after the table's creation and the joins
    first = Stream(served.port, code, last=table["seq"])
    try:
        for d in (1, 2, 3):
            _score(api, code, 0, d)
        seen = first.until_seq(b + 4)
        assert [s - b for s, _ in seen] == [2, 3, 4]
    finally:
        first.close()  # the phone loses its Wi-Fi
    for d in (10, 20, 30, 40):
        _score(api, code, 1, d)
    again = Stream(served.port, code, last=seen[-1][0], header=how == "header")
    try:
        missed = again.until_seq(b + 8)
        assert [s - b for s, _ in missed] == [5, 6, 7, 8]
        assert [e["data"]["delta"] for _, e in missed] == [10, 20, 30, 40]
        assert missed[-1][1]["state"]["totals"] == [6, 100, 0]
        # ...and then it is live again, with nothing repeated.
        _score(api, code, 2, 7)
        assert [s - b for s, _ in again.until_seq(b + 9)] == [5, 6, 7, 8, 9]
        assert [s - b for s, _ in again.settle(0.2)] == [5, 6, 7, 8, 9]
    finally:
        again.close()
        api.close()


def test_reconnect_when_nothing_was_missed_sends_nothing(served: Served, table: dict) -> None:
    api = Api(served.port, table["host_token"])
    try:
        seq = _score(api, table["code"], 0, 5)["seq"]
        stream = Stream(served.port, table["code"], last=seq)
        assert stream.settle(0.3) == []
        stream.close()
    finally:
        api.close()


def test_a_retried_action_is_applied_once(served: Served, table: dict) -> None:
    code = table["code"]
    api = Api(served.port, table["seats"][1]["token"])
    try:
        one = _score(api, code, 1, 9, aid="retry-1")
        two = _score(api, code, 1, 9, aid="retry-1")
        assert two["duplicate"] is True
        assert (two["seq"], two["events"]) == (one["seq"], one["events"])
        assert two["state"]["totals"] == [0, 9, 0]
        # A different id is a different action.
        assert _score(api, code, 1, 9, aid="retry-2")["state"]["totals"] == [0, 18, 0]
    finally:
        api.close()


def test_an_action_whose_answer_was_lost_is_applied_once_on_retry(served: Served, table: dict) -> None:
    """The POST reaches the server but the phone drops before the answer; it sends it again."""
    code = table["code"]
    token = table["seats"][2]["token"]
    action = json.dumps({"type": "score", "seat": 2, "delta": 4, "id": "lost-answer"}).encode()
    raw = socket.create_connection(("127.0.0.1", served.port))
    raw.sendall(
        f"POST /api/tables/{code}/actions HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
        f"Authorization: Bearer {token}\r\nContent-Length: {len(action)}\r\n\r\n".encode()
        + action
    )
    raw.close()  # gone before any answer
    api = Api(served.port, token)
    try:
        answer = _score(api, code, 2, 4, aid="lost-answer")
        status, log = api.call("GET", f"/api/tables/{code}/log")
        assert status == 200
        assert [e["data"] for e in log if e["type"] == "scored"] == [{"seat": 2, "delta": 4, "corrects": 2}]
        assert answer["state"]["totals"] == [0, 0, 4]
    finally:
        api.close()


def test_the_same_action_from_two_phones_at_once_is_applied_once(served: Served, table: dict) -> None:
    code = table["code"]
    results: list = []
    go = threading.Barrier(8)

    def send(token: str) -> None:
        api = Api(served.port, token)
        go.wait()
        try:
            results.append(_score(api, code, 0, 3, aid="twin"))
        finally:
            api.close()

    tokens = [table["host_token"]] * 4 + [table["seats"][0]["token"]] * 4
    threads = [threading.Thread(target=send, args=(t,)) for t in tokens]
    for t in threads:
        t.start()
    for t in threads:
        t.join(10)
    assert len(results) == 8
    assert {r["seq"] for r in results} == {table["seq"] + 1}
    assert sum(1 for r in results if not r.get("duplicate")) == 1
    api = Api(served.port)
    try:
        assert api.call("GET", f"/api/tables/{code}")[1]["state"]["totals"] == [3, 0, 0]
    finally:
        api.close()


def test_a_stale_seq_is_refused_with_what_changed(served: Served, table: dict) -> None:
    code = table["code"]
    api = Api(served.port, table["seats"][0]["token"])
    try:
        _score(api, code, 0, 1)
        _score(api, code, 1, 2)
        seen = table["seq"] + 1
        stale = {"type": "score", "seat": 0, "delta": 5, "seq": seen}
        status, body = api.call("POST", f"/api/tables/{code}/actions", stale)
        assert status == 409
        assert body["error"]["code"] == "stale" and body["error"]["seq"] == seen + 1
        assert [e["seq"] for e in body["error"]["events"]] == [seen + 1]
        assert api.call("GET", f"/api/tables/{code}")[1]["state"]["totals"] == [1, 2, 0]
    finally:
        api.close()
