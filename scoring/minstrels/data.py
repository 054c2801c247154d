"""Minstrels game data, defined once: characters, supplies, board, coins, heroes, titles, texts.

Every other surface (the table app, the printed reference card and score sheet) reads these.
Spaces are numbered 1 (bottom) to 6 (top) and columns 1 (left) to 4 (right), as in RULINGS.md.
"""

from __future__ import annotations

from dataclasses import dataclass

from companion.i18n import N_

CHARACTERS: tuple[str, ...] = ("Dragon", "Wizard", "Bandit", "Treasure", "Knight", "Princess")
"""The six characters in die-face order: face 1 = Dragon ... face 6 = Princess."""

FACE_OF: dict[str, int] = {c: i + 1 for i, c in enumerate(CHARACTERS)}
"""The die face (1-6) that shows each character."""

SUPPLY_BY_PLAYERS: dict[int, dict[str, int]] = {
    1: {"Dragon": 6, "Wizard": 8, "Bandit": 10, "Treasure": 10, "Knight": 8, "Princess": 6},
    2: {"Dragon": 4, "Wizard": 6, "Bandit": 8, "Treasure": 8, "Knight": 6, "Princess": 4},
    3: {"Dragon": 6, "Wizard": 8, "Bandit": 10, "Treasure": 10, "Knight": 8, "Princess": 6},
    4: {"Dragon": 8, "Wizard": 10, "Bandit": 12, "Treasure": 12, "Knight": 10, "Princess": 8},
}
"""Character pieces put in the supply, by player count (solo uses the 3-player supply)."""

COLUMNS = 4
"""Columns on a player board, numbered 1 (left) to 4 (right)."""
SPACES = 6
"""Spaces in a column, numbered 1 (bottom) to 6 (top); a row is the same number across columns."""
COLUMN_BONUS: tuple[int, ...] = (4, 6, 8, 12)
"""VP for completely filling column 1, 2, 3, 4 (printed above the columns)."""

BANK_COINS = 32
"""Coins in the box; the bank is what no player holds. When it is empty, nobody gains coins."""
STARTING_COINS = 7
"""Coins each player takes at setup."""
BOARD_COINS_BY_COLUMN: tuple[int, ...] = (2, 1, 1, 1)
"""Of the starting coins, how many go on the board in each column (any spaces of it)."""
PERSONAL_COINS_AT_START = 2
"""Of the starting coins, how many go to the personal supply."""
SECOND_PLAYER_EXTRA_COIN = 1
"""In a 2-player game the second player takes this many more coins."""

PASS_COINS = 1
"""Coins from the bank for passing."""
SHIFT_COST_PER_STEP = 1
"""Coins paid to the bank to change one die by one step (no wrap between 6 and 1)."""

BANDIT_CHAIN_VP: tuple[int, ...] = (1, 3, 6, 10, 15)
"""Bandit VP by the number of *other* Bandits in its orthogonal chain: 0, 1, 2, 3, 4+."""
DRAGON_VP_PER_PIECE = 3
"""Dragon: VP per Princess, then per Treasure, in its row and its column."""
TREASURE_VP_PER_TREASURE = 2
"""Treasure: VP per Treasure on the board (the placed one included)."""
TREASURE_VP_PER_POORER_OPPONENT = 1
"""Treasure: VP per opponent who now has fewer Treasures."""
KNIGHT_VP_PER_TYPE = 2
"""Knight: VP per distinct character type on the 8 surrounding spaces."""

MAJORITY_VP: tuple[int, int] = (5, 3)
"""End of game road signs: the rarer remaining type pays 5, the commoner 3 (equal: both pay 3)."""

QUEST_PARTIAL_VP = 4
"""Quests mode: any characters on all the marked spaces."""
QUEST_FULL_VP = 8
"""Quests mode: the specified characters on all the marked spaces."""
QUEST_COINS = 5
"""Quests mode: the coins placed on the board where the quest card shows."""

TRACK_LAP = 50
"""Spaces round the scoring track; passing "0/50" turns the minstrel token over."""
TOKEN_SIDES: tuple[str, ...] = ("lute", "50", "100", "150")
"""The minstrel token's side after 0, 1, 2, 3 laps."""

FRIAR_TUCK_PRICE = 4
"""Friar Tuck: coins to buy any character from the supply and place it."""
FRIAR_TUCK_TURN_COINS = 1
"""Friar Tuck: coins taken from the bank at the end of each of his turns."""
KRATOS_REROLL_COST = 1
"""Kratos: coins per reroll of 1 or 2 shared dice."""
ESMERALDA_DOUBLE_COINS = 2
"""Esmeralda: coins when the dice show a double."""
ARCHCHANCELLOR_SET = (3, 4)
"""Archchancellor: a set of 3 coins scores 4 VP (left-over coins 1 VP each)."""
ROBIN_HOOD_VP_PER_TREASURE = 3
"""Robin Hood: VP per Treasure orthogonally next to the placed Bandit."""
DON_QUIXOTE_VP_PER_SET = 5
"""Don Quixote: VP per set of Treasure + Bandit + Wizard + Knight on the board."""
DON_QUIXOTE_SET: tuple[str, ...] = ("Treasure", "Bandit", "Wizard", "Knight")
"""The pieces of one Don Quixote set."""
MIMIC_SET: tuple[str, ...] = ("Bandit", "Knight")
"""The pieces of one Mimic set (1 coin each)."""
RAPUNZEL_PER_PIECE = (2, 1)
"""Rapunzel: (VP, coins) per Treasure, then per Bandit, in her row and column."""
TOOTHY_VP = 2
"""Toothy: VP for a Dragon (plus coins equal to its space number)."""


@dataclass(frozen=True)
class Hero:
    """A hero card: its name, the character effect it replaces (or None: new rules), its text."""

    name: str
    replaces: str | None
    min_players: int
    text: str

    @property
    def mark(self) -> str:
        """The player-count mark printed on the card: "3+", "2+" or ""."""
        return f"{self.min_players}+" if self.min_players > 1 else ""


HEROES: tuple[Hero, ...] = (
    Hero(
        "Kratos",
        None,
        3,
        N_(
            "At the start of the round, after the dice are rolled, you may pay 1 coin to reroll 1 or 2 "
            "dice, as often as you can pay. The new result applies to everyone."
        ),
    ),
    Hero(
        "Don Quixote",
        "Knight",
        1,
        N_(
            "When you place a Knight: 5 VP per set of 1 Treasure + 1 Bandit + 1 Wizard + 1 Knight on "
            "your board (each piece in one set only)."
        ),
    ),
    Hero(
        "Friar Tuck",
        None,
        2,
        N_(
            "On your turn you may also buy any character from the supply for 4 coins and place it on an "
            "available space. At the end of each of your turns take 1 coin from the bank."
        ),
    ),
    Hero(
        "Esmeralda",
        None,
        1,
        N_(
            "When the dice show a double, take 2 coins from the bank. After completing a task you may "
            "also discard any face-up task card and replace it."
        ),
    ),
    Hero(
        "Archchancellor",
        "Wizard",
        1,
        N_(
            "When you place a Wizard: VP for the sets in your personal supply: 1 coin = 1 VP, "
            "3 coins = 4 VP (a coin counts in one set only)."
        ),
    ),
    Hero(
        "Rapunzel",
        "Princess",
        1,
        N_(
            "When you place a Princess: 2 VP and 1 coin per Treasure in her row and column, then "
            "2 VP and 1 coin per Bandit in her row and column."
        ),
    ),
    Hero(
        "Mimic",
        "Treasure",
        1,
        N_(
            "When you place a Treasure: 1 coin per set of 1 Bandit + 1 Knight on your board "
            "(each piece in one set only)."
        ),
    ),
    Hero(
        "Robin Hood",
        "Bandit",
        1,
        N_("When you place a Bandit next to Treasures (orthogonally): 3 VP per adjacent Treasure."),
    ),
    Hero("Toothy", "Dragon", 1, N_("When you place a Dragon: 2 VP and as many coins as the number of its space.")),
)
"""The 9 hero cards. Kratos (3+) is removed with 2 players; Friar Tuck (2+) too in solo."""

HERO_BY_NAME: dict[str, Hero] = {h.name: h for h in HEROES}
"""Hero cards by name."""
HEROES_DEALT = 2
"""Hero cards dealt to each player; each keeps 1."""


def heroes_for(players: int) -> tuple[Hero, ...]:
    """The hero cards used with this many players (cards marked above the count are removed)."""
    return tuple(h for h in HEROES if h.min_players <= players)


SOLO_TITLES: tuple[tuple[int, str], ...] = (
    (150, "Legend Creator"),
    (120, "Royal Bard"),
    (100, "Tavern Star"),
    (70, "Nightingale"),
    (40, "Novice Singer"),
    (0, "Peacock"),
)
"""Solo titles: (lowest VP, title), best first. The book's Peacock row says 1-39; 0 is a Peacock too."""

MARKET_SIZE = 3
"""Face-up task cards in the market (slot 1 is the one furthest from the deck)."""
SOLO_DISCARD_BY_DOUBLE: dict[int, int] = {1: 1, 2: 1, 3: 2, 4: 2, 5: 3, 6: 3}
"""Solo: a double of this face discards this market card (1 = furthest from the deck)."""

CHARACTER_EFFECTS: dict[str, str] = {
    "Dragon": N_("3 VP per Princess, then 3 VP per Treasure, in its row and its column."),
    "Wizard": N_("VP = coins in your personal supply, +1 VP per coin picked up by this Wizard."),
    "Bandit": N_("VP by the chain of other Bandits connected orthogonally: 0:1 1:3 2:6 3:10 4+:15."),
    "Treasure": N_("2 VP per Treasure on your board, +1 VP per opponent who has fewer Treasures."),
    "Knight": N_("2 VP per distinct character type on the 8 surrounding spaces."),
    "Princess": N_("VP = the number of her space."),
}
"""Each character's placement effect, as on the player aid."""

SCORE_SOURCES: tuple[str, ...] = (
    *CHARACTERS,
    "Column",
    "Task",
    "Quest",
    "Road sign 5",
    "Road sign 3",
    "Coins",
)
"""Where VP come from, in score-sheet order (the app logs every gain under one of these names)."""

SETUP_STEPS: tuple[str, ...] = (
    N_("Put each player's minstrel token lute side up on 0/50."),
    N_("Fill the supply for the player count (see the supply table)."),
    N_("Shuffle simple and complex tasks separately; simple on top; deal 3 face up: the market."),
    N_(
        "Each player takes 7 coins: 2 on spaces of column 1, 1 on a space of each other column, "
        "2 in the personal supply (Quests: coins where the quest card shows)."
    ),
    N_("The first player takes the token; in a 2-player game the second player takes 1 more coin."),
    N_("Heroes: deal 2 hero cards each, keep 1 (remove 3+ with 2 players, also 2+ in solo)."),
)
"""Setup, step by step."""

ROUND_STEPS: tuple[str, ...] = (
    N_("Common turn: the first player rolls both dice; the result applies to everyone."),
    N_("Player turns, clockwise from the first player."),
    N_("End of round: the first player passes the token left (not in a 2-player game)."),
)
"""A round: the common turn, then every player's turn."""

TURN_STEPS: tuple[str, ...] = (
    N_("1. Change die values: 1 coin per step up or down, no wrap between 6 and 1."),
    N_(
        "2. Place a character: one die is the character, the other the space, in an available "
        "column; take a coin from the space; score the effect and a filled column."
    ),
    N_("3. Complete one task from the market and take its reward."),
    N_("4. Quests mode: score your quest when its spaces are filled (4 VP any, 8 VP as shown)."),
    N_("5. Check the end: 2 or fewer character types left in the supply ends the game after this round."),
    N_("6. Pass the turn left. Instead of playing you may always pass: take 1 coin."),
)
"""A player's turn, in order."""

AVAILABILITY_RULE = N_("Column 1 is always available; a column opens once the column left of it holds a piece.")
"""Which columns may take a piece."""

END_OF_GAME: tuple[str, ...] = (
    N_(
        "Road signs: of the character types left in the supply, the one with fewer pieces goes under "
        "5 VP, the other under 3 VP (equal counts: both under 3; only one type: under 5)."
    ),
    N_(
        "The player(s) with the most pieces of a road-sign type score its VP (ties: every tied player; "
        "nobody with 0 pieces)."
    ),
    N_("Each coin in your personal supply is worth 1 VP (keep the coins)."),
    N_("Solo: no road signs; look up your title."),
)
"""Final scoring, in order."""

TIE_BREAKS: tuple[str, ...] = (
    N_("Most coins in the personal supply."),
    N_("Most completely filled columns."),
    N_("Otherwise the players share the victory."),
)
"""Tie-breaks for the most VP, in order."""

SOLO_RULES: tuple[str, ...] = (
    N_("3-player supply; you are always the first player; no Kratos or Friar Tuck."),
    N_("After each round the two rolled characters (the last roll) leave the supply."),
    N_(
        "A double removes 2 of that character and discards a task: 1-2 the first card (furthest "
        "from the deck), 3-4 the second, 5-6 the third."
    ),
    N_("No road signs at the end; your title comes from the title table."),
)
"""Solo differences from the base rules."""
