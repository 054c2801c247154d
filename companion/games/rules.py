"""A game's `Rules` (its actions, folds and log lines registered by type) and the `Sim` its actions run on.

A game package makes a `Rules` (its rules.py) and decorates small functions with it:
`@action("place", summary, example)` on `def place(sim, seat, a)` (checks, then `sim.emit(...)`),
`@folds("placed")` on `def _placed(state, e)`, `@line("placed")` on `def _placed(e, players)`.

`Game.act` runs the action on a `Sim` (a scratch copy of the state into which every emitted event
is folded at once, so later checks of the same action see it) and returns the events with that
scratch state: the engine takes it as the new state, so no event of an action is folded twice.
Reloading a table folds the stored events with the same folds.
"""

from __future__ import annotations

import json
import marshal
from collections.abc import Callable
from typing import Any

import orjson

from companion.errors import ActionError
from companion.games.fields import ActionDoc, Player
from companion.i18n import _
from companion.rng import RandomSource

State = dict[str, Any]
EventData = dict[str, Any]  # {"type": ..., **data}
Handler = Callable[["Sim", Any, dict[str, Any]], None]
Fold = Callable[[State, EventData], None]
Line = Callable[[EventData, list[Player]], str]


def clone(data: Any) -> Any:
    """A deep copy of plain JSON data, made through JSON: tuples become lists, as in the stored log."""
    try:  # orjson: several times faster; every emitted event is cloned
        return orjson.loads(orjson.dumps(data))
    except TypeError:  # what orjson refuses (integer keys), json takes, as the stored log does
        return json.loads(json.dumps(data))


def clone_state(state: State) -> State:
    """A deep copy of a state (plain JSON data already: folds only ever see `clone`d events).

    `marshal` copies dicts, lists, strings and numbers several times faster than JSON does, and every
    action copies the whole state once.
    """
    return marshal.loads(marshal.dumps(state))


class Sim:
    """A scratch copy of the state: each emitted event is folded in at once by the game's folds."""

    def __init__(self, state: State, rng: RandomSource, fold: Fold, held: frozenset[int] = frozenset()):
        self.s = clone_state(state)
        self.rng = rng
        self.events: list[EventData] = []
        self._fold = fold
        # The seats other phones hold, for a host's action made for no seat ("roll for everyone"): it may not
        # act for them unless it names the seat ("by"), as every other act for a seat does (pt40).
        self.held = held

    def emit(self, type_: str, **data: Any) -> None:
        """Record one event and fold it into the scratch state."""
        event = {"type": type_, **data}
        self.events.append(event)
        self._fold(self.s, clone(event))


class Outcome(list):
    """The events of one action (a list, as `act` always returned) and the state they lead to."""

    def __init__(self, events: list[EventData], state: State | None):
        super().__init__(events)
        self.state = state


class Rules:
    """One game's registry: each action type's function and docs, each event type's fold and log line."""

    def __init__(self, title: str):
        self.title = title
        self.handlers: dict[str, tuple[Handler, bool]] = {}
        self.docs: list[ActionDoc] = []
        self._folds: dict[str, Fold] = {}
        self._lines: dict[str, Line] = {}

    def action(
        self, type_: str, summary: str, example: dict[str, Any] | None = None, *more: tuple[str, dict], seated=True
    ) -> Callable[[Handler], Handler]:
        """Register an action; `more` adds (summary, example) pairs to its OpenAPI examples.

        `seated`: done by a seat (the host sends `"by"`); else anyone, the host included, may do it.
        """

        def register(fn: Handler) -> Handler:
            if type_ in self.handlers:
                raise ValueError(f"{self.title}: action {type_!r} registered twice")
            self.handlers[type_] = (fn, seated)
            for s, ex in ((summary, example or {"type": type_}), *more):
                self.docs.append(ActionDoc(type_, s, ex))
            return fn

        return register

    def folds(self, *types: str) -> Callable[[Fold], Fold]:
        """Register the one fold of these stored event types."""

        def register(fn: Fold) -> Fold:
            for t in types:
                if t in self._folds:
                    raise ValueError(f"{self.title}: event {t!r} folded twice")
                self._folds[t] = fn
            return fn

        return register

    def line(self, *types: str) -> Callable[[Line], Line]:
        """Register the one log-line function of these stored event types."""

        def register(fn: Line) -> Line:
            for t in types:
                self._lines[t] = fn
            return fn

        return register

    def handler(self, type_: object) -> tuple[Handler, bool]:
        """The function of an action type, or `ActionError` naming the known ones."""
        if not isinstance(type_, str) or type_ not in self.handlers:
            known = ", ".join(self.handlers)
            raise ActionError(
                "unknown_action",
                _("{game} has no action {type}; actions: {known}").format(
                    game=_(self.title), type=repr(str(type_)[:40]), known=known
                ),
            )
        return self.handlers[type_]

    def fold(self, state: State, event: EventData) -> None:
        """Fold one event with its registered fold."""
        self._folds[event["type"]](state, event)

    def describe(self, event: EventData, players: list[Player]) -> str:
        """The log line of one event."""
        fn = self._lines.get(event["type"])
        return fn(event, players) if fn else event["type"].replace("_", " ")

    def event_types(self) -> set[str]:
        """Every stored event type this game folds."""
        return set(self._folds)

    def described(self) -> set[str]:
        """Every event type with its own log line."""
        return set(self._lines)
