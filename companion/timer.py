"""The turn timer (issue #31): a sand timer per turn or a chess clock per player, kept as a fold of the log.

Nothing of the timer is stored beside the log: its settings are in the table's first event (and in
`timer_set` events), and every time it needs is an event's `at`, the server's clock when the event
was made. So a restart, another process or a reload folds the same deadlines to the second.

The clock is observed once per stored action (a batch of events sharing one action key), after the
batch, with the seats the game's prompt then names: the live path (companion/writing.py) and a
reload (companion/fold.py) see the same boundaries, so they count the same turns.
"""

from __future__ import annotations

import math
from typing import Any

from companion.errors import ActionError
from companion.i18n import _

MODES = ("off", "turn", "player")  # off; a sand timer per turn; a chess clock per player
MIN_SECONDS, MAX_SECONDS = 5, 24 * 3600  # a turn of a few seconds is a test; a day is a correspondence game
EPSILON = 0.001  # times are float seconds since 1970: 29.9 + 0.1 s later may fall a hair short of 30
TIMER_EVENTS = frozenset({"timer_set", "timer_paused", "timer_resumed", "time_up"})

Clock = dict[str, Any]


def settings(raw: object) -> dict[str, Any]:
    """`{"mode", "seconds"}` checked (a 400 naming what is wrong); None or {} is off."""
    if raw is None or raw == {}:
        return {"mode": "off", "seconds": 0}
    if not isinstance(raw, dict):
        raise ActionError("bad_timer", _('\'timer\' must be an object like {"mode": "turn", "seconds": 60}'))
    mode = raw.get("mode", "turn")
    if mode not in MODES:
        raise ActionError("bad_timer", _("the timer's 'mode' is one of: off, turn, player"))
    if mode == "off":
        return {"mode": "off", "seconds": 0}
    seconds = raw.get("seconds")
    # bool is an int in Python, and NaN or 1e400 are floats: whole seconds only.
    if isinstance(seconds, bool) or not isinstance(seconds, int) or not MIN_SECONDS <= seconds <= MAX_SECONDS:
        raise ActionError(
            "bad_timer",
            _("the timer's 'seconds' must be a whole number from {min} to {max}").format(
                min=MIN_SECONDS, max=MAX_SECONDS
            ),
        )
    return {"mode": mode, "seconds": seconds}


def for_game(raw: object, game: Any) -> dict[str, Any]:
    """The settings for this game: a chess clock needs a game whose prompt names the seats to act."""
    s = settings(raw)
    if s["mode"] == "player" and not game.names_turns:
        raise ActionError(
            "no_turns", _("{game} does not say whose turn it is: choose a time per turn").format(game=_(game.title))
        )
    return s


def settings_of(clock: Clock | None) -> dict[str, Any] | None:
    """The settings a clock runs with (play again takes them along); None: no timer."""
    if clock is None or clock["mode"] == "off":
        return None
    return {"mode": clock["mode"], "seconds": clock["seconds"]}


def start(raw: dict[str, Any] | None, at: float) -> Clock:
    """The clock of a table just opened with these settings (None: no timer)."""
    s = raw or {"mode": "off", "seconds": 0}
    return {
        "mode": s["mode"],
        "seconds": s["seconds"],
        "paused": False,
        "seats": [],
        "turn": 0,
        "epoch": 0,  # counts the settings: a chess clock set afresh may run out again
        "since": at,
        "spent": 0.0,  # this turn's time before `since` (the sand timer's)
        "used": {},  # seat -> seconds to act while the timer ran (thinking time)
        "base": {},  # `used` when the chess clocks were last set
        "up": [],  # the keys of the `time_up` events logged
        "over": False,
        # A table opens with its players still joining and setting up (Bard Cards, coins, quest
        # cards): nobody's turn, and a clock run down by then is no clock at all (pt27). So the
        # timer waits for the game's first move after its setup (`observe`'s `begun`) or the host's tap.
        "waiting": True,
    }


def running(clock: Clock) -> bool:
    """Whether time is counting now."""
    return clock["mode"] != "off" and not clock["paused"] and not clock["over"] and not clock["waiting"]


def _accrue(clock: Clock, at: float) -> None:
    """Count the time since `since` for the turn and each seat to act (only while it runs)."""
    if running(clock):
        elapsed = max(0.0, at - clock["since"])
        clock["spent"] += elapsed
        for s in clock["seats"]:
            clock["used"][str(s)] = clock["used"].get(str(s), 0.0) + elapsed
    clock["since"] = at


def observe(
    clock: Clock, at: float, seats: list[int], moved: bool, over: bool, begun: bool = False, undone: bool = False
) -> None:
    """After a stored action: the seats to act now; `moved`: a move of the game; `begun`: its setup is done."""
    _accrue(clock, at)
    old = set(clock["seats"])
    if undone:
        # An undo (or redo) takes a move back, not the time spent: the sand timer runs on as it was
        # (pt27: undoing a secret Song refilled a shared 0:31 to 0:45, a way to buy time by slipping).
        old |= set(seats)
    # A simultaneous phase keeps its sand timer while its seats finish one by one (the set
    # shrinks); anyone new to act starts a new turn. A game that names nobody (the score pad)
    # starts one with every move: its sand timer is a time per entry.
    if clock["waiting"] and begun and moved:
        _begin(clock)  # the first timed turn is a fresh one, whoever acts
    elif (seats and not set(seats) <= old) or (not seats and not old and moved):
        clock["turn"] += 1
        clock["spent"] = 0.0
    clock["seats"] = list(seats)
    clock["over"] = over


def timed(clock: Clock, kind: str, data: dict[str, Any], at: float) -> None:
    """Fold one of the timer's own events."""
    _accrue(clock, at)
    if kind == "timer_set":
        clock["mode"], clock["seconds"] = data["mode"], data["seconds"]
        clock["epoch"] += 1
        clock["turn"] += 1  # a fresh sand timer for the turn under way
        clock["spent"] = 0.0
        clock["base"] = dict(clock["used"])
    elif kind == "timer_paused":
        clock["paused"] = True
    elif kind == "timer_resumed":
        clock["paused"] = False
        if clock["waiting"]:
            _begin(clock)  # the host's tap starts a timer still waiting for the first turn
    elif kind == "time_up":
        clock["up"].append(data["key"])


def _begin(clock: Clock) -> None:
    """The timer starts: a fresh turn from now."""
    clock["waiting"] = False
    clock["turn"] += 1
    clock["spent"] = 0.0


def left(clock: Clock, seat: int | None) -> float:
    """Seconds left at `since`: the turn's (seat None) or a seat's chess clock."""
    if clock["mode"] == "player" and seat is not None:
        return clock["seconds"] - (clock["used"].get(str(seat), 0.0) - clock["base"].get(str(seat), 0.0))
    return clock["seconds"] - clock["spent"]


def due(clock: Clock, now: float) -> dict[str, Any] | None:
    """The `time_up` event the server's clock calls for now, if any (each key once)."""
    if not running(clock):
        return None
    gone = now - clock["since"] + EPSILON
    if clock["mode"] == "turn":
        key = f"t{clock['turn']}"
        if (clock["seats"] or clock["turn"]) and gone >= left(clock, None) and key not in clock["up"]:
            return {"type": "time_up", "key": key, "seats": list(clock["seats"])}
        return None
    for s in clock["seats"]:
        key = f"c{clock['epoch']}.{s}"
        if gone >= left(clock, s) and key not in clock["up"]:
            return {"type": "time_up", "key": key, "seats": [s]}
    return None


def shown(clock: Clock | None, at: float) -> dict[str, Any] | None:
    """What every phone is sent: seconds left as of `at` (the last event's time, the server's clock)."""
    if clock is None:
        return None
    out: dict[str, Any] = {"mode": clock["mode"], "seconds": clock["seconds"], "paused": clock["paused"]}
    out["waiting"] = clock["waiting"] and clock["mode"] != "off"
    out["seats"], out["at"] = list(clock["seats"]), at
    gone = at - clock["since"] if running(clock) else 0.0
    # Left as of `at` (paused: frozen). The phones count down from it with their offset to the
    # server's clock (the snapshot's `now`), never trusting their own clock's date.
    if clock["mode"] == "player":
        out["left"] = {str(s): _whole(left(clock, s) - (gone if s in clock["seats"] else 0)) for s in _seats(clock)}
        out["up"] = [str(s) for s in clock["seats"] if f"c{clock['epoch']}.{s}" in clock["up"]]
    elif clock["mode"] == "turn" and (clock["seats"] or clock["turn"]) and not clock["over"]:
        out["left"] = {"turn": _whole(left(clock, None) - gone)}
        out["up"] = ["turn"] if f"t{clock['turn']}" in clock["up"] else []
    else:
        out["left"], out["up"] = {}, []
    out["running"] = running(clock)
    out["used"] = {k: round(v) for k, v in clock["used"].items()}
    return out


def _seats(clock: Clock) -> list[int]:
    seen = {int(k) for k in clock["used"]} | set(clock["seats"])
    return sorted(seen)


def _whole(x: float) -> float:
    # Tenths: the phones' display is whole seconds, and a float's noise would change the strip's patch.
    return math.floor(x * 10) / 10


def thinking(clock: Clock | None) -> dict[int, int]:
    """Each seat's total thinking time in whole seconds (only while a timer ran)."""
    if clock is None:
        return {}
    return {int(k): round(v) for k, v in clock["used"].items()}
