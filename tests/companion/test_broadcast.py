"""The broadcast: each stream gets its key's messages once, in order; a crowd is woken in groups."""

from __future__ import annotations

import queue

import pytest

from companion.broadcast import BACKLOG, GROUP, Hub


def test_each_key_gets_only_its_own_messages() -> None:
    hub = Hub()
    seat1, public = hub.subscribe("T", (1, "de")), hub.subscribe("T", (None, "en"))
    assert sorted(hub.keys("T"), key=str) == sorted([(1, "de"), (None, "en")], key=str)
    hub.publish("T", {(1, "de"): [b"a1", b"b1"], (None, "en"): [b"a", b"b"]})
    assert [seat1.get(1), seat1.get(1)] == [b"a1", b"b1"]
    assert [public.get(1), public.get(1)] == [b"a", b"b"]
    with pytest.raises(queue.Empty):
        seat1.get(0.01)


def test_a_crowd_is_woken_in_groups_and_every_stream_gets_every_batch() -> None:
    hub = Hub()
    subs = [hub.subscribe("T") for _ in range(GROUP * 6 + 3)]
    for i in range(3):
        hub.publish("T", {(None, "en"): [f"m{i}".encode()]})
    for sub in subs:
        assert [sub.get(2), sub.get(2), sub.get(2)] == [b"m0", b"m1", b"m2"]


def test_read_batches_are_let_go() -> None:
    hub = Hub()
    sub = hub.subscribe("T")
    for i in range(50):
        hub.publish("T", {(None, "en"): [b"x%d" % i]})
        assert sub.get(1) == b"x%d" % i
    assert len(sub.channel.batches) == 1  # a table holds its last batch, not a backlog


def test_a_stream_too_far_behind_ends_and_the_others_go_on() -> None:
    hub = Hub()
    slow, fast = hub.subscribe("T"), hub.subscribe("T")
    for i in range(BACKLOG + 2):
        hub.publish("T", {(None, "en"): [b"%d" % i]})
        assert fast.get(1) == b"%d" % i
    assert slow.get(1) is None  # its phone reconnects with Last-Event-ID and catches up from the log
    hub.publish("T", {(None, "en"): [b"next"]})
    assert fast.get(1) == b"next"


def test_ending_one_seats_streams_gives_them_what_came_before() -> None:
    hub = Hub()
    mine, other = hub.subscribe("T", (2, "en")), hub.subscribe("T", (1, "en"))
    hub.publish("T", {(2, "en"): [b"released"], (1, "en"): [b"released"]})
    hub.close_viewer("T", 2)
    hub.publish("T", {(2, "en"): [b"secret of the next holder"], (1, "en"): [b"later"]})
    assert [mine.get(1), mine.get(1)] == [b"released", None]
    assert [other.get(1), other.get(1)] == [b"released", b"later"]


def test_unsubscribing_the_last_stream_forgets_the_table() -> None:
    hub = Hub()
    a, b = hub.subscribe("T"), hub.subscribe("T")
    assert hub.count("T") == 2 and hub.count() == 2
    hub.unsubscribe("T", a)
    hub.unsubscribe("T", a)  # twice: no harm
    hub.unsubscribe("T", b)
    assert hub.count("T") == 0 and hub.keys("T") == []


def test_the_actors_own_streams_are_written_last() -> None:
    # The actor shows its move already: every other phone's stream gets the event first.
    from companion.broadcast import Subscription

    order: list[int | None] = []

    class Noted(Subscription):
        def ring(self) -> None:
            order.append(self.seat)

    hub = Hub()
    for seat in (2, 0, 1, None, 2):
        hub.subscribe("T", (None, "en"), Noted, seat)
    hub.publish("T", {(None, "en"): [b"x"]}, actor=2)
    assert sorted(order[:3], key=str) == sorted([0, 1, None], key=str) and order[3:] == [2, 2]
