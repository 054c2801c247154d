"""Open connections within the open-file limit: idle ones close, and the server never runs dry.

Every accepted socket is a file descriptor. A connection waiting for its next request (a
keep-alive connection, or one that never sends anything) is *idle*; one in a request, an event
stream included, is *busy*. Idle connections close after `idle_timeout`. When the connections
reach `cap` (the open-file limit less a reserve for the database, logs and a moment's slack), a
new one closes an idle connection of the address holding the most, or, when none is idle, gets
a 503 at once: other phones are still served, and no accept fails with "Too many open files".
"""

from __future__ import annotations

import contextlib
import resource
import socket
import time
from collections import Counter
from dataclasses import dataclass

RESERVE = 64  # descriptors kept for the database, its WAL, logs, and a connection being refused
_FULL_BODY = b'{"error": {"code": "server_full", "message": "the server has too many connections; try again"}}'
FULL = (
    b"HTTP/1.1 503 Service Unavailable\r\nContent-Type: application/json\r\nRetry-After: 5\r\n"
    b"Connection: close\r\nContent-Length: %d\r\n\r\n%s" % (len(_FULL_BODY), _FULL_BODY)
)


def raise_open_file_limit() -> int:
    """Raise this process's soft RLIMIT_NOFILE to its hard limit; return the soft limit now."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if hard == resource.RLIM_INFINITY or hard > soft:
        target = hard if hard != resource.RLIM_INFINITY else max(soft, 1 << 20)
        with contextlib.suppress(ValueError, OSError):  # not allowed here: keep what we have
            resource.setrlimit(resource.RLIMIT_NOFILE, (target, hard))
    return resource.getrlimit(resource.RLIMIT_NOFILE)[0]


@dataclass
class _Conn:
    address: str
    idle_since: float | None  # None: busy


class Connections:
    """The open connections of one server: who is idle since when, and room for more.

    Counted from the accept (each is a descriptor from then) until the handler closes it. Above
    `cap` a new connection takes an idle one's place or is refused with a 503; at `stop` (half the
    reserve higher: room for the connections being closed or refused) the server stops accepting.
    """

    def __init__(self, cap: int, idle_timeout: float, clock=time.monotonic):
        self.cap = cap
        self.stop = cap + RESERVE // 2
        self.idle_timeout = idle_timeout
        self.clock = clock
        self._open: dict[socket.socket, _Conn] = {}
        self.evicted = 0
        self.refused = 0
        self.held = 0  # event streams writing on sockets of their own (web/push.py)

    def __len__(self) -> int:
        return len(self._open) + self.held

    def hold(self) -> None:
        """An event stream took its socket over from the server: still a descriptor, never idle."""
        self.held += 1

    def release(self) -> None:
        """A stream that took its socket over has closed it."""
        self.held -= 1

    def opened(self, sock: socket.socket, address: object) -> None:
        """A connection was accepted (idle until its first request is in)."""
        host = address[0] if isinstance(address, tuple) else str(address)
        self._open[sock] = _Conn(host, self.clock())

    def admit(self, sock: socket.socket) -> bool:
        """Whether a new connection may stay: over `cap`, an idle one closes for it, or it gets a 503."""
        if len(self) <= self.cap or self._evict_one(sock):
            return True
        self.refused += 1
        with contextlib.suppress(OSError):
            sock.sendall(FULL)
        return False

    def idle(self, sock: socket.socket) -> None:
        """The connection waits for its next request."""
        if sock in self._open:
            self._open[sock].idle_since = self.clock()

    def busy(self, sock: socket.socket) -> None:
        """The connection is in a request (or streaming events)."""
        if sock in self._open:
            self._open[sock].idle_since = None

    def forget(self, sock: socket.socket) -> None:
        """The connection is closed."""
        self._open.pop(sock, None)

    def sweep(self) -> int:
        """Close every connection idle for longer than `idle_timeout`; return how many."""
        cutoff = self.clock() - self.idle_timeout
        stale = [s for s, c in self._open.items() if c.idle_since is not None and c.idle_since <= cutoff]
        for sock in stale:
            _shut(sock)
        return len(stale)

    def _evict_one(self, newcomer: socket.socket) -> bool:
        idle = [(s, c) for s, c in self._open.items() if c.idle_since is not None and s is not newcomer]
        if not idle:
            return False
        # The address holding the most idle connections gives one up first, its longest idle one.
        heavy = Counter(c.address for _, c in idle).most_common(1)[0][0]
        victim, conn = min((x for x in idle if x[1].address == heavy), key=lambda x: x[1].idle_since)
        conn.idle_since = None  # being closed: not picked twice (it stays counted until it is)
        _shut(victim)
        self.evicted += 1
        return True


def _shut(sock: socket.socket) -> None:
    # A shutdown wakes the greenlet reading the socket (it reads the end) and it closes the socket.
    with contextlib.suppress(OSError):
        sock.shutdown(socket.SHUT_RDWR)
