"""The King of All Bards: the fold of the board's events (Fans, Brawls, Tips, Bards, Tricks, tokens)."""

from __future__ import annotations

from typing import Any

from companion.games.king_of_all_bards.rules import folds
from companion.games.king_of_all_bards.state import State, active_tricks, eff
from scoring.king_of_all_bards.data import SQUARE

Event = dict[str, Any]


# -- setup ----------------------------------------------------------------------------------


@folds("fan_moved")
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


@folds("fans_swapped")
def _fans_swapped(s: State, e: Event) -> None:
    sa, la, sb, lb = e["a"]["seat"], e["a"]["at"], e["b"]["seat"], e["b"]["at"]
    s["fans"][la][sa] -= 1
    s["fans"][lb][sa] += 1
    s["fans"][lb][sb] -= 1
    s["fans"][la][sb] += 1


@folds("brawl")
def _brawl(s: State, e: Event) -> None:
    pub = e["pub"]
    for d in e["drawn"]:
        s["fans"][pub][d["seat"]] -= 1
        s["fans"][SQUARE][d["seat"]] += 1
    # Every phone lists this round's Brawls: several can come from one move (Pubs in order, Ragnarok).
    brawl = {"pub": pub, "cause": e["cause"], "drawn": [d["seat"] for d in e["drawn"]], "round": s["round"]}
    if e.get("leave_out"):  # Vicious Heckle's heckler: a Diehards redo leaves them out again
        brawl["leave_out"] = list(e["leave_out"])
    # Beside each Brawl: whether it was drawn from the real bag (None in logs before issue #14).
    # And the phase it came in: a Movement's Brawl stayed on top of the Performance screen (pt32).
    kept = [x for x in zip(s["brawls"], s["brawls_at"], s["brawls_in"], strict=True) if x[0]["round"] == s["round"]]
    s["brawls"] = [*(b for b, _, _ in kept), brawl]
    s["brawls_at"] = [*(at for _, at, _ in kept), e.get("at_table")]
    s["brawls_in"] = [*(ph for _, _, ph in kept), s["phase"]]
    due = s.get("brawl_due")
    if due and due[0]["pub"] == pub and due[0]["cause"] == e["cause"]:
        due.pop(0)
    r = s["ragnarok"]
    if e["cause"] == "ragnarok" and r:
        r["pubs"].append(pub)
        r["left"] -= 1
        if r["left"] <= 0:
            s["ragnarok"] = None


@folds("brawl_due")
def _brawl_due(s: State, e: Event) -> None:
    due = {k: e[k] for k in ("pub", "cause", "by", "redo")}
    if e.get("leave_out"):
        due["leave_out"] = list(e["leave_out"])
    s.setdefault("brawl_due", []).append(due)


@folds("brawl_undone")
def _brawl_undone(s: State, e: Event) -> None:
    pub = e["pub"]
    for x in e["drawn"]:
        s["fans"][SQUARE][x] -= 1
        s["fans"][pub][x] += 1
    s["brawls"].pop()
    s["brawls_at"].pop()
    s["brawls_in"].pop()
    r = s["ragnarok"]
    if e["cause"] == "ragnarok" and r and pub in r["pubs"]:
        r["pubs"].remove(pub)
        r["left"] += 1


@folds("tips")
def _tips(s: State, e: Event) -> None:
    s["tips"][e["seat"]] += e["delta"]


@folds("bard_moved")
def _bard_moved(s: State, e: Event) -> None:
    s["at"][e["seat"]] = e["to"]
    if s["duel"] and e.get("resets_duel"):
        s["duel"] = None


def duel_changed(s: State) -> None:
    """The Duel's dice or totals changed (a roll, a token, a Trick): its losers' "No Trick" is asked again."""
    if s["duel"]:
        s["duel"].pop("passed", None)  # kept only while a loser has answered (older tables' states have none)


@folds("duel_passed")
def _duel_passed(s: State, e: Event) -> None:
    s["duel"].setdefault("passed", []).append(e["seat"])


@folds("trick")
def _trick(s: State, e: Event) -> None:
    s["tips"][e["seat"]] -= e["cost"]
    if s.get("ending"):  # a Trick played at the pending end: everyone may answer it before the end
        s["ending"]["passed"] = []
    duel_changed(s)  # and one played in a Duel: its losers may answer it
    entry = {
        k: e[k]
        for k in ("seat", "trick", "copies", "target", "delta", "pub", "cuts", "step", "guess", "on", "where")
        if e.get(k) is not None
    }
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
        use_encore(s, e["seat"])


@folds("bet_settled")
def _bet_settled(s: State, e: Event) -> None:
    s["tricks"][e["index"]] |= {"settled": True, "won": e["right"]}  # the Tricks sheet says how it went
    if e["right"]:
        s["tips"][e["seat"]] += 1


@folds("ragnarok_done")
def _ragnarok_done(s: State, e: Event) -> None:
    s["ragnarok"] = None


def epic_fail_token(s: State, seat: int, value: int) -> None:
    """An Epic Fail (a 1) earns a token while any are left (the tokens variant)."""
    if value == 1 and s["tokens"] is not None and any(s["tokens"].values()):
        s["token_due"][seat] += 1


@folds("token_taken")
def _token_taken(s: State, e: Event) -> None:
    s["tokens"][e["kind"]] -= 1
    s["held"][e["seat"]][e["kind"]] += 1
    s["token_due"][e["seat"]] -= 1
    if e.get("step") is not None:  # logs before issue #30 keep no step: their tokens are never fresh
        s.setdefault("fresh_tokens", []).append([e["seat"], e["kind"], e["step"]])


@folds("token_used")
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
        duel_changed(s)
    else:
        s["perf"]["tokens"] += delta


@folds("token_waived")
def _token_waived(s: State, e: Event) -> None:
    s["token_due"][e["seat"]] = 0


@folds("cards", "fan_missing")
def _noop(s: State, e: Event) -> None:
    """Events that only tell the log something (a card drawn, a Fan with nowhere to come from)."""


def use_encore(s: State, seat: int) -> None:
    """Mark the seat's active Encore as used."""
    for t in active_tricks(s):
        if eff(t) == "encore" and t["seat"] == seat and not t.get("used"):
            t["used"] = True
            s["perf"]["rewards_left"] = 3
            return


@folds("rolloff_roll")
def _rolloff_roll(s: State, e: Event) -> None:
    """A die in the roll-off: once every seat in it has rolled, a tie for the highest rolls again by itself."""
    r = s.get("rolloff") or {"in": list(range(s["n"])), "rolls": {}, "rounds": []}
    r["rolls"][str(e["seat"])] = e["value"]
    if all(str(x) in r["rolls"] for x in r["in"]):
        top = max(r["rolls"].values())
        tied = [x for x in r["in"] if r["rolls"][str(x)] == top]
        if len(tied) > 1:
            r["rounds"].append(r["rolls"])
            r["in"], r["rolls"] = tied, {}
    s["rolloff"] = r
