"""A play as BG Stats' import link: the player opens it, BG Stats shows its import dialog.

The format is BG Stats' own, documented at
https://www.bgstatsapp.com/support/push-plays-to-bg-stats-from-other-apps-or-websites/
("Push plays to BG Stats from other apps or websites"): `https://app.bgstatsapp.com/createPlay.html?data=`
followed by the url-encoded JSON (or `bgstats://app.bgstatsapp.com/createPlay.html?data=...`
where the app is installed); `playDate` is `"YYYY-MM-DD HH:MM:SS"` (local time, as in the
documented example `"2020-10-23 19:16:58"`), `durationMin` whole minutes, `score` a number,
`rank` 1 for first, `winner` and `startPlayer` booleans on every player (a play without a start
player is refused). Nothing is sent by the server: the link carries the whole play.
"""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta, timezone
from typing import Any
from urllib.parse import quote

from companion.plays.record import Play, player_id

BASE = "https://app.bgstatsapp.com/createPlay.html?data="
SOURCE = "Companion"
MAX_OFFSET = 14 * 60  # minutes: the widest time zone offsets there are


def play_date(ts: int, offset: int | None = None) -> str:
    """The start as BG Stats writes it; `offset`: the phone's minutes behind UTC (JS `getTimezoneOffset`).

    Without one, the server's own time zone (a laptop at the table is in the players' own).
    """
    if offset is None:
        at = datetime.fromtimestamp(ts)
    else:
        at = datetime.fromtimestamp(ts, UTC).astimezone(timezone(timedelta(minutes=-offset)))
    return at.strftime("%Y-%m-%d %H:%M:%S")


def payload(play: Play, offset: int | None = None) -> dict[str, Any]:
    """The JSON BG Stats imports, with every field it documents for a play that we know."""
    return {
        "sourceName": SOURCE,
        "sourcePlayId": play.id,
        "playDate": play_date(play.started_at, offset),
        "durationMin": play.duration_min,
        "game": {
            "name": play.title,
            "highestWins": play.highest_wins,
            "noPoints": play.no_points,
            "sourceGameId": play.game_key,
        },
        "players": [
            {
                "name": s.name,
                "sourcePlayerId": player_id(s.name),
                # A game won by reaching a goal (The King of All Bards) has no points: no score.
                "score": s.score,
                "winner": s.winner,
                "rank": s.rank,
                "startPlayer": s.start,
            }
            for s in play.players
        ],
    }


def link(play: Play, offset: int | None = None) -> str:
    """The link that opens BG Stats' import dialog with this play."""
    data = json.dumps(payload(play, offset), separators=(",", ":"), ensure_ascii=False)
    return BASE + quote(data, safe="")
