"""Moving tables between stores: a dump is JSON lines, one table a line, with its folded state's hash.

Export writes each table's record (tokens, claims, current join code) and its whole log; import
writes them into another store in one transaction per table, then folds the stored log again and
checks it gives the same state, byte for byte, as the table had where it came from.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
from collections.abc import Iterable, Iterator

from companion import fold
from companion.events import Event
from companion.store.base import Store, TableRecord
from companion.store.errors import StoreError

FORMAT = "companion-tables/1"


def folded(record: TableRecord, log: list[Event]) -> bytes:
    """A table's state, dice and undo stacks folded from its log, as canonical JSON bytes."""
    table = fold.built(record, log)
    seen = {"state": table.state, "dice": table.dice, "groups": table.groups, "redo": table.redo}
    return json.dumps(seen, sort_keys=True, separators=(",", ":"), ensure_ascii=False).encode()


def digest(record: TableRecord, log: list[Event]) -> str:
    """The SHA-256 of `folded`."""
    return hashlib.sha256(folded(record, log)).hexdigest()


def export_lines(store: Store) -> Iterator[str]:
    """The dump of every table of a store, oldest first."""
    yield json.dumps({"format": FORMAT})
    for record in reversed(store.list_tables()):
        record.join_code = store.join_code(record.code)
        log = store.events(record.code)
        # `stored` says which copy of this store the record was read as: nothing for another store.
        yield json.dumps(
            {
                "record": {k: v for k, v in dataclasses.asdict(record).items() if k != "stored"},
                "log": [dataclasses.asdict(e) for e in log],
                "folded_sha256": digest(record, log),
            },
            ensure_ascii=False,
            separators=(",", ":"),
        )


def import_lines(store: Store, lines: Iterable[str]) -> tuple[list[str], list[str]]:
    """Write the dumped tables into `store`; return (imported codes, problems, one line each)."""
    it = iter(lines)
    head = json.loads(next(it, "{}") or "{}")
    if head.get("format") != FORMAT:
        raise StoreError(f"not a companion tables dump (the first line must say format {FORMAT!r})")
    done, problems = [], []
    for n, line in enumerate(it, start=2):
        if not line.strip():
            continue
        item = json.loads(line)
        record = TableRecord(**item["record"])
        log = [Event(**e) for e in item["log"]]
        if digest(record, log) != item["folded_sha256"]:
            problems.append(f"line {n}: table {record.code} does not fold to the state it was exported with")
            continue
        if store.table(record.code) is not None or store.resolve(record.join_code or record.code):
            problems.append(f"line {n}: table {record.code} is already in this database; left as it is")
            continue
        store.import_table(record, log)
        stored = store.table(record.code)
        assert stored is not None
        stored.join_code = store.join_code(record.code)
        if digest(stored, store.events(record.code)) != item["folded_sha256"]:
            problems.append(f"line {n}: table {record.code} folds differently once stored")
            continue
        done.append(record.code)
    return done, problems
