"""The group's history of plays: every finished table is a play, kept, counted, exported, sent to BG Stats.

A play (record.py) is kept in the store with the action that ended it (index.py), counted per
player (stats.py), exported as CSV and JSON (export.py) and sent to BG Stats by a link the
player opens (bgstats.py)."""

from __future__ import annotations

from companion.plays.index import by_id, change, of_code, plays, settle
from companion.plays.record import Play, Seat, of_table

__all__ = ["Play", "Seat", "by_id", "change", "of_code", "of_table", "plays", "settle"]
