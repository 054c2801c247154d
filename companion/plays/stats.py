"""Per player name: plays, wins, best and average score of each game; and the filters of the history."""

from __future__ import annotations

from dataclasses import dataclass

from companion.plays.record import Play


def same_name(name: str) -> str:
    """A name as the history compares it: spaces collapsed, case folded ("anna " is "Anna")."""
    return " ".join(name.split()).casefold()


def matching(plays: list[Play], player: str | None = None) -> list[Play]:
    """The plays a player name takes part in (any part of a name, case aside); all without one."""
    if not player or not same_name(player):
        return list(plays)
    wanted = same_name(player)
    return [p for p in plays if any(wanted in same_name(s.name) for s in p.players)]


@dataclass
class Line:
    """One player's record at one game."""

    name: str
    game: str
    title: str
    plays: int = 0
    wins: int = 0
    best: float | None = None  # None: the game has no points
    average: float | None = None


def per_player(plays: list[Play]) -> list[Line]:
    """Each (player name, game): plays, wins, best and average score; by name, then most plays.

    A game is its `game_key`: score pads named for different games are different games (pt120: a 7 Wonders tally and
    a Sushi Go! game read as "Sushi Go! 2 plays", one best and average over both).
    """
    lines: dict[tuple[str, str], Line] = {}
    scores: dict[tuple[str, str], list[float]] = {}
    lowest: dict[tuple[str, str], bool] = {}
    for play in plays:
        for s in play.players:
            key = (same_name(s.name), play.game_key)
            line = lines.setdefault(key, Line(s.name, play.game, play.title))
            line.plays += 1
            line.wins += int(s.winner)
            if s.score is not None:
                scores.setdefault(key, []).append(s.score)
                # Best is the highest score, or the lowest where the lowest wins (a score pad option).
                lowest[key] = lowest.get(key, True) and not play.highest_wins
    for key, line in lines.items():
        got = scores.get(key)
        if got:
            line.best = min(got) if lowest[key] else max(got)
            line.average = round(sum(got) / len(got), 1)
    return sorted(lines.values(), key=lambda x: (same_name(x.name), -x.plays, x.game, x.title))
