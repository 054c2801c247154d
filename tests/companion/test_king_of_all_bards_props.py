"""The King of All Bards: properties over random games, and the Brawl bag's statistics."""

from __future__ import annotations

import copy
import random
from collections import Counter

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from companion.errors import ActionError
from companion.games.king_of_all_bards import GAME
from companion.games.king_of_all_bards.board import brawls
from companion.games.king_of_all_bards.fold import apply_event
from companion.games.king_of_all_bards.state import Sim
from companion.rng import seeded
from scoring.king_of_all_bards.data import BARDS, FANS_PER_PLAYER, GENRES, MOODS, TRICKS
from tests.companion.test_king_of_all_bards import Play

LOCS = [0, 1, 2, 3, 4, 5, 6]
REWARDS = ("tip", "card", "fan")


def _next_action(s: dict, r: random.Random) -> tuple[int | None, dict]:
    """A plausible next action for this state (some are refused; that is part of the test)."""
    n = s["n"]
    seat = r.randrange(n)
    song = {"genre": r.choice(GENRES), "mood": r.choice(MOODS)}
    pub = r.randint(1, 6)
    out: list[tuple[int | None, dict]] = []
    phase = s["phase"]
    if phase == "movement":
        waiting = [i for i in range(n) if s["picks"][i] is None] or [seat]
        out.append((r.choice(waiting), {"type": "pick", "pub": pub}))
    elif phase == "duels" and s["duel"]:
        d = s["duel"]
        waiting = [x for x in d["seats"] if str(x) not in d["songs"]] if not d["revealed"] else d["in"]
        who = r.choice(waiting or d["seats"])
        rewards = r.sample(["tip", "fan", "card"], max(1, min(3, len(d["seats"]) - 1)))
        out += [
            (who, {"type": "duel_song", **song} if r.random() < 0.8 else {"type": "duel_song", "no_song": True}),
            (r.choice([None, who]), {"type": "duel_roll", "value": r.randint(1, 6)}),
            (None, {"type": "duel_roll"}),
            (None, {"type": "duel_settle"}),
            (d["winner"] if d["winner"] is not None else who, {"type": "duel_reward", "rewards": rewards}),
        ]
    elif phase == "performance":
        t = s["turn"]
        kind = r.choice(["tip", "fan", "card", "push", "pull"])
        out += [
            (t, {"type": "sing", **song}),
            (t, {"type": "perform_roll", "value": r.randint(1, 6)}),
            (t, {"type": "reward", "kind": kind, "color": seat, "pub": pub}),
            (t, {"type": "end_turn"}),
        ]
    elif phase == "refreshment":
        out.append((seat, {"type": "refresh", "cash_in": r.random() < 0.5}))
    if out and r.random() < 0.75:
        return r.choice(out)
    loc = r.choice([*LOCS, "reserve"])
    out = [
        (seat, {"type": "move_fan", "color": r.randrange(n), "from": loc, "to": r.choice(LOCS)}),
        (seat, {"type": "play_trick", "trick": r.choice(TRICKS).id, "target": r.randrange(n), "delta": 1, "pub": pub}),
        (seat, {"type": "ragnarok_brawl", "pub": pub}),
        (seat, {"type": "adjust_tips", "delta": r.randint(-2, 3) or 1}),
        (seat, {"type": "move_bard", "to": r.choice(LOCS)}),
        (
            seat,
            {
                "type": "swap_fans",
                "a": {"color": seat, "at": r.choice(LOCS)},
                "b": {"color": r.randrange(n), "at": r.choice(LOCS)},
            },
        ),
        (seat, {"type": "use_token", "kind": r.choice(["egg", "tomato", "cabbage"]), "target": r.randrange(n)}),
        (seat, {"type": "take_token", "kind": r.choice(["egg", "tomato", "cabbage"])}),
    ]
    return r.choice(out)


def _attempt(p: Play, who: int | None, action: dict) -> bool:
    """Play one action; whether it was taken. A refused one must leave the table exactly as it was."""
    before = copy.deepcopy(p.state)
    try:
        p.do(who, action.pop("type"), **action)
    except ActionError:
        assert p.state == before, "a refused action changed the table"
        return False
    return True


def _check(s: dict) -> None:
    n, cap = s["n"], s["capacity"]
    for seat in range(n):
        assert s["reserve"][seat] + sum(s["fans"][loc][seat] for loc in LOCS) == FANS_PER_PLAYER
        assert s["reserve"][seat] >= 0 and all(s["fans"][loc][seat] >= 0 for loc in LOCS)
        assert s["tips"][seat] >= 0
    for pub in range(1, 7):
        assert sum(s["fans"][pub]) <= cap, f"Pub {pub} over Capacity: {s['fans'][pub]}"


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_fans_are_conserved_and_no_pub_stays_over_capacity(data: st.DataObject) -> None:
    n = data.draw(st.integers(2, 6), label="players")
    bards = tuple(data.draw(st.permutations([b.id for b in BARDS]), label="bards")[:n])
    p = Play(bards, seed=data.draw(st.integers(0, 10_000), label="seed"), tokens=data.draw(st.booleans()))
    pubs = tuple(data.draw(st.integers(1, 6)) for _ in range(n))
    p.start(first=data.draw(st.integers(0, n - 1)), pubs=pubs)
    r = data.draw(st.randoms(use_true_random=False), label="choices")
    initial = copy.deepcopy(p.state)
    start_events = len(p.events)
    _check(p.s)
    phases: Counter = Counter()
    tried = accepted = 0
    for _ in range(data.draw(st.integers(20, 120), label="steps")):
        if p.s["phase"] == "over":
            break
        tried += 1
        accepted += _attempt(p, *_next_action(p.s, r))
        _check(p.s)
        phases[p.s["phase"]] += 1
        # Secrets: nobody else's view holds a pick.
        v = GAME.view(p.s, None)
        assert "picks" not in v and all(isinstance(x, bool) for x in v["picked"])
    # Progress, so that a table refusing everything cannot pass: play got past the Movement
    # phase, and at least a tenth of the plausible actions were taken (the fewest drawn: a fifth).
    assert len(phases) >= 2, f"play never left {list(phases)}"
    assert accepted * 10 >= tried, f"only {accepted} of {tried} actions were accepted"
    # The state is the fold of its events (what undo and reload rely on).
    again = copy.deepcopy(initial)
    for e in p.events[start_events:]:
        apply_event(again, copy.deepcopy(e))
    assert again == p.state


# The table's plain forward moves, best first: rewards and rolls before a new Song.
FORWARD = ("duel_reward", "reward", "perform_roll", "end_turn", "refresh", "pick", "duel_song", "duel_roll")


def _forward(s: dict) -> list[tuple[int | None, dict]]:
    """The game's own legal moves (what the conformance test plays), the round's forward ones first."""
    moves = [(seat, a) for seat in [None, *range(s["n"])] for a in GAME.candidates(s, seat)]
    rank = {t: i for i, t in enumerate(FORWARD)}
    return sorted(moves, key=lambda m: rank.get(m[1]["type"], len(FORWARD)))


def _round_can_finish(state: dict, rng: random.Random) -> bool:
    """From this state, the table's plain forward moves end the round (or the game)."""
    s, start = copy.deepcopy(state), state["round"]
    for _ in range(200):
        if s["phase"] == "over" or s["round"] > start:
            return True
        for who, action in _forward(s):
            try:
                events = GAME.act(s, action, who, rng)
            except ActionError:
                continue
            for e in events:
                apply_event(s, copy.deepcopy(e))
            break
        else:
            return False
    return False


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_no_sequence_of_actions_leaves_the_table_stuck(data: st.DataObject) -> None:
    """Whatever was played (Tricks, Bards moved out of Duels, tokens...), the round can still end."""
    n = data.draw(st.integers(2, 6), label="players")
    bards = tuple(data.draw(st.permutations([b.id for b in BARDS]), label="bards")[:n])
    p = Play(bards, seed=data.draw(st.integers(0, 10_000), label="seed"), tokens=data.draw(st.booleans()))
    p.start(first=data.draw(st.integers(0, n - 1)), pubs=tuple(data.draw(st.integers(1, 6)) for _ in range(n)))
    r = data.draw(st.randoms(use_true_random=False), label="choices")
    tried = accepted = 0
    for _ in range(data.draw(st.integers(10, 80), label="steps")):
        tried += 1
        accepted += _attempt(p, *_next_action(p.s, r))
        if p.s["phase"] == "over":
            break
        assert _round_can_finish(p.s, random.Random(0)), (p.s["phase"], p.s["duel"], p.s["perf"])
    assert accepted * 10 >= tried, f"only {accepted} of {tried} actions were accepted"


def _brawl_draws(counts: list[int], protected_seat: int | None, times: int, seed: int) -> tuple[Counter, Counter]:
    """Run the Brawl of one over-full Pub `times` times; count the drawn colours and bag indexes."""
    p = Play(("slav", "helga", "caspar", "kiro"))
    p.start(pubs=(1, 1, 1, 1))
    s = p.s
    for seat in range(4):
        s["fans"][1][seat] = 0
        s["fans"][3][seat] = counts[seat]
        s["reserve"][seat] = FANS_PER_PLAYER - 1 - counts[seat]
    if protected_seat is not None:
        s["tricks"].append({"seat": protected_seat, "trick": "diehards"})
    rng = seeded(seed)
    colours: Counter = Counter()
    first_index: Counter = Counter()
    for _ in range(times):
        sim = Sim(s, rng, apply_event)
        brawls(sim)
        (brawl,) = sim.events
        assert sum(sim.s["fans"][3]) == s["capacity"]
        colours.update(d["seat"] for d in brawl["drawn"])
        first_index[brawl["drawn"][0]["index"]] += 1
    return colours, first_index


def _chi_square(observed: Counter, expected: dict) -> float:
    return sum((observed.get(k, 0) - e) ** 2 / e for k, e in expected.items())


def test_brawl_draws_are_uniform_over_the_fan_discs() -> None:
    # Pub 3 holds 3 Ann, 1 Bob, 1 Cy: 5 discs, Capacity 4: one draw per Brawl.
    times = 6000
    colours, index = _brawl_draws([3, 1, 1, 0], None, times, seed=2024)
    chi_colour = _chi_square(colours, {0: times * 3 / 5, 1: times / 5, 2: times / 5})
    chi_index = _chi_square(index, {i: times / 5 for i in range(5)})
    # Critical values at p = 0.001: 13.82 (2 degrees of freedom), 18.47 (4).
    assert chi_colour < 13.82, (colours, chi_colour)
    assert chi_index < 18.47, (index, chi_index)
    assert colours[3] == 0


def test_brawl_never_draws_a_protected_fan() -> None:
    # 3 Ann (Diehards), 1 Bob, 2 Cy: 6 discs, Capacity 4: two draws, never Ann's.
    times = 3000
    colours, index = _brawl_draws([3, 1, 2, 0], 0, times, seed=7)
    assert colours[0] == 0
    assert sum(colours.values()) == 2 * times
    # The first draw is uniform over the 3 drawable discs (Bob 1, Cy 2).
    assert _chi_square(index, {i: times / 3 for i in range(3)}) < 13.82, index
