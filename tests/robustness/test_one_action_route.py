"""Issue 29 item 3 on the real server: one action answered alike, byte for byte, however its body is framed.

A body with a plain Content-Length goes to the fast path (web/fastpath.py), the same body sent
chunked goes through Flask (web/api.py); both must come back with the same status line, the
same headers and the same body (its times aside: no case rolls dice). Two tables opened alike
take the same requests, one each way.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable

import pytest

from tests.robustness.server import Api, Served, action_request, exchange

# Every header an action's answer carries but those of the transport (Date, Server, Connection,
# Content-Length, Transfer-Encoding), which the two framings may legitimately set apart.
TRANSPORT = ("date", "server", "connection", "content-length", "transfer-encoding")
SEEN = (
    "content-type",
    "content-language",
    "content-security-policy",
    "x-frame-options",
    "x-content-type-options",
    "referrer-policy",
    "vary",
    "cache-control",  # none today, either way: a POST's answer is not cached
)
GUESSER = "127.0.0.3"  # the 429 case's own address: its guesses count against no other case
Send = Callable[[str, str, bytes, dict[str, str]], dict]  # code, token, body, headers -> answer


def parse(answer: bytes, code: str) -> dict:
    """The answer's status line, header lines in order (less the transport's) and body bytes, its code as CODE."""
    head, _, body = answer.partition(b"\r\n\r\n")
    lines = head.decode("latin-1").split("\r\n")
    headers = []
    for line in lines[1:]:
        name, _, value = line.partition(": ")
        if name.lower() in TRANSPORT:
            continue
        if name.lower() == "retry-after" and value.isdigit():  # seconds left, read a moment apart: 59 or 60
            value = "N"
        headers.append((name.lower(), value))
    # Times differ from one request to the next, and so does the seconds' count of a 429.
    text = re.sub(rb'"(at|retry_after)": ?[0-9.]+', rb'"\1":0', body.replace(code.encode(), b"CODE"))
    return {"status": lines[0], "headers": headers, "body": text}


@pytest.fixture
def send(served: Served) -> Send:
    """A function that sends one request both ways (to two tables opened alike); the two answers."""
    api = Api(served.port)
    fast, slow = api.create("score-pad", ["Red", "Blue"]), api.create("score-pad", ["Red", "Blue"])
    api.close()

    def both(code: str, token: str, body: bytes, extra: dict[str, str], source: str = "127.0.0.1") -> dict:
        answers = {}
        for name, table, chunked in (("plain", fast, False), ("chunked", slow, True)):
            # "CODE" and "HOST" stand for the table's own code and host token; anything else is sent as it is.
            real = table["code"] if code == "CODE" else code
            tok = table["host_token"] if token == "HOST" else token
            raw = action_request(real, tok, body, extra, chunked)
            answers[name] = parse(exchange(served.port, raw, source=source), real)
        return answers

    return both


SCORE = json.dumps({"type": "score", "seat": 0, "delta": 3}).encode()
# name: (code, token, body, headers), and the status it must get
CASES: dict[str, tuple[tuple[str, str, bytes, dict[str, str]], str]] = {
    "success": (("CODE", "HOST", SCORE, {}), "200 OK"),
    "bad JSON": (("CODE", "HOST", b"{not json", {}), "400 Bad Request"),
    "unknown action": (("CODE", "HOST", b'{"type": "nope"}', {}), "400 Bad Request"),
    "wrong token": (("CODE", "not-a-token-of-ours", SCORE, {}), "403 Forbidden"),
    "unknown code": (("ZZZZZZ", "HOST", SCORE, {}), "403 Forbidden"),
    "German": (("CODE", "HOST", b'{"type": "nope"}', {"Accept-Language": "de-DE,de;q=0.9"}), "400 Bad Request"),
    "Russian": (("CODE", "HOST", b"{not json", {"Accept-Language": "ru"}), "400 Bad Request"),
    "Russian success": (("CODE", "HOST", SCORE, {"Accept-Language": "ru"}), "200 OK"),
}


def _same(answers: dict) -> None:
    plain, chunked = answers["plain"], answers["chunked"]
    assert plain["status"] == chunked["status"]
    for name in SEEN:
        assert dict(plain["headers"]).get(name) == dict(chunked["headers"]).get(name), name
    assert plain["headers"] == chunked["headers"]  # the same lines in the same order, Retry-After included
    assert plain["body"] == chunked["body"]
    present = dict(plain["headers"])
    assert all(name in present for name in SEEN if name != "cache-control"), present  # alike, and there


@pytest.mark.parametrize("case", list(CASES))
def test_an_action_gets_the_same_answer_however_its_body_is_framed(send: Send, case: str) -> None:
    request, status = CASES[case]
    answers = send(*request)
    assert answers["plain"]["status"] == f"HTTP/1.1 {status}"
    _same(answers)
    language = "de" if case == "German" else "ru" if case.startswith("Russian") else "en"
    assert dict(answers["plain"]["headers"])["content-language"] == language


def test_a_finished_game_answers_alike(send: Send) -> None:
    _same(send("CODE", "HOST", b'{"type": "finish"}', {}))
    answers = send("CODE", "HOST", SCORE, {})
    assert json.loads(answers["plain"]["body"])["error"]["code"] == "finished"
    _same(answers)


def test_the_guessing_limit_answers_alike(send: Send) -> None:
    for _ in range(20):  # unknown codes from an address of their own, two a round, until the limit answers
        answers = send("ZZZZZZ", "HOST", SCORE, {}, GUESSER)
        if answers["plain"]["status"].startswith("HTTP/1.1 429 "):
            break
    assert answers["chunked"]["status"] == "HTTP/1.1 429 Too Many Requests"
    _same(answers)
    assert ("retry-after", "N") in answers["plain"]["headers"]
