"""A request's headers read without the `email` package, for gevent's pywsgi.

pywsgi parses headers with `http.client.parse_headers`, which runs the email package's feed
parser: about a fifth of a small request's cost (bench/README.md, "Where the time goes"). This
reads the same lines with the same limits (a line of 64 KiB, 100 headers) and gives pywsgi the
few methods it calls.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import BinaryIO

MAX_LINE = 65536
MAX_HEADERS = 100


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
    """Read header lines up to the blank line; a request over the limits comes back with a `status`."""
    items: list[tuple[str, str]] = []
    while True:
        line = fp.readline(MAX_LINE + 1)
        if len(line) > MAX_LINE:
            return Headers(status="Line too long")
        if line in (b"\r\n", b"\n", b""):
            return Headers(items)
        if len(items) >= MAX_HEADERS:
            return Headers(status="Too many headers")
        text = line.decode("iso-8859-1").rstrip("\r\n")
        if text[:1] in (" ", "\t") and items:  # an obsolete folded line continues the last header
            k, v = items[-1]
            items[-1] = (k, f"{v} {text.strip()}")
            continue
        key, sep, value = text.partition(":")
        if not sep or not key or key != key.strip():
            return Headers(status="Invalid header line")
        items.append((key, value.lstrip(" \t")))
