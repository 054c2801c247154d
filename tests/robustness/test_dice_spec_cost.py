"""Finding 1: a dice spec is parsed in linear time, so one roll cannot freeze the server."""

from __future__ import annotations

import http.client
import json
import time

import pytest

from companion import dice
from companion.errors import ActionError
from tests.robustness.server import Api, Served

# The spec that took 39.7 s with the backtracking pattern: 64,000 spaces, then a letter.
HOSTILE = " " * 64_000 + "x"


@pytest.mark.parametrize(
    "spec",
    [HOSTILE, " " * 64_000, "1" * 64_000, "1d" + " " * 64_000 + "6x", "d" * 64_000, "1d6" + "+" * 64_000],
    ids=["spaces-then-x", "spaces", "digits", "spaces-inside", "many-d", "many-plus"],
)
def test_long_specs_are_refused_by_their_length(spec: str, monkeypatch: pytest.MonkeyPatch) -> None:
    # Refused before any scanning: the length check comes first, so no input reaches the scanner
    # long (bench/dice_spec.py prints what parsing costs; no test asserts on time).
    def scanned(text: str) -> None:
        raise AssertionError(f"a {len(text)}-character spec was scanned")

    monkeypatch.setattr(dice, "_scan", scanned)
    with pytest.raises(ActionError) as err:
        dice.parse(spec)
    assert err.value.code == "bad_dice"
    assert f"at most {dice.MAX_SPEC} characters" in err.value.message


@pytest.mark.parametrize("spec", ["\u00a02d6", "2\u2003d6", "2d6\u3000", "２d6", "2d٦"])
def test_only_ascii_digits_and_spaces_count(spec: str) -> None:
    with pytest.raises(ActionError) as err:
        dice.parse(spec)
    assert err.value.code == "bad_dice" and "is not a dice spec" in err.value.message


@pytest.mark.parametrize(
    ("spec", "want"),
    [("2d6", (2, 6, 0)), ("d20", (1, 20, 0)), (" 3 d 4 - 1 ", (3, 4, -1)), ("1D6+10000", (1, 6, 10000))],
)
def test_the_grammar_is_unchanged(spec: str, want: tuple[int, int, int]) -> None:
    got = dice.parse(spec)
    assert (got.count, got.sides, got.modifier) == want


@pytest.mark.parametrize("spec", ["2d6d6", "1d6+", "-1d6", "1.5d6", "2x6", "d", "", "1d6 +-2", "1 2d6", "1234567d6"])
def test_bad_specs_still_say_so(spec: str) -> None:
    with pytest.raises(ActionError) as err:
        dice.parse(spec)
    assert err.value.code == "bad_dice" and "is not a dice spec" in err.value.message


def test_a_huge_spec_gets_a_4xx_while_other_tables_are_served(served: Served) -> None:
    api = Api(served.port)
    hostile = api.create("score-pad", ["A", "B"])
    other = api.create("score-pad", ["C", "D"])
    body = json.dumps({"type": "roll", "dice": HOSTILE}).encode()
    roller = http.client.HTTPConnection("127.0.0.1", served.port, timeout=120)
    headers = {"Authorization": f"Bearer {hostile['host_token']}", "Content-Type": "application/json"}
    start = time.perf_counter()
    roller.request("POST", f"/api/tables/{hostile['code']}/actions", body, headers)
    time.sleep(0.1)  # the server has the whole roll by now, and is parsing it (or has answered)
    # Another phone reads another table: a server frozen by the roll would not answer in time.
    reader = Api(served.port)
    reader.conn.timeout = 5.0  # generous: the old pattern held every request for 40 s
    read_start = time.perf_counter()
    status, snap = reader.call("GET", f"/api/tables/{other['code']}")
    read_took = time.perf_counter() - read_start
    resp = roller.getresponse()
    answer = json.loads(resp.read())
    took = time.perf_counter() - start
    assert status == 200 and snap["game"] == "score-pad"
    assert resp.status == 400 and answer["error"]["code"] == "bad_dice", answer
    print(f"64 KB spec: {resp.status} in {took * 1000:.1f} ms; the other table's GET in {read_took * 1000:.1f} ms")
    for conn in (api, reader, roller):
        conn.close()
