"""Bard Saga: game data and rules arithmetic (Field, Scroll requirements, Singing Victory, end).

Pure: plain values in, plain values out. The companion game, the printables and the tests
all read the constants below; nothing else keeps a copy of them.

The Field is a 3x3 grid of decks, numbered row by row:

    0 1 2
    3 4 5
    6 7 8

Deck 4 (the centre) is the ninth deck of three Story cards; the eight around it each hold a
Legend card under one Story card.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from functools import lru_cache
from typing import Any

from scoring.standings import Standing, rank

# -- components --------------------------------------------------------------------------

SCROLL_COLOURS: tuple[str, ...] = ("Red", "Blue", "Yellow", "Green")
"""The four Scroll colours, in the rulebook's order; also the colours white can be declared."""

WHITE = "White"
"""White Story cards and every Legend card's back: they take the colour declared for the round."""

STORY_COLOURS: tuple[str, ...] = (*SCROLL_COLOURS, WHITE)
"""The border colours a Story card can have."""

# Colours light enough to want dark text on them (the phone and the printables).
LIGHT_COLOURS: tuple[str, ...] = ("Yellow", WHITE)
PHASE_NAMES: dict[str, str] = {
    "setup": "Setup",
    "seeking": "Seeking Story",
    "singing": "Singing Victory",
    "returning": "Scroll limit",
    "declaring": "Next round",
    "ended": "Game over",
}
COLOUR_HEX: dict[str, str] = {
    "Red": "#c62828",
    "Blue": "#1565c0",
    "Yellow": "#f9a825",
    "Green": "#2e7d32",
    "White": "#f4f1ea",
}
"""Display colours for the app and the printed cards (our own, not the published art)."""

SCROLLS_PER_COLOUR = 10
"""The Inn holds ten Scroll cards of each colour in all (40 Scroll cards)."""

INN_CONTENTS: dict[str, int] = {c: SCROLLS_PER_COLOUR for c in SCROLL_COLOURS}
"""The Inn at the start of the game, before anyone draws: 10 Scrolls of each colour."""

COMPONENTS: tuple[tuple[str, int], ...] = (
    ("Story cards", 32),
    ("Legend cards", 8),
    ("Scroll cards (10 each of red, blue, yellow, green)", 40),
    ("Victory Point cards (15 x 1, 10 x 3, 3 x 10)", 28),
)
"""The box contents as the rulebook lists them: (component, count)."""

LEGEND_COUNT = 8
"""Eight Legends; the round in which the eighth moves next to the Market is the last round."""

CENTRE_DECK = 4
"""The ninth deck in the middle of the Field: three Story cards and no Legend."""

CENTRE_STORIES = 3
"""Story cards in the centre deck at setup."""

STARTING_SCROLLS = 2
"""Scroll cards each player draws from the Inn at setup."""

STARTING_HAND = 2
"""Story cards each player draws from the Market at setup."""

SCROLL_LIMIT = 10
"""At most ten Scrolls after the Singing Victory phase; the player chooses what to give back."""

HAND_LIMIT = 3
"""At most three Story cards in hand after drawing three in the Singing Victory phase."""

COLLECT_VP = 1
"""Victory Points for Collecting a Story card from the Field."""

SEARCH_VP = 2
"""Victory Points for Searching a Legend (moving it next to the Market)."""

LEGEND_COLOUR_VP = 1
"""Singing Victory: VP per played Story of the top Legend's colour."""

LEGEND_ART_VP = 1
"""Singing Victory: VP per played Story with the top Legend's art."""

VP_CARDS: dict[int, int] = {1: 15, 3: 10, 10: 3}
"""The Victory Point cards: value -> how many (15 x 1, 10 x 3, 3 x 10 = 75 VP in all)."""

MIN_PLAYERS = 2
MAX_PLAYERS = 6
"""The rulebook gives no player count; the house plays Bard Saga with 2 to 6 players."""

DECK_NAMES: tuple[str, ...] = (
    "top-left",
    "top",
    "top-right",
    "left",
    "centre",
    "right",
    "bottom-left",
    "bottom",
    "bottom-right",
)
"""How the app and the printed card name the nine decks of the Field."""

# -- phases as short texts (for the reference card and the app) -----------------------------

SETUP_STEPS: tuple[str, ...] = (
    "Lay the eight Legend cards face down as eight decks around an empty middle (a 3x3 Field).",
    "One Story card face up on each Legend; three Story cards face up in the middle: the 9th deck.",
    "The other Story cards are the Market; the Scroll cards, face down, are the Inn.",
    "The player who last sang a song aloud is the Starting Player.",
    "Clockwise, each player draws two Story cards from the Market, then two Scrolls from the Inn.",
    "The Starting Player declares the colour of white cards: Red, Blue, Yellow or Green.",
)
"""Setup, step by step."""

SEEKING_ACTIONS: tuple[tuple[str, str], ...] = (
    ("Play a Story", "Play a Story card in front of you and do its effect."),
    (
        "Collect Story",
        "Pay its Scrolls to the Inn, take the Field's Story card into your hand: +1 VP.",
    ),
    (
        "Search Legend",
        "Pay its Scrolls to the Inn, move the Legend face up next to the Market: +2 VP.",
    ),
    ("Pass", "Take no more actions this round; you keep your hand."),
)
"""Seeking Story phase: on your turn, exactly one of these (name, what it does)."""

SCROLL_REQUIREMENT = (
    "One Scroll of the card's own colour plus one Scroll of the colour of each card touching it; "
    "white cards and Legends count as the colour declared for the round."
)
"""The Scroll requirement to Collect a Story or Search a Legend."""

SINGING_STEPS: tuple[str, ...] = (
    "From the first player to pass: one Scroll of each played Story's colour, one random Scroll "
    "per face-down Story (no compensation when a colour has run out).",
    "Top Legend: +1 VP per played Story of its colour, +1 VP per played Story with its art.",
    "Scroll limit 10: give back the Scrolls of your choice to the Inn.",
    "Shuffle the played Stories into the Market; everyone draws 3 Story cards; hand limit 3.",
    "The first player to pass is the Starting Player and declares the colour of white cards.",
)
"""Singing Victory phase, in order."""

GAME_END = (
    "The round in which the eighth Legend moves next to the Market is the last. After its Singing "
    "Victory phase the most VP wins; a tie goes to the most Scrolls; still tied, a shared victory."
)
"""When the game ends and who wins."""

TIE_BREAKS: tuple[str, ...] = ("most Victory Points", "most Scroll cards", "shared victory")
"""The order of the end-of-game comparison."""

HOUSE_RULINGS: tuple[str, ...] = (
    "2 to 6 players: the rulebook gives no player count.",
    "The Field is a 3x3 grid, eight Legend decks around the ninth. Touching means orthogonally "
    "adjacent; a table option also counts diagonal neighbours.",
    "White cards and Legends take the colour declared for the round: for Scroll requirements, "
    "for the Scroll a played white Story gives, and for the Legend's colour bonus.",
    "Seeking Story turns go clockwise from the Starting Player, skipping players who passed.",
    "Singing Victory goes clockwise from the first player to pass; each player takes the Scrolls "
    "of their coloured Stories first, then one random Scroll per face-down Story.",
    "Face-down Stories give a random Scroll but no Legend colour or art VP (their face is hidden).",
    "Scrolls given back over the limit of ten go back to the Inn.",
    "If the VP cards cannot make every score, the app keeps the count.",
)
"""Where the rulebook is silent: what the app (and the printed card) follow."""


# -- the Field -------------------------------------------------------------------------------


@lru_cache(maxsize=32)
def touching(deck: int, diagonal: bool = False) -> tuple[int, ...]:
    """The decks touching `deck` in the 3x3 Field (orthogonal; with `diagonal`, also corners)."""
    if not 0 <= deck <= 8:
        raise ValueError(f"the Field has decks 0 to 8, not {deck}")
    row, col = divmod(deck, 3)
    out = []
    for r in range(3):
        for c in range(3):
            dr, dc = abs(r - row), abs(c - col)
            if (dr, dc) != (0, 0) and dr <= 1 and dc <= 1 and (diagonal or dr + dc == 1):
                out.append(r * 3 + c)
    return tuple(out)


def new_field() -> list[dict[str, Any]]:
    """The Field at setup: eight Legend decks under one Story each, the centre of three Stories.

    A deck is `{"stories": n, "top": colour or None, "legend": bool}`; `top` is the colour of
    its top Story card (None until the table says it), meaningful only while `stories` > 0.
    """
    return [
        {
            "stories": CENTRE_STORIES if i == CENTRE_DECK else 1,
            "top": None,
            "legend": i != CENTRE_DECK,
        }
        for i in range(9)
    ]


def top_card(deck: Mapping[str, Any]) -> str | None:
    """The top of a deck: a Story's colour, "?" (not yet told), "Legend", or None (empty)."""
    if deck["stories"] > 0:
        return deck["top"] or "?"
    return "Legend" if deck["legend"] else None


def card_colour(top: str | None, white: str | None) -> str | None:
    """The colour a top card counts as: white cards and Legends take the declared colour."""
    if top in (WHITE, "Legend"):
        return white or WHITE
    return top


def scroll_requirement(own: str, touching_colours: Iterable[str], white: str) -> dict[str, int]:
    """Scrolls needed to Collect (or Search) a card: its own colour plus each touching card's.

    `own` and `touching_colours` are card colours (White, or "Legend" for a Legend's white back);
    white counts as `white`, the colour declared for the round.
    """
    need = dict.fromkeys(SCROLL_COLOURS, 0)
    for c in (own, *touching_colours):
        c = card_colour(c, white)
        if c not in need:
            raise ValueError(f"{c!r} is not a Scroll colour (declare the colour of white cards)")
        need[c] += 1
    return {c: n for c, n in need.items() if n}


def deck_requirement(
    field: Sequence[Mapping[str, Any]], deck: int, white: str | None, diagonal: bool = False
) -> dict[str, Any] | None:
    """The Scroll requirement of a deck in the Field, or None when the deck is empty.

    Returns `{"scrolls": {colour: n}, "unknown": [decks whose top colour is not known]}`; while
    `unknown` is not empty (or white is not declared) the requirement is incomplete.
    """
    own = top_card(field[deck])
    if own is None:
        return None
    unknown = [deck] if own == "?" else []
    colours = [] if own == "?" else [own]
    for t in touching(deck, diagonal):
        c = top_card(field[t])
        if c == "?":
            unknown.append(t)
        elif c is not None:
            colours.append(c)
    # Before white is declared, white cards are counted under "White".
    scrolls = dict.fromkeys(STORY_COLOURS, 0)
    for c in colours:
        scrolls[card_colour(c, white)] += 1
    return {"scrolls": {c: n for c, n in scrolls.items() if n}, "unknown": sorted(unknown)}


def missing_scrolls(have: Mapping[str, int], need: Mapping[str, int]) -> dict[str, int]:
    """The Scrolls a player lacks to pay `need` (empty when they can pay)."""
    return {c: n - have.get(c, 0) for c, n in need.items() if n > have.get(c, 0)}


# -- Singing Victory ------------------------------------------------------------------------


def singing_order(first_to_pass: int, players: int) -> list[int]:
    """Seats in Singing Victory order: the first to pass, then clockwise (house ruling)."""
    return [(first_to_pass + i) % players for i in range(players)]


def draw_scroll(inn: Mapping[str, int], pick: Callable[[int], int]) -> str | None:
    """Draw one random Scroll from the Inn's real contents (None when the Inn is empty).

    `pick(n)` returns an index in [0, n): each remaining Scroll card is equally likely.
    """
    total = sum(inn.values())
    if total == 0:
        return None
    i = pick(total)
    for c in SCROLL_COLOURS:
        if i < inn.get(c, 0):
            return c
        i -= inn.get(c, 0)
    raise ValueError("pick(n) must return an index below n")


def story_scrolls(
    played: Sequence[Mapping[str, Any]], white: str, inn: dict[str, int], pick: Callable[[int], int]
) -> tuple[dict[str, int], list[str]]:
    """One player's Scrolls for their played Stories, taken out of `inn` (changed in place).

    Each face-up Story gives a Scroll of its colour (white: the declared colour) while the Inn
    has one; then each face-down Story gives a random Scroll from what is left. Returns the
    Scrolls gained by colour and the colours drawn at random, in order.
    """
    gained = dict.fromkeys(SCROLL_COLOURS, 0)
    for story in played:
        if not story.get("face_down"):
            c = card_colour(story["color"], white)
            if inn.get(c, 0) > 0:  # no compensation when a colour has run out
                inn[c] -= 1
                gained[c] += 1
    drawn: list[str] = []
    for story in played:
        if story.get("face_down"):
            c = draw_scroll(inn, pick)
            if c is not None:
                inn[c] -= 1
                gained[c] += 1
                drawn.append(c)
    return {c: n for c, n in gained.items() if n}, drawn


def legend_vp(played: Sequence[Mapping[str, Any]], legend: Mapping[str, Any] | None, white: str) -> int:
    """VP from the top Legend: +1 per face-up Story of its colour, +1 per Story with its art.

    Colours compare as counted this round (white as the declared colour). Face-down Stories
    show neither colour nor art, so they score nothing here (house ruling).
    """
    if not legend:
        return 0
    colour = card_colour(legend.get("color"), white)
    art = (legend.get("art") or "").strip().casefold()
    vp = 0
    for story in played:
        if story.get("face_down"):
            continue
        if colour and card_colour(story["color"], white) == colour:
            vp += LEGEND_COLOUR_VP
        if art and (story.get("art") or "").strip().casefold() == art:
            vp += LEGEND_ART_VP
    return vp


def scrolls_over_limit(scrolls: Mapping[str, int]) -> int:
    """How many Scrolls a player must give back to get down to the limit of ten."""
    return max(0, sum(scrolls.values()) - SCROLL_LIMIT)


# -- VP as cards --------------------------------------------------------------------------------


def vp_cards(scores: Sequence[int], supply: Mapping[int, int] = VP_CARDS) -> list[dict[int, int]] | None:
    """Each player's VP made of physical cards, all out of one `supply`; None if it cannot be done.

    Uses as few cards in all as possible (so the tens and threes go first); players earlier in
    the list get the bigger cards when it makes no difference.
    """
    # Every phone's view asks after each action, mostly for the same scores: remember the answers.
    plan = _vp_cards(tuple(scores), tuple(sorted(supply.items())))
    return None if plan is None else [dict(c) for c in plan]


@lru_cache(maxsize=1024)
def _vp_cards(scores: tuple[int, ...], supply_items: tuple[tuple[int, int], ...]) -> list[dict[int, int]] | None:
    supply = dict(supply_items)
    values = sorted(supply, reverse=True)
    start = tuple(0 for _ in values)
    best: dict[tuple[int, ...], tuple[int, list[tuple[int, ...]]]] = {start: (0, [])}
    for score in scores:
        if score < 0:
            return None
        nxt: dict[tuple[int, ...], tuple[int, list[tuple[int, ...]]]] = {}
        for used, (cards, plan) in best.items():
            for combo in _combos(score, values, [supply[v] - u for v, u in zip(values, used, strict=True)]):
                key = tuple(u + k for u, k in zip(used, combo, strict=True))
                total = cards + sum(combo)
                if key not in nxt or total < nxt[key][0]:
                    nxt[key] = (total, [*plan, combo])
        best = nxt
        if not best:
            return None
    _, plan = min(best.values(), key=lambda cp: (cp[0], [tuple(-k for k in c) for c in cp[1]]))
    return [{v: k for v, k in zip(values, combo, strict=True) if k} for combo in plan]


def _combos(score: int, values: list[int], left: list[int]) -> Iterable[tuple[int, ...]]:
    """Every way to make `score` from cards of `values` (descending) with at most `left` of each."""
    if len(values) == 1:
        v = values[0]
        if score % v == 0 and score // v <= left[0]:
            yield (score // v,)
        return
    for k in range(min(left[0], score // values[0]), -1, -1):
        for rest in _combos(score - k * values[0], values[1:], left[1:]):
            yield (k, *rest)


def supply_left(holdings: Iterable[Mapping[int, int]], supply: Mapping[int, int] = VP_CARDS) -> dict[int, int]:
    """The VP cards still in the supply once every player holds their cards."""
    left = dict(supply)
    for h in holdings:
        for v, k in h.items():
            left[v] -= k
    return left


# -- the end ------------------------------------------------------------------------------------


def is_last_round(legends_found: int) -> bool:
    """The round in which the eighth Legend moved next to the Market is the last round."""
    return legends_found >= LEGEND_COUNT


def final_standings(vp: Sequence[int], scrolls: Sequence[int]) -> list[Standing]:
    """Most VP wins; a tie goes to the most Scrolls; still tied, the victory is shared."""
    return rank({seat: (vp[seat], scrolls[seat]) for seat in range(len(vp))})
