"""OpenAPI-driven fuzzing: schemathesis reads /api/openapi.json and calls the WSGI app.

Every operation is called with generated data twice: as generated (a made-up table code), and
aimed at a real table with the host's token, so bodies reach the engine. Budget: fixed, with a
derandomized Hypothesis, so CI runs the same examples each time.
"""

from __future__ import annotations

import schemathesis
from hypothesis import HealthCheck, settings
from schemathesis.specs.openapi import checks as oas

from companion.rng import seeded
from companion.tables import Tables
from web import create_app, limits

limits.reset()
app = create_app(
    {"TESTING": True, "DATABASE": ":memory:", "RNG": seeded(9), "JOIN_LIMIT": 10**9, "CREATE_LIMIT": 10**9}
)
_client = app.test_client()
TABLE = _client.post("/api/tables", json={"game": "score-pad", "players": ["Red", "Blue", "Green"]}).json
schema = schemathesis.openapi.from_wsgi("/api/openapi.json", app)

# Checks that hold for this API. Left out: `negative_data_rejection`/`positive_data_acceptance`
# (schemathesis cannot know that e.g. a score for seat 9 or a second claim of a seat is refused)
# and `ignored_auth` (reading a table is public by design: spectators watch without a token).
CHECKS = [
    schemathesis.checks.not_a_server_error,
    oas.status_code_conformance,
    oas.content_type_conformance,
    oas.response_schema_conformance,
]


@schema.parametrize()
@settings(
    max_examples=40,
    derandomize=True,
    database=None,
    deadline=None,
    suppress_health_check=list(HealthCheck),
)
def test_api_conforms_and_never_fails(case: schemathesis.Case) -> None:
    case.call_and_validate(checks=CHECKS)
    if "code" in (case.path_parameters or {}) and not case.path.endswith("/events"):
        # The same request at a real table (an event stream never ends, so it is left out).
        case.path_parameters = {**case.path_parameters, "code": TABLE["code"]}
        case.headers = {**(case.headers or {}), "Authorization": f"Bearer {TABLE['host_token']}"}
        response = case.call_and_validate(checks=CHECKS)
        if case.path.endswith("/code") and case.method == "POST" and response.status_code == 200:
            TABLE["code"] = response.json()["code"]  # the host gave the table a fresh join code


def test_after_the_fuzz_the_table_refolds_to_its_live_state() -> None:
    engine: Tables = app.extensions["tables"]
    live = engine.get(TABLE["code"])
    again = Tables(store=engine.store).get(TABLE["code"])
    assert live.seq > 1, "the fuzz should have changed the table"
    assert (again.seq, again.state, again.dice) == (live.seq, live.state, live.dice)
