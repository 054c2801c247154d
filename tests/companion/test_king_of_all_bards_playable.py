"""The King of All Bards: the Tricks each player may play now, in every view (the Tricks sheet lists them first).

pt21: a Trick took 4 taps in a 27-row list; the ones a player can play now are worked out from the cards' limits
and the player's Tips, the same checks a play meets.
"""

from __future__ import annotations

import pytest
from flask.testing import FlaskClient

from companion.games.king_of_all_bards import limits
from companion.games.king_of_all_bards.limits import CHECKS, playable, timely
from tests.companion.test_king_of_all_bards import Play
from tests.companion.test_king_of_all_bards_api import opened, snap, start


@pytest.fixture
def client(app) -> FlaskClient:
    """HTTP all the way: the Flask client."""
    return app.test_client()


def test_the_view_names_the_tricks_each_player_may_play_now(client: FlaskClient, new_table) -> None:
    t = opened(new_table)
    start(client, t)
    now = snap(client, t, 1)["state"]["playable"]
    assert now == [["groupies"]] * 3  # Movement: Groupies' own time (1 Tip); no die to reroll, no Song sung yet


def test_playable_follows_the_turn_the_limits_and_the_tips() -> None:
    p = Play()
    p.start()
    p.move(4, 5, 6)  # no Duel: Ann sings first
    assert p.s["phase"] == "performance" and p.s["turn"] == 0
    assert "cunning_bargain" not in playable(p.s, 0)
    p.do(0, "sing", genre="love", mood="major")
    p.do(0, "perform_roll", value=1)  # an Epic Fail: Ann's Song failed
    mine = playable(p.s, 0)
    # The Tricks of this moment first: a reroll of her die, and the two played after her own failed Song.
    assert mine[:3] == ["epic_solo", "cunning_bargain", "standing_ovation"]
    assert timely(p.s, 0) == mine[:3] and "sing_havoc" in mine  # and then those of any time
    assert "epic_solo" in playable(p.s, 1)  # on the singer's die, by another player
    p.s["tips"][0] = 0
    broke = playable(p.s, 0)
    assert "cunning_bargain" not in broke and "epic_solo" in broke  # 1 Tip it no longer has; Epic Solo costs 0
    p.do(1, "play_trick", trick="epic_solo", target=0)
    assert "epic_solo" not in playable(p.s, 1)  # once a round
    assert playable({**p.s, "phase": "setup"}, 0) == []


def test_the_views_tricks_of_this_moment_check_only_the_cards_of_a_moment(monkeypatch: pytest.MonkeyPatch) -> None:
    # Every view lists each seat's Tricks of this moment (6 seats, 28 cards): checking the limits of the
    # 17 cards of any time too, to drop them after, was most of a view's cost (tests/test_conformance.py).
    checked: list[str] = []

    def counted(check):  # the check, noting the card it is asked about
        return lambda s, seat, ev: checked.append(ev["trick"]) or check(s, seat, ev)

    counting = {k: counted(f) for k, f in CHECKS.items()}
    monkeypatch.setattr(limits, "CHECKS", counting)
    p = Play()
    p.start()
    p.move(4, 5, 6)
    p.do(0, "sing", genre="love", mood="major")
    p.do(0, "perform_roll", value=1)
    assert timely(p.s, 0) == ["epic_solo", "cunning_bargain", "standing_ovation"]
    assert checked and all(limits.MOMENTS.intersection(limits.TRICK_BY_ID[t].limits) for t in checked), checked
    checked.clear()
    assert [t for t in playable(p.s, 0) if t in timely(p.s, 0)] == timely(p.s, 0)  # the same cards, in the same order


@pytest.mark.parametrize("n", [3, 6])
def test_every_seats_list_skips_the_cards_a_seatless_limit_rules_out_and_answers_as_each_seat_alone(n: int) -> None:
    # The view's list for every seat looks once at the limits that ask nothing of the seat and drops the cards
    # they rule out: each seat's answer must be the one `timely` gives it asked alone, in every state a game meets.
    from companion.games import get_game
    from tests.random_play import play

    seen: set[str] = set()

    def alike(table) -> None:
        s = table.state
        alone = [timely(s, i) for i in range(s["n"])]
        assert limits.every_seats_timely(s) == alone, (s["phase"], alone)
        seen.update(t for seat in alone for t in seat)

    for seed in range(3):
        play(get_game("king-of-all-bards"), n, seed, check_legal=0, check=alike)
    assert {"groupies", "epic_solo", "cunning_bargain"} <= seen  # the game met moments of several kinds
