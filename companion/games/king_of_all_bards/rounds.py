"""The King of All Bards: setup, secret Movement, the phase changes, and Refreshment."""

from __future__ import annotations

from typing import Any

from companion import dice
from companion.errors import ActionError
from companion.games.king_of_all_bards.board import check_win
from companion.games.king_of_all_bards.rules import action
from companion.games.king_of_all_bards.state import Sim, State, die_value, is_key, order_from, pub_field, seat_field
from companion.i18n import N_, _
from scoring.king_of_all_bards.data import BARD_BY_ID, BARDS, PUB_BY_NUMBER, STAYS_IN_PUB, location_name

# the phases as the refusal names them (English: the ids themselves)
PHASE_WORDS = {
    "setup": N_("setup"),
    "placement": N_("placement"),
    "movement": N_("movement"),
    "duels": N_("duels"),
    "performance": N_("performance"),
    "refreshment": N_("refreshment"),
}


def phase_word(p: str) -> str:
    """A phase as a refusal names it ("movement"), in the current language."""
    return _(PHASE_WORDS[p]) if p in PHASE_WORDS else p


def need_phase(s: State, *phases: str) -> None:
    """Refuse an action outside its phase, naming the phase the table is in."""
    if s["phase"] not in phases:
        if s["phase"] == "over":
            raise ActionError("game_over", _("the game is over (undo to go back)"))
        raise ActionError(
            "wrong_phase",
            _("not now: this is the {phase} phase, not {x}").format(
                phase=phase_word(s["phase"]), x=_(" or ").join(phase_word(p) for p in phases)
            ),
        )


# -- setup ---------------------------------------------------------------------------------------


@action("choose_bard", 'Take a Bard (or "random")', {"type": "choose_bard", "bard": "slav"})
def choose_bard(sim: Sim, seat: int, action: dict[str, Any]) -> None:
    """A seat takes one of the eight Bards (or "random": one of those still free)."""
    s = sim.s
    need_phase(s, "setup")
    taken = {b for i, b in enumerate(s["bards"]) if b and i != seat}
    bard = action.get("bard")
    if bard == "random":
        free = [b.id for b in BARDS if b.id not in taken]
        bard = free[sim.rng.randrange(len(free))]
    if not is_key(bard) or bard not in BARD_BY_ID:
        raise ActionError(
            "bad_field",
            _("'bard' must be one of {x} or random, not {bard}").format(x=", ".join(BARD_BY_ID), bard=repr(bard)),
        )
    if bard in taken:
        raise ActionError("bard_taken", _("{name} is already taken").format(name=_(BARD_BY_ID[bard].name)))
    was = s["bards"][seat]
    # A change of mind says so in the log ("changes to"), not a second "plays" (pt25).
    sim.emit("bard_chosen", seat=seat, bard=bard, **({"was": was} if was and was != bard else {}))
    _maybe_place(sim)


@action(
    "first_player",
    "Roll off for the First Player (ties reroll)",
    {"type": "first_player"},
    ("Record the First Player of a real roll-off", {"type": "first_player", "seat": 2}),
    seated=False,
)
def first_player(sim: Sim, seat: int | None, action: dict[str, Any]) -> None:
    """Roll off for the First Player (ties reroll), or record the winner of a real roll-off."""
    s = sim.s
    need_phase(s, "setup")
    if s["first"] is not None:
        raise ActionError("already_done", _("the First Player is already chosen (undo to roll again)"))
    real = seat_field(s, action, "seat", None) if action.get("seat") is not None else None  # bad input: 400 first
    # The rulebook's setup: each player chooses a Bard Card, then the dice decide who starts (pt25 rolled first).
    missing = [i for i, b in enumerate(s["bards"]) if not b]
    if missing:
        raise ActionError(
            "bards_missing",
            _("not yet: every player chooses a Bard Card before the roll for the First Player"),
            status=409,
            seats=missing,
        )
    r = s.get("rolloff")
    if real is not None:
        sim.emit("first_player", seat=real, rounds=None)
    elif seat is None and r is None and not sim.held:  # the host's phone rolls for every seat at once
        winner, rounds = dice.rolloff(list(range(s["n"])), sim.rng, 6)
        sim.emit("first_player", seat=winner, rounds=[{str(k): v for k, v in x.items()} for x in rounds])
    else:
        _rolloff_dice(sim, seat, action)
    _maybe_place(sim)


def _rolloff_dice(sim: Sim, seat: int | None, action: dict[str, Any]) -> None:
    """Each seat rolls its own die, on its phone (pt40: the host's one tap rolled for players at their own phones).

    The host's phone without a seat rolls for every seat still to roll, unless another phone holds one.
    """
    left = _rolloff_left(sim.s)
    if seat is not None and seat not in left:
        raise ActionError(
            "already_rolled", _("seat {seat} has rolled for the First Player: the others roll now").format(seat=seat)
        )
    if seat is None and set(left) & sim.held:
        held = sorted(set(left) & sim.held)
        raise ActionError(
            "seat_held",
            _('seats {seats} roll on their own phones: the host rolls for one of them with "by": <seat>').format(
                seats=", ".join(map(str, held))
            ),
            status=409,
            seats=held,
        )
    if seat is None and action.get("value") is not None:
        raise ActionError("seat_required", _('a real die\'s value is for one seat: send "by": <seat>'))
    for x in [seat] if seat is not None else left:
        value, real = die_value(action, sim.rng)
        sim.emit("rolloff_roll", seat=x, value=value, real=real)
    r = sim.s["rolloff"]
    if all(str(y) in r["rolls"] for y in r["in"]):  # one highest (a tie started a new round): the First Player
        winner = max(r["in"], key=lambda y: r["rolls"][str(y)])
        sim.emit("first_player", seat=winner, rounds=[*r["rounds"], r["rolls"]])
    elif seat is None and not set(_rolloff_left(sim.s)) & sim.held:
        _rolloff_dice(sim, None, action)  # the host's phone rolls a tie among its own seats again


def _rolloff_left(s: State) -> list[int]:
    """The seats still to roll in the roll-off's current round."""
    r = s.get("rolloff") or {"in": list(range(s["n"])), "rolls": {}}
    return [x for x in r["in"] if str(x) not in r["rolls"]]


def _maybe_place(sim: Sim) -> None:
    s = sim.s
    if s["first"] is not None and all(s["bards"]):
        sim.emit("placement_begins")


@action("place_start", "Setup: a Fan in this Pub and one in the Town Square", {"type": "place_start", "pub": 2})
def place_start(sim: Sim, seat: int, action: dict[str, Any]) -> None:
    """In turn from the First Player: 1 Fan in a Pub of your choice and 1 in the Town Square."""
    s = sim.s
    need_phase(s, "placement")
    if seat != s["turn"]:
        raise ActionError("not_your_turn", _("seat {turn} places first Fans now").format(turn=s["turn"]))
    pub = pub_field(action)
    sim.emit("start_placed", seat=seat, pub=pub)
    if s["turn"] is None:
        sim.emit("round_begins", round=1)


# -- movement ---------------------------------------------------------------------------------------


@action("pick", "Movement: secretly pick a Pub (hidden until all have picked)", {"type": "pick", "pub": 4})
def pick(sim: Sim, seat: int, action: dict[str, Any]) -> None:
    """A secret pick of a Pub; when everyone has picked, all Bards move at once."""
    s = sim.s
    need_phase(s, "movement")
    pub = pub_field(action)
    if s["at"][seat] == pub and s["bards"][seat] not in STAYS_IN_PUB:
        raise ActionError("same_pub", _("your Bard is in {x} already: pick another Pub").format(x=location_name(pub)))
    changed = {"changed": True} if s["picks"][seat] is not None else {}
    sim.emit("picked", seat=seat, pub=pub, **changed)
    if all(p is not None for p in s["picks"]):
        sim.emit("moved", to=list(s["picks"]))
        next_duel(sim)


def next_duel(sim: Sim) -> None:
    """Start the Duel in the lowest Pub with two or more Bards, or move on to Performance."""
    s = sim.s
    if s["round"] > 1 or s["options"]["duels_round_1"]:
        for pub in PUB_BY_NUMBER:
            seats = [i for i, at in enumerate(s["at"]) if at == pub]
            if pub not in s["duels_done"] and len(seats) >= 2:
                sim.emit("duel_begins", pub=pub, seats=seats)
                return
    sim.emit("performance_begins", turn=s["first"])


def after_turn(s: State, seat: int) -> int | None:
    """The next seat to perform after `seat`, clockwise from the First Player (None: all done)."""
    done = [*s["performed"], seat]
    left = [x for x in order_from(s, s["first"]) if x not in done]
    return left[0] if left else None


def end_turn_events(sim: Sim, seat: int, failed: dict[str, int] | None = None) -> None:
    """Pass the Performance to the next seat, or begin Refreshment after the last (`failed`: the failed roll)."""
    nxt = after_turn(sim.s, seat)
    sim.emit("turn_ended", seat=seat, next=nxt, **({"failed": failed} if failed else {}))
    if nxt is None:
        sim.emit("refreshment_begins")


# -- refreshment ------------------------------------------------------------------------------------


@action("refresh", "Refreshment: done (cash_in: discarded 3+ Tricks)", {"type": "refresh", "cash_in": True})
def refresh(sim: Sim, seat: int, action: dict[str, Any]) -> None:
    """A seat is done refreshing; discarding 3+ Tricks cashes in 1 Tip. The last one ends the round."""
    s = sim.s
    need_phase(s, "refreshment")
    if seat in s["refreshed"]:
        raise ActionError("already_done", _("you are already refreshed: wait for the others"))
    cash = action.get("cash_in", False)
    if not isinstance(cash, bool):
        raise ActionError("bad_field", _("'cash_in' must be true or false"))
    sim.emit("refreshed", seat=seat, cash_in=cash)
    if cash:
        sim.emit("tips", seat=seat, delta=1, why="cash_in")
        check_win(sim)  # a fifth Tip ends the game before the round does
    round_over_when_all_refreshed(sim)


def round_over_when_all_refreshed(sim: Sim) -> None:
    """The last seat refreshed ends the round, unless the game is ending (or over)."""
    s = sim.s
    if s["phase"] == "refreshment" and not s.get("ending") and len(s["refreshed"]) == s["n"]:
        sim.emit("round_over", first=(s["first"] + 1) % s["n"])
