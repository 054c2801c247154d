"""Tales of Danger: the log line of each stored event (never a Journal value before the end)."""

from __future__ import annotations

from typing import Any

from companion.games.base import Player, who
from companion.games.tales_of_danger.rules import line
from companion.words import plural
from scoring.tales_of_danger.data import COST_BY_KEY

Event = dict[str, Any]
HOW = {"story": " (Move the Story Along)", "automatic": " (the last Sponsor, at once)"}


@line("sponsors_drawn")
def _sponsors_drawn(e: Event, players: list[Player]) -> str:
    how = "at the table" if e["at_table"] else "by the app"
    return f"Sponsors in play: ranks {', '.join(map(str, e['ranks']))} (drawn {how})"


@line("sponsor_secured")
def _sponsor_secured(e: Event, players: list[Player]) -> str:
    return f"{who(e, players)} secured Sponsor rank {e['rank']}{HOW.get(e['how'], '')} and moves to Act 2"


@line("sponsor_values_set")
def _sponsor_values_set(e: Event, players: list[Player]) -> str:
    return f"{who(e, players)}'s Sponsor: Start {e['start']}, Market {e['market']}, Max {e['max']}"


@line("hand_marked")
def _hand_marked(e: Event, players: list[Player]) -> str:
    return f"{who(e, players)}'s hand is {'full' if e['full'] else 'not full'}"


@line("turn_ended")
def _turn_ended(e: Event, players: list[Player]) -> str:
    return f"{who(e, players)} ended their turn; {players[e['next']].name} is next"


@line("act3_started")
def _act3_started(e: Event, players: list[Player]) -> str:
    return f"Act 3 begins: {players[e['first']].name} (Sponsor rank {e['rank']}) takes the first turn"


@line("segment_prepared")
def _segment_prepared(e: Event, players: list[Player]) -> str:
    costs = ", ".join(COST_BY_KEY[k].name for k in e["costs"])
    return f"{who(e, players)} prepared a difficulty {e['difficulty']} Segment: {costs}"


@line("segment_completed")
def _segment_completed(e: Event, players: list[Player]) -> str:
    journal = "with a Journal" if e.get("has_journal") else "without a Journal"
    bonus = f", {plural(e['bonus'], 'bonus card')}" if e["bonus"] else ""
    return f"{who(e, players)} completed a difficulty {e['difficulty']} Segment {journal}{bonus}"


@line("foraged")
def _foraged(e: Event, players: list[Player]) -> str:
    return f"{who(e, players)} foraged and added {COST_BY_KEY[e['cost']].name}"


@line("final_round_started")
def _final_round_started(e: Event, players: list[Player]) -> str:
    rest = ", ".join(players[s].name for s in e["remaining"])
    return f"Final round: {players[e['trigger']].name} completed 5 Segments; one last turn each for {rest}"


@line("game_over")
def _game_over(e: Event, players: list[Player]) -> str:
    best = e["standings"][0]["seat"]
    return f"Game over: {players[best].name} wins with {e['points'][best]} points"


@line("deck_reshuffled")
def _deck_reshuffled(e: Event, players: list[Player]) -> str:
    return "The discards were shuffled into the deck"
