"""Dice: `NdX+M` specs, labelled faces, app rolls, real dice typed in, and roll-offs."""

from __future__ import annotations

import re
from dataclasses import dataclass

from companion.errors import ActionError
from companion.rng import RandomSource

MAX_DICE = 100
MAX_SIDES = 1000
MAX_MODIFIER = 10_000

_SPEC = re.compile(r"^\s*(\d{1,6})?\s*[dD]\s*(\d{1,6})\s*(?:([+-])\s*(\d{1,6}))?\s*$")

# Named dice with labelled faces; games add theirs with `register_faces`.
FACES: dict[str, tuple[str, ...]] = {}


def register_faces(name: str, labels: tuple[str, ...]) -> None:
    """Make a labelled die known by name (face 1 is `labels[0]`)."""
    FACES[name] = tuple(labels)


@dataclass(frozen=True)
class DiceSpec:
    """A parsed `NdX+M`."""

    count: int
    sides: int
    modifier: int = 0

    def __str__(self) -> str:
        mod = f"+{self.modifier}" if self.modifier > 0 else (str(self.modifier) if self.modifier else "")
        return f"{self.count}d{self.sides}{mod}"

    @property
    def expected(self) -> float:
        """The mean total of a roll, modifier included."""
        return self.count * (self.sides + 1) / 2 + self.modifier


def parse(spec: object) -> DiceSpec:
    """Parse `NdX`, `NdX+M` or `NdX-M`; a bad or absurd spec raises `ActionError`."""
    if not isinstance(spec, str):
        raise ActionError("bad_dice", "dice must be a string like '2d6' or '1d20+3'")
    m = _SPEC.match(spec)
    if not m:
        raise ActionError("bad_dice", f"'{spec[:40]}' is not a dice spec; write it like 2d6, 1d20+3 or 3d4-1")
    count = int(m.group(1) or 1)
    sides = int(m.group(2))
    modifier = int(m.group(4) or 0) * (-1 if m.group(3) == "-" else 1)
    if not 1 <= count <= MAX_DICE:
        raise ActionError("bad_dice", f"between 1 and {MAX_DICE} dice at once, not {count}")
    if not 2 <= sides <= MAX_SIDES:
        raise ActionError("bad_dice", f"a die has between 2 and {MAX_SIDES} sides, not {sides}")
    if abs(modifier) > MAX_MODIFIER:
        raise ActionError("bad_dice", f"the modifier must be within ±{MAX_MODIFIER}")
    return DiceSpec(count, sides, modifier)


def faces_for(name: object, sides: int) -> tuple[str, ...] | None:
    """The labels of a named or listed die, checked against its number of sides."""
    if name is None:
        return None
    if isinstance(name, str):
        if name not in FACES:
            raise ActionError("bad_dice", f"no die with faces named '{name[:40]}'")
        labels = FACES[name]
    elif isinstance(name, list) and all(isinstance(x, str) and 0 < len(x) <= 40 for x in name):
        labels = tuple(name)
    else:
        raise ActionError("bad_dice", "faces must be a known name or a list of short labels")
    if len(labels) != sides:
        raise ActionError("bad_dice", f"{len(labels)} face labels for a {sides}-sided die")
    return labels


def check_values(spec: DiceSpec, values: object) -> list[int]:
    """Validate the faces of real dice typed in by a player."""
    if not isinstance(values, list) or len(values) != spec.count:
        raise ActionError("bad_dice", f"{spec} needs exactly {spec.count} value(s)")
    for v in values:
        if isinstance(v, bool) or not isinstance(v, int) or not 1 <= v <= spec.sides:
            raise ActionError("bad_dice", f"a d{spec.sides} shows 1 to {spec.sides}, not {v!r}")
    return list(values)


def roll(spec: DiceSpec, rng: RandomSource) -> list[int]:
    """Roll the dice of a spec (without its modifier)."""
    return [rng.randint(1, spec.sides) for _ in range(spec.count)]


def roll_event(action: dict, rng: RandomSource) -> dict:
    """The event data of a `roll` action: app-rolled, or the values of a real die."""
    spec = parse(action.get("dice", "1d6"))
    labels = faces_for(action.get("faces"), spec.sides)
    real = "values" in action
    values = check_values(spec, action["values"]) if real else roll(spec, rng)
    return {
        "dice": str(spec),
        "count": spec.count,
        "sides": spec.sides,
        "modifier": spec.modifier,
        "values": values,
        "total": sum(values) + spec.modifier,
        "real": real,
        "labels": [labels[v - 1] for v in values] if labels else None,
        "faces": action.get("faces") if isinstance(action.get("faces"), str) else None,
    }


def rolloff(seats: list[int], rng: RandomSource, sides: int = 6) -> tuple[int, list[dict[int, int]]]:
    """Roll one die per seat, rerolling ties for highest among the tied; return winner and rounds."""
    rounds: list[dict[int, int]] = []
    contenders = list(seats)
    while True:
        rolled = {s: rng.randint(1, sides) for s in contenders}
        rounds.append(rolled)
        best = max(rolled.values())
        contenders = [s for s, v in rolled.items() if v == best]
        if len(contenders) == 1:
            return contenders[0], rounds


def describe_roll(data: dict) -> str:
    """`2d6: 3 + 5 = 8` (with labels when the die has them)."""
    vals = data["labels"] if data.get("labels") else [str(v) for v in data["values"]]
    body = " + ".join(vals)
    if data["modifier"]:
        body += f" {'+' if data['modifier'] > 0 else '-'} {abs(data['modifier'])}"
    how = " (real dice)" if data.get("real") else ""
    if data.get("labels"):
        return f"{data['dice']}: {body}{how}"
    if data["count"] == 1 and not data["modifier"]:
        return f"{data['dice']}: {data['total']}{how}"
    return f"{data['dice']}: {body} = {data['total']}{how}"
