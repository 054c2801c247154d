"""Checking who sits at a new table (names, colours) and the options it is opened with."""

from __future__ import annotations

import re
from typing import Any

from companion import clean
from companion.errors import ActionError
from companion.games.base import Game, Player

MAX_NAME = 24
_HEX = re.compile(r"^#[0-9a-fA-F]{6}$")


def clean_name(raw: object, index: int) -> str:
    """A player's name: cleaned like every typed text (companion.clean), 1 to 24 characters."""
    return clean.text(raw, f"player {index + 1}'s name", MAX_NAME, "bad_player")


def parse_players(raw: object, game: Game) -> list[Player]:
    """Names and colours for each seat; colours default to the game's palette in order."""
    if not isinstance(raw, list):
        raise ActionError("bad_players", '\'players\' must be a list like [{"name": "Red"}, ...]')
    n = len(raw)
    if not game.min_players <= n <= game.max_players:
        raise ActionError(
            "bad_players",
            f"{game.title} is for {game.min_players} to {game.max_players} players, not {n}",
        )
    players: list[Player] = []
    for i, p in enumerate(raw):
        if isinstance(p, str):
            p = {"name": p}
        if not isinstance(p, dict):
            raise ActionError("bad_player", f"player {i + 1} must be an object with a 'name'")
        color = p.get("color") or game.colors[i % len(game.colors)]
        if not isinstance(color, str) or not _HEX.fullmatch(color):  # `$` alone lets "\n" through
            raise ActionError("bad_player", f"player {i + 1}: colour must look like #1d4ed8")
        players.append(Player(clean_name(p.get("name"), i), color.lower()))
    names = [p.name.casefold() for p in players]
    if len(set(names)) != len(names):
        raise ActionError("bad_players", "two players have the same name")
    return players


def parse_options(raw: object, game: Game, players: list[Player]) -> dict[str, Any]:
    """The game's options with defaults filled in; unknown or bad options are refused."""
    if raw is None:
        raw = {}
    if not isinstance(raw, dict):
        raise ActionError("bad_option", "'options' must be an object")
    known = {o.name: o for o in game.options}
    unknown = [k for k in raw if k not in known]
    if unknown:
        names = ", ".join(known) or "none"
        raise ActionError("bad_option", f"unknown option {unknown[0][:40]!r} for {game.title} (options: {names})")
    opts = {name: (o.check(raw[name]) if name in raw else o.default) for name, o in known.items()}
    game.check_options(opts, players)
    return opts
