"""Take the README's phone screenshots from a live server with a seeded game (docs/img/*.png)."""

from __future__ import annotations

import json
import sys
import tempfile
import threading
import urllib.request
from pathlib import Path

from playwright.sync_api import sync_playwright
from werkzeug.serving import make_server

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from companion.rng import seeded  # noqa: E402
from web import create_app  # noqa: E402

OUT = ROOT / "docs" / "img"
PHONE = {"viewport": {"width": 360, "height": 740}, "device_scale_factor": 2, "is_mobile": True, "has_touch": True}
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"]


def call(base: str, path: str, body: dict | None = None, token: str | None = None) -> dict:
    """POST (or GET without a body) JSON to the live server."""
    headers = {"Content-Type": "application/json"}
    if token:
        headers["Authorization"] = f"Bearer {token}"
    req = urllib.request.Request(base + path, json.dumps(body).encode() if body is not None else None, headers)
    with urllib.request.urlopen(req) as r:
        return json.load(r)


def join(base: str, code: str, seat: int) -> str:
    """A phone joins a seat: that seat's token (creation hands out none)."""
    return call(base, f"/api/tables/{code}/join", {"seat": seat})["token"]


def score_pad(base: str) -> dict:
    """A three-player score pad with a few rounds played."""
    t = call(base, "/api/tables", {"game": "score-pad", "players": ["Mira", "Tom", "Ada"], "options": {"rounds": 4}})
    seat = [join(base, t["code"], i) for i in range(len(t["seats"]))]
    for r, deltas in enumerate([(5, 3, 4), (2, 6, 1), (4, 2, 7)]):
        for i, d in enumerate(deltas):
            call(base, f"/api/tables/{t['code']}/actions", {"type": "score", "seat": i, "delta": d}, seat[i])
        if r < 2:
            call(base, f"/api/tables/{t['code']}/actions", {"type": "next_round"}, t["host_token"])
    call(base, f"/api/tables/{t['code']}/actions", {"type": "roll", "dice": "2d6"}, seat[1])
    t["seats"][0]["token"] = seat[0]
    return t


def bard_saga(base: str) -> dict:
    """Bard Saga in round 1: the Field laid out, white declared Green, Ann's turn."""
    t = call(base, "/api/tables", {"game": "bard-saga", "players": ["Ann", "Bob", "Cid"]})
    host, act = t["host_token"], f"/api/tables/{t['code']}/actions"
    colors = ["Red", "Blue", "Green", "Yellow", "White", "Red", "Blue", "Green", "Yellow"]
    call(base, act, {"type": "set_field", "colors": colors}, host)
    call(base, act, {"type": "choose_starting", "seat": 0}, host)
    call(base, act, {"type": "declare", "color": "Green", "by": 0}, host)
    return t


def main() -> None:
    """Shoot every screen listed in SCENES."""
    OUT.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        app = create_app({"DATABASE": str(Path(tmp) / "shots.sqlite3"), "RNG": seeded(11)})
        server = make_server("127.0.0.1", 0, app, threaded=True)
        threading.Thread(target=server.serve_forever, daemon=True).start()
        base = f"http://127.0.0.1:{server.server_port}"
        with sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path="/usr/bin/chromium", args=ARGS)
            for name, make in SCENES.items():
                t = make(base)
                ctx = browser.new_context(**PHONE)
                page = ctx.new_page()
                token = t["seats"][0].get("token") or join(base, t["code"], 0)
                page.goto(f"{base}/t/{t['code']}#seat=0&token={token}")
                page.wait_for_selector("#main > *")
                page.wait_for_timeout(300)
                page.screenshot(path=str(OUT / f"{name}-phone.png"))
                ctx.close()
                print("wrote", OUT / f"{name}-phone.png")
            browser.close()
        server.shutdown()


SCENES = {"score-pad": score_pad, "bard-saga": bard_saga}

if __name__ == "__main__":
    main()
