"""The King of All Bards: Duels — secret Songs, rolls, settling step by step, the winner's rewards."""

from __future__ import annotations

from typing import Any

from companion.errors import ActionError
from companion.games.king_of_all_bards import bets, draws
from companion.games.king_of_all_bards.rounds import need_phase, next_duel
from companion.games.king_of_all_bards.rules import action
from companion.games.king_of_all_bards.songs import give_reward, song_finished
from companion.games.king_of_all_bards.state import Sim, State, answering, die_value, song_context, song_field
from companion.i18n import _
from scoring.king_of_all_bards.duels import DuelStep, check_duel_rewards, resolve_duel_step
from scoring.king_of_all_bards.modifiers import modifiers, total_modifier


def _duel(s: State) -> dict[str, Any]:
    need_phase(s, "duels")
    if s["duel"] is None:
        raise ActionError("no_duel", _("no Duel is being fought"))
    return s["duel"]


def duel_modifier(s: State, seat: int) -> int:
    """A duelist's total modifier for the Song they entered (tokens on this roll included)."""
    d = s["duel"]
    song = d["songs"][str(seat)]
    ctx = song_context(s, seat, song["genre"], song["mood"], d["tokens"].get(str(seat), 0))
    return total_modifier(modifiers(ctx))


@action(
    "duel_song",
    "Duel: enter your Song, secret until all duelists have",
    {"type": "duel_song", "genre": "love", "mood": "minor"},
    ("Duel: you have no Song (you lose)", {"type": "duel_song", "no_song": True}),
)
def duel_song(sim: Sim, seat: int, action: dict[str, Any]) -> None:
    """A duelist's secret Song (genre and mood), or `"no_song": true`; revealed when all are in."""
    s = sim.s
    d = _duel(s)
    if seat not in d["seats"]:
        raise ActionError("not_in_duel", _("your Bard is not in the Duel at Pub {pub}").format(pub=d["pub"]))
    if d["revealed"]:
        raise ActionError("already_revealed", _("the Songs of this Duel are already face up"))
    song = None
    if not action.get("no_song"):
        genre, mood = song_field(action)
        song = {"genre": genre, "mood": mood}
    sim.emit("duel_song", pub=d["pub"], seat=seat, song=song)
    if all(str(x) in d["songs"] for x in d["seats"]):
        sim.emit("duel_revealed", pub=d["pub"], songs=dict(d["songs"]))
        walkover(sim)


def walkover(sim: Sim) -> None:
    """With one Bard (or none) left singing, the Duel is decided without dice."""
    d = sim.s["duel"]
    if d and d["revealed"] and d["winner"] is None and len(d["in"]) <= 1:
        finish_duel(sim, d["in"][0] if d["in"] else None, "walkover")


@action(
    "duel_roll",
    "Duel: roll your die (or the host rolls for all)",
    {"type": "duel_roll"},
    ("Duel: a real die", {"type": "duel_roll", "value": 5}),
    seated=False,
)
def duel_roll(sim: Sim, seat: int | None, action: dict[str, Any]) -> None:
    """Roll a duelist's die (app or real); the host without a seat rolls for everyone left."""
    s = sim.s
    d = _duel(s)
    if not d["revealed"] or d["winner"] is not None:
        raise ActionError("not_now", _("roll once every Song is face up, before the Duel is won"))
    pending = [x for x in d["in"] if str(x) not in d["rolls"]]
    if seat is not None:
        if seat not in d["in"]:
            raise ActionError("not_in_duel", _("you are not rolling in this Duel"))
        if seat not in pending:
            raise ActionError(
                "already_rolled", _("you have rolled: settle the Duel, or reroll with a Trick or Cabbage")
            )
        pending = [seat]
    elif action.get("value") is not None:
        raise ActionError("seat_required", _('a real die\'s value is for one seat: send "by": <seat>'))
    elif set(pending) & sim.held:
        raise ActionError(
            "seat_held",
            _('seats {seats} roll on their own phones: the host rolls for one of them with "by": <seat>').format(
                seats=", ".join(str(x) for x in sorted(set(pending) & sim.held))
            ),
            status=409,
            seats=sorted(set(pending) & sim.held),
        )
    if not pending:
        raise ActionError("already_rolled", _("everyone has rolled: settle the Duel"))
    for x in pending:
        value, real = die_value(action, sim.rng)
        sim.emit("duel_roll", pub=d["pub"], seat=x, value=value, real=real)


# Who settles a Duel's rolls with a winner: each loser plays no Trick (a three-way Duel's two losers each answer
# for themselves: one's "No Trick" settled it for the other too, at two blind playtests), or the host settles it
# at once (a phone passed round, a player gone quiet); the winner's reward settles it too (duel_reward).
@action(
    "duel_settle",
    "Duel: no Trick (a loser's own answer; the Duel settles once every loser has), or settle the rolls",
    {"type": "duel_settle"},
    ("The host's phone passed round answers for the losers it holds", {"type": "duel_settle", "seats": [0, 2]}),
    seated=False,
)
def duel_settle(sim: Sim, seat: int | None, action: dict[str, Any]) -> None:
    """Settle the rolls: Epic Fails and lower totals are out; a tie or all-1 rerolls; else a winner."""
    s = sim.s
    d, step = _duel(s), None
    if d["revealed"] and d["winner"] is None:
        step = settling(s)
    answers = answering(s, seat, action)
    if step is not None and answers and (step.winner is None or step.winner not in answers):
        if seat is not None and seat not in d["seats"]:
            raise ActionError("not_in_duel", _("your Bard is not in the Duel at Pub {pub}").format(pub=d["pub"]))
        if any(x not in d["seats"] for x in answers):
            raise ActionError("bad_field", _("'seats' must be a list of the Duel's seats, like [0, 2]"))
        if seat is not None and seat in d.get("passed", []):
            raise ActionError("already_done", _("you have played no Trick: wait for the others"))
        asked = waiting(d, step)
        if not set(asked) & set(answers):  # a Bard out of a tie is not asked: the tied answer (or the host settles)
            text = _("the Duel waits for seats {seats} to play a Trick or not")
            raise ActionError("not_asked", text.format(seats=", ".join(map(str, asked))))
        for x in asked:
            if x in answers:
                sim.emit("duel_passed", pub=d["pub"], seat=x)
        if waiting(sim.s["duel"], step):  # the rolls stand as they were: the same step
            return
    settle(sim)


def waiting(d: dict[str, Any], step: DuelStep | None) -> list[int]:
    """Who is still asked "a Trick?" before `step` (the Duel's rolls settled now): the losers before a winner, the
    tied before a reroll (pt126, pt127: one tied Bard's "No Trick" rerolled the other's die unasked)."""
    if step is None:
        return []
    asked = [x for x in d["seats"] if x != step.winner] if step.winner is not None else list(step.reroll)
    return [x for x in asked if x not in d.get("passed", [])]


def settling(s: State) -> DuelStep | None:
    """What settling the Duel's rolls would give now (the prompt and the view ask it): None until every die is in."""
    d = s["duel"]
    if d["winner"] is not None or any(str(x) not in d["rolls"] for x in d["in"]):
        return None
    return resolve_duel_step({x: d["rolls"][str(x)] for x in d["in"]}, {x: duel_modifier(s, x) for x in d["in"]})


def settle(sim: Sim) -> None:
    """Settle the Duel's rolls now (its own action, or the first part of the winner's reward)."""
    s = sim.s
    d = _duel(s)
    if not d["revealed"] or d["winner"] is not None:
        raise ActionError("not_now", _("nothing to settle in this Duel"))
    missing = [x for x in d["in"] if str(x) not in d["rolls"]]
    if missing:
        raise ActionError("not_rolled", _("seat {x} has not rolled yet").format(x=missing[0]))
    rolls = {x: d["rolls"][str(x)] for x in d["in"]}
    mods = {x: duel_modifier(s, x) for x in d["in"]}
    step = resolve_duel_step(rolls, mods)
    sim.emit(
        "duel_step",
        pub=d["pub"],
        reason=step.reason,
        winner=step.winner,
        out=list(step.out),
        reroll=list(step.reroll),
        rolls={str(k): v for k, v in rolls.items()},
        totals={str(k): (v if v == 1 else v + mods[k]) for k, v in rolls.items()},
    )
    if step.winner is not None:
        finish_duel(sim, step.winner, step.reason)


def finish_duel(sim: Sim, winner: int | None, reason: str) -> None:
    """The winner stays; losers go to the Square and draw a card; Songs count as won or failed."""
    s = sim.s
    d = s["duel"]
    pub = d["pub"]
    losers = [x for x in d["seats"] if x != winner]
    sung_at = list(s["at"])  # where the Songs were sung, before the losers leave
    sim.emit("duel_won", pub=pub, winner=winner, losers=losers, reason=reason)
    bets.settle(sim, "duel", pub, [] if winner is None else [winner])
    for x in losers:
        sim.emit("cards", seat=x, count=1, why="duel_lost")
    for x in d["seats"]:
        song_finished(sim, x, d["songs"].get(str(x)), x == winner, pub, duel=True, at=sung_at)
    if winner is None:
        sim.emit("duel_done", pub=pub)
        next_duel(sim)


@action(
    "duel_reward",
    "Duel winner: one different reward per defeated opponent",
    {"type": "duel_reward", "rewards": ["tip", "fan"]},
    (
        "Duel winner's Fan fills the Pub: the Brawl drawn at the table",
        {"type": "duel_reward", "rewards": ["fan"], "drawn": [1]},
    ),
)
def duel_reward(sim: Sim, seat: int, action: dict[str, Any]) -> None:
    """The winner's rewards: one different reward per defeated opponent, at most three.

    With every die in and no Trick played, the reward settles the Duel first (one tap, one undo):
    until then the rolls stay open to Tricks, as the rulebook's "before ... wins a duel" asks.
    """
    s = sim.s
    d = _duel(s)
    if d["revealed"] and d["winner"] is None and all(str(x) in d["rolls"] for x in d["in"]):
        settle(sim)
        s = sim.s
        d = s["duel"]
    if d is None or d["winner"] != seat:
        raise ActionError("not_winner", _("only the Duel's winner takes its rewards"))
    draws.accept(sim, seat, action)
    chosen = action.get("rewards")
    if not isinstance(chosen, list):
        raise ActionError("bad_field", _('\'rewards\' must be a list like ["tip", "fan"]'))
    problem = check_duel_rewards(chosen, len(d["seats"]) - 1)
    if problem:
        raise ActionError("bad_field", problem)
    for kind in chosen:
        give_reward(sim, seat, kind, d["pub"], action, duel=True)
    sim.emit("duel_done", pub=d["pub"])
    next_duel(sim)
