"""Minstrels: what each seat may see (secrets stripped, placement hints)."""

from __future__ import annotations

from typing import Any

from companion.games.minstrels import words
from companion.games.minstrels.fold import State
from companion.games.minstrels.placing import current, opponents_treasures, placement
from companion.games.minstrels.prompt import prompt
from companion.games.minstrels.turn import MAX_TASK_COINS, MAX_TASK_VP, ODD_TASK_COINS, ODD_TASK_VP
from companion.i18n import _
from scoring.minstrels import data
from scoring.minstrels.data import FACE_OF, HERO_BY_NAME, heroes_for
from scoring.minstrels.majorities import track_position
from scoring.minstrels.placement import available_columns, legal_placements, shift_cost


def facts() -> dict[str, Any]:
    """The reference data the phone shows (its JS keeps no copy of these)."""
    return {
        "characters": list(data.CHARACTERS),
        "columns": data.COLUMNS,
        "spaces": data.SPACES,
        "column_bonus": list(data.COLUMN_BONUS),
        "board_coins": sum(data.BOARD_COINS_BY_COLUMN),
        "quest_coins": data.QUEST_COINS,
        "board_coins_rule": words.coin_rule(),
        "board_coins_by_column": list(data.BOARD_COINS_BY_COLUMN),  # the phone checks the layout before sending (pt43)
        "friar_tuck_price": data.FRIAR_TUCK_PRICE,
        "reroll_cost": data.KRATOS_REROLL_COST,
        "pass_coins": data.PASS_COINS,
        "track_lap": data.TRACK_LAP,
        # The task sheet checks a reward against what the server takes, in the page's own words.
        "max_task_vp": MAX_TASK_VP,
        "max_task_coins": MAX_TASK_COINS,
        "odd_task": [ODD_TASK_VP, ODD_TASK_COINS],
        # The hero deck by player count (3+ and 2+ cards removed): what "We drew..." offers.
        "hero_decks": {n: [h.name for h in heroes_for(n)] for n in data.SUPPLY_BY_PLAYERS},
        # Names in this page's language: the state keeps English identifiers ("Dragon", "Kratos").
        "names": {n: words.name(n) for n in words.NAMES},
        "most": {c: words.most(c) for c in data.CHARACTERS},
    }


def view(state: State, seat: int | None) -> State:
    """The state as `seat` may see it: others' hero cards (until play) and quest spaces (until the end) hidden."""
    phase = state["phase"]
    v = dict(state)
    v["players"] = []
    for i, p in enumerate(state["players"]):
        q = dict(p)
        q["dealt"] = len(p["offer"])  # public: how many hero cards a player holds, never which
        if i != seat:
            q["offer"] = []
            if phase == "setup":
                q["hero"] = None
            # Quest cards lie face down: a scored quest shows its reward, never its spaces (pt34: a
            # scored quest's marks drew a "?" on every other board and the screen until the end).
            if p["quest"] and phase != "over":
                q["quest"] = {"marks": None, "done": p["quest"]["done"]}
        if q["quest"] and q["quest"]["done"]:
            q["quest"] = {**q["quest"], "done": words.quest(q["quest"]["done"])}
        # Where the VP came from, in this viewer's language (the state keeps the English notes).
        q["log"] = [[r, words.name(src), words.note(note), vp, coins] for r, src, note, vp, coins in p["log"]]
        v["players"].append(q)
    shown = {h for q in v["players"] for h in [*q["offer"], q["hero"]] if h}
    v["hero_text"] = {h: _(HERO_BY_NAME[h].text) for h in sorted(shown)}
    turn = current(state) if phase == "play" else None
    v["turn"] = turn
    v["prompt"] = prompt(state)
    v["first_player"] = state["first"]
    v["decided_by"] = decided_by(state["final"])
    v["tie_splits"] = tie_splits(state["final"])
    who = seat if seat is not None else turn
    v["hints"] = {"seat": who, "list": hints(state, who, with_quest=seat is not None)}
    _derived(state, v)
    return v


def _derived(state: State, v: State) -> None:
    """What the phone would otherwise compute: open columns, the track, die-change costs, hero moves."""
    for p in v["players"]:
        p["available"] = available_columns(p["pieces"])
        p["track"] = track_position(p["vp"])._asdict()  # {"space": 0-49, "side": "lute" | "50" | ...}
        # The heroes' own moves (hero names are public once play starts).
        p["can_reroll"] = p["hero"] == "Kratos" and not state["round_acted"]
        p["can_buy"] = p["hero"] == "Friar Tuck" and not p["bought"]
    dice = state["dice"]
    # The coins to turn each shared die to each face 1-6 (a planned change costs the sum of two).
    v["dice_cost"] = [[shift_cost(d, f) for f in range(1, 7)] for d in dice] if dice else None


def decided_by(final: dict[str, Any] | None) -> str | None:
    """How a tie for the most VP was settled: "tie broken on most coins", "... filled columns", shared."""
    top = final["standings"] if final else []
    level = [s for s in top if s["key"][0] == top[0]["key"][0]] if top else []
    if len(level) < 2:
        return None
    if level[1]["place"] == 1:
        return _("a shared victory: tied on VP, coins and filled columns")
    if level[0]["key"][1] != level[1]["key"][1]:
        return _("tie broken on most coins")
    return _("tie broken on most filled columns")


def tie_splits(final: dict[str, Any] | None) -> list[str | None]:
    """For each standing, what placed it apart from a player level on VP ("coins decide"), else None.

    pt79: "3 Bartholomew 49 VP" above "4 Maximilian 49 VP" said nothing of the coins (7 to 5) that split them.
    """
    top = final["standings"] if final else []
    out: list[str | None] = []
    for s in top:
        level = [o for o in top if o is not s and o["key"][0] == s["key"][0] and o["place"] != s["place"]]
        if not level:
            out.append(None)
        elif any(o["key"][1] != s["key"][1] for o in level):
            out.append(_("level on VP: coins decide"))
        else:
            out.append(_("level on VP: full columns decide"))
    return out


def hints(state: State, seat: int | None, with_quest: bool = True) -> list[list[int]]:
    """Every legal placement for `seat` this round: [column, space, face, character die, coins, VP, coins gained].

    Both die orders are listed when they differ (the Wizard's VP depends on the coins left).
    """
    if seat is None or state["phase"] != "play" or state["dice"] is None:
        return []
    p = state["players"][seat]
    if p["placed"] or state["order"].index(seat) < state["turn_i"]:
        return []
    out, others = [], opponents_treasures(state, seat)
    for pl in legal_placements(p["pieces"], state["dice"], state["supply"], p["coins"], both_orders=True):
        e = placement(
            state, seat, pl.column, pl.space, pl.character, pl.character_die, with_quest=with_quest, others=others
        )
        vp, coins = sum(g["vp"] for g in e["gains"]), sum(g["coins"] for g in e["gains"])
        out.append([pl.column, pl.space, FACE_OF[pl.character], pl.character_die, pl.cost, vp, coins])
    return out


def public_event(event: dict[str, Any]) -> dict[str, Any]:
    """Board setups keep the hero kept and the quest marked secret."""
    if event["type"] == "board_ready":
        return {k: v for k, v in event.items() if k not in ("hero", "quest")}
    if event["type"] == "heroes_dealt":
        return {**{k: v for k, v in event.items() if k != "heroes"}, "cards": len(event["heroes"])}
    return event
