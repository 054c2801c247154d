#!/usr/bin/env python
"""Page weight: every byte a phone downloads to show a table page the first time, for every game.

Starts `companion serve` on loopback, opens a table of each game in Debian's Chromium (Playwright,
phone-sized, a fresh profile each, as the table's host) and records every response the page gets on
its first load: the HTML, CSS and JS, the table's JSON snapshot and any other fetched JSON, the
icon and the manifest (everything but the live event stream, which stays open). The total is held
to the 60 KB budget. The service worker's own download (sw.js and the app shell it keeps for
offline use, fetched in the background after the page is shown) is printed beside it, not counted
in the budget. Any request to another host is listed (there must be none: the app works on a LAN
without internet). Each size is what came over the wire (the body as sent, gzipped where the
server compresses it), with the uncompressed bytes beside the total.

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

from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import sync_playwright

sys.path.insert(0, str(Path(__file__).resolve().parent))
import _server

sys.path.insert(0, str(_server.ROOT))
from companion.games import all_games

BUDGET = 60 * 1024
KINDS = {"document": "html", "stylesheet": "css", "script": "js", "fetch": "json", "xhr": "json"}
COLUMNS = ("html", "css", "js", "json", "other")
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
    `workers="allow"` lets the service worker install too: its own downloads are kind "sw".
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
        req = resp.request
        if req.resource_type == "eventsource" or urlsplit(resp.url).netloc != own or resp.status != 200:
            return
        if workers == "allow" and req.service_worker is None and not urlsplit(resp.url).path.endswith("/sw.js"):
            return  # with the worker on, only what it downloads for itself is weighed
        kind = "sw" if workers == "allow" else KINDS.get(req.resource_type, "other")
        try:
            raw = len(resp.body())
            size = req.sizes()["responseBodySize"]  # the bytes on the wire (compressed, when sent so)
        except PlaywrightError:  # a late answer as the phone closed: the page had loaded without it
            return
        sizes[kind] += size
        sizes["raw"] += raw
        files.append(f"{urlsplit(resp.url).path} {size} ({raw} unpacked)")

    ctx.on("request", on_request)
    ctx.on("response", on_response)
    page = ctx.new_page()
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
            head = " ".join(f"{k:>8}" for k in COLUMNS)
            print(f"{'game':<18} {head} {'total':>9}  budget 60 KB {'unpacked':>9} {'sw (bg)':>8}  third-party")
            for game in all_games():
                table = create_table(url, game)
                sizes, files, foreign = weigh(browser, url, table, "block")
                worker, _, more = weigh(browser, url, table, "allow")
                foreign += more
                total = sum(v for k, v in sizes.items() if k != "raw")
                ok = total <= BUDGET and not foreign
                bad += not ok
                cols = " ".join(f"{sizes.get(k, 0) / 1024:>6.1f}KB" for k in COLUMNS)
                verdict = "ok" if total <= BUDGET else "OVER"
                print(
                    f"{game.id:<18} {cols} {total / 1024:>7.1f}KB  {verdict:<12} {sizes['raw'] / 1024:>7.1f}KB "
                    f"{worker.get('sw', 0) / 1024:>6.1f}KB  {len(foreign)}"
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
