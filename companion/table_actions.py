"""Actions every table takes (roll-off, undo, redo), who a token is and who acts, and the log's words for them."""

from __future__ import annotations

import hmac

from companion import dice, timer, timer_text
from companion.errors import ActionError, Forbidden
from companion.events import COMMON_EVENTS, CORRECTS, TABLE_EVENTS, Actor, Event
from companion.i18n import _, ngettext
from companion.rng import RandomSource
from companion.table import Table

MAX_ACTION_ID = 64


def whois(table: Table, token: str | None) -> Actor:
    """The seat a token belongs to, or "host"; `Forbidden` for a wrong or missing token."""
    if not token:
        raise ActionError("token_required", _("send 'Authorization: Bearer <seat or host token>'"), status=401)
    if not token.isascii():
        raise ActionError("bad_token", _("a token is ASCII letters, digits, '-' and '_'; this one is not"), status=401)
    given = token.encode("ascii")  # compared as bytes, in constant time
    if hmac.compare_digest(given, table.record.host_token.encode("ascii")):
        return "host"
    for i, t in enumerate(table.record.seat_tokens):
        if hmac.compare_digest(given, t.encode("ascii")):
            return i
    raise Forbidden("bad_token", _("that token is not a seat or host token of this table"))


def holder(table: Table, token: str | None) -> int | None:
    """The seat a token holds, if it is a seat token of this table (a join needs none: a stale one is no error)."""
    try:
        who = whois(table, token) if token else None
    except ActionError:  # Forbidden too
        return None
    return who if isinstance(who, int) else None


def acting_seat(who: Actor, action: dict, n_seats: int) -> int | None:
    """The seat an action is for: the token's own, or the host's `"by"` (one-phone mode)."""
    by = action.get("by")
    if by is None:
        return who if isinstance(who, int) else None
    if isinstance(by, bool) or not isinstance(by, int) or not 0 <= by < n_seats:
        raise ActionError("bad_seat", _("'by' must be a seat from 0 to {max}").format(max=n_seats - 1))
    if who != "host" and who != by:
        raise Forbidden("not_your_seat", _("only the host may act for another seat"))
    return by


def actor(who: Actor, seat: int | None) -> Actor:
    """Who the log names: the seat acted for, else the token's holder."""
    return seat if seat is not None else who


def action_id(action: dict) -> str | None:
    """The client's idempotency key, checked."""
    aid = action.get("id")
    if aid is None:
        return None
    if not isinstance(aid, str) or not 0 < len(aid) <= MAX_ACTION_ID:
        raise ActionError(
            "bad_action_id",
            _("'id' must be a string of 1 to {max} characters").format(max=MAX_ACTION_ID),
        )
    return aid


def rolloff(action: dict, table: Table, rng: RandomSource) -> dict:
    """Roll off for the first player: one die each, ties for highest reroll by themselves."""
    sides = action.get("sides", 6)
    if isinstance(sides, bool) or not isinstance(sides, int) or not 2 <= sides <= 100:
        raise ActionError("bad_dice", _("a roll-off die has 2 to 100 sides"))
    winner, rounds = dice.rolloff(list(range(len(table.players))), rng, sides)
    return {
        "type": "rolloff",
        "sides": sides,
        "winner": winner,
        "rounds": [{str(k): v for k, v in r.items()} for r in rounds],
    }


def may_change(table: Table, who: Actor, seat: int | None, group: list[int], verb: str) -> None:
    """Only the seat that did an action, a seat it corrected, or the host, may undo or redo it."""
    e = table.event(group[0])
    if who != "host" and verb == "undo" and unveils(table, group):
        raise Forbidden("revealed", _("the secret choices are out: only the host can undo that"))
    changed = [s for s in corrected(table, group) if s != e.actor]
    if who == "host" or e.actor == seat or (seat is not None and seat in changed):
        return
    # The seats besides the host: the host is named once, by the message itself.
    owners = [name(table, s) for s in (e.actor, *changed) if isinstance(s, int)]
    if not owners:
        said = _("only the host can undo that") if verb == "undo" else _("only the host can redo that")
        raise Forbidden("not_yours", said)
    said = (
        _("only {names} or the host can undo that") if verb == "undo" else _("only {names} or the host can redo that")
    )
    raise Forbidden("not_yours", said.format(names=", ".join(owners)))


def unveils(table: Table, group: list[int]) -> bool:
    """Whether an action made secret choices public (its seat's undo would let it choose again, knowing)."""
    return any(table.event(q).type in table.game.unveils for q in group)


def corrected(table: Table, group: list[int]) -> list[int]:
    """The seats whose numbers the events of one action correct (see `events.CORRECTS`)."""
    seats = {table.event(q).data.get(CORRECTS) for q in group}
    return sorted(s for s in seats if isinstance(s, int) and not isinstance(s, bool))


def undo(table: Table, who: Actor, seat: int | None) -> dict:
    """The event that reverts the last action."""
    return _step(table, who, seat, table.groups, "undo", "undoes")


def redo(table: Table, who: Actor, seat: int | None) -> dict:
    """The event that brings back the last undone action."""
    return _step(table, who, seat, table.redo, "redo", "redoes")


def _step(table: Table, who: Actor, seat: int | None, stack: list[list[int]], verb: str, key: str) -> dict:
    if not stack:
        raise ActionError(
            f"nothing_to_{verb}", _("there is nothing to undo") if verb == "undo" else _("there is nothing to redo")
        )
    may_change(table, who, seat, stack[-1], verb)
    return {"type": verb, key: list(stack[-1])}


def _joined(data: dict) -> str:
    by = "by" in data  # a seated phone switched seats: named by its old seat's player
    if data.get("handed"):
        return (
            _("The host handed {name}'s seat to {by}'s phone")
            if by
            else _("The host handed {name}'s seat to another phone")
        )
    if data.get("granted"):
        return (
            _("{by}'s phone took {name}'s seat with the host's consent")
            if by
            else _("A phone took {name}'s seat with the host's consent")
        )
    return _("{by}'s phone now plays {name}") if by else _("A phone joined as {name}")


# The log's words for seat changes (given the event's data), filled with the seat's {name}; never
# a request's check, which only the phones involved and the host see.
SEAT_TEXTS = {
    "joined": _joined,
    "seat_released": lambda d: (
        _("The host's phone took {name}'s seat back") if d.get("kept") else _("The host released {name}'s seat")
    ),
    "seat_left": lambda d: (
        _("{name}'s seat has no phone now") if "to" in d else _("{name}'s phone stepped back to watching")
    ),
    "seat_requested": lambda d: (
        _("{by}'s phone asks for {name}'s seat") if "by" in d else _("A phone asks for {name}'s seat")
    ),
    "seat_granted": lambda d: _("The host let a phone take {name}'s seat"),
    "seat_refused": lambda d: _("The host said no to a phone asking for {name}'s seat"),
}


def name(table: Table, actor: Actor) -> str:
    """A seat's name, or "The host"."""
    if isinstance(actor, int) and 0 <= actor < len(table.players):
        return table.players[actor].name
    return _("The host") if actor == "host" else _("The table")


def telling(table: Table, seqs: list[int]) -> Event:
    """The event of an undone (or redone) group that names it best, as its game chooses."""
    events = [table.event(q) for q in seqs]
    return events[table.game.telling([e.type for e in events])]


def taken(table: Table, seqs: list[int]) -> str:
    """The line of an undone (or redone) group: its game's line for all of it, else its telling event's."""
    events = [table.event(q) for q in seqs]
    public = [
        table.game.public_event({"type": e.type, **e.data})
        for e in events
        if e.type not in TABLE_EVENTS | COMMON_EVENTS
    ]
    whole = table.game.told(public, table.players) if len(public) == len(events) else None
    return whole if whole is not None else describe(table, telling(table, seqs))


def own_part(table: Table, e: Event, seqs: list[int]) -> str:
    """What an undo (or redo) took back, without the leading name of the player who made that move and takes it back.

    pt46, pt48, pt49: "Zoë undid: Zoë scored +60" said the name twice and ran the toast to four lines.
    Only a line that starts with that name and a space (or a colon: "Zoë: +3" in Russian) loses it,
    and not when a longer name starts alike ("Ana" undoing a line about "Ana Maria").
    """
    what = taken(table, seqs)
    if not isinstance(e.actor, int) or telling(table, seqs).actor != e.actor:
        return what
    who = name(table, e.actor)
    if any(p.name != who and p.name.startswith(who) and what.startswith(p.name) for p in table.players):
        return what
    for sep in (" ", ": "):
        rest = what[len(who) + len(sep) :] if what.startswith(who + sep) else ""
        if rest.strip():
            return rest
    return what


def host_line(table: Table, e: Event) -> str:
    """The log's words for a phone asking to be the host, and for the move (companion/host_move.py); never the check."""
    seat, asked = e.data.get("seat"), e.type == "host_requested"
    if isinstance(seat, int) and 0 <= seat < len(table.players):
        said = _("{name}'s phone asks to be the host") if asked else _("{name}'s phone is now the host")
        return said.format(name=name(table, seat))
    return _("A watching phone asks to be the host") if asked else _("A watching phone is now the host")


def kept_line(names: list[str]) -> str:
    """The log's line for the host phone's passed-round seats: up to three by first name, more counted.

    pt36: six full names made the table's first log line a wall of text.
    """
    if len(names) > 3:
        return ngettext(
            "The host's phone is passed round for {n} player",
            "The host's phone is passed round for {n} players",
            len(names),
        ).format(n=len(names))
    first = [n.split()[0] if n.split() else n for n in names]
    # Two Annas keep their surnames.
    shown = [f if first.count(f) == 1 else n for f, n in zip(first, names, strict=True)]
    return _("The host's phone is passed round for {names}").format(names=", ".join(shown))


def describe(table: Table, e: Event) -> str:
    """The log line of any event (a game event in its game's words, without secrets)."""
    who = name(table, e.actor)
    if e.type == "roll":
        return _("{who} rolled {roll}").format(who=who, roll=dice.describe_roll(e.data))
    if e.type == "rolloff":
        rounds = _("; then ").join(
            ", ".join(f"{table.players[int(s)].name} {v}" for s, v in r.items()) for r in e.data["rounds"]
        )
        # Who won first: a toast cut at two lines kept the rolls and lost the winner (pt110).
        return _("{name} goes first (roll-off: {rounds})").format(
            rounds=rounds, name=table.players[e.data["winner"]].name
        )
    if e.type == "undo":
        return _("{who} undid: {what}").format(who=who, what=own_part(table, e, e.data["undoes"]))
    if e.type == "redo":
        return _("{who} redid: {what}").format(who=who, what=own_part(table, e, e.data["redoes"]))
    if e.type in SEAT_TEXTS:
        by = e.data.get("by")  # a seated phone switching: its player (never past the table's seats)
        by_name = table.players[by].name if isinstance(by, int) and 0 <= by < len(table.players) else ""
        return SEAT_TEXTS[e.type](e.data).format(name=table.players[e.data["seat"]].name, by=by_name)
    if e.type in ("host_requested", "host_moved"):
        return host_line(table, e)
    if e.type == "player_added":
        return _("{who} added {name} to the table").format(who=who, name=e.data["name"])
    if e.type == "player_removed":
        return _("{who} took {name} off the table").format(who=who, name=e.data["name"])
    if e.type == "seats_kept":
        return kept_line([table.players[s].name for s in e.data["seats"]])
    if e.type == "rematch":
        return _("The table plays again: a new table {code} with the same players").format(code=e.data["code"])
    if e.type == "table_created":
        return _("Table opened for {game}").format(game=_(table.game.title))
    if e.type == "code_changed":
        return _("The host gave the table a new join code")
    if e.type in timer.TIMER_EVENTS:
        return timer_text.line(table, e)
    text = table.game.describe(table.game.public_event({"type": e.type, **e.data}), table.players)
    # Its own message for the host: "the host" after "by" takes another case in German and Russian.
    if e.type in table.game.said_by and e.actor is not None:
        # What a phone told of the real table (a deck's new top): told, not changed (pt81 read a reveal as a fix).
        text += " " + (_("(told by the host)") if e.actor == "host" else _("(told by {who})").format(who=who))
    elif e.data.get(CORRECTS) is not None and e.data[CORRECTS] != e.actor:
        text += " " + (_("(changed by the host)") if e.actor == "host" else _("(changed by {who})").format(who=who))
    return text
