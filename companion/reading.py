"""The reading side of a table: its snapshot for one phone, its public log, the events a stream missed."""

from __future__ import annotations

from typing import Any, NamedTuple

from companion import render, seating
from companion.engine import Engine
from companion.errors import ActionError, Forbidden
from companion.events import Actor
from companion.i18n import _
from companion.table import Table, kept_seats

MAX_LOG = 60  # log lines carried in a snapshot; the full log is at /log


def snapshot(
    engine: Engine, table: Table, seat: int | None, who: Actor | None, view_as: int | None = None
) -> dict[str, Any]:
    """The table as `seat` (None: a spectator or the host) sees it; the caller holds the table's lock.

    `view_as`: the host's phone reads the game as that seat, one it passes round (`passed_round`).
    """
    snap = {
        "code": table.record.join_code,
        "game": table.game.id,
        "title": table.game.title,
        "seq": table.seq,
        "players": render.players(table),
        "options": table.options,
        "state": table.game.view(table.state, seat if view_as is None else view_as),
        "table": render.table_view(table),
        "you": seating.you(engine, table, seat, who),
        # Seqs run 1, 2, 3... so the last lines are a slice: render only those (every seated phone
        # of a game with secrets reads this after each event).
        "log": [render.public(table, e) for e in table.log[1:][-MAX_LOG:]],
    }
    if view_as is not None:
        snap["you"]["as"] = view_as
    if table.timer is not None:
        # The server's clock as it answers: a phone counts the timer down from it, whatever its own says.
        snap["now"] = engine.clock()
    return snap


def passed_round(table: Table, who: Actor | None, seat: int | None) -> int | None:
    """The seat the host's phone may read the game as: one it holds, passed round (pt93: Minstrels' hero deal
    of a player without a phone, secret from the host's own view, stalled the setup); None for none asked."""
    if seat is None:
        return None
    if who != "host":
        raise Forbidden("host_only", _("only the host's phone reads the table as a seat it passes round"))
    if not table.game.shows_dealt_secrets:
        said = _("{game} shows no seat's secrets on the host's phone: they stay face down there")
        raise ActionError("not_for_this_game", said.format(game=_(table.game.title)))
    if not 0 <= seat < len(table.players):
        raise ActionError("bad_seat", _("the table has no seat {seat}").format(seat=seat))
    if seat not in kept_seats(table):
        said = _("{name}'s seat is not passed round on the host's phone: it is free, or a phone holds it")
        raise ActionError("not_passed_round", said.format(name=table.players[seat].name), status=409)
    return seat


def public_log(table: Table) -> list[dict[str, Any]]:
    """The whole public log of a table."""
    return [render.public(table, e) for e in table.log]


def log_since(table: Table, since: int) -> list[dict[str, Any]]:
    """The last public lines after seq `since` (at most MAX_LOG): what a stale phone missed."""
    return [render.public(table, e) for e in table.log[max(since, 0) :][-MAX_LOG:]]


class Resume(NamedTuple):
    """Where a stream resumes: the seq its phone saw last and, from a tagged id, that event's tag."""

    seq: int
    tag: str | None = None  # None: a plain seq (`?last=`, an older page): the log's word is taken


def resume_from(raw: str) -> Resume:
    """A `Last-Event-ID` (or `?last=`): `<seq>.<tag>` as streams send it, or a plain seq; junk is 0."""
    seq, dot, tag = raw.strip().partition(".")
    try:
        return Resume(max(0, int(seq)), tag if dot else None)
    except ValueError:
        return Resume(0)


def missed(table: Table, last: int | Resume, viewer: int | None = None, lang: str = "en") -> list[bytes]:
    """The stream messages of the events after `last`, as `viewer` sees them, in `lang`.

    Seqs are indexes (1, 2, 3...), so this is a slice; the table's creation is not a message.
    A phone that saw another history than the log's is told to read the table afresh: it saw
    further than the log, or the event it saw last is not the one stored at that seq (a move its
    store refused or a crash lost, whose seq a later move then took: companion/writing.py).
    """
    seen = last if isinstance(last, Resume) else Resume(last)
    if seen.seq > table.seq or (
        seen.tag is not None and seen.seq > 0 and seen.tag != render.tag(table.event(seen.seq))
    ):
        return [render.rewound(table)]
    events = [e for e in table.log[seen.seq :] if e.type != "table_created"]
    return render.messages(table, events, viewer, lang) if events else []
