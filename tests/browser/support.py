"""Browser test support: a live server in a thread, phone settings, screenshots, seat links."""

from __future__ import annotations

import json
import threading
import time
import urllib.request
from pathlib import Path
from typing import Any

from playwright.sync_api import Page
from werkzeug.serving import make_server

from companion.rng import seeded
from web import create_app, limits

CHROMIUM = "/usr/bin/chromium"
PHONE = {"viewport": {"width": 360, "height": 740}, "device_scale_factor": 2, "is_mobile": True, "has_touch": True}
SCREENS = Path(__file__).resolve().parents[2] / "out" / "screens"
# Flags from the machine notes: no background traffic, no sandbox as root, no GPU.
ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]


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


class LiveServer:
    """A threaded Werkzeug server over a fresh app; `url` is its base URL."""

    def __init__(self, db: Path, seed: int = 7):
        limits.reset()
        self.app = create_app({"DATABASE": str(db), "RNG": seeded(seed), "KEEPALIVE_SECONDS": 1.0})
        self.server = make_server("127.0.0.1", 0, _bodies_read_whole(self.app), threaded=True)
        self.url = f"http://127.0.0.1:{self.server.server_port}"
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)
        self.thread.start()

    def stop(self) -> None:
        """Shut the server down."""
        self.server.shutdown()
        self.server.server_close()

    def create_table(
        self, game: str, players: list, options: dict | None = None, seated: bool = True
    ) -> dict[str, Any]:
        """Open a table over the API, as a phone would; unless `seated=False`, a phone joins every seat."""
        body = {"game": game, "players": [p if isinstance(p, dict) else {"name": p} for p in players]}
        if options is not None:
            body["options"] = options
        req = urllib.request.Request(
            self.url + "/api/tables", json.dumps(body).encode(), {"Content-Type": "application/json"}
        )
        with urllib.request.urlopen(req) as resp:
            table = json.load(resp)
        for s in table["seats"] if seated else []:  # a phone joins every seat; its token rides along
            join = urllib.request.Request(
                f"{self.url}/api/tables/{table['code']}/join",
                json.dumps({"seat": s["seat"]}).encode(),
                {"Content-Type": "application/json"},
            )
            with urllib.request.urlopen(join) as resp:
                s["token"] = json.load(resp)["token"]
        return table


def act(server: LiveServer, table: dict, action: dict, seat: int | str = "host") -> dict:
    """Post an action over the API with a seat's token (or the host's), as another phone would."""
    token = table["host_token"] if seat == "host" else table["seats"][seat]["token"]
    req = urllib.request.Request(
        f"{server.url}/api/tables/{table['code']}/actions",
        json.dumps(action).encode(),
        {"Content-Type": "application/json", "Authorization": "Bearer " + token},
    )
    with urllib.request.urlopen(req) as resp:
        return json.load(resp)


def wait_for(page: Page, expression: str, timeout: float = 5.0) -> None:
    """Wait until a JS expression is true on the page.

    Playwright's `wait_for_function` polls with `eval` inside the page, which the app's
    Content-Security-Policy (no 'unsafe-eval') refuses; `evaluate` runs from outside it. Until
    the page has read its table, `C.table.snap()` is null: an expression that throws is not yet
    true, and the last attempt's error, if any, is raised as it is.
    """
    deadline = time.monotonic() + timeout
    guarded = f"(() => {{ try {{ return !!({expression}); }} catch (e) {{ return false; }} }})()"
    while not page.evaluate(guarded):
        if time.monotonic() > deadline:
            if page.evaluate(expression):  # true at the last moment (or raises what it throws)
                return
            raise TimeoutError(f"still false after {timeout} s: {expression}")
        page.wait_for_timeout(50)


def screenshot(page: Page, name: str) -> Path:
    """Save a screenshot under out/screens/ to look at."""
    SCREENS.mkdir(parents=True, exist_ok=True)
    path = SCREENS / f"{name}.png"
    page.screenshot(path=str(path))
    return path


def seat_link(server: LiveServer, table: dict, seat: int | str) -> str:
    """The table URL that hands a phone a seat (the token rides in the fragment) or the host."""
    if seat == "host":
        return f"{server.url}/t/{table['code']}"
    return f"{server.url}/t/{table['code']}#seat={seat}&token={table['seats'][seat]['token']}"


def as_host(page: Page, server: LiveServer, table: dict) -> None:
    """Open the table on this phone as its host (as if this phone had created it)."""
    page.goto(server.url + "/")
    creds = {"seat": None, "token": table["host_token"], "host": True}
    page.evaluate("([c, v]) => localStorage.setItem('companion.' + c, JSON.stringify(v))", [table["code"], creds])
    page.goto(f"{server.url}/t/{table['code']}")


# The lines a number's text takes: one rectangle per line fragment of its text.
LINES = """(el) => { const r = document.createRange(); r.selectNodeContents(el);
  return new Set([...r.getClientRects()].map((x) => Math.round(x.top))).size; }"""


def one_line(page, selector: str) -> None:
    """Every element matching `selector` shows its number on one line."""
    els = page.locator(selector)
    assert els.count() > 0, selector
    for i in range(els.count()):
        assert els.nth(i).evaluate(LINES) == 1, f"{selector} #{i} ({els.nth(i).inner_text()!r}) wraps"
