#!/usr/bin/env python
"""Lighthouse (mobile) on every game's table page, run against Debian's Chromium.

Installs Lighthouse from the npm registry into a cache folder on first use (needs node + npm),
starts `companion serve` on loopback, opens each game's table as a seated phone and prints the
performance and accessibility scores (budget: >= 95 each) with any audit that lost points. Not
part of the test command: its scores move with the machine's load (run it on a quiet machine).

    python bench/lighthouse.py                 # every game
    python bench/lighthouse.py minstrels bard-saga
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tempfile
import urllib.request
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import _server

sys.path.insert(0, str(_server.ROOT))
from companion.games import all_games

LH_VERSION = "12"
LH_DIR = Path(os.environ.get("LIGHTHOUSE_DIR", Path.home() / ".cache" / "companion-lighthouse"))
CHROMIUM = "/usr/bin/chromium"


def lighthouse() -> Path:
    """The lighthouse command, installed from the npm registry when missing."""
    exe = LH_DIR / "node_modules" / ".bin" / "lighthouse"
    if not exe.exists():
        if not shutil.which("npm"):
            raise SystemExit("Lighthouse needs node and npm (apt-get install nodejs npm)")
        LH_DIR.mkdir(parents=True, exist_ok=True)
        subprocess.run(
            ["npm", "install", "--prefix", str(LH_DIR), "--no-audit", "--no-fund", f"lighthouse@{LH_VERSION}"],
            check=True,
        )
    return exe


def main() -> int:
    """Run Lighthouse on each game named (default: every game); non-zero exit below 95."""
    return max(run(game) for game in sys.argv[1:] or [g.id for g in all_games()])


def run(game: str) -> int:
    """Run Lighthouse once on a table of `game`; print the scores."""
    exe = lighthouse()
    tmp = Path(tempfile.mkdtemp(prefix="lighthouse-"))
    proc, port = _server.start(tmp / "lh.sqlite3", tmp / "server.log")
    url = f"http://127.0.0.1:{port}"
    try:
        body = json.dumps({"game": game, "players": [{"name": "Red"}, {"name": "Blue"}, {"name": "Green"}]})
        req = urllib.request.Request(url + "/api/tables", body.encode(), {"Content-Type": "application/json"})
        with urllib.request.urlopen(req) as resp:
            table = json.load(resp)
        join = urllib.request.Request(
            f"{url}/api/tables/{table['code']}/join", b'{"seat": 0}', {"Content-Type": "application/json"}
        )
        with urllib.request.urlopen(join) as resp:  # this phone joins seat 0, as a player's would
            token = json.load(resp)["token"]
        page = f"{url}/t/{table['code']}#seat=0&token={token}"
        report = tmp / "report.json"
        subprocess.run(
            [
                str(exe),
                page,
                "--quiet",
                "--output=json",
                f"--output-path={report}",
                "--only-categories=performance,accessibility",
                "--chrome-flags=--headless=new --no-sandbox --disable-gpu",
            ],
            check=True,
            env={**os.environ, "CHROME_PATH": CHROMIUM},
        )
    finally:
        _server.stop(proc)
    data = json.loads(report.read_text())
    print(
        f"{game}: Lighthouse {data['lighthouseVersion']} ({data['configSettings']['formFactor']}), {data['userAgent']}"
    )
    low = 0
    for key in ("performance", "accessibility"):
        score = round(data["categories"][key]["score"] * 100)
        low += score < 95
        print(f"{key}: {score}  (budget >= 95)")
        for ref in data["categories"][key]["auditRefs"]:
            audit = data["audits"][ref["id"]]
            if ref["weight"] and audit["score"] is not None and audit["score"] < 1:
                print(f"    {audit['id']}: {audit['score']:.2f} {audit.get('displayValue', '')}")
    for metric in (
        "first-contentful-paint",
        "largest-contentful-paint",
        "total-blocking-time",
        "cumulative-layout-shift",
    ):
        print(f"{metric}: {data['audits'][metric]['displayValue']}")
    return 1 if low else 0


if __name__ == "__main__":
    raise SystemExit(main())
