"""A player who arrives late: a new seat on a table already under way (the score pad's, as on paper).

pt86: a friend arriving in round 2 could not be added; the group had to open a new table and lose
the scores so far. Any phone that plays (a seat's or the host's) may add one, as anyone may write a
new column on a paper pad: the seat is free, its phone joins it with the table's code as any other.
The seat is stored with its event (a fresh token, unclaimed) and never undone, as a join is not.
"""

from __future__ import annotations

import secrets
from typing import Any

from companion.errors import ActionError
from companion.events import TABLE_EVENTS, Actor
from companion.i18n import _
from companion.seats import clean_color, clean_name
from companion.table import Table, opened_with

ACTION = "add_player"
REMOVE = "remove_player"  # pt92: a name added by mistake ("Quentin") stayed as a 0-point player


def add(table: Table, who: Actor, action: dict[str, Any]) -> list[dict[str, Any]]:
    """The `player_added` event of a new seat at the end, its token made (stored with the event)."""
    game, n = table.game, len(table.players)
    if not game.adds_players:
        said = _("{game} takes no new players once under way: open a new table with everyone")
        raise ActionError("no_late_players", said.format(game=_(game.title)))
    if who is None:
        raise ActionError("not_seated", _("only a seated phone or the host can add a player"), status=403)
    if game.is_over(table.state):
        raise ActionError("finished", _("the game is over: play again to add a player"), status=409)
    if n >= game.max_players:
        said = _("{game} is for at most {max} players")
        raise ActionError("table_full", said.format(game=_(game.title), max=game.max_players), status=409)
    name = clean_name(action.get("name"), n)
    if any(p.name.casefold() == name.casefold() for p in table.players):
        raise ActionError("bad_player", _("{name} is already at the table").format(name=name))
    color = clean_color(action.get("color") or _free_color(table), n)
    table.record.seat_tokens.append(secrets.token_urlsafe(18))
    table.record.claimed.append(False)
    return [{"type": "player_added", "seat": n, "name": name, "color": color}]


def remove(table: Table, who: Actor, action: dict[str, Any]) -> list[dict[str, Any]]:
    """The `player_removed` event of the last player added late, while no phone holds the seat and nothing names it."""
    if who is None:
        raise ActionError("not_seated", _("only a seated phone or the host can take a player off"), status=403)
    seat, first = action.get("seat"), opened_with(table)
    last = len(table.players) - 1
    if isinstance(seat, bool) or seat != last or last < first:
        raise ActionError("bad_seat", _("only the last player added once under way can be taken off"))
    name = table.players[seat].name
    if table.game.is_over(table.state):  # the standings name every seat
        raise ActionError("finished", _("the game is over: undo the finish to take {name} off").format(name=name), 409)
    if table.record.claimed[seat]:
        raise ActionError("seat_has_phone", _("a phone holds {name}'s seat: release it first").format(name=name), 409)
    added = max(e.seq for e in table.log if e.type == "player_added" and e.data["seat"] == seat)
    if any(_names(table, e, seat) for e in table.log[added:]):  # since this player came (a seat number comes again)
        said = _("{name} has scores or moves already: undo them first")
        raise ActionError("player_played", said.format(name=name), 409)
    table.record.seat_tokens.pop()
    table.record.claimed.pop()
    return [{"type": "player_removed", "seat": seat, "name": name}]


def _names(table: Table, e: Any, seat: int) -> bool:
    """Whether an event is the seat's or enters anything for it (undone ones too: a redo would bring them back)."""
    if e.actor == seat or e.data.get("seat") == seat or e.data.get("corrects") == seat:
        return True
    return e.type not in TABLE_EVENTS and seat in table.game.played_for({"type": e.type, **e.data})


def _free_color(table: Table) -> str:
    """The game's first colour nobody at the table has (else the next in turn)."""
    taken = {p.color.lower() for p in table.players}
    palette = table.game.colors
    return next((c for c in palette if c.lower() not in taken), palette[len(table.players) % len(palette)])
