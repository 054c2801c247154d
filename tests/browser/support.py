"""Browser test support: a live server in a thread, phone settings, screenshots, seat links."""

from __future__ import annotations

import json
import os
import threading
import time
import urllib.error
import urllib.request
from collections.abc import Callable
from pathlib import Path
from typing import Any

from playwright.sync_api import Locator, Page, expect
from werkzeug.serving import make_server

from companion.rng import seeded
from web import create_app, limits

# Debian's Chromium: its headless shell when installed (the same build without the desktop parts,
# what Playwright itself runs headless; a new page costs a fifth to a quarter of the CPU), else the full browser.
# COMPANION_CHROMIUM=/usr/bin/chromium runs the same tests in the full one.
_SHELL = "/usr/bin/chromium-headless-shell"
CHROMIUM = os.environ.get("COMPANION_CHROMIUM") or (_SHELL if os.path.exists(_SHELL) else "/usr/bin/chromium")
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


# Every port a live server of this session has listened on. A phone is kept from one test to the
# next (tests/browser/phones.py), and what a test leaves in it (localStorage, a service worker, the
# HTTP cache) is bound to its server's origin: a port never listened on again is an origin never met again.
_PORTS: set[int] = set()


class LiveServer:
    """A threaded Werkzeug server over a fresh app, on a port no earlier one had; `url` is its base URL."""

    def __init__(self, db: Path, seed: int = 7):
        limits.reset()
        self.app = create_app({"DATABASE": str(db), "RNG": seeded(seed), "KEEPALIVE_SECONDS": 1.0})
        # A port listened on before is held while the next is asked for, so the system offers another.
        held = []
        while not held or held[-1].server_port in _PORTS:
            held.append(make_server("127.0.0.1", 0, _bodies_read_whole(self.app), threaded=True))
        self.server = held.pop()
        for taken in held:
            taken.server_close()
        _PORTS.add(self.server.server_port)
        self.url = f"http://127.0.0.1:{self.server.server_port}"
        # It looks for a shutdown every 10 ms: a test's teardown waits for that (the default 0.5 s was most
        # of every browser test's teardown; 50 ms still cost 20-60 ms of each, 1 ms now; idle wakeups are free).
        self.thread = threading.Thread(target=self.server.serve_forever, args=(0.01,), daemon=True)
        self.thread.start()

    def stop(self) -> None:
        """Shut the server down."""
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


def token_of(table: dict, seat: int | str) -> str:
    """The token a seat's phone holds (or the host's, for "host")."""
    return table["host_token"] if seat == "host" else table["seats"][seat]["token"]


def act(server: LiveServer, table: dict, action: dict, seat: int | str = "host", lang: str | None = None) -> dict:
    """Post an action over the API with a seat's token (or the host's), as that phone would; the answer.

    `lang`: the phone speaks that language (the stream it starts is rendered in it).
    """
    return call(server, f"/api/tables/{table['code']}/actions", action, token_of(table, seat), lang)


def read(server: LiveServer, table: dict, seat: int | str | None = None, lang: str | None = None) -> dict:
    """The table as a phone reads it: a seat's own view (or the host's), else the public one."""
    return call(
        server, f"/api/tables/{table['code']}", token=None if seat is None else token_of(table, seat), lang=lang
    )


def eventually(check: Callable[[], bool], timeout: float = 5.0) -> bool:
    """Whether `check()` comes to be true within `timeout` s: a phone's tap posts its action asynchronously."""
    deadline = time.monotonic() + timeout
    while not check():
        if time.monotonic() > deadline:
            return False
        time.sleep(0.05)
    return True


def phones_at(phone: Any, server: LiveServer, table: dict, seats: list, **context: Any) -> list[Page]:
    """One phone per seat (or "host"), each on its own seat link, all made with the same `context` settings."""
    pages = []
    for seat in seats:
        page = phone(**context)
        if seat == "host":
            as_host(page, server, table)
        else:
            page.goto(seat_link(server, table, seat))
        pages.append(page)
    return pages


def wait_for(page: Page, expression: str, timeout: float = 5.0) -> None:
    """Wait until a JS expression is true on the page (a promise's value, when it gives one).

    Playwright's `wait_for_function` polls with `eval` inside the page, which the app's
    Content-Security-Policy (no 'unsafe-eval') refuses; `evaluate` runs from outside it. Until
    the page has read its table, `C.table.snap()` is null: an expression that throws is not yet
    true, and the last attempt's error, if any, is raised as it is.
    """
    deadline = time.monotonic() + timeout
    guarded = f"(async () => {{ try {{ return !!(await ({expression})); }} catch (e) {{ return false; }} }})()"
    while not page.evaluate(guarded):
        if time.monotonic() > deadline:
            if page.evaluate(expression):  # true at the last moment (or raises what it throws)
                return
            raise TimeoutError(f"still false after {timeout} s: {expression}")
        page.wait_for_timeout(50)


def caught_up(page: Page) -> None:
    """On a table's page, wait until the phone shows the table's last event (its stream has settled).

    Off a table there is nothing to wait for; the last event number is asked of the page's server.
    """
    if not page.locator("#table-data").count():
        return
    code = page.evaluate("JSON.parse(document.getElementById('table-data').textContent).code")
    last = page.evaluate("(c) => fetch('/api/tables/' + c).then((r) => r.json()).then((t) => t.seq)", code)
    wait_for(page, f"C.table.snap().seq >= {int(last)}")


def play_again(leader: Page, follower: Page, players: str | None = None) -> str:
    """The leader's phone plays its table again (the sheet naming `players`, if given); the follower's follows.

    Returns the new table's code, both phones on it.
    """
    old = leader.evaluate("C.table.code")
    leader.locator("#play-again").click()
    for name in players.split(", ") if players is not None else ():  # the sheet lists them, a line each
        expect(leader.locator(".again li", has_text=name)).to_have_count(1)
    go_again(leader)
    leader.wait_for_url(lambda url: "/t/" in url and not url.endswith(old))
    new = leader.url.rsplit("/", 1)[1]
    follower.locator("#follow").wait_for()
    # The follower's end screen offers the new table, never a second "Play again" of its own.
    expect(follower.locator("#play-again")).to_have_count(0)
    expect(follower.locator("#follow-end")).to_be_visible()
    follower.locator("#follow").click()
    follower.wait_for_url(f"**/t/{new}")
    return new


def go_again(leader: Page) -> None:
    """On the open Play again sheet: the game's options drawn, who goes first named if asked, then Play."""
    wait_for(leader, "!!C.seats && C.seats.known()")  # the sheet drawn with the game's options
    first = leader.locator("#again-first")
    if first.count() and not first.input_value():  # "whoever sang last" (Minstrels): the table says who
        first.select_option(index=1)
    leader.locator("#again-go").click()


def screenshot(page: Page, name: str, full_page: bool = False) -> Path | None:
    """With COMPANION_SCREENSHOTS=1, save a screenshot under out/screens/ to look at (else nothing).

    At CSS pixels (docs/screens/ has the phones' own). A run would take ~480 of them, and nobody
    looks at them in CI: each cost the browser ~40-50 ms of CPU (at the phone's 2x, 110-200).
    """
    if os.environ.get("COMPANION_SCREENSHOTS") != "1":
        return None
    SCREENS.mkdir(parents=True, exist_ok=True)
    path = SCREENS / f"{name}.png"
    page.screenshot(path=str(path), scale="css", full_page=full_page)
    return path


def switch_scheme(page: Page, scheme: str) -> None:
    """Switch the phone to the "light" or "dark" scheme, as its own setting does, and wait until the page has drawn it.

    A page's listeners for the change (the King of All Bards redraws its board's inks) run before the
    next frame: two frames later the screen is the one a player sees.
    """
    page.emulate_media(color_scheme=scheme)
    page.evaluate("() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))")


def seat_link(server: LiveServer, table: dict, seat: int | str) -> str:
    """The table URL that hands a phone a seat (the token rides in the fragment) or the host."""
    if seat == "host":
        return f"{server.url}/t/{table['code']}"
    return f"{server.url}/t/{table['code']}#seat={seat}&token={table['seats'][seat]['token']}"


def as_host(page: Page, server: LiveServer, table: dict, mine: int | None = None) -> None:
    """Open the table on this phone as its host (as if this phone had created it).

    `mine`: the seat this phone took for its own player at creation (its token from `table`), and plays as.
    """
    page.goto(server.url + "/")
    creds: dict[str, Any] = {"seat": None, "token": table["host_token"], "host": True}
    if mine is not None:  # as the new-table page stores it
        creds.update(mine={"seat": mine, "token": table["seats"][mine]["token"]}, actingAs=mine)
    page.evaluate("([c, v]) => localStorage.setItem('companion.' + c, JSON.stringify(v))", [table["code"], creds])
    page.goto(f"{server.url}/t/{table['code']}")


# The lines a number's text takes: one rectangle per line fragment of its text.
LINES = """(el) => { const r = document.createRange(); r.selectNodeContents(el);
  return new Set([...r.getClientRects()].map((x) => Math.round(x.top))).size; }"""


def one_line(page, selector: str) -> None:
    """Every element matching `selector` shows its number on one line.

    Measured in one evaluation (each element found and measured in the same task), and again until
    the phone's timeout while any is not one line: an element a re-render replaces between a lookup
    and a measurement has no rectangles at all (CI saw "15" as 0 lines), which is not a wrap.
    """
    measure = "(sel) => [...document.querySelectorAll(sel)].map((el) => [el.innerText, (" + LINES + ")(el)])"
    deadline = time.monotonic() + 5
    while True:
        found = page.evaluate(measure, selector)
        assert found, selector
        wrapped = [(i, text, n) for i, (text, n) in enumerate(found) if n != 1]
        if not wrapped or time.monotonic() > deadline:
            break
        page.wait_for_timeout(100)
    assert not wrapped, f"{selector}: (#, text, lines) not on one line: {wrapped}"


def creds(page: Page, code: str) -> dict:
    """What a phone keeps for a table in its localStorage (tokens, the seat it asks for), or None."""
    return json.loads(page.evaluate("(c) => localStorage.getItem('companion.' + c)", code) or "null")


def ask_for_seat(page: Page, server: LiveServer, code: str, name: str) -> str:
    """A new phone opens the table, watches, and asks for `name`'s seat; the check it shows."""
    page.goto(f"{server.url}/t/{code}")
    page.get_by_role("button", name="Just watch").click()
    page.locator("#open-share").click()
    page.locator(".seats li", has_text=name).get_by_role("button", name="Ask for it").click()
    expect(page.locator("#notice")).to_contain_text("show them")
    return creds(page, code)["asking"]["check"]


# One listener per page (counting again starts from none), before any of the page's own.
TAPS = """() => { window.__taps = 0; if (window.__tapping) return; window.__tapping = true;
  document.addEventListener("pointerdown", (e) => { if (e.isTrusted) window.__taps++; }, true); }"""


def count_taps(page: Page) -> Callable[[], int]:
    """Count the player's taps on this page from now on: a function that says how many so far.

    A tap is one press of the player's finger (a trusted pointerdown), whichever helper made it: the
    click a label passes on to its checkbox is not another one. A new page load starts again from none.
    """
    page.evaluate(TAPS)
    return lambda: page.evaluate("() => window.__taps")


# Is the centre of the element the one a finger lands on (not a sheet over it), and inside the screen?
ON_TOP = """(el) => { const r = el.getBoundingClientRect(), x = r.left + r.width / 2, y = r.top + r.height / 2;
  return y > 0 && y < innerHeight && el.contains(document.elementFromPoint(x, y)); }"""


def on_top(loc: Locator, timeout: float = 5.0) -> bool:
    """Whether `loc` comes to be on top within `timeout` s (a toast or a closing sheet may pass over it first)."""
    deadline = time.monotonic() + timeout
    while not loc.evaluate(ON_TOP):
        if time.monotonic() > deadline:
            return False
        loc.page.wait_for_timeout(50)
    return True
