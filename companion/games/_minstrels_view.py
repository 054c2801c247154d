"""Minstrels: what each seat may see (secrets stripped, placement hints) and the log lines."""

from __future__ import annotations

from typing import Any

from companion.games._minstrels_act import current, placement_event
from companion.games._minstrels_fold import State
from companion.games.base import Player
from scoring.minstrels.data import CHARACTERS, HERO_BY_NAME
from scoring.minstrels.placement import open_spaces, placement_cost


def view(state: State, seat: int | None) -> State:
    """The state as `seat` may see it: others' hero cards (until play) and unfinished quests hidden."""
    phase = state["phase"]
    v = dict(state)
    v["players"] = []
    for i, p in enumerate(state["players"]):
        q = dict(p)
        if i != seat:
            q["offer"] = []
            if phase == "setup":
                q["hero"] = None
            if p["quest"] and not p["quest"]["done"] and phase != "over":
                q["quest"] = {"marks": None, "done": None}
        v["players"].append(q)
    shown = {h for q in v["players"] for h in [*q["offer"], q["hero"]] if h}
    v["hero_text"] = {h: HERO_BY_NAME[h].text for h in sorted(shown)}
    turn = current(state) if phase == "play" else None
    v["turn"] = turn
    who = seat if seat is not None else turn
    v["hints"] = {"seat": who, "list": hints(state, who, with_quest=seat is not None)}
    return v


def hints(state: State, seat: int | None, with_quest: bool = True) -> list[list[int]]:
    """Every legal placement for `seat` this round: [column, space, face, character die, coins, VP, coins gained].

    Both die orders are listed when they differ (the Wizard's VP depends on the coins left).
    """
    if seat is None or state["phase"] != "play" or state["dice"] is None:
        return []
    p = state["players"][seat]
    if p["placed"] or state["order"].index(seat) < state["turn_i"]:
        return []
    dice = state["dice"]
    dies = (0,) if dice[0] == dice[1] else (0, 1)
    out = []
    for column, space in open_spaces(p["pieces"]):
        for face, character in enumerate(CHARACTERS, 1):
            if state["supply"][character] <= 0:
                continue
            for d in dies:
                cost, _ = placement_cost(dice, character, space, d)
                if cost > p["coins"]:
                    continue
                e = placement_event(state, seat, column, space, character, d, with_quest=with_quest)
                out.append([column, space, face, d, cost, sum(g[2] for g in e["gains"]), sum(g[3] for g in e["gains"])])
    return out


def public_event(event: dict[str, Any]) -> dict[str, Any]:
    """Board setups keep the hero kept and the quest marked secret."""
    if event["type"] == "board_ready":
        return {k: v for k, v in event.items() if k not in ("hero", "quest")}
    return event


def _dice(values: list[int]) -> str:
    return " · ".join(f"{v} {CHARACTERS[v - 1]}" for v in values)


def _gains(gains: list[list], players: list[Player] | None = None) -> str:
    parts = []
    for g in gains:
        if not g[-2] and not g[-1]:
            continue
        who = f"{players[g[0]].name} " if players else ""
        src, vp, coins = g[-4], g[-2], g[-1]
        bits = [f"+{vp} VP" if vp else "", f"+{coins} coin{'s' * (coins != 1)}" if coins else ""]
        parts.append(f"{who}{src} {' '.join(b for b in bits if b)}".strip())
    return ", ".join(p for p in parts if p)


def describe(e: dict[str, Any], players: list[Player]) -> str:
    """One log line per event, without secrets."""
    kind = e["type"]
    who = players[e["seat"]].name if "seat" in e else ""
    if kind == "board_ready":
        return f"{who}'s board is set up"
    if kind == "dice_rolled":
        extra = f"; {_gains(e['gains'], players)}" if e["gains"] else ""
        return f"Dice: {_dice(e['values'])}{' (real dice)' if e['real'] else ''}{extra}"
    if kind == "rerolled":
        extra = f"; {_gains(e['gains'], players)}" if e["gains"] else ""
        return f"{who} (Kratos) paid {e['cost']} coin to reroll: {_dice(e['values'])}{extra}"
    if kind == "placed":
        how = "bought and placed" if e["bought"] else "placed"
        paid = [
            f"paid {e['cost']} coin{'s' * (e['cost'] != 1)}" if e["cost"] else "",
            f"took {e['picked_up']} coin from the space" if e["picked_up"] else "",
        ]
        paid_s = f" ({', '.join(x for x in paid if x)})" if any(paid) else ""
        scored = _gains(e["gains"]) or "no VP"
        return f"{who} {how} a {e['character']} on column {e['column']}, space {e['space']}{paid_s}: {scored}"
    if kind == "task_done":
        name = f" '{e['name']}'" if e.get("name") else ""
        return f"{who} completed a task{name}: {_gains([['Task', '', e['vp'], e['coins']]]).removeprefix('Task ')}"
    if kind == "passed":
        return f"{who} passed: +{e['coins']} coin{'s' * (e['coins'] != 1)}"
    if kind == "turn_ended":
        extra = f" ({_gains(e['gains'])})" if e["gains"] else ""
        end = ": 2 or fewer character types are left, the game ends after this round" if e["ending"] else ""
        return f"{who} ended the turn{extra}{end}"
    if kind == "round_ended":
        bits = [f"{players[e['first']].name} is the first player"]
        if e["removed"]:
            bits.append("returned to the box: " + ", ".join(f"{n} {c}" for c, n in e["removed"].items()))
        if e["discard"]:
            bits.append(f"discard task card {e['discard']} (counted from the far end)")
        return "New round: " + "; ".join(bits)
    if kind == "game_over":
        top = [players[s["seat"]].name for s in e["standings"] if s["place"] == 1]
        score = e["standings"][0]["key"][0]
        title = f" ({e['title']})" if e.get("title") else ""
        verb = "share the victory" if len(top) > 1 else "wins"
        return f"Game over: {' and '.join(top)} {verb} with {score} VP{title}"
    return kind.replace("_", " ")
