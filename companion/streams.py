"""Who a stream is for: a seat token sent as a header, or the seat's stream key from an HttpOnly cookie.

A browser's `EventSource` cannot send an Authorization header, and a token must never ride in a
URL (it would land in logs and history). So the answer that shows a phone its seat (the join, and
the snapshot read with the seat's token) also sets a cookie holding the seat's stream key: derived
from the token, good only for reading that seat's stream (never for acting), HttpOnly (the page's
scripts cannot read it), and sent only to that table's event stream (its Path).
"""

from __future__ import annotations

import hashlib
import hmac
from dataclasses import dataclass
from typing import TYPE_CHECKING

from companion.errors import ActionError, Forbidden
from companion.events import SEAT_CHANGES
from companion.table import Table
from companion.table_actions import whois

if TYPE_CHECKING:
    from companion.broadcast import Hub
    from companion.events import Event

COOKIE = "stream-{seat}"  # one per seat: a phone may hold two seats of one table (two tabs)


def stream_key(token: str) -> str:
    """The read-only key of a seat token's stream (a token cannot be had back from it)."""
    return hmac.new(token.encode("ascii"), b"companion event stream", hashlib.sha256).hexdigest()[:32]


def seat_of_key(table: Table, seat: int, key: str) -> int:
    """`seat`, when `key` is its current stream key; else 403 (the seat moved on to another phone)."""
    tokens = table.record.seat_tokens
    if not 0 <= seat < len(tokens) or not tokens[seat]:
        raise Forbidden("bad_stream_key", f"the table has no seat {seat}")
    if not key.isascii() or not hmac.compare_digest(key.encode("ascii"), stream_key(tokens[seat]).encode("ascii")):
        raise Forbidden("bad_stream_key", f"this phone's stream key is not seat {seat}'s: open the table again")
    return seat


@dataclass(frozen=True)
class Proof:
    """What a stream request shows for its seat: a token as a header, or a seat and its cookie's key."""

    token: str | None = None
    seat: int | None = None
    key: str | None = None


def proved_seat(table: Table, proof: Proof) -> int | None:
    """The seat whose view a stream carries: the token's, or the seat its key proves; None: public.

    Call with the table's lock held, and subscribe under the same hold: a handover between the
    check and the registration would let the old phone read the new holder's view.
    """
    token, seat, key = proof.token, proof.seat, proof.key
    if not token and seat is None:
        return None
    if token:
        who = whois(table, token)
        return who if isinstance(who, int) else None
    if seat is None or not 0 <= seat < len(table.players):
        raise ActionError("bad_seat", f"the table has no seat {seat}: its seats are 0 to {len(table.players) - 1}")
    if not key:
        raise ActionError("stream_key_required", f"no stream key for seat {seat}: open the table again", status=401)
    return seat_of_key(table, seat, key)


def close_changed_seats(hub: Hub, table: Table, events: list[Event]) -> None:
    """End the streams of seats whose token just changed: the old phone must not read the new holder's view.

    Call before publishing anything that came after the change (a catch-up's batch holds both).
    """
    if not table.game.has_secrets:
        return
    for e in events:
        if e.type in SEAT_CHANGES:
            seat = e.data.get("seat", e.actor)
            if isinstance(seat, int):
                hub.close_viewer(table.record.code, seat)
