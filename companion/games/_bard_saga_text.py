"""Bard Saga log lines: one readable sentence per event."""

from __future__ import annotations

from typing import Any

from scoring import bard_saga as bs


def _counts(counts: dict[str, int]) -> str:
    return ", ".join(f"{n} {c}" for c, n in counts.items()) or "nothing"


def _ordinal(n: int) -> str:
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def _sang(e: dict[str, Any], names: list[str]) -> str:
    parts = []
    for s in e["order"]:
        part = f"{names[s]} takes {_counts(e['gains'][s])}"
        if e["drawn"][s]:
            part += f" (random: {', '.join(e['drawn'][s])})"
        if e["legend_vp"][s]:
            part += f", +{e['legend_vp'][s]} VP"
        parts.append(part)
    return f"Singing Victory: {' · '.join(parts)}. {names[e['starting']]} is the Starting Player"


def describe_event(e: dict[str, Any], names: list[str]) -> str:
    """A log line for one Bard Saga event."""
    kind = e["type"]
    who = names[e["seat"]] if isinstance(e.get("seat"), int) and 0 <= e["seat"] < len(names) else ""
    deck = bs.DECK_NAMES[e["deck"]] if "deck" in e else ""
    if kind == "field_set":
        return "The Field: " + ", ".join(e["colors"])
    if kind == "top_set":
        return f"The {deck} deck shows a {e['color']} Story"
    if kind == "story_placed":
        return f"A {e['color']} Story card was put on the {deck} deck"
    if kind == "starting_chosen":
        return f"{who} last sang aloud: Starting Player"
    if kind == "declared":
        return f"Round {e['round']}: {who} declares white cards {e['color']}"
    if kind == "played":
        what = "a Story face down" if e["face_down"] else f"a {e['color']} Story"
        return f"{who} plays {what}" + (f" ({e['art']})" if e["art"] and not e["face_down"] else "")
    if kind == "collected":
        return f"{who} collects the {e['color']} Story of the {deck} deck for {_counts(e['paid'])}: +1 VP"
    if kind == "searched":
        art = f", {e['art']}" if e["art"] else ""
        return f"{who} searches the {deck} Legend ({e['color']}{art}) for {_counts(e['paid'])}: +2 VP"
    if kind == "passed":
        return f"{who} passes ({_ordinal(e['order'])})"
    if kind == "flipped":
        return f"{who}'s Story #{e['index'] + 1} is turned face {'down' if e['face_down'] else 'up'}"
    if kind == "sang":
        return _sang(e, names)
    if kind == "gave_back":
        return f"{who} gives back {_counts(e['scrolls'])} to the Inn"
    if kind == "adjusted":
        bits = [f"{n:+d} {c}" for c, n in e["scrolls"].items()]
        if e["vp"]:
            bits.append(f"{e['vp']:+d} VP")
        return f"{who}: {', '.join(bits)} (card effect)"
    return kind.replace("_", " ")
