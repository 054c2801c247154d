"""Minstrels: where the rulebook is silent, the rulings the app (and the printed reference) applies."""

from __future__ import annotations

from companion.i18n import N_

HOUSE_RULINGS: tuple[str, ...] = (
    N_("Knight: 2 VP per distinct character type around it (a repeated type counts once)."),
    N_(
        "Road signs: every player tied for most pieces scores the full 5 or 3; nobody with 0 pieces scores; "
        "equal counts left put both types under the 3."
    ),
    N_("Tie-breaks: most coins, then most filled columns, then a shared victory."),
    N_("Setup coins: one coin per space (Quests: the 5 coins anywhere the card shows)."),
    N_("The app charges the cheapest die changes for a placement unless you pick which die is the character."),
    N_("Passing (+1 coin) is instead of the whole turn: no task that turn; a task is recorded after placing."),
    N_("Friar Tuck: at most one purchase per turn; the bought piece scores its effect like any placement."),
    N_("Kratos rerolls only before the round's first turn begins (placing, passing or a task)."),
    N_(
        "Quests: scored automatically when the last marked space is filled (8 VP if all show the card's "
        "characters, else 4); unmarked characters on the card mean 'any'."
    ),
    N_("Solo: a 0 VP game is a Peacock too."),
)
