"""The figures a game's rules can produce on its score sheet: a mis-bubbled Road sign 5 of 2 is refused.

Only rows with a short list of possible values are checked (Minstrels' road signs, column bonuses and
quest); a row of free points (a character's VP, Tasks) takes any figure the sheet has room for.
"""

from __future__ import annotations

from itertools import combinations
from typing import Any

from companion.errors import ActionError
from companion.i18n import _
from scoring.minstrels import data as mi

Values = dict[str, list[int | None]]


def _subset_sums(parts: tuple[int, ...]) -> list[int]:
    """Every sum of a subset of `parts` (each column's bonus goes to one player once)."""
    return sorted({sum(c) for r in range(len(parts) + 1) for c in combinations(parts, r)})


def possible(game_id: str, state: dict[str, Any] | None, n: int) -> dict[str, list[int]]:
    """Row key -> the values the rules allow there (for the table's state, None for a blank sheet, and players)."""
    if game_id != "minstrels":
        return {}
    big, small = mi.MAJORITY_VP
    solo = n == 1  # solo: no road signs
    quests = (state or {}).get("quests")  # None: a blank sheet, the table's options unknown
    return {
        "road_sign_big": [0] if solo else [0, big],
        # Equal counts put both remaining types under the 3: one player may score it twice.
        "road_sign_small": [0] if solo else [0, small, 2 * small],
        "column_bonuses": _subset_sums(mi.COLUMN_BONUS),
        "quest": [0] if quests is False else [0, mi.QUEST_PARTIAL_VP, mi.QUEST_FULL_VP],
    }


def labels(game_id: str) -> dict[str, str]:
    """The checked rows' printed labels (printables/<game>.py), for the refusal's words."""
    if game_id != "minstrels":
        return {}
    big, small = mi.MAJORITY_VP
    return {
        "road_sign_big": _("Road sign {vp}").format(vp=big),
        "road_sign_small": _("Road sign {vp}").format(vp=small),
        "column_bonuses": _("Column bonuses"),
        "quest": _("Quest"),
    }


def check(game_id: str, state: dict[str, Any] | None, values: Values, n: int) -> None:
    """Refuse (422) figures the rules cannot produce, naming each field and its allowed values."""
    allowed = possible(game_id, state, n)
    bad = [
        {"key": k, "seat": s, "value": v, "allowed": allowed[k]}
        for k in allowed
        for s, v in enumerate(values.get(k) or [])
        if v is not None and v not in allowed[k]
    ]
    if not bad:
        return
    names = labels(game_id)
    said = "; ".join(
        _("{row}, player {n}: {value} is not possible here (only {allowed})").format(
            row=names.get(b["key"], b["key"]),
            n=b["seat"] + 1,
            value=b["value"],
            allowed=", ".join(map(str, b["allowed"])),
        )
        for b in bad
    )
    raise ActionError("sheet_impossible", said, 422, fields=bad)
