"""The King of All Bards: the log lines of the board's events (Fans, Brawls, Tips, Bards, Tricks, tokens)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from companion.games.base import Player
from companion.games.king_of_all_bards.rules import line
from scoring.king_of_all_bards.data import (
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


def loc_text(loc: Any) -> str:
    """A location in words (the reserve, the Town Square, a Pub)."""
    return "the reserve" if loc == "reserve" else location_name(loc)


def song_text(song: dict[str, str] | None) -> str:
    """A Song in words ("no Song" for none)."""
    return f"{GENRE_NAMES[song['genre']]} {MOOD_NAMES[song['mood']]}" if song else "no Song"


Event = dict[str, Any]


def namers(players: list[Player]) -> tuple[Callable[[Any], str], Callable[[list[int]], str]]:
    """A seat's name ("?" for none) and a list of seats' names ("nobody" for none)."""

    def nm(seat: Any) -> str:
        return players[seat].name if isinstance(seat, int) and 0 <= seat < len(players) else "?"

    def names(seats: list[int]) -> str:
        return ", ".join(nm(x) for x in seats) or "nobody"

    return nm, names


@line("fan_moved")
def _fan_moved(e: Event, players: list[Player]) -> str:
    nm = namers(players)[0]
    return f"{nm(e['seat'])}'s Fan: {loc_text(e['src'])} to {loc_text(e['to'])} ({WHY.get(e['why'], e['why'])})"


@line("fans_swapped")
def _fans_swapped(e: Event, players: list[Player]) -> str:
    nm = namers(players)[0]
    a, b = e["a"], e["b"]
    return f"Fans swap: {nm(a['seat'])}'s from {loc_text(a['at'])} and {nm(b['seat'])}'s from {loc_text(b['at'])}"


@line("fan_missing")
def _fan_missing(e: Event, players: list[Player]) -> str:
    nm = namers(players)[0]
    return f"No Fan of {nm(e['seat'])} placed: {e['reason']}"


@line("brawl")
def _brawl(e: Event, players: list[Player]) -> str:
    nm = namers(players)[0]
    where = (
        ""
        if "at_table" not in e or not e["drawn"]
        else " (drawn at the table)"
        if e["at_table"]
        else " (drawn by the app)"
    )
    return (
        f"Brawl in Pub {e['pub']} ({CAUSE[e['cause']]}{', redone' if e.get('redo') else ''}): "
        + (
            ", ".join(f"{nm(d['seat'])}'s Fan" for d in e["drawn"]) + f" to the {SQUARE_NAME}"
            if e["drawn"]
            else "no Fan to draw"
        )
        + where
    )


@line("brawl_due")
def _brawl_due(e: Event, players: list[Player]) -> str:
    return f"Brawl in Pub {e['pub']} ({CAUSE[e['cause']]}): waiting for the draw from the Brawl bag"


@line("brawl_undone")
def _brawl_undone(e: Event, players: list[Player]) -> str:
    nm = namers(players)[0]
    fans = ", ".join(f"{nm(x)}'s Fan" for x in e["drawn"])
    return f"Diehards: the Brawl in Pub {e['pub']} is redone ({fans} back in the Pub)"


@line("tips")
def _tips(e: Event, players: list[Player]) -> str:
    nm = namers(players)[0]
    return f"{nm(e['seat'])} {e['delta']:+d} Tip{'s' if abs(e['delta']) != 1 else ''} ({WHY.get(e['why'], e['why'])})"


@line("cards")
def _cards(e: Event, players: list[Player]) -> str:
    nm = namers(players)[0]
    return f"{nm(e['seat'])} draws {e['count']} card{'s' if e['count'] != 1 else ''} ({WHY.get(e['why'], e['why'])})"


@line("bard_moved")
def _bard_moved(e: Event, players: list[Player]) -> str:
    nm = namers(players)[0]
    return f"{nm(e['seat'])}'s Bard moves to {loc_text(e['to'])}"


@line("trick")
def _trick(e: Event, players: list[Player]) -> str:
    nm = namers(players)[0]
    return (
        f"{nm(e['seat'])} plays {TRICK_BY_ID[e['trick']].name}"
        + (f" as {TRICK_BY_ID[e['copies']].name}" if e.get("copies") else "")
        + (f" on {nm(e['target'])}" if e.get("target") is not None else "")
        + (f" ({e['delta']:+d})" if e.get("delta") else "")
        + (f" on Pub {e['pub']}" if e.get("pub") else "")
        + (f": rolled {e['value']}" if e.get("value") else "")
        + (f" against the Brawl in Pub {e['redoes']}" if e.get("redoes") else "")
        + f" for {e['cost']} Tip{'s' if e['cost'] != 1 else ''}"
    )


@line("ragnarok_done")
def _ragnarok_done(e: Event, players: list[Player]) -> str:
    nm = namers(players)[0]
    return f"{nm(e['seat'])}'s Ragnarok is over"


@line("token_taken")
def _token_taken(e: Event, players: list[Player]) -> str:
    nm = namers(players)[0]
    return f"{nm(e['seat'])} takes a {e['kind']} token"


@line("token_used")
def _token_used(e: Event, players: list[Player]) -> str:
    nm = namers(players)[0]
    return f"{nm(e['seat'])} plays a {e['kind']} on {nm(e['target'])}"


@line("token_waived")
def _token_waived(e: Event, players: list[Player]) -> str:
    nm = namers(players)[0]
    return f"{nm(e['seat'])} takes no token"
