"""The King of All Bards: every component, number and text the app and the printables read.

Defined once here; the game definition, the phone UI (through the table view) and the
printed reference card all import these names.
"""

from __future__ import annotations

from dataclasses import dataclass

from companion.i18n import N_, _, pgettext

# -- numbers from the rulebook ------------------------------------------------------------

FANS_PER_PLAYER = 10  # Fan discs in each Bard's colour
START_TIPS = 1  # each player gets 1 Tip at setup
HAND_SIZE = 6  # cards drawn at setup and refilled in Refreshment
SUCCESS_TARGET = 5  # a Song succeeds on a total of 5 or more
EPIC_FAIL_ROLL = 1  # a natural 1 always fails, whatever the modifiers
EPIC_FAIL = N_("Epic Fail")  # what the rulebook calls that roll
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
GENRE_NAMES = {"love": N_("Love"), "epic": N_("Epic"), "dance": N_("Dance"), "drinking": N_("Drinking")}
MOOD_NAMES = {"major": N_("Major"), "minor": N_("Minor")}
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
        """ "+1 for Drinking Songs", in the current language."""
        return _(BONUS_TEXTS[self.specialization])


# one message per specialization: German and Russian make one word of genre and Song
BONUS_TEXTS = {
    "drinking": N_("+1 for Drinking Songs"),
    "love": N_("+1 for Love Songs"),
    "epic": N_("+1 for Epic Songs"),
    "dance": N_("+1 for Dance Songs"),
    "minor": N_("+1 for Minor Songs"),
    "major": N_("+1 for Major Songs"),
}


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
SQUARE_NAME = N_("Town Square")


def location_name(loc: int) -> str:
    """ "Pub 3 (The Torn Banner)" or "Town Square", in the current language."""
    if loc == SQUARE:
        return _(SQUARE_NAME)
    return _("Pub {n} ({name})").format(n=loc, name=PUB_BY_NUMBER[loc].name)


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
    Bard("slav", N_("Slav"), N_("the Magnificent"), "love", "Sl"),
    Bard("mariana", N_("Mariana"), N_("the Dark"), "love", "Ma"),
    Bard("helga", N_("Helga"), N_("the Brave"), "epic", "He", N_("Her unique Trick is Ragnarok.")),
    Bard("kars", N_("Kars"), N_("the Sea Dog"), "epic", "Ka"),
    Bard("lilly", N_("Lilly"), N_("the Shy"), "dance", "Li", N_("Virtuoso: once per round.")),
    Bard("hikari", N_("Hikari"), N_("the Loud"), "dance", "Hi", N_("May stay in the same Pub in Movement.")),
    Bard("caspar", N_("Caspar"), N_("the Jolly"), "drinking", "Ca"),
    Bard("kiro", N_("Kiro"), N_("the Fat"), "drinking", "Ki"),
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
    needs: str = ""  # what else the play needs: "target" (a Bard), "delta", "pub", "copies", "guess" (a bet)
    limits: tuple[str, ...] = ()  # the card's own limits of place and timing: names in TRICK_LIMITS


TRICKS: tuple[Trick, ...] = (
    Trick(
        "cut_strings",
        N_("Cut Strings"),
        0,
        "common",
        N_("Play in response to somebody playing a Trick: cancel that Trick."),
        N_(
            "Only the last Trick in the chain. Cut Strings can cancel another Cut Strings. "
            "No cash back for the cancelled Trick."
        ),
        "cancel",
        limits=("response",),
    ),
    Trick(
        "epic_solo",
        N_("Epic Solo"),
        0,
        "common",
        N_("Play after any Bard rolls a die: that Bard rerolls the die."),
        N_("Before the reward for a successful Song is taken or a Duel is won. Not for Helga's Ragnarok."),
        "reroll",
        "target",
        limits=("rolled_die",),
    ),
    Trick(
        "concentration",
        N_("Concentration"),
        0,
        "common",
        N_("Add +1 or -1 to all rolls a Bard makes during this round."),
        N_(
            "Target yourself or another player. Lasts the whole round (Duels and Performance). "
            "Not for Helga's Ragnarok."
        ),
        "round",
        "target delta",
    ),
    Trick(
        "go_busking",
        N_("Go Busking!"),
        1,
        "common",
        N_("Move your Bard to the Town Square."),
        N_(
            "Before your turn: sing at the Square on your turn. During your turn: continue if your "
            "previous Song succeeded. Escapes Duels."
        ),
        limits=("on_board", "not_in_square"),
    ),
    Trick(
        "cunning_bargain",
        N_("Cunning Bar-gain"),
        1,
        "rare",
        N_("After you sing an unsuccessful Song: discard any number of Song cards, gain that many Tips."),
        N_("Only after an unsuccessful Song."),
        limits=("after_own_fail",),
    ),
    Trick(
        "up_the_ante",
        N_("Up the Ante"),
        1,
        "rare",
        N_("Before a Brawl or a Duel, guess the outcome; if right, gain 1 Tip."),
        N_("Before any dice are rolled; the bet cannot change. Guess the Duel's winner or whose Fan is kicked out."),
        needs="guess",
        limits=("before_dice",),
    ),
    Trick(
        "standing_ovation",
        N_("Standing Ovation"),
        1,
        "rare",
        N_("After you finish singing: gain 1 Tip for each successful Song you have sung."),
        N_("A Duel won this round counts as a successful Song. A failed last Song does not count."),
        limits=("after_singing",),
    ),
    Trick(
        "stage_banter",
        N_("Stage Banter"),
        1,
        "rare",
        N_("After you successfully sing a Drinking Song: gain 1 Tip for each of your Fans in the Pub."),
        N_("Right after the Song, before another one. A Duel won with a Drinking Song counts."),
        limits=("after_own_drinking_success",),
    ),
    Trick(
        "groupies",
        N_("Groupies"),
        1,
        "rare",
        N_("During Movement: any number of your Fans follow your Bard to the new location."),
        N_("Fans from the location the Bard leaves."),
        limits=("movement",),
    ),
    Trick(
        "distribute_posters",
        N_("Distribute Posters"),
        1,
        "rare",
        N_("Discard a card: put 1 Fan from your reserve in any location."),
        "",
        limits=("fan_to_place",),
    ),
    Trick(
        "diva",
        N_("Diva"),
        1,
        "rare",
        N_("After you successfully sing: convert one Fan where your Bard is to your own Fan."),
        N_("The opponent's Fan goes back to its reserve; yours comes from your reserve. A Duel won this round counts."),
        limits=("after_own_success", "rival_fan_here", "fan_to_place"),
    ),
    Trick(
        "signing_session",
        N_("Signing Session"),
        1,
        "rare",
        N_("Put 1 Fan from your reserve where your Bard stands."),
        "",
        limits=("on_board", "fan_to_place"),
    ),
    Trick(
        "sing_havoc",
        N_("Sing Havoc!"),
        1,
        "unique",
        N_(
            "Till the end of the round all other Bards get -1 on their rolls in a Pub with your Bard; "
            "gain 1 Tip for each of their failed Songs."
        ),
        N_("Lasts the whole round. A Song that loses a Duel is a failed Song. Not for Ragnarok."),
        "round",
    ),
    Trick(
        "vicious_heckle",
        N_("Vicious Heckle"),
        2,
        "unique",
        N_("Cancel a Song and conduct a Brawl in the Pub of the Bard singing it; your Fans stay out of the bag."),
        N_("The cancelled Song is a failed Song: the singer stops singing, or loses the Duel."),
        "heckle",
        "target",
        limits=("singing_target",),
    ),
    Trick(
        "crazy_fangirls",
        N_("Crazy Fangirls"),
        1,
        "unique",
        N_("Move one of your Fans from the Square to the Pub where your Bard is."),
        N_("In Movement: before or after your Bard moves."),
        limits=("in_pub_or_movement", "fan_in_square"),
    ),
    Trick(
        "backstage_pass",
        N_("Backstage Pass"),
        2,
        "unique",
        N_("Go to a location with no other Bards in it."),
        N_(
            "Before your turn: sing there on your turn. During your turn: continue if your previous "
            "Song succeeded. Escapes Duels."
        ),
    ),
    Trick(
        "share_the_loot",
        N_("Share the Loot"),
        1,
        "unique",
        N_("Gain 1 Tip whenever a Bard successfully sings an Epic Song this round, also for Songs already sung."),
        N_("Lasts the whole round, for every Bard. A Duel won with an Epic Song counts."),
        "round",
    ),
    Trick(
        "marks_the_spot",
        N_("#MarksTheSpot"),
        2,
        "unique",
        N_("Choose a Pub: put 1 Fan there after each successful Song you sing this round."),
        N_("Mark the Pub with an X. In addition to the normal reward; a won Duel counts."),
        "round",
        "pub",
    ),
    Trick(
        "diehards",
        N_("Diehards"),
        1,
        "unique",
        N_("Your Fans cannot be removed from any Pub this round."),
        N_("Lasts the whole round; may be played as a counter to a Trick, ability or Brawl (the Brawl is redone)."),
        "round",
    ),
    Trick(
        "ragnarok",
        N_("Ragnarok"),
        2,
        "unique",
        N_("Roll the die: conduct Brawls in up to that many Pubs of your choice, one per Pub."),
        N_("Cannot be cancelled by Cut Strings. Mark each Pub with an X."),
        "ragnarok",
        limits=("deck_helga", "one_ragnarok"),
    ),
    Trick(
        "blown_away",
        N_("Blown Away"),
        1,
        "unique",
        N_("Move one of your Fans from the location of your Bard to any other location."),
        N_("In Movement: before or after your Bard moves."),
        limits=("on_board", "fan_here"),
    ),
    Trick(
        "endless_party",
        N_("Endless Party"),
        2,
        "unique",
        N_("Draw cards equal to the number of all Fans in the Pub where your Bard is."),
        N_("Only in a Pub; Fans of all colours count. You may start the next round with more than 6 cards."),
        limits=("in_pub",),
    ),
    Trick(
        "hidden_gem",
        N_("Hidden Gem"),
        1,
        "unique",
        N_("Add 2 to all your rolls this round while your Bard is where you have no Fans."),
        N_("Lasts the whole round; stops counting once you have a Fan there."),
        "round",
    ),
    Trick(
        "encore",
        N_("Encore"),
        2,
        "unique",
        N_("Sing again a Song you already sang this round; triple its reward if successful."),
        N_("Spread the three rewards as you wish (e.g. 2 Tips and 1 Fan)."),
        "encore",
        limits=("own_turn", "sung_this_round"),
    ),
    Trick(
        "another_round",
        N_("Another Round"),
        1,
        "unique",
        N_("All Fans where your Bard is count as your Fans this round."),
        N_("They add to your rolls and to Stage Banter, never to the five Pubs of the goal."),
        "round",
        limits=("on_board",),
    ),
    Trick(
        "pub_crawl",
        N_("Pub Crawl"),
        2,
        "unique",
        N_("Switch the locations of two Fans of any colour."),
        N_("Between two Pubs, or a Pub and the Square; never a reserve."),
    ),
    Trick(
        "copycat",
        N_("Copycat"),
        None,
        "unique",
        N_("Play in response to any Trick: copy that Trick."),
        N_("Costs what the copied Trick costs. Only right after that Trick."),
        "copy",
        "copies",
        limits=("response",),
    ),
    Trick(
        "jolly_show",
        N_("Jolly Show"),
        1,
        "unique",
        N_("All other Bards discard 2 Trick cards from their hands."),
        N_("Fewer than 2: they discard what they have. Cannot be cancelled by Cut Strings."),
    ),
)
"""Every Trick: 4 common, 8 rare, 16 unique (each Bard's deck has 4 + 2 + 2)."""
TRICK_BY_ID = {t.id: t for t in TRICKS}

# Each limit a Trick card prints, in the rulebook's words: the refusal when it is not met. The
# check of each is in companion/games/king_of_all_bards/limits.py (one function per name).
TRICK_LIMITS: dict[str, str] = {
    "response": N_("{trick} is played in response to a Trick, right after it: the game has moved on since"),
    "rolled_die": N_("seat {target} has no die to reroll right now"),
    "singing_target": N_("seat {target} has no Song to cancel right now"),
    "movement": N_("{trick} is played during the Movement phase; this is the {phase} phase"),
    "in_pub": N_("{trick} can be played only in a Pub, not in the Town Square"),
    "in_pub_or_movement": N_(
        "{trick} moves a Fan to the Pub where your Bard is: your Bard is not in a Pub (outside the Movement phase)"
    ),
    "on_board": N_("{trick}: your Bard is in no location yet (it moves to a Pub in the first Movement phase)"),
    "not_in_square": N_("{trick} moves your Bard to the Town Square: it is there already"),
    "after_own_fail": N_("{trick} is played after you unsuccessfully sing a Song"),
    "after_own_success": N_("{trick} is played right after you successfully sing a Song, before you play other Songs"),
    "after_own_drinking_success": N_(
        "{trick} is played right after you successfully sing a Drinking Song, before you play other Songs"
    ),
    "after_singing": N_("{trick} is played after you finish singing (your Performance turn)"),
    "before_dice": N_("{trick} is played before a Brawl or a Duel, before any dice are rolled"),
    "fan_to_place": N_("{trick} places a Fan from your reserve: you have none (and none in the Town Square)"),
    "rival_fan_here": N_(
        "{trick} converts one Fan of another Bard in the location where your Bard is: there is none that may leave"
    ),
    "fan_here": N_("{trick} moves one of your Fans from the location where your Bard is: you have none there"),
    "fan_in_square": N_("{trick} moves one of your Fans from the Town Square: you have none there"),
    "own_turn": N_("{trick} is played on your turn in the Performance phase"),
    "sung_this_round": N_("{trick} sings again a Song you have already sung this round (none yet, or not this one)"),
    "deck_helga": N_("{trick} is Helga's unique Trick: only her deck holds it"),
    "one_ragnarok": N_("finish the Ragnarok in play first"),
}
ONCE_A_ROUND = N_("{trick} is in your Play Zone already: each card is played once a round (until Refreshment)")
"""Every deck holds one of each of its Tricks, and a played card stays in the Play Zone until Refreshment."""
ROUND_LONG_TRICKS = tuple(t.id for t in TRICKS if t.kind == "round")
UNCANCELLABLE_TRICKS = frozenset({"ragnarok", "jolly_show"})

# -- rewards ---------------------------------------------------------------------------------

PUB_REWARDS: tuple[tuple[str, str], ...] = (
    ("tip", N_("Get 1 Tip from the supply")),
    ("fan", N_("Place 1 Fan from your reserve in this Pub")),
    ("card", N_("Draw a card from your deck")),
)
"""The one reward for a successful Song in a Pub (and for each defeated Duel opponent)."""
DUEL_REWARDS = PUB_REWARDS
SQUARE_REWARDS: tuple[tuple[str, str], ...] = (
    ("push", N_("Move 1 Fan of any colour from the Town Square to any Pub")),
    ("pull", N_("Move 1 Fan of any colour from any Pub to the Town Square")),
    ("tip", N_("Get 1 Tip from the supply")),
    ("card", N_("Draw a card from your deck")),
)
"""The one reward for a successful Song in the Town Square (never a new Fan there)."""

# -- tokens (variant "Reduce the Bad Luck") -------------------------------------------------

TOKENS: tuple[str, ...] = ("egg", "tomato", "cabbage")
TOKEN_EFFECTS = {
    "egg": N_("+1 to any die roll"),
    "tomato": N_("-1 to any die roll"),
    "cabbage": N_("reroll your own die"),
}
TOKEN_NAMES = {"egg": N_("Egg"), "tomato": N_("Tomato"), "cabbage": N_("Cabbage")}
TOKEN_SUPPLY = {2: 1, 3: 1, 4: 2, 5: 3, 6: 3}
"""Tokens of EACH type in the supply by player count (2 players: 1 each, a house ruling)."""

# -- the round, as short texts for the reference card --------------------------------------

PHASES: tuple[tuple[str, str], ...] = (
    (
        "movement",
        N_(
            "Movement: everyone secretly picks a Pub (never the current one; from the "
            "Square any Pub), then all Bards move at once."
        ),
    ),
    (
        "duels",
        N_(
            "Duels: two or more Bards in one Pub duel, lowest Pub first: secret Songs, roll, "
            "highest total wins; losers go to the Square and draw a card."
        ),
    ),
    (
        "performance",
        N_(
            "Performance: from the First Player clockwise, sing Songs where your Bard "
            "is; 5+ succeeds and earns one reward; a failure ends your turn."
        ),
    ),
    (
        "refreshment",
        N_(
            "Refreshment: discard the Play Zone and any cards, refill to 6; discarding "
            "3+ Tricks gives 1 Tip; the First Player passes left."
        ),
    ),
)
"""The four phases of a round, in order."""
PHASE_NAMES = {
    "setup": N_("Setup"),
    "placement": N_("Setup: first Fans"),
    "movement": N_("Movement"),
    "duels": N_("Duels"),
    "performance": N_("Performance"),
    "refreshment": N_("Refreshment"),
    "over": N_("Game over"),
}

SETUP_STEPS: tuple[str, ...] = (
    N_("Each player chooses a Bard and takes its 10 Fans, 18 cards and die; draw 6 cards."),
    N_("Roll for the First Player (reroll ties); they take the crown."),
    N_("From the First Player clockwise: 1 Fan in a Pub of your choice and 1 in the Town Square."),
    N_("Each player takes 1 Tip."),
)

MODIFIERS: tuple[str, ...] = (
    N_("+1 Bard specialization: a Song of your Bard's genre"),
    N_("+1 Pub specialization: a Song of the Pub's genre or mood (none in the Town Square)"),
    N_("+1 per Fan of your colour at your Bard's location (Town Square too)"),
    N_("Tricks: Concentration +1/-1, Hidden Gem +2, Sing Havoc! -1; tokens: Egg +1, Tomato -1"),
    N_("A natural 1 is an Epic Fail: no modifier saves it"),
)
"""The modifier rules as one-liners for the reference card."""

BRAWL_RULES: tuple[str, ...] = (
    N_("Capacity of every Pub = number of players; the Town Square has none."),
    N_(
        "A Fan entering a full Pub starts a Brawl at once: draw Fans from the bag, each one goes "
        "to the Town Square, until the Pub is within Capacity."
    ),
    N_("Several Brawls: in Pub order 1 to 6. Diehards Fans are put back and another is drawn."),
    N_("Ragnarok and Vicious Heckle Brawls draw one Fan (Heckle: the player's own Fans stay out)."),
)

WIN_CONDITION = N_(
    "5 Tips and at least 1 of your own Fans in 5 different Pubs: the game ends at once, unless someone plays a "
    "Trick to prevent it."
)
TIE_BREAKS: tuple[str, ...] = (N_("most Fans in Pubs"), N_("most Tips"))
"""Tie-breaks among players who reach the goal at the same moment, in order."""


def initials(bard_id: str) -> str:
    """A Bard's two letters on the board, in the current language's script."""
    return {
        "slav": pgettext("Bard initials", "Sl"),
        "mariana": pgettext("Bard initials", "Ma"),
        "helga": pgettext("Bard initials", "He"),
        "kars": pgettext("Bard initials", "Ka"),
        "lilly": pgettext("Bard initials", "Li"),
        "hikari": pgettext("Bard initials", "Hi"),
        "caspar": pgettext("Bard initials", "Ca"),
        "kiro": pgettext("Bard initials", "Ki"),
    }[bard_id]


def _t(text: str) -> str:
    return _(text) if text else ""


def reference() -> dict:
    """Every static fact the phone draws from, as JSON-ready data, in the current language."""
    return {
        "pubs": [[p.number, p.name, p.short, p.specialization, p.bonus_text] for p in PUBS],
        "bards": {b.id: [_(b.name), _(b.title), b.genre, initials(b.id), _t(b.note)] for b in BARDS},
        "tricks": [[t.id, _(t.name), t.cost, t.rarity, _(t.effect), _t(t.notes), t.kind, t.needs] for t in TRICKS],
        "tokens": {k: _(v) for k, v in TOKEN_EFFECTS.items()},
        "token_names": {k: _(v) for k, v in TOKEN_NAMES.items()},
        "phases": {k: _(v) for k, v in PHASE_NAMES.items()},
        "genres": {k: _(v) for k, v in GENRE_NAMES.items()},
        "moods": {k: _(v) for k, v in MOOD_NAMES.items()},
        "pub_rewards": [(k, _(v)) for k, v in PUB_REWARDS],
        "square_rewards": [(k, _(v)) for k, v in SQUARE_REWARDS],
        "win": _(WIN_CONDITION),
        "square": _(SQUARE_NAME),
        "epic_fail": _(EPIC_FAIL),
        # A Brawl's cause (other than Capacity) is the Trick that started it.
        "brawl_causes": {"heckle": _(TRICK_BY_ID["vicious_heckle"].name), "ragnarok": _(TRICK_BY_ID["ragnarok"].name)},
    }


# Where the rulebook is silent: the rulings the app (and the printed reference) applies.
HOUSE_RULINGS: tuple[str, ...] = (
    N_(
        "Epic Fail in a Duel: a natural 1 loses outright; if every dueling Bard rolls 1, all reroll; "
        "a tie for the highest total is rerolled by the tied Bards only."
    ),
    N_("A Duel winner takes one different reward per defeated opponent, at most three."),
    N_("If no dueling Bard has a Song, nobody wins: all go to the Town Square and draw a card."),
    N_(
        "Brawl: every Fan disc in the Pub is equally likely; Diehards Fans are put back. A Fan cannot "
        "enter a Pub that a Brawl could not bring back within Capacity (all Diehards)."
    ),
    N_("Ragnarok and Vicious Heckle Brawls draw one Fan; Vicious Heckle leaves the player's own Fans out."),
    N_("Five Pubs counts your own Fans in Pubs only (not the Square, not Another Round)."),
    N_("An empty reserve takes its Fan from the Town Square, never from a Pub; with none, no Fan."),
    N_(
        "Cut Strings switches off the last Trick played; a Trick already resolved (a reroll, a Brawl) "
        "is taken back with Undo."
    ),
    N_("Sing Havoc! pays for the failed Songs of other Bards in its player's Pub, from when it is played."),
    N_("Copycat copies the Trick played just before it, never Cut Strings."),
    N_(
        "Cut Strings and Copycat answer the last Trick until the game moves on (a roll, a reward, the next Song, "
        "turn or phase); a copy keeps the copied Trick's limits of place and time."
    ),
    N_("Five-and-five: the game ends once every player lets it end without a Trick, or the host ends it."),
    N_("Players who did not win are ordered by progress to five-and-five, then Fans in Pubs, then Tips."),
    N_("2 players with the tokens variant: 1 token of each type."),
)
