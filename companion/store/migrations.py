"""Versioned schema migrations, one list for both engines: each runs once, in order, at start.

`schema_migrations` records which versions a database has. A database made before the list
existed has the first version's tables and no record: version 1 is written `IF NOT EXISTS`, so it
is taken as applied and the later ones run.
"""

from __future__ import annotations

from companion.i18n import _
from companion.store.errors import StoreError

_V1_SQLITE = """
CREATE TABLE IF NOT EXISTS tables (
    code TEXT PRIMARY KEY,
    game TEXT NOT NULL,
    host_token TEXT NOT NULL,
    seat_tokens TEXT NOT NULL,
    claimed TEXT NOT NULL,
    created_at REAL NOT NULL,
    touched_at REAL NOT NULL,
    archived INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS events (
    code TEXT NOT NULL,
    seq INTEGER NOT NULL,
    type TEXT NOT NULL,
    actor TEXT,
    at REAL NOT NULL,
    data TEXT NOT NULL,
    action_id TEXT,
    PRIMARY KEY (code, seq)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS codes (
    code TEXT PRIMARY KEY,
    table_id TEXT NOT NULL
);
"""

# The same tables in PostgreSQL's types (REAL there is 4 bytes: a timestamp needs DOUBLE PRECISION).
_V1_POSTGRES = """
CREATE TABLE IF NOT EXISTS tables (
    code TEXT PRIMARY KEY,
    game TEXT NOT NULL,
    host_token TEXT NOT NULL,
    seat_tokens TEXT NOT NULL,
    claimed TEXT NOT NULL,
    created_at DOUBLE PRECISION NOT NULL,
    touched_at DOUBLE PRECISION NOT NULL,
    archived INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS events (
    code TEXT NOT NULL,
    seq INTEGER NOT NULL,
    type TEXT NOT NULL,
    actor TEXT,
    at DOUBLE PRECISION NOT NULL,
    data TEXT NOT NULL,
    action_id TEXT,
    PRIMARY KEY (code, seq)
);
CREATE TABLE IF NOT EXISTS codes (
    code TEXT PRIMARY KEY,
    table_id TEXT NOT NULL
);
"""

# The table's row carries its last seq, so appending is one compare-and-set on it (gapless
# across processes); filled from each table's log.
_V2 = """
ALTER TABLE tables ADD COLUMN seq INTEGER NOT NULL DEFAULT 0;
UPDATE tables SET seq = COALESCE((SELECT max(e.seq) FROM events e WHERE e.code = tables.code), 0);
CREATE INDEX IF NOT EXISTS codes_by_table ON codes (table_id);
"""

# The history of plays (companion/plays): one row per finished table, written in the same
# transaction as the action that ended it. The tables already stored get a row with no play yet
# (`data` NULL): the history reads each of those logs once, keeps its play if it ended, and drops
# the row if not.
_V3 = """
CREATE TABLE IF NOT EXISTS plays (
    code TEXT PRIMARY KEY,
    game TEXT NOT NULL,
    finished_at {real},
    data TEXT
);
CREATE INDEX IF NOT EXISTS plays_by_time ON plays (finished_at);
INSERT INTO plays (code, game) SELECT code, game FROM tables;
"""

MIGRATIONS: list[tuple[int, dict[str, str]]] = [
    (1, {"sqlite": _V1_SQLITE, "postgres": _V1_POSTGRES}),
    (2, {"sqlite": _V2, "postgres": _V2}),
    (3, {"sqlite": _V3.format(real="REAL"), "postgres": _V3.format(real="DOUBLE PRECISION")}),
]

LATEST = MIGRATIONS[-1][0]

TRACKING = "CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at DOUBLE PRECISION)"


def pending(applied: set[int], engine: str, where: str) -> list[tuple[int, list[str]]]:
    """The migrations still to run, as statements; a database newer than this code is refused."""
    newer = [v for v in applied if v > LATEST]
    if newer:
        raise StoreError(
            _(
                "{where} has schema version {version}, newer than this companion knows ({latest}): upgrade companion"
            ).format(where=where, version=max(newer), latest=LATEST)
        )
    return [(v, statements(sql[engine])) for v, sql in MIGRATIONS if v not in applied]


def statements(script: str) -> list[str]:
    """A script split into its statements (none of ours has a `;` inside a literal)."""
    return [s.strip() for s in script.split(";") if s.strip()]
