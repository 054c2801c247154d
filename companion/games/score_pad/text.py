"""Score pad: the log line of each stored event."""

from __future__ import annotations

from typing import Any

from companion.games.base import Player
from companion.games.score_pad.rules import line


@line("scored")
def _scored(e: dict[str, Any], players: list[Player]) -> str:
    """ "Red scored +3 (Gold, round 2)"."""
    where = [x for x in (e.get("category"), e.get("round") and f"round {e['round']}") if x]
    extra = f" ({', '.join(where)})" if where else ""
    return f"{players[e['seat']].name} scored {e['delta']:+d}{extra}"


@line("next_round")
def _next_round(e: dict[str, Any], players: list[Player]) -> str:
    return f"Round {e['round']} begins"


@line("finished")
def _finished(e: dict[str, Any], players: list[Player]) -> str:
    return "Game over: final standings"
