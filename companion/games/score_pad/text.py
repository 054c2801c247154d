"""Score pad: the log line of each stored event."""

from __future__ import annotations

from typing import Any

from companion.games.base import Player
from companion.games.score_pad.rules import line
from companion.i18n import _


@line("scored")
def _scored(e: dict[str, Any], players: list[Player]) -> str:
    """ "Red scored +3 (Gold, round 2)"."""
    rnd = e.get("round") and _("round {n}").format(n=e["round"])
    where = [x for x in (e.get("category"), rnd) if x]
    extra = f" ({', '.join(where)})" if where else ""
    points = f"{e['delta']:+d}" if e["delta"] else "0"  # a 0 fills its category: "scored 0", not "+0"
    return _("{name} scored {points}").format(name=players[e["seat"]].name, points=points) + extra


@line("round_scored")
def _round_scored(e: dict[str, Any], players: list[Player]) -> str:
    """ "Round 2 entered: Red +12, Blue 0" (the undo names the whole round)."""
    each = ", ".join(
        f"{players[i].name} {p:+d}" if p else f"{players[i].name} 0" for i, p in enumerate(e["points"]) if p is not None
    )
    said = _("Round {n} entered: {scores}") if "round" in e else _("Scores entered: {scores}")
    extra = f" ({e['category']})" if "category" in e else ""
    return said.format(n=e.get("round"), scores=each) + extra


def grid_line(events: list[dict[str, Any]], players: list[Player]) -> str | None:
    """ "Round 1 entered: Ana: Gold +4, Quests +1; Bo: Gold 0", or for three players or more each one's sum
    and every category ("… Ana +5, Bo +3, Cy 0 (Gold, Quests)"): a grid's events as one; None for anything else."""
    if len(events) < 2 or any(e["type"] != "round_scored" or "category" not in e for e in events):
        return None
    points: list[int | None] = [None] * len(players)
    for e in events:
        for i, p in enumerate(e["points"]):
            if p is not None:
                points[i] = (points[i] or 0) + p
    got = [i for i, p in enumerate(points) if p is not None]
    if len(got) <= 2:  # pt51: "Zoë +4 (Quests, Monsters)" merged Quests 4 and Monsters 0
        parts = [
            players[i].name
            + ": "
            + ", ".join(f"{e['category']} {_signed(e['points'][i])}" for e in events if e["points"][i] is not None)
            for i in got
        ]
        said = _("Round {n} entered: {scores}") if "round" in events[0] else _("Scores entered: {scores}")
        return said.format(n=events[0].get("round"), scores="; ".join(parts))
    said = _round_scored({**events[0], "points": points, "category": ", ".join(e["category"] for e in events)}, players)
    return said


def _signed(p: int) -> str:
    """ "+4", "-2", or "0" (a 0 fills its category: "0", not "+0")."""
    return f"{p:+d}" if p else "0"


@line("next_round")
def _next_round(e: dict[str, Any], players: list[Player]) -> str:
    """ "Ana: on to round 2": the other phones learn who moved the table on (pt28: it went unsaid).

    pt117: "Ana starts round 2" ("beginnt Runde 2") read as Ana going first in it, as a roll-off says.
    """
    if "by" not in e:
        return _("Round {n} begins").format(n=e["round"])
    return _("{who}: on to round {n}").format(who=_by(e["by"], players), n=e["round"])


@line("finished")
def _finished(e: dict[str, Any], players: list[Player]) -> str:
    """ "The host ends the game: final standings" (a log stored before pt99 does not say who)."""
    if "by" not in e:
        return _("Game over: final standings")
    return _("{who} ends the game: final standings").format(who=_by(e["by"], players))


def _by(by: Any, players: list[Player]) -> str:
    """The name of who moved the table on or ended it: a seat's player, else the host."""
    return players[by].name if isinstance(by, int) and 0 <= by < len(players) else _("The host")


@line("corrected")
def _corrected(e: dict[str, Any], players: list[Player]) -> str:
    """ "Red: round 2 corrected to 7 (+2)", or "Red: Gold in round 2 corrected (+2), the round now 7"."""
    points = f"{e['delta']:+d}" if e["delta"] else "0"
    if "round" not in e:  # a table without rounds: the category's total
        said = _("{name}: {category} corrected to {score} ({points})")
        return said.format(name=players[e["seat"]].name, category=e["category"], score=e["score"], points=points)
    if "category" in e:
        # pt86: "round 1 corrected to 12 (+2, Quests)" read as Quests at 12; the 12 was the round's score.
        said = _("{name}: {category} in round {n} corrected ({points}), the round now {score}")
        return said.format(
            name=players[e["seat"]].name, category=e["category"], n=e["round"], points=points, score=e["score"]
        )
    said = _("{name}: round {n} corrected to {score} ({points})")
    return said.format(name=players[e["seat"]].name, n=e["round"], score=e["score"], points=points)


@line("named")
def _named(e: dict[str, Any], players: list[Player]) -> str:
    return _("The game is named {name}").format(name=e["name"])
