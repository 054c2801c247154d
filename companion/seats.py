"""Checking who sits at a new table (names, colours) and the options it is opened with."""

from __future__ import annotations

import re
from typing import Any

from companion import clean
from companion.errors import ActionError
from companion.games.base import Game, Player
from companion.i18n import _

MAX_NAME = 24
_HEX = re.compile(r"^#[0-9a-fA-F]{6}$")


def clean_name(raw: object, index: int) -> str:
    """A player's name: cleaned like every typed text (companion.clean), 1 to 24 characters."""
    return clean.text(raw, _("player {n}'s name").format(n=index + 1), MAX_NAME, "bad_player")


def clean_color(raw: object, index: int) -> str:
    """A player's colour as `#rrggbb`, lower case."""
    if not isinstance(raw, str) or not _HEX.fullmatch(raw):  # `$` alone lets "\n" through
        raise ActionError("bad_player", _("player {n}: colour must look like #1d4ed8").format(n=index + 1))
    return raw.lower()


def parse_players(raw: object, game: Game) -> list[Player]:
    """Names and colours for each seat; colours default to the game's palette in order."""
    if not isinstance(raw, list):
        raise ActionError("bad_players", _('\'players\' must be a list like [{"name": "Red"}, ...]'))
    n = len(raw)
    if not game.min_players <= n <= game.max_players:
        raise ActionError(
            "bad_players",
            _("{game} is for {min} to {max} players, not {n}").format(
                game=_(game.title), min=game.min_players, max=game.max_players, n=n
            ),
        )
    players: list[Player] = []
    for i, p in enumerate(raw):
        if isinstance(p, str):
            p = {"name": p}
        if not isinstance(p, dict):
            raise ActionError("bad_player", _("player {n} must be an object with a 'name'").format(n=i + 1))
        color = clean_color(p.get("color") or game.colors[i % len(game.colors)], i)
        players.append(Player(clean_name(p.get("name"), i), color))
    names = [p.name.casefold() for p in players]
    if len(set(names)) != len(names):
        raise ActionError("bad_players", _("two players have the same name"))
    return players


def parse_options(raw: object, game: Game, players: list[Player]) -> dict[str, Any]:
    """The game's options with defaults filled in; unknown or bad options are refused."""
    if raw is None:
        raw = {}
    if not isinstance(raw, dict):
        raise ActionError("bad_option", _("'options' must be an object"))
    known = {o.name: o for o in game.options}
    unknown = [k for k in raw if k not in known]
    if unknown:
        names = ", ".join(known) or _("none")
        raise ActionError(
            "bad_option",
            _("unknown option {name} for {game} (options: {names})").format(
                name=repr(unknown[0][:40]), game=_(game.title), names=names
            ),
        )
    opts = {name: (o.check(raw[name]) if name in raw else o.default) for name, o in known.items()}
    game.check_options(opts, players)
    return opts
