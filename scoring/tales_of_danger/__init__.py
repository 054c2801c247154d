"""Tales of Danger #1: Days of Discovery: game data, cost checker, exact odds and scoring.

`data` holds every constant from the rulebook (Sponsors, card distributions, Act turn
steps, hand limits); `costs` checks a Segment payment; `odds` gives exact hypergeometric
chances; `turns` the Sponsor and turn-order rules; `scoring` the final tally.
"""
