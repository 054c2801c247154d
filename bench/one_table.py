"""An action's answer with hundreds of streams open on its table, against none (issue #16: within 2x).

    python bench/one_table.py [--streams 500] [--posts 300]

Starts `companion serve` (bench/_server.py), opens one score pad table, and times sequential
POST round trips on one keep-alive connection: first with no stream open, then with `--streams`
event streams open on that same table, read by another process (so reading them costs this one
nothing). Prints both p50 and p99, their ratio, and whether every stream saw every action (the reader is
given up to 60 s to read what the streams were sent: a score pad's view grows with its history).
"""

from __future__ import annotations

import argparse
import multiprocessing as mp
import selectors
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from _server import start
from fanout_clients import ID, api_probe, connect, create_tables


def _readers(port: int, code: str, n: int, ready, head, out) -> None:
    """Open n streams on the table and read them until each saw `head` (once set; 60 s at most)."""
    sel = selectors.DefaultSelector()
    last = {}
    for i in range(n):
        sock = connect(port)
        sock.sendall(f"GET /api/tables/{code}/events HTTP/1.1\r\nHost: x\r\nAccept: text/event-stream\r\n\r\n".encode())
        sock.setblocking(False)
        sel.register(sock, selectors.EVENT_READ, i)
        last[i] = 0
    ready.set()
    tails = {i: b"" for i in range(n)}
    wire = messages = 0  # bytes the streams read, and their messages
    deadline = lag = None
    while deadline is None or time.monotonic() < deadline:
        if head.value and deadline is None:
            deadline = time.monotonic() + 60
        if head.value and min(last.values()) >= head.value:
            lag = time.monotonic() - (deadline - 60)  # from the last POST's answer to the last stream's read
            break
        for key, _ in sel.select(0.02):
            try:
                data = key.fileobj.recv(65536)
            except BlockingIOError:
                continue
            scan = tails[key.data] + data
            wire += len(data)
            for m in ID.finditer(scan):
                last[key.data] = max(last[key.data], int(m.group(1)))
                messages += 1
            tails[key.data] = scan[-64:]
    out.put((sorted(last.values()), wire, messages, lag))


def pct(values: list[float], p: float) -> float:
    """The p-th percentile, in ms."""
    s = sorted(values)
    return s[min(len(s) - 1, int(p / 100 * len(s)))] * 1000


def main() -> None:
    """Both probes, then the figures."""
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--streams", type=int, default=500)
    p.add_argument("--posts", type=int, default=300)
    args = p.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        proc, port = start(Path(tmp) / "b.sqlite3", Path(tmp) / "server.log")
        try:
            table = create_tables(port, 1, 2)[0]
            api_probe(port, table, 50)  # warm up
            alone, _ = api_probe(port, table, args.posts)
            ready, head, out = mp.Event(), mp.Value("i", 0), mp.Queue()
            reader = mp.Process(target=_readers, args=(port, table["code"], args.streams, ready, head, out))
            reader.start()
            ready.wait(60)
            time.sleep(1.0)  # every stream is in and has its hello
            crowded, _ = api_probe(port, table, args.posts)
            head.value = 1 + 2 + 50 + 2 * args.posts  # created, two joins, the probes' POSTs
            seen, wire, messages, lag = out.get(timeout=90)
            reader.join(10)
        finally:
            proc.terminate()
            proc.wait(10)
    head = 1 + 2 + 50 + 2 * args.posts
    print(f"POST round trip, one table: {args.posts} sequential POSTs on one keep-alive connection")
    print(f"  no stream open:        p50 {pct(alone, 50):.2f} ms  p99 {pct(alone, 99):.2f} ms")
    print(f"  {args.streams} streams open:    p50 {pct(crowded, 50):.2f} ms  p99 {pct(crowded, 99):.2f} ms")
    print(f"  ratio crowded/alone: p50 {pct(crowded, 50) / pct(alone, 50):.2f}x  (goal: at most 2x)")
    print(f"  streams that saw the last action: {sum(1 for s in seen if s >= head)}/{len(seen)}")
    caught = f"{lag:.2f} s" if lag is not None else "not within 60 s"
    print(f"  every stream had read it {caught} after its answer")
    print(f"  stream bytes per message: {wire / max(1, messages):.0f} ({wire / 1e6:.1f} MB, {len(seen)} streams)")


if __name__ == "__main__":
    main()
