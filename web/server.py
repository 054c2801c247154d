"""The production server: gevent's pywsgi, one process, thousands of connections within the open-file limit."""

from __future__ import annotations

import contextlib
import gc
import socket
from collections.abc import Iterable

import gevent
from flask import Flask
from gevent.pywsgi import WSGIServer

from web.connections import REQUEST_TIMEOUT, RESERVE, Connections, raise_open_file_limit
from web.handler import Handler

IDLE_TIMEOUT = 60.0  # seconds a keep-alive connection may wait for its next request
SWEEP_EVERY = 1.0
# What has lived a second is frozen out of the cyclic collector's way (gc.freeze): with thousands of
# phones, tables' states, events and connections lived long enough to be scanned again and again
# by the older generations, 15-25 ms pauses every few seconds at 500x6 (bench/README.md). Nothing
# of ours leaves cycles behind, and refcounting frees frozen objects as ever; every ten minutes a
# full collection takes back what a rare cycle (a request caught mid-way) may have kept. Four times
# a second, not once: at 1,000+ actions a second a second's survivors (each action's fresh state,
# its lists above all) made the middle generation's collections 16-35 ms; frozen this often they
# take about 2 ms (gc.callbacks, bench/fanout_pg.py --overload). Freezing is cheap: it joins the
# generations' lists.
FREEZE_EVERY = 0.25
COLLECT_EVERY = 600.0


class NoDelayServer(WSGIServer):
    """pywsgi with TCP_NODELAY on every accepted socket, and its connections kept within the fd limit.

    Without TCP_NODELAY each keep-alive reply waits ~40 ms for Nagle's algorithm and the
    phone's delayed ACK (measured: see DESIGN.md, "Serving live tables").
    """

    def __init__(self, *args: object, connections: Connections, max_body: int, **kwargs: object):
        super().__init__(*args, **kwargs)
        self.access_log = kwargs.get("log") is not None
        self.connections = connections
        self.max_body = max_body  # a longer body is not read: the app answers 413 from its length
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
    app: Flask,
    host: str,
    port: int,
    log: object = None,
    idle_timeout: float = IDLE_TIMEOUT,
    request_timeout: float = REQUEST_TIMEOUT,
    trusted_proxies: Iterable[str] = (),
    **ssl: str,
) -> NoDelayServer:
    """A server for `app` on host:port (log=None: no access log lines; certfile/keyfile: HTTPS).

    Raises the open-file limit to its hard limit first, and holds connections a reserve below it;
    one address holds half of them at most, unless it is one of `trusted_proxies` (every phone
    behind a reverse proxy comes from its address).
    """
    limit = raise_open_file_limit()
    connections = Connections(
        cap=max(16, limit - max(RESERVE, limit // 10)),
        idle_timeout=idle_timeout,
        request_timeout=request_timeout,
        exempt=trusted_proxies,
    )
    return NoDelayServer(
        (host, port),
        app,
        backlog=1024,  # a burst of phones (or of sockets) waits in the kernel, not refused
        log=log,
        error_log="default",
        handler_class=Handler,
        connections=connections,
        max_body=app.config.get("MAX_CONTENT_LENGTH") or 64 * 1024,
        **ssl,
    )
