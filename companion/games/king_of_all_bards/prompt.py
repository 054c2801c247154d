"""The King of All Bards: the turn prompt (who must act now, and what, in the rulebook's words).

Shared contract 1: `{"seats": [...], "do": "<a lower-case verb phrase>"}`; simultaneous choices
(Movement picks, Duel Songs, Refreshment) list every seat still to choose; `[]` once the game is over.
"""

from __future__ import annotations

from typing import Any

from companion.games.king_of_all_bards.draws import draw_count
from companion.games.king_of_all_bards.perform import perf_outcome
from companion.games.king_of_all_bards.state import State, order_from
from companion.i18n import _, ngettext

Prompt = dict[str, Any]


def _p(seats: list[int], do: str) -> Prompt:
    return {"seats": seats, "do": do}


def _brawl(s: State) -> Prompt:
    d = s["brawl_due"][0]
    k = draw_count(s, d["pub"], d["cause"], d.get("leave_out", []))
    seats = [d["by"]] if d.get("by") is not None else order_from(s, s["first"] or 0)
    return _p(
        seats,
        ngettext(
            "put the Fans of Pub {pub} in the Brawl bag and randomly pick {n} Fan",
            "put the Fans of Pub {pub} in the Brawl bag and randomly pick {n} Fans",
            k,
        ).format(pub=d["pub"], n=k),
    )


def _setup(s: State) -> Prompt:
    if s["phase"] == "placement":
        return _p([s["turn"]], _("place 1 of your Fans in a Pub of your choice and 1 in the Town Square"))
    missing = [i for i, b in enumerate(s["bards"]) if not b]
    if missing:
        return _p(missing, _("choose a Bard Card"))
    return _p(list(range(s["n"])), _("roll the dice to determine who will be the starting player"))


def _duel(s: State) -> Prompt:
    d = s["duel"]
    if not d["revealed"]:
        left = [x for x in d["seats"] if str(x) not in d["songs"]]
        return _p(left, _("secretly choose a Song Card from your hand to Sing in the Duel"))
    if d["winner"] is None:
        left = [x for x in d["in"] if str(x) not in d["rolls"]]
        if not left:
            return _p(list(d["in"]), _("apply all modifiers: the highest score wins the Duel"))
        again = bool(d["steps"])
        return _p(left, _("reroll your die (a tie)") if again else _("roll a die for your Song"))
    if d["rewards"] > 1:
        return _p(
            [d["winner"]],
            ngettext(
                "choose {n} different reward, one for each defeated opponent",
                "choose {n} different rewards, one for each defeated opponent",
                d["rewards"],
            ).format(n=d["rewards"]),
        )
    return _p([d["winner"]], _("choose ONE out of three rewards: a Tip, a Fan in the Pub, or a card"))


def _performance(s: State) -> Prompt:
    t, p = s["turn"], s["perf"]
    status = p["status"] if p else "done"
    if status == "declared":
        return _p([t], _("roll the die"))
    if status == "rolled":
        if p["roll"] == 1:
            return _p([t], _("end your turn: an Epic Fail"))
        if perf_outcome(s) == "success":
            k = p["rewards_left"]
            return _p([t], _("choose your reward") if k == 1 else _("choose your rewards ({n} left)").format(n=k))
        return _p([t], _("end your turn: a failed Song ends it"))
    if status in ("failed", "cancelled"):
        return _p([t], _("end your turn: a failed Song ends it"))
    return _p([t], _("pick a Song, or stop"))


def prompt(s: State) -> Prompt:
    """Who must act now, and what, for the state as stored."""
    phase = s["phase"]
    if phase == "over":
        return _p([], _("the game is over"))
    if s.get("brawl_due"):
        return _brawl(s)
    ending = s.get("ending")
    if ending:
        left = [i for i in order_from(s, s["first"]) if i not in ending["passed"]]
        return _p(left, _("play a Trick to prevent the end of the game, or let it end"))
    r = s["ragnarok"]
    if r:
        return _p([r["seat"]], _("choose the Pubs where to conduct a Brawl ({n} left), or stop").format(n=r["left"]))
    if phase in ("setup", "placement"):
        return _setup(s)
    if phase == "movement":
        left = [i for i, x in enumerate(s["picks"]) if x is None]
        return _p(left, _("secretly choose on your die the number of the Pub you want to go to"))
    if phase == "duels" and s["duel"]:
        return _duel(s)
    if phase == "performance" and s["turn"] is not None:
        return _performance(s)
    if phase == "refreshment":
        left = [i for i in order_from(s, s["first"]) if i not in s["refreshed"]]
        return _p(left, _("discard any number of cards and refill your hand up to 6 cards"))
    return _p([], _("wait"))
