"""Event streams written straight to their sockets: no greenlet waits on an open stream.

Under `companion serve` the stream request hands its socket over once its head is ready (see
`web/handler.py`). From then on a new batch is written by whoever publishes it, a few microseconds
per stream with a non-blocking `send`, instead of waking one greenlet per stream to write
through pywsgi. A socket that cannot take more gets a write watcher and catches up from the
table's channel when it drains (one too far behind is closed: the phone reconnects with
`Last-Event-ID`). A read watcher notices the phone going away. One loop sends the keep-alive
comments of every stream.

The body is delimited by the connection's end (`Connection: close`, no chunked framing), as a
stream never ends on its own.
"""

from __future__ import annotations

import _socket
import contextlib
import time
from collections.abc import Callable

import gevent
from gevent import get_hub
from gevent.pywsgi import format_date_time

from companion.broadcast import Channel, Key, Subscription

ENVIRON = "companion.pushed"  # the stream view leaves its Pushed subscription here for the handler
OFFER = "companion.push"  # set by the handler: this request's socket can be handed over
KEEP_ALIVE = b": keep-alive\n\n"
READ, WRITE = 1, 2  # libev's event masks


class Pushed(Subscription):
    """An open event stream whose messages are sent to its socket as they are published."""

    pushed = True

    def __init__(self, channel: Channel, key: Key, seat: int | None = None) -> None:
        super().__init__(channel, key, seat)
        self.sock: _socket.socket | None = None
        self.out = bytearray()
        self.closed = False
        self.on_close: Callable[[], None] | None = None
        self.sent_at = 0.0  # monotonic time of its last send: a busy stream needs no keep-alive
        self._reader = self._writer = None

    def attach(self, sock: _socket.socket, first: bytes, keep_alive: float) -> None:
        """Take over a non-blocking socket: send `first` (the head and the missed messages), then the batches."""
        self.sock = sock
        loop = get_hub().loop
        self._reader = loop.io(sock.fileno(), READ)
        self._reader.start(self._readable)
        self.out += first
        KEEPER.add(self, keep_alive)
        self._flush()

    def ring(self) -> None:
        """A batch came (or the end): send it now, unless the socket is still taking an earlier one."""
        if self.sock is not None and not self.out and not self.closed:
            self._flush()

    def keep_alive(self, quiet_since: float) -> None:
        """A comment, if nothing was sent since `quiet_since`: the phone and any proxy see the stream is alive."""
        if not self.out and not self.closed and self.sent_at <= quiet_since:
            self.out += KEEP_ALIVE
            self._flush()

    def _flush(self) -> None:
        sock = self.sock
        while not self.closed and sock is not None:
            if not self.out:
                ended = self.collect()
                if self.pending:
                    self.out += b"".join(self.pending)
                    self.pending.clear()
                elif ended:
                    self.close()
                    return
                else:
                    break
            try:
                sent = sock.send(self.out)
            except BlockingIOError:
                sent = 0
            except OSError:
                self.close()
                return
            del self.out[:sent]
            self.sent_at = time.monotonic()
            if self.out:  # the socket is full: go on when it can take more
                self._watch_writes(True)
                return
        self._watch_writes(False)

    def _watch_writes(self, on: bool) -> None:
        if on and self._writer is None:
            self._writer = get_hub().loop.io(self.sock.fileno(), WRITE)  # type: ignore[union-attr]
            self._writer.start(self._flush)
        elif not on and self._writer is not None:
            self._writer.stop()
            self._writer = None

    def _readable(self) -> None:
        # A stream's phone sends nothing more; readable means it went away (or sent junk, dropped).
        try:
            data = self.sock.recv(4096)  # type: ignore[union-attr]
        except BlockingIOError:
            return
        except OSError:
            data = b""
        if not data:
            self.close()

    def close(self) -> None:
        """End the stream: stop watching, close the socket, unsubscribe (once)."""
        if self.closed:
            return
        self.closed = True
        for watcher in (self._reader, self._writer):
            if watcher is not None:
                watcher.stop()
        self._reader = self._writer = None
        KEEPER.discard(self)
        if self.sock is not None:
            with contextlib.suppress(OSError):
                self.sock.close()
        if self.on_close is not None:
            # Not in the event loop's own greenlet (a watcher's callback): unsubscribing takes a lock.
            gevent.spawn(self.on_close)
            self.on_close = None  # it refers to this stream: no cycle left for the collector (web/server.py)


class _Keeper:
    """The open pushed streams, and the one loop that sends their keep-alive comments."""

    def __init__(self) -> None:
        self.streams: set[Pushed] = set()
        self.every = 15.0
        self._loop: gevent.Greenlet | None = None

    def add(self, stream: Pushed, every: float) -> None:
        """Count a stream in; it hears something every `every` seconds at least."""
        self.streams.add(stream)
        if every < self.every and self._loop is not None:
            self._loop.kill(block=False)  # sleeping its longer round
            self._loop = None
        self.every = min(self.every, every)
        if self._loop is None or self._loop.dead:
            self._loop = gevent.spawn(self._run)

    def discard(self, stream: Pushed) -> None:
        """Count a stream out."""
        self.streams.discard(stream)

    def _run(self) -> None:
        while self.streams:
            gevent.sleep(self.every / 2)  # a quiet stream hears something every `every` seconds at most
            quiet_since = time.monotonic() - self.every / 2
            for i, stream in enumerate(list(self.streams)):
                stream.keep_alive(quiet_since)
                if i % 16 == 15:
                    gevent.sleep(0)  # thousands of streams: let requests in between


KEEPER = _Keeper()


def detach(sock: object) -> _socket.socket:
    """The plain non-blocking socket under a gevent one, which lets go of it (closing it closes nothing)."""
    raw = _socket.socket(fileno=sock.detach())  # type: ignore[attr-defined]
    raw.setblocking(False)
    return raw


def head(status: str, headers: list[tuple[bytes, bytes]]) -> bytes:
    """The response head of a pushed stream, from the app's status and headers."""
    lines = [b"HTTP/1.1 " + status.encode("latin-1")]
    for name, value in headers:
        if name.lower() not in (b"content-length", b"transfer-encoding", b"connection", b"date"):
            lines.append(name + b": " + value)
    lines.append(b"Date: " + format_date_time(time.time()))
    lines.append(b"Connection: close")
    return b"\r\n".join(lines) + b"\r\n\r\n"
