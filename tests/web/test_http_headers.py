"""The header reader gives pywsgi what `http.client.parse_headers` gave it, within the same limits."""

from __future__ import annotations

import io
from http import client

import pytest

from web.http_headers import MAX_HEADERS, read_headers

BLOCKS = [
    b"Host: x\r\nContent-Type: application/json\r\nContent-Length: 12\r\n\r\nbody",
    b"host: x\r\nAuthorization: Bearer abc\r\nAccept-Language: de-DE,de;q=0.9\r\n\r\n",
    b"X-A: 1\r\nX-A: 2\r\nCookie: lang=ru; stream-0=abc\r\n\r\n",
    b"X-Empty:\r\nX-Spaces:   padded   \r\n\r\n",
    b"X-Folded: one\r\n  two\r\n\tthree\r\nNext: n\r\n\r\n",
    b"Only: lf\nSecond: line\n\n",
    b"Latin: caf\xe9\r\n\r\n",
]


@pytest.mark.parametrize("raw", BLOCKS, ids=range(len(BLOCKS)))
def test_same_lookups_as_http_client(raw: bytes) -> None:
    ours, theirs = read_headers(io.BytesIO(raw)), client.parse_headers(io.BytesIO(raw))
    assert ours.status == ""
    names = {
        line.split(b":")[0].decode().lower() for line in raw.split(b"\n") if b":" in line and line[:1] not in b" \t"
    }
    for name in names | {"missing"}:
        want = theirs.get(name)
        assert ours.get(name) == (" ".join(want.split()) if want and name == "x-folded" else want), name
    assert ours.typeheader == theirs.get("content-type")


def test_the_body_is_left_unread() -> None:
    fp = io.BytesIO(BLOCKS[0])
    read_headers(fp)
    assert fp.read() == b"body"


def test_delete_removes_every_copy() -> None:
    h = read_headers(io.BytesIO(b"Content-Length: 5\r\ncontent-length: 6\r\nX: y\r\n\r\n"))
    del h["content-length"]
    assert h.get("Content-Length") is None and list(h.headers) == ["X: y\r\n"]


@pytest.mark.parametrize(
    ("raw", "status"),
    [
        (b"X: " + b"a" * 70_000 + b"\r\n\r\n", "Line too long"),
        (b"".join(b"X-%d: v\r\n" % i for i in range(MAX_HEADERS + 1)) + b"\r\n", "Too many headers"),
        (b"no colon here\r\n\r\n", "Invalid header line"),
        (b" X: leading space\r\n\r\n", "Invalid header line"),
    ],
)
def test_over_the_limits_is_refused(raw: bytes, status: str) -> None:
    assert read_headers(io.BytesIO(raw)).status == status
