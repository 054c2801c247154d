"""The plain parts of a game definition: a seat, a table option, and reading an action's fields."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from companion import clean
from companion.errors import ActionError
from companion.i18n import _


@dataclass(frozen=True)
class Player:
    """A seat at the table: its name and colour."""

    name: str
    color: str


@dataclass(frozen=True)
class Option:
    """One table option shown on the new-table form and checked by the engine."""

    name: str
    label: str
    kind: str  # "bool" | "int" | "choice" | "text" | "list" | "seat" (a 0-based seat, a name, or "random")
    default: Any = None
    choices: tuple[str, ...] = ()
    minimum: int | None = None
    maximum: int | None = None
    help: str = ""
    # A text option picked from another (list) option's items on the new-table form, e.g. the
    # score pad's tie-breaker from its categories; the game still checks it.
    choices_from: str = ""

    def check(self, value: Any) -> Any:
        """Return the value if it fits this option, else raise an `ActionError` naming it."""
        bad = ActionError(
            "bad_option",
            _("option '{name}': {value} is not a valid {kind}").format(
                name=self.name, value=repr(value), kind=self.kind
            ),
        )
        if self.kind == "bool":
            if not isinstance(value, bool):
                raise bad
        elif self.kind == "int":
            if isinstance(value, bool) or not isinstance(value, int):
                raise bad
            if self.minimum is not None and value < self.minimum:
                raise ActionError(
                    "bad_option", _("option '{name}' must be at least {n}").format(name=self.name, n=self.minimum)
                )
            if self.maximum is not None and value > self.maximum:
                raise ActionError(
                    "bad_option", _("option '{name}' must be at most {n}").format(name=self.name, n=self.maximum)
                )
        elif self.kind == "choice":
            if value not in self.choices:
                raise ActionError(
                    "bad_option",
                    _("option '{name}' must be one of {choices}").format(
                        name=self.name, choices=", ".join(self.choices)
                    ),
                )
        elif self.kind == "text":
            if not isinstance(value, str) or len(value) > 200:
                raise bad
            value = clean.text(value, _("option '{name}'").format(name=self.name), 200, "bad_option", empty_ok=True)
        elif self.kind == "seat":
            # A seat number as everywhere in the API (0: the first player listed), a player's name,
            # or "random"; the game checks it against its players (`seat_of`).
            if value is None:  # the game's own default (as stored for a table opened without it)
                return value
            if isinstance(value, bool) or not isinstance(value, int | str):
                raise ActionError(
                    "bad_option",
                    _SEAT_OPTION().format(name=self.name),
                )
            if isinstance(value, str):
                value = clean.text(value, _("option '{name}'").format(name=self.name), 40, "bad_option")
        elif self.kind == "list":
            if not isinstance(value, list) or len(value) > 50:
                raise ActionError(
                    "bad_option", _("option '{name}' must be a list of up to 50 short names").format(name=self.name)
                )
            value = [
                clean.text(v, _("option '{name}': item {n}").format(name=self.name, n=i + 1), 40, "bad_option")
                for i, v in enumerate(value)
            ]
        return value


RANDOM = "random"


def _SEAT_OPTION() -> str:
    return _("option '{name}' must be a seat number (0 is the first player), a name or \"random\"")


def seat_of(option: str, value: object, players: list[Player]) -> int | None:
    """A "seat" option's seat (None: "random", the app draws), or a 400 naming what is wrong."""
    n = len(players)
    if value is None or isinstance(value, bool) or not isinstance(value, int | str):
        raise ActionError("bad_option", _SEAT_OPTION().format(name=option))
    if isinstance(value, int):
        if not 0 <= value < n:
            raise ActionError(
                "bad_option",
                _("option '{name}': seat {seat} is not one of the {n} seats (0 to {max})").format(
                    name=option, seat=value, n=n, max=n - 1
                ),
            )
        return value
    if value.casefold() == RANDOM:
        return None
    names = [p.name.casefold() for p in players]
    if value.casefold() not in names:
        listed = ", ".join(p.name for p in players)
        raise ActionError(
            "bad_option",
            _("option '{name}': {value} is not a player here ({listed}, or random)").format(
                name=option, value=repr(value), listed=listed
            ),
        )
    return names.index(value.casefold())


@dataclass(frozen=True)
class ActionDoc:
    """An action type with a one-line description and an example body (for OpenAPI)."""

    type: str
    summary: str
    example: dict[str, Any] = field(default_factory=dict)


def _NEEDS() -> str:
    return _("'{type}' needs '{name}'")


def need_seat(seat: int | None, action: dict[str, Any]) -> int:
    """The acting seat; the host must say which seat it acts for (`"by": n`)."""
    if seat is None:
        raise ActionError(
            "seat_required", _("'{type}' is done by a seat: send \"by\": <seat>").format(type=action.get("type"))
        )
    return seat


def int_field(action: dict[str, Any], name: str, lo: int | None = None, hi: int | None = None) -> int:
    """Read a required integer field of an action, within bounds, or raise a clear error."""
    if name not in action:
        raise ActionError("missing_field", _NEEDS().format(type=action.get("type"), name=name))
    v = action[name]
    if isinstance(v, bool) or not isinstance(v, int):
        raise ActionError("bad_field", _("'{name}' must be a whole number, not {v}").format(name=name, v=repr(v)))
    if (lo is not None and v < lo) or (hi is not None and v > hi):
        raise ActionError(
            "bad_field", _("'{name}' must be between {lo} and {hi}, not {v}").format(name=name, lo=lo, hi=hi, v=v)
        )
    return v


def choice_field(action: dict[str, Any], name: str, choices: tuple[str, ...] | list[str]) -> str:
    """Read a required field that must be one of `choices`."""
    if name not in action:
        raise ActionError("missing_field", _NEEDS().format(type=action.get("type"), name=name))
    v = action[name]
    if v not in choices:
        raise ActionError(
            "bad_field",
            _("'{name}' must be one of {choices}, not {v}").format(
                name=name, choices=", ".join(map(str, choices)), v=repr(v)
            ),
        )
    return v
