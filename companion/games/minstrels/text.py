"""Minstrels: the log line of each stored event, without secrets."""

from __future__ import annotations

from typing import Any

from companion.games.base import Player, who
from companion.games.minstrels.rules import line
from scoring.minstrels.data import CHARACTERS

Event = dict[str, Any]


def _dice(values: list[int]) -> str:
    return " · ".join(f"{v} {CHARACTERS[v - 1]}" for v in values)


def _gains(gains: list[dict[str, Any]], players: list[Player] | None = None) -> str:
    parts = []
    for g in gains:
        if not g["vp"] and not g["coins"]:
            continue
        who = f"{players[g['seat']].name} " if players else ""
        src, vp, coins = g["source"], g["vp"], g["coins"]
        bits = [f"+{vp} VP" if vp else "", f"+{coins} coin{'s' * (coins != 1)}" if coins else ""]
        parts.append(f"{who}{src} {' '.join(b for b in bits if b)}".strip())
    return ", ".join(p for p in parts if p)


def drawn(at_table: bool) -> str:
    """The suffix of every log line of a draw."""
    return " (drawn at the table)" if at_table else " (drawn by the app)"


@line("board_ready")
def _board_ready(e: Event, players: list[Player]) -> str:
    quest = f", quest card{drawn(True)}" if e.get("at_table") else ""
    return f"{who(e, players)}'s board is set up{quest}"


@line("heroes_dealt")
def _heroes_dealt(e: Event, players: list[Player]) -> str:
    n = len(e["heroes"]) if "heroes" in e else e["cards"]  # the cards stay secret: only how many
    what = "was dealt 2 hero cards" if n == 2 else f"has {n} hero card" + "s" * (n != 1)
    return f"{who(e, players)} {what}{drawn(e['at_table'])}"


@line("dice_rolled")
def _dice_rolled(e: Event, players: list[Player]) -> str:
    extra = f"; {_gains(e['gains'], players)}" if e["gains"] else ""
    return f"Dice: {_dice(e['values'])}{' (real dice)' if e['real'] else ''}{extra}"


@line("rerolled")
def _rerolled(e: Event, players: list[Player]) -> str:
    extra = f"; {_gains(e['gains'], players)}" if e["gains"] else ""
    return f"{who(e, players)} (Kratos) paid {e['cost']} coin to reroll: {_dice(e['values'])}{extra}"


@line("placed")
def _placed(e: Event, players: list[Player]) -> str:
    how = "bought and placed" if e["bought"] else "placed"
    paid = [
        f"paid {e['cost']} coin{'s' * (e['cost'] != 1)}" if e["cost"] else "",
        f"took {e['picked_up']} coin from the space" if e["picked_up"] else "",
    ]
    paid_s = f" ({', '.join(x for x in paid if x)})" if any(paid) else ""
    scored = _gains(e["gains"]) or "no VP"
    return f"{who(e, players)} {how} a {e['character']} on column {e['column']}, space {e['space']}{paid_s}: {scored}"


@line("task_done")
def _task_done(e: Event, players: list[Player]) -> str:
    name = f" '{e['name']}'" if e.get("name") else ""
    reward = _gains([{"seat": e["seat"], "source": "Task", "note": "", "vp": e["vp"], "coins": e["coins"]}])
    reward = reward.removeprefix("Task ")
    return f"{who(e, players)} completed a task{name}: {reward}"


@line("passed")
def _passed(e: Event, players: list[Player]) -> str:
    return f"{who(e, players)} passed: +{e['coins']} coin{'s' * (e['coins'] != 1)}"


@line("turn_ended")
def _turn_ended(e: Event, players: list[Player]) -> str:
    extra = f" ({_gains(e['gains'])})" if e["gains"] else ""
    end = ": 2 or fewer character types are left, the game ends after this round" if e["ending"] else ""
    return f"{who(e, players)} ended the turn{extra}{end}"


@line("round_ended")
def _round_ended(e: Event, players: list[Player]) -> str:
    bits = [f"{players[e['first']].name} is the first player"]
    if e["removed"]:
        bits.append("returned to the box: " + ", ".join(f"{n} {c}" for c, n in e["removed"].items()))
    if e["discard"]:
        bits.append(f"discard task card {e['discard']} (counted from the far end)")
    return "New round: " + "; ".join(bits)


@line("game_over")
def _game_over(e: Event, players: list[Player]) -> str:
    top = [players[s["seat"]].name for s in e["standings"] if s["place"] == 1]
    score = e["standings"][0]["key"][0]
    title = f" ({e['title']})" if e.get("title") else ""
    verb = "share the victory" if len(top) > 1 else "wins"
    return f"Game over: {' and '.join(top)} {verb} with {score} VP{title}"
