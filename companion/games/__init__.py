"""The game registry: every surface looks games up here by their URL id."""

from __future__ import annotations

import pkgutil
from importlib import import_module

from companion.errors import NotFound
from companion.games.base import Game

_SKIP = {"base", "fields", "shapes"}  # the contract itself, not games

_REGISTRY: dict[str, Game] = {}


def register(game: Game) -> Game:
    """Add a game to the registry (its id must be new)."""
    if game.id in _REGISTRY and _REGISTRY[game.id] is not game:
        raise ValueError(f"game id {game.id!r} registered twice")
    _REGISTRY[game.id] = game
    return game


def _load() -> None:
    """Import every game package (or module) here that defines a `GAME`, in each game's `order`."""
    if _REGISTRY:
        return
    found = []
    for mod in pkgutil.iter_modules(__path__):
        if mod.name not in _SKIP and not mod.name.startswith("_"):
            game = getattr(import_module(f"{__name__}.{mod.name}"), "GAME", None)
            if isinstance(game, Game):
                found.append(game)
    for game in sorted(found, key=lambda g: (g.order, g.id)):
        register(game)


def get_game(game_id: object) -> Game:
    """The game with this id, or `NotFound` naming the ids there are."""
    _load()
    if not isinstance(game_id, str) or game_id not in _REGISTRY:
        raise NotFound("unknown_game", f"no game {str(game_id)[:40]!r}; known games: {', '.join(_REGISTRY)}")
    return _REGISTRY[game_id]


def all_games() -> list[Game]:
    """Every registered game, in registry order."""
    _load()
    return list(_REGISTRY.values())
