"""The live event stream (Server-Sent Events): `id` is `<seq>.<tag>`; `Last-Event-ID` resumes, as the same seat.

A seated phone's stream carries its own view (the seat's stream key cookie, or its token as a
header for clients that can send one); everyone else's carries the public view. Each stream
speaks its own phone's language.
"""

from __future__ import annotations

import queue
from collections.abc import Iterator

from flask import Blueprint, Response, current_app, request

from companion import i18n, reading, streams
from companion.errors import ActionError
from web import limits, push
from web.api import bearer, tables

bp = Blueprint("stream", __name__)

# Tells EventSource to reconnect 2 s after a drop (café Wi-Fi).
_HELLO = b"retry: 2000\n: connected\n\n"
MAX_SEAT = 99


def _last_seen() -> reading.Resume:
    return reading.resume_from(request.headers.get("Last-Event-ID") or request.args.get("last") or "0")


def _seat_asked() -> int | None:
    raw = request.args.get("seat")
    if raw is None or raw == "":
        return None
    if not raw.isdigit() or int(raw) > MAX_SEAT:
        raise ActionError("bad_seat", f"'seat' must be a seat number from 0 to {MAX_SEAT}")
    return int(raw)


@bp.get("/api/tables/<code>/events")
def events(code: str) -> Response:
    """Every later event of a table as it happens, after the ones missed since `Last-Event-ID`."""
    engine = tables()
    token, seat = bearer(), _seat_asked()
    pushed = push.OFFER in request.environ  # companion serve: the socket is handed over once the head is out
    with limits.guard(code, disguise=bool(token or seat is not None)):
        cookie = request.cookies.get(streams.COOKIE.format(seat=seat)) if seat is not None else None
        proof = streams.Proof(token, seat, cookie)
        kind = push.Pushed if pushed else None
        table, sub, missed = engine.open_stream(code, proof, _last_seen(), i18n.current(), kind)
    keepalive = current_app.config["KEEPALIVE_SECONDS"]
    headers = {"Cache-Control": "no-cache", "X-Accel-Buffering": "no"}
    if isinstance(sub, push.Pushed):
        sub.on_close = lambda: engine.unsubscribe(table, sub)
        request.environ[push.ENVIRON] = (sub, b"".join([_HELLO, *missed]), keepalive)
        return Response(b"", mimetype="text/event-stream", headers=headers)

    def stream() -> Iterator[bytes]:
        try:
            yield _HELLO
            yield from missed
            while True:
                try:
                    message = sub.get(keepalive)
                except queue.Empty:
                    yield push.KEEP_ALIVE
                    continue
                if message is None:  # closed: dropped for falling behind, its seat moved, or a new code
                    return
                yield message
        finally:
            engine.unsubscribe(table, sub)

    return Response(stream(), mimetype="text/event-stream", headers=headers)
