"""The King of All Bards: game data and pure rules arithmetic.

- `data`: Pubs, Bards, genres and moods, Tricks, rewards, tokens, phases and texts.
- `modifiers`: a Song's modifier breakdown, total, outcome and chance of success.
- `duels`: one step of duel rolls, and the winner's different rewards.
- `brawl`: the bag of Fan discs and what a Brawl may draw.
- `standings`: the five-and-five goal, tie-breaks and the final order.
"""

from scoring.king_of_all_bards import brawl, data, duels, modifiers, standings

__all__ = ["brawl", "data", "duels", "modifiers", "standings"]
