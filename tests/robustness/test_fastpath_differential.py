"""Finding 9 of issue 27: the action fast path and Flask answer one request alike on the real server.

A plain body goes to the fast path (web/fastpath.py); the same request sent chunked goes to
Flask. Two tables opened alike take the same actions, one each way.
"""

from __future__ import annotations

import json
import re
import socket

import pytest

from tests.robustness.server import Api, Served, action_request, exchange

SEEN = ("content-type", "content-language", "vary", "x-frame-options", "content-security-policy")
CASES = [
    ("", {"type": "score", "seat": 0, "delta": 3}, {}),
    ("", {"type": "score", "seat": 0, "delta": 1, "seq": 1}, {}),  # stale
    ("", {"type": "nope"}, {"Accept-Language": "de"}),
    ("", "{not json", {}),
    ("%A0", {"type": "score", "seat": 0, "delta": 1}, {}),
    ("%DF", {"type": "score", "seat": 0, "delta": 1}, {}),
    ("%C2%A0", {"type": "score", "seat": 0, "delta": 1}, {}),
    ("%C3%9F", {"type": "score", "seat": 0, "delta": 1}, {}),
    ("", {"type": "score", "seat": 1, "delta": 2}, {"Accept-Language": "fr"}),
]


def _seen(answer: bytes, code: str) -> tuple[object, ...]:
    head, _, body = answer.partition(b"\r\n\r\n")
    lines = head.decode("latin-1").split("\r\n")
    headers = dict(line.lower().split(": ", 1) for line in lines[1:])
    data = json.loads(re.sub(r'"at": ?[0-9.]+', '"at": 0', body.decode().replace(code, "CODE")))
    return lines[0], data, *(headers.get(name) for name in SEEN)


@pytest.fixture
def tables(served: Served) -> tuple[dict, dict]:
    api = Api(served.port)
    made = api.create("score-pad", ["Red", "Blue"]), api.create("score-pad", ["Red", "Blue"])
    api.close()
    return made


@pytest.mark.parametrize("index", range(len(CASES)))
def test_a_plain_and_a_chunked_request_get_the_same_answer(
    served: Served, tables: tuple[dict, dict], index: int
) -> None:
    fast, slow = tables
    for suffix, action, extra in CASES[: index + 1]:  # both tables in step up to this case
        body = action.encode() if isinstance(action, str) else json.dumps(action).encode()
        a = exchange(served.port, action_request(fast["code"] + suffix, fast["host_token"], body, extra, chunked=False))
        b = exchange(served.port, action_request(slow["code"] + suffix, slow["host_token"], body, extra, chunked=True))
    assert _seen(a, fast["code"]) == _seen(b, slow["code"]), CASES[index]


def test_a_body_shorter_than_its_length_is_a_400_either_way(served: Served, tables: tuple[dict, dict]) -> None:
    fast, slow = tables
    answers = []
    for table, chunked in ((fast, False), (slow, True)):
        raw = action_request(table["code"], table["host_token"], b'{"type": "roll"}', {}, chunked)
        cut = raw[: raw.index(b"\r\n\r\n") + 4] + (b"40\r\n" if chunked else b"") + b'{"type"'
        if not chunked:
            cut = cut.replace(b"Content-Length: 16", b"Content-Length: 100")
        with socket.create_connection(("127.0.0.1", served.port), timeout=10) as sock:
            sock.sendall(cut)
            sock.shutdown(socket.SHUT_WR)  # the phone went away mid-body
            out = b""
            while chunk := sock.recv(65536):
                out += chunk
        answers.append(_seen(out, table["code"]))
    assert answers[0][0] == "HTTP/1.1 400 Bad Request" and answers[0][1]["error"]["code"] == "bad_request"
    assert answers[0] == answers[1]
