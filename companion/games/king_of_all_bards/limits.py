"""The King of All Bards: every Trick card's own limits of place and timing, checked in one place.

Each card lists its limits by name (`Trick.limits` in scoring/king_of_all_bards/data.py, with the
rulebook's words in `TRICK_LIMITS`); this module has one check per name. A Trick whose effect the
players carry out by hand (a Fan moved, Tips paid) is checked here just the same: its moves are
made with the board's ordinary moves afterwards.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from companion.errors import ActionError
from companion.games.king_of_all_bards import bets
from companion.games.king_of_all_bards.perform import perf_outcome, sung_before
from companion.games.king_of_all_bards.rounds import phase_word
from companion.games.king_of_all_bards.state import State, eff, protected, trick_cost
from companion.i18n import _
from scoring.king_of_all_bards.data import ONCE_A_ROUND, SQUARE, TRICK_BY_ID, TRICK_LIMITS, UNCANCELLABLE_TRICKS

Check = Callable[[State, int, dict[str, Any]], bool]


def step(s: State) -> list[Any]:
    """Where the game stands, coarsely: a Trick may be answered (Cut Strings, Copycat) until it moves on.

    "Getting a potential reward and playing a next Song Card always completes the previous
    action": a new Song, a roll, a reward, the next Duel step, turn or phase closes the window.
    What Tricks themselves change (a reroll, a cancelled Song, a Brawl) is left out.
    """
    p, d = s["perf"] or {}, s["duel"] or {}
    song = [p.get("sung"), p.get("roll") is not None, p.get("locked") is not None, p.get("status") == "done"]
    return [s["round"], s["phase"], s["turn"], *song, d.get("pub"), d.get("revealed"), len(d.get("steps", []))]


def _last_song(s: State, seat: int) -> dict[str, Any] | None:
    """The seat's Song that is still the action at hand (rolled, or just finished), or None.

    Another Song sung since (a Duel's other Songs excepted: they finish together) completes it.
    """
    p = s["perf"]
    if p and p["status"] in ("declared", "rolled"):
        if p["seat"] != seat or p["status"] == "declared":
            return None
        return {"genre": p["genre"], "success": perf_outcome(s) == "success"}
    songs = s["songs"]
    mine = [i for i, x in enumerate(songs) if x["seat"] == seat]
    if not mine:
        return None
    last = songs[mine[-1]]
    if any(not (last["duel"] and y["duel"] and y["loc"] == last["loc"]) for y in songs[mine[-1] + 1 :]):
        return None
    return last


def _after_singing(s: State, seat: int, ev: dict[str, Any]) -> bool:
    if s["phase"] == "refreshment":
        return seat not in s["refreshed"]
    if s["phase"] != "performance":
        return False
    p = s["perf"]
    if seat in s["performed"]:
        return True
    if s["turn"] != seat or not p:
        return False
    return p["status"] in ("done", "failed", "cancelled") or (p["status"] == "rolled" and perf_outcome(s) != "success")


def _before_dice(s: State, seat: int, ev: dict[str, Any]) -> bool:
    return bets.open_bet(s) is not None  # a Duel before its dice, a Brawl waiting for its draw, Ragnarok's


def _rival_fan_here(s: State, seat: int, ev: dict[str, Any]) -> bool:
    loc = s["at"][seat]
    if loc is None:
        return False
    keep = set() if loc == SQUARE else protected(s)
    return any(n > 0 and x != seat and x not in keep for x, n in enumerate(s["fans"][loc]))


def rolled_die(s: State, target: int) -> str | None:
    """Where `target` has a die that may still be rerolled: "perf", "duel", or None."""
    p, d = s["perf"], s["duel"]
    if p and p["seat"] == target and p["status"] == "rolled" and p.get("locked") is None:
        return "perf"
    if d and d["winner"] is None and target in d["in"] and str(target) in d["rolls"]:
        return "duel"
    return None


def singing(s: State, target: int) -> str | None:
    """Where `target` has a Song that may still be changed: "perf", "duel", or None."""
    p, d = s["perf"], s["duel"]
    if p and p["seat"] == target and p["status"] in ("declared", "rolled") and p.get("locked") is None:
        return "perf"
    if d and d["revealed"] and d["winner"] is None and target in d["in"]:
        return "duel"
    return None


def _response(s: State, seat: int, ev: dict[str, Any]) -> bool:
    last = s["tricks"][-1] if s["tricks"] else None
    return last is not None and last.get("step", step(s)) == step(s)  # logs before the window: no step kept


def _sung_this_round(s: State, seat: int, ev: dict[str, Any]) -> bool:
    """A Song sung this round; played on the Song being sung, that Song is the one sung again."""
    p = s["perf"]
    if p and p["seat"] == seat and p["status"] in ("declared", "rolled"):
        return sung_before(s, seat, p["genre"], p["mood"])
    return any(x["seat"] == seat for x in s["songs"])


# The limits about the seat's last Song: (succeeded, genre or None for any).
SONG_LIMITS = {
    "after_own_fail": (False, None),
    "after_own_success": (True, None),
    "after_own_drinking_success": (True, "drinking"),
}


def song_is(last: dict[str, Any] | None, limit: str) -> bool:
    """Whether the seat's last Song (`_last_song`) meets one of SONG_LIMITS."""
    success, genre = SONG_LIMITS[limit]
    return last is not None and last["success"] == success and (genre is None or last["genre"] == genre)


def _song_is(limit: str) -> Check:
    return lambda s, seat, ev: song_is(_last_song(s, seat), limit)


CHECKS: dict[str, Check] = {
    "response": _response,
    "rolled_die": lambda s, seat, ev: rolled_die(s, ev["target"]) is not None,
    "singing_target": lambda s, seat, ev: singing(s, ev["target"]) is not None,
    "movement": lambda s, seat, ev: s["phase"] == "movement",
    "in_pub": lambda s, seat, ev: s["at"][seat] not in (None, SQUARE),
    "in_pub_or_movement": lambda s, seat, ev: s["phase"] == "movement" or s["at"][seat] not in (None, SQUARE),
    "on_board": lambda s, seat, ev: s["at"][seat] is not None,
    "not_in_square": lambda s, seat, ev: s["at"][seat] != SQUARE,
    "after_own_fail": _song_is("after_own_fail"),
    "after_own_success": _song_is("after_own_success"),
    "after_own_drinking_success": _song_is("after_own_drinking_success"),
    "after_singing": _after_singing,
    "before_dice": _before_dice,
    "fan_to_place": lambda s, seat, ev: s["reserve"][seat] > 0 or s["fans"][SQUARE][seat] > 0,
    "rival_fan_here": _rival_fan_here,
    "fan_here": lambda s, seat, ev: s["at"][seat] is not None and s["fans"][s["at"][seat]][seat] > 0,
    "fan_in_square": lambda s, seat, ev: s["fans"][SQUARE][seat] > 0,
    "own_turn": lambda s, seat, ev: s["phase"] == "performance" and s["turn"] == seat,
    "sung_this_round": _sung_this_round,
    "deck_helga": lambda s, seat, ev: s["bards"][seat] == "helga",
    "one_ragnarok": lambda s, seat, ev: not s["ragnarok"],
}


def limits_of(trick: str, copies: str | None) -> list[tuple[str, str]]:
    """The (limit, card) pairs a play must meet: a copy is the copied Trick played by you, not from your deck."""
    own = [(x, trick) for x in TRICK_BY_ID[trick].limits]
    if not copies:
        return own
    return own + [(x, copies) for x in TRICK_BY_ID[copies].limits if x != "response" and not x.startswith("deck_")]


def answered(s: State, trick: str) -> dict[str, Any]:
    """The Trick a Cut Strings or a Copycat answers: the last one played (refused when there is none)."""
    last = s["tricks"][-1] if s["tricks"] else None
    if trick == "copycat" and (not last or eff(last) == "cut_strings"):
        raise ActionError("nothing_to_copy", _("Copycat copies the Trick played just before it (not Cut Strings)"))
    if trick == "cut_strings" and (not last or eff(last) in UNCANCELLABLE_TRICKS):
        raise ActionError("nothing_to_cancel", _("Cut Strings answers the Trick played just before it this round"))
    return last  # type: ignore[return-value]


def check_limits(s: State, seat: int, trick: str, copies: str | None, ev: dict[str, Any]) -> None:
    """Refuse a Trick its card does not allow now, here, on that target, or again this round."""
    if any(t["seat"] == seat and t["trick"] == trick for t in s["tricks"]):
        raise ActionError("once_a_round", _(ONCE_A_ROUND).format(trick=_(TRICK_BY_ID[trick].name)))
    for limit, card in limits_of(trick, copies):
        if not CHECKS[limit](s, seat, ev):
            name = _(TRICK_BY_ID[card].name)
            words = _(TRICK_LIMITS[limit]).format(trick=name, phase=phase_word(s["phase"]), target=ev.get("target"))
            raise ActionError("trick_limit", words, limit=limit)


# The Tricks that aim at the singer by default (a reroll, a Heckle); the others at the player who plays them.
AT_SINGER = ("epic_solo", "vicious_heckle")
# The limits of time (not of place): a card with one of them met is a Trick of this very moment.
MOMENTS = frozenset({"response", "rolled_die", "singing_target", "movement", "after_own_fail", "after_own_success"})
MOMENTS |= {"after_own_drinking_success", "after_singing", "before_dice", "own_turn", "sung_this_round"}


# The checks that look at the state only, never at the seat or the target: made once for every seat's list.
SEATLESS = frozenset({"response", "movement", "before_dice", "one_ragnarok"})
# Each card's own limits, those of time first: most cards are not of this moment, and that is the check that
# says so soonest (the checks are plain questions about the state, so their order changes no answer).
_OWN = {tid: tuple(sorted(trick.limits, key=lambda x: x not in MOMENTS)) for tid, trick in TRICK_BY_ID.items()}
_LATER = {tid: not MOMENTS.intersection(trick.limits) for tid, trick in TRICK_BY_ID.items()}
_UNASKED = object()
_COST = {tid: trick_cost(tid) for tid in TRICK_BY_ID}


def playable(
    s: State, seat: int, cards: tuple[str, ...] = tuple(TRICK_BY_ID), seatless: dict[str, bool] | None = None
) -> list[str]:
    """The Tricks `seat` may play now, by the cards' limits and its Tips; those whose moment it is come first.

    A card whose limit of time is met now (a reroll after a roll, Cunning Bargain after a failed Song) is listed
    before the others: the Tricks sheet shows them in this order. The checks are check_limits' own, without
    its refusals' words (this runs for every seat in every view). `cards`: the Tricks looked at (all of them).
    `seatless`: the answers of the checks in SEATLESS on this state, kept for the next seat's call.
    """
    if s["phase"] not in ("movement", "duels", "performance", "refreshment"):
        return []
    seatless = {} if seatless is None else seatless
    singer = s["perf"]["seat"] if s["perf"] else seat
    done = {t["trick"] for t in s["tricks"] if t["seat"] == seat}
    last = eff(s["tricks"][-1]) if s["tricks"] else None
    tips = s["tips"][seat]
    last_song: Any = _UNASKED  # the seat's last Song, looked up once (three limits ask it)
    out = []
    for tid in cards:
        copies = last if tid == "copycat" else None
        if tid in done or (tid == "copycat" and last in (None, "cut_strings")):
            continue
        if tid == "cut_strings" and (last is None or last in UNCANCELLABLE_TRICKS):
            continue
        if tips < (_COST[tid] if copies is None else trick_cost(tid, copies)):
            continue
        ev = None  # made only for a check that looks at the play (most cards fail on a seatless or Song limit first)
        limits = _OWN[tid] if copies is None else [x for x, _card in limits_of(tid, copies)]
        for limit in limits:
            if limit in SEATLESS:
                met = _seatless(s, limit, seat, tid, seatless)
            elif limit in SONG_LIMITS:
                if last_song is _UNASKED:
                    last_song = _last_song(s, seat)
                met = song_is(last_song, limit)
            else:
                if ev is None:
                    ev = {"seat": seat, "trick": tid, "target": singer if tid in AT_SINGER else seat}
                met = CHECKS[limit](s, seat, ev)
            if not met:
                break
        else:
            out.append(tid)
    return sorted(out, key=_LATER.__getitem__)


# The Tricks with a limit of time, in the cards' order: only they can be of this very moment.
TIMED = tuple(tid for tid, trick in TRICK_BY_ID.items() if MOMENTS.intersection(trick.limits))


def timely(s: State, seat: int, seatless: dict[str, bool] | None = None) -> list[str]:
    """The Tricks `seat` may play now whose limit of time is met: this moment's (the Tricks sheet's first group)."""
    # Only the timed cards checked: every view asks this for every seat (the others' limits were most of its cost).
    return playable(s, seat, TIMED, seatless)


def every_seats_timely(s: State) -> list[list[str]]:
    """`timely` for every seat, the checks that do not look at the seat made once."""
    seatless: dict[str, bool] = {}
    # A card whose seatless limits fail now fails for every seat: looked at once, not once per seat (every view
    # asks this; in the Movement phase most timed cards fail their moment). Copycat's limits are the copied card's.
    cards = tuple(tid for tid in TIMED if tid == "copycat" or _seatless_met(s, tid, seatless))
    return [playable(s, i, cards, seatless) for i in range(s["n"])]


def _seatless_met(s: State, tid: str, seatless: dict[str, bool]) -> bool:
    return all(_seatless(s, limit, 0, tid, seatless) for limit in _OWN[tid] if limit in SEATLESS)


def _seatless(s: State, limit: str, seat: int, tid: str, seatless: dict[str, bool]) -> bool:
    """A SEATLESS check's answer on this state, asked once and kept in `seatless` for every seat and card."""
    met = seatless.get(limit)
    if met is None:
        met = seatless[limit] = CHECKS[limit](s, seat, {"seat": seat, "trick": tid, "target": seat})
    return met
