"""The production server: gevent's pywsgi, one process, hundreds of open event streams."""

from __future__ import annotations

import contextlib
import socket

from flask import Flask
from gevent.pywsgi import WSGIServer


class NoDelayServer(WSGIServer):
    """pywsgi with TCP_NODELAY on every accepted socket.

    Without it each keep-alive reply waits ~40 ms for Nagle's algorithm and the
    phone's delayed ACK (measured: see DESIGN.md, "Serving live tables").
    """

    def handle(self, sock: socket.socket, address: tuple) -> None:
        with contextlib.suppress(OSError):  # not a TCP socket (a Unix socket): nothing to tune
            sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        super().handle(sock, address)


def make_server(app: Flask, host: str, port: int, log: object = None, **ssl: str) -> NoDelayServer:
    """A server for `app` on host:port (log=None: no access log lines; certfile/keyfile: HTTPS)."""
    return NoDelayServer((host, port), app, log=log, error_log="default", **ssl)
