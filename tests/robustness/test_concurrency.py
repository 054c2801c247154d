"""Six phones, 200 actions each, one table, all at once, against the real gevent server."""

from __future__ import annotations

import threading

from tests.robustness.server import Api, Served, Stream
from tests.streamed import Held

PHONES = 6
ACTIONS = 200


def _send(port: int, code: str, token: str, seat: int, answers: list, go: threading.Barrier) -> None:
    api = Api(port, token)
    go.wait()
    for k in range(ACTIONS):
        action = {"type": "score", "seat": seat, "delta": seat * 1000 + k + 1, "id": f"p{seat}-{k}"}
        status, body = api.call("POST", f"/api/tables/{code}/actions", action)
        answers.append((status, action, body["seq"] if status == 200 else body))
    api.close()


def _watch(stream: Stream, last: int, errors: list) -> None:
    try:
        stream.until_seq(last, timeout=120)
    except Exception as err:  # reported by the test thread
        errors.append(err)


def test_six_phones_200_actions_each_at_once(served: Served) -> None:
    api = Api(served.port)
    table = api.create("score-pad", [f"Phone {i}" for i in range(PHONES)])
    code = table["code"]
    streams = [Stream(served.port, code) for _ in range(PHONES)]
    try:
        _run(served, api, table, streams)
    finally:
        for s in streams:
            s.close()
        api.close()


def _run(served: Served, api: Api, table: dict, streams: list[Stream]) -> None:
    code = table["code"]
    first = table["seq"]  # table_created and each phone's join
    last = first + PHONES * ACTIONS
    assert all(s.status == 200 for s in streams)
    errors: list = []
    watchers = [threading.Thread(target=_watch, args=(s, last, errors)) for s in streams]
    answers: list[list] = [[] for _ in range(PHONES)]
    go = threading.Barrier(PHONES)
    senders = [
        threading.Thread(target=_send, args=(served.port, code, table["seats"][i]["token"], i, answers[i], go))
        for i in range(PHONES)
    ]
    for t in watchers + senders:
        t.start()
    for t in senders + watchers:
        t.join(180)
    assert not errors, errors

    # Every action was accepted once; its seq is its own; each phone saw its seqs rise.
    seqs = []
    for phone in answers:
        assert [status for status, _, _ in phone] == [200] * ACTIONS, phone[:3]
        mine = [seq for _, _, seq in phone]
        assert mine == sorted(mine) and len(set(mine)) == ACTIONS
        seqs += mine
    assert sorted(seqs) == list(range(first + 1, last + 1))

    # The log holds each action exactly once, in seq order with no gap; totals add up.
    status, log = api.call("GET", f"/api/tables/{code}/log")
    assert [e["seq"] for e in log] == list(range(1, last + 1))
    sent = sorted(a["delta"] for phone in answers for _, a, _ in phone)
    assert sorted(e["data"]["delta"] for e in log if e["type"] == "scored") == sent
    assert status == 200
    status, snap = api.call("GET", f"/api/tables/{code}")
    assert status == 200
    want = [sum(a["delta"] for _, a, _ in phone) for phone in answers]
    assert snap["state"]["totals"] == want and snap["seq"] == last

    # Every phone's stream is the same, event for event and byte for byte, with no gap.
    ids = [seq for seq, _ in streams[0].events]
    assert ids == list(range(2, last + 1))  # the joins replayed, then every action
    for s in streams[1:]:
        assert s.events == streams[0].events
    blocks = [b"\n\n".join(x for x in bytes(s.raw).split(b"\n\n") if x.startswith(b"id: ")) for s in streams]
    assert len(set(blocks)) == 1
    held = Held()  # the replay ends on the whole view, then each move's patch of it
    for _, data in streams[0].events:
        held.take(data)
    assert held.seq == last and held.state["totals"] == want
