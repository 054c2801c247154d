"""Tales of Danger: whose move it is and what to do now, in the rulebook's words (contract 1), translated.

A few words naming the one next action: two lines at most at 360 px with six long names (issue #26);
the panels below say the rest (hand sizes, the Pool, free Market cards).
"""

from __future__ import annotations

from typing import Any

from companion.games.base import State
from companion.games.tales_of_danger.checks import first_in_order
from companion.i18n import _, ngettext
from scoring.tales_of_danger.data import ACT1_RECRUIT, SEGMENTS_TO_END
from scoring.tales_of_danger.turns import last_without_sponsor, sponsors_in_play

Prompt = dict[str, Any]


def _acts(state: State) -> Prompt:
    if state["sponsors"] is None:
        # The Sponsor draw before play: any phone may enter it (or let the app draw).
        k = sponsors_in_play(len(state["players"]))
        do = ngettext("draw {n} Sponsor card", "draw {n} Sponsor cards", k)
        return {"seats": list(range(len(state["players"]))), "do": do.format(n=k)}
    seat = state["turn"]
    p = state["players"][seat]
    if p["sponsor"] is None:
        if last_without_sponsor([q["sponsor"] for q in state["players"]]) == seat:  # Move the Story Along
            return {"seats": [seat], "do": _("recruit {n} People, secure a Sponsor").format(n=ACT1_RECRUIT)}
        return {"seats": [seat], "do": _("recruit {n} People (Sponsor optional)").format(n=ACT1_RECRUIT)}
    # Act 2: free Market cards, the hand size and the Pool are on the Sponsor's panel below.
    market = p["market"]
    if market is None:
        return {"seats": [seat], "do": _("gather from the Market, end the turn")}
    return {"seats": [seat], "do": _("gather {market} from the Market, end the turn").format(market=market)}


def _act3(state: State) -> Prompt:
    unprepared = [i for i, p in enumerate(state["players"]) if p["segment"] is None and not p["voyage"]]
    nxt = first_in_order(state)
    if nxt is not None:  # one at a time, from the highest Sponsor to the left
        return {"seats": [nxt], "do": _("prepare the first Segment")}
    if unprepared:
        return {"seats": unprepared, "do": _("prepare the first Segment")}
    seat = state["turn"]
    p = state["players"][seat]
    if p["segment"] is None and len(p["voyage"]) < SEGMENTS_TO_END:
        return {"seats": [seat], "do": _("prepare the next Segment")}
    if p.get("flip"):  # the app flipped for a Forage: the pick is all that is left of the turn
        return {"seats": [seat], "do": _("Forage: pick the card to add")}
    # Two lines at 360 px and 130 % with a long first name (pt31: three), and no colon of its own: it follows
    # "Your turn:" (pt85: "Твой ход: последний ход: завершить…" read as two prompts, "ход" twice).
    if state["final_round"]:
        return {"seats": [seat], "do": _("complete or Forage, one last time")}
    return {"seats": [seat], "do": _("complete the Segment, or Forage")}


def prompt(state: State) -> Prompt:
    """`{"seats": [...], "do": "..."}`: who must act now and what to do; nobody once the game is over."""
    if state["phase"] == "acts":
        return _acts(state)
    if state["phase"] == "act3":
        return _act3(state)
    return {"seats": [], "do": ""}


def result(state: State) -> dict[str, Any] | None:
    """Once the game is over: the winner, their points and the tie-break that decided it (None if none did)."""
    if state["phase"] != "over":
        return None
    points, names = state["points"], state["names"]
    winner = next(s["seat"] for s in state["standings"] if s["place"] == 1)
    rank = state["players"][winner]["sponsor"]
    tied = [i for i, p in enumerate(points) if p == points[winner] and i != winner]
    tie_break = None
    if len(tied) == 1:
        other = _("{who}'s rank {rank}").format(who=names[tied[0]], rank=state["players"][tied[0]]["sponsor"])
        # The points stand just before it on the end screen: the tie says only what broke it (at 360 px in
        # German the longer sentence pushed "Send to BG Stats" below the fold).
        tie_break = _("tied: the higher Sponsor wins, rank {rank} over {others}").format(rank=rank, others=other)
    elif tied:
        # Three or more: each one's rank stands beside their name in the standings under it (pt107: four names
        # and ranks in one sentence took seven lines at 360 px).
        said = ngettext(
            "tied by {n} player: the highest Sponsor wins, rank {rank}",
            "tied by {n} players: the highest Sponsor wins, rank {rank}",
            len(tied) + 1,
        )
        tie_break = said.format(n=len(tied) + 1, rank=rank)
    return {"winner": winner, "points": points[winner], "sponsor": rank, "tie_break": tie_break}
