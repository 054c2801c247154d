"""Bard Saga: the log line of each stored event, one readable sentence each."""

from __future__ import annotations

from typing import Any

from companion.games.bard_saga.rules import line
from companion.games.base import Player, who
from scoring import bard_saga as bs

Event = dict[str, Any]


def _counts(counts: dict[str, int]) -> str:
    return ", ".join(f"{n} {c}" for c, n in counts.items()) or "nothing"


def drawn_by(e: Event) -> str:
    """The end of the log line of every Inn draw: who drew it."""
    return " (drawn at the table)" if e.get("at_table") else " (drawn by the app)"


def _ordinal(n: int) -> str:
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


@line("field_set")
def _field_set(e: Event, players: list[Player]) -> str:
    return "The Field: " + ", ".join(e["colors"])


@line("top_set")
def _top_set(e: Event, players: list[Player]) -> str:
    return f"The {bs.DECK_NAMES[e['deck']]} deck shows a {e['color']} Story"


@line("story_placed")
def _story_placed(e: Event, players: list[Player]) -> str:
    return f"A {e['color']} Story card was put on the {bs.DECK_NAMES[e['deck']]} deck"


@line("starting_chosen")
def _starting_chosen(e: Event, players: list[Player]) -> str:
    return f"{who(e, players)} last sang aloud: Starting Player"


@line("declared")
def _declared(e: Event, players: list[Player]) -> str:
    return f"Round {e['round']}: {who(e, players)} declares white cards {e['color']}"


@line("played")
def _played(e: Event, players: list[Player]) -> str:
    what = "a Story face down" if e["face_down"] else f"a {e['color']} Story"
    return f"{who(e, players)} plays {what}" + (f" ({e['art']})" if e["art"] and not e["face_down"] else "")


@line("collected")
def _collected(e: Event, players: list[Player]) -> str:
    deck = bs.DECK_NAMES[e["deck"]]
    return f"{who(e, players)} collects the {e['color']} Story of the {deck} deck for {_counts(e['paid'])}: +1 VP"


@line("searched")
def _searched(e: Event, players: list[Player]) -> str:
    art = f", {e['art']}" if e["art"] else ""
    deck = bs.DECK_NAMES[e["deck"]]
    return f"{who(e, players)} searches the {deck} Legend ({e['color']}{art}) for {_counts(e['paid'])}: +2 VP"


@line("passed")
def _passed(e: Event, players: list[Player]) -> str:
    return f"{who(e, players)} passes ({_ordinal(e['order'])})"


@line("flipped")
def _flipped(e: Event, players: list[Player]) -> str:
    return f"{who(e, players)}'s Story #{e['index'] + 1} is turned face {'down' if e['face_down'] else 'up'}"


@line("sang")
def _sang(e: Event, players: list[Player]) -> str:
    names = [p.name for p in players]
    parts = []
    for s in e["order"]:
        part = f"{names[s]} takes {_counts(e['gains'][s])}"
        if e["drawn"][s]:
            part += f" (random: {', '.join(e['drawn'][s])})"
        if e["legend_vp"][s]:
            part += f", +{e['legend_vp'][s]} VP"
        parts.append(part)
    line = f"Singing Victory: {' · '.join(parts)}. {names[e['starting']]} is the Starting Player"
    # Older logs did not say where the random Scrolls came from: their lines stay as they were.
    return line + (drawn_by(e) if "at_table" in e and any(e["drawn"]) else "")


@line("gave_back")
def _gave_back(e: Event, players: list[Player]) -> str:
    return f"{who(e, players)} gives back {_counts(e['scrolls'])} to the Inn"


@line("adjusted")
def _adjusted(e: Event, players: list[Player]) -> str:
    bits = [f"{n:+d} {c}" for c, n in e["scrolls"].items()]
    if e["vp"]:
        bits.append(f"{e['vp']:+d} VP")
    return f"{who(e, players)}: {', '.join(bits)} (card effect)"


@line("start_drawn")
def _start_drawn(e: Event, players: list[Player]) -> str:
    return f"{who(e, players)}'s starting Scrolls: {', '.join(e['drawn']) or 'none'}" + drawn_by(e)


@line("inn_drawn")
def _inn_drawn(e: Event, players: list[Player]) -> str:
    return f"{who(e, players)} draws {', '.join(e['drawn'])} from the Inn (card effect)" + drawn_by(e)
