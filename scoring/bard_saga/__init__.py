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

from scoring.bard_saga.data import *  # noqa: F403
from scoring.bard_saga.ending import *  # noqa: F403
from scoring.bard_saga.field import *  # noqa: F403
from scoring.bard_saga.singing import *  # noqa: F403
