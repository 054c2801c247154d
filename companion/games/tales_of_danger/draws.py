"""Tales of Danger: the Sponsors in play for 2 and 3 players, drawn by the app or from the real cards (#14).

With 4 or more players all 6 Sponsors are used: nothing is drawn. With 2 or 3, setup draws them
(the app), unless the table uses its own Sponsor cards (`own_components`): then play waits for
the entry. Either way, before anyone has secured a Sponsor, `draw_sponsors` with `drawn` enters
the cards the table really drew, and replaces the app's draw. Both make the same event.
"""

from __future__ import annotations

from typing import Any

from companion.errors import ActionError
from companion.games.base import Sim, State
from companion.games.tales_of_danger.rules import action
from companion.i18n import _
from companion.rng import RandomSource
from scoring.tales_of_danger.data import SPONSOR_RANKS
from scoring.tales_of_danger.turns import sponsors_in_play


def draw(rng: RandomSource, n_players: int) -> list[int]:
    """The app's draw: `sponsors_in_play(n)` Sponsor ranks at random, shown in rank order."""
    return sorted(rng.sample(list(SPONSOR_RANKS), sponsors_in_play(n_players)))


def entered(state: State, drawn: object) -> list[int]:
    """The Sponsor ranks the table drew, checked: Sponsors that exist, the right number, no repeats."""
    k = sponsors_in_play(len(state["players"]))
    if not isinstance(drawn, list):
        raise ActionError(
            "bad_field", _("'drawn' must be a list of the {k} Sponsor ranks you drew (1 to 6)").format(k=k)
        )
    for i, r in enumerate(drawn):
        if isinstance(r, bool) or not isinstance(r, int) or r not in SPONSOR_RANKS:
            text = _("drawn[{i}]: no Sponsor rank {rank}; the Sponsors are ranks 1 to 6")
            raise ActionError("bad_field", text.format(i=i, rank=repr(r)[:20]))
    if len(set(drawn)) != len(drawn):
        twice = next(r for r in drawn if drawn.count(r) > 1)
        text = _("'drawn' lists Sponsor rank {rank} twice: each Sponsor card is drawn once")
        raise ActionError("bad_field", text.format(rank=twice))
    if len(drawn) != k:
        text = _("with {players} players {k} Sponsors are drawn, not {n}")
        raise ActionError("bad_field", text.format(players=len(state["players"]), k=k, n=len(drawn)))
    return sorted(drawn)


def need_sponsors(state: State) -> None:
    """Refuse play until the Sponsors in play are known (a table using its own cards enters them)."""
    if state["sponsors"] is None:
        k = sponsors_in_play(len(state["players"]))
        raise ActionError(
            "sponsors_not_drawn",
            _(
                "the {k} Sponsors in play are not drawn yet: enter the ones you drew ('draw_sponsors' with 'drawn')"
                " or let the app draw them ('draw_sponsors')"
            ).format(k=k),
            status=409,
        )


@action(
    "draw_sponsors",
    "Setup, 2 or 3 players: the Sponsors in play; 'drawn' enters the cards the table drew (else the app draws)",
    {"type": "draw_sponsors", "drawn": [1, 3, 4, 6]},
    ("Setup: let the app draw the Sponsors in play", {"type": "draw_sponsors"}),
    seated=False,
)
def draw_sponsors(sim: Sim, seat: int | None, a: dict[str, Any]) -> None:
    """Enter (or let the app draw) the Sponsors in play, before anyone has secured one."""
    st = sim.s
    n = len(st["players"])
    if sponsors_in_play(n) == len(SPONSOR_RANKS):
        text = _("with {n} players all 6 Sponsors are in play: nothing is drawn").format(n=n)
        raise ActionError("no_draw", text, status=409)
    if any(p["sponsor"] is not None for p in st["players"]) or st["phase"] != "acts":
        text = _("the Sponsors in play can change only before anyone has secured one")
        raise ActionError("too_late", text, status=409)
    if a.get("drawn") is None:
        if st["sponsors"] is not None:
            raise ActionError(
                "already_drawn",
                _(
                    "the Sponsors in play are ranks {ranks}: send 'drawn' to enter the cards the table drew instead"
                ).format(ranks=", ".join(map(str, st["sponsors"]))),
                status=409,
            )
        sim.emit("sponsors_drawn", ranks=draw(sim.rng, n), at_table=False)
        return
    sim.emit("sponsors_drawn", ranks=entered(st, a["drawn"]), at_table=True)
