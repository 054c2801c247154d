"""A play: what a finished table leaves for the group's history (game, date, players, result).

Built once from the table when the action that ends its game is stored, from the game's own
standings (ranks and shared places), `scores`, `highest_wins` and `start_player`. Plain data
with a JSON form: the history, its exports and the BG Stats link all read the same record.
"""

from __future__ import annotations

import hashlib
from dataclasses import asdict, dataclass, field
from typing import Any

from companion import timer
from companion.events import COMMON_EVENTS, TABLE_EVENTS
from companion.table import Table

Score = int | float | None


@dataclass
class Seat:
    """One player of a play: seat, name, colour, score (None: a game without points), result."""

    seat: int
    name: str
    color: str
    score: Score
    rank: int
    winner: bool
    start: bool
    thinking: int | None = None  # seconds to act while the table's turn timer ran (None: no timer)


@dataclass
class Play:
    """One finished table: times in whole seconds since the epoch (UTC), duration in minutes."""

    id: str  # stable and unguessable: BG Stats' sourcePlayId
    game: str  # the game's id
    title: str  # the game's title as published (BG Stats matches games by name)
    game_key: str  # BG Stats' sourceGameId (the score pad's categories tell its games apart)
    started_at: int
    finished_at: int
    duration_min: int
    highest_wins: bool
    no_points: bool
    players: list[Seat] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        """The JSON form (what the store keeps and the JSON export writes)."""
        return asdict(self)

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Play:
        """A play from its JSON form."""
        return cls(**{**d, "players": [Seat(**p) for p in d["players"]]})

    def winners(self) -> list[str]:
        """The names in first place (more than one: a shared victory)."""
        return [p.name for p in self.players if p.winner]


def play_id(table_id: str, host_token: str) -> str:
    """The play's id: stable for the table, and not to be guessed from its code (the host token is secret)."""
    return hashlib.sha256(f"companion play\0{table_id}\0{host_token}".encode()).hexdigest()[:20]


def player_id(name: str) -> str:
    """A player's id across plays (BG Stats remembers who it is): the same name, the same id."""
    return hashlib.sha256(" ".join(name.split()).casefold().encode()).hexdigest()[:12]


def game_events(table: Table) -> list[dict[str, Any]]:
    """The game's own events that count (not undone), as `{"type", **data}`."""
    quiet = TABLE_EVENTS | COMMON_EVENTS
    return [{"type": e.type, **e.data} for e in table.log[1:] if e.type not in quiet and e.seq not in table.inactive]


def of_table(table: Table) -> Play | None:
    """The play of a table whose game is over, else None."""
    game = table.game
    if not game.is_over(table.state):
        return None
    quiet = TABLE_EVENTS | COMMON_EVENTS
    moves = [
        e for e in table.log[1:] if e.type not in quiet and e.type not in game.untimed and e.seq not in table.inactive
    ]
    started = int(table.log[0].at)
    finished = int(moves[-1].at if moves else table.log[-1].at)
    start = game.start_player(table.log[0].data["state"], game_events(table))
    if start is None:
        # A game that names no first player (the score pad): the table's roll-off, else the
        # first listed player (the pad's first column, where play usually starts).
        start = table.dice.get("first_player")
    start = start if isinstance(start, int) else 0
    scores = game.scores(table.state)
    places = {s["seat"]: s["place"] for s in game.standings(table.state)}
    thought = timer.thinking(table.timer)
    seats = [
        Seat(
            seat=i,
            name=p.name,
            color=p.color,
            score=scores[i] if scores is not None else None,
            rank=places.get(i, len(table.players)),
            winner=places.get(i) == 1,
            start=i == start,
            thinking=thought.get(i, 0) if table.timer is not None else None,
        )
        for i, p in enumerate(table.players)
    ]
    return Play(
        id=play_id(table.record.code, table.record.host_token),
        game=game.id,
        title=game.play_title(table.state),
        game_key=_game_key(table),
        started_at=started,
        finished_at=finished,
        duration_min=max(1, round((finished - started) / 60)),
        highest_wins=game.highest_wins(table.state),
        no_points=scores is None,
        players=seats,
    )


def _game_key(table: Table) -> str:
    # The score pad keeps any game's scores: its name (when the host gave one), else its categories,
    # say which game, so BG Stats does not match every score pad play to the one game the first one was matched to.
    if table.game.id != "score-pad":
        return table.game.id
    which = table.state.get("name") or ",".join(table.options.get("categories") or [])
    return table.game.id + (":" + which if which else "")
