"""What one more move costs on the wire of a real stream (issue #33): its change, not the whole view.

A score pad's view grows with its history (~20 KB after 650 entries); with 500 streams on a table
each action used to send ~10 MB. `companion serve` now sends each stream a patch of its view.
"""

from __future__ import annotations

import json
import socket
import time
from pathlib import Path

from companion import patch
from tests.robustness.server import Api, Served

ENTRIES = 650
BUDGET = 2048  # bytes on the wire for one more score's message


def _until(sock: socket.socket, done, timeout: float = 10.0) -> bytes:
    """Bytes read from `sock` until `done(bytes so far)` (then whatever arrives in the next 0.2 s)."""
    got = b""
    deadline = time.monotonic() + timeout
    while not done(got):
        assert time.monotonic() < deadline, got[-300:]
        sock.settimeout(max(0.01, deadline - time.monotonic()))
        got += sock.recv(65536)
    sock.settimeout(0.2)
    try:
        while chunk := sock.recv(65536):
            got += chunk
    except TimeoutError:
        pass
    return got


def test_one_more_score_on_a_pad_of_650_entries_is_under_2_kb_on_the_wire(tmp_path: Path) -> None:
    served = Served(tmp_path / "c.sqlite3", tmp_path / "serve.log")
    try:
        api = Api(served.port)
        table = api.create("score-pad", ["Ann", "Bob", "Cid", "Dan"])
        code = table["code"]
        api.token = table["seats"][0]["token"]
        for i in range(ENTRIES):
            status, body = api.call("POST", f"/api/tables/{code}/actions", {"type": "score", "seat": i % 4, "delta": 3})
            assert status == 200, body
        status, snap = api.call("GET", f"/api/tables/{code}")
        assert status == 200 and len(snap["state"]["history"]) == ENTRIES
        whole = len(json.dumps(snap["state"], separators=(",", ":"), ensure_ascii=False).encode())
        assert whole > 2 * BUDGET  # what each message carried before (5.4 KB)

        sock = socket.create_connection(("127.0.0.1", served.port), timeout=10)
        head = f"GET /api/tables/{code}/events HTTP/1.1\r\nHost: x\r\nLast-Event-ID: {snap['seq']}\r\n\r\n"
        sock.sendall(head.encode())
        _until(sock, lambda got: b": connected\n\n" in got)
        status, answer = api.call("POST", f"/api/tables/{code}/actions", {"type": "score", "seat": 1, "delta": 7})
        assert status == 200
        wire = _until(sock, lambda got: got.count(b"\n\n") >= 1 and b"data: " in got)
        sock.close()
        api.close()
    finally:
        served.stop()
    assert len(wire) < BUDGET, (len(wire), wire[:400])
    print(f"one more score: {len(wire)} bytes on the wire (the whole view: {whole})")
    message = json.loads(wire.split(b"data: ", 1)[1].split(b"\n\n", 1)[0])
    assert message["seq"] == answer["seq"] and message["base"] == snap["seq"]
    assert patch.apply(snap["state"], message["patch"]) == answer["state"]
