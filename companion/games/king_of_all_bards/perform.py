"""The King of All Bards: the Performance phase — sing, roll, reward, continue or stop."""

from __future__ import annotations

from typing import Any

from companion.errors import ActionError
from companion.games.king_of_all_bards import draws
from companion.games.king_of_all_bards.rounds import end_turn_events, need_phase
from companion.games.king_of_all_bards.rules import action
from companion.games.king_of_all_bards.songs import give_reward, song_finished
from companion.games.king_of_all_bards.state import Sim, State, active_tricks, die_value, eff, song_context, song_field
from companion.i18n import _
from scoring.king_of_all_bards.data import GENRE_NAMES, MOOD_NAMES, SQUARE, TRICK_BY_ID
from scoring.king_of_all_bards.modifiers import modifiers, song_outcome, song_total, total_modifier


def _my_turn(s: State, seat: int) -> None:
    need_phase(s, "performance")
    if s["turn"] != seat:
        raise ActionError("not_your_turn", _("it is seat {turn}'s turn to perform").format(turn=s["turn"]))


def perf_modifier(s: State) -> int:
    """The singing Bard's total modifier for the Song in progress."""
    p = s["perf"]
    if p.get("locked") is not None:  # a reward is taken: the roll is complete (a new Fan changes nothing)
        return p["locked"]
    return total_modifier(modifiers(song_context(s, p["seat"], p["genre"], p["mood"], p["tokens"])))


def perf_outcome(s: State) -> str | None:
    """ "success" / "fail" / "epic_fail" once rolled (None before the roll)."""
    p = s["perf"]
    if not p or p["roll"] is None:
        return None
    return song_outcome(p["roll"], perf_modifier(s))


@action("sing", "Performance: declare a Song", {"type": "sing", "genre": "drinking", "mood": "major"})
def sing(sim: Sim, seat: int, action: dict[str, Any]) -> None:
    """Declare the next Song: its genre and mood (the modifiers and chance show before the roll)."""
    s = sim.s
    _my_turn(s, seat)
    p = s["perf"]
    if p and p["status"] in ("declared", "rolled"):
        raise ActionError("song_in_progress", _("finish the Song you are singing first"))
    if p and p["status"] in ("failed", "cancelled"):
        raise ActionError("turn_over", _("a failed Song ends your turn: end it"))
    genre, mood = song_field(action)
    if encore_waiting(s, seat) and not sung_before(s, seat, genre, mood):
        raise ActionError(
            "encore_song",
            _("{trick} sings again a Song you have already sung this round, not a new {genre} {mood} Song").format(
                trick=_(TRICK_BY_ID["encore"].name), genre=_(GENRE_NAMES[genre]), mood=_(MOOD_NAMES[mood])
            ),
        )
    sim.emit("sing", seat=seat, genre=genre, mood=mood)


def encore_waiting(s: State, seat: int) -> bool:
    """The seat's Encore is in play and its Song not sung yet (the next Song is the Encore)."""
    return any(eff(t) == "encore" and t["seat"] == seat and not t.get("used") for t in active_tricks(s))


def sung_before(s: State, seat: int, genre: str, mood: str) -> bool:
    """The seat has sung a Song of this genre and mood this round (Encore sings one again)."""
    return any(x["seat"] == seat and x["genre"] == genre and x["mood"] == mood for x in s["songs"])


@action("perform_roll", "Performance: roll for the Song (or a real die's value)", {"type": "perform_roll", "value": 4})
def perform_roll(sim: Sim, seat: int, action: dict[str, Any]) -> None:
    """Roll the die for the declared Song (the app's die, or `value` from a real one)."""
    s = sim.s
    _my_turn(s, seat)
    p = s["perf"]
    if not p or p["status"] != "declared":
        raise ActionError(
            "no_song", _("declare a Song first") if not p or p["status"] != "rolled" else _("already rolled")
        )
    value, real = die_value(action, sim.rng)
    sim.emit("perf_roll", seat=seat, value=value, real=real)


@action(
    "reward",
    "Reward in a Pub: tip, fan or card",
    {"type": "reward", "kind": "fan"},
    ("Reward in the Square: push a Fan to a Pub", {"type": "reward", "kind": "push", "color": 1, "pub": 3}),
    ("A Fan into a full Pub: the Brawl drawn at the table (seats)", {"type": "reward", "kind": "fan", "drawn": [2]}),
    ("A Fan, and the table draws any Brawl itself", {"type": "reward", "kind": "fan", "wait_for_draw": True}),
)
def reward(sim: Sim, seat: int, action: dict[str, Any]) -> None:
    """Take the reward of a successful Song (three with Encore); the Song is then complete."""
    s = sim.s
    _my_turn(s, seat)
    draws.accept(sim, seat, action)
    p = s["perf"]
    if not p or p["status"] != "rolled" or p["rewards_left"] <= 0:
        raise ActionError("no_reward", _("there is no successful Song waiting for its reward"))
    if perf_outcome(s) != "success":
        raise ActionError("not_successful", _("that Song did not succeed: end your turn"))
    loc = s["at"][seat]
    loc = SQUARE if loc is None else loc
    song = {"genre": p["genre"], "mood": p["mood"]}
    mod = perf_modifier(s) if p.get("locked") is None else None
    give_reward(sim, seat, action.get("kind"), loc, action, mod=mod)
    if sim.s["perf"]["rewards_left"] <= 0:
        song_finished(sim, seat, song, True, loc, duel=False)


@action("end_turn", "Stop singing, or accept a failed Song", {"type": "end_turn"})
def end_turn(sim: Sim, seat: int, action: dict[str, Any]) -> None:
    """Stop singing (or accept a failure): the next Bard performs."""
    s = sim.s
    _my_turn(s, seat)
    p = s["perf"]
    if p and p["status"] == "declared":
        raise ActionError("song_in_progress", _("roll for the Song first (or undo it)"))
    if p and p["status"] == "rolled":
        if perf_outcome(s) == "success":
            raise ActionError("take_reward", _("the Song succeeded: take your reward first"))
        mod = perf_modifier(s)
        failed = {"roll": p["roll"], "mod": mod, "total": song_total(p["roll"], mod)}
        loc = s["at"][seat]
        song_finished(sim, seat, {"genre": p["genre"], "mood": p["mood"]}, False, SQUARE if loc is None else loc, False)
        end_turn_events(sim, seat, failed)  # every phone shows the failed roll until the next one (pt16)
        return
    end_turn_events(sim, seat)
