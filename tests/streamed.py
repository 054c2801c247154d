"""What a phone makes of its event stream: the view it holds, from whole views and patches (companion/patch.py)."""

from __future__ import annotations

import json
from typing import Any

from companion import patch


def body(message: bytes) -> dict[str, Any]:
    """The JSON of one SSE message (`id: ...\\ndata: {...}`)."""
    return json.loads(message.decode().split("data: ", 1)[1])


def bodies(messages: list[bytes]) -> list[dict[str, Any]]:
    """The JSON of each of several SSE messages."""
    return [body(m) for m in messages]


def plain(value: Any) -> Any:
    """`value` as a phone parses it: through JSON (tuples become lists, keys strings)."""
    return json.loads(json.dumps(value))


class Held:
    """The view one phone holds at `seq`, as table.js keeps it: a whole view taken, a patch applied on its base."""

    def __init__(self, seq: int = -1, state: Any = None, table: Any = None) -> None:
        self.seq, self.state, self.table = seq, plain(state), plain(table)
        self.patches = self.wholes = 0

    @classmethod
    def of(cls, snapshot: dict[str, Any]) -> Held:
        """What a phone holds after reading the table (`GET /api/tables/<code>`: its seq, view and strip)."""
        return cls(snapshot["seq"], snapshot["state"], snapshot["table"])

    def take(self, message: dict[str, Any]) -> None:
        """Take one message's view and table strip; a patch on another base than the one held is an error."""
        if "patch" in message or "table_patch" in message:
            assert message["base"] == self.seq, f"a patch on {message['base']} for a phone holding {self.seq}"
            if "table_patch" in message:
                assert self.table is not None, "a patch of a table strip this phone never had"
                self.table = patch.apply(self.table, message["table_patch"])
            else:
                self.table = message["table"]
        elif "state" in message:
            self.table = message["table"]
        else:
            return
        self.seq = message["seq"]
        if "patch" in message:
            self.state = patch.apply(self.state, message["patch"])
            self.patches += 1
        else:
            self.state = message["state"]
            self.wholes += 1

    def take_all(self, messages: list[bytes]) -> Held:
        """Take every message, in order (returns itself)."""
        for m in messages:
            self.take(body(m))
        return self
