"""The live event stream (Server-Sent Events): `id` is the seq; `Last-Event-ID` resumes."""

from __future__ import annotations

import queue
from collections.abc import Iterator

from flask import Blueprint, Response, current_app, request

from web import limits
from web.api import tables

bp = Blueprint("stream", __name__)

# Tells EventSource to reconnect 2 s after a drop (café Wi-Fi).
_HELLO = b"retry: 2000\n: connected\n\n"


def _last_seen() -> int:
    raw = request.headers.get("Last-Event-ID") or request.args.get("last") or "0"
    try:
        return max(0, int(raw))
    except ValueError:
        return 0


@bp.get("/api/tables/<code>/events")
def events(code: str) -> Response:
    """Every later event of a table as it happens, after the ones missed since `Last-Event-ID`."""
    engine = tables()
    with limits.guard(code):
        table, sub, missed = engine.subscribe(code, _last_seen())
    keepalive = current_app.config["KEEPALIVE_SECONDS"]

    def stream() -> Iterator[bytes]:
        try:
            yield _HELLO
            yield from missed
            while True:
                try:
                    message = sub.get(keepalive)
                except queue.Empty:
                    yield b": keep-alive\n\n"
                    continue
                if message is None:  # dropped for falling too far behind
                    return
                yield message
        finally:
            engine.unsubscribe(table, sub)

    return Response(
        stream(),
        mimetype="text/event-stream",
        headers={"Cache-Control": "no-cache", "X-Accel-Buffering": "no"},
    )
