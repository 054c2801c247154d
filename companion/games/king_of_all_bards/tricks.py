"""The King of All Bards: playing Tricks (paying Tips), Ragnarok's Brawls, and the Bad Luck tokens."""

from __future__ import annotations

from typing import Any

from companion.errors import ActionError
from companion.games.king_of_all_bards import bets, draws
from companion.games.king_of_all_bards.board import brawls, one_fan_brawl
from companion.games.king_of_all_bards.duels import walkover
from companion.games.king_of_all_bards.limits import answered, check_limits, rolled_die, singing, step
from companion.games.king_of_all_bards.rounds import need_phase
from companion.games.king_of_all_bards.rules import action
from companion.games.king_of_all_bards.songs import song_finished
from companion.games.king_of_all_bards.state import (
    Sim,
    die_value,
    eff,
    is_key,
    location_field,
    protected,
    pub_field,
    seat_field,
    trick_cost,
)
from companion.i18n import _, ngettext
from scoring.king_of_all_bards.brawl import bag
from scoring.king_of_all_bards.data import SQUARE, TOKENS, TRICK_BY_ID

PLAYING = ("movement", "duels", "performance", "refreshment")


def reroll(sim: Sim, target: int, action: dict[str, Any], why: str, by: int | None = None) -> None:
    """Reroll a Bard's die (Epic Solo, Cabbage): the new value replaces the old one (`by`: who played it)."""
    s = sim.s
    where = rolled_die(s, target)
    if where is None:
        raise ActionError("nothing_to_reroll", _("seat {target} has no die to reroll now").format(target=target))
    value, real = die_value(action, sim.rng)
    old = s["perf"]["roll"] if where == "perf" else s["duel"]["rolls"].get(str(target))
    if old == 1 and s["token_due"][target] > 0:  # saved from the Epic Fail: it earns no token (the new roll may)
        sim.emit("token_waived", seat=target, rerolled=True)
    # Played on another Bard, the roll says by whom: its line is what the other phones see (pt121).
    other = {"by": by} if by is not None and by != target else {}
    if where == "perf":
        sim.emit("perf_roll", seat=target, value=value, real=real, reroll=why, **other)
    else:
        sim.emit("duel_roll", pub=s["duel"]["pub"], seat=target, value=value, real=real, reroll=why, **other)


@action(
    "play_trick",
    "Play a Trick: pay its cost in Tips",
    {"type": "play_trick", "trick": "diehards"},
    ("Concentration on a Bard", {"type": "play_trick", "trick": "concentration", "target": 1, "delta": -1}),
    ("Vicious Heckle on the Bard singing", {"type": "play_trick", "trick": "vicious_heckle", "target": 0}),
    ("Ragnarok (roll, then choose the Pubs)", {"type": "play_trick", "trick": "ragnarok"}),
    (
        "Distribute Posters: a Fan to a location (0 the Square)",
        {"type": "play_trick", "trick": "distribute_posters", "to": 0},
    ),
    (
        "Up the Ante: the bet (a Duel's winner, or whose Fan the Brawl kicks out)",
        {"type": "play_trick", "trick": "up_the_ante", "guess": 1},
    ),
    (
        "Epic Solo, the new die rolled at the table",
        {"type": "play_trick", "trick": "epic_solo", "target": 0, "value": 5},
    ),
    (
        "Vicious Heckle: its Brawl drawn at the table",
        {"type": "play_trick", "trick": "vicious_heckle", "target": 0, "drawn": [2]},
    ),
    (
        "Diehards as a counter: the last Brawl is redone without your Fans",
        {"type": "play_trick", "trick": "diehards", "redo_brawl": True},
    ),
    (
        "Diehards counter, the redone Brawl drawn at the table",
        {"type": "play_trick", "trick": "diehards", "redo_brawl": True, "drawn": [0]},
    ),
)
def play_trick(sim: Sim, seat: int, action: dict[str, Any]) -> None:
    """Pay a Trick's cost in Tips and put it in play; the app resolves what it can."""
    s = sim.s
    need_phase(s, *PLAYING)
    draws.accept(sim, seat, action)
    tid = action.get("trick")
    if not is_key(tid) or tid not in TRICK_BY_ID:
        raise ActionError(
            "bad_field", _("no Trick {x}: see the Tricks reference for the ids").format(x=repr(str(tid)[:40]))
        )
    copies = eff(answered(s, tid)) if tid == "copycat" else None
    effect = copies or tid
    cost = trick_cost(tid, copies)
    if s["tips"][seat] < cost:
        raise ActionError(
            "not_enough_tips",
            ngettext("{name} costs {n} Tip; you have {have}", "{name} costs {n} Tips; you have {have}", cost).format(
                name=_(TRICK_BY_ID[tid].name), n=cost, have=s["tips"][seat]
            ),
        )
    ev: dict[str, Any] = {"seat": seat, "trick": tid, "cost": cost, "copies": copies, "step": step(s)}
    if effect == "cut_strings":
        answered(s, "cut_strings")
        ev["cuts"] = len(s["tricks"]) - 1
    elif effect == "concentration":
        ev["target"] = seat_field(s, action, "target", seat)
        ev["delta"] = action.get("delta", 1)
        if not is_key(ev["delta"]) or ev["delta"] not in (1, -1):
            raise ActionError("bad_field", _("'delta' must be 1 or -1"))
    elif effect == "marks_the_spot":
        ev["pub"] = pub_field(action)
    elif effect == "distribute_posters":
        ev["to"] = location_field(action, "to")
    elif effect in ("epic_solo", "vicious_heckle"):
        default = s["perf"]["seat"] if s["perf"] else None
        ev["target"] = seat_field(s, action, "target", default)
    elif effect == "diehards" and action.get("redo_brawl") is not None:
        if action["redo_brawl"] is not True:
            raise ActionError("bad_field", _("'redo_brawl' must be true (Diehards as a counter to the last Brawl)"))
        ev["redoes"] = draws.redo_target(s, seat)["pub"]
    check_limits(s, seat, tid, copies, ev)
    if effect == bets.ANTE:  # the bet is announced with the card and cannot change (pt126: it was never asked)
        ev |= bets.bet(s, action)
    if effect == "ragnarok":
        ev["value"], ev["real"] = die_value(action, sim.rng)
    redo = ev.get("redoes") is not None
    sim.emit("trick", **ev)
    if redo:
        draws.redo(sim, sim.s["brawls"][-1])
    _resolve(sim, seat, effect, ev, action)


def _resolve(sim: Sim, seat: int, effect: str, ev: dict[str, Any], action: dict[str, Any]) -> None:
    s = sim.s
    if effect == "share_the_loot":
        done = sum(1 for x in s["songs"] if x["success"] and x["genre"] == "epic")
        if done:
            sim.emit("tips", seat=seat, delta=done, why="share_the_loot")
    elif effect == "signing_session":
        # "Take one Fan from your reserve and place it in the location where your Bard currently stands"
        # (its limits checked a Fan in the reserve and a Bard on the board); a full Pub brawls as after a reward.
        sim.emit("fan_moved", seat=seat, src="reserve", to=s["at"][seat], why="signing_session")
        brawls(sim)
    elif effect == "distribute_posters":
        # "Take one Fan from your reserve and place it in any location": where, the player said with the play.
        sim.emit("fan_moved", seat=seat, src="reserve", to=ev["to"], why="distribute_posters")
        brawls(sim)
    elif effect == "standing_ovation":
        # "gain 1 tip for each successful song you have sung": this round's, a Duel won among them; a failed last
        # Song does not count (pt123: the Tip was paid and nothing came back).
        done = sum(1 for x in s["songs"] if x["seat"] == seat and x["success"])
        if done:
            sim.emit("tips", seat=seat, delta=done, why="standing_ovation")
    elif effect == "stage_banter":
        # "gain 1 tip for each of your fans in the pub" where the Drinking Song was sung: the Bard is still there.
        loc = s["at"][seat]
        fans = s["fans"][loc][seat] if loc not in (None, SQUARE) else 0
        if fans:
            sim.emit("tips", seat=seat, delta=fans, why="stage_banter")
    elif effect == "epic_solo":
        reroll(sim, ev["target"], action, "epic_solo", seat)  # the real die's face when the action brings one
    elif effect == "vicious_heckle":
        _heckle(sim, seat, ev["target"])


def _heckle(sim: Sim, seat: int, target: int) -> None:
    """Cancel the target's Song (a failed Song) and brawl in its Pub without the heckler's Fans."""
    s = sim.s
    where = singing(s, target)
    loc = s["at"][target]
    sim.emit("song_cancelled", seat=target, by=seat, duel=where == "duel")
    if where == "perf":
        p = s["perf"]
        song_finished(sim, target, {"genre": p["genre"], "mood": p["mood"]}, False, loc, duel=False)
    if loc not in (None, SQUARE):
        one_fan_brawl(sim, loc, "heckle", {seat})
    if where == "duel":
        walkover(sim)


@action(
    "ragnarok_brawl",
    "One of Ragnarok's Brawls",
    {"type": "ragnarok_brawl", "pub": 3},
    ("One of Ragnarok's Brawls, drawn at the table", {"type": "ragnarok_brawl", "pub": 3, "drawn": [1]}),
)
def ragnarok_brawl(sim: Sim, seat: int, action: dict[str, Any]) -> None:
    """One of Ragnarok's Brawls, in a Pub of the player's choice (one per Pub)."""
    s = sim.s
    r = s["ragnarok"]
    if not r or r["seat"] != seat:
        raise ActionError("no_ragnarok", _("play Ragnarok first: its Brawls are the player's who rolled it"))
    pub = pub_field(action)
    if pub in r["pubs"]:
        raise ActionError("already_brawled", _("Ragnarok has had its Brawl in Pub {pub} (one per Pub)").format(pub=pub))
    if not bag(s["fans"][pub], protected(s)):
        raise ActionError("empty_pub", _("Pub {pub} has no Fan a Brawl could draw").format(pub=pub))
    draws.accept(sim, seat, action)
    one_fan_brawl(sim, pub, "ragnarok", set())


@action("ragnarok_done", "End Ragnarok early", {"type": "ragnarok_done"})
def ragnarok_done(sim: Sim, seat: int, action: dict[str, Any]) -> None:
    """Stop Ragnarok before using every Brawl it rolled."""
    r = sim.s["ragnarok"]
    if not r or r["seat"] != seat:
        raise ActionError("no_ragnarok", _("no Ragnarok of yours is in play"))
    sim.emit("ragnarok_done", seat=seat)


@action("take_token", "After an Epic Fail: take a token", {"type": "take_token", "kind": "egg"})
def take_token(sim: Sim, seat: int, action: dict[str, Any]) -> None:
    """After an Epic Fail: take an Egg, Tomato or Cabbage from the supply (or waive it)."""
    s = sim.s
    if s["tokens"] is None:
        raise ActionError("no_tokens", _("this table plays without the Bad Luck tokens"))
    if s["token_due"][seat] <= 0:
        raise ActionError("no_token_due", _("a token is taken after an Epic Fail"))
    kind = action.get("kind")
    if kind == "none" or not any(s["tokens"].values()):
        sim.emit("token_waived", seat=seat)
        return
    if kind not in TOKENS:
        raise ActionError(
            "bad_field", _("'kind' must be one of {x}, not {kind}").format(x=", ".join(TOKENS), kind=repr(kind))
        )
    if s["tokens"][kind] <= 0:
        raise ActionError("token_gone", _("no {kind} left in the supply: choose another token").format(kind=kind))
    sim.emit("token_taken", seat=seat, kind=kind, step=step(s))


@action("use_token", "Play a token on a roll", {"type": "use_token", "kind": "tomato", "target": 2})
def use_token(sim: Sim, seat: int, action: dict[str, Any]) -> None:
    """Play a held token: Egg +1 / Tomato -1 on any Bard's roll; Cabbage rerolls your own die."""
    s = sim.s
    kind = action.get("kind")
    if kind not in TOKENS:
        raise ActionError(
            "bad_field", _("'kind' must be one of {x}, not {kind}").format(x=", ".join(TOKENS), kind=repr(kind))
        )
    if s["held"][seat][kind] <= 0:
        raise ActionError("no_token", _("you hold no {kind}").format(kind=kind))
    fresh = sum(1 for x in s.get("fresh_tokens", []) if x[:2] == [seat, kind] and x[2] == step(s))
    if s["held"][seat][kind] <= fresh:  # "On subsequent turns Bards can play these tokens"
        raise ActionError(
            "token_fresh", _("a token taken after an Epic Fail is played on a later turn, not on this roll")
        )
    target = seat if kind == "cabbage" else seat_field(s, action, "target", seat)
    if kind == "cabbage":
        if rolled_die(s, seat) is None:
            raise ActionError("nothing_to_reroll", _("a Cabbage rerolls your own die after you roll"))
        sim.emit("token_used", seat=seat, kind=kind, target=seat)
        reroll(sim, seat, action, "cabbage")
        return
    where = singing(s, target)
    if where is None:
        raise ActionError("no_target", _("seat {target} has no roll to change now").format(target=target))
    sim.emit("token_used", seat=seat, kind=kind, target=target, duel=where == "duel")
