"""All plays as CSV (one row per player of a play) and JSON, and both read back into plays."""

from __future__ import annotations

import csv
import io
import json
from datetime import UTC, datetime
from typing import Any

from companion.plays.record import Play, Seat

CSV_COLUMNS = [
    "play_id",
    "game",
    "title",
    "game_key",
    "started_at",
    "finished_at",
    "duration_min",
    "highest_wins",
    "no_points",
    "seat",
    "player",
    "color",
    "score",
    "rank",
    "winner",
    "start_player",
    "thinking_seconds",  # empty: the table had no turn timer
]
_FORMULA = ("=", "+", "-", "@", "\t", "\r")  # a spreadsheet runs a cell that starts with these


def iso(ts: int) -> str:
    """Seconds since the epoch as ISO 8601 in UTC (`2026-12-01T19:30:00Z`)."""
    return datetime.fromtimestamp(ts, UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def from_iso(text: str) -> int:
    """`iso` read back."""
    return int(datetime.strptime(text, "%Y-%m-%dT%H:%M:%SZ").replace(tzinfo=UTC).timestamp())


def to_json(plays: list[Play]) -> str:
    """Every play as a JSON document (times in ISO 8601, UTC)."""
    out = []
    for p in plays:
        d = p.to_dict()
        d["started_at"], d["finished_at"] = iso(p.started_at), iso(p.finished_at)
        out.append(d)
    return json.dumps({"plays": out}, ensure_ascii=False, indent=1)


def from_json(text: str) -> list[Play]:
    """Plays from `to_json`'s document."""
    plays = []
    for d in json.loads(text)["plays"]:
        d = {**d, "started_at": from_iso(d["started_at"]), "finished_at": from_iso(d["finished_at"])}
        plays.append(Play.from_dict(d))
    return plays


def to_csv(plays: list[Play]) -> str:
    """Every play as CSV: one row per player, the play's columns repeated on each."""
    out = io.StringIO()
    w = csv.writer(out)
    w.writerow(CSV_COLUMNS)
    for p in plays:
        head = [p.id, p.game, p.title, p.game_key, iso(p.started_at), iso(p.finished_at), p.duration_min]
        head += [_flag(p.highest_wins), _flag(p.no_points)]
        for s in p.players:
            score = "" if s.score is None else s.score
            row = [*head, s.seat, _cell(s.name), s.color, score, s.rank, _flag(s.winner), _flag(s.start)]
            w.writerow([*row, "" if s.thinking is None else s.thinking])
    return out.getvalue()


def from_csv(text: str) -> list[Play]:
    """Plays from `to_csv`'s rows (in the order their first rows come)."""
    plays: dict[str, Play] = {}
    for row in csv.DictReader(io.StringIO(text)):
        play = plays.get(row["play_id"])
        if play is None:
            play = plays[row["play_id"]] = Play(
                id=row["play_id"],
                game=row["game"],
                title=row["title"],
                game_key=row["game_key"],
                started_at=from_iso(row["started_at"]),
                finished_at=from_iso(row["finished_at"]),
                duration_min=int(row["duration_min"]),
                highest_wins=row["highest_wins"] == "1",
                no_points=row["no_points"] == "1",
            )
        play.players.append(
            Seat(
                seat=int(row["seat"]),
                name=_uncell(row["player"]),
                color=row["color"],
                score=_number(row["score"]),
                rank=int(row["rank"]),
                winner=row["winner"] == "1",
                start=row["start_player"] == "1",
                # An export from before the timer has no such column.
                thinking=int(row["thinking_seconds"]) if row.get("thinking_seconds") else None,
            )
        )
    return list(plays.values())


def _flag(v: bool) -> str:
    return "1" if v else "0"


def _cell(name: str) -> str:
    # A name like "=HYPERLINK(...)" must not run in the spreadsheet that opens the export:
    # a leading apostrophe makes it text (and is taken off again when read back).
    return "'" + name if name.startswith(_FORMULA) or name.startswith("'") else name


def _uncell(text: str) -> str:
    return text[1:] if text.startswith("'") else text


def _number(text: str) -> Any:
    if text == "":
        return None
    value = float(text)
    return int(value) if value.is_integer() and "." not in text else value
