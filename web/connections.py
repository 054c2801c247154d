"""Open connections within the open-file limit: idle and slow ones close, and the server never runs dry.

Every accepted socket is a file descriptor, and so is every event stream that took its socket
over (web/push.py). A connection waiting for its next request (a keep-alive connection, or one
that never sends anything) is *idle*; one whose request is still coming in is *reading* (and
*slow* after `SLOW_AFTER`: a phone's request comes in within milliseconds); one being answered
is *busy*; an open event stream is a *stream*. Idle connections close after `idle_timeout`; a
request whose headers and body are not in within `request_timeout` gets a 408 (web/handler.py).

When the connections reach `cap` (the open-file limit less a reserve for the database, logs and
a moment's slack), a new one closes a connection of the address holding the most: its oldest
idle or slow one, else its oldest stream (the phone reconnects with Last-Event-ID). One address
holds at most `per_address` connections (half the cap, unless it is exempt: a trusted reverse
proxy carries every phone); a new one beyond that closes that address's own oldest. When nothing
can close, the newcomer gets a 503 at once: other phones are still served, and no accept fails
with "Too many open files". Busy connections are never closed to make room.
"""

from __future__ import annotations

import contextlib
import resource
import socket
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from functools import partial

from web.headers import refusal
from web.proxies import trusted, trusted_proxies

RESERVE = 64  # descriptors kept for the database, its WAL, logs, and a connection being refused
REQUEST_TIMEOUT = 10.0  # seconds from a request's first byte until its headers and body are in
SLOW_AFTER = 1.0  # a request still coming in after this long may be closed to make room
IDLE, READING, BUSY, STREAM = "idle", "reading", "busy", "stream"
FULL = refusal(503, "server_full", "the server has too many connections; try again", ("Retry-After", "5"))


def raise_open_file_limit() -> int:
    """Raise this process's soft RLIMIT_NOFILE to its hard limit; return the soft limit now."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if hard == resource.RLIM_INFINITY or hard > soft:
        target = hard if hard != resource.RLIM_INFINITY else max(soft, 1 << 20)
        with contextlib.suppress(ValueError, OSError):  # not allowed here: keep what we have
            resource.setrlimit(resource.RLIMIT_NOFILE, (target, hard))
    return resource.getrlimit(resource.RLIMIT_NOFILE)[0]


@dataclass(slots=True)
class _Conn:
    address: str
    state: str
    since: float  # when it entered its state
    close: Callable[[], None]
    closing: bool = False  # closed to make room: still counted until its handler lets it go


class Connections:
    """The open connections of one server: who is in what state since when, and room for more.

    Counted from the accept (each is a descriptor from then) until the handler closes it, and a
    stream that took its socket over until it closes. Above `cap` a new connection takes another's
    place or is refused with a 503; at `stop` (half the reserve higher: room for the connections
    being closed or refused) the server stops accepting.
    """

    def __init__(
        self,
        cap: int,
        idle_timeout: float,
        request_timeout: float = REQUEST_TIMEOUT,
        per_address: int | None = None,
        exempt: str | Iterable[str] = (),
        clock: Callable[[], float] = time.monotonic,
    ):
        self.cap = cap
        self.stop = cap + RESERVE // 2
        self.idle_timeout = idle_timeout
        self.request_timeout = request_timeout
        self.per_address = per_address or max(8, cap // 2)
        self.exempt = trusted_proxies(exempt)  # trusted reverse proxies: every phone behind one has its address
        self.clock = clock
        self._open: dict[object, _Conn] = {}
        # Per address, its connections in the order they entered their state: oldest first.
        self._by_address: dict[str, dict[object, _Conn]] = {}
        self.evicted = 0
        self.refused = 0

    def __len__(self) -> int:
        return len(self._open)

    def count(self, address: str) -> int:
        """How many connections `address` holds."""
        return len(self._by_address.get(address, ()))

    def opened(self, sock: socket.socket, address: object) -> None:
        """A connection was accepted (idle until its first request comes)."""
        self._add(sock, _host(address), IDLE, partial(_shut, sock))

    def hold(self, key: object, address: object, close: Callable[[], None]) -> None:
        """An event stream took its socket over from the server (`close` ends it): still a descriptor."""
        self._add(key, _host(address), STREAM, close)

    def release(self, key: object) -> None:
        """A stream that took its socket over has closed it."""
        self._drop(key)

    def forget(self, sock: socket.socket) -> None:
        """The connection is closed."""
        self._drop(sock)

    def idle(self, sock: socket.socket) -> None:
        """The connection waits for its next request."""
        self._enter(sock, IDLE)

    def reading(self, sock: socket.socket) -> None:
        """A request's first byte came: its headers and body are coming in."""
        self._enter(sock, READING)

    def busy(self, sock: socket.socket) -> None:
        """The request is in and being answered."""
        self._enter(sock, BUSY)

    def streaming(self, sock: socket.socket) -> None:
        """The answer is an event stream, written by the connection's own greenlet."""
        self._enter(sock, STREAM)

    def admit(self, sock: socket.socket) -> bool:
        """Whether a new connection may stay: over a cap another closes for it, or it gets a 503."""
        conn = self._open.get(sock)
        address = conn.address if conn is not None else ""
        if self.count(address) > self.per_address and not trusted(address, self.exempt):
            made_room = self._close_oldest(address, sock)
        elif len(self) > self.cap:
            heaviest = sorted(self._by_address, key=self.count, reverse=True)
            made_room = any(self._close_oldest(a, sock) for a in heaviest)
        else:
            return True
        if made_room:
            return True
        self.refused += 1
        with contextlib.suppress(OSError):
            sock.sendall(FULL)
        return False

    def sweep(self) -> int:
        """Close every connection idle for longer than `idle_timeout`; return how many."""
        cutoff = self.clock() - self.idle_timeout
        stale = [c for c in self._open.values() if c.state == IDLE and not c.closing and c.since <= cutoff]
        for conn in stale:
            conn.close()
        return len(stale)

    def _add(self, key: object, address: str, state: str, close: Callable[[], None]) -> None:
        conn = _Conn(address, state, self.clock(), close)
        self._open[key] = conn
        self._by_address.setdefault(address, {})[key] = conn

    def _drop(self, key: object) -> None:
        conn = self._open.pop(key, None)
        if conn is None:
            return
        mine = self._by_address[conn.address]
        del mine[key]
        if not mine:
            del self._by_address[conn.address]

    def _enter(self, key: object, state: str) -> None:
        conn = self._open.get(key)
        if conn is None or conn.closing:
            return
        conn.state, conn.since = state, self.clock()
        mine = self._by_address[conn.address]
        del mine[key]  # to the end: the address's connections stay in the order of `since`
        mine[key] = conn

    def _close_oldest(self, address: str, newcomer: object) -> bool:
        """Close the address's oldest idle or slow connection, else its oldest stream; False if none."""
        slow_since = self.clock() - SLOW_AFTER
        victim = stream = None
        for key, conn in self._by_address.get(address, {}).items():
            if key is newcomer or conn.closing:
                continue
            if conn.state == IDLE or (conn.state == READING and conn.since <= slow_since):
                victim = conn
                break
            if conn.state == STREAM and stream is None:
                stream = conn
        victim = victim or stream
        if victim is None:
            return False
        victim.closing = True  # not picked twice (it stays counted until it is let go)
        victim.close()
        self.evicted += 1
        return True


def _host(address: object) -> str:
    return str(address[0]) if isinstance(address, tuple) else str(address)


def _shut(sock: socket.socket) -> None:
    # A shutdown wakes the greenlet reading the socket (it reads the end) and it closes the socket;
    # one writing an event stream fails its next write and ends.
    with contextlib.suppress(OSError):
        sock.shutdown(socket.SHUT_RDWR)
