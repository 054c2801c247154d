"""The King of All Bards: the turn prompt (who must act now, and what, in the rulebook's words).

Shared contract 1: `{"seats": [...], "do": "<a lower-case verb phrase>"}`; simultaneous choices
(Movement picks, Duel Songs, Refreshment) list every seat still to choose; `[]` once the game is over.
"""

from __future__ import annotations

from typing import Any

from companion.games.king_of_all_bards.draws import draw_count
from companion.games.king_of_all_bards.perform import perf_outcome
from companion.games.king_of_all_bards.state import State, order_from

Prompt = dict[str, Any]


def _p(seats: list[int], do: str) -> Prompt:
    return {"seats": seats, "do": do}


def _fans(k: int) -> str:
    return "1 Fan" if k == 1 else f"{k} Fans"


def _brawl(s: State) -> Prompt:
    d = s["brawl_due"][0]
    k = draw_count(s, d["pub"], d["cause"], d.get("leave_out", []))
    seats = [d["by"]] if d.get("by") is not None else order_from(s, s["first"] or 0)
    return _p(seats, f"put the Fans of Pub {d['pub']} in the Brawl bag and randomly pick {_fans(k)}")


def _setup(s: State) -> Prompt:
    if s["phase"] == "placement":
        return _p([s["turn"]], "place 1 of your Fans in a Pub of your choice and 1 in the Town Square")
    missing = [i for i, b in enumerate(s["bards"]) if not b]
    if missing:
        return _p(missing, "choose a Bard Card")
    return _p(list(range(s["n"])), "roll the dice to determine who will be the starting player")


def _duel(s: State) -> Prompt:
    d = s["duel"]
    if not d["revealed"]:
        left = [x for x in d["seats"] if str(x) not in d["songs"]]
        return _p(left, "secretly choose a Song Card from your hand to Sing in the Duel")
    if d["winner"] is None:
        left = [x for x in d["in"] if str(x) not in d["rolls"]]
        if not left:
            return _p(list(d["in"]), "apply all modifiers: the highest score wins the Duel")
        again = bool(d["steps"])
        return _p(left, "reroll your die (a tie)" if again else "roll a die for your Song")
    if d["rewards"] > 1:
        return _p([d["winner"]], f"choose {d['rewards']} different rewards, one for each defeated opponent")
    return _p([d["winner"]], "choose ONE out of three rewards: a Tip, a Fan in the Pub, or a card")


def _performance(s: State) -> Prompt:
    t, p = s["turn"], s["perf"]
    status = p["status"] if p else "done"
    if status == "declared":
        return _p([t], "roll the die")
    if status == "rolled":
        if p["roll"] == 1:
            return _p([t], "end your turn: an Epic Fail")
        if perf_outcome(s) == "success":
            k = p["rewards_left"]
            return _p([t], "choose your reward" if k == 1 else f"choose your rewards ({k} left)")
        return _p([t], "end your turn: a failed Song ends it")
    if status in ("failed", "cancelled"):
        return _p([t], "end your turn: a failed Song ends it")
    return _p([t], "pick a Song, or stop")


def prompt(s: State) -> Prompt:
    """Who must act now, and what, for the state as stored."""
    phase = s["phase"]
    if phase == "over":
        return _p([], "the game is over")
    if s.get("brawl_due"):
        return _brawl(s)
    r = s["ragnarok"]
    if r:
        return _p([r["seat"]], f"choose the Pubs where to conduct a Brawl ({r['left']} left), or stop")
    if phase in ("setup", "placement"):
        return _setup(s)
    if phase == "movement":
        left = [i for i, x in enumerate(s["picks"]) if x is None]
        return _p(left, "secretly choose on your die the number of the Pub you want to go to")
    if phase == "duels" and s["duel"]:
        return _duel(s)
    if phase == "performance" and s["turn"] is not None:
        return _performance(s)
    if phase == "refreshment":
        left = [i for i in order_from(s, s["first"]) if i not in s["refreshed"]]
        return _p(left, "discard any number of cards and refill your hand up to 6 cards")
    return _p([], "wait")
