"""Play again: a new table of the same game with the same players and options; phones keep seats.

The first player is not carried over: every rulebook picks the first player of a new game at the
table (The King of All Bards rolls for it, Minstrels and Bard Saga start with whoever sang last,
Tales of Danger has the table select a player), so the new table asks again as any new table
does; a game whose first player is a table option (Minstrels, Tales of Danger) takes it from
`options`, which override the old table's.
"""

from __future__ import annotations

from typing import Any

from companion.engine import Engine, create
from companion.errors import ActionError
from companion.events import SEAT_CHANGES, Actor, Event
from companion.i18n import _
from companion.table import Table, kept_seats, next_table
from companion.table_actions import whois
from companion.timer import settings_of
from companion.writing import commit


def choose(engine: Engine, table: Table, token: str | None, options: object = None) -> tuple[Actor, str]:
    """Who asks, and the id of the table this one continues at: opened by the first to ask (lock held).

    The caller then moves to it (`move`): its seat, or the host's role.
    """
    who = whois(table, token)
    new_id = next_table(table)
    if new_id is None:
        if options is not None and not isinstance(options, dict):
            raise ActionError("bad_option", _("'options' must be an object"))
        players = [{"name": p.name, "color": p.color} for p in table.players]
        # The seats phones hold here are kept for those phones there: nobody else can join
        # them by code; each phone collects its own with its token from this table.
        opts = {**table.options, **(options or {})}
        new_id = create(
            engine,
            table.game.id,
            players,
            opts,
            claimed=table.record.claimed,
            carried=table.game.carried(table.state),
            timer=settings_of(table.timer),  # the same timer as the host last set it
            # The seats on the host's phone stay there (pt27: the new table offered them as free).
            kept=sorted(kept_seats(table)),
        )["code"]
        commit(engine, table, [Event(table.seq + 1, "rematch", who, engine.clock(), {"code": new_id})])
    elif isinstance(who, int) and _changed_hands(table, who):
        # This token came with a seat taken after play again was chosen: the seat at the new
        # table is kept for the phone that held it then, not for whoever holds it here now.
        raise ActionError(
            "seat_taken",
            _("{name}'s seat changed hands after play again was chosen; ask the new table's host").format(
                name=table.players[who].name
            ),
            status=409,
        )
    return who, new_id


def _changed_hands(table: Table, seat: int) -> bool:
    """Whether the seat was taken, left or released here since the table chose to play again.

    A seat's token changes with each of those events, and only with them: none since the
    `rematch` event means the caller is the phone that held the seat when play again was chosen.
    """
    for e in reversed(table.log):
        if e.type == "rematch":
            return False
        if e.type in SEAT_CHANGES and e.data["seat"] == seat:
            return True
    return False


def move(engine: Engine, old: Table, who: Actor, new: Table) -> dict[str, Any]:
    """The caller's seat at the new table (kept for its phone), or the host's token there (new's lock held)."""
    out: dict[str, Any] = {"code": new.record.join_code, "seat": None, "host": who == "host"}
    if who == "host":
        out["token"] = new.record.host_token
        return out
    assert isinstance(who, int)
    last = next((e for e in reversed(new.log) if e.type in SEAT_CHANGES and e.data["seat"] == who), None)
    if last is None:
        new.record.claimed[who] = True  # stored with its event
        data = {"seat": who, "rematch": old.record.code}
        commit(engine, new, [Event(new.seq + 1, "joined", who, engine.clock(), data)])
    elif not (last.type == "joined" and last.data.get("rematch") == old.record.code):
        raise ActionError(
            "seat_taken",
            _("{name}'s seat at the new table has changed hands; ask the host").format(name=new.players[who].name),
            status=409,
        )
    out.update(seat=who, token=new.record.seat_tokens[who], name=new.players[who].name)
    return out
