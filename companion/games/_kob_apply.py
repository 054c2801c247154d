"""The King of All Bards: folding one event into the state (pure; never fails for act's events)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from companion.games._kob_state import State, active_tricks, eff, order_from
from scoring.king_of_all_bards.data import SQUARE
from scoring.king_of_all_bards.duels import duel_reward_count
from scoring.king_of_all_bards.standings import pubs_with_fans

Event = dict[str, Any]


def _row(s: State) -> dict[str, Any]:
    n = s["n"]
    return {"round": s["round"], "tips": list(s["tips"]), "pubs": [pubs_with_fans(s["fans"], i) for i in range(n)]}


# -- setup ----------------------------------------------------------------------------------


def _bard_chosen(s: State, e: Event) -> None:
    s["bards"][e["seat"]] = e["bard"]


def _first_player(s: State, e: Event) -> None:
    s["first"] = e["seat"]
    s["first_rounds"] = e.get("rounds")


def _placement_begins(s: State, e: Event) -> None:
    s["phase"] = "placement"
    s["turn"] = s["first"]


def _start_placed(s: State, e: Event) -> None:
    seat, pub = e["seat"], e["pub"]
    s["fans"][pub][seat] += 1
    s["fans"][SQUARE][seat] += 1
    s["reserve"][seat] -= 2
    s["performed"].append(seat)  # reused as "done" list during placement
    left = [x for x in order_from(s, s["first"]) if x not in s["performed"]]
    s["turn"] = left[0] if left else None


def _round_begins(s: State, e: Event) -> None:
    s["phase"] = "movement"
    s["round"] = e["round"]
    s["turn"] = None
    s["performed"] = []


# -- movement --------------------------------------------------------------------------------


def _picked(s: State, e: Event) -> None:
    s["picks"][e["seat"]] = e["pub"]


def _moved(s: State, e: Event) -> None:
    s["at"] = list(e["to"])
    s["picks"] = [None] * s["n"]
    s["phase"] = "duels"
    s["duels_done"] = []


# -- duels -----------------------------------------------------------------------------------


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


def _duel_song(s: State, e: Event) -> None:
    s["duel"]["songs"][str(e["seat"])] = e["song"]


def _duel_revealed(s: State, e: Event) -> None:
    d = s["duel"]
    d["revealed"] = True
    d["songs"] = dict(e["songs"])
    d["in"] = [x for x in d["seats"] if d["songs"].get(str(x))]
    d["out"] = [x for x in d["seats"] if not d["songs"].get(str(x))]


def _duel_roll(s: State, e: Event) -> None:
    s["duel"]["rolls"][str(e["seat"])] = e["value"]
    _epic_fail_token(s, e["seat"], e["value"])


def _duel_step(s: State, e: Event) -> None:
    d = s["duel"]
    d["steps"].append({"rolls": dict(e["rolls"]), "totals": dict(e["totals"]), "reason": e["reason"]})
    d["out"] += [x for x in e["out"] if x not in d["out"]]
    d["in"] = list(e["reroll"]) if e["winner"] is None else [e["winner"]]
    d["rolls"], d["tokens"] = {}, {}


def _song_cancelled(s: State, e: Event) -> None:
    seat = e["seat"]
    if e.get("duel"):
        d = s["duel"]
        d["in"] = [x for x in d["in"] if x != seat]
        d["out"].append(seat)
        d["rolls"].pop(str(seat), None)
    else:
        s["perf"]["status"] = "cancelled"


def _duel_won(s: State, e: Event) -> None:
    d = s["duel"]
    d["winner"] = e["winner"]
    for x in e["losers"]:
        s["at"][x] = SQUARE
    d["rewards"] = duel_reward_count(len(e["losers"])) if e["winner"] is not None else 0


def _duel_done(s: State, e: Event) -> None:
    s["duels_done"].append(e["pub"])
    s["duel"] = None


# -- performance -------------------------------------------------------------------------------


def _performance_begins(s: State, e: Event) -> None:
    s["phase"] = "performance"
    s["turn"] = e["turn"]
    s["performed"] = []
    s["duel"] = None


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
    _use_encore(s, seat)


def _use_encore(s: State, seat: int) -> None:
    for t in active_tricks(s):
        if eff(t) == "encore" and t["seat"] == seat and not t.get("used"):
            t["used"] = True
            s["perf"]["rewards_left"] = 3
            return


def _perf_roll(s: State, e: Event) -> None:
    p = s["perf"]
    p["roll"] = e["value"]
    p["status"] = "rolled"
    _epic_fail_token(s, e["seat"], e["value"])


def _reward(s: State, e: Event) -> None:
    if s["duel"] and s["duel"]["winner"] == e["seat"] and e.get("duel"):
        s["duel"]["rewards"] = 0
    elif s["perf"]:
        s["perf"]["rewards_left"] -= 1
        if e.get("mod") is not None:  # the first reward completes the roll: its modifier is fixed
            s["perf"]["locked"] = e["mod"]


def _song_done(s: State, e: Event) -> None:
    s["songs"].append({k: e[k] for k in ("seat", "genre", "mood", "loc", "success", "duel")})
    if s["perf"] and not e["duel"] and s["perf"]["seat"] == e["seat"]:
        s["perf"]["status"] = "done" if e["success"] else "failed"


def _turn_ended(s: State, e: Event) -> None:
    s["performed"].append(e["seat"])
    s["perf"] = None
    s["turn"] = e["next"]


# -- refreshment and the round's end ----------------------------------------------------------------


def _refreshment_begins(s: State, e: Event) -> None:
    s["phase"] = "refreshment"
    s["turn"] = None
    s["refreshed"] = []


def _refreshed(s: State, e: Event) -> None:
    s["refreshed"].append(e["seat"])


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


def _game_over(s: State, e: Event) -> None:
    row = _row(s)
    row["final"] = True
    s["history"].append(row)
    s["over"] = {"winners": list(e["winners"]), "standings": list(e["standings"])}
    s["phase"] = "over"
    s["turn"] = None


# -- the board -----------------------------------------------------------------------------------


def _fan_moved(s: State, e: Event) -> None:
    seat = e["seat"]
    if e["src"] == "reserve":
        s["reserve"][seat] -= 1
    else:
        s["fans"][e["src"]][seat] -= 1
    if e["to"] == "reserve":
        s["reserve"][seat] += 1
    else:
        s["fans"][e["to"]][seat] += 1


def _fans_swapped(s: State, e: Event) -> None:
    (sa, la), (sb, lb) = e["a"], e["b"]
    s["fans"][la][sa] -= 1
    s["fans"][lb][sa] += 1
    s["fans"][lb][sb] -= 1
    s["fans"][la][sb] += 1


def _brawl(s: State, e: Event) -> None:
    pub = e["pub"]
    for d in e["drawn"]:
        s["fans"][pub][d["seat"]] -= 1
        s["fans"][SQUARE][d["seat"]] += 1
    # Every phone lists this round's Brawls: several can come from one move (Pubs in order, Ragnarok).
    brawl = {"pub": pub, "cause": e["cause"], "drawn": [d["seat"] for d in e["drawn"]], "round": s["round"]}
    s["brawls"] = [*(b for b in s["brawls"] if b["round"] == s["round"]), brawl]
    r = s["ragnarok"]
    if e["cause"] == "ragnarok" and r:
        r["pubs"].append(pub)
        r["left"] -= 1
        if r["left"] <= 0:
            s["ragnarok"] = None


def _tips(s: State, e: Event) -> None:
    s["tips"][e["seat"]] += e["delta"]


def _bard_moved(s: State, e: Event) -> None:
    s["at"][e["seat"]] = e["to"]
    if s["duel"] and e.get("resets_duel"):
        s["duel"] = None


def _trick(s: State, e: Event) -> None:
    s["tips"][e["seat"]] -= e["cost"]
    entry = {k: e[k] for k in ("seat", "trick", "copies", "target", "delta", "pub", "cuts") if e.get(k) is not None}
    s["tricks"].append(entry)
    effect = e.get("copies") or e["trick"]
    if effect == "ragnarok":
        s["ragnarok"] = {"seat": e["seat"], "left": e["value"], "pubs": [], "roll": e["value"]}
    elif (
        effect == "encore"
        and s["perf"]
        and s["perf"]["seat"] == e["seat"]
        and s["perf"]["status"] in ("declared", "rolled")
    ):
        _use_encore(s, e["seat"])


def _ragnarok_done(s: State, e: Event) -> None:
    s["ragnarok"] = None


def _epic_fail_token(s: State, seat: int, value: int) -> None:
    if value == 1 and s["tokens"] is not None and any(s["tokens"].values()):
        s["token_due"][seat] += 1


def _token_taken(s: State, e: Event) -> None:
    s["tokens"][e["kind"]] -= 1
    s["held"][e["seat"]][e["kind"]] += 1
    s["token_due"][e["seat"]] -= 1


def _token_used(s: State, e: Event) -> None:
    kind, target = e["kind"], e["target"]
    s["held"][e["seat"]][kind] -= 1
    s["tokens"][kind] += 1
    delta = {"egg": 1, "tomato": -1}.get(kind, 0)
    if not delta:
        return
    if e.get("duel"):
        toks = s["duel"]["tokens"]
        toks[str(target)] = toks.get(str(target), 0) + delta
    else:
        s["perf"]["tokens"] += delta


def _token_waived(s: State, e: Event) -> None:
    s["token_due"][e["seat"]] = 0


def _noop(s: State, e: Event) -> None:
    """Events that only tell the log something (a card drawn, a Fan with nowhere to come from)."""


APPLY: dict[str, Callable[[State, Event], None]] = {
    "bard_chosen": _bard_chosen,
    "first_player": _first_player,
    "placement_begins": _placement_begins,
    "start_placed": _start_placed,
    "round_begins": _round_begins,
    "picked": _picked,
    "moved": _moved,
    "duel_begins": _duel_begins,
    "duel_song": _duel_song,
    "duel_revealed": _duel_revealed,
    "duel_roll": _duel_roll,
    "duel_step": _duel_step,
    "song_cancelled": _song_cancelled,
    "duel_won": _duel_won,
    "duel_done": _duel_done,
    "performance_begins": _performance_begins,
    "sing": _sing,
    "perf_roll": _perf_roll,
    "reward": _reward,
    "song_done": _song_done,
    "turn_ended": _turn_ended,
    "refreshment_begins": _refreshment_begins,
    "refreshed": _refreshed,
    "round_over": _round_over,
    "game_over": _game_over,
    "fan_moved": _fan_moved,
    "fans_swapped": _fans_swapped,
    "brawl": _brawl,
    "tips": _tips,
    "bard_moved": _bard_moved,
    "trick": _trick,
    "ragnarok_done": _ragnarok_done,
    "token_taken": _token_taken,
    "token_used": _token_used,
    "token_waived": _token_waived,
    "cards": _noop,
    "fan_missing": _noop,
}


def apply_event(state: State, event: Event) -> None:
    """Fold one event into the state in place."""
    APPLY[event["type"]](state, event)
