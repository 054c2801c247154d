"""The browser tests' live servers: a fresh app per test behind a threaded Werkzeug server, and calls to it."""

from __future__ import annotations

import json
import threading
import urllib.error
import urllib.request
from pathlib import Path
from typing import Any

from werkzeug.serving import make_server

from companion.rng import seeded
from web import create_app, limits


def _bodies_read_whole(app: Any) -> Any:
    """Every answer but an event stream read whole (and its file closed) before Werkzeug writes it.

    When a browser drops a connection mid-answer (a page closed while its icon loads), Werkzeug's
    development server fails in its cleanup before it closes the answer's body, and a static
    file is left open: a ResourceWarning, an error under this suite's warning filter.
    """

    def run(environ: dict, start_response: Any) -> Any:
        kind: list[str] = []

        def started(status: str, headers: list, *exc: Any) -> Any:
            kind.extend(v for k, v in headers if k.lower() == "content-type")
            return start_response(status, headers, *exc)

        body = app(environ, started)
        if any(k.startswith("text/event-stream") for k in kind):
            return body
        try:
            return [b"".join(body)]
        finally:
            if hasattr(body, "close"):
                body.close()

    return run


# Every port a live server of this session has listened on. A phone is kept from one test to the
# next (tests/browser/phones.py), and what a test leaves in it (localStorage, a service worker, the
# HTTP cache) is bound to its server's origin: a port never listened on again is an origin never met
# again. The one exception is the shared origin below, whose storage a phone has wiped when handed back.
_PORTS: set[int] = set()


def _free_server(app: Any) -> Any:
    """A threaded Werkzeug server for `app` on a loopback port no earlier server of this session had."""
    # A port listened on before is held while the next is asked for, so the system offers another.
    held = []
    while not held or held[-1].server_port in _PORTS:
        held.append(make_server("127.0.0.1", 0, _bodies_read_whole(app), threaded=True))
    server = held.pop()
    for taken in held:
        taken.server_close()
    _PORTS.add(server.server_port)
    # It looks for a shutdown every 10 ms: a test's teardown waits for that (the default 0.5 s was most
    # of every browser test's teardown; 50 ms still cost 20-60 ms of each, 1 ms now; idle wakeups are free).
    threading.Thread(target=server.serve_forever, args=(0.01,), daemon=True).start()
    return server


class _Current:
    """The app of the test running now, behind the shared origin's server (a 503 between tests)."""

    app: Any = None

    def __call__(self, environ: dict, start_response: Any) -> Any:
        app = self.app
        if app is None:
            start_response("503 Service Unavailable", [("Content-Type", "text/plain")])
            return [b"no test is serving"]
        return app(environ, start_response)


_current = _Current()
_shared: list[Any] = []  # the shared origin's server, once made


def shared_origin() -> str | None:
    """The origin the `live_server` fixture's servers share in this process (None before the first)."""
    return f"http://127.0.0.1:{_shared[0].server_port}" if _shared else None


class LiveServer:
    """A fresh app behind a threaded Werkzeug server; `url` is its base URL.

    By default on a port no earlier one had. `shared=True` (the `live_server` fixture): on the one
    origin every such server of this process uses, one test's at a time. A phone's first page on a
    new origin costs Chromium ~50 % more CPU than on one it has met (its HTTP and code caches are cold,
    every static file downloaded and compiled again); the phones' storage there is wiped between tests.
    """

    def __init__(self, db: Path, seed: int = 7, shared: bool = False):
        limits.reset()
        self.app = create_app({"DATABASE": str(db), "RNG": seeded(seed), "KEEPALIVE_SECONDS": 1.0})
        self.shared = shared
        if shared:
            assert _current.app is None, "one shared live server at a time"
            if not _shared:
                _shared.append(_free_server(_current))
            self.server = _shared[0]
            _current.app = self.app
        else:
            self.server = _free_server(self.app)
        self.url = f"http://127.0.0.1:{self.server.server_port}"

    def stop(self) -> None:
        """Shut the server down (a shared one stops serving this test's app)."""
        if self.shared:
            if _current.app is self.app:
                _current.app = None
            return
        self.server.shutdown()
        self.server.server_close()

    def create_table(
        self, game: str, players: list, options: dict | None = None, seated: bool = True, lang: str | None = None
    ) -> dict[str, Any]:
        """Open a table over the API, as a phone would; unless `seated=False`, a phone joins every seat.

        `lang`: the phones ask for that language (`Accept-Language`), as they would in it.
        """
        body: dict[str, Any] = {"game": game, "players": [p if isinstance(p, dict) else {"name": p} for p in players]}
        if options is not None:
            body["options"] = options
        table = call(self, "/api/tables", body, lang=lang)
        for s in table["seats"] if seated else []:  # a phone joins every seat; its token rides along
            s["token"] = call(self, f"/api/tables/{table['code']}/join", {"seat": s["seat"]}, lang=lang)["token"]
        return table


class Refused(AssertionError):
    """The server refused a request: `status` and what it answered (`body`)."""

    def __init__(self, status: int, body: str):
        super().__init__(f"{status}: {body}")
        self.status, self.body = status, body


def call(server: LiveServer, path: str, body: Any = None, token: str | None = None, lang: str | None = None) -> Any:
    """One request to the server as a phone makes it: JSON in (a POST when there is a body) and out.

    A refusal raises `Refused` with the status and the server's answer (its socket closed at once).
    """
    headers = {"Content-Type": "application/json"}
    if token:
        headers["Authorization"] = "Bearer " + token
    if lang:
        headers["Accept-Language"] = lang
    data = json.dumps(body).encode() if body is not None else None
    try:
        with urllib.request.urlopen(urllib.request.Request(server.url + path, data, headers)) as resp:
            return json.load(resp)
    except urllib.error.HTTPError as err:
        with err:  # its answer's socket: closed now, not whenever the collector gets to it
            raise Refused(err.code, err.read().decode()) from None
