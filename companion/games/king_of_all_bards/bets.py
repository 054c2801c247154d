"""Up the Ante: a bet on a Duel's winner or on whose Fan a Brawl kicks out, taken with the card, paid when decided.

"Play before a brawl or a duel, guess the outcome, if you successfully do, gain 1 tip ... Once you announce
your bet, you cannot change it. You should guess correctly either who will win the Duel, or whose Fan will be
kicked out of the Pub." The bet is part of the play (the `guess` seat); the Duel's end or the Brawl's draw
settles every open bet on it with one `bet_settled` event, +1 Tip when right.
"""

from __future__ import annotations

from typing import Any

from companion.errors import ActionError
from companion.games.king_of_all_bards.state import Sim, State, active_tricks, eff, seat_field
from companion.i18n import _

ANTE = "up_the_ante"


def _duel_ahead(s: State) -> bool:
    """A Duel whose dice are not rolled yet."""
    d = s["duel"]
    return bool(d and d["winner"] is None and not d["rolls"] and not d["steps"])


def _candidates(s: State) -> tuple[str, int | None, list[int]]:
    """What a bet now is on: ("duel", its Pub, the duelists) before a Duel's dice, else the next Brawl's."""
    d = s["duel"]
    if _duel_ahead(s):
        return "duel", d["pub"], list(d["seats"])
    due = s.get("brawl_due") or []
    if due:
        pub, out = due[0]["pub"], set(due[0].get("leave_out", []))
        return "brawl", pub, [x for x, n in enumerate(s["fans"][pub]) if n > 0 and x not in out]
    return "brawl", None, list(range(s["n"]))  # Ragnarok's Brawls: any Bard's Fan may go


def open_bet(s: State) -> dict[str, Any] | None:
    """What an Up the Ante bets on now ({"on", "seats"}: the Tricks sheet's choice); None: no Duel or Brawl ahead."""
    if _duel_ahead(s) or s.get("brawl_due") or s["ragnarok"]:
        on, _where, seats = _candidates(s)
        return {"on": on, "seats": seats}
    return None


def bet(s: State, action: dict[str, Any]) -> dict[str, Any]:
    """The bet an Up the Ante names (`guess`), checked against who can win the Duel or lose a Fan."""
    on, where, who = _candidates(s)
    guess = seat_field(s, action, "guess", None)
    if guess not in who:
        words = (
            _("'guess' must be one of the Duel's Bards (seats {seats}), not {v}")
            if on == "duel"
            else _("'guess' must be a seat with a Fan in the Brawl's Pub (seats {seats}), not {v}")
        )
        raise ActionError("bad_field", words.format(seats=", ".join(map(str, who)), v=guess))
    return {"guess": guess, "on": on, **({"where": where} if where is not None else {})}


def settle(sim: Sim, on: str, pub: int, outcome: list[int]) -> None:
    """Settle the open bets on this Duel (`outcome`: its winner) or Brawl (the seats whose Fans it kicked out)."""
    s = sim.s
    live = {id(t) for t in active_tricks(s)}  # a bet whose card was cut pays nothing
    for index, t in enumerate(s["tricks"]):
        if eff(t) != ANTE or t.get("settled") or id(t) not in live or t.get("on") != on:
            continue
        if t.get("where", pub) != pub:
            continue
        right = t["guess"] in outcome
        sim.emit("bet_settled", index=index, seat=t["seat"], guess=t["guess"], right=right, pub=pub)
