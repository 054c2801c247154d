"""The King of All Bards: one readable log line per event (never a secret)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from companion.games.base import Player
from scoring.king_of_all_bards.data import (
    BARD_BY_ID,
    GENRE_NAMES,
    MOOD_NAMES,
    SQUARE_NAME,
    TRICK_BY_ID,
    location_name,
)

WHY = {
    "share_the_loot": "Share the Loot",
    "sing_havoc": "Sing Havoc!",
    "marks_the_spot": "#MarksTheSpot",
    "cash_in": "cashed in 3+ Tricks",
    "reward": "reward",
    "move": "moved by hand",
    "push": "pushed",
    "pull": "pulled",
    "duel_lost": "lost the Duel",
    "epic_solo": "Epic Solo",
    "cabbage": "Cabbage",
}
CAUSE = {"capacity": "over Capacity", "ragnarok": "Ragnarok", "heckle": "Vicious Heckle"}


def _loc(loc: Any) -> str:
    return "the reserve" if loc == "reserve" else location_name(loc)


def _song(song: dict[str, str] | None) -> str:
    return f"{GENRE_NAMES[song['genre']]} {MOOD_NAMES[song['mood']]}" if song else "no Song"


def describe(e: dict[str, Any], players: list[Player]) -> str:
    """A log line for one (public) event."""

    def nm(seat: Any) -> str:
        return players[seat].name if isinstance(seat, int) and 0 <= seat < len(players) else "?"

    def names(seats: list[int]) -> str:
        return ", ".join(nm(x) for x in seats) or "nobody"

    t = e["type"]
    texts: dict[str, Callable[[], str]] = {
        "bard_chosen": lambda: (lambda b: f"{nm(e['seat'])} plays {b.name} {b.title} ({GENRE_NAMES[b.genre]})")(
            BARD_BY_ID[e["bard"]]
        ),
        "first_player": lambda: (
            (
                "Roll-off: "
                + "; then ".join(", ".join(f"{nm(int(k))} {v}" for k, v in r.items()) for r in e["rounds"])
                + f". {nm(e['seat'])} is the First Player"
            )
            if e.get("rounds")
            else f"{nm(e['seat'])} is the First Player (real dice)"
        ),
        "placement_begins": lambda: "Setup: each player places a Fan in a Pub and one in the Town Square",
        "start_placed": lambda: f"{nm(e['seat'])} put a Fan in {location_name(e['pub'])} and one in the {SQUARE_NAME}",
        "round_begins": lambda: f"Round {e['round']}: Movement",
        "picked": lambda: f"{nm(e['seat'])} picked a Pub (secret)",
        "moved": lambda: "All Bards move: " + ", ".join(f"{nm(i)} to Pub {p}" for i, p in enumerate(e["to"])),
        "duel_begins": lambda: f"Duel in {location_name(e['pub'])}: {' vs '.join(nm(x) for x in e['seats'])}",
        "duel_song": lambda: f"{nm(e['seat'])} chose a Song for the Duel (secret)",
        "duel_revealed": lambda: "Duel Songs: " + ", ".join(f"{nm(int(k))} {_song(v)}" for k, v in e["songs"].items()),
        "duel_roll": lambda: (
            f"{nm(e['seat'])} {'rerolled (' + WHY[e['reroll']] + ')' if e.get('reroll') else 'rolled'} "
            f"{e['value']}{' (real die)' if e['real'] else ''}{': Epic Fail' if e['value'] == 1 else ''}"
        ),
        "duel_step": lambda: (
            "Duel totals: "
            + ", ".join(f"{nm(int(k))} {v}" for k, v in e["totals"].items())
            + {
                "tie": f": tie, {names(e['reroll'])} reroll",
                "all_epic_fail": ": all rolled 1, everyone rerolls",
            }.get(e["reason"], "")
        ),
        "duel_won": lambda: (
            (
                f"{nm(e['winner'])} won the Duel in Pub {e['pub']}"
                if e["winner"] is not None
                else f"Nobody won the Duel in Pub {e['pub']}"
            )
            + f"; {names(e['losers'])} "
            + (
                "go to the Town Square and draw a card"
                if len(e["losers"]) > 1
                else "goes to the Town Square and draws a card"
            )
        ),
        "duel_done": lambda: f"The Duel in Pub {e['pub']} is over",
        "song_cancelled": lambda: f"{nm(e['by'])}'s Vicious Heckle cancels {nm(e['seat'])}'s Song",
        "performance_begins": lambda: f"Performance: {nm(e['turn'])} sings first",
        "sing": lambda: f"{nm(e['seat'])} sings a {_song(e)} Song",
        "perf_roll": lambda: (
            f"{nm(e['seat'])} {'rerolled (' + WHY[e['reroll']] + ')' if e.get('reroll') else 'rolled'} "
            f"{e['value']}{' (real die)' if e['real'] else ''}{': Epic Fail' if e['value'] == 1 else ''}"
        ),
        "reward": lambda: f"{nm(e['seat'])} takes a reward: {e['kind']}",
        "song_done": lambda: f"{nm(e['seat'])}'s {_song(e)} Song {'succeeded' if e['success'] else 'failed'}",
        "turn_ended": lambda: (
            f"{nm(e['seat'])} ends the turn" + (f"; {nm(e['next'])} performs" if e["next"] is not None else "")
        ),
        "refreshment_begins": lambda: "Refreshment: discard, refill to 6 cards",
        "refreshed": lambda: f"{nm(e['seat'])} is refreshed" + (" (3+ Tricks discarded)" if e["cash_in"] else ""),
        "round_over": lambda: f"The round is over; {nm(e['first'])} is the First Player",
        "game_over": lambda: f"{' and '.join(nm(x) for x in e['winners'])}: King of All Bards!",
        "fan_moved": lambda: (
            f"{nm(e['seat'])}'s Fan: {_loc(e['src'])} to {_loc(e['to'])} ({WHY.get(e['why'], e['why'])})"
        ),
        "fans_swapped": lambda: (
            f"Fans swap: {nm(e['a'][0])}'s from {_loc(e['a'][1])} and {nm(e['b'][0])}'s from {_loc(e['b'][1])}"
        ),
        "fan_missing": lambda: f"No Fan of {nm(e['seat'])} placed: {e['reason']}",
        "brawl": lambda: (
            f"Brawl in Pub {e['pub']} ({CAUSE[e['cause']]}): "
            + (
                ", ".join(f"{nm(d['seat'])}'s Fan" for d in e["drawn"]) + f" to the {SQUARE_NAME}"
                if e["drawn"]
                else "no Fan to draw"
            )
        ),
        "tips": lambda: (
            f"{nm(e['seat'])} {e['delta']:+d} Tip{'s' if abs(e['delta']) != 1 else ''} ({WHY.get(e['why'], e['why'])})"
        ),
        "cards": lambda: (
            f"{nm(e['seat'])} draws {e['count']} card{'s' if e['count'] != 1 else ''} ({WHY.get(e['why'], e['why'])})"
        ),
        "bard_moved": lambda: f"{nm(e['seat'])}'s Bard moves to {_loc(e['to'])}",
        "trick": lambda: (
            f"{nm(e['seat'])} plays {TRICK_BY_ID[e['trick']].name}"
            + (f" as {TRICK_BY_ID[e['copies']].name}" if e.get("copies") else "")
            + (f" on {nm(e['target'])}" if e.get("target") is not None else "")
            + (f" ({e['delta']:+d})" if e.get("delta") else "")
            + (f" on Pub {e['pub']}" if e.get("pub") else "")
            + (f": rolled {e['value']}" if e.get("value") else "")
            + f" for {e['cost']} Tip{'s' if e['cost'] != 1 else ''}"
        ),
        "ragnarok_done": lambda: f"{nm(e['seat'])}'s Ragnarok is over",
        "token_taken": lambda: f"{nm(e['seat'])} takes a {e['kind']} token",
        "token_used": lambda: f"{nm(e['seat'])} plays a {e['kind']} on {nm(e['target'])}",
        "token_waived": lambda: f"{nm(e['seat'])} takes no token",
    }
    fn = texts.get(t)
    return fn() if fn else t.replace("_", " ")
