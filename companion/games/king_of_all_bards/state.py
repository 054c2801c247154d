"""The King of All Bards: the state's shape, the scratch copy actions work on, and lookups.

State (plain JSON): `fans[loc][seat]` counts Fan discs (loc 0 = Town Square, 1-6 = Pubs),
`reserve[seat]`, `tips[seat]`, `at[seat]` (each Bard's location), `tricks` (this round's
Tricks, in play order), `songs` (this round's finished Songs), `duel` / `perf` (the Duel or
Song in progress), and the phase bookkeeping.
"""

from __future__ import annotations

from typing import Any

from companion.errors import ActionError
from companion.games.rules import Sim, clone  # noqa: F401  (the actions import them from here)
from companion.i18n import _
from companion.rng import RandomSource
from scoring.king_of_all_bards.data import (
    BARD_BY_ID,
    FANS_PER_PLAYER,
    GENRES,
    LOCATIONS,
    MOODS,
    PUB_BY_NUMBER,
    SQUARE,
    START_TIPS,
    TOKEN_SUPPLY,
    TOKENS,
    TRICK_BY_ID,
)
from scoring.king_of_all_bards.modifiers import SongContext

State = dict[str, Any]


def new_state(n: int, options: dict[str, Any]) -> State:
    """The state before the Bards are chosen."""
    return {
        "n": n,
        "capacity": n,  # Capacity of a Pub = player count
        "options": {
            "tokens": bool(options.get("tokens")),
            "duels_round_1": bool(options.get("duels_round_1", True)),
            "own_components": bool(options.get("own_components")),
        },
        "phase": "setup",
        "round": 0,
        "bards": [None] * n,
        "first": None,
        "first_rounds": None,
        "turn": None,
        "fans": [[0] * n for _ in LOCATIONS],
        "reserve": [FANS_PER_PLAYER] * n,
        "tips": [START_TIPS] * n,
        "at": [None] * n,
        "picks": [None] * n,
        "duels_done": [],
        "duel": None,
        "performed": [],
        "perf": None,
        "refreshed": [],
        "tricks": [],
        "songs": [],
        "ragnarok": None,
        "rolloff": None,  # the roll for the First Player, a die a seat: {in, rolls, rounds} (pt40)
        "tokens": {k: TOKEN_SUPPLY[n] for k in TOKENS} if options.get("tokens") else None,
        "held": [{k: 0 for k in TOKENS} for _ in range(n)],
        "token_due": [0] * n,
        "failed_song": None,  # the last failed Song's roll, shown until the next roll
        "fresh_tokens": [],  # [seat, kind, step]: taken on that roll, played on a later turn
        "brawls": [],
        "brawls_at": [],  # beside each of `brawls`: drawn at the table (True), by the app (False)
        "brawls_in": [],  # beside each of `brawls`: the phase it came in (its banner goes when the phase does)
        "reveal": None,  # where every Bard moved, shown until the next Song
        "duel_result": None,  # the last Duel's winner, losers, totals and rolls, until the next Duel or Song
        "brawl_due": [],  # Brawls waiting for the table's draw (own components, or asked to wait)
        "history": [],
        "ending": None,  # five-and-five met: the game ends unless a Trick prevents it (board.check_win)
        "over": None,
    }


def order_from(state: State, start: int) -> list[int]:
    """Seats clockwise from `start`."""
    n = state["n"]
    return [(start + i) % n for i in range(n)]


def eff(entry: dict[str, Any]) -> str:
    """The Trick an entry acts as (Copycat acts as the Trick it copies)."""
    return entry.get("copies") or entry["trick"]


def active_tricks(state: State) -> list[dict[str, Any]]:
    """This round's Tricks still in effect: an active Cut Strings cancels the entry it answered.

    Walked from the newest back, so a Cut Strings that was itself cut cancels nothing.
    """
    tricks = state["tricks"]
    cancelled: set[int] = set()
    for i in range(len(tricks) - 1, -1, -1):
        if i not in cancelled and eff(tricks[i]) == "cut_strings" and tricks[i].get("cuts") is not None:
            cancelled.add(tricks[i]["cuts"])
    return [t for i, t in enumerate(tricks) if i not in cancelled]


def holders(state: State, trick: str) -> list[int]:
    """Seats with this round-long Trick in play (once per copy played)."""
    return [t["seat"] for t in active_tricks(state) if eff(t) == trick]


def protected(state: State) -> set[int]:
    """Colours whose Fans cannot leave a Pub this round (Diehards)."""
    return set(holders(state, "diehards"))


def song_context(state: State, seat: int, genre: str, mood: str, tokens: int = 0) -> SongContext:
    """What changes this seat's roll for a Song of this genre and mood, where its Bard is now."""
    loc = state["at"][seat]
    loc = SQUARE if loc is None else loc
    here = state["fans"][loc]
    act = active_tricks(state)
    havoc = sum(
        1
        for t in act
        if eff(t) == "sing_havoc" and t["seat"] != seat and loc != SQUARE and state["at"][t["seat"]] == loc
    )
    return SongContext(
        bard=state["bards"][seat],
        genre=genre,
        mood=mood,
        location=loc,
        own_fans=here[seat],
        all_fans=sum(here),
        concentration=tuple(t["delta"] for t in act if eff(t) == "concentration" and t.get("target") == seat),
        hidden_gem=any(eff(t) == "hidden_gem" and t["seat"] == seat for t in act),
        another_round=any(eff(t) == "another_round" and t["seat"] == seat for t in act),
        havoc=havoc,
        tokens=tokens,
    )


def song_field(action: dict[str, Any]) -> tuple[str, str]:
    """The genre and mood of a Song from an action, checked."""
    genre, mood = action.get("genre"), action.get("mood")
    if genre not in GENRES:
        raise ActionError(
            "bad_field", _("'genre' must be one of {x}, not {genre}").format(x=", ".join(GENRES), genre=repr(genre))
        )
    if mood not in MOODS:
        raise ActionError(
            "bad_field", _("'mood' must be one of {x}, not {mood}").format(x=", ".join(MOODS), mood=repr(mood))
        )
    return genre, mood


def seat_field(state: State, action: dict[str, Any], name: str, default: int | None) -> int:
    """A seat named in an action (a colour), or the default; checked."""
    v = action.get(name, default)
    if v is None:
        raise ActionError(
            "missing_field", _("'{x}' needs '{name}' (a seat number)").format(x=action.get("type"), name=name)
        )
    if isinstance(v, bool) or not isinstance(v, int) or not 0 <= v < state["n"]:
        raise ActionError(
            "bad_field",
            _("'{name}' must be a seat from 0 to {x}, not {v}").format(name=name, x=state["n"] - 1, v=repr(v)),
        )
    return v


def is_key(v: Any) -> bool:
    """A value that may be looked up in a table of Pubs, Bards or Tricks (never a bool or a list)."""
    return isinstance(v, str | int) and not isinstance(v, bool)


def pub_field(action: dict[str, Any], name: str = "pub") -> int:
    """A Pub number, 1 to 6, from an action."""
    v = action.get(name)
    if not is_key(v) or v not in PUB_BY_NUMBER:
        raise ActionError("bad_field", _("'{name}' must be a Pub, 1 to 6, not {v}").format(name=name, v=repr(v)))
    return v


def location_field(action: dict[str, Any], name: str) -> int:
    """A location from an action: 0 the Town Square, 1 to 6 a Pub."""
    v = action.get(name)
    if not is_key(v) or (v != SQUARE and v not in PUB_BY_NUMBER):
        raise ActionError(
            "bad_field",
            _("'{name}' must be a location, 0 (the Square) or a Pub 1 to 6, not {v}").format(name=name, v=repr(v)),
        )
    return v


def die_value(action: dict[str, Any], rng: RandomSource, name: str = "value") -> tuple[int, bool]:
    """A d6: the real die's face from the action, or an app roll. Returns (value, real)."""
    if action.get(name) is None:
        return rng.randint(1, 6), False
    v = action[name]
    if isinstance(v, bool) or not isinstance(v, int) or not 1 <= v <= 6:
        raise ActionError("bad_dice", _("a die shows 1 to 6, not {v}").format(v=repr(v)))
    return v, True


def bard_name(state: State, seat: int) -> str:
    """ "Slav" (or "a Bard" before the choice)."""
    b = state["bards"][seat]
    return BARD_BY_ID[b].name if b else "a Bard"


def trick_cost(trick: str, copies: str | None = None) -> int:
    """A Trick's cost in Tips (Copycat costs what it copies)."""
    t = TRICK_BY_ID[copies] if trick == "copycat" and copies else TRICK_BY_ID[trick]
    return t.cost or 0


def seats_list(s: dict[str, Any], v: Any) -> list[int]:
    """A non-empty list of distinct seats from an action; checked."""
    ok = (
        isinstance(v, list) and v and all(isinstance(x, int) and not isinstance(x, bool) and 0 <= x < s["n"] for x in v)
    )
    if not ok or len(set(v)) != len(v):
        raise ActionError("bad_field", _("'seats' must be a list of seats from 0 to {x}").format(x=s["n"] - 1))
    return v


def answering(s: dict[str, Any], seat: int | None, action: dict[str, Any]) -> list[int]:
    """The seats that answer "no Trick" with this action: a player's own, or the ones the host's phone holds
    (`seats`); none when the host settles it at once (the Duel's rolls, the game's end)."""
    if seat is not None:
        return [seat]
    many = action.get("seats")
    return [] if many is None else seats_list(s, many)
