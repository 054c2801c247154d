"""A pushed stream (web/push.py) on a socket pair with small buffers: order, catching up, the end."""

from __future__ import annotations

import socket

import gevent

from companion.broadcast import BACKLOG, Hub
from tests.conftest import sse_ids
from web.push import Pushed, detach


def _pair(small: bool = True) -> tuple[socket.socket, socket.socket]:
    ours, phone = socket.socketpair()
    if small:
        ours.setsockopt(socket.SOL_SOCKET, socket.SO_SNDBUF, 4096)
        phone.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
    phone.setblocking(False)
    return ours, phone


def _message(n: int, size: int) -> bytes:
    return b"id: %d\ndata: %s\n\n" % (n, b"x" * size)


def _read(phone: socket.socket, until: int, rounds: int = 2000) -> tuple[list[int], bool]:
    """Read while the loop runs: the ids received, and whether the stream ended."""
    data, ended = b"", False
    for _ in range(rounds):
        try:
            chunk = phone.recv(65536)
            if not chunk:
                ended = True
                break
            data += chunk
        except BlockingIOError:
            pass
        ids = sse_ids(data)
        if ids and ids[-1] >= until:
            break
        gevent.sleep(0.001)
    return sse_ids(data), ended


def _open(hub: Hub) -> tuple[Pushed, socket.socket, list[str]]:
    ours, phone = _pair()
    sub = hub.subscribe("T", (None, "en"), Pushed)
    closed: list[str] = []

    def gone() -> None:
        closed.append("closed")
        hub.unsubscribe("T", sub)

    sub.on_close = gone
    sub.attach(detach(ours), b"retry: 2000\n\n", 15.0)
    return sub, phone, closed  # type: ignore[return-value]


def test_a_full_socket_catches_up_in_order_when_it_drains() -> None:
    hub = Hub()
    sub, phone, closed = _open(hub)
    for n in range(1, 41):  # ~40 KB for a socket that holds a few KB: most wait in the channel
        hub.publish("T", {(None, "en"): [_message(n, 1000)]})
    assert sub.out, "the socket filled and the rest waits"
    ids, ended = _read(phone, until=40)
    assert ids == list(range(1, 41)) and not ended and not closed
    assert not sub.out
    hub.publish("T", {(None, "en"): [_message(41, 10)]})  # and it goes on at once
    assert _read(phone, until=41)[0] == [41]
    sub.close()
    phone.close()


def test_a_stream_too_far_behind_ends_after_what_it_had_and_unsubscribes() -> None:
    hub = Hub()
    sub, phone, closed = _open(hub)
    for n in range(1, BACKLOG + 20):  # nobody reads: the channel keeps BACKLOG batches, no more
        hub.publish("T", {(None, "en"): [_message(n, 2000)]})
    ids, ended = _read(phone, until=BACKLOG + 19)
    assert ended and sub.behind
    assert ids == list(range(1, len(ids) + 1)), "what it got is in order, with no gap"
    assert len(ids) < BACKLOG + 19  # the rest comes with Last-Event-ID on its reconnect
    gevent.sleep(0)
    assert closed == ["closed"] and hub.count("T") == 0
    phone.close()


def test_a_phone_hanging_up_ends_its_stream() -> None:
    hub = Hub()
    sub, phone, closed = _open(hub)
    phone.close()
    for _ in range(50):
        if closed:
            break
        gevent.sleep(0.001)
    assert sub.closed and closed == ["closed"]
    assert hub.count("T") == 0
    hub.publish("T", {(None, "en"): [_message(1, 10)]})  # nobody to write to: nothing fails


def test_a_seat_that_moves_ends_its_pushed_stream_after_the_batches_it_had() -> None:
    hub = Hub()
    ours, phone = _pair()
    sub = hub.subscribe("T", (3, "en"), Pushed)
    sub.on_close = lambda: hub.unsubscribe("T", sub)
    sub.attach(detach(ours), b"", 15.0)
    hub.publish("T", {(3, "en"): [_message(1, 10)]})
    hub.close_viewer("T", 3)
    ids, ended = _read(phone, until=99, rounds=50)
    assert ids == [1] and ended
    gevent.sleep(0)
    assert hub.count("T") == 0
    phone.close()


def test_a_closed_stream_is_freed_without_the_cycle_collector() -> None:
    # The server freezes what lives long out of the collector's way (web/server.py): a closed
    # stream must leave no reference cycle, or it would never be freed.
    import gc
    import weakref

    hub = Hub()
    sub, phone, _ = _open(hub)
    hub.publish("T", {(None, "en"): [_message(1, 10)]})
    ref = weakref.ref(sub)
    gc.disable()
    try:
        sub.close()
        gevent.sleep(0)  # the unsubscribe runs
        del sub
        assert ref() is None, gc.get_referrers(ref())
    finally:
        gc.enable()
        phone.close()


def test_a_quiet_stream_gets_keep_alives_and_a_busy_one_none() -> None:
    hub = Hub()
    quiet, quiet_phone = _pair(small=False)
    busy, busy_phone = _pair(small=False)
    subs = []
    for sock, key in ((quiet, (None, "en")), (busy, (1, "en"))):
        sub = hub.subscribe("T", key, Pushed)
        sub.attach(detach(sock), b"", 1.0)  # a keep-alive round every 0.5 s, to streams quiet that long
        subs.append(sub)
    for n in range(1, 61):  # 1.2 s: the busy stream hears an event every 20 ms
        hub.publish("T", {(1, "en"): [_message(n, 10)]})
        gevent.sleep(0.02)
    assert b": keep-alive" in quiet_phone.recv(65536)
    busy_got = busy_phone.recv(65536)
    assert b"id: 60" in busy_got and b": keep-alive" not in busy_got
    for sub in subs:
        sub.close()
    quiet_phone.close()
    busy_phone.close()
