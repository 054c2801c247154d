"""Gzip for pages, CSS, JS and JSON when the phone accepts it; never for streams, downloads or phones that do not."""

from __future__ import annotations

import gzip

from flask.testing import FlaskClient

from web.slim import SCRIPT, slim

GZ = {"Accept-Encoding": "gzip, deflate, br"}


def _get(client: FlaskClient, path: str, headers: dict | None = None):
    """GET and read the whole answer (a static file's stays open until read and closed)."""
    r = client.get(path, headers=headers or {})
    r.get_data()
    r.close()
    return r


def test_static_files_go_gzipped_and_revalidate(client: FlaskClient) -> None:
    plain = _get(client, "/static/js/table.js")
    r = _get(client, "/static/js/table.js", GZ)
    assert r.headers["Content-Encoding"] == "gzip" and "Accept-Encoding" in r.headers["Vary"]
    # The script as written, without its comment lines and indentation (web/slim.py).
    assert gzip.decompress(r.data).decode() == slim(plain.data.decode(), SCRIPT) and len(r.data) < len(plain.data) / 2
    assert int(r.headers["Content-Length"]) == len(r.data)
    again = _get(client, "/static/js/table.js", {**GZ, "If-None-Match": r.headers["ETag"]})
    assert again.status_code == 304 and again.data == b""
    assert _get(client, "/static/js/table.js", {"If-None-Match": plain.headers["ETag"]}).status_code == 304


def test_pages_go_gzipped_and_the_api_does_not(client: FlaskClient, new_table) -> None:
    table = new_table("score-pad", ["Ana", "Bo"])
    page = client.get(f"/t/{table['code']}", headers=GZ)
    assert page.headers["Content-Encoding"] == "gzip" and b"table-data" in gzip.decompress(page.data)
    snap = client.get(f"/api/tables/{table['code']}", headers=GZ)
    assert len(snap.data) > 512 and "Content-Encoding" not in snap.headers and snap.json["code"] == table["code"]


def test_no_gzip_when_refused_for_small_bodies_streams_and_downloads(client: FlaskClient, new_table) -> None:
    assert "Content-Encoding" not in _get(client, "/static/js/table.js").headers
    assert "Content-Encoding" not in _get(client, "/static/js/table.js", {"Accept-Encoding": "gzip;q=0"}).headers
    table = new_table("score-pad", ["Ana", "Bo"])
    small = client.post("/api/tables/ZZZZZZ/join", json={"seat": 0}, headers=GZ)
    assert small.status_code == 404 and "Content-Encoding" not in small.headers
    csv = client.get(f"/api/tables/{table['code']}/export.csv", headers=GZ)
    assert csv.status_code == 200 and "Content-Encoding" not in csv.headers
