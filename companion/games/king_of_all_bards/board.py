"""The King of All Bards: Fans on the board, Brawls, ordinary moves, and the five-and-five check."""

from __future__ import annotations

from typing import Any

from companion.errors import ActionError
from companion.games.king_of_all_bards import draws
from companion.games.king_of_all_bards.rules import action
from companion.games.king_of_all_bards.state import Sim, State, answering, protected, seat_field
from companion.i18n import N_, _, ngettext
from scoring.king_of_all_bards.brawl import can_make_room, excess
from scoring.king_of_all_bards.data import PUB_BY_NUMBER, SQUARE, location_name
from scoring.king_of_all_bards.standings import every_seats_pubs, final_standings, meets_goal, winners

Loc = int | str  # 0-6, or "reserve"


def check_room(s: State, seat: int, pub: int) -> None:
    """Refuse a Fan for a Pub that no Brawl could bring back within Capacity (all Diehards)."""
    if pub == SQUARE:
        return
    counts = list(s["fans"][pub])
    counts[seat] += 1
    if not can_make_room(counts, protected(s), s["capacity"]):
        raise ActionError(
            "pub_full",
            _("Pub {pub} is full of Diehards Fans: a Brawl could not make room for another Fan").format(pub=pub),
        )


def place_fan(sim: Sim, seat: int, to: int, why: str, strict: bool = True) -> bool:
    """Put a Fan of `seat` at `to` from the reserve; an empty reserve takes it from the Square.

    With neither, no Fan is placed (and the log says so). A Pub that goes over Capacity
    brawls at once. `strict=False` (automatic effects) skips a Pub that has no room instead
    of refusing the action.
    """
    s = sim.s
    if s["reserve"][seat] > 0:
        src: Loc = "reserve"
    elif to != SQUARE and s["fans"][SQUARE][seat] > 0:
        src = SQUARE
    else:
        sim.emit("fan_missing", seat=seat, to=to, why=why, reason=N_("no Fan in the reserve or the Square"))
        return False
    try:
        check_room(s, seat, to)
    except ActionError:
        if strict:
            raise
        sim.emit("fan_missing", seat=seat, to=to, why=why, reason=N_("the Pub is full of Diehards Fans"))
        return False
    sim.emit("fan_moved", seat=seat, src=src, to=to, why=why)
    brawls(sim)
    return True


def brawls(sim: Sim) -> None:
    """Resolve every Pub over Capacity, in Pub order: draw discs until it is within Capacity."""
    for pub in PUB_BY_NUMBER:
        if excess(sim.s["fans"][pub], sim.s["capacity"]):
            draws.brawl(sim, pub, "capacity")


def one_fan_brawl(sim: Sim, pub: int, cause: str, leave_out: set[int]) -> None:
    """A Ragnarok or Vicious Heckle Brawl: one Fan drawn from the Pub goes to the Square."""
    draws.brawl(sim, pub, cause, sorted(leave_out))


def loc_field(action: dict[str, Any], name: str, reserve: bool = True) -> Loc:
    """A location (0 = Town Square, 1-6 = Pubs) or "reserve", from an action."""
    v = action.get(name)
    if reserve and v == "reserve":
        return "reserve"
    if isinstance(v, bool) or not isinstance(v, int) or not 0 <= v <= 6:
        more = ' or "reserve"' if reserve else ""
        raise ActionError(
            "bad_field",
            _("'{name}' must be 0 (Town Square) to 6{more}, not {v}").format(name=name, more=more, v=repr(v)),
        )
    return v


def _may_leave(s: State, seat: int, loc: Loc, actor: int | None) -> None:
    if loc not in ("reserve", SQUARE) and seat in protected(s) and actor != seat:
        raise ActionError(
            "diehards", _("those Fans are Diehards this round: they cannot leave {x}").format(x=location_name(loc))
        )


@action(
    "move_fan",
    "Move a Fan by hand (Tricks)",
    {"type": "move_fan", "color": 0, "from": "reserve", "to": 5},
    (
        "Move a Fan into a full Pub: the Brawl drawn at the table",
        {"type": "move_fan", "color": 0, "from": "reserve", "to": 5, "drawn": [2]},
    ),
    (
        "Move a Fan, and the table draws any Brawl itself",
        {"type": "move_fan", "color": 0, "from": "reserve", "to": 5, "wait_for_draw": True},
    ),
    seated=False,
)
def move_fan(sim: Sim, actor: int | None, action: dict[str, Any]) -> None:
    """An ordinary move of one Fan (for Tricks): between locations and reserves."""
    s = sim.s
    draws.accept(sim, actor, action)
    seat = seat_field(s, action, "color", actor)
    src, to = loc_field(action, "from"), loc_field(action, "to")
    if src == to:
        raise ActionError("bad_field", _("'from' and 'to' are the same place"))
    have = s["reserve"][seat] if src == "reserve" else s["fans"][src][seat]
    if have <= 0:
        where = _("the reserve") if src == "reserve" else location_name(src)
        raise ActionError("no_fan", _("seat {seat} has no Fan in {where}").format(seat=seat, where=where))
    _may_leave(s, seat, src, actor)
    if to != "reserve":
        check_room(s, seat, to)
    sim.emit("fan_moved", seat=seat, src=src, to=to, why="move", corrects=seat)
    brawls(sim)


@action(
    "swap_fans",
    "Pub Crawl: two Fans trade places",
    {"type": "swap_fans", "a": {"color": 0, "at": 1}, "b": {"color": 2, "at": 4}},
    seated=False,
)
def swap_fans(sim: Sim, actor: int | None, action: dict[str, Any]) -> None:
    """Pub Crawl: two Fans of any colour trade places (two Pubs, or a Pub and the Square)."""
    s = sim.s
    pair = []
    for name in ("a", "b"):
        v = action.get(name)
        if not isinstance(v, dict):
            raise ActionError("bad_field", _('\'{name}\' must be {{"color": seat, "at": location}}').format(name=name))
        seat = seat_field(s, v, "color", None)
        loc = loc_field(v, "at", reserve=False)
        if s["fans"][loc][seat] <= 0:
            raise ActionError(
                "no_fan",
                _("'{name}': seat {seat} has no Fan in {x}").format(name=name, seat=seat, x=location_name(loc)),
            )
        _may_leave(s, seat, loc, actor)
        pair.append({"seat": seat, "at": loc})
    if pair[0]["at"] == pair[1]["at"]:
        raise ActionError("bad_field", _("the two Fans must be in two different locations"))
    sim.emit("fans_swapped", a=pair[0], b=pair[1])


@action(
    "move_bard",
    "Move a Bard by hand (Go Busking!, Backstage Pass)",
    {"type": "move_bard", "seat": 1, "to": 0},
    seated=False,
)
def move_bard(sim: Sim, actor: int | None, action: dict[str, Any]) -> None:
    """An ordinary move of a Bard (Go Busking!, Backstage Pass): a Duel there starts again."""
    s = sim.s
    seat = seat_field(s, action, "seat", actor)
    to = loc_field(action, "to", reserve=False)
    if s["at"][seat] == to:
        raise ActionError("bad_field", _("that Bard is already in {x}").format(x=location_name(to)))
    d = s["duel"]
    resets = bool(d and d["winner"] is None and (s["at"][seat] == d["pub"] or to == d["pub"]))
    sim.emit("bard_moved", seat=seat, to=to, resets_duel=resets, corrects=seat)


@action(
    "adjust_tips",
    "Tips by hand (Stage Banter, Up the Ante...)",
    {"type": "adjust_tips", "seat": 1, "delta": 2},
    seated=False,
)
def adjust_tips(sim: Sim, actor: int | None, action: dict[str, Any]) -> None:
    """An ordinary change of Tips (Stage Banter, Standing Ovation, Up the Ante...)."""
    s = sim.s
    seat = seat_field(s, action, "seat", actor)
    delta = action.get("delta")
    if isinstance(delta, bool) or not isinstance(delta, int) or delta == 0 or abs(delta) > 20:
        raise ActionError(
            "bad_field",
            _("'delta' must be a whole number from -20 to 20, not 0, not {delta}").format(delta=repr(delta)),
        )
    if s["tips"][seat] + delta < 0:
        raise ActionError(
            "not_enough_tips",
            ngettext("seat {seat} has only {n} Tip", "seat {seat} has only {n} Tips", s["tips"][seat]).format(
                seat=seat, n=s["tips"][seat]
            ),
        )
    sim.emit("tips", seat=seat, delta=delta, why="move", corrects=seat)


def goal_met(s: State) -> list[int]:
    """The seats with five Tips and their own Fans in five different Pubs."""
    pubs, _ = every_seats_pubs(s["fans"])
    return [i for i, (tips, p) in enumerate(zip(s["tips"], pubs, strict=True)) if meets_goal(tips, p)]


def check_win(sim: Sim) -> None:
    """Five-and-five: the game ends unless somebody plays a Trick to prevent it (the end is pending).

    The rulebook: the game "ends immediately as long as nobody plays a Trick Card to prevent this
    (Tricks may be played ... afterwards to cancel the fulfillment of the game end condition)". So the
    goal met makes the end pending; a Trick (and its moves by hand) that leaves nobody at
    five-and-five cancels it, and the game goes on where it was. The log keeps its meaning: logs
    stored before this rule end with `game_over` at once and still fold to the end they showed
    (tests/golden); tables since log `end_pending` first (golden log v4).
    """
    s = sim.s
    if s["phase"] in ("setup", "placement", "over") or s.get("brawl_due"):
        return  # a Brawl waiting for its draw is resolved before anything else
    met, ending = goal_met(s), s.get("ending")
    if met and not ending:
        sim.emit("end_pending", seats=met)
    elif ending and not met:
        sim.emit("end_cancelled")
    elif ending and met != ending["seats"]:  # another Bard reached it too, or one of two lost it
        sim.emit("end_pending", seats=met)


def end_now(sim: Sim) -> None:
    """The game is over: the winners by the tie-breaks, and the final standings."""
    s = sim.s
    sim.emit(
        "game_over",
        winners=winners(s["fans"], s["tips"]),
        standings=[x.as_dict() for x in final_standings(s["fans"], s["tips"])],
    )


# Who ends a pending end: every player lets it end (a table waits for everyone to say "no Trick":
# the one who reached five-and-five cannot cut the others off with a quick tap), or the host ends
# it at once (a phone passed round, or a player who has gone quiet).
@action(
    "end_game",
    "The game ends unless someone plays a Trick: let it end (the host: end it now)",
    {"type": "end_game"},
    ("The host's phone passed round lets it end for the seats it holds", {"type": "end_game", "seats": [0, 2]}),
    seated=False,
)
def end_game(sim: Sim, seat: int | None, action: dict[str, Any]) -> None:
    """A player plays no Trick and lets the game end; when all have (or the host says so), it ends."""
    ending = sim.s.get("ending")
    if not ending:
        raise ActionError("no_end", _("nobody has five Tips and Fans in five different Pubs: the game goes on"))
    if seat is not None and seat in ending["passed"]:
        raise ActionError("already_done", _("you have let the game end: wait for the others"))
    # One tap on a phone passed round answers for every seat it holds (each would only say "no Trick").
    answers = answering(sim.s, seat, action)
    for x in answers:
        if x not in sim.s["ending"]["passed"]:
            sim.emit("end_passed", seat=x)
    if not answers or len(sim.s["ending"]["passed"]) == sim.s["n"]:
        end_now(sim)
