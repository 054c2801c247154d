"""Dice: `NdX+M` specs, labelled faces, app rolls, real dice typed in, and roll-offs."""

from __future__ import annotations

from dataclasses import dataclass

from companion import clean
from companion.errors import ActionError
from companion.i18n import _, ngettext
from companion.rng import RandomSource

MAX_DICE = 100
MAX_SIDES = 1000
MAX_MODIFIER = 10_000
MAX_SPEC = 40  # " 100 d 1000 + 10000 " fits many times over
MAX_DIGITS = 6
_DIGITS = frozenset("0123456789")
_SPACES = frozenset(" \t")

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
        raise ActionError("bad_dice", _("dice must be a string like '2d6' or '1d20+3'"))
    # The length first: whatever follows then costs at most a few microseconds.
    if len(spec) > MAX_SPEC:
        raise ActionError(
            "bad_dice", _("a dice spec has at most {n} characters, like 2d6 or 1d20+3").format(n=MAX_SPEC)
        )
    parts = _scan(spec)
    if parts is None:
        raise ActionError(
            "bad_dice", _("'{spec}' is not a dice spec; write it like 2d6, 1d20+3 or 3d4-1").format(spec=spec)
        )
    count_s, sides_s, sign, mod_s = parts
    count = int(count_s or 1)
    sides = int(sides_s)
    modifier = int(mod_s or 0) * (-1 if sign == "-" else 1)
    if not 1 <= count <= MAX_DICE:
        raise ActionError("bad_dice", _("between 1 and {max} dice at once, not {n}").format(max=MAX_DICE, n=count))
    if not 2 <= sides <= MAX_SIDES:
        raise ActionError("bad_dice", _("a die has between 2 and {max} sides, not {n}").format(max=MAX_SIDES, n=sides))
    if abs(modifier) > MAX_MODIFIER:
        raise ActionError("bad_dice", _("the modifier must be within ±{max}").format(max=MAX_MODIFIER))
    return DiceSpec(count, sides, modifier)


def _scan(spec: str) -> tuple[str, str, str, str] | None:
    """One pass over `[N] d X [(+|-) M]` with spaces between: (N, X, sign, M), or None.

    Hand-written rather than a regex: each character is looked at once, whatever the input.
    Only ASCII digits and spaces count (int() would also read "２" or "٦").
    """
    at = 0

    def skip() -> None:
        nonlocal at
        while at < len(spec) and spec[at] in _SPACES:
            at += 1

    def number() -> str:
        nonlocal at
        start = at
        while at < len(spec) and spec[at] in _DIGITS:
            at += 1
        return spec[start:at]

    skip()
    count = number()
    skip()
    if at >= len(spec) or spec[at] not in "dD":
        return None
    at += 1
    skip()
    sides = number()
    skip()
    sign = mod = ""
    if at < len(spec) and spec[at] in "+-":
        sign = spec[at]
        at += 1
        skip()
        mod = number()
        if not mod:
            return None
        skip()
    if at != len(spec) or not sides or max(len(count), len(sides), len(mod)) > MAX_DIGITS:
        return None
    return count, sides, sign, mod


def faces_for(name: object, sides: int) -> tuple[str, ...] | None:
    """The labels of a named or listed die, checked against its number of sides."""
    if name is None:
        return None
    if isinstance(name, str):
        if name not in FACES:
            raise ActionError("bad_dice", _("no die with faces named '{name}'").format(name=name[:40]))
        labels = FACES[name]
    elif isinstance(name, list) and len(name) <= MAX_SIDES:
        labels = tuple(clean.text(x, _("face {n}'s label").format(n=i + 1), 40, "bad_dice") for i, x in enumerate(name))
    else:
        raise ActionError("bad_dice", _("faces must be a known name or a list of short labels"))
    if len(labels) != sides:
        raise ActionError(
            "bad_dice",
            ngettext(
                "{n} face label for a {sides}-sided die", "{n} face labels for a {sides}-sided die", len(labels)
            ).format(n=len(labels), sides=sides),
        )
    return labels


def check_values(spec: DiceSpec, values: object) -> list[int]:
    """Validate the faces of real dice typed in by a player."""
    if not isinstance(values, list) or len(values) != spec.count:
        raise ActionError(
            "bad_dice",
            ngettext("{spec} needs exactly {n} value", "{spec} needs exactly {n} values", spec.count).format(
                spec=spec, n=spec.count
            ),
        )
    for v in values:
        if isinstance(v, bool) or not isinstance(v, int) or not 1 <= v <= spec.sides:
            raise ActionError(
                "bad_dice", _("a d{sides} shows 1 to {sides}, not {v}").format(sides=spec.sides, v=repr(v))
            )
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
    how = " " + _("(real dice)") if data.get("real") else ""
    if data.get("labels"):
        return f"{data['dice']}: {body}{how}"
    if data["count"] == 1 and not data["modifier"]:
        return f"{data['dice']}: {data['total']}{how}"
    return f"{data['dice']}: {body} = {data['total']}{how}"
