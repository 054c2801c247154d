"""Record once, look many: a game is played once to each of its phases, then opened at any of them.

A script plays a table on a studio server of its own (a fresh app with the live server's seed, so the
game is the one the screen checks always played), over the API as the phones would, and marks each
phase it reaches. `open_at` then writes the log up to a mark into a test's live server as a new
table (its own code and tokens, through the store's import, as a restored dump is), so a phone opens
that phase at once instead of watching the whole game replayed, for every language, scheme and size.
"""

from __future__ import annotations

import dataclasses
import functools
import random
import secrets
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

from companion.engine import new_code
from companion.events import Event
from companion.store.base import TableRecord
from tests.browser import phases
from tests.browser.support import LiveServer

Mark = Callable[[str], None]
# Players per game: the most the game allows, up to 6 (the player bar's hardest case).
PLAYERS = {"score-pad": 6, "king-of-all-bards": 6, "minstrels": 4, "tales-of-danger": 6, "bard-saga": 6}
# The main phases the seeded tour reaches, in order (the first six at most): a recording must
# reach each of them, so no screen goes unchecked when the rules or the moves change.
PHASES = {
    "score-pad": ["play", "over"],
    "king-of-all-bards": ["setup", "placement", "movement", "duels", "performance", "refreshment"],
    "minstrels": ["setup", "play", "over"],
    "tales-of-danger": ["acts", "act3", "over"],
    "bard-saga": ["setup", "seeking", "singing", "declaring", "ended"],
}


@dataclasses.dataclass(frozen=True)
class Recording:
    """One table's stored record and log, and the log's length at each phase the script marked."""

    record: TableRecord
    log: tuple[Event, ...]
    marks: dict[str, int]

    def phases(self) -> list[str]:
        """The marked phases, in the order play reached them."""
        return list(self.marks)


def record(
    game: str,
    players: list,
    play: Callable[[LiveServer, dict, Mark], None],
    options: dict | None = None,
    lang: str | None = None,
) -> Recording:
    """Open a table on a fresh studio server and let `play(server, table, mark)` play it, marking phases."""
    with tempfile.TemporaryDirectory() as tmp:
        studio = LiveServer(Path(tmp) / "studio.sqlite3")
        try:
            table = studio.create_table(game, players, options, lang=lang)
            engine = studio.app.extensions["tables"]
            marks: dict[str, int] = {}

            def mark(phase: str) -> None:
                assert phase not in marks, f"{phase!r} marked twice"
                marks[phase] = engine.get(table["code"]).seq

            play(studio, table, mark)
            store = engine.store
            record = store.table(table["code"])
            assert record is not None
            return Recording(record, tuple(store.events(table["code"])), marks)
        finally:
            studio.stop()


def open_at(server: LiveServer, rec: Recording, phase: str, phones: bool = True) -> dict[str, Any]:
    """A new table on `server` holding the recorded game as it stood at `phase`, every seat's phone joined.

    It is shaped as `LiveServer.create_table` answers (code, host token, seats with their tokens).
    `phones=False`: no seat has a phone of its own (the host's phone is passed round).
    """
    engine = server.app.extensions["tables"]
    code = new_code(engine.store)
    tokens = [secrets.token_urlsafe(18) for _ in rec.record.seat_tokens]
    fresh = dataclasses.replace(
        rec.record, code=code, join_code=code, host_token=secrets.token_urlsafe(18), seat_tokens=tokens
    )
    if not phones:
        fresh = dataclasses.replace(fresh, claimed=[False] * len(tokens))
    upto = rec.marks[phase]
    engine.store.import_table(fresh, [e for e in rec.log if e.seq <= upto])
    players = rec.log[0].data["players"]
    seats = [
        {"seat": i, "name": p["name"], "color": p.get("color"), "token": t}
        for i, (p, t) in enumerate(zip(players, tokens, strict=True))
    ]
    return {"code": code, "host_token": fresh.host_token, "seats": seats, "seq": upto}


@functools.cache
def tour(game: str, names: tuple[str, ...]) -> Recording:
    """The game played once by `names` through its main phases (tests/browser/phases.py), each one marked."""

    def play(server: LiveServer, table: dict, mark: Mark) -> None:
        for phase in phases.tour(server, table):
            mark(phase)

    return record(game, list(names), play)


@functools.cache
def to_the_end(game: str, names: tuple[str, ...], seed: int = 3, steps: int = 5000) -> Recording:
    """The game played once by `names` with seeded random legal moves until it is over, marked "over"."""

    def play(server: LiveServer, table: dict, mark: Mark) -> None:
        engine = server.app.extensions["tables"]
        r = random.Random(seed)
        for _ in range(steps):
            t = engine.get(table["code"])
            if t.game.is_over(t.state):
                return mark("over")
            if not phases.step(server, table, r):
                break
        raise AssertionError(f"{game} did not end in {steps} random moves")

    return record(game, list(names), play)
