"""The King of All Bards, card by card: each Trick's own limits of place and timing (issue #30).

Every case puts the table where the rulebook allows a Trick, or where it does not, and plays
it: refused cases name the limit in the rulebook's words and change nothing. The card table in
docs/cards/king-of-all-bards.md points at these cases by id.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

import pytest

from scoring.king_of_all_bards.data import (
    BARD_BY_ID,
    BARDS,
    GENRE_NAMES,
    GENRES,
    MOODS,
    PUB_BY_NUMBER,
    PUBS,
    TRICK_LIMITS,
    TRICKS,
)
from tests.companion.test_king_of_all_bards import Play

Scene = Callable[[], Play]


def movement() -> Play:
    """Round 1, Movement: no Bard is in a location yet; first Fans in Pubs 1, 2, 3 and the Square."""
    p = Play(("slav", "helga", "caspar"))
    p.start()
    for seat in range(3):
        p.s["tips"][seat] = 4
    return p


def performing() -> Play:
    """Round 1, Performance, Ann's turn; Bards in Pubs 4, 5, 6; every seat holds 4 Tips."""
    p = movement()
    p.move(4, 5, 6)
    return p


def in_square() -> Play:
    """Ann's Bard in the Town Square on her turn."""
    p = performing()
    p.do(0, "move_bard", to=0)
    return p


def sung(genre: str, value: int, reward: str | None = "tip") -> Scene:
    """Ann has just sung a Song of this genre (6: success, 2: failure) in Pub 4."""

    def scene() -> Play:
        p = performing()
        p.do(0, "sing", genre=genre, mood="major")
        p.do(0, "perform_roll", value=value)
        if value >= 5 and reward:
            p.do(0, "reward", kind=reward)
        return p

    return scene


def then(scene: Scene, *steps: tuple[int | None, str, dict]) -> Scene:
    """A scene, then more actions."""

    def more() -> Play:
        p = scene()
        for who, kind, fields in steps:
            p.do(who, kind, **fields)
        return p

    return more


def arranged(scene: Scene, fn: Callable[[Play], None]) -> Scene:
    """A scene with the board arranged by hand (no events)."""

    def more() -> Play:
        p = scene()
        fn(p)
        return p

    return more


def dueling() -> Play:
    """Ann and Bob duel in Pub 4, Songs face up, nobody has rolled."""
    p = movement()
    p.move(4, 4, 5)
    p.do(0, "duel_song", genre="love", mood="major")
    p.do(1, "duel_song", genre="epic", mood="major")
    return p


def no_fans_to_place(p: Play) -> None:
    p.s["reserve"][0], p.s["fans"][0][0] = 0, 0


def rival_in_pub_4(p: Play) -> None:
    p.put(1, 4)


def own_fan_in_pub_4(p: Play) -> None:
    p.put(0, 4)


SING_AGAIN = (0, "sing", {"genre": "love", "mood": "major"})
ENDED = (0, "end_turn", {})
CONCENTRATION = (1, "play_trick", {"trick": "concentration", "target": 0})
ROLLED = (0, "duel_roll", {"value": 3})

# (case id, scene, seat, Trick, extra fields, None: accepted / words of the refusal)
CASES: list[tuple[str, Scene, int, str, dict, str | None]] = [
    # Endless Party: "Can be played only in a Pub."
    ("endless_party-in-a-pub", performing, 0, "endless_party", {}, None),
    ("endless_party-not-in-the-square", in_square, 0, "endless_party", {}, "only in a Pub, not in the Town Square"),
    # Groupies: "Play during the movement phase."
    ("groupies-in-movement", movement, 0, "groupies", {}, None),
    ("groupies-not-in-performance", performing, 0, "groupies", {}, "during the Movement phase; this is the perf"),
    ("groupies-not-in-a-duel", dueling, 0, "groupies", {}, "this is the duels phase"),
    # Crazy Fangirls: "from the square to the pub where your bard is" (in Movement: before or after moving).
    ("crazy_fangirls-in-movement", movement, 0, "crazy_fangirls", {}, None),
    ("crazy_fangirls-in-a-pub", performing, 0, "crazy_fangirls", {}, None),
    ("crazy_fangirls-not-from-the-square", in_square, 0, "crazy_fangirls", {}, "your Bard is not in a Pub"),
    (
        "crazy_fangirls-needs-a-fan-in-the-square",
        arranged(performing, no_fans_to_place),
        0,
        "crazy_fangirls",
        {},
        "from the Town Square: you have none there",
    ),
    # Blown Away: "Move one of your fans from the location where your bard is."
    ("blown_away-with-a-fan-here", arranged(performing, own_fan_in_pub_4), 0, "blown_away", {}, None),
    ("blown_away-in-the-square", in_square, 0, "blown_away", {}, None),
    ("blown_away-needs-a-fan-here", performing, 0, "blown_away", {}, "where your Bard is: you have none there"),
    # Go Busking!: "Move your [Bard] to the square."
    ("go_busking-from-a-pub", performing, 0, "go_busking", {}, None),
    ("go_busking-escapes-a-duel", dueling, 0, "go_busking", {}, None),
    ("go_busking-not-from-the-square", in_square, 0, "go_busking", {}, "to the Town Square: it is there already"),
    # Signing Session: "Put 1 fan in the location where your bard stands."
    ("signing_session-where-the-bard-stands", performing, 0, "signing_session", {}, None),
    ("signing_session-needs-a-location", movement, 0, "signing_session", {}, "your Bard is in no location yet"),
    (
        "signing_session-needs-a-fan",
        arranged(performing, no_fans_to_place),
        0,
        "signing_session",
        {},
        "places a Fan from your reserve: you have none",
    ),
    # Distribute Posters: "Discard a card, put 1 fan in any location."
    ("distribute_posters-any-location", movement, 0, "distribute_posters", {"to": 0}, None),
    (
        "distribute_posters-needs-a-fan",
        arranged(movement, no_fans_to_place),
        0,
        "distribute_posters",
        {"to": 3},
        "places a Fan from your reserve: you have none",
    ),
    # Diva: "Play after you successfully sing a song ... before you play other Songs."
    ("diva-after-a-success", arranged(sung("love", 6), rival_in_pub_4), 0, "diva", {}, None),
    ("diva-not-before-singing", arranged(performing, rival_in_pub_4), 0, "diva", {}, "after you successfully sing a"),
    ("diva-not-after-a-failure", arranged(sung("love", 2), rival_in_pub_4), 0, "diva", {}, "after you successfully"),
    (
        "diva-not-once-the-next-song-is-sung",
        arranged(then(sung("love", 6), SING_AGAIN), rival_in_pub_4),
        0,
        "diva",
        {},
        "before you play other Songs",
    ),
    ("diva-needs-a-rival-fan", sung("love", 6), 0, "diva", {}, "converts one Fan of another Bard"),
    (
        "diva-not-on-diehards-fans",
        arranged(then(sung("love", 6), (1, "play_trick", {"trick": "diehards"})), rival_in_pub_4),
        0,
        "diva",
        {},
        "there is none that may leave",
    ),
    # Stage Banter: "Play after you successfully sing a drinking song."
    ("stage_banter-after-a-drinking-song", sung("drinking", 6), 0, "stage_banter", {}, None),
    ("stage_banter-while-rewards-wait", sung("drinking", 6, None), 0, "stage_banter", {}, None),
    ("stage_banter-not-after-a-love-song", sung("love", 6), 0, "stage_banter", {}, "successfully sing a Drinking"),
    (
        "stage_banter-not-once-the-next-song-is-sung",
        then(sung("drinking", 6), SING_AGAIN),
        0,
        "stage_banter",
        {},
        "before you play other Songs",
    ),
    ("stage_banter-not-for-another-bard", sung("drinking", 6), 1, "stage_banter", {}, "Drinking Song"),
    # Cunning Bar-gain: "Play after you unsuccessfully sing a song."
    ("cunning_bargain-after-a-failure", sung("love", 2), 0, "cunning_bargain", {}, None),
    ("cunning_bargain-after-the-turn-ended", then(sung("love", 2), ENDED), 0, "cunning_bargain", {}, None),
    ("cunning_bargain-not-after-a-success", sung("love", 6), 0, "cunning_bargain", {}, "after you unsuccessfully"),
    ("cunning_bargain-not-before-singing", performing, 0, "cunning_bargain", {}, "after you unsuccessfully"),
    # Standing Ovation: "Play after you finish singing."
    ("standing_ovation-after-the-turn", then(sung("love", 6), ENDED), 0, "standing_ovation", {}, None),
    ("standing_ovation-after-a-failure", sung("love", 2), 0, "standing_ovation", {}, None),
    ("standing_ovation-not-while-singing", sung("love", 6, None), 0, "standing_ovation", {}, "after you finish"),
    ("standing_ovation-not-before-your-turn", performing, 1, "standing_ovation", {}, "after you finish singing"),
    ("standing_ovation-not-in-movement", movement, 0, "standing_ovation", {}, "after you finish singing"),
    # Up the Ante: "Play before a brawl or a duel ... before any dice are rolled."
    ("up_the_ante-before-the-duel-dice", dueling, 2, "up_the_ante", {"guess": 0}, None),
    ("up_the_ante-not-once-a-die-is-rolled", then(dueling, ROLLED), 2, "up_the_ante", {"guess": 0}, "before any dice"),
    ("up_the_ante-not-without-a-duel-or-brawl", performing, 0, "up_the_ante", {"guess": 1}, "before a Brawl or a Duel"),
    # Encore: "sing again a song that you have already sung this round, even a failed one."
    ("encore-after-a-song", sung("love", 6), 0, "encore", {}, None),
    ("encore-not-before-any-song", performing, 0, "encore", {}, "already sung this round (none yet"),
    ("encore-on-the-song-sung-again", then(sung("love", 6), SING_AGAIN), 0, "encore", {}, None),
    (
        "encore-not-on-a-new-song",
        then(sung("love", 6), (0, "sing", {"genre": "epic", "mood": "major"})),
        0,
        "encore",
        {},
        "(none yet, or not this one)",
    ),
    ("encore-not-on-another-turn", then(sung("love", 2), ENDED), 0, "encore", {}, "on your turn in the Performance"),
    # Ragnarok: Helga's unique Trick ("This Trick doesn't apply to Helga's Ragnarok").
    ("ragnarok-helga", performing, 1, "ragnarok", {"value": 2}, None),
    ("ragnarok-only-helga", performing, 0, "ragnarok", {"value": 2}, "Helga's unique Trick"),
    (
        "ragnarok-not-twice-at-once",
        then(performing, (1, "play_trick", {"trick": "ragnarok", "value": 2})),
        2,
        "copycat",
        {"value": 2},
        "finish the Ragnarok in play first",
    ),
    # Cut Strings: "Play in response to somebody playing a trick card ... immediately after."
    ("cut_strings-right-after", then(performing, CONCENTRATION), 2, "cut_strings", {}, None),
    ("cut_strings-nothing-to-cancel", performing, 2, "cut_strings", {}, "answers the Trick played just before it"),
    (
        "cut_strings-not-once-the-game-moved-on",
        then(performing, CONCENTRATION, SING_AGAIN),
        2,
        "cut_strings",
        {},
        "the game has moved on since",
    ),
    (
        "cut_strings-not-on-jolly_show",
        then(performing, (2, "play_trick", {"trick": "jolly_show"})),
        0,
        "cut_strings",
        {},
        "answers the Trick played just before it",
    ),
    (
        "cut_strings-not-on-ragnarok",
        then(performing, (1, "play_trick", {"trick": "ragnarok", "value": 1})),
        0,
        "cut_strings",
        {},
        "answers the Trick played just before it",
    ),
    (
        "cut_strings-on-cut_strings",
        then(performing, CONCENTRATION, (2, "play_trick", {"trick": "cut_strings"})),
        0,
        "cut_strings",
        {},
        None,
    ),
    # Copycat: "Play in response to any trick, copy that trick ... immediately after."
    ("copycat-right-after", then(performing, CONCENTRATION), 2, "copycat", {"target": 1}, None),
    (
        "copycat-of-ragnarok-by-any-bard",
        then(performing, (1, "play_trick", {"trick": "ragnarok", "value": 1}), (1, "ragnarok_done", {})),
        2,
        "copycat",
        {"value": 2},
        None,
    ),
    (
        "copycat-not-once-the-game-moved-on",
        then(performing, CONCENTRATION, SING_AGAIN),
        2,
        "copycat",
        {"target": 1},
        "the game has moved on since",
    ),
    (
        "copycat-never-of-cut_strings",
        then(performing, CONCENTRATION, (2, "play_trick", {"trick": "cut_strings"})),
        0,
        "copycat",
        {},
        "Copycat copies the Trick played just before it (not Cut Strings)",
    ),
    (
        "copycat-takes-the-copied-limits",
        then(in_square, (1, "play_trick", {"trick": "endless_party"})),
        0,
        "copycat",
        {},
        "Endless Party can be played only in a Pub",
    ),
    # Epic Solo: "Play after any Bard rolls a die."
    ("epic_solo-after-a-roll", sung("love", 2), 1, "epic_solo", {"target": 0}, None),
    ("epic_solo-not-before-a-roll", performing, 1, "epic_solo", {"target": 0}, "no die to reroll right now"),
    ("epic_solo-not-after-the-reward", sung("love", 6), 1, "epic_solo", {"target": 0}, "no die to reroll"),
    # Vicious Heckle: "Cancel a song."
    ("vicious_heckle-a-song-being-sung", then(performing, SING_AGAIN), 1, "vicious_heckle", {"target": 0}, None),
    ("vicious_heckle-needs-a-song", performing, 1, "vicious_heckle", {"target": 0}, "no Song to cancel right now"),
    # Another Round: "All fans in the location where your bard is."
    ("another_round-needs-a-location", movement, 0, "another_round", {}, "your Bard is in no location yet"),
    # Tricks without a printed limit: "can be played at any time (unless the card itself specifies)".
    *(
        (f"{tid}-any-time-{scene.__name__}", scene, 0, tid, extra, None)
        for tid, extra in (
            ("concentration", {"delta": -1}),
            ("sing_havoc", {}),
            ("share_the_loot", {}),
            ("marks_the_spot", {"pub": 2}),
            ("diehards", {}),
            ("hidden_gem", {}),
            ("backstage_pass", {}),
            ("pub_crawl", {}),
            ("jolly_show", {}),
        )
        for scene in (movement, dueling, in_square)
    ),
]


@pytest.mark.parametrize(
    ("scene", "seat", "trick", "extra", "words"), [c[1:] for c in CASES], ids=[c[0] for c in CASES]
)
def test_a_tricks_own_limits(scene: Scene, seat: int, trick: str, extra: dict, words: str | None) -> None:
    p = scene()
    if words is None:
        p.do(seat, "play_trick", trick=trick, **extra)
        assert p.s["tricks"][-1]["trick"] == trick
    else:
        error = p.refuse(seat, "play_trick", ".", trick=trick, **extra)
        assert words in error.message


def test_every_limit_printed_on_a_card_has_a_refused_case() -> None:
    """Each limit named on a card is shown refused by at least one case above."""
    refused = {c[0].split("-")[0] for c in CASES if c[5] is not None}
    assert {t.id for t in TRICKS if t.limits} <= refused
    assert {x for t in TRICKS for x in t.limits} <= set(TRICK_LIMITS)


def test_a_trick_card_is_played_once_a_round_by_its_player() -> None:
    """Each deck holds one of each of its Tricks, and a played card stays in the Play Zone until Refreshment."""
    p = performing()
    p.do(0, "play_trick", trick="concentration")
    error = p.refuse(0, "play_trick", ".", trick="concentration", target=1)
    assert "in your Play Zone already" in error.message
    p.do(1, "play_trick", trick="concentration")  # Bob's own card
    p.do(2, "play_trick", trick="copycat", target=2)  # Cy's Copycat is another card
    for seat in range(3):
        while p.s["phase"] == "performance":
            p.do(p.s["turn"], "end_turn")
        p.do(seat, "refresh")
    assert p.s["round"] == 2
    p.do(0, "play_trick", trick="concentration")  # back from the Discard pile in a later round


def test_encore_sings_again_a_song_already_sung() -> None:
    """ "You can sing again a song that you have already sung this round, even a failed one." """
    p = sung("dance", 6)()
    p.do(0, "play_trick", trick="encore")
    error = p.refuse(0, "sing", ".", genre="epic", mood="major")
    assert error.message == "Encore sings again a Song you have already sung this round, not a new Epic Major Song"
    p.do(0, "sing", genre="dance", mood="major")
    assert p.s["perf"]["rewards_left"] == 3


def test_a_refused_trick_costs_nothing_and_says_which_limit() -> None:
    p = in_square()
    error = p.refuse(0, "play_trick", ".", trick="endless_party")
    assert error.code == "trick_limit" and error.extra["limit"] == "in_pub" and p.s["tips"][0] == 4


def test_pub_crawl_swaps_two_fans_between_two_locations_never_a_reserve() -> None:
    """ "The swap of fans is possible only between two locations ... No fans from any reserve may be involved." """
    p = performing()
    p.do(1, "play_trick", trick="pub_crawl")
    p.refuse(
        1,
        "swap_fans",
        "must be 0 .Town Square. to 6, not .reserve.",
        a={"color": 0, "at": "reserve"},
        b={"color": 1, "at": 2},
    )
    p.refuse(1, "swap_fans", "two different locations", a={"color": 0, "at": 0}, b={"color": 1, "at": 0})
    p.do(1, "swap_fans", a={"color": 0, "at": 1}, b={"color": 1, "at": 0})
    assert p.s["fans"][1] == [0, 1, 0] and p.s["fans"][0] == [2, 0, 1]


def test_tokens_egg_and_tomato_on_any_bard_cabbage_on_your_own_die_and_no_trick_cancels_them() -> None:
    """ "An Egg adds 1 to any die roll. A Tomato subtracts 1 ... A Cabbage lets the Bard reroll his own die
    (unlike the Trick Card "Epic Solo", the Cabbage token cannot affect opponents)." "You cannot cancel a token
    effect with a Trick Card." """
    p = Play(("slav", "helga", "caspar"), tokens=True)
    p.start()
    p.move(4, 5, 6)
    p.s["held"][1] = {"egg": 1, "tomato": 1, "cabbage": 1}
    p.do(0, "sing", genre="love", mood="major")
    p.do(0, "perform_roll", value=3)
    p.do(1, "use_token", kind="tomato", target=0)  # on another Bard's roll
    assert p.s["perf"]["tokens"] == -1
    error = p.refuse(2, "play_trick", ".", trick="cut_strings")
    assert "answers the Trick played just before it" in error.message
    error = p.refuse(1, "use_token", ".", kind="cabbage", target=0)
    assert "rerolls your own die" in error.message


# -- Bard cards and Song cards: the +1 specializations the rulebook prints ----------------------------------------


def _mods(p: Play, seat: int, genre: str, mood: str) -> dict[str, int]:
    from companion.games.king_of_all_bards.state import song_context
    from scoring.king_of_all_bards.modifiers import modifiers

    return {m.label: m.value for m in modifiers(song_context(p.s, seat, genre, mood))}


@pytest.mark.parametrize("bard", [b.id for b in BARDS])
def test_a_bard_card_gives_plus_one_to_songs_of_its_genre_only(bard: str) -> None:
    """ "Each Bard has a Specialization ... a +1 bonus to the die roll if the Bard is Singing a Song of the
    respective genre" (Slav, Mariana: Love; Helga, Kars: Epic; Lilly, Hikari: Dance; Caspar, Kiro: Drinking)."""
    p = Play((bard, "slav" if bard != "slav" else "kiro"))
    p.start()
    p.s["at"][0] = 0  # the Town Square: no Pub specialization
    own = BARD_BY_ID[bard].genre
    for genre in GENRES:
        bonus = {k: v for k, v in _mods(p, 0, genre, "major").items() if k.startswith("Bard specialization")}
        assert bonus == ({f"Bard specialization ({GENRE_NAMES[own]})": 1} if genre == own else {}), genre


@pytest.mark.parametrize("pub", [x.number for x in PUBS])
def test_a_pub_gives_plus_one_to_songs_of_its_genre_or_mood_never_the_square(pub: int) -> None:
    """ "Each Pub has a Specialization ... a +1 bonus ... if the Bard is Singing a Song of the respective genre or
    mood"; the Town Square "doesn't have one". Every Song is one genre and one mood: eight kinds."""
    p = Play(("kiro", "slav"))
    p.start()
    spec = PUB_BY_NUMBER[pub].specialization
    for genre in GENRES:
        for mood in MOODS:
            p.s["at"][0] = pub
            got = {k: v for k, v in _mods(p, 0, genre, mood).items() if k.startswith("Pub specialization")}
            assert (got != {}) == (spec in (genre, mood)), (genre, mood)
            p.s["at"][0] = 0
            assert not any(k.startswith("Pub specialization") for k in _mods(p, 0, genre, mood))


def test_a_song_card_is_one_of_four_genres_and_one_of_two_moods() -> None:
    p = performing()
    p.refuse(0, "sing", "'genre' must be one of love, epic, dance, drinking", genre="rock", mood="major")
    p.refuse(0, "sing", "'mood' must be one of major, minor", genre="love", mood="happy")
    p.do(0, "sing", genre="drinking", mood="minor")


# -- the card table in docs/ points at tests that exist ---------------------------------------------------------

DOC = Path(__file__).resolve().parents[2] / "docs" / "cards" / "king-of-all-bards.md"
FILES = {
    "cards": "test_king_of_all_bards_cards",
    "board": "test_king_of_all_bards_board",
    "game": "test_king_of_all_bards",
    "end": "test_king_of_all_bards_end",
    "draws": "test_king_of_all_bards_draws",
}


def test_the_card_table_has_every_card_and_each_row_names_tests_that_exist() -> None:
    import importlib

    text = DOC.read_text(encoding="utf-8")
    rows = [line for line in text.splitlines() if line.startswith("| ") and not line.startswith("| Card |")]
    for card in [*(t.name for t in TRICKS), *(b.name for b in BARDS)]:
        assert any(line.startswith(f"| {card} ") or f" {card} the" in line.split("|")[1] for line in rows), card
    ids = {c[0] for c in CASES}
    for row in rows:
        cells = row.split("|")
        if len(cells) < 5 or set(cells[1].strip()) <= {"-"} or cells[4].strip() == "Test":
            continue
        refs = re.findall(r"`(\w+)::(\w+)((?:\[[^\]]+\])?)`", cells[4])
        cases = re.findall(r"`\[([^\]]+)\]`", cells[4])
        assert refs, row
        for short, name, case in refs:
            module = importlib.import_module(f"tests.companion.{FILES[short]}")
            assert callable(getattr(module, name, None)), (short, name)
            if case and name == "test_a_tricks_own_limits":
                cases.append(case[1:-1])
        for case in cases:
            if case.endswith("-*"):
                assert any(i.startswith(case[:-1]) for i in ids), case
            elif not case.isdigit() and ".." not in case and case not in {b.id for b in BARDS}:
                assert case in ids, case
