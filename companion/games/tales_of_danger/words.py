"""Tales of Danger: the game's words the phone draws with (labels, cancel cards, Sponsor values), translated.

The phone gets them with the page (`facts`), in the page's language. Stored data and the API keep
the English names as keys (`"cancels": ["Doctor"]`); these are only what a player reads.
"""

from __future__ import annotations

from typing import Any

from companion.i18n import _, pgettext
from scoring.tales_of_danger.data import CANCELS, LABELS


def words() -> dict[str, Any]:
    """Each label and cancel card by its English key, and the Sponsor card's three values, in the current language."""
    return {
        "labels": {label: _(label) for label in LABELS},
        "cancels": {person: _(person) for person in CANCELS},
        # "Start", "Market" and "Max" as printed on a Sponsor card (not a start button, nor the Market step)
        "values": {
            "start": pgettext("Sponsor card value", "Start"),
            "market": pgettext("Sponsor card value", "Market"),
            "max": pgettext("Sponsor card value", "Max"),
        },
        "free": pgettext("a Sponsor nobody has secured", "free"),  # not a free seat: the chrome's word
    }
