"""The King of All Bards: folding one event into the state (pure; never fails for act's events)."""

from __future__ import annotations

from typing import Any

from companion.games.king_of_all_bards.fold_board import duel_changed, epic_fail_token, use_encore  # its folds too
from companion.games.king_of_all_bards.rules import RULES, folds
from companion.games.king_of_all_bards.state import State, order_from
from scoring.king_of_all_bards.data import SQUARE
from scoring.king_of_all_bards.duels import duel_reward_count
from scoring.king_of_all_bards.standings import pubs_with_fans

Event = dict[str, Any]


def _row(s: State) -> dict[str, Any]:
    n = s["n"]
    return {"round": s["round"], "tips": list(s["tips"]), "pubs": [pubs_with_fans(s["fans"], i) for i in range(n)]}


# -- setup ----------------------------------------------------------------------------------


@folds("bard_chosen")
def _bard_chosen(s: State, e: Event) -> None:
    s["bards"][e["seat"]] = e["bard"]


@folds("first_player")
def _first_player(s: State, e: Event) -> None:
    s["first"] = e["seat"]
    s["first_rounds"] = e.get("rounds")
    s["rolloff"] = None


@folds("placement_begins")
def _placement_begins(s: State, e: Event) -> None:
    s["phase"] = "placement"
    s["turn"] = s["first"]


@folds("start_placed")
def _start_placed(s: State, e: Event) -> None:
    seat, pub = e["seat"], e["pub"]
    s["fans"][pub][seat] += 1
    s["fans"][SQUARE][seat] += 1
    s["reserve"][seat] -= 2
    s["performed"].append(seat)  # reused as "done" list during placement
    left = [x for x in order_from(s, s["first"]) if x not in s["performed"]]
    s["turn"] = left[0] if left else None


@folds("round_begins")
def _round_begins(s: State, e: Event) -> None:
    s["phase"] = "movement"
    s["round"] = e["round"]
    s["turn"] = None
    s["performed"] = []


# -- movement --------------------------------------------------------------------------------


@folds("picked")
def _picked(s: State, e: Event) -> None:
    s["picks"][e["seat"]] = e["pub"]


@folds("moved")
def _moved(s: State, e: Event) -> None:
    s["at"] = list(e["to"])
    s["picks"] = [None] * s["n"]
    s["phase"] = "duels"
    s["duels_done"] = []
    s["reveal"] = list(e["to"])  # every phone shows where each Bard went until the next Song


# -- duels -----------------------------------------------------------------------------------


@folds("duel_begins")
def _duel_begins(s: State, e: Event) -> None:
    s["duel"] = {
        "pub": e["pub"],
        "seats": list(e["seats"]),
        "songs": {},
        "revealed": False,
        "in": list(e["seats"]),
        "out": [],
        "rolls": {},
        "tokens": {},
        "winner": None,
        "rewards": 0,
        "steps": [],
    }
    s["duel_result"] = None


@folds("duel_song")
def _duel_song(s: State, e: Event) -> None:
    s["duel"]["songs"][str(e["seat"])] = e["song"]
    s["reveal"] = None


@folds("duel_revealed")
def _duel_revealed(s: State, e: Event) -> None:
    d = s["duel"]
    d["revealed"] = True
    d["songs"] = dict(e["songs"])
    d["in"] = [x for x in d["seats"] if d["songs"].get(str(x))]
    d["out"] = [x for x in d["seats"] if not d["songs"].get(str(x))]


@folds("duel_roll")
def _duel_roll(s: State, e: Event) -> None:
    s["duel"]["rolls"][str(e["seat"])] = e["value"]
    duel_changed(s)
    epic_fail_token(s, e["seat"], e["value"])


@folds("duel_step")
def _duel_step(s: State, e: Event) -> None:
    d = s["duel"]
    d["steps"].append({"rolls": dict(e["rolls"]), "totals": dict(e["totals"]), "reason": e["reason"]})
    d["out"] += [x for x in e["out"] if x not in d["out"]]
    d["in"] = list(e["reroll"]) if e["winner"] is None else [e["winner"]]
    d["rolls"], d["tokens"] = {}, {}
    duel_changed(s)


@folds("song_cancelled")
def _song_cancelled(s: State, e: Event) -> None:
    seat = e["seat"]
    if e.get("duel"):
        d = s["duel"]
        d["in"] = [x for x in d["in"] if x != seat]
        d["out"].append(seat)
        d["rolls"].pop(str(seat), None)
        duel_changed(s)
    else:
        s["perf"]["status"] = "cancelled"


@folds("duel_won")
def _duel_won(s: State, e: Event) -> None:
    d = s["duel"]
    d["winner"] = e["winner"]
    for x in e["losers"]:
        s["at"][x] = SQUARE
    d["rewards"] = duel_reward_count(len(e["losers"])) if e["winner"] is not None else 0
    # Every phone shows the result (the last step's totals and rolls) until the next Duel or Song.
    last = d["steps"][-1] if d["steps"] else None
    s["duel_result"] = {
        "pub": e["pub"],
        "winner": e["winner"],
        "losers": list(e["losers"]),
        "totals": dict(last["totals"]) if last else None,
        "rolls": dict(last["rolls"]) if last else None,
    }


@folds("duel_done")
def _duel_done(s: State, e: Event) -> None:
    s["duels_done"].append(e["pub"])
    s["duel"] = None


# -- performance -------------------------------------------------------------------------------


@folds("performance_begins")
def _performance_begins(s: State, e: Event) -> None:
    s["phase"] = "performance"
    s["turn"] = e["turn"]
    s["performed"] = []
    s["duel"] = None
    s["failed_song"] = None


@folds("sing")
def _sing(s: State, e: Event) -> None:
    seat = e["seat"]
    sung = s["perf"]["sung"] if s["perf"] else 0
    s["perf"] = {
        "seat": seat,
        "genre": e["genre"],
        "mood": e["mood"],
        "roll": None,
        "tokens": 0,
        "status": "declared",
        "rewards_left": 1,
        "sung": sung + 1,
    }
    use_encore(s, seat)
    s["reveal"] = s["duel_result"] = None


@folds("perf_roll")
def _perf_roll(s: State, e: Event) -> None:
    p = s["perf"]
    p["roll"] = e["value"]
    p["status"] = "rolled"
    s["failed_song"] = None
    epic_fail_token(s, e["seat"], e["value"])


@folds("reward")
def _reward(s: State, e: Event) -> None:
    if s["duel"] and s["duel"]["winner"] == e["seat"] and e.get("duel"):
        s["duel"]["rewards"] = 0
    elif s["perf"]:
        s["perf"]["rewards_left"] -= 1
        if e.get("mod") is not None:  # the first reward completes the roll: its modifier is fixed
            s["perf"]["locked"] = e["mod"]


@folds("song_done")
def _song_done(s: State, e: Event) -> None:
    s["songs"].append({k: e[k] for k in ("seat", "genre", "mood", "loc", "success", "duel")})
    if s["perf"] and not e["duel"] and s["perf"]["seat"] == e["seat"]:
        s["perf"]["status"] = "done" if e["success"] else "failed"


@folds("turn_ended")
def _turn_ended(s: State, e: Event) -> None:
    s["performed"].append(e["seat"])
    s["perf"] = None
    # The failed Song's roll stays on every phone until the next roll (the picker hid it at once: pt16).
    s["failed_song"] = {"seat": e["seat"], **e["failed"]} if e.get("failed") else None
    s["turn"] = e["next"]


# -- refreshment and the round's end ----------------------------------------------------------------


@folds("refreshment_begins")
def _refreshment_begins(s: State, e: Event) -> None:
    s["phase"] = "refreshment"
    s["turn"] = None
    s["refreshed"] = []


@folds("refreshed")
def _refreshed(s: State, e: Event) -> None:
    s["refreshed"].append(e["seat"])


@folds("round_over")
def _round_over(s: State, e: Event) -> None:
    s["history"].append(_row(s))
    s["first"] = e["first"]
    s["round"] += 1
    s["phase"] = "movement"
    for key, empty in (("tricks", []), ("songs", []), ("duels_done", []), ("performed", []), ("refreshed", [])):
        s[key] = list(empty)
    s["ragnarok"] = None
    s["perf"] = None
    s["duel"] = None
    s["turn"] = None
    s["reveal"] = s["duel_result"] = None
    if "fresh_tokens" in s:  # tokens taken this round are no longer fresh
        s["fresh_tokens"] = []


@folds("end_pending")
def _end_pending(s: State, e: Event) -> None:
    s["ending"] = {"seats": list(e["seats"]), "passed": []}


@folds("end_passed")
def _end_passed(s: State, e: Event) -> None:
    s["ending"]["passed"].append(e["seat"])


@folds("end_cancelled")
def _end_cancelled(s: State, e: Event) -> None:
    s["ending"] = None


@folds("game_over")
def _game_over(s: State, e: Event) -> None:
    if s.get("ending"):  # tables before the pending end have no such key: their state stays as stored
        s["ending"] = None
    row = _row(s)
    row["final"] = True
    s["history"].append(row)
    s["over"] = {"winners": list(e["winners"]), "standings": list(e["standings"])}
    s["phase"] = "over"
    s["turn"] = None


# -- the board -----------------------------------------------------------------------------------


def apply_event(state: State, event: Event) -> None:
    """Fold one event into the state in place."""
    RULES.fold(state, event)
