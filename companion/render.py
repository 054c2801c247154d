"""What phones receive: public events with their log lines, answers, SSE messages, seat lists."""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from typing import Any, TypeVar

from companion import i18n, patch, timer, wire
from companion.broadcast import Hub, Key
from companion.events import COMMON_EVENTS, PLAYERS_CHANGES, TABLE_EVENTS, Event
from companion.fold import ends
from companion.table import Table, kept_seats, next_table
from companion.table import seat_list as players
from companion.table_actions import corrected, describe, taken, unveils

T = TypeVar("T")


def answer(table: Table, events: list[Event], seat: int | None, duplicate: bool = False) -> dict:
    """The answer to an action: `{seq, events, state, table}` as `seat` may see them."""
    out = {
        "seq": table.seq,
        "events": [public(table, e, seat) for e in events],
        "state": view(table, seat),
        "table": table_view(table),
        **({"duplicate": True} if duplicate else {}),
    }
    if any(e.type in PLAYERS_CHANGES for e in events):  # a player added late: the actor's seats too
        out["players"] = players(table)
    return out


def view(table: Table, seat: int | None) -> dict[str, Any]:
    """The game's view of the current state for `seat`, rendered at most once per state and viewer.

    An action renders its answer's view and, when phones listen, each stream's: the actor's own
    stream reuses its answer's view, and seats that see the same (every seat of a game without
    secrets) share one. Kept per viewer and language (views carry words), until the state changes.
    """
    viewer = viewer_of(table, seat)
    return _kept(table, ("view", viewer, i18n.current()), _view, table, viewer)


def _view(table: Table, viewer: int | None) -> dict[str, Any]:
    own = own_of(table, viewer)
    if own is None:
        return table.game.view(table.state, viewer)
    return {**view(table, None), **own}  # the public view once, then each seat's few own keys over it


def own_of(table: Table, viewer: int | None) -> dict[str, Any] | None:
    """`viewer`'s own keys over the public view (`Game.own_view`), once per state; None: no such split."""
    if viewer is None:
        return None
    return _kept(table, ("own", viewer), table.game.own_view, table.state, viewer)


def _kept(table: Table, key: tuple, make: Callable[..., T], *args: Any) -> T:
    """`make(*args)` for the table's current state, made once: kept until an action or an undo replaces it.

    Keyed by seq and by the state object itself (an action replaces the state, an undo refolds a
    new one). One action renders the same log line, table strip and view for its answer and for
    every stream of a language: each is made once (for The King of All Bards a log line alone
    costs tens of microseconds).
    """
    cache = table.rendered
    if cache is None or cache[0] != table.seq or cache[1] is not table.state:
        table.before = cache  # what the phones were sent last: the next stream messages are patches of it
        cache = table.rendered = (table.seq, table.state, {})
    memo = cache[2]
    if key not in memo:  # no closure per call: this runs a dozen times per action
        memo[key] = make(*args)
    return memo[key]


def line(table: Table, e: Event) -> str:
    """An event's log line in the current language, made once per state."""
    return _kept(table, ("line", e.seq, i18n.current()), describe, table, e)


def viewer_of(table: Table, seat: int | None) -> int | None:
    """Whose view a seat's phone gets: its own in a game with secrets, else everyone's."""
    return seat if table.game.has_secrets else None


def public(table: Table, e: Event, seat: int | None = None) -> dict[str, Any]:
    """An event as every phone may see it, with its log line."""
    data = e.data if e.type in TABLE_EVENTS | COMMON_EVENTS else table.game.public_event({"type": e.type, **e.data})
    if e.type == "table_created":
        data = {"game": e.data["game"], "players": e.data["players"]}
    elif e.type in ("seat_requested", "seat_granted", "seat_refused", "host_requested", "host_moved"):
        # The key's hash is the server's alone; the check, the asking phone's, holder's and host's (seating.py).
        data = {k: v for k, v in data.items() if k not in ("key_hash", "check")}
    data = {k: v for k, v in data.items() if k != "type"}
    out = {
        "seq": e.seq,
        "type": e.type,
        "actor": e.actor,
        "at": e.at,
        "data": data,
        "text": line(table, e),
        "undone": e.seq in table.inactive,
    }
    # An undo (redo) carries the line it took (brought) back: every phone says it, whatever part of the log it holds.
    if e.type in UNDONE:
        out[UNDONE[e.type][1]] = taken(table, e.data[UNDONE[e.type][0]])
    if e.type in table.game.table_lines:
        out["table_line"] = True
    return out


UNDONE = {"undo": ("undoes", "undid"), "redo": ("redoes", "redid")}


_bytes = wire.encode


def messages(table: Table, events: list[Event], viewer: int | None = None, lang: str = i18n.DEFAULT) -> list[bytes]:
    """SSE messages for one stream key (a viewer's view, in a language); the last carries the state.

    In a game with secrets the state is `viewer`'s own view and the message says whose
    (`"viewer"`), so a seated phone takes it as it is and never asks again.
    """
    with i18n.using(lang):
        return _in_language(table, events, lang, [viewer], patches=False)[(viewer, lang)]


def tag(e: Event) -> str:
    """A short tag of an event's stored identity: another event stored at its seq has another tag.

    A stream's `id:` is `<seq>.<tag>`, so a phone that saw a move the store then lost (a crash
    right after the move was sent) and resumes once a later move took that seq is found out: the
    seq matches, the tag does not (companion/reading.py). Made of what is stored exactly as it was
    made (the action's key, the time as a float's bits), so every process and every reload agrees.
    """
    made = f"{e.seq} {e.type} {e.action_id} {float(e.at).hex()}".encode()
    return hashlib.blake2s(made, digest_size=4).hexdigest()


def event_id(e: Event) -> bytes:
    """An event's stream `id:`: its seq, a dot, its tag."""
    return b"%d.%s" % (e.seq, tag(e).encode("ascii"))


def rewound(table: Table, seq: int | None = None) -> bytes:
    """The message that tells a phone which saw another history than the log's (past `seq`) to read it afresh."""
    last = table.log[-1] if seq is None else table.event(seq)
    return b"id: %s\ndata: %s\n\n" % (event_id(last), _bytes({"type": "rewound", "seq": last.seq}))


def _in_language(
    table: Table, events: list[Event], lang: str, viewers: list[int | None], patches: bool = True
) -> dict[Key, list[bytes]]:
    # Everything but the state is alike for every viewer of one language: the log lines, dice and
    # seats are serialised once, and each viewer's message is that head, its state and its tail,
    # joined as bytes (orjson's own output: nothing is decoded and encoded again per viewer).
    earlier = [b"id: %s\ndata: %s\n\n" % (event_id(e), _bytes(public(table, e))) for e in events[:-1]]
    last = events[-1]
    base = events[0].seq - 1 if patches else None  # the seq of the view the stream's phones hold
    held = _held(table, base)
    old_strip = held.get(("table", lang)) if held is not None else None
    # The table strip, like the view: what changed in it (its recent rolls alone are ~2 KB), or whole.
    shown: dict[str, Any] = {"table": table_view(table)}
    if old_strip is not None:
        shown = {"base": base, "table_patch": patch.diff(old_strip, shown["table"])}
    # The seats ride along only when a seat changed hands or came: a move leaves them as they were.
    if any(e.type in PLAYERS_CHANGES for e in events):
        shown["players"] = players(table)
    common = _bytes(shown)[1:-1]
    head = b"id: %s\ndata: %s,%s," % (event_id(last), _bytes(public(table, last))[:-1], common)
    secrets = table.game.has_secrets
    spliced: dict[tuple[str, ...], bytes] = {}
    diffed: dict[tuple[str, ...], list] = {}
    out = {}
    for viewer in viewers:
        tail = (b',"viewer":%s}\n\n' % (b"null" if viewer is None else b"%d" % viewer)) if secrets else b"}\n\n"
        ops = _ops(table, held, viewer, diffed) if held is not None else None
        if ops is None:
            body = b'"state":' + _state(table, viewer, spliced)
        else:
            body = (b"" if "base" in shown else b'"base":%d,' % base) + b'"patch":' + _bytes(ops)
        out[(viewer, lang)] = [*earlier, head + body + tail]
    return out


def _held(table: Table, base: int | None) -> dict[tuple, Any] | None:
    """What was made for the state at seq `base` (the views and strips the phones were sent), if still held.

    Folds never change a state (or the dice) in place once views are made from it (they copy it:
    companion/fold.py), so what was made then is what was sent then.
    """
    before = table.before
    return before[2] if before is not None and base is not None and before[0] == base else None


def _ops(table: Table, made: dict[tuple, Any], viewer: int | None, diffed: dict[tuple[str, ...], list]) -> list | None:
    """What changed in `viewer`'s view since the one made for the state before (companion/patch.py); None: not known.

    A game with own keys per seat diffs its public view once per language and each seat's own keys over it.
    """
    lang, own = i18n.current(), own_of(table, viewer)
    if own is None:
        old = made.get(("view", viewer, lang))
        return None if old is None else patch.diff(old, view(table, viewer))
    old_public, old_own = made.get(("view", None, lang)), made.get(("own", viewer))
    if old_public is None or old_own is None:
        return None
    names = tuple(own)
    if tuple(old_own) != names:  # its own keys changed: the two views compared whole
        return patch.diff({**old_public, **old_own}, {**view(table, None), **own})
    public = diffed.get(names)
    if public is None:
        public = diffed[names] = [op for op in patch.diff(old_public, view(table, None)) if op[0][0] not in names]
    return public + patch.diff(old_own, own)


def _state(table: Table, viewer: int | None, spliced: dict[tuple[str, ...], bytes]) -> bytes:
    """The JSON of `viewer`'s view: a seat's own keys spliced over the public view's, serialised once."""
    own = own_of(table, viewer)
    if not own:
        return _bytes(view(table, viewer))
    names = tuple(own)  # a game's own keys come in one order: the public rest is shared by every seat
    rest = spliced.get(names)
    if rest is None:
        rest = spliced[names] = _bytes({k: v for k, v in view(table, None).items() if k not in own})[1:-1]
    mine = _bytes(own)[1:-1]
    return b"{" + rest + (b"," if rest and mine else b"") + mine + b"}"


def stream(hub: Hub, table: Table, events: list[Event], seat: int | None = None) -> dict[Key, list[bytes]]:
    """Each open stream key's messages (serialised once per key, not per stream); {} when none listen.

    Call with the table's lock held: subscribing takes it too, so nobody can start listening
    between this look at the keys and the publish. Either way the new state's view is rendered
    here, before the events are stored (`seat`'s, which its answer then reuses): a game whose
    view fails on the new state refuses the action instead of storing it.
    """
    if events:
        view(table, seat)
    if not events:
        return {}
    by_lang: dict[str, list[int | None]] = {}
    for viewer, lang in hub.keys(table.record.code):
        by_lang.setdefault(lang, []).append(viewer)
    out: dict[Key, list[bytes]] = {}
    for lang, viewers in by_lang.items():
        with i18n.using(lang):
            out.update(_in_language(table, events, lang, viewers))
    return out


def table_view(table: Table) -> dict[str, Any]:
    """Dice, undo and redo now, whether the game is over and where it is played again (once per state and language)."""
    return _kept(table, ("table", i18n.current()), _strip, table)


def _strip(table: Table) -> dict[str, Any]:
    # `over` is each game's own `is_over`, said once here: the page's end screen reads it for every game.
    # `next`: the table this one is played again at (the page offers it instead of another rematch).
    undo, redo, over = _top(table, table.groups), _top(table, table.redo), table.game.is_over(table.state)
    if undo and unveils(table, table.groups[-1]):
        undo["host_only"] = True  # secrets made public: the host's to undo (table_actions.may_change, pt62)
    if redo:
        # Whether bringing it back ends the game: the phones ask first (pt11: an undone Finish came back in one tap).
        redo["ends"] = not over and ends(table, table.redo[-1])
    # `kept`: the seats without a phone that have played on the host's phone (taking one asks the host).
    kept = sorted(kept_seats(table))
    strip = {
        **table.dice,
        "undo": undo,
        "redo": redo,
        "over": over,
        "winners": _winners(table) if over else [],
        "next": next_table(table),
        "kept": kept,
        # `sheet`: the game ended with its score sheet (companion/games/sheet.py): the page shows its result.
        "sheet": table.state.get("sheet"),
    }
    if table.timer is not None:  # the turn timer's deadlines, as of the last event (companion/timer.py)
        strip["timer"] = timer.shown(table.timer, table.log[-1].at)
    return strip


def _winners(table: Table) -> list[int]:
    # Whom the end names (the phones say it aloud): first place by the game's own tie-breaks, ties shared.
    return [s["seat"] for s in table.game.standings(table.state) if s["place"] == 1]


def _top(table: Table, groups: list[list[int]]) -> dict | None:
    if not groups:
        return None
    e = table.event(groups[-1][0])  # seqs are indexes: no scan of the log on every action
    changed = [s for s in corrected(table, groups[-1]) if s != e.actor]  # may undo it too (pt90: greyed on theirs)
    # A move of several events is named whole, as its undo's line will name it (pt120: "Undo: Cid +9 (Military)"
    # took back a grid of six categories).
    said = line(table, e) if len(groups[-1]) == 1 else taken(table, groups[-1])
    return {"seq": e.seq, "actor": e.actor, "text": said, **({"corrects": changed} if changed else {})}
