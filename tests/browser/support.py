"""Browser test support: phone settings, calls as a phone makes them, waits, screenshots, seat links.

The live servers themselves are in tests/browser/live.py (`LiveServer`, `call` and `Refused` come from here too).
"""

from __future__ import annotations

import json
import os
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from playwright.sync_api import Locator, Page, expect

from tests.browser.live import LiveServer, call
from tests.browser.live import Refused as Refused  # tests import it from here, with `call`

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
    # The page's load event comes before the table's first read: a test that goes offline next
    # would leave a phone with nothing to show (CI saw the round sheet never come).
    wait_for(page, "!!(window.C && C.table && C.table.snap()) && !!document.querySelector('#main > *')")


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
