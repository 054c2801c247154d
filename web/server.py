"""The production server: gevent's pywsgi, one process, hundreds of open event streams."""

from __future__ import annotations

import contextlib
import socket

from flask import Flask
from gevent.pywsgi import WSGIHandler, WSGIServer

from companion import clean


class Handler(WSGIHandler):
    """pywsgi's handler, with request lines escaped in the access and error logs."""

    def format_request(self) -> str:
        return clean.for_terminal(super().format_request())

    def log_error(self, msg: str, *args: object) -> None:
        try:
            text = msg % args if args else msg
        except (TypeError, ValueError):
            text = f"{msg!r} {args!r}"
        super().log_error(clean.for_terminal(text))


class NoDelayServer(WSGIServer):
    """pywsgi with TCP_NODELAY on every accepted socket.

    Without it each keep-alive reply waits ~40 ms for Nagle's algorithm and the
    phone's delayed ACK (measured: see DESIGN.md, "Serving live tables").
    """

    def handle(self, sock: socket.socket, address: tuple) -> None:
        with contextlib.suppress(OSError):  # not a TCP socket (a Unix socket): nothing to tune
            sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        super().handle(sock, address)


def make_server(app: Flask, host: str, port: int, log: object = None) -> NoDelayServer:
    """A server for `app` on host:port (log=None: no access log lines)."""
    return NoDelayServer((host, port), app, log=log, error_log="default", handler_class=Handler)
