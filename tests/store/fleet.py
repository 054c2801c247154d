"""Several `companion serve` processes on one PostgreSQL database, and phones that move between them."""

from __future__ import annotations

import http.client
import threading
import time
from pathlib import Path

from tests.robustness.server import Api, Served, Stream

RETRY_FOR = 60.0  # seconds a phone keeps sending one action before the test gives up on it


class Fleet:
    """`n` servers on one database; `alive()` lists those not killed."""

    def __init__(self, url: str, tmp: Path, n: int = 3):
        self.servers = [Served(url, tmp / f"server{i}.log") for i in range(n)]
        self.dead: set[int] = set()

    def next_alive(self, after: int) -> int:
        """The next server after `after` that is still running."""
        for step in range(1, len(self.servers) + 1):
            i = (after + step) % len(self.servers)
            if i not in self.dead:
                return i
        raise RuntimeError("every server is dead")

    def kill(self, i: int) -> None:
        """SIGKILL server `i`."""
        self.dead.add(i)
        self.servers[i].kill()

    def stop(self) -> None:
        """Stop every server."""
        for s in self.servers:
            s.stop()


class Phone:
    """One phone: sends its actions (each with an id) and keeps a stream, both moving on when a server dies."""

    def __init__(self, fleet: Fleet, home: int, code: str, token: str, seat: int, actions: int):
        self.fleet, self.server, self.code, self.token, self.seat = fleet, home, code, token, seat
        self.actions = actions
        self.acked: list[tuple[dict, int]] = []  # (action, seq) for every 200 answer
        self.statuses: dict[int, int] = {}
        self.events: list[tuple[int, dict]] = []  # every event its streams showed, in order
        self.first: dict | None = None  # the table as the phone read it before its stream's first message
        self.moves = 0
        self.rewinds = 0  # `rewound` messages its streams showed
        self.duplicates = 0  # resent actions the table had applied already
        self.errors: list[BaseException] = []
        self.stop = threading.Event()
        self.final_seq = 0
        self._sender = threading.Thread(target=self._guard, args=(self._send,), daemon=True)
        self._watcher = threading.Thread(target=self._guard, args=(self._watch,), daemon=True)
        self.stream_server = home

    def start(self, go: threading.Barrier) -> None:
        """Open the stream, then start sending when everyone is ready."""
        self.go = go
        self._watcher.start()
        self._sender.start()

    def join(self, timeout: float) -> None:
        """Wait until every action is acknowledged."""
        self._sender.join(timeout)

    def finish(self, final_seq: int, timeout: float) -> None:
        """Wait until the stream has shown `final_seq`, then hang up."""
        self.final_seq = final_seq
        self.stop.set()
        self._watcher.join(timeout)

    def _guard(self, fn) -> None:
        try:
            fn()
        except BaseException as err:  # reported by the test
            self.errors.append(err)

    def _send(self) -> None:
        self.go.wait()
        api = Api(self.fleet.servers[self.server].port, self.token)
        for k in range(self.actions):
            action = {
                "type": "score",
                "seat": self.seat,
                "delta": self.seat * 100_000 + k + 1,
                "id": f"p{self.seat}-{k}",
            }
            api = self._send_one(api, action)
        api.close()

    def _send_one(self, api: Api, action: dict) -> Api:
        deadline = time.monotonic() + RETRY_FOR
        while time.monotonic() < deadline:
            try:
                status, body = api.call("POST", f"/api/tables/{self.code}/actions", action)
            except (OSError, http.client.HTTPException, ValueError):
                # The server is gone: the same action, same id, to another one.
                api.close()
                if self.server in self.fleet.dead or self._refused(self.server):
                    self.server = self.fleet.next_alive(self.server)
                    self.moves += 1
                time.sleep(0.05)
                api = Api(self.fleet.servers[self.server].port, self.token)
                continue
            self.statuses[status] = self.statuses.get(status, 0) + 1
            if status == 200:
                # The seq its event got (a resent action that was applied already answers `duplicate`
                # with the table's current seq, and its event where it is).
                self.acked.append((action, body["events"][-1]["seq"]))
                self.duplicates += bool(body.get("duplicate"))
                return api
            assert status in (409, 503), (status, body)  # lost races, the database restarting
            time.sleep(0.05)
        raise TimeoutError(f"phone {self.seat}: {action} never acknowledged")

    def _refused(self, i: int) -> bool:
        api = Api(self.fleet.servers[i].port)
        try:
            api.call("GET", "/api/games")
            return False
        except OSError:
            return True
        finally:
            api.close()

    def _watch(self) -> None:
        last = None
        while True:
            try:
                stream = Stream(self.fleet.servers[self.stream_server].port, self.code, last=last)
            except OSError:
                self.stream_server = self.fleet.next_alive(self.stream_server)
                time.sleep(0.05)
                continue
            if stream.status != 200:  # 503 while the database restarts: ask again, as EventSource does
                stream.close()
                time.sleep(0.1)
                continue
            taken = 0  # events of this connection already moved to `self.events`
            try:
                while True:
                    self._take(stream.events[taken:])
                    taken = len(stream.events)
                    # Resumed from as EventSource does: the id with its tag, so that a move seen
                    # but never stored is answered `rewound`.
                    last = stream.last_id or last
                    if self.stop.is_set() and self.events and self.events[-1][0] >= self.final_seq:
                        stream.close()
                        return
                    stream.settle(0.1)
            except (OSError, ConnectionError):
                # Its server died: resume on another from the last event seen.
                stream.close()
                self.stream_server = self.fleet.next_alive(self.stream_server)
                self.moves += 1

    def _take(self, events: list[tuple[int, dict]]) -> None:
        # `rewound`: a move seen early was not stored (a lost race); what follows is the log from
        # its seq, as table.js reads it afresh. What this phone holds after that seq never was.
        for seq, data in events:
            if data.get("type") == "rewound":
                self.rewinds += 1
                self.events = [(s, d) for s, d in self.events if s <= data["seq"]]
            else:
                self.events.append((seq, data))
