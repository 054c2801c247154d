"""The rule moves worth trying per game (pre-refactor copy, used once to record the golden logs)."""

from __future__ import annotations

from itertools import combinations
from typing import Any

from scoring import bard_saga as bs
from scoring.king_of_all_bards.data import BARDS, GENRES, MOODS
from scoring.minstrels.data import CHARACTERS, COLUMNS, SPACES
from scoring.minstrels.placement import available_columns
from scoring.tales_of_danger.data import COST_BY_KEY

A = dict[str, Any]
COINS = [[1, 1], [1, 2], [2, 3], [3, 4], [4, 5]]


def minstrels(s: dict, seat: int) -> list[A]:
    p = s["players"][seat]
    if s["phase"] == "setup":
        if p["ready"]:
            return []
        a: A = {"type": "board_ready", "coins": COINS}
        if s["heroes"]:
            a["hero"] = p["offer"][0]
        if s["quests"]:
            a["quest"] = [[1, 6, None], [2, 6, "Princess"]]
        return [a]
    if s["phase"] != "play":
        return []
    if s["dice"] is None:
        return [{"type": "roll_dice"}] if seat == s["first"] else []
    out: list[A] = [{"type": "pass"}, {"type": "end_turn"}, {"type": "task", "vp": 1}]
    out += [{"type": "reroll", "dice": [0]}, {"type": "reroll", "dice": [0, 1]}]
    for c in available_columns(p["pieces"]):
        for sp in range(1, SPACES + 1):
            if p["pieces"][c - 1][sp - 1] is None:
                for ch in CHARACTERS:
                    out.append({"type": "place", "column": c, "space": sp, "character": ch})
                    out.append({"type": "buy", "column": c, "space": sp, "character": ch})
    assert COLUMNS
    return out


def kob(s: dict, seat: int) -> list[A]:
    phase = s["phase"]
    if phase == "setup":
        return [{"type": "choose_bard", "bard": b.id} for b in BARDS] + [{"type": "first_player"}]
    if phase == "placement":
        return [{"type": "place_start", "pub": p} for p in range(1, 7)]
    if phase == "movement":
        return [{"type": "pick", "pub": p} for p in range(1, 7)]
    if phase == "duels" and s["duel"]:
        d = s["duel"]
        out: list[A] = [{"type": "duel_song", "genre": g, "mood": m} for g in GENRES for m in MOODS]
        out += [{"type": "duel_song", "no_song": True}, {"type": "duel_roll"}, {"type": "duel_settle"}]
        k = max(1, min(3, len(d["seats"]) - 1))
        out += [{"type": "duel_reward", "rewards": list(c)} for c in combinations(("tip", "card", "fan"), k)]
        return out
    if phase == "performance":
        out = [{"type": "sing", "genre": g, "mood": m} for g in GENRES for m in MOODS]
        out += [{"type": "perform_roll"}, {"type": "end_turn"}]
        out += [{"type": "reward", "kind": k} for k in ("tip", "card", "fan")]
        out += [
            {"type": "reward", "kind": k, "color": c, "pub": p}
            for k in ("push", "pull")
            for c in range(s["n"])
            for p in range(1, 7)
        ]
        return out
    if phase == "refreshment":
        return [{"type": "refresh"}, {"type": "refresh", "cash_in": True}]
    return []


def tod(s: dict, seat: int) -> list[A]:
    keys = sorted(COST_BY_KEY)
    if s["phase"] == "acts":
        out: list[A] = [{"type": "secure_sponsor", "rank": r} for r in s["sponsors"]]
        out += [{"type": "end_turn"}, {"type": "hand_full", "full": True}]
        return out
    if s["phase"] != "act3":
        return []
    out = [{"type": "prepare_segment", "difficulty": d, "costs": keys[i : i + d]} for d in (1, 2, 3) for i in (0, 3)]
    out += [{"type": "complete_segment", "crew": 99, "supplies": 99, "journal": j} for j in (1, 2, 3, None)]
    out += [{"type": "forage", "cost": k} for k in keys[:3]]
    return out


def bard_saga(s: dict, seat: int) -> list[A]:
    ph = s["phase"]
    if ph == "setup":
        if s["starting"] is None:
            return [{"type": "choose_starting", "seat": i} for i in range(len(s["names"]))]
        if any(bs.top_card(d) == "?" for d in s["field"]):
            return [
                {
                    "type": "set_field",
                    "colors": [bs.STORY_COLOURS[(i + seat) % len(bs.STORY_COLOURS)] for i in range(9)],
                }
            ]
        return [{"type": "declare", "color": c} for c in bs.SCROLL_COLOURS]
    if ph == "declaring":
        return [{"type": "declare", "color": c} for c in bs.SCROLL_COLOURS]
    if ph == "seeking":
        out: list[A] = [{"type": "pass"}]
        out += [{"type": "set_top", "deck": d, "color": "Red"} for d in range(9) if bs.top_card(s["field"][d]) == "?"]
        out += [{"type": "play", "color": c} for c in bs.STORY_COLOURS]
        for d in range(9):
            out.append({"type": "collect", "deck": d})
            out += [{"type": "collect", "deck": d, "next": c} for c in bs.STORY_COLOURS[:2]]
            out += [{"type": "search", "deck": d, "color": c} for c in bs.STORY_COLOURS[:2]]
        return out
    if ph == "singing":
        return [{"type": "sing"}]
    if ph == "returning":
        over = s["returning"].get(str(seat))
        if not over:
            return []
        held = [c for c in bs.SCROLL_COLOURS for _ in range(s["scrolls"][seat][c])][:over]
        return [{"type": "give_back", "scrolls": {c: held.count(c) for c in set(held)}}]
    return []


def score_pad(s: dict, seat: int) -> list[A]:
    if s["finished"]:
        return []
    return [{"type": "score", "seat": seat, "delta": d} for d in (1, 2, 5, -1)] + [
        {"type": "next_round"},
        {"type": "finish"},
    ]
