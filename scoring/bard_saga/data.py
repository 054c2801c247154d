"""Bard Saga: the components, the phases as short texts, the house rulings.

Every text a player reads is marked `N_(...)` for the game's catalog (the companion and the
printables translate it where they show it); scoring stays free of the companion's imports.
"""


def N_(message: str) -> str:
    """Mark `message` for the catalog; the reader's language is applied where it is shown."""
    return message


# -- components --------------------------------------------------------------------------

SCROLL_COLOURS: tuple[str, ...] = (N_("Red"), N_("Blue"), N_("Yellow"), N_("Green"))
"""The four Scroll colours, in the rulebook's order; also the colours white can be declared."""

WHITE = N_("White")
"""White Story cards and every Legend card's back: they take the colour declared for the round."""

STORY_COLOURS: tuple[str, ...] = (*SCROLL_COLOURS, WHITE)
"""The border colours a Story card can have."""

# Colours light enough to want dark text on them (the phone and the printables).
LIGHT_COLOURS: tuple[str, ...] = ("Yellow", WHITE)
PHASE_NAMES: dict[str, str] = {
    "setup": N_("Setup"),
    "seeking": N_("Seeking Story"),
    "singing": N_("Singing Victory"),
    "returning": N_("Scroll limit"),
    "declaring": N_("Declaring white"),
    "ended": N_("Game over"),
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
    (N_("Story cards"), 32),
    (N_("Legend cards"), 8),
    (N_("Scroll cards (10 each of red, blue, yellow, green)"), 40),
    (N_("Victory Point cards (15 x 1, 10 x 3, 3 x 10)"), 28),
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

ARTS: tuple[str, ...] = (
    "Harp",
    "Lute",
    "Horn",
    "Drum",
    "Crown",
    "Sword",
    "Ship",
    "Tower",
)
"""The keys of the eight arts the phone offers for a Story or a Legend, as stored in the log.

The rulebook calls a card's picture its "art" and names none: a Legend searched without a typed
name takes the key of its order ("art of Legend 3", companion/games/bard_saga/text.py).
"""

MIN_PLAYERS = 2
MAX_PLAYERS = 6
"""The rulebook gives no player count; the house plays Bard Saga with 2 to 6 players."""

DECK_NAMES: tuple[str, ...] = (
    N_("top-left"),
    N_("top"),
    N_("top-right"),
    N_("left"),
    N_("centre"),
    N_("right"),
    N_("bottom-left"),
    N_("bottom"),
    N_("bottom-right"),
)
"""How the app and the printed card name the nine decks of the Field."""

# -- phases as short texts (for the reference card and the app) -----------------------------

SETUP_STEPS: tuple[str, ...] = (
    N_("Lay the eight Legend cards face down as eight decks around an empty middle (a 3x3 Field)."),
    N_("One Story card face up on each Legend; three Story cards face up in the middle: the 9th deck."),
    N_("The other Story cards are the Market; the Scroll cards, face down, are the Inn."),
    N_("The player who last sang a song aloud is the Starting Player."),
    N_("Clockwise, each player draws two Story cards from the Market, then two Scrolls from the Inn."),
    N_("The Starting Player declares the colour of white cards: Red, Blue, Yellow or Green."),
)
"""Setup, step by step."""

SEEKING_ACTIONS: tuple[tuple[str, str], ...] = (
    (N_("Play a Story"), N_("Play a Story card in front of you and do its effect.")),
    (
        N_("Collect Story"),
        N_("Pay its Scrolls to the Inn, take the Field's Story card into your hand: +1 VP."),
    ),
    (
        N_("Search Legend"),
        N_("Pay its Scrolls to the Inn, move the Legend face up next to the Market: +2 VP."),
    ),
    (N_("Pass"), N_("Take no more actions this round; you keep your hand.")),
)
"""Seeking Story phase: on your turn, exactly one of these (name, what it does)."""

SCROLL_REQUIREMENT = N_(
    "One Scroll of the card's own colour plus one Scroll of the colour of each card touching it; "
    "white cards and Legends count as the colour declared for the round."
)
"""The Scroll requirement to Collect a Story or Search a Legend."""

SINGING_STEPS: tuple[str, ...] = (
    N_(
        "From the first player to pass: one Scroll of each played Story's colour, one random Scroll "
        "per face-down Story (no compensation when a colour has run out)."
    ),
    N_("Top Legend: +1 VP per played Story of its colour, +1 VP per played Story with its art."),
    N_("Scroll limit 10: give back the Scrolls of your choice to the Inn."),
    N_("Shuffle the played Stories into the Market; everyone draws 3 Story cards; hand limit 3."),
    N_("The first player to pass is the Starting Player and declares the colour of white cards."),
)
"""Singing Victory phase, in order."""

GAME_END = N_(
    "The round in which the eighth Legend moves next to the Market is the last. After its Singing "
    "Victory phase the most VP wins; a tie goes to the most Scrolls; still tied, a shared victory."
)
"""When the game ends and who wins."""

TIE_BREAKS: tuple[str, ...] = (N_("most Victory Points"), N_("most Scroll cards"), N_("shared victory"))
"""The order of the end-of-game comparison."""

HOUSE_RULINGS: tuple[str, ...] = (
    N_("Played with 2 to 6 players (the rulebook does not say how many)."),
    N_(
        "The Field is a 3x3 grid, eight Legend decks around the ninth. Touching means orthogonally "
        "adjacent; a table option also counts diagonal neighbours."
    ),
    N_(
        "White cards and Legends take the colour declared for the round: for Scroll requirements, "
        "for the Scroll a played white Story gives, and for the Legend's colour bonus."
    ),
    N_("Seeking Story turns go clockwise from the Starting Player, skipping players who passed."),
    N_(
        "Singing Victory goes clockwise from the first player to pass; each player takes the Scrolls "
        "of their coloured Stories first, then one random Scroll per face-down Story."
    ),
    N_("Face-down Stories give a random Scroll but no Legend colour or art VP (their face is hidden)."),
    N_("Scrolls given back over the limit of ten go back to the Inn."),
    N_("If the VP cards cannot make every score, the app keeps the count."),
    N_(
        "The rulebook calls a card's picture its art and names none: a Story is played with or without "
        "the art of the Legend next to the Market, and a Search asks which played Stories show its art."
    ),
)
"""Where the rulebook is silent: what the app (and the printed card) follow."""
