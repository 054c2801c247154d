"""Issue 27, finding 3: behind a trusted reverse proxy the limits count each phone, not the proxy;
without one, X-Forwarded-For is ignored. And (finding 11) the limiter forgets, and creation is rated."""

from __future__ import annotations

import http.client
import json
from pathlib import Path

import pytest
from flask import Flask
from flask.testing import FlaskClient

from tests.conftest import bearer, table_opener
from tests.robustness.server import Served
from web import cli, create_app, limits
from web.proxies import client_address, trusted_proxies

PROXY = "127.0.0.1"
ANN, BOB = "203.0.113.5", "198.51.100.7"


def _app(tmp_path: Path, **config: object) -> Flask:
    limits.reset()
    return create_app({"TESTING": True, "DATABASE": str(tmp_path / "p.sqlite3"), **config})


def _via(client: FlaskClient, forwarded: str | None, peer: str = PROXY):
    """Requests from `peer` carrying `X-Forwarded-For: forwarded`, as nginx sends them."""
    headers = {"X-Forwarded-For": forwarded} if forwarded else {}
    return lambda method, path, **kw: client.open(
        path, method=method, headers={**headers, **kw.pop("headers", {})}, environ_base={"REMOTE_ADDR": peer}, **kw
    )


def _guess_out(send, through_actions: bool = False) -> None:
    """30 unknown codes (the default limit), half of them as actions (the fast path), half as reads."""
    for i in range(30):
        path = f"/api/tables/ZZZZ{i:02d}"
        r = (
            send("POST", path + "/actions", json={"type": "roll", "dice": "1d6"}, headers=bearer("x" * 24))
            if through_actions and i % 2
            else send("GET", path)
        )
        assert r.status_code in (403, 404), r.json
    r = send("GET", "/api/tables/ZZZZZZ")
    assert r.status_code == 429 and r.json["error"]["code"] == "too_many_guesses"


def test_behind_a_trusted_proxy_one_phones_guesses_do_not_lock_out_another(tmp_path: Path) -> None:
    client = _app(tmp_path, TRUSTED_PROXIES=[PROXY]).test_client()
    table = table_opener(client)(players=["Red", "Blue"])
    _guess_out(_via(client, ANN), through_actions=True)
    bob = _via(client, BOB)
    assert bob("GET", f"/api/tables/{table['code']}").status_code == 200
    move = {"type": "score", "seat": 0, "delta": 1}
    token = bearer(table["seats"][0]["token"])
    assert bob("POST", f"/api/tables/{table['code']}/actions", json=move, headers=token).status_code == 200
    assert bob("GET", f"/t/{table['code']}").status_code == 200
    # Ann cannot dodge it by writing her own X-Forwarded-For: nginx appends the address it saw.
    ann = _via(client, f"10.9.9.9, {ANN}")
    assert ann("GET", f"/api/tables/{table['code']}").status_code == 429


def test_without_the_option_x_forwarded_for_is_ignored(tmp_path: Path) -> None:
    client = _app(tmp_path).test_client()
    table = table_opener(client)(players=["Red", "Blue"])
    _guess_out(_via(client, ANN), through_actions=True)
    # A spoofed header names someone else: still the same connecting address, still refused.
    spoofed = _via(client, BOB)
    assert spoofed("GET", f"/api/tables/{table['code']}").status_code == 429
    token = bearer(table["seats"][0]["token"])
    move = {"type": "score", "seat": 0, "delta": 1}
    assert spoofed("POST", f"/api/tables/{table['code']}/actions", json=move, headers=token).status_code == 429
    limits.reset()


@pytest.mark.parametrize(
    ("peer", "forwarded", "client"),
    [
        ("127.0.0.1", "203.0.113.5", "203.0.113.5"),
        ("127.0.0.1", "1.1.1.1, 203.0.113.5, 10.0.0.2", "203.0.113.5"),  # past a second trusted hop
        ("127.0.0.1", "10.0.0.2, 127.0.0.1", "127.0.0.1"),  # only proxies: the connecting one
        ("127.0.0.1", None, "127.0.0.1"),
        ("::ffff:127.0.0.1", "2001:db8::1", "2001:db8::1"),  # a dual-stack socket's loopback
        ("192.0.2.9", "203.0.113.5", "192.0.2.9"),  # not a trusted proxy: its header means nothing
    ],
)
def test_the_client_is_the_rightmost_forwarded_address_not_a_trusted_proxy(peer, forwarded, client) -> None:
    environ = {"REMOTE_ADDR": peer, **({"HTTP_X_FORWARDED_FOR": forwarded} if forwarded else {})}
    assert client_address(environ, trusted_proxies("127.0.0.1, 10.0.0.0/8")) == client


def test_the_trusted_proxy_option_repeats_or_takes_commas_and_refuses_a_non_address(capsys) -> None:
    args = cli.parser().parse_args(["serve", "--trusted-proxy", "127.0.0.1,::1", "--trusted-proxy", "10.0.0.0/8"])
    assert [str(n) for n in trusted_proxies(args.trusted_proxy)] == ["127.0.0.1/32", "::1/128", "10.0.0.0/8"]
    assert cli.parser().parse_args(["serve"]).trusted_proxy is None
    with pytest.raises(SystemExit):
        cli.parser().parse_args(["serve", "--trusted-proxy", "nginx"])
    assert "'nginx' is not an IP address or network" in capsys.readouterr().err


def _get(port: int, path: str, forwarded: str) -> int:
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    try:
        conn.request("GET", path, headers={"X-Forwarded-For": forwarded, "Accept": "application/json"})
        return conn.getresponse().status
    finally:
        conn.close()


def test_companion_serve_trusts_the_proxy_it_is_told_to(tmp_path: Path) -> None:
    served = Served(tmp_path / "s.sqlite3", tmp_path / "s.log", ("--trusted-proxy", PROXY))
    try:
        conn = http.client.HTTPConnection("127.0.0.1", served.port, timeout=10)
        conn.request("POST", "/api/tables", json.dumps({"game": "score-pad", "players": ["A", "B"]}),
                     {"Content-Type": "application/json", "X-Forwarded-For": BOB})  # fmt: skip
        code = json.loads(conn.getresponse().read())["code"]
        conn.close()
        assert [_get(served.port, f"/api/tables/ZZZZ{i:02d}", ANN) for i in range(31)][-1] == 429
        assert _get(served.port, f"/api/tables/{code}", BOB) == 200
        assert _get(served.port, f"/api/tables/{code}", ANN) == 429
    finally:
        served.stop()


def test_table_creation_is_rated_per_client_with_retry_after(tmp_path: Path) -> None:
    client = _app(tmp_path, TRUSTED_PROXIES=PROXY, CREATE_LIMIT=3).test_client()
    ann, bob = _via(client, ANN), _via(client, BOB)
    body = {"game": "score-pad", "players": ["A", "B"]}
    assert ann("POST", "/api/tables", json={"game": "score-pad", "players": []}).status_code == 400  # not counted
    assert [ann("POST", "/api/tables", json=body).status_code for _ in range(3)] == [201] * 3
    r = ann("POST", "/api/tables", json=body)
    assert r.status_code == 429 and r.json["error"]["code"] == "too_many_tables"
    assert 1 <= int(r.headers["Retry-After"]) <= 60 and r.json["error"]["retry_after"] == int(r.headers["Retry-After"])
    assert bob("POST", "/api/tables", json=body).status_code == 201  # another phone behind the same proxy
    limits.reset()


def test_the_default_creation_rate_lets_a_group_open_tables(tmp_path: Path) -> None:
    client = _app(tmp_path).test_client()
    body = {"game": "score-pad", "players": ["A", "B"]}
    assert {client.post("/api/tables", json=body).status_code for _ in range(30)} == {201}
    assert client.post("/api/tables", json=body).status_code == 429
    limits.reset()


def test_addresses_that_never_missed_leave_nothing_behind(tmp_path: Path) -> None:
    client = _app(tmp_path, TRUSTED_PROXIES=PROXY).test_client()
    code = table_opener(client)(seated=False)["code"]
    for i in range(200):
        assert _via(client, f"2001:db8::{i:x}")("GET", f"/api/tables/{code}").status_code == 200
    assert len(limits._misses) == 0
    limits.reset()


def test_the_limiter_forgets_counts_older_than_the_window_and_stays_bounded() -> None:
    counter = limits.Counter(max_clients=100)
    for i in range(100):
        counter.add(f"10.0.0.{i}", now=0.0)
    assert len(counter) == 100 and counter.full("10.0.0.1", 1, now=1.0) is not None
    counter.add("10.0.1.1", now=limits.WINDOW + 1)  # every earlier count has left the window
    assert len(counter) == 1 and counter.full("10.0.0.1", 1, now=limits.WINDOW + 1) is None
    # Past the bound the client counted least recently goes; one counted lately stays.
    for i in range(150):
        counter.add(f"10.0.2.{i}", now=limits.WINDOW + 2 + i / 1000)
        counter.add("10.0.1.1", now=limits.WINDOW + 2 + i / 1000)
    assert len(counter) == 100 and counter.full("10.0.1.1", 150, now=limits.WINDOW + 3) is not None
    assert counter.full("10.0.2.0", 1, now=limits.WINDOW + 3) is None


def test_serve_takes_its_creation_limit_from_the_command_line(tmp_path: Path) -> None:
    # A café's groups behind one address (or a load test) need more than the default 30 a minute.
    served = Served(tmp_path / "c.sqlite3", tmp_path / "c.log", ("--create-limit", "2"))
    try:
        made = []
        for _ in range(3):
            conn = http.client.HTTPConnection("127.0.0.1", served.port, timeout=10)
            conn.request("POST", "/api/tables", json.dumps({"game": "score-pad", "players": ["A", "B"]}),
                         {"Content-Type": "application/json"})  # fmt: skip
            answer = conn.getresponse()
            made.append((answer.status, json.loads(answer.read()).get("error", {}).get("code")))
            conn.close()
        assert made == [(201, None), (201, None), (429, "too_many_tables")]
    finally:
        served.stop()
