"""Rule tests talk to `Tables` directly: the same calls and answers as the JSON API, without HTTP.

`TablesClient` answers the few API paths the rule tests use (open a table, act, read a snapshot,
the log) straight from the engine, so a rule test keeps its assertions while the HTTP layer is
tested once, in tests/web and tests/robustness.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from companion.errors import ActionError
from companion.rng import seeded
from companion.store import SQLiteStore
from companion.tables import Tables


@dataclass
class Answer:
    """What a test reads of an answer: its status and its JSON."""

    status_code: int
    json: Any

    def get_data(self, as_text: bool = False) -> str:
        """The body as text (JSON)."""
        return json.dumps(self.json)


class TablesClient:
    """`post` and `get` on API paths, answered by a `Tables` with an in-memory store."""

    def __init__(self, seed: int = 1234):
        self.tables = Tables(SQLiteStore(), rng=seeded(seed))

    def post(self, path: str, json: Any = None, headers: dict | None = None) -> Answer:
        """POST /api/tables, /api/tables/<code>/actions or /api/tables/<code>/join."""
        parts = path.strip("/").split("/")
        if parts == ["api", "tables"]:
            return self._answer(lambda: self._create(json), 201)
        if len(parts) == 4 and parts[3] == "actions":
            return self._answer(lambda: self.tables.act(parts[2], _token(headers), json))
        if len(parts) == 4 and parts[3] == "join":
            body = json if isinstance(json, dict) else {}
            return self._join(parts[2], body.get("seat"), body.get("request"))
        raise AssertionError(f"TablesClient answers no POST {path}: use the Flask client for HTTP")

    def get(self, path: str, headers: dict | None = None) -> Answer:
        """GET /api/tables/<code> (a snapshot) or /api/tables/<code>/log."""
        parts = path.strip("/").split("/")
        if len(parts) == 3:
            return self._answer(lambda: self.tables.snapshot(parts[2], _token(headers)))
        if len(parts) == 4 and parts[3] == "log":
            return self._answer(lambda: self.tables.log(parts[2]))
        raise AssertionError(f"TablesClient answers no GET {path}: use the Flask client for HTTP")

    def _create(self, body: Any) -> dict:
        if not isinstance(body, dict) or "game" not in body:
            raise ActionError("missing_field", "say which game: 'game'")
        return self.tables.create(body["game"], body.get("players"), body.get("options"))

    def _join(self, code: str, seat: object, request: object) -> Answer:
        try:
            answer, status = self.tables.claim(code, seat, request)
        except ActionError as e:
            return Answer(e.status, e.to_dict())
        return Answer(status, json.loads(json.dumps(answer)))

    @staticmethod
    def _answer(fn: Any, ok: int = 200) -> Answer:
        try:
            return Answer(ok, json.loads(json.dumps(fn())))
        except ActionError as e:
            return Answer(e.status, e.to_dict())


def _token(headers: dict | None) -> str | None:
    auth = (headers or {}).get("Authorization", "")
    return auth.removeprefix("Bearer ") or None
