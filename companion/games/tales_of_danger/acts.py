"""Tales of Danger: Acts 1 and 2 (secure a Sponsor, its hand values, a full hand, the end of a turn)."""

from __future__ import annotations

from typing import Any

from companion.errors import ActionError
from companion.games.base import Sim, int_field
from companion.games.tales_of_danger.checks import (
    bishop_start,
    hand_values,
    name,
    need_phase,
    need_turn,
    sponsor_name,
    sponsors_of,
)
from companion.games.tales_of_danger.rules import action
from companion.i18n import _
from scoring.tales_of_danger.data import ACT1_HAND_LIMIT
from scoring.tales_of_danger.turns import (
    act3_can_start,
    act3_first_player,
    automatic_sponsor,
    last_without_sponsor,
    lowest_remaining,
    remaining_sponsors,
)


@action(
    "secure_sponsor",
    "Act 1, last step of your turn: secure a Sponsor by rank (optionally with its Start/Market/Max and its name)",
    {"type": "secure_sponsor", "rank": 2, "start": 3, "market": 2, "max": 8, "name": "The Admiral"},
)
def secure_sponsor(sim: Sim, seat: int, a: dict[str, Any]) -> None:
    """Step 4 of an Act 1 turn: take a Sponsor, move to Act 2, and end the turn."""
    st = sim.s
    need_phase(st, "acts", _("secure a Sponsor"))
    if st["players"][seat]["sponsor"] is not None:
        rank = st["players"][seat]["sponsor"]
        raise ActionError(
            "has_sponsor", _("{who} already has Sponsor rank {rank}").format(who=name(st, seat), rank=rank)
        )
    need_turn(st, seat, _("secure a Sponsor (the last step of an Act 1 turn)"))
    left = remaining_sponsors(st["sponsors"], sponsors_of(st))
    rank = int_field(a, "rank", 1, 6)
    if rank not in left:
        free = ", ".join(map(str, left))
        raise ActionError(
            "bad_field", _("Sponsor rank {rank} is not free; free Sponsors: {free}").format(rank=rank, free=free)
        )
    values = hand_values(a, required=False)
    # The name is the player's copy of the card's (the rulebook prints no list): kept only when typed.
    named = sponsor_name(a)
    bishop_start(values, named.get("name"))
    sim.emit("sponsor_secured", seat=seat, rank=rank, how="chosen", **(values or {}), **named)
    # The turn's end says what the turn did: its line is the one other phones toast last (pt31 read only
    # "…ended their turn", and the 6th player's automatic Sponsor went unsaid).
    said: dict[str, Any] = {"secured": {"rank": rank, "how": "chosen", **named}}
    auto = automatic_sponsor(st["sponsors"], sponsors_of(sim.s))
    if auto:
        sim.emit("sponsor_secured", seat=auto[0], rank=auto[1], how="automatic")
        said["last"] = {"seat": auto[0], "rank": auto[1]}
    sim.emit("turn_ended", seat=seat, next=(seat + 1) % len(st["players"]), **said)


@action(
    "sponsor_values",
    "Enter your Sponsor card's Start, Market and Max hand sizes (and optionally its name)",
    {"type": "sponsor_values", "start": 2, "market": 3, "max": 9, "name": "The Queen"},
)
def sponsor_values(sim: Sim, seat: int, a: dict[str, Any]) -> None:
    """Enter the Start, Market and Max values from one's Sponsor card (once; again to correct)."""
    need_phase(sim.s, "acts", _("enter Sponsor values"))
    if sim.s["players"][seat]["sponsor"] is None:
        raise ActionError("no_sponsor", _("{who} has no Sponsor yet").format(who=name(sim.s, seat)))
    values, named = hand_values(a, required=True), sponsor_name(a)
    bishop_start(values, named.get("name", sim.s["players"][seat].get("sponsor_name")))
    sim.emit("sponsor_values_set", seat=seat, **(values or {}), **named)


@action("hand_full", "Act 2: mark your hand full (at Max) or not", {"type": "hand_full", "full": True})
def hand_full(sim: Sim, seat: int, a: dict[str, Any]) -> None:
    """Mark one's Act 2 hand as full (at the Sponsor's Max) or not."""
    st = sim.s
    need_phase(st, "acts", _("mark a full hand"))
    if st["players"][seat]["sponsor"] is None:
        raise ActionError(
            "not_in_act2",
            _("{who} is still in Act 1: the hand limit is {n} until a Sponsor is secured").format(
                who=name(st, seat), n=ACT1_HAND_LIMIT
            ),
        )
    full = a.get("full", True)
    if not isinstance(full, bool):
        raise ActionError("bad_field", _("'full' must be true or false"))
    sim.emit("hand_marked", seat=seat, full=full)


@action("end_turn", "End an Act 1/2 turn (Move the Story Along; start of Act 3 check)", {"type": "end_turn"})
def end_turn(sim: Sim, seat: int, a: dict[str, Any]) -> None:
    """End an Act 1 or 2 turn: Move the Story Along, then check for the start of Act 3."""
    st = sim.s
    if st["phase"] == "act3":
        raise ActionError("wrong_act", _("in Act 3 a turn ends by completing your Segment or foraging"))
    need_phase(st, "acts", _("end a turn"))
    need_turn(st, seat, _("end this turn"))
    said: dict[str, Any] = {}
    if st["players"][seat]["sponsor"] is None and last_without_sponsor(sponsors_of(st)) == seat:
        # Securing is not optional for the last player without a Sponsor.
        rank = lowest_remaining(st["sponsors"], sponsors_of(st))
        sim.emit("sponsor_secured", seat=seat, rank=rank, how="story")
        said["secured"] = {"rank": rank, "how": "story"}
    sim.emit("turn_ended", seat=seat, next=(seat + 1) % len(st["players"]), **said)
    s = sim.s
    if act3_can_start(sponsors_of(s), [p["hand_full"] for p in s["players"]]):
        first = act3_first_player(sponsors_of(s))
        sim.emit("act3_started", first=first, rank=s["players"][first]["sponsor"])
