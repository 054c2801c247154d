"""The header reader gives pywsgi what `http.client.parse_headers` gave it, within tighter limits."""

from __future__ import annotations

import io
from http import client

import pytest

from web.http_headers import MAX_BYTES, MAX_HEADERS, read_headers

BLOCKS = [
    b"Host: x\r\nContent-Type: application/json\r\nContent-Length: 12\r\n\r\nbody",
    b"host: x\r\nAuthorization: Bearer abc\r\nAccept-Language: de-DE,de;q=0.9\r\n\r\n",
    b"X-A: 1\r\nX-A: 2\r\nCookie: lang=ru; stream-0=abc\r\n\r\n",
    b"X-Empty:\r\nX-Spaces:   padded   \r\n\r\n",
    b"Transfer-Encoding: Chunked\r\n\r\n",
    b"Only: lf\nSecond: line\n\n",
    b"Latin: caf\xe9\r\n\r\n",
]


@pytest.mark.parametrize("raw", BLOCKS, ids=range(len(BLOCKS)))
def test_same_lookups_as_http_client(raw: bytes) -> None:
    ours, theirs = read_headers(io.BytesIO(raw)), client.parse_headers(io.BytesIO(raw))
    assert ours.status == ""
    names = {line.split(b":")[0].decode().lower() for line in raw.split(b"\n") if b":" in line}
    for name in names | {"missing"}:
        want = theirs.get(name)
        # Whitespace after a value is not part of it (RFC 9110, 5.5); email keeps it.
        assert ours.get(name) == (want.rstrip(" \t") if want is not None else None), name
    assert ours.typeheader == theirs.get("content-type")


def test_the_body_is_left_unread() -> None:
    fp = io.BytesIO(BLOCKS[0])
    read_headers(fp)
    assert fp.read() == b"body"


def test_delete_removes_every_copy() -> None:
    h = read_headers(io.BytesIO(b"X-A: 5\r\nx-a: 6\r\nX: y\r\n\r\n"))
    del h["x-a"]
    assert h.get("X-A") is None and list(h.headers) == ["X: y\r\n"]


FOLDED = b"X: a\r\n" + b" " + b"b" * 65_000 + b"\r\n"
BIG = b"".join(b"X-%d: %s\r\n" % (i, b"v" * 1000) for i in range(MAX_BYTES // 1000 + 1)) + b"\r\n"


@pytest.mark.parametrize(
    ("raw", "status"),
    [
        (b"X: " + b"a" * 70_000 + b"\r\n\r\n", "Line too long"),
        (b"".join(b"X-%d: v\r\n" % i for i in range(MAX_HEADERS + 1)) + b"\r\n", "Too many headers"),
        (BIG, "Headers too large"),
        (b"no colon here\r\n\r\n", "Invalid header line"),
        (b" X: leading space\r\n\r\n", "Folded header line"),
        (b"X : space before the colon\r\n\r\n", "Invalid header line"),
        (b"X\x0b: a stray byte in the name\r\n\r\n", "Invalid header line"),
        (b"X: a bare \r inside\r\n\r\n", "Invalid header value"),
        (b"X: one\r\n two\r\n\r\n", "Folded header line"),
        (b"X: one\r\n\tthree\r\n\r\n", "Folded header line"),
        (FOLDED * 800 + b"\r\n", "Folded header line"),
        (b"Host: x\r\nX: cut", "Headers cut short"),
    ],
)
def test_over_the_limits_is_refused(raw: bytes, status: str) -> None:
    assert read_headers(io.BytesIO(raw)).status == status


def test_a_folded_flood_is_refused_at_its_first_folded_line() -> None:
    fp = io.BytesIO(FOLDED * 800 + b"\r\n")
    assert read_headers(fp).status == "Folded header line"
    assert fp.tell() < 2 * len(FOLDED), "nothing read past the first folded line"


@pytest.mark.parametrize(
    ("lines", "status"),
    [
        ([b"Transfer-Encoding: \x0bchunked"], "Unsupported Transfer-Encoding"),
        ([b"Transfer-Encoding: chunked\x0c"], "Unsupported Transfer-Encoding"),
        ([b"Transfer-Encoding: gzip, chunked"], "Unsupported Transfer-Encoding"),
        ([b"Transfer-Encoding: chunked", b"Transfer-Encoding: chunked"], "Unsupported Transfer-Encoding"),
        ([b"Content-Length: 0", b"Content-Length: 28"], "More than one Content-Length"),
        ([b"Content-Length: 28", b"content-length: 28"], "More than one Content-Length"),
        ([b"Content-Length: +28"], "Invalid Content-Length"),
        ([b"Content-Length: 2_8"], "Invalid Content-Length"),
        ([b"Content-Length: 28,28"], "Invalid Content-Length"),
        ([b"Content-Length: \xb228"], "Invalid Content-Length"),  # a superscript two: isdigit() says yes
        ([b"Content-Length: -1"], "Invalid Content-Length"),
        ([b"Content-Length: 28", b"Transfer-Encoding: chunked"], "Both Content-Length and Transfer-Encoding"),
    ],
)
def test_a_body_framed_two_ways_or_oddly_is_refused(lines: list[bytes], status: str) -> None:
    assert read_headers(io.BytesIO(b"\r\n".join([b"Host: x", *lines]) + b"\r\n\r\n")).status == status


@pytest.mark.parametrize("lines", [[b"Content-Length: 28 "], [b"Content-Length:\t0"], [b"Transfer-Encoding: CHUNKED"]])
def test_plain_framing_passes(lines: list[bytes]) -> None:
    assert read_headers(io.BytesIO(b"\r\n".join(lines) + b"\r\n\r\n")).status == ""
