"""The King of All Bards: every component, number and text the app and the printables read.

Defined once here; the game definition, the phone UI (through the table view) and the
printed reference card all import these names.
"""

from __future__ import annotations

from dataclasses import dataclass

# -- numbers from the rulebook ------------------------------------------------------------

FANS_PER_PLAYER = 10  # Fan discs in each Bard's colour
START_TIPS = 1  # each player gets 1 Tip at setup
HAND_SIZE = 6  # cards drawn at setup and refilled in Refreshment
SUCCESS_TARGET = 5  # a Song succeeds on a total of 5 or more
EPIC_FAIL_ROLL = 1  # a natural 1 always fails, whatever the modifiers
EPIC_FAIL = "Epic Fail"  # what the rulebook calls that roll
DIE_SIDES = 6
GOAL_TIPS = 5  # "five-and-five": 5 Tips ...
GOAL_PUBS = 5  # ... and own Fans in 5 different Pubs
CASH_IN_TRICKS = 3  # discarding 3+ Tricks in Refreshment gives 1 Tip
MAX_DUEL_REWARDS = 3  # one different reward per defeated opponent, at most three
SQUARE = 0  # location number of the Town Square; Pubs are 1 to 6
LOCATIONS = (0, 1, 2, 3, 4, 5, 6)
MIN_PLAYERS, MAX_PLAYERS = 2, 6

# -- songs ----------------------------------------------------------------------------------

GENRES: tuple[str, ...] = ("love", "epic", "dance", "drinking")
"""The four Song genres (icons: heart, ship, boots, mug)."""
MOODS: tuple[str, ...] = ("major", "minor")
"""The two Song moods (icons: smiling mask, frowning mask)."""
GENRE_NAMES = {"love": "Love", "epic": "Epic", "dance": "Dance", "drinking": "Drinking"}
MOOD_NAMES = {"major": "Major", "minor": "Minor"}
GENRE_ICONS = {"love": "heart", "epic": "ship", "dance": "boots", "drinking": "mug"}
MOOD_ICONS = {"major": "smiling mask", "minor": "frowning mask"}


@dataclass(frozen=True)
class Pub:
    """A Pub tile: its number (order around the Square), name and specialization."""

    number: int
    name: str
    short: str  # fits the phone board
    specialization: str  # a genre or a mood from GENRES / MOODS

    @property
    def bonus_text(self) -> str:
        """ "+1 for Drinking Songs"."""
        label = GENRE_NAMES.get(self.specialization) or MOOD_NAMES[self.specialization]
        return f"+1 for {label} Songs"


PUBS: tuple[Pub, ...] = (
    Pub(1, "Beer Mayor's Inn", "Beer Mayor", "drinking"),
    Pub(2, "Lady Zara's Ballroom", "Lady Zara", "love"),
    Pub(3, "The Torn Banner", "Torn Banner", "epic"),
    Pub(4, "The Kraken's Eye Groghouse", "Kraken's Eye", "dance"),
    Pub(5, "The Weepin' Troll", "Weepin' Troll", "minor"),
    Pub(6, "The Nuttery", "Nuttery", "major"),
)
"""The six Pubs, placed clockwise around the Town Square in this order."""
PUB_BY_NUMBER = {p.number: p for p in PUBS}
SQUARE_NAME = "Town Square"


def location_name(loc: int) -> str:
    """ "Pub 3 (The Torn Banner)" or "Town Square"."""
    return SQUARE_NAME if loc == SQUARE else f"Pub {loc} ({PUB_BY_NUMBER[loc].name})"


@dataclass(frozen=True)
class Bard:
    """A Bard card: name, boasting title, and the genre of its +1 specialization."""

    id: str
    name: str
    title: str
    genre: str
    initials: str  # two letters: K and H are shared by two Bards each
    note: str = ""  # what the rulebook says of the Bard's ability (the card has the rest)


BARDS: tuple[Bard, ...] = (
    Bard("slav", "Slav", "the Magnificent", "love", "Sl"),
    Bard("mariana", "Mariana", "the Dark", "love", "Ma"),
    Bard("helga", "Helga", "the Brave", "epic", "He", "Her unique Trick is Ragnarok."),
    Bard("kars", "Kars", "the Sea Dog", "epic", "Ka"),
    Bard("lilly", "Lilly", "the Shy", "dance", "Li", "Virtuoso: once per round."),
    Bard("hikari", "Hikari", "the Loud", "dance", "Hi", "May stay in the same Pub in Movement."),
    Bard("caspar", "Caspar", "the Jolly", "drinking", "Ca"),
    Bard("kiro", "Kiro", "the Fat", "drinking", "Ki"),
)
"""The eight Bards and their genre specializations (+1 to Songs of that genre)."""
BARD_BY_ID = {b.id: b for b in BARDS}
STAYS_IN_PUB = frozenset({"hikari"})  # Bards allowed to pick the Pub they are in


# -- Tricks -----------------------------------------------------------------------------------


@dataclass(frozen=True)
class Trick:
    """A Trick card: cost in Tips (None: Copycat's X), rarity, effect and timing notes.

    `kind` says what the app does when it is played:
    "round" stays in play until Refreshment and feeds the arithmetic; "reroll", "heckle",
    "ragnarok", "cancel", "copy", "encore" are resolved by the app; "board" is paid here
    and its moves are made with the board's ordinary moves.
    """

    id: str
    name: str
    cost: int | None
    rarity: str  # "common" | "rare" | "unique"
    effect: str
    notes: str
    kind: str = "board"
    needs: str = ""  # what else the play needs: "target" (a Bard), "delta", "pub", "copies"


TRICKS: tuple[Trick, ...] = (
    Trick(
        "cut_strings",
        "Cut Strings",
        0,
        "common",
        "Play in response to somebody playing a Trick: cancel that Trick.",
        "Only the last Trick in the chain. Cut Strings can cancel another Cut Strings. "
        "No cash back for the cancelled Trick.",
        "cancel",
    ),
    Trick(
        "epic_solo",
        "Epic Solo",
        0,
        "common",
        "Play after any Bard rolls a die: that Bard rerolls the die.",
        "Before the reward for a successful Song is taken or a Duel is won. Not for Helga's Ragnarok.",
        "reroll",
        "target",
    ),
    Trick(
        "concentration",
        "Concentration",
        0,
        "common",
        "Add +1 or -1 to all rolls a Bard makes during this round.",
        "Target yourself or another player. Lasts the whole round (Duels and Performance). Not for Helga's Ragnarok.",
        "round",
        "target delta",
    ),
    Trick(
        "go_busking",
        "Go Busking!",
        1,
        "common",
        "Move your Bard to the Town Square.",
        "Before your turn: sing at the Square on your turn. During your turn: continue if your "
        "previous Song succeeded. Escapes Duels.",
    ),
    Trick(
        "cunning_bargain",
        "Cunning Bar-gain",
        1,
        "rare",
        "After you sing an unsuccessful Song: discard any number of Song cards, gain that many Tips.",
        "Only after an unsuccessful Song.",
    ),
    Trick(
        "up_the_ante",
        "Up the Ante",
        1,
        "rare",
        "Before a Brawl or a Duel, guess the outcome; if right, gain 1 Tip.",
        "Before any dice are rolled; the bet cannot change. Guess the Duel's winner or whose Fan is kicked out.",
    ),
    Trick(
        "standing_ovation",
        "Standing Ovation",
        1,
        "rare",
        "After you finish singing: gain 1 Tip for each successful Song you have sung.",
        "A Duel won this round counts as a successful Song. A failed last Song does not count.",
    ),
    Trick(
        "stage_banter",
        "Stage Banter",
        1,
        "rare",
        "After you successfully sing a Drinking Song: gain 1 Tip for each of your Fans in the Pub.",
        "Right after the Song, before another one. A Duel won with a Drinking Song counts.",
    ),
    Trick(
        "groupies",
        "Groupies",
        1,
        "rare",
        "During Movement: any number of your Fans follow your Bard to the new location.",
        "Fans from the location the Bard leaves.",
    ),
    Trick(
        "distribute_posters",
        "Distribute Posters",
        1,
        "rare",
        "Discard a card: put 1 Fan from your reserve in any location.",
        "",
    ),
    Trick(
        "diva",
        "Diva",
        1,
        "rare",
        "After you successfully sing: convert one Fan where your Bard is to your own Fan.",
        "The opponent's Fan goes back to its reserve; yours comes from your reserve. A Duel won this round counts.",
    ),
    Trick("signing_session", "Signing Session", 1, "rare", "Put 1 Fan from your reserve where your Bard stands.", ""),
    Trick(
        "sing_havoc",
        "Sing Havoc!",
        1,
        "unique",
        "Till the end of the round all other Bards get -1 on their rolls in a Pub with your Bard; "
        "gain 1 Tip for each of their failed Songs.",
        "Lasts the whole round. A Song that loses a Duel is a failed Song. Not for Ragnarok.",
        "round",
    ),
    Trick(
        "vicious_heckle",
        "Vicious Heckle",
        2,
        "unique",
        "Cancel a Song and conduct a Brawl in the Pub of the Bard singing it; your Fans stay out of the bag.",
        "The cancelled Song is a failed Song: the singer stops singing, or loses the Duel.",
        "heckle",
        "target",
    ),
    Trick(
        "crazy_fangirls",
        "Crazy Fangirls",
        1,
        "unique",
        "Move one of your Fans from the Square to the Pub where your Bard is.",
        "In Movement: before or after your Bard moves.",
    ),
    Trick(
        "backstage_pass",
        "Backstage Pass",
        2,
        "unique",
        "Go to a location with no other Bards in it.",
        "Before your turn: sing there on your turn. During your turn: continue if your previous "
        "Song succeeded. Escapes Duels.",
    ),
    Trick(
        "share_the_loot",
        "Share the Loot",
        1,
        "unique",
        "Gain 1 Tip whenever a Bard successfully sings an Epic Song this round, also for Songs already sung.",
        "Lasts the whole round, for every Bard. A Duel won with an Epic Song counts.",
        "round",
    ),
    Trick(
        "marks_the_spot",
        "#MarksTheSpot",
        2,
        "unique",
        "Choose a Pub: put 1 Fan there after each successful Song you sing this round.",
        "Mark the Pub with an X. In addition to the normal reward; a won Duel counts.",
        "round",
        "pub",
    ),
    Trick(
        "diehards",
        "Diehards",
        1,
        "unique",
        "Your Fans cannot be removed from any Pub this round.",
        "Lasts the whole round; may be played as a counter to a Trick, ability or Brawl (the Brawl is redone).",
        "round",
    ),
    Trick(
        "ragnarok",
        "Ragnarok",
        2,
        "unique",
        "Roll the die: conduct Brawls in up to that many Pubs of your choice, one per Pub.",
        "Cannot be cancelled by Cut Strings. Mark each Pub with an X.",
        "ragnarok",
    ),
    Trick(
        "blown_away",
        "Blown Away",
        1,
        "unique",
        "Move one of your Fans from the location of your Bard to any other location.",
        "In Movement: before or after your Bard moves.",
    ),
    Trick(
        "endless_party",
        "Endless Party",
        2,
        "unique",
        "Draw cards equal to the number of all Fans in the Pub where your Bard is.",
        "Only in a Pub; Fans of all colours count. You may start the next round with more than 6 cards.",
    ),
    Trick(
        "hidden_gem",
        "Hidden Gem",
        1,
        "unique",
        "Add 2 to all your rolls this round while your Bard is where you have no Fans.",
        "Lasts the whole round; stops counting once you have a Fan there.",
        "round",
    ),
    Trick(
        "encore",
        "Encore",
        2,
        "unique",
        "Sing again a Song you already sang this round; triple its reward if successful.",
        "Spread the three rewards as you wish (e.g. 2 Tips and 1 Fan).",
        "encore",
    ),
    Trick(
        "another_round",
        "Another Round",
        1,
        "unique",
        "All Fans where your Bard is count as your Fans this round.",
        "They add to your rolls and to Stage Banter, never to the five Pubs of the goal.",
        "round",
    ),
    Trick(
        "pub_crawl",
        "Pub Crawl",
        2,
        "unique",
        "Switch the locations of two Fans of any colour.",
        "Between two Pubs, or a Pub and the Square; never a reserve.",
    ),
    Trick(
        "copycat",
        "Copycat",
        None,
        "unique",
        "Play in response to any Trick: copy that Trick.",
        "Costs what the copied Trick costs. Only right after that Trick.",
        "copy",
        "copies",
    ),
    Trick(
        "jolly_show",
        "Jolly Show",
        1,
        "unique",
        "All other Bards discard 2 Trick cards from their hands.",
        "Fewer than 2: they discard what they have. Cannot be cancelled by Cut Strings.",
    ),
)
"""Every Trick: 4 common, 8 rare, 16 unique (each Bard's deck has 4 + 2 + 2)."""
TRICK_BY_ID = {t.id: t for t in TRICKS}
ROUND_LONG_TRICKS = tuple(t.id for t in TRICKS if t.kind == "round")
UNCANCELLABLE_TRICKS = frozenset({"ragnarok", "jolly_show"})

# -- rewards ---------------------------------------------------------------------------------

PUB_REWARDS: tuple[tuple[str, str], ...] = (
    ("tip", "Get 1 Tip from the supply"),
    ("fan", "Place 1 Fan from your reserve in this Pub"),
    ("card", "Draw a card from your deck"),
)
"""The one reward for a successful Song in a Pub (and for each defeated Duel opponent)."""
DUEL_REWARDS = PUB_REWARDS
SQUARE_REWARDS: tuple[tuple[str, str], ...] = (
    ("push", "Move 1 Fan of any colour from the Town Square to any Pub"),
    ("pull", "Move 1 Fan of any colour from any Pub to the Town Square"),
    ("tip", "Get 1 Tip from the supply"),
    ("card", "Draw a card from your deck"),
)
"""The one reward for a successful Song in the Town Square (never a new Fan there)."""

# -- tokens (variant "Reduce the Bad Luck") -------------------------------------------------

TOKENS: tuple[str, ...] = ("egg", "tomato", "cabbage")
TOKEN_EFFECTS = {
    "egg": "+1 to any die roll",
    "tomato": "-1 to any die roll",
    "cabbage": "reroll your own die",
}
TOKEN_SUPPLY = {2: 1, 3: 1, 4: 2, 5: 3, 6: 3}
"""Tokens of EACH type in the supply by player count (2 players: 1 each, a house ruling)."""

# -- the round, as short texts for the reference card --------------------------------------

PHASES: tuple[tuple[str, str], ...] = (
    (
        "movement",
        "Movement: everyone secretly picks a Pub (never the current one; from the "
        "Square any Pub), then all Bards move at once.",
    ),
    (
        "duels",
        "Duels: two or more Bards in one Pub duel, lowest Pub first: secret Songs, roll, "
        "highest total wins; losers go to the Square and draw a card.",
    ),
    (
        "performance",
        "Performance: from the First Player clockwise, sing Songs where your Bard "
        "is; 5+ succeeds and earns one reward; a failure ends your turn.",
    ),
    (
        "refreshment",
        "Refreshment: discard the Play Zone and any cards, refill to 6; discarding "
        "3+ Tricks gives 1 Tip; the First Player passes left.",
    ),
)
"""The four phases of a round, in order."""
PHASE_NAMES = {
    "setup": "Setup",
    "placement": "Setup: first Fans",
    "movement": "Movement",
    "duels": "Duels",
    "performance": "Performance",
    "refreshment": "Refreshment",
    "over": "Game over",
}

SETUP_STEPS: tuple[str, ...] = (
    "Each player chooses a Bard and takes its 10 Fans, 18 cards and die; draw 6 cards.",
    "Roll for the First Player (reroll ties); they take the crown.",
    "From the First Player clockwise: 1 Fan in a Pub of your choice and 1 in the Town Square.",
    "Each player takes 1 Tip.",
)

MODIFIERS: tuple[str, ...] = (
    "+1 Bard specialization: a Song of your Bard's genre",
    "+1 Pub specialization: a Song of the Pub's genre or mood (none in the Town Square)",
    "+1 per Fan of your colour at your Bard's location (Town Square too)",
    "Tricks: Concentration +1/-1, Hidden Gem +2, Sing Havoc! -1; tokens: Egg +1, Tomato -1",
    "A natural 1 is an Epic Fail: no modifier saves it",
)
"""The modifier rules as one-liners for the reference card."""

BRAWL_RULES: tuple[str, ...] = (
    "Capacity of every Pub = number of players; the Town Square has none.",
    "A Fan entering a full Pub starts a Brawl at once: draw Fans from the bag, each one goes "
    "to the Town Square, until the Pub is within Capacity.",
    "Several Brawls: in Pub order 1 to 6. Diehards Fans are put back and another is drawn.",
    "Ragnarok and Vicious Heckle Brawls draw one Fan (Heckle: the player's own Fans stay out).",
)

WIN_CONDITION = "5 Tips and at least 1 of your own Fans in 5 different Pubs: the game ends at once."
TIE_BREAKS: tuple[str, ...] = ("most Fans in Pubs", "most Tips")
"""Tie-breaks among players who reach the goal at the same moment, in order."""


def reference() -> dict:
    """Every static fact the phone draws from, as JSON-ready data (shipped as a static file)."""
    return {
        "pubs": [[p.number, p.name, p.short, p.specialization, p.bonus_text] for p in PUBS],
        "bards": {b.id: [b.name, b.title, b.genre, b.initials, b.note] for b in BARDS},
        "tricks": [[t.id, t.name, t.cost, t.rarity, t.effect, t.notes, t.kind, t.needs] for t in TRICKS],
        "tokens": TOKEN_EFFECTS,
        "phases": PHASE_NAMES,
        "genres": GENRE_NAMES,
        "moods": MOOD_NAMES,
        "pub_rewards": PUB_REWARDS,
        "square_rewards": SQUARE_REWARDS,
        "win": WIN_CONDITION,
        "square": SQUARE_NAME,
        "epic_fail": EPIC_FAIL,
        # A Brawl's cause (other than Capacity) is the Trick that started it.
        "brawl_causes": {"heckle": TRICK_BY_ID["vicious_heckle"].name, "ragnarok": TRICK_BY_ID["ragnarok"].name},
    }


# Where the rulebook is silent: the rulings the app (and the printed reference) applies.
HOUSE_RULINGS: tuple[str, ...] = (
    "Epic Fail in a Duel: a natural 1 loses outright; if every dueling Bard rolls 1, all reroll; "
    "a tie for the highest total is rerolled by the tied Bards only.",
    "A Duel winner takes one different reward per defeated opponent, at most three.",
    "If no dueling Bard has a Song, nobody wins: all go to the Town Square and draw a card.",
    "Brawl: every Fan disc in the Pub is equally likely; Diehards Fans are put back. A Fan cannot "
    "enter a Pub that a Brawl could not bring back within Capacity (all Diehards).",
    "Ragnarok and Vicious Heckle Brawls draw one Fan; Vicious Heckle leaves the player's own Fans out.",
    "Five Pubs counts your own Fans in Pubs only (not the Square, not Another Round).",
    "An empty reserve takes its Fan from the Town Square, never from a Pub; with none, no Fan.",
    "Cut Strings switches off the last Trick played; a Trick already resolved (a reroll, a Brawl) "
    "is taken back with Undo.",
    "Sing Havoc! pays for the failed Songs of other Bards in its player's Pub, from when it is played.",
    "Copycat copies the Trick played just before it, never Cut Strings.",
    "Players who did not win are ordered by progress to five-and-five, then Fans in Pubs, then Tips.",
    "2 players with the tokens variant: 1 token of each type.",
)
