#!/usr/bin/env python
"""Page weight: the HTML + CSS + JS bytes a table page loads, for every registered game.

Starts `companion serve` on loopback, opens a table of each game in Debian's Chromium (Playwright,
phone-sized, a fresh profile each, as the table's host) and records every request the page and its
service worker make. Prints the bytes per kind and in all, against the 60 KB budget, and lists any
request to another host (there must be none: the app works on a LAN without internet).

    python bench/page_weight.py
"""

from __future__ import annotations

import json
import sys
import tempfile
import time
import urllib.request
from collections import defaultdict
from pathlib import Path
from urllib.parse import urlsplit

from playwright.sync_api import sync_playwright

sys.path.insert(0, str(Path(__file__).resolve().parent))
import _server

sys.path.insert(0, str(_server.ROOT))
from companion.games import all_games

BUDGET = 60 * 1024
KINDS = {"document": "html", "stylesheet": "css", "script": "js"}
CHROMIUM = "/usr/bin/chromium"
ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]


def create_table(url: str, game: object) -> dict:
    """Open a table of `game` for its smallest sensible number of players."""
    n = max(game.min_players, min(2, game.max_players))
    body = json.dumps({"game": game.id, "players": [{"name": f"Player {i + 1}"} for i in range(n)]}).encode()
    req = urllib.request.Request(url + "/api/tables", body, {"Content-Type": "application/json"})
    with urllib.request.urlopen(req) as resp:
        return json.load(resp)


def weigh(browser: object, url: str, table: dict, workers: str) -> tuple[dict[str, int], list[str], list[str]]:
    """Open the table page as its host on a fresh phone: bytes per kind, the files, foreign requests.

    `workers="block"` weighs a first visit (no service worker answering from its cache);
    `workers="allow"` lets the service worker install too, to catch anything it fetches.
    """
    ctx = browser.new_context(
        viewport={"width": 360, "height": 740}, is_mobile=True, has_touch=True, service_workers=workers
    )
    creds = {"seat": None, "token": table["host_token"], "host": True}
    # The phone that opened the table holds the host token: set it before the page's own scripts run.
    ctx.add_init_script(
        f"localStorage.setItem({json.dumps('companion.' + table['code'])}, {json.dumps(json.dumps(creds))})"
    )
    sizes: dict[str, int] = defaultdict(int)
    files: list[str] = []
    foreign: list[str] = []
    own = urlsplit(url).netloc

    def on_request(req: object) -> None:
        if urlsplit(req.url).netloc != own and not req.url.startswith(("data:", "blob:")):
            foreign.append(req.url)

    def on_response(resp: object) -> None:
        kind = KINDS.get(resp.request.resource_type)
        if kind is None or urlsplit(resp.url).netloc != own or resp.status != 200:
            return
        size = len(resp.body())
        sizes[kind] += size
        files.append(f"{urlsplit(resp.url).path} {size}")

    ctx.on("request", on_request)
    page = ctx.new_page()
    if workers == "block":
        page.on("response", on_response)
    page.goto(f"{url}/t/{table['code']}")
    # Polled from outside: wait_for_function would `eval` inside the page, which the CSP refuses.
    page.locator("#main > *").first.wait_for()
    time.sleep(1.0)  # late requests (service worker install, icons) show up too
    ctx.close()
    return dict(sizes), files, foreign


def main() -> int:
    """Weigh every game's table page; print the figures; non-zero exit when over budget."""
    tmp = Path(tempfile.mkdtemp(prefix="weight-"))
    proc, port = _server.start(tmp / "weight.sqlite3", tmp / "server.log")
    url = f"http://127.0.0.1:{port}"
    bad = 0
    try:
        with sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path=CHROMIUM, headless=True, args=ARGS)
            print(f"{'game':<20} {'html':>8} {'css':>8} {'js':>8} {'total':>9}  budget 60 KB  third-party")
            for game in all_games():
                table = create_table(url, game)
                sizes, files, foreign = weigh(browser, url, table, "block")
                foreign += weigh(browser, url, table, "allow")[2]
                total = sum(sizes.values())
                ok = total <= BUDGET and not foreign
                bad += not ok
                kb = [sizes.get(k, 0) / 1024 for k in ("html", "css", "js")]
                verdict = "ok" if total <= BUDGET else "OVER"
                print(
                    f"{game.id:<20} {kb[0]:>6.1f}KB {kb[1]:>6.1f}KB {kb[2]:>6.1f}KB {total / 1024:>7.1f}KB  "
                    f"{verdict:<12}  {len(foreign)}"
                )
                for f in sorted(files):
                    print(f"{'':<22}{f}")
                for f in foreign:
                    print(f"{'':<22}THIRD-PARTY {f}")
            browser.close()
    finally:
        _server.stop(proc)
    return 1 if bad else 0


if __name__ == "__main__":
    raise SystemExit(main())
