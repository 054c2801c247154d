"""The table screen's page and its QR code (issue #31, item 1): served for a table, a clear 404 otherwise."""

from __future__ import annotations

import json
import re

from flask import Flask
from flask.testing import FlaskClient

from tests.plays.qrread import decode_svg


def _data(html: str) -> dict:
    return json.loads(re.search(r'<script id="table-data" type="application/json">(.*?)</script>', html, re.S).group(1))


def test_the_screen_page_is_the_table_page_marked_as_the_screen(client: FlaskClient, new_table) -> None:
    table = new_table("minstrels", ["Ann", "Bob"])
    html = client.get(f"/t/{table['code']}/screen").get_data(as_text=True)
    data = _data(html)
    assert data["screen"] is True and data["code"] == table["code"]
    assert data["screen_url"].endswith(f"/t/{table['code']}/screen")
    assert 'class="table-page screen"' in html and 'src="/static/js/screen.js?v=' in html and "css/screen.css" in html
    assert '<main id="main" class="table-main" aria-live="polite" inert>' in html  # drawn, never tapped
    # The phone's own page is unchanged: not the screen, no screen script, nothing inert. (Every page
    # names each script's version for the parts it loads on use, screen.js's too: not a script tag.)
    phone = client.get(f"/t/{table['code']}").get_data(as_text=True)
    assert _data(phone)["screen"] is False and 'src="/static/js/screen.js' not in phone and " inert" not in phone
    assert 'href="/static/css/screen.css' not in phone


def test_the_screen_qr_code_holds_the_screen_link(app: Flask, client: FlaskClient, new_table) -> None:
    app.config["BASE_URL"] = "http://192.168.1.20:8000"
    table = new_table("score-pad", ["Ann", "Bob"])
    r = client.get(f"/t/{table['code']}/screen/qr.svg")
    assert r.status_code == 200 and r.mimetype == "image/svg+xml"
    assert decode_svg(r.data) == f"http://192.168.1.20:8000/t/{table['code']}/screen"
    # The screen's corner shows the join code's QR (latecomers), not its own.
    assert decode_svg(client.get(f"/t/{table['code']}/qr.svg").data) == f"http://192.168.1.20:8000/t/{table['code']}"
    assert _data(client.get(f"/t/{table['code']}/screen").get_data(as_text=True))["screen_url"] == (
        f"http://192.168.1.20:8000/t/{table['code']}/screen"
    )


def test_an_unknown_table_has_no_screen(client: FlaskClient) -> None:
    for path in ("/t/ZZZZZZ/screen", "/t/ZZZZZZ/screen/qr.svg"):
        r = client.get(path)
        assert r.status_code == 404, (path, r.status_code)
