"""Tales of Danger data, written once from the rulebook: everything else imports it.

The printables team prints reference cards from these constants: do not rename them.
Texts are English, marked `N_()`: who shows one translates it then (`_(ACT1_STEPS[0])`).
"""

from __future__ import annotations

from dataclasses import dataclass

from companion.i18n import N_

GAME_TITLE = N_("Tales of Danger #1: Days of Discovery")
MIN_PLAYERS = 2
MAX_PLAYERS = 6

# -- Sponsors ------------------------------------------------------------------------------

SPONSOR_RANKS: tuple[int, ...] = (1, 2, 3, 4, 5, 6)
"""The six Sponsor cards, known by the Rank printed on each; rank 1 is the highest."""

SPONSORS_IN_PLAY: dict[int, int] = {2: 3, 3: 4, 4: 6, 5: 6, 6: 6}
"""Setup step 2: how many Sponsors are drawn at random for each player count."""

SPONSOR_HAND_VALUES: tuple[str, ...] = ("start", "market", "max")
"""The Act 2 card-management values on a Sponsor card (Start, Market, Max hand sizes)."""

SPONSOR_HAND_VALUE_LABELS: dict[str, str] = {
    "start": N_("Start (hand size after securing)"),
    "market": N_("Market (cards gathered each turn)"),
    "max": N_("Max (hand size limit)"),
}

# -- Setup and Acts --------------------------------------------------------------------------

STARTING_HAND = 3
"""People cards dealt face up to each player at setup."""
POOL_SIZE = 5
"""Face-up cards in the Pool during Acts 1 and 2."""
ACT1_HAND_LIMIT = 7
"""Hand-size limit in Act 1."""
ACT1_RECRUIT = 2
"""People recruited per Act 1 turn."""
FORAGE_FLIP = 4
"""Cards flipped by a Forage: 1 becomes a Segment Cost card, 3 go to the hand."""
SEGMENTS_TO_END = 5
"""Completing this many Segments triggers the final round."""
JOURNAL_VALUES: tuple[int, ...] = (1, 2, 3)
"""A Journal's quality: the number in the ship icon of the card laid face down."""
SEGMENT_DIFFICULTIES: tuple[int, ...] = (1, 2, 3)
"""A Segment Difficulty card's rating (ships); as many Segment Cost cards are drawn."""

SETUP_STEPS: tuple[str, ...] = (
    N_("Give each player a Reference Card, Act 1 & 2 side up."),
    N_("Display the Sponsors in play in rank order (2 players: 3 Sponsors, 3 players: 4, 4 or more: all 6)."),
    N_("Shuffle the People cards and deal 3 face up to each player."),
    N_("Deck face down; turn the top 5 cards face up as the Pool."),
    N_("Select a player to take the first turn; play passes to the left."),
)

ACT1_STEPS: tuple[str, ...] = (
    N_(
        "Recruit 2 People, each from the Pool or the top of the deck "
        "(for each deck draw, discard 1 card from the Pool)."
    ),
    N_("Check hand size: keep at most 7 cards."),
    N_("Refill the Pool to 5 cards."),
    N_("Optional: secure a Sponsor (1 Insider and the Sponsor's Evidence & Plans) and move to Act 2."),
)

ACT2_TRANSITION_STEPS: tuple[str, ...] = (
    N_("Take the Sponsor card and place it in front of you (it is not part of your hand)."),
    N_("Discard down to your Sponsor's Start hand size."),
)

ACT2_STEPS: tuple[str, ...] = (
    N_("Take any Pool cards marked Free for your Sponsor; refill the Pool."),
    N_(
        "Gather {market} cards (your Sponsor's Market value), each from the Pool or the top "
        "of the deck (for each deck draw, discard 1 from the Pool)."
    ),
    N_("Check hand size: keep at most {max} cards (your Sponsor's Max value)."),
    N_("Refill the Pool."),
    N_("Check for the start of Act 3: every player in Act 2 with their Max hand size."),
)
"""Act 2 turn steps; `{market}` and `{max}` are the player's Sponsor values."""

MOVE_THE_STORY_ALONG = N_(
    "Move the Story Along: the only player without a Sponsor must secure one this turn; "
    "if they cannot, they get the lowest-ranking remaining Sponsor. With 6 players, when "
    "the 5th player secures a Sponsor the 6th immediately gets the last one."
)

ACT3_TRANSITION_STEPS: tuple[str, ...] = (
    N_("Remove unclaimed Sponsors."),
    N_("Everyone picks up their hand: hands are private in Act 3."),
    N_("Shuffle the Pool and the discard pile into the deck; no Pool in Act 3."),
    N_(
        "From the player with the highest-ranked Sponsor, to the left: flip your Reference Card "
        "and prepare your first Segment."
    ),
    N_("The player with the highest-ranked Sponsor takes the first turn."),
)

PREPARE_SEGMENT_STEPS: tuple[str, ...] = (
    N_("Play a card from your hand or draw the top card of the deck as the Segment Difficulty card."),
    N_("Draw as many Segment Cost cards from the deck as its Difficulty rating."),
)

ACT3_STEPS: tuple[str, ...] = (
    N_("Complete your current Segment: discard Crew & Supplies to pay its costs (Priest, Doctor, Merchant cancel), or"),
    N_("Forage: flip 4 cards, add 1 as an extra Segment Cost card, take the other 3 into your hand."),
)

COMPLETE_SEGMENT_STEPS: tuple[str, ...] = (
    N_("Discard the payment cards and the Segment Cost cards."),
    N_("Take 1 bonus card from the deck for each Great Fishing! card on the Segment."),
    N_("Add the Segment Difficulty card to your Voyage."),
    N_("Add a face-down Journal card from your hand (none if your hand is empty)."),
    N_("With fewer than 5 Segments completed, prepare your next Segment."),
)

FINAL_ROUND_RULE = N_(
    "When a player completes their 5th Segment, every other player takes one final turn; then the game ends."
)

SCORING_RULE = N_(
    "Flip the Journals. Score the sum of the ship numbers on your completed Segment "
    "Difficulty cards and Journals. Most points wins; a tie goes to the higher-ranked Sponsor."
)

# -- Card distributions (102 People cards) -----------------------------------------------------

DECK_SIZE = 102

PEOPLE_DISTRIBUTION: dict[str, int] = {
    N_("Nun"): 9,
    N_("Monk"): 8,
    N_("Priest"): 5,
    N_("Minstrel"): 8,
    N_("Innkeeper"): 7,
    N_("Doctor"): 4,
    N_("Sailor"): 8,
    N_("Farmer"): 7,
    N_("Merchant"): 4,
    N_("Royal Guard"): 5,
    N_("King's Steward"): 1,
    N_("Lady in Waiting"): 5,
    N_("Queen's Confessor"): 1,
    N_("Deacon"): 5,
    N_("Vicar General"): 2,
    N_("Captain"): 5,
    N_("Guild Treasurer"): 2,
    N_("Socialite"): 5,
    N_("Business Man"): 3,
    N_("Templar Chaplain"): 5,
    N_("Templar Sergeant"): 3,
}
"""People cards by name (the Act 1 & 2 face), 102 in all."""

CANCELS: dict[str, str] = {N_("Priest"): N_("Bad Luck"), N_("Doctor"): N_("Illness"), N_("Merchant"): N_("Rough Seas")}
"""The People whose Market section cancels every Segment Cost card with this label."""

DIFFICULTY_DISTRIBUTION: dict[int, int] = {1: 17, 2: 51, 3: 34}
"""Cards by the ship number in their ship icon (Segment Difficulty or Journal quality)."""

BAD_LUCK = N_("Bad Luck")
ROUGH_SEAS = N_("Rough Seas")
ILLNESS = N_("Illness")
GREAT_FISHING = N_("Great Fishing!")
LABELS: tuple[str, ...] = (BAD_LUCK, ROUGH_SEAS, ILLNESS, GREAT_FISHING)
"""The labels a Segment Cost card may show."""


@dataclass(frozen=True)
class CostCard:
    """One kind of Segment Cost section: what it asks for, its label, how many cards show it."""

    key: str
    name: str
    label: str | None
    crew: int
    supplies: int
    count: int

    @property
    def bonus(self) -> int:
        """Bonus cards gained on completing the Segment (Great Fishing! gives one)."""
        return 1 if self.label == GREAT_FISHING else 0


COST_CARDS: tuple[CostCard, ...] = (
    CostCard("supply", N_("1 Supply"), None, 0, 1, 16),
    CostCard("supplies2", N_("2 Supplies"), None, 0, 2, 16),
    CostCard("crew", N_("1 Crew"), None, 1, 0, 16),
    CostCard("bad_luck", N_("Bad Luck: 2 Crew, 3 Supplies"), BAD_LUCK, 2, 3, 8),
    CostCard("rough_seas4", N_("Rough Seas: 4 Supplies"), ROUGH_SEAS, 0, 4, 8),
    CostCard("rough_seas12", N_("Rough Seas: 1 Crew, 2 Supplies"), ROUGH_SEAS, 1, 2, 8),
    CostCard("illness", N_("Illness: 3 Crew"), ILLNESS, 3, 0, 18),
    CostCard("great_fishing", N_("Great Fishing! (no cost, 1 bonus card)"), GREAT_FISHING, 0, 0, 12),
)
"""The Segment Cost sections of the 102 cards, by kind (the Act 3 face)."""

COST_BY_KEY: dict[str, CostCard] = {c.key: c for c in COST_CARDS}
"""`COST_CARDS` looked up by key."""

# -- House rulings (where the rulebook is silent; shown in the app and on printed cards) --------

HOUSE_RULINGS: tuple[str, ...] = (
    N_("No solo mode: the solo booklet is not part of these rules (2 to 6 players)."),
    N_("Sponsors are known by the Rank printed on their card; rank 1 is the highest."),
    N_("A tie goes to the higher-ranked Sponsor (the smaller rank number)."),
    N_(
        "Move the Story Along: the only player without a Sponsor who ends their turn without "
        "securing one gets the lowest-ranking remaining Sponsor."
    ),
    N_(
        "Act 3 begins at the end of an Act 2 turn once every player is in Act 2 and has marked "
        "their hand full (at their Sponsor's Max)."
    ),
    N_("A Segment is completed only when the cost checker says the discards pay for it."),
    N_("Each Great Fishing! card on a completed Segment gives one bonus card."),
    N_("A Segment completed with an empty hand has no Journal and scores its difficulty only."),
    N_("A Segment completed on a final turn is not followed by a new one: the game ends before it could be played."),
    N_(
        'Odds count the 102 cards minus the Segment Cost cards entered in the app ("Deck '
        'reshuffled" puts the discarded ones back); Priest, Doctor and Merchant odds use the '
        "whole deck, since the app does not know which People were seen."
    ),
    N_(
        '"Draw for me" draws Segment Cost cards from the same cards the odds count; after the '
        "app's Forage flip, the 3 cards for your hand come from the real deck."
    ),
)
"""The house rulings this game applies; the app and the printed cards show them."""
