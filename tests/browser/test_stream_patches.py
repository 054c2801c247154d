"""A phone follows a table by patches of its view (issue #33), and catches up whole when it misses one.

The stream sends what changed since the event before (companion/patch.py); table.js applies it
to the view it holds. A phone that missed a message (its stream dropped one, or it was offline)
resumes the stream from where it is and is sent the whole view.
"""

from __future__ import annotations

import json
import random
import time
import urllib.request
from collections import deque

import pytest
from playwright.sync_api import Page, expect

from companion import patch
from tests.browser.support import LiveServer, act, seat_link, wait_for

pytestmark = pytest.mark.browser


def _server_state(server: LiveServer, table: dict) -> dict:
    with urllib.request.urlopen(f"{server.url}/api/tables/{table['code']}") as resp:
        return json.load(resp)


def _follows(page: Page, server: LiveServer, table: dict) -> None:
    """The phone holds exactly the table's view and strip at its seq, and every scored line of its log."""
    snap = _server_state(server, table)
    seq = snap["seq"]
    wait_for(page, f"C.table.snap().seq === {seq}")
    assert page.evaluate("C.table.snap().state") == snap["state"]
    assert page.evaluate("C.table.snap().table") == snap["table"]
    lines = page.evaluate("C.table.snap().log.filter((e) => e.type === 'scored').map((e) => e.seq)")
    assert lines == [e for e in range(1, seq + 1) if e in _scored(server, table)]


def _scored(server: LiveServer, table: dict) -> set[int]:
    with urllib.request.urlopen(f"{server.url}/api/tables/{table['code']}/log") as resp:
        return {e["seq"] for e in json.load(resp) if e["type"] == "scored"}


def _stream_of(server: LiveServer, table: dict, seat: int, timeout: float = 5.0):
    tables = server.app.extensions["tables"]
    deadline = time.monotonic() + timeout
    while True:
        ch = tables.hub._channels.get(tables.get(table["code"]).record.code)
        subs = [s for s in (ch.subs if ch else ()) if s.seat == seat]
        if subs:
            return subs[-1]
        assert time.monotonic() < deadline, f"no stream of seat {seat}"
        time.sleep(0.02)


class _DropsOne(deque):
    """A stream's queue that loses the next batch given to it, as if the phone had missed a message."""

    dropped = 0

    def extend(self, messages) -> None:
        if not self.dropped:
            self.dropped = len(list(messages))
            return
        super().extend(messages)


def _streams_opened(page: Page) -> list[str]:
    opened: list[str] = []
    page.on("request", lambda r: opened.append(r.url) if "/events" in r.url else None)
    return opened


def test_a_phone_follows_by_patches_and_catches_up_after_a_missed_message(live_server: LiveServer, phone) -> None:
    table = live_server.create_table("score-pad", ["Red", "Blue"])
    blue = phone()
    blue.goto(seat_link(live_server, table, 1))
    expect(blue.locator(".player.me")).to_contain_text("Blue")
    sub = _stream_of(live_server, table, 1)
    opened = _streams_opened(blue)
    for delta in (2, 3, 4):  # followed by patches on the one stream
        act(live_server, table, {"type": "score", "seat": 0, "delta": delta}, seat=0)
        _follows(blue, live_server, table)
    assert opened == []
    expect(blue.locator('[data-k="t0"]')).to_have_text("9")
    for _ in range(22):  # the strip's 20 recent rolls move on: patched by dropping the first and appending
        act(live_server, table, {"type": "roll", "dice": "2d6"}, seat=1)
    _follows(blue, live_server, table)
    assert opened == []

    sub.pending = _DropsOne(sub.pending)  # the next message never reaches Blue's phone
    act(live_server, table, {"type": "score", "seat": 0, "delta": 5}, seat=0)
    act(live_server, table, {"type": "score", "seat": 1, "delta": 7}, seat=1)
    # The second move's patch is on a view Blue never had: it resumes the stream and gets it whole.
    expect(blue.locator('[data-k="t0"]')).to_have_text("14", timeout=5000)
    expect(blue.locator('[data-k="t1"]')).to_have_text("7")
    _follows(blue, live_server, table)
    assert sub.pending.dropped == 1 and len(opened) == 1, opened
    # And it follows by patches again.
    act(live_server, table, {"type": "score", "seat": 1, "delta": 1}, seat=0)
    expect(blue.locator('[data-k="t1"]')).to_have_text("8")
    _follows(blue, live_server, table)
    assert len(opened) == 1


def test_a_phone_back_online_holds_the_tables_exact_view(live_server: LiveServer, phone) -> None:
    table = live_server.create_table("score-pad", ["Red", "Blue"], {"rounds": 3})
    blue = phone()
    blue.goto(seat_link(live_server, table, 1))
    expect(blue.locator(".player.me")).to_contain_text("Blue")
    act(live_server, table, {"type": "score", "seat": 0, "delta": 1}, seat=0)
    _follows(blue, live_server, table)
    blue.context.set_offline(True)
    sub = _stream_of(live_server, table, 1)  # the open stream survives that: it drops, as on a train
    sub.ends_at = sub.channel.n
    sub.ring()
    expect(blue.locator("#offline")).to_be_visible(timeout=5000)
    for seat, delta in ((0, 4), (1, 6), (0, -2)):
        act(live_server, table, {"type": "score", "seat": seat, "delta": delta}, seat=seat)
    act(live_server, table, {"type": "next_round"}, seat="host")
    blue.context.set_offline(False)
    expect(blue.locator('[data-k="t0"]')).to_have_text("3", timeout=10_000)
    expect(blue.locator('[data-k="t1"]')).to_have_text("6")
    _follows(blue, live_server, table)
    act(live_server, table, {"type": "score", "seat": 1, "delta": 2}, seat=1)
    expect(blue.locator('[data-k="t1"]')).to_have_text("8")
    _follows(blue, live_server, table)


def _value(r: random.Random, depth: int = 0):
    """A random JSON value, as views hold them (dicts, lists, strings, numbers, booleans, null)."""
    kind = r.randrange(7 if depth < 3 else 4)
    if kind == 0:
        return None
    if kind == 1:
        return r.choice([True, False])
    if kind == 2:
        return r.randrange(-3, 4)
    if kind == 3:
        return r.choice(["", "a", "Ann", "Пётр"])
    if kind in (4, 5):
        return {r.choice("abcdef"): _value(r, depth + 1) for _ in range(r.randrange(5))}
    return [_value(r, depth + 1) for _ in range(r.randrange(5))]


def _changed(r: random.Random, value):
    """`value` a little changed: a key set or dropped, a list grown, moved on by one, or an item changed."""
    if isinstance(value, dict) and value and r.random() < 0.7:
        out = dict(value)
        k = r.choice(sorted(out))
        if r.random() < 0.2:
            del out[k]
        else:
            out[k] = _changed(r, out[k])
        return out
    if isinstance(value, list) and value and r.random() < 0.7:
        roll = r.random()
        if roll < 0.3:
            return [*value, _value(r)]
        if roll < 0.5:
            return [*value[1:], _value(r)]
        i = r.randrange(len(value))
        return [*value[:i], _changed(r, value[i]), *value[i + 1 :]]
    return _value(r)


def test_the_phones_patch_is_the_servers(live_server: LiveServer, phone) -> None:
    """table.js applies companion/patch.py's ops exactly as the server's own `apply`, on 300 random changes."""
    table = live_server.create_table("score-pad", ["Red", "Blue"])
    red = phone()
    red.goto(seat_link(live_server, table, 0))
    wait_for(red, "C.table.snap() !== null")
    r = random.Random(33)
    cases = []
    for _ in range(300):
        old = {"a": _value(r), "b": [_value(r) for _ in range(r.randrange(4))], "c": _value(r)}
        new = old
        for _ in range(r.randrange(1, 4)):
            new = _changed(r, new)
        ops = patch.diff(old, new)
        assert patch.apply(old, ops) == new
        cases.append({"old": old, "ops": ops, "new": new})
    got = red.evaluate(
        "(cases) => cases.map((c) => { const before = JSON.stringify(c.old); const out = C.table.patched(c.old, c.ops);"
        " return [out, JSON.stringify(c.old) === before]; })",
        cases,
    )
    for case, (out, untouched) in zip(cases, got, strict=True):
        assert out == case["new"] and untouched, case
