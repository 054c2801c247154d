"""The production server: gevent's pywsgi, one process, hundreds of open event streams."""

from __future__ import annotations

import contextlib
import gc
import socket

import gevent
from flask import Flask
from gevent.pywsgi import WSGIHandler, WSGIServer

from companion import clean
from web import push
from web.connections import RESERVE, Connections, raise_open_file_limit
from web.http_headers import Headers, read_headers

# pywsgi's read buffer, per connection: 8 KiB by default, 48 MB for 6,000 open connections (500 tables
# of 6 phones, a stream and a keep-alive each). A request's line and headers fit in 2 KiB; a longer
# one is only read in more pieces.
READ_BUFFER = 2048
IDLE_TIMEOUT = 60.0  # seconds a keep-alive connection may wait for its next request
SWEEP_EVERY = 1.0
# What has lived a second is frozen out of the cyclic collector's way (gc.freeze): with thousands of
# phones, tables' states, events and connections lived long enough to be scanned again and again
# by the older generations, 15-25 ms pauses every few seconds at 500x6 (bench/README.md). Nothing
# of ours leaves cycles behind, and refcounting frees frozen objects as ever; every ten minutes a
# full collection takes back what a rare cycle (a request caught mid-way) may have kept.
FREEZE_EVERY = 1.0
COLLECT_EVERY = 600.0


class Handler(WSGIHandler):
    """pywsgi's handler: tells the server when a connection is idle, and escapes its log lines."""

    def __init__(self, sock: socket.socket, address: tuple, server: WSGIServer):
        super().__init__(sock, address, server, rfile=sock.makefile("rb", READ_BUFFER))

    def MessageClass(self, fp: object, *args: object) -> Headers:  # pywsgi's name for its header reader
        return read_headers(fp)  # type: ignore[arg-type]

    def read_requestline(self) -> str:
        # Idle from here until a whole request (line and headers) is in: a client that sends
        # nothing, or a byte a minute, is idle too.
        self.server.connections.idle(self.socket)
        # ...and holding nothing of its last request. Kept, a keep-alive connection's environ,
        # headers and input outlive the request by the seconds until the next one, get promoted
        # through the collector's generations and are scanned there (3,000 phones at 500x6).
        self.environ = self.headers = self.wsgi_input = self.response_headers = None
        return super().read_requestline()

    def handle_one_response(self) -> None:
        self.server.connections.busy(self.socket)
        super().handle_one_response()

    def get_environ(self) -> dict:
        environ = super().get_environ()
        if not hasattr(self.socket, "cipher"):  # plain TCP: an event stream may take the socket over
            environ[push.OFFER] = True
        return environ

    def run_application(self) -> None:
        # pywsgi's, and: an event stream whose view left a Pushed subscription takes the socket over.
        try:
            self.result = self.application(self.environ, self.start_response)
            pushed = self.environ.pop(push.ENVIRON, None)
            if pushed is not None:
                self._hand_over(*pushed)
            else:
                self.process_result()
        finally:
            close = getattr(self.result, "close", None)
            self.result = None
            if close is not None:
                close()

    def _hand_over(self, sub: push.Pushed, first: bytes, keep_alive: float) -> None:
        if self.code != 200:
            sub.close()
            self.process_result()
            return
        try:
            first = push.head(self._orig_status, self.response_headers) + first
            sock = push.detach(self.socket)
        except BaseException:
            sub.close()
            raise
        server = self.server  # not the handler: it and its request are let go now
        server.connections.hold()
        done = sub.on_close

        def closed() -> None:
            server.connections.release()
            server.room_again()
            if done is not None:
                done()

        sub.on_close = closed
        # pywsgi writes nothing more; the socket it closes is an empty shell now.
        self.headers_sent = True
        self.response_use_chunked = False
        self.close_connection = True
        sub.attach(sock, first, keep_alive)

    def log_request(self) -> None:
        if self.server.access_log:  # without a log, pywsgi formats each line anyway (~20 µs)
            super().log_request()

    def format_request(self) -> str:
        return clean.for_terminal(super().format_request())

    def log_error(self, msg: str, *args: object) -> None:
        try:
            text = msg % args if args else msg
        except (TypeError, ValueError):
            text = f"{msg!r} {args!r}"
        super().log_error(clean.for_terminal(text))


class NoDelayServer(WSGIServer):
    """pywsgi with TCP_NODELAY on every accepted socket, and its connections kept within the fd limit.

    Without TCP_NODELAY each keep-alive reply waits ~40 ms for Nagle's algorithm and the
    phone's delayed ACK (measured: see DESIGN.md, "Serving live tables").
    """

    def __init__(self, *args: object, connections: Connections, **kwargs: object):
        super().__init__(*args, **kwargs)
        self.access_log = kwargs.get("log") is not None
        self.connections = connections
        self._sweeper: gevent.Greenlet | None = None
        self._freezer: gevent.Greenlet | None = None

    def do_read(self) -> tuple | None:
        args = super().do_read()
        if args:
            self.connections.opened(args[0], args[1])
        return args

    def full(self) -> bool:
        # Checked before each accept: at the stop mark, no more accepts until a connection closes.
        return len(self.connections) >= self.connections.stop

    def handle(self, sock: socket.socket, address: tuple) -> None:
        try:
            if not self.connections.admit(sock):
                return  # answered 503; pywsgi closes the socket
            with contextlib.suppress(OSError):  # not a TCP socket (a Unix socket): nothing to tune
                sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
            super().handle(sock, address)
        finally:
            self.connections.forget(sock)
            self.room_again()

    def room_again(self) -> None:
        """A connection closed: accept again if accepting had stopped at the mark."""
        if self._watcher is None and self.started and not self.full():
            self.start_accepting()

    def start(self) -> None:
        super().start()
        self._sweeper = gevent.spawn(self._sweep)
        self._freezer = gevent.spawn(_freeze_what_lasts)

    def stop(self, timeout: float | None = None) -> None:
        for loop in (self._sweeper, self._freezer):
            if loop is not None:
                loop.kill()
        super().stop(timeout)

    def _sweep(self) -> None:
        while True:
            gevent.sleep(SWEEP_EVERY)
            self.connections.sweep()


def _freeze_what_lasts() -> None:
    since = 0.0
    while True:
        gevent.sleep(FREEZE_EVERY)
        since += FREEZE_EVERY
        if since >= COLLECT_EVERY:
            since = 0.0
            gc.unfreeze()
            gc.collect()
        gc.freeze()


def make_server(
    app: Flask, host: str, port: int, log: object = None, idle_timeout: float = IDLE_TIMEOUT, **ssl: str
) -> NoDelayServer:
    """A server for `app` on host:port (log=None: no access log lines; certfile/keyfile: HTTPS).

    Raises the open-file limit to its hard limit first, and holds connections a reserve below it.
    """
    limit = raise_open_file_limit()
    connections = Connections(cap=max(16, limit - max(RESERVE, limit // 10)), idle_timeout=idle_timeout)
    return NoDelayServer(
        (host, port),
        app,
        backlog=1024,  # a burst of phones (or of sockets) waits in the kernel, not refused
        log=log,
        error_log="default",
        handler_class=Handler,
        connections=connections,
        **ssl,
    )
