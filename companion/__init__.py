"""The table engine: games, dice, bags, the event log, the store and the live broadcast."""
