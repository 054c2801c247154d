"""The King of All Bards: the log line of each stored event (never a secret)."""

from __future__ import annotations

from typing import Any

from companion.games.base import Player
from companion.games.king_of_all_bards.rules import line
from companion.games.king_of_all_bards.text_board import WHY, namers, song_text
from scoring.king_of_all_bards.data import (
    BARD_BY_ID,
    GENRE_NAMES,
    SQUARE_NAME,
    location_name,
)

Event = dict[str, Any]


@line("bard_chosen")
def _bard_chosen(e: Event, players: list[Player]) -> str:
    b = BARD_BY_ID[e["bard"]]
    return f"{namers(players)[0](e['seat'])} plays {b.name} {b.title} ({GENRE_NAMES[b.genre]})"


@line("first_player")
def _first_player(e: Event, players: list[Player]) -> str:
    nm = namers(players)[0]
    if not e.get("rounds"):
        return f"{nm(e['seat'])} is the First Player (real dice)"
    rolls = "; then ".join(", ".join(f"{nm(int(k))} {v}" for k, v in r.items()) for r in e["rounds"])
    return f"Roll-off: {rolls}. {nm(e['seat'])} is the First Player"


@line("placement_begins")
def _placement_begins(e: Event, players: list[Player]) -> str:
    return "Setup: each player places a Fan in a Pub and one in the Town Square"


@line("start_placed")
def _start_placed(e: Event, players: list[Player]) -> str:
    nm = namers(players)[0]
    return f"{nm(e['seat'])} put a Fan in {location_name(e['pub'])} and one in the {SQUARE_NAME}"


@line("round_begins")
def _round_begins(e: Event, players: list[Player]) -> str:
    return f"Round {e['round']}: Movement"


@line("picked")
def _picked(e: Event, players: list[Player]) -> str:
    nm = namers(players)[0]
    return f"{nm(e['seat'])} picked a Pub (secret)"


@line("moved")
def _moved(e: Event, players: list[Player]) -> str:
    nm = namers(players)[0]
    return "All Bards move: " + ", ".join(f"{nm(i)} to Pub {p}" for i, p in enumerate(e["to"]))


@line("duel_begins")
def _duel_begins(e: Event, players: list[Player]) -> str:
    nm = namers(players)[0]
    return f"Duel in {location_name(e['pub'])}: {' vs '.join(nm(x) for x in e['seats'])}"


@line("duel_song")
def _duelsong_text(e: Event, players: list[Player]) -> str:
    nm = namers(players)[0]
    return f"{nm(e['seat'])} chose a Song for the Duel (secret)"


@line("duel_revealed")
def _duel_revealed(e: Event, players: list[Player]) -> str:
    nm = namers(players)[0]
    return "Duel Songs: " + ", ".join(f"{nm(int(k))} {song_text(v)}" for k, v in e["songs"].items())


@line("duel_roll")
def _duel_roll(e: Event, players: list[Player]) -> str:
    nm = namers(players)[0]
    return (
        f"{nm(e['seat'])} {'rerolled (' + WHY[e['reroll']] + ')' if e.get('reroll') else 'rolled'} "
        f"{e['value']}{' (real die)' if e['real'] else ''}{': Epic Fail' if e['value'] == 1 else ''}"
    )


@line("duel_step")
def _duel_step(e: Event, players: list[Player]) -> str:
    nm, names = namers(players)
    return (
        "Duel totals: "
        + ", ".join(f"{nm(int(k))} {v}" for k, v in e["totals"].items())
        + {
            "tie": f": tie, {names(e['reroll'])} reroll",
            "all_epic_fail": ": all rolled 1, everyone rerolls",
        }.get(e["reason"], "")
    )


@line("duel_won")
def _duel_won(e: Event, players: list[Player]) -> str:
    nm, names = namers(players)
    return (
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
    )


@line("duel_done")
def _duel_done(e: Event, players: list[Player]) -> str:
    return f"The Duel in Pub {e['pub']} is over"


@line("song_cancelled")
def _song_cancelled(e: Event, players: list[Player]) -> str:
    nm = namers(players)[0]
    return f"{nm(e['by'])}'s Vicious Heckle cancels {nm(e['seat'])}'s Song"


@line("performance_begins")
def _performance_begins(e: Event, players: list[Player]) -> str:
    nm = namers(players)[0]
    return f"Performance: {nm(e['turn'])} sings first"


@line("sing")
def _sing(e: Event, players: list[Player]) -> str:
    nm = namers(players)[0]
    return f"{nm(e['seat'])} sings a {song_text(e)} Song"


@line("perf_roll")
def _perf_roll(e: Event, players: list[Player]) -> str:
    nm = namers(players)[0]
    return (
        f"{nm(e['seat'])} {'rerolled (' + WHY[e['reroll']] + ')' if e.get('reroll') else 'rolled'} "
        f"{e['value']}{' (real die)' if e['real'] else ''}{': Epic Fail' if e['value'] == 1 else ''}"
    )


@line("reward")
def _reward(e: Event, players: list[Player]) -> str:
    nm = namers(players)[0]
    return f"{nm(e['seat'])} takes a reward: {e['kind']}"


@line("song_done")
def _song_done(e: Event, players: list[Player]) -> str:
    nm = namers(players)[0]
    return f"{nm(e['seat'])}'s {song_text(e)} Song {'succeeded' if e['success'] else 'failed'}"


@line("turn_ended")
def _turn_ended(e: Event, players: list[Player]) -> str:
    nm = namers(players)[0]
    return f"{nm(e['seat'])} ends the turn" + (f"; {nm(e['next'])} performs" if e["next"] is not None else "")


@line("refreshment_begins")
def _refreshment_begins(e: Event, players: list[Player]) -> str:
    return "Refreshment: discard, refill to 6 cards"


@line("refreshed")
def _refreshed(e: Event, players: list[Player]) -> str:
    nm = namers(players)[0]
    return f"{nm(e['seat'])} is refreshed" + (" (3+ Tricks discarded)" if e["cash_in"] else "")


@line("round_over")
def _round_over(e: Event, players: list[Player]) -> str:
    nm = namers(players)[0]
    return f"The round is over; {nm(e['first'])} is the First Player"


@line("game_over")
def _game_over(e: Event, players: list[Player]) -> str:
    nm = namers(players)[0]
    return f"{' and '.join(nm(x) for x in e['winners'])}: King of All Bards!"
