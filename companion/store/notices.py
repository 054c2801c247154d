"""What a PostgreSQL notification says of an append: table and seq, and the events themselves when they fit."""

from __future__ import annotations

import json

from companion.events import Event
from companion.store.base import TableRecord, event_of
from companion.store.base import event_row as _event_row
from companion.wire import dumps

PAYLOAD = 8000  # bytes: PostgreSQL refuses a longer notification


def payload(code: str, events: list[Event], record: TableRecord | None) -> str:
    """A notification: table and seq, and the events as stored when they fit and change no seats.

    Another process folds them without reading the log; events that change seats go with the record,
    which it reads. A notification reaches only the sessions of this database, which may read the
    log anyway.
    """
    head = f"{code} {events[-1].seq}"
    if record is not None:
        return head
    full = f"{head} {dumps([_event_row(e) for e in events])}"
    return full if len(full.encode()) < PAYLOAD else head


def carried(rows: str) -> list[Event]:
    """The events a notification carries, as `SQLStore.events` reads them from the log."""
    return [event_of(row) for row in json.loads(rows)]
