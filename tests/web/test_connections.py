"""Room for a new connection: which one closes for it, and when it gets a 503 instead."""

from __future__ import annotations

import socket

import pytest

from web.connections import SLOW_AFTER, Connections


class FakeSocket:
    """What Connections does to a socket: shut it, or send it the 503."""

    def __init__(self, name: str):
        self.name = name
        self.shut = False
        self.sent = b""

    def shutdown(self, how: int) -> None:
        assert how == socket.SHUT_RDWR
        self.shut = True

    def sendall(self, data: bytes) -> None:
        self.sent += data

    def __repr__(self) -> str:
        return self.name


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def clock() -> Clock:
    return Clock()


def _conns(clock: Clock, cap: int = 4, **kw: object) -> Connections:
    return Connections(cap=cap, idle_timeout=60, clock=clock, **kw)


def _open(conns: Connections, address: str, name: str, state: str = "idle") -> FakeSocket:
    sock = FakeSocket(name)
    conns.opened(sock, (address, 1234))
    getattr(conns, state)(sock)
    return sock


def _newcomer(conns: Connections, address: str) -> tuple[FakeSocket, bool]:
    sock = FakeSocket("new")
    conns.opened(sock, (address, 1))
    return sock, conns.admit(sock)


def test_a_slow_request_of_the_heaviest_address_closes_before_a_busy_one(clock: Clock) -> None:
    conns = _conns(clock)
    slow = _open(conns, "10.0.0.9", "slow", "reading")
    busy = [_open(conns, "10.0.0.9", f"busy{i}", "busy") for i in range(2)]
    other = _open(conns, "10.0.0.1", "other", "idle")
    clock.now += SLOW_AFTER + 0.1
    new, admitted = _newcomer(conns, "10.0.0.2")
    assert admitted and slow.shut and not other.shut and not any(b.shut for b in busy)
    assert new.sent == b""


def test_a_request_just_begun_is_not_slow(clock: Clock) -> None:
    conns = _conns(clock, cap=2)
    fresh = [_open(conns, "10.0.0.9", f"r{i}", "reading") for i in range(2)]
    new, admitted = _newcomer(conns, "10.0.0.2")
    assert not admitted and not any(s.shut for s in fresh)
    assert new.sent.startswith(b"HTTP/1.1 503 ") and b"server_full" in new.sent


def test_idle_and_slow_go_before_streams_then_the_oldest_stream(clock: Clock) -> None:
    conns = _conns(clock, cap=3)
    closed: list[str] = []
    conns.hold("stream-old", ("10.0.0.9", 5), lambda: closed.append("stream-old"))
    clock.now += 1
    conns.hold("stream-new", ("10.0.0.9", 6), lambda: closed.append("stream-new"))
    clock.now += 1
    idle = _open(conns, "10.0.0.9", "idle", "idle")
    assert _newcomer(conns, "10.0.0.2")[1] and idle.shut and closed == []
    conns.forget(idle)  # its handler closed it
    assert _newcomer(conns, "10.0.0.3")[1] and closed == ["stream-old"]
    conns.release("stream-old")
    assert len(conns) == 3


def test_the_heaviest_address_with_something_to_close_gives_it_up(clock: Clock) -> None:
    conns = _conns(clock, cap=4)
    _open(conns, "10.0.0.9", "b1", "busy")
    _open(conns, "10.0.0.9", "b2", "busy")
    _open(conns, "10.0.0.9", "b3", "busy")
    lone = _open(conns, "10.0.0.1", "lone", "idle")
    assert _newcomer(conns, "10.0.0.2")[1] and lone.shut


def test_one_address_holds_half_the_cap_and_its_own_oldest_closes_for_its_next(clock: Clock) -> None:
    conns = _conns(clock, cap=16)
    assert conns.per_address == 8
    mine = []
    for i in range(8):
        mine.append(_open(conns, "10.0.0.9", f"s{i}", "reading"))
        clock.now += 1
    clock.now += SLOW_AFTER
    _, admitted = _newcomer(conns, "10.0.0.9")  # the 9th of one address, far below the cap
    assert admitted and mine[0].shut and not any(s.shut for s in mine[1:])


def test_over_its_cap_an_address_with_only_busy_connections_gets_a_503(clock: Clock) -> None:
    conns = _conns(clock, cap=16)
    for i in range(8):
        _open(conns, "10.0.0.9", f"b{i}", "busy")
    new, admitted = _newcomer(conns, "10.0.0.9")
    assert not admitted and b"server_full" in new.sent and conns.refused == 1


@pytest.mark.parametrize(
    ("trusted", "proxy"),
    [(["127.0.0.1"], "127.0.0.1"), (["10.0.0.0/8"], "10.1.2.3"), ("127.0.0.1,10.0.0.1", "::ffff:10.0.0.1")],
)
def test_a_trusted_proxy_is_not_capped(clock: Clock, trusted: object, proxy: str) -> None:
    # As `companion serve --trusted-proxy` gives them: addresses or networks, a list or commas.
    conns = _conns(clock, cap=16, exempt=trusted)
    socks = [_open(conns, proxy, f"s{i}", "streaming") for i in range(12)]
    assert _newcomer(conns, proxy)[1] and not any(s.shut for s in socks)


def test_the_sweep_closes_only_long_idle_connections(clock: Clock) -> None:
    conns = _conns(clock)
    idle = _open(conns, "10.0.0.9", "idle", "idle")
    stream = _open(conns, "10.0.0.9", "stream", "streaming")
    clock.now += 61
    assert conns.sweep() == 1 and idle.shut and not stream.shut
