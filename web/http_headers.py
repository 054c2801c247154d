"""A request's headers read without the `email` package, for gevent's pywsgi.

pywsgi parses headers with `http.client.parse_headers`, which runs the email package's feed
parser: about a fifth of a small request's cost (bench/README.md, "Where the time goes"). This
reads the same lines with the same limits (a line of 64 KiB, 100 headers), and more strictly (no
folded lines, 64 KiB in all, one way to frame the body), and gives pywsgi the few methods it calls.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import BinaryIO

MAX_LINE = 65536
MAX_HEADERS = 100
MAX_BYTES = 65536  # the whole block: a phone sends under 4 KiB
_TOKEN = re.compile(r"[!#$%&'*+\-.^_`|~0-9A-Za-z]+")  # a field name (RFC 9110, 5.1)
_DIGITS = re.compile(r"[0-9]{1,18}")  # ASCII digits only: str.isdigit() and int() take more


class Headers:
    """The header lines of one request: looked up case-insensitively, first one wins, as email's."""

    __slots__ = ("_items", "status")

    def __init__(self, items: list[tuple[str, str]] | None = None, status: str = ""):
        self._items = items or []
        self.status = status  # pywsgi refuses the request when this is set

    def get(self, name: str, default: str | None = None) -> str | None:
        """The first value of a header, or `default`."""
        name = name.lower()
        for k, v in self._items:
            if k.lower() == name:
                return v
        return default

    getheader = get

    def __contains__(self, name: str) -> bool:
        return self.get(name) is not None

    def __delitem__(self, name: str) -> None:
        name = name.lower()
        self._items = [(k, v) for k, v in self._items if k.lower() != name]

    @property
    def headers(self) -> Iterator[str]:
        """The lines as pywsgi rebuilds the WSGI environment from them."""
        for k, v in self._items:
            yield f"{k}: {v}\r\n"

    @property
    def typeheader(self) -> str | None:
        """The Content-Type."""
        return self.get("content-type")


def read_headers(fp: BinaryIO) -> Headers:
    """Read header lines up to the blank line; a request over the limits, or framed ambiguously, has a `status`.

    Bounded three ways: a line of `MAX_LINE`, `MAX_HEADERS` lines, `MAX_BYTES` in all (the
    time is bounded by the request's deadline, web/handler.py). An obsolete folded line (obs-fold)
    is refused, as RFC 9112 (5.2) allows for requests: joined on, 800 lines of 64 KiB cost
    15 s of CPU while one string kept growing, and it is one more way to hide a header.
    """
    items: list[tuple[str, str]] = []
    left = MAX_BYTES
    while True:
        line = fp.readline(min(MAX_LINE, left) + 1)
        if len(line) > MAX_LINE:
            return Headers(status="Line too long")
        if len(line) > left:
            return Headers(status="Headers too large")
        left -= len(line)
        if line in (b"\r\n", b"\n"):
            return Headers(items, status=framing_error(items))
        if not line.endswith(b"\n"):  # the client closed mid-header: no request to answer
            return Headers(status="Headers cut short")
        if len(items) >= MAX_HEADERS:
            return Headers(status="Too many headers")
        text = line.decode("iso-8859-1")
        text = text[:-2] if text.endswith("\r\n") else text[:-1]
        if text[:1] in (" ", "\t"):
            return Headers(status="Folded header line")
        key, sep, value = text.partition(":")
        if not sep or not _TOKEN.fullmatch(key):
            return Headers(status="Invalid header line")
        value = value.strip(" \t")  # optional whitespace around the value is not part of it (RFC 9110, 5.5)
        if "\r" in value or "\0" in value:
            return Headers(status="Invalid header value")
        items.append((key, value))


def framing_error(items: list[tuple[str, str]]) -> str:
    """Why a request's body cannot be delimited one way only, or "" (RFC 9112, 6).

    pywsgi reads `Content-Length` with int() (which takes "+28" and "2_8"), uses the first of
    several, and compares `Transfer-Encoding` once stripped of any whitespace and once not: each
    a way to make a proxy and this server see different bodies, and a request hidden in one.
    Only one plain Content-Length, or Transfer-Encoding exactly `chunked`, is taken.
    """
    lengths = [v for k, v in items if k.lower() == "content-length"]
    codings = [v for k, v in items if k.lower() == "transfer-encoding"]
    if lengths and codings:
        return "Both Content-Length and Transfer-Encoding"
    if len(lengths) > 1:
        return "More than one Content-Length"
    if lengths and not _DIGITS.fullmatch(lengths[0]):
        return "Invalid Content-Length"
    if len(codings) > 1 or (codings and codings[0].lower() != "chunked"):
        return "Unsupported Transfer-Encoding"
    return ""
