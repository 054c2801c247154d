"""The King of All Bards: what each phone may see (secret picks stripped) plus the arithmetic shown."""

from __future__ import annotations

from typing import Any

from companion.games.king_of_all_bards import bets
from companion.games.king_of_all_bards.draws import draw_count, drawable
from companion.games.king_of_all_bards.duels import duel_modifier, settling, waiting
from companion.games.king_of_all_bards.limits import every_seats_timely, step
from companion.games.king_of_all_bards.perform import perf_modifier, perf_outcome
from companion.games.king_of_all_bards.prompt import prompt
from companion.games.king_of_all_bards.state import State, active_tricks, eff, song_context
from companion.games.rules import clone_state
from scoring.king_of_all_bards.data import GENRES, MOODS
from scoring.king_of_all_bards.duels import duel_reward_count
from scoring.king_of_all_bards.modifiers import (
    chance_of_success,
    modifiers,
    percent,
    song_total,
    total_modifier,
)
from scoring.king_of_all_bards.standings import decided_by, every_seats_pubs

_CHANGED = ("duel", "perf", "over")  # the parts of the state a view changes in place

SECRET_EVENTS = {"picked": "pub", "duel_song": "song"}


def public_event(event: dict[str, Any]) -> dict[str, Any]:
    """An event without its secret: a pick's Pub, a Duel Song before the reveal."""
    field = SECRET_EVENTS.get(event["type"])
    return {k: v for k, v in event.items() if k != field} if field else event


def _breakdown(state: State, seat: int, genre: str, mood: str, tokens: int) -> dict[str, Any]:
    mods = modifiers(song_context(state, seat, genre, mood, tokens))
    m = total_modifier(mods)
    return {"mods": [x.as_list() for x in mods], "mod": m, "chance": percent(chance_of_success(m))}


def _preview(state: State, seat: int) -> dict[str, list[int]]:
    """Modifier and chance of success for each of the eight kinds of Song, for one seat."""
    out = {}
    for g in GENRES:
        for m in MOODS:
            b = _breakdown(state, seat, g, m, 0)
            out[f"{g}-{m}"] = [b["mod"], b["chance"]]
    return out


def _may_cabbage(state: State, seat: int) -> bool:
    """The singer holds a Cabbage that may reroll this roll (not one taken on it: "on subsequent turns")."""
    held = (state["held"][seat] or {}).get("cabbage", 0) if state["tokens"] is not None else 0
    fresh = sum(1 for x in state.get("fresh_tokens", []) if x[:2] == [seat, "cabbage"] and x[2] == step(state))
    return held > fresh


def _beside(v: dict) -> tuple[list, list, list]:
    """The Brawls, with where each was drawn and the phase it came in (taken out of the view's copy)."""
    return v["brawls"], v.pop("brawls_at"), v.pop("brawls_in")


def view(state: State, seat: int | None) -> State:
    """The state as `seat` may see it (None: everyone), with breakdowns and chances added."""
    # A shallow copy: below, only the Duel, the Performance and the end are changed in place, so
    # only they are copied (the whole state's copy was a third of a view's cost).
    v = dict(state)
    for part in _CHANGED:
        if v[part]:
            v[part] = clone_state(v[part])
    picks = v.pop("picks")
    v["picked"] = [p is not None for p in picks]
    # Each Brawl says where it was drawn (as its log line) and its phase: the page shows this phase's Brawls (pt32).
    v["brawls"] = [{**b, "at_table": at, "phase": ph} for b, at, ph in zip(*_beside(v), strict=True)]
    v["my_pick"] = picks[seat] if seat is not None else None
    v["pubs"], v["in_pubs"] = every_seats_pubs(v["fans"])
    v["active"] = [{**t, "effect": eff(t)} for t in active_tricks(state)]
    # Per seat, the Tricks of this moment its player may play (a reroll after a roll, Cunning Bargain after a failed
    # Song): public, as the board, the Tips and the Play Zones say it. The view is made once a change for every phone.
    v["playable"] = every_seats_timely(state)
    # Tokens taken on this very roll (after its Epic Fail) wait for a later turn: the page disables them, saying why.
    now = step(state)
    v["fresh"] = [[k for x, k, at in state.get("fresh_tokens", []) if x == i and at == now] for i in range(state["n"])]
    v["preview"] = {}
    d = v["duel"]
    if d:
        if not d["revealed"]:
            v["my_song"] = d["songs"].get(str(seat)) if seat is not None else None
            d["songs"] = {k: True for k in d["songs"]}
            v["preview"] = {str(x): _preview(state, x) for x in d["seats"]}
        else:
            d["info"] = {}
            for x in d["in"]:
                song = d["songs"][str(x)]
                info = _breakdown(state, x, song["genre"], song["mood"], d["tokens"].get(str(x), 0))
                roll = d["rolls"].get(str(x))
                if roll is not None:
                    info["roll"], info["total"] = roll, song_total(roll, duel_modifier(state, x))
                d["info"][str(x)] = info
            d["settles"], d["asked"] = _settles(state, d)
    p = v["perf"]
    if p and p["status"] in ("declared", "rolled"):
        p.update(_breakdown(state, p["seat"], p["genre"], p["mood"], p["tokens"]))
        if p.get("locked") is not None:  # rewards are being taken: the roll was settled with this
            p["mod"] = p["locked"]
        if p["roll"] is not None:
            m = perf_modifier(state)
            p["total"], p["outcome"] = song_total(p["roll"], m), perf_outcome(state)
            p["cabbage"] = _may_cabbage(state, p["seat"])
    if v["phase"] == "performance" and v["turn"] is not None and (not p or p["status"] == "done"):
        v["preview"] = {str(v["turn"]): _preview(state, v["turn"])}
    if d and d["winner"] is not None and d["rewards"]:
        v["turn"] = d["winner"]
    # The open bet: whom an Up the Ante may name now (the Tricks sheet's choice).
    v["prompt"], v["first_player"], v["open_bet"] = prompt(state), state["first"], bets.open_bet(state)
    if v["over"]:
        v["over"]["decided"] = decided_by(v["over"]["standings"])
    v["brawl_bag"] = _brawl_bag(state)
    return v


def _brawl_bag(state: State) -> dict[str, Any] | None:
    """The bag of the Brawl waiting for its draw: what "We drew..." may pick, and each colour's odds."""
    due = state.get("brawl_due")
    if not due:
        return None
    discs = drawable(state, due[0]["pub"], due[0].get("leave_out", []))
    k = draw_count(state, due[0]["pub"], due[0]["cause"], due[0].get("leave_out", []))
    return {"pub": due[0]["pub"], "cause": due[0]["cause"], "count": k, "bag": _bag(discs, state["n"])}


def own_view(state: State, seat: int) -> State:
    """What only `seat` sees beyond everyone's view: its secret pick, and its Duel Song before the reveal."""
    own: State = {"my_pick": state["picks"][seat]}
    d = state["duel"]
    if d and not d["revealed"]:
        song = d["songs"].get(str(seat))
        own["my_song"] = dict(song) if isinstance(song, dict) else song
    return own


def _bag(discs: list[int], n: int) -> list[list[int]]:
    """Per seat: its Fans in the Brawl bag and the chance (%) that the first disc drawn is one of them."""
    return [[discs.count(i), round(100 * discs.count(i) / len(discs)) if discs else 0] for i in range(n)]


def _settles(state: State, d: State) -> tuple[dict[str, Any] | None, list[int]]:
    """What settling the Duel's rolls now gives (the winner's reward at once, or who rerolls), and who is asked.

    Asked: the losers yet to say "No Trick" (`d`, the view's Duel, keeps their answers).
    """
    step = settling(state)
    if step is None:
        return None, []
    rewards = duel_reward_count(len(d["seats"]) - 1) if step.winner is not None else 0
    settles = {"winner": step.winner, "reason": step.reason, "rewards": rewards, "reroll": list(step.reroll)}
    return settles, waiting(d, step)
