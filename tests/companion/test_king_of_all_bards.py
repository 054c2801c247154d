"""The King of All Bards game definition: setup, secret Movement, Duels, Performance, Refreshment.

`Play` drives the game definition directly (act -> events -> apply), as the engine does.
"""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest

from companion.errors import ActionError
from companion.games.base import Player
from companion.games.king_of_all_bards import GAME
from companion.rng import seeded

NAMES = ("Ann", "Bob", "Cy", "Dee", "Eve", "Fay")


class Play:
    """A game driven through `act` and `apply`, with helpers to arrange the board."""

    def __init__(self, bards: tuple[str, ...] = ("slav", "helga", "caspar"), seed: int = 1, **options: Any):
        self.players = [Player(NAMES[i], "#123456") for i in range(len(bards))]
        self.bards = bards
        self.rng = seeded(seed)
        self.state = GAME.setup(self.players, {"tokens": False, "duels_round_1": True, **options}, self.rng)
        self.events: list[dict] = []

    @property
    def s(self) -> dict:
        return self.state

    def do(self, who: int | None, type_: str, /, **fields: Any) -> list[dict]:
        """Act and fold, as the engine does; the state stays plain JSON."""
        events = GAME.act(self.state, {"type": type_, **fields}, who, self.rng)
        for e in events:
            GAME.apply(self.state, copy.deepcopy(e))
        self.events += events
        assert json.loads(json.dumps(self.state)) == self.state
        return events

    def refuse(self, who: int | None, type_: str, match: str = "", /, **fields: Any) -> ActionError:
        """The action is refused with a message, and nothing changes."""
        before = copy.deepcopy(self.state)
        with pytest.raises(ActionError, match=match) as info:
            GAME.act(self.state, {"type": type_, **fields}, who, self.rng)
        assert self.state == before
        assert 400 <= info.value.status < 500
        return info.value

    def start(self, first: int = 0, pubs: tuple[int, ...] | None = None) -> None:
        """Bards, First Player, first Fans (pubs in seat order): round 1, Movement."""
        for seat, bard in enumerate(self.bards):
            self.do(seat, "choose_bard", bard=bard)
        self.do(None, "first_player", seat=first)
        pubs = pubs or tuple(range(1, len(self.bards) + 1))
        n = len(self.bards)
        for k in range(n):
            seat = (first + k) % n
            self.do(seat, "place_start", pub=pubs[seat])
        assert self.s["phase"] == "movement"

    def move(self, *picks: int) -> None:
        """Everyone picks (seat order)."""
        for seat, pub in enumerate(picks):
            self.do(seat, "pick", pub=pub)

    def put(self, seat: int, loc: int, k: int = 1) -> None:
        """Arrange: k Fans of a seat from its reserve to a location (no Brawl)."""
        self.s["reserve"][seat] -= k
        self.s["fans"][loc][seat] += k

    def kinds(self) -> list[str]:
        return [e["type"] for e in self.events]

    def fans_total(self, seat: int) -> int:
        return self.s["reserve"][seat] + sum(self.s["fans"][loc][seat] for loc in range(7))


# -- setup -------------------------------------------------------------------------------------


def test_setup_bards_first_player_and_first_fans_in_order() -> None:
    p = Play(("slav", "helga", "caspar"))
    assert p.s["tips"] == [1, 1, 1] and p.s["reserve"] == [10, 10, 10]
    p.do(0, "choose_bard", bard="slav")
    p.refuse(1, "choose_bard", "already taken", bard="slav")
    p.refuse(1, "choose_bard", "must be one of", bard="gandalf")
    p.do(1, "choose_bard", bard="helga")
    p.do(2, "choose_bard", bard="random")
    assert p.s["bards"][2] not in ("slav", "helga") and p.s["phase"] == "setup"
    events = p.do(None, "first_player")
    rolled = events[0]
    last = rolled["rounds"][-1]
    assert last[str(rolled["seat"])] == max(last.values())
    assert list(last.values()).count(max(last.values())) == 1  # ties were rerolled
    p.refuse(None, "first_player", "placement phase")
    first = p.s["first"]
    assert p.s["phase"] == "placement" and p.s["turn"] == first
    p.refuse((first + 1) % 3, "place_start", "places first Fans now", pub=2)
    for k in range(3):
        seat = (first + k) % 3
        p.do(seat, "place_start", pub=seat + 1)
    assert p.s["phase"] == "movement" and p.s["round"] == 1
    for seat in range(3):
        assert p.s["fans"][seat + 1][seat] == 1 and p.s["fans"][0][seat] == 1
        assert p.s["reserve"][seat] == 8
    assert p.s["tips"] == [1, 1, 1]


def test_first_player_from_real_dice_and_roll_off_text() -> None:
    p = Play()
    for seat, bard in enumerate(p.bards):
        p.do(seat, "choose_bard", bard=bard)
    rolled = p.do(None, "first_player", seat=2)
    assert p.s["first"] == 2
    text = GAME.describe(rolled[0], p.players)
    assert text == "Cy is the First Player (real dice)"


def test_token_supply_by_player_count() -> None:
    assert Play(("slav", "helga"), tokens=True).s["tokens"] == {"egg": 1, "tomato": 1, "cabbage": 1}
    assert Play(("slav", "helga", "kiro", "kars"), tokens=True).s["tokens"]["egg"] == 2
    assert Play(("slav", "helga", "kiro", "kars", "lilly"), tokens=True).s["tokens"]["cabbage"] == 3
    assert Play(("slav", "helga")).s["tokens"] is None


# -- movement ------------------------------------------------------------------------------------


def test_movement_is_secret_until_everyone_has_picked() -> None:
    p = Play()
    p.start()
    p.do(0, "pick", pub=4)
    p.do(1, "pick", pub=5)
    for seat in (None, 1, 2):
        v = GAME.view(p.s, seat)
        assert "picks" not in v and v["picked"] == [True, True, False]
        assert v["my_pick"] == (5 if seat == 1 else None)
    assert GAME.view(p.s, 0)["my_pick"] == 4
    picked = [e for e in p.events if e["type"] == "picked"]
    assert all("pub" not in GAME.public_event(e) for e in picked)
    assert "4" not in GAME.describe(GAME.public_event(picked[0]), p.players)
    assert p.s["at"] == [None, None, None]  # nobody has moved yet
    p.do(0, "pick", pub=6)  # a change of mind before the reveal
    p.do(2, "pick", pub=1)
    assert p.s["at"] == [6, 5, 1] and p.s["phase"] == "performance"
    moved = next(e for e in p.events if e["type"] == "moved")
    assert GAME.public_event(moved)["to"] == [6, 5, 1]


def test_movement_never_to_the_current_pub_except_hikari() -> None:
    p = Play(("slav", "hikari", "caspar"))
    p.start()
    p.move(1, 2, 3)
    assert p.s["at"] == [1, 2, 3]
    p.s["phase"] = "movement"  # arrange: straight to the next Movement
    p.refuse(0, "pick", "already: pick another Pub", pub=1)
    p.do(1, "pick", pub=2)  # Hikari stays
    p.refuse(2, "pick", "'pub' must be a Pub, 1 to 6", pub=0)
    p.s["at"][2] = 0  # from the Square: any Pub
    p.do(2, "pick", pub=3)


def test_skip_duels_in_round_one_when_asked() -> None:
    p = Play(duels_round_1=False)
    p.start()
    p.move(2, 2, 2)
    assert p.s["phase"] == "performance" and p.s["duel"] is None


# -- duels ---------------------------------------------------------------------------------------------


def test_mariana_four_bard_duel() -> None:
    """Mariana, Helga, Hikari and Slav in one Pub, no bonuses, no Fans there: 5, 2, 2, 3."""
    p = Play(("mariana", "helga", "hikari", "slav"))
    p.start(pubs=(1, 2, 3, 4))
    p.move(6, 6, 6, 6)  # The Nuttery likes Major Songs: all sing Minor ones off their genre
    assert p.s["duel"]["seats"] == [0, 1, 2, 3]
    for seat, genre in enumerate(("drinking", "dance", "love", "epic")):
        p.do(seat, "duel_song", genre=genre, mood="minor")
    assert all(info["mod"] == 0 for info in GAME.view(p.s, None)["duel"]["info"].values())
    for seat, value in enumerate((5, 2, 2, 3)):
        p.do(seat, "duel_roll", value=value)
    # Each loser answers "a Trick?" for themselves: one's "No Trick" does not settle it for the others.
    p.do(1, "duel_settle")
    assert p.s["duel"]["winner"] is None and GAME.view(p.s, None)["prompt"]["seats"] == [2, 3]
    p.refuse(1, "duel_settle", "wait for the others")
    p.do(2, "duel_settle")
    assert p.s["duel"]["winner"] is None and GAME.view(p.s, None)["duel"]["asked"] == [3]
    p.do(3, "duel_settle")
    assert p.s["duel"]["winner"] == 0 and p.s["duel"]["rewards"] == 3
    assert p.s["at"] == [6, 0, 0, 0]  # the losers go to the Square
    assert sum(1 for e in p.events if e["type"] == "cards" and e["why"] == "duel_lost") == 3
    p.refuse(0, "duel_reward", "all be different", rewards=["tip", "tip", "fan"])
    p.refuse(0, "duel_reward", "exactly 3", rewards=["tip", "fan"])
    p.refuse(1, "duel_reward", "only the Duel's winner", rewards=["tip"])
    p.do(0, "duel_reward", rewards=["tip", "fan", "card"])
    assert p.s["tips"][0] == 2 and p.s["fans"][6][0] == 1
    assert p.s["phase"] == "performance"
    songs = {(x["seat"], x["success"]) for x in p.s["songs"]}
    assert songs == {(0, True), (1, False), (2, False), (3, False)}


def _three_way(rolls: tuple[int, int, int] = (6, 3, 2)) -> Play:
    """Kiro, Kars and Caspar duel in Pub 6 singing Love Minor and roll `rolls` (6, 3, 2: Kiro wins unless a Trick)."""
    p = Play(("kiro", "kars", "caspar", "lilly"))
    p.start(pubs=(1, 2, 3, 4))
    p.move(6, 6, 6, 5)
    for seat in range(3):
        p.do(seat, "duel_song", genre="love", mood="minor")
    for seat, v in enumerate(rolls):
        p.do(seat, "duel_roll", value=v)
    return p


def test_a_losers_no_trick_answers_for_that_loser_only_and_the_host_settles_at_once() -> None:
    """Two blind playtests: Kars's "No Trick" settled the Duel before Caspar had answered."""
    p = _three_way()
    p.do(1, "duel_settle")
    assert p.s["duel"]["winner"] is None
    assert GAME.view(p.s, 2)["prompt"]["seats"] == [2]
    assert GAME.describe(p.events[-1], p.players) == "Bob plays no Trick in the Duel"
    p.refuse(3, "duel_settle", "not in the Duel")  # Lilly is not in it: she neither answers nor settles
    p.do(None, "duel_settle")  # the host settles at once (a player gone quiet)
    assert p.s["duel"]["winner"] == 0 and p.s["duel"]["rewards"] == 2


def test_the_hosts_phone_answers_for_the_losers_it_holds_and_the_winner_needs_no_answer() -> None:
    p = _three_way()
    p.refuse(None, "duel_settle", "'seats' must be a list of the Duel's seats", seats=[1, 3])
    p.refuse(None, "duel_settle", "'seats' must be a list", seats=[])
    p.do(None, "duel_settle", seats=[1, 2])
    assert p.s["duel"]["winner"] == 0
    q = _three_way()
    q.do(0, "duel_settle")  # the winner settles it (as the reward does): nothing asked of the winner
    assert q.s["duel"]["winner"] == 0


def _duel(p: Play, songs: tuple, pub: int = 6) -> None:
    p.start()
    p.move(pub, pub, 5 if pub != 5 else 4)
    for seat, song in enumerate(songs):
        if song is None:
            p.do(seat, "duel_song", no_song=True)
        else:
            p.do(seat, "duel_song", genre=song[0], mood=song[1])


def test_duel_songs_are_secret_until_both_are_in() -> None:
    p = Play()
    p.start()
    p.move(6, 6, 5)
    p.do(0, "duel_song", genre="love", mood="minor")
    for seat in (None, 1, 2):
        v = GAME.view(p.s, seat)
        assert v["duel"]["songs"] == {"0": True} and v.get("my_song") is None
    assert GAME.view(p.s, 0)["my_song"] == {"genre": "love", "mood": "minor"}
    assert "song" not in GAME.public_event(p.events[-1])
    p.refuse(0, "duel_roll", "once every Song is face up")
    p.refuse(2, "duel_song", "not in the Duel", genre="love", mood="minor")


def test_duel_tie_rerolls_among_the_tied_only() -> None:
    p = _three_way((6, 6, 2))
    p.do(None, "duel_settle")
    d = p.s["duel"]
    assert d["winner"] is None and d["in"] == [0, 1] and d["out"] == [2] and d["rolls"] == {}
    p.refuse(2, "duel_roll", "not rolling")
    p.do(0, "duel_roll", value=3)
    p.refuse(None, "duel_settle", "has not rolled")
    p.do(1, "duel_roll", value=4)
    p.do(None, "duel_settle")
    assert p.s["duel"]["winner"] == 1 and p.s["duel"]["rewards"] == 2
    assert p.s["at"][:3] == [0, 6, 0]


def test_duel_all_ones_reroll_and_an_epic_fail_loses() -> None:
    p = Play()
    _duel(p, (("love", "major"), ("epic", "major")))  # Nuttery: Major +1 for both; Slav +1 Love
    p.do(0, "duel_roll", value=1)
    p.do(1, "duel_roll", value=1)
    p.do(None, "duel_settle")
    assert p.s["duel"]["in"] == [0, 1] and p.s["duel"]["steps"][-1]["reason"] == "all_epic_fail"
    p.do(0, "duel_roll", value=1)  # Slav's +2 cannot save a 1
    p.do(1, "duel_roll", value=2)
    p.do(None, "duel_settle")
    assert p.s["duel"]["winner"] == 1


def test_host_rolls_every_duelist_and_a_no_song_bard_loses() -> None:
    p = Play(("slav", "helga", "caspar", "kiro"))
    p.start(pubs=(1, 2, 3, 4))
    p.move(6, 6, 6, 5)
    p.do(0, "duel_song", no_song=True)
    p.do(1, "duel_song", genre="epic", mood="major")
    p.do(2, "duel_song", genre="drinking", mood="major")
    assert p.s["duel"]["in"] == [1, 2] and p.s["duel"]["out"] == [0]
    p.refuse(None, "duel_roll", "for one seat", value=3)
    p.do(None, "duel_roll")
    assert set(p.s["duel"]["rolls"]) == {"1", "2"}


def test_walkover_and_nobody_with_a_song() -> None:
    p = Play()
    _duel(p, (None, ("epic", "minor")))
    assert p.s["duel"]["winner"] == 1 and p.s["at"][0] == 0
    q = Play()
    _duel(q, (None, None))
    assert q.s["duel"] is None and q.s["at"][:2] == [0, 0] and q.s["phase"] == "performance"


def test_duels_resolve_in_pub_order() -> None:
    p = Play(("slav", "helga", "caspar", "kiro"))
    p.start(pubs=(1, 2, 3, 4))
    p.move(5, 2, 5, 2)
    assert p.s["duel"]["pub"] == 2
    p.do(1, "duel_song", no_song=True)
    p.do(3, "duel_song", genre="love", mood="major")
    p.do(3, "duel_reward", rewards=["card"])
    assert p.s["duel"]["pub"] == 5 and p.s["duels_done"] == [2]


# -- performance -------------------------------------------------------------------------------------


def test_slavs_performance_example() -> None:
    """Slav at Lady Zara's with 1 Fan sings a Love Song: +1 Bard, +1 Pub, +1 Fan; a 2 makes 5."""
    p = Play(("slav", "helga", "caspar"))
    p.start(pubs=(2, 3, 4))
    p.move(2, 3, 4)
    assert p.s["phase"] == "performance" and p.s["turn"] == 0
    assert GAME.view(p.s, None)["preview"]["0"]["love-major"] == [3, 83]
    p.do(0, "sing", genre="love", mood="major")
    perf = GAME.view(p.s, None)["perf"]
    assert perf["mods"] == [
        ["Bard specialization (Love)", 1],
        ["Pub specialization (Love)", 1],
        ["Your Fans here: 1", 1],
    ]
    assert perf["mod"] == 3 and perf["chance"] == 83
    p.do(0, "perform_roll", value=2)
    perf = GAME.view(p.s, None)["perf"]
    assert perf["total"] == 5 and perf["outcome"] == "success"
    p.refuse(0, "end_turn", "take your reward first")
    p.refuse(0, "reward", "must be one of", kind="push")
    p.do(0, "reward", kind="fan")
    assert p.s["fans"][2][0] == 2 and p.s["perf"]["status"] == "done"
    # The next Song counts the new Fan: +1 Bard +1 Pub +2 Fans.
    assert GAME.view(p.s, None)["preview"]["0"]["love-minor"][0] == 4


def test_failure_ends_the_turn_and_the_order_is_clockwise_from_the_first() -> None:
    p = Play()
    p.start(first=1)
    p.move(4, 5, 6)
    assert p.s["turn"] == 1
    p.refuse(0, "sing", "turn to perform", genre="love", mood="major")
    p.do(1, "sing", genre="love", mood="major")
    p.refuse(1, "sing", "finish the Song", genre="love", mood="major")
    p.refuse(1, "end_turn", "roll for the Song first")
    p.do(1, "perform_roll", value=3)
    p.refuse(1, "reward", "did not succeed", kind="tip")
    p.do(1, "end_turn")
    assert p.s["turn"] == 2 and p.s["songs"][-1]["success"] is False
    p.do(2, "end_turn")  # no Songs: skip
    p.do(0, "end_turn")
    assert p.s["phase"] == "refreshment"


def test_rewards_in_the_square_push_and_pull() -> None:
    p = Play()
    p.start()
    p.move(4, 5, 6)
    p.s["at"][0] = 0  # arrange: Slav sings in the Square (his own Fan there: +1)
    p.do(0, "sing", genre="love", mood="major")
    assert [m[0] for m in GAME.view(p.s, None)["perf"]["mods"]] == ["Bard specialization (Love)", "Your Fans here: 1"]
    p.do(0, "perform_roll", value=4)
    p.refuse(0, "reward", "must be one of push, pull, tip, card", kind="fan")
    p.s["fans"][0][2] = 0
    p.s["reserve"][2] += 1
    p.refuse(0, "reward", "has no Fan in Town Square", kind="push", color=2, pub=3)
    p.refuse(0, "reward", "must be a Pub", kind="push", color=1, pub=0)
    p.do(0, "reward", kind="push", color=1, pub=6)
    assert p.s["fans"][6][1] == 1 and p.s["fans"][0][1] == 0
    p.do(0, "sing", genre="love", mood="minor")
    p.do(0, "perform_roll", value=6)
    p.do(0, "reward", kind="pull", color=1, pub=2)
    assert p.s["fans"][2][1] == 0 and p.s["fans"][0][1] == 1
    # pt121: the other phones' news named whose Fan moved, not who moved it.
    pulled = next(e for e in reversed(p.events) if e["type"] == "fan_moved")
    assert GAME.describe(pulled, p.players).endswith(f"(pulled by {NAMES[0]})")


# -- refreshment ----------------------------------------------------------------------------------------


def test_refreshment_cash_in_and_the_crown_passes_left() -> None:
    p = Play()
    p.start(first=2)
    p.move(4, 5, 6)
    for seat in (2, 0, 1):
        p.do(seat, "end_turn")
    p.do(0, "refresh", cash_in=True)
    p.refuse(0, "refresh", "already refreshed")
    p.refuse(1, "refresh", "true or false", cash_in="yes")
    p.do(1, "refresh")
    assert p.s["phase"] == "refreshment"
    p.do(2, "refresh", cash_in=False)
    assert p.s["tips"] == [2, 1, 1]
    assert p.s["phase"] == "movement" and p.s["round"] == 2 and p.s["first"] == 0
    assert p.s["history"] == [{"round": 1, "tips": [2, 1, 1], "pubs": [1, 1, 1]}]


def test_a_bard_who_escapes_a_duel_does_not_leave_the_table_stuck() -> None:
    """Go Busking! (or Backstage Pass) out of a Duel: the Duels phase goes on without that Bard."""
    p = Play(("slav", "helga", "caspar"))
    p.start()
    p.move(4, 4, 5)
    p.do(1, "play_trick", trick="go_busking")
    p.do(1, "move_bard", seat=1, to=0)
    assert p.s["duel"] is None and p.s["phase"] == "performance" and p.s["turn"] == 0
    q = Play(("slav", "helga", "caspar"))
    q.start()
    q.move(4, 4, 4)
    q.do(0, "duel_song", genre="love", mood="major")
    q.do(2, "play_trick", trick="go_busking")
    q.do(2, "move_bard", seat=2, to=0)  # two Bards still in Pub 4: their Duel starts again
    assert q.s["phase"] == "duels" and q.s["duel"]["pub"] == 4 and q.s["duel"]["seats"] == [0, 1]


def test_sing_havoc_pays_for_the_other_losers_even_when_its_holder_loses_the_duel() -> None:
    p = Play(("slav", "helga", "caspar"))
    p.start()
    p.move(4, 4, 4)
    p.do(2, "play_trick", trick="sing_havoc")  # Cy: 1 Tip paid
    for seat in range(3):
        p.do(seat, "duel_song", genre="dance", mood="major")
    for seat, value in enumerate((6, 3, 2)):
        p.do(seat, "duel_roll", value=value)
    p.do(None, "duel_settle")
    assert p.s["duel"]["winner"] == 0
    # Ann's and Bob's Songs were sung in Cy's Pub; Bob's failed (lost the Duel): 1 Tip for Cy.
    assert p.s["tips"][2] == 1
