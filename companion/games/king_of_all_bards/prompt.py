"""The King of All Bards: the turn prompt (who must act now, and what, in the rulebook's words).

Shared contract 1: `{"seats": [...], "do": "<a lower-case verb phrase>"}`, with `them`, the same said of
the player to the other phones, where `do` says "your" (German and Russian cannot swap it); simultaneous choices
(Movement picks, Duel Songs, Refreshment) list every seat still to choose; `[]` once the game is over.
Each phrase names the one next action, as its button does, in a few words: the phone shows it after
"Your turn:" or a player's name, in two lines at most at 360 px with six long names (issue #26);
the panels below say the rest (the bag's odds, the Songs' chances, the modifiers).
"""

from __future__ import annotations

from typing import Any

from companion.games.king_of_all_bards.duels import settling, waiting
from companion.games.king_of_all_bards.perform import perf_outcome
from companion.games.king_of_all_bards.state import State, order_from
from companion.i18n import _, ngettext

Prompt = dict[str, Any]


def _p(seats: list[int], do: str, them: str | None = None) -> Prompt:
    """A prompt for `seats`; `them`: the phrase as the other phones read it ("their", "seine")."""
    return {"seats": seats, "do": do} | ({"them": them} if them else {})


def _brawl(s: State) -> Prompt:
    d = s["brawl_due"][0]
    seats = [d["by"]] if d.get("by") is not None else order_from(s, s["first"] or 0)
    return _p(seats, _("draw the Brawl in Pub {pub}").format(pub=d["pub"]))


def _setup(s: State) -> Prompt:
    if s["phase"] == "placement":
        return _p([s["turn"]], _("place your first Fans"), _("place their first Fans"))
    missing = [i for i, b in enumerate(s["bards"]) if not b]
    if missing:
        return _p(missing, _("choose a Bard Card"))
    r = s.get("rolloff") or {"in": list(range(s["n"])), "rolls": {}}  # each seat rolls on its own phone (pt40)
    return _p([x for x in r["in"] if str(x) not in r["rolls"]], _("roll for the First Player"))


def _duel(s: State) -> Prompt:
    d = s["duel"]
    if not d["revealed"]:
        left = [x for x in d["seats"] if str(x) not in d["songs"]]
        return _p(left, _("choose a Song (secret)"))
    if d["winner"] is None:
        left = [x for x in d["in"] if str(x) not in d["rolls"]]
        if not left:  # every die rolled: a Trick (Epic Solo) or a token may still change it, then settle
            step = settling(s)
            if step and waiting(d, step):
                # Each loser first: the last "No Trick" settles it, and the winner's rewards follow (pt63: "choose 2
                # different rewards" led the winner's phone while a loser had not answered). As the game's end asks.
                # As short as German and Russian say it (pt111: three lines at 360 px after "Your turn (and 1 more):");
                # the Duel card and "No Trick: settle the Duel" say what "not" does.
                return _p(waiting(d, step), _("play a Trick or not"))
            return _p(list(d["in"]), _("settle the Duel"))
        again = bool(d["steps"])
        if again:
            return _p(left, _("reroll your die (a tie)"), _("reroll their die (a tie)"))
        return _p(left, _("roll a die for your Song"), _("roll a die for their Song"))
    return _rewards(d["winner"], d["rewards"])


def _rewards(winner: int, n: int) -> Prompt:
    """The Duel's winner chooses `n` different rewards."""
    if n > 1:
        return _p([winner], ngettext("choose {n} different reward", "choose {n} different rewards", n).format(n=n))
    return _p([winner], _("choose your reward"), _("choose their reward"))


def _failed(t: int) -> Prompt:
    """The singer's Song failed: the turn ends."""
    return _p([t], _("end your turn after the failed Song"), _("end their turn after the failed Song"))


def _token(s: State) -> Prompt | None:
    """A Bad Luck token due after an Epic Fail, in a Duel or a Song: "he chooses and takes" it then (pt16).

    Asked before the next step so the host's phone passed round turns to that player; the server still
    takes the Duel's other rolls and rewards meanwhile (only the prompt waits).
    """
    due = s.get("token_due") or []
    if s["phase"] not in ("duels", "performance") or s.get("tokens") is None:
        return None
    seats = [x for x in order_from(s, s["first"] or 0) if due[x] > 0]
    return _p(seats, _("take a token after the Epic Fail")) if seats else None


def _performance(s: State) -> Prompt:
    t, p = s["turn"], s["perf"]
    status = p["status"] if p else "done"
    if status == "declared":
        return _p([t], _("roll the die"))
    if status == "rolled":
        if p["roll"] == 1:  # one instruction after "Your turn:", never "Your turn: end your turn: …"
            if (s.get("token_due") or [0] * s["n"])[t] > 0:  # the token first: "No token" ends the turn
                return _p([t], _("take a token after the Epic Fail"))
            return _p([t], _("end your turn after the Epic Fail"), _("end their turn after the Epic Fail"))
        if perf_outcome(s) == "success":
            k = p["rewards_left"]
            if k == 1:
                return _p([t], _("choose your reward"), _("choose their reward"))
            return _p(
                [t], _("choose your rewards ({n} left)").format(n=k), _("choose their rewards ({n} left)").format(n=k)
            )
        return _failed(t)
    if status in ("failed", "cancelled"):
        return _failed(t)
    if p and p.get("sung"):  # how many this turn: a hand holds 6 Songs at most (more only by drawing, pt40)
        return _p([t], _("pick a Song, or stop ({n} sung)").format(n=p["sung"]))
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
        return _p(left, _("play a Trick or let it end"))
    r = s["ragnarok"]
    if r:
        return _p([r["seat"]], _("choose a Pub for a Brawl ({n} left)").format(n=r["left"]))
    if phase in ("setup", "placement"):
        return _setup(s)
    if phase == "movement":
        left = [i for i, x in enumerate(s["picks"]) if x is None]
        return _p(left, _("pick a Pub (secret)"))
    token = _token(s)
    if token:
        return token
    if phase == "duels" and s["duel"]:
        return _duel(s)
    if phase == "performance" and s["turn"] is not None:
        return _performance(s)
    if phase == "refreshment":
        left = [i for i in order_from(s, s["first"]) if i not in s["refreshed"]]
        return _p(left, _("refill your hand to 6 cards"), _("refill their hand to 6 cards"))
    return _p([], _("wait"))
