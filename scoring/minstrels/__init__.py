"""Minstrels rules arithmetic and data (pure: plain values in, plain values out).

- `data`: characters, supplies, board, coins, heroes, titles, rule texts.
- `placement`: the board, die shifts, the six character effects, quests.
- `heroes`: the hero replacements and the full gains of one placement.
- `majorities`: road signs, coins, tie-breaks, the scoring track.
- `solo`: the solo supply removal and titles.
"""
