"""The King of All Bards: what every finished Song triggers, and the rewards of a success."""

from __future__ import annotations

from typing import Any

from companion.errors import ActionError
from companion.games.king_of_all_bards.board import brawls, check_room, loc_field, place_fan
from companion.games.king_of_all_bards.state import Sim, active_tricks, eff, protected, seat_field
from companion.i18n import _
from scoring.king_of_all_bards.data import SQUARE, location_name


def song_finished(
    sim: Sim,
    seat: int,
    song: dict[str, str] | None,
    success: bool,
    loc: int,
    duel: bool,
    at: list[int | None] | None = None,
) -> None:
    """Record a Song's end and pay out the round-long Tricks that watch Songs.

    Share the Loot: +1 Tip to its holder for each successful Epic Song. Sing Havoc!: +1 Tip to
    its holder for each failed Song of another Bard in its Pub. #MarksTheSpot: a Fan in the
    marked Pub after each of the holder's successful Songs. `at`: where the Bards were when
    the Song was sung (a Duel's losers have already gone to the Square).
    """
    s = sim.s
    at = s["at"] if at is None else at
    if song is None:
        return
    sim.emit("song_done", seat=seat, genre=song["genre"], mood=song["mood"], loc=loc, success=success, duel=duel)
    act = active_tricks(s)
    if success and song["genre"] == "epic":
        for t in act:
            if eff(t) == "share_the_loot":
                sim.emit("tips", seat=t["seat"], delta=1, why="share_the_loot")
    if not success and loc != SQUARE:
        for t in act:
            if eff(t) == "sing_havoc" and t["seat"] != seat and at[t["seat"]] == loc:
                sim.emit("tips", seat=t["seat"], delta=1, why="sing_havoc")
    if success:
        for t in act:
            if eff(t) == "marks_the_spot" and t["seat"] == seat:
                place_fan(sim, seat, t["pub"], "marks_the_spot", strict=False)


def give_reward(
    sim: Sim, seat: int, kind: str, loc: int, action: dict[str, Any], duel: bool = False, mod: int | None = None
) -> None:
    """One reward of a successful Song at `loc` (a Pub: tip/fan/card; the Square: push/pull/tip/card).

    `mod`: the Song's modifier when its first reward is taken, kept from then on.
    """
    s = sim.s
    kinds = ("tip", "fan", "card") if loc != SQUARE or duel else ("push", "pull", "tip", "card")
    if kind not in kinds:
        where = "a Duel" if duel else location_name(loc)
        raise ActionError(
            "bad_field",
            _("'kind' in {where} must be one of {x}, not {kind}").format(
                where=where, x=", ".join(kinds), kind=repr(kind)
            ),
        )
    sim.emit("reward", seat=seat, kind=kind, duel=duel, **({} if mod is None else {"mod": mod}))
    if kind == "tip":
        sim.emit("tips", seat=seat, delta=1, why="reward")
    elif kind == "card":
        sim.emit("cards", seat=seat, count=1, why="reward")
    elif kind == "fan":
        # A Duel winner owed every reward has no other to choose: a Fan that cannot go in is skipped.
        place_fan(sim, seat, loc, "reward", strict=not duel)
    else:
        color = seat_field(s, action, "color", None)
        pub = loc_field(action, "pub", reserve=False)
        if pub == SQUARE:
            raise ActionError("bad_field", _("'pub' must be a Pub, 1 to 6: the Square is the other end of the move"))
        src, to = (SQUARE, pub) if kind == "push" else (pub, SQUARE)
        if s["fans"][src][color] <= 0:
            raise ActionError("no_fan", _("seat {color} has no Fan in {x}").format(color=color, x=location_name(src)))
        if kind == "pull" and color in protected(s) and color != seat:
            raise ActionError("diehards", _("those Fans are Diehards this round: they cannot leave their Pub"))
        if kind == "push":
            check_room(s, color, pub)
        # Another seat's Fan: its line names who moved it (pt121: "Zoë's Fan: … (pulled)", by whom unsaid).
        sim.emit("fan_moved", seat=color, src=src, to=to, why=kind, **({"by": seat} if color != seat else {}))
        brawls(sim)
