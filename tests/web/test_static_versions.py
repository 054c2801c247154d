"""A page's static URLs carry their file's content hash, and only such a URL may be kept unasked."""

from __future__ import annotations

import hashlib
import json
import re
from pathlib import Path

from flask import Flask, url_for
from flask.testing import FlaskClient

from web import assets

STATIC = Path(__file__).resolve().parents[2] / "web" / "static"


def _get(client: FlaskClient, path: str, headers: dict | None = None):
    """GET and read the whole answer (a static file's stays open until read and closed)."""
    r = client.get(path, headers=headers or {})
    r.get_data()
    r.close()
    return r


def test_a_table_pages_files_carry_their_content_hash(client: FlaskClient, new_table) -> None:
    table = new_table("minstrels", ["Ana", "Bo", "Cy"])
    page = client.get(f"/t/{table['code']}").get_data(as_text=True)
    urls = re.findall(r'(?:src|href)="(/static/[^"]+)"', page)
    # the shell's styles and scripts, the game's, the icon (spoken turns and the timer come on use)
    names = {u.partition("?")[0] for u in urls}
    assert {"/static/css/app.css", "/static/js/table.js", "/static/js/games/minstrels.js", "/static/icon.svg"} <= names
    for url in urls:
        path, _, query = url.partition("?")
        digest = hashlib.sha256((STATIC / path.removeprefix("/static/")).read_bytes()).hexdigest()[:12]
        assert query == f"v={digest}", url
        kept = _get(client, url)
        assert kept.status_code == 200 and kept.headers["Cache-Control"] == assets.IMMUTABLE, url


def test_a_file_asked_for_without_its_current_version_is_revalidated(client: FlaskClient) -> None:
    current = assets.version(str(STATIC), "js/table.js")
    for url in ("/static/js/table.js", "/static/js/table.js?v=000000000000", "/static/js/table.js?v="):
        r = _get(client, url)
        assert r.status_code == 200 and r.headers["Cache-Control"] == "no-cache", url
        assert "immutable" not in r.headers["Cache-Control"]
    etag = _get(client, f"/static/js/table.js?v={current}").headers["ETag"]
    again = _get(client, f"/static/js/table.js?v={current}", {"If-None-Match": etag})
    assert again.status_code == 304 and again.headers["Cache-Control"] == assets.IMMUTABLE


def test_a_missing_or_outside_file_has_no_version_and_is_a_404(client: FlaskClient) -> None:
    assert assets.version(str(STATIC), "js/nothing-here.js") is None
    assert assets.version(str(STATIC), "../__init__.py") is None
    r = _get(client, "/static/js/nothing-here.js?v=000000000000")
    assert r.status_code == 404 and "immutable" not in r.headers.get("Cache-Control", "")


def test_an_edited_file_gets_a_new_version(tmp_path: Path) -> None:
    (tmp_path / "a.js").write_text("one")
    first = assets.version(str(tmp_path), "a.js")
    assert first == hashlib.sha256(b"one").hexdigest()[:12]
    (tmp_path / "a.js").write_text("two!")  # another size: a new stamp even within one clock tick
    assert assets.version(str(tmp_path), "a.js") == hashlib.sha256(b"two!").hexdigest()[:12] != first


def test_url_for_versions_static_urls_only(app: Flask) -> None:
    with app.test_request_context():
        v = assets.version(str(STATIC), "js/app.js")
        assert url_for("static", filename="js/app.js") == f"/static/js/app.js?v={v}"
        assert url_for("static", filename="js/nothing-here.js") == "/static/js/nothing-here.js"
        assert "?v=" not in url_for("pages.index")


def test_the_workers_shell_is_kept_at_the_versions_the_pages_ask_for(client: FlaskClient) -> None:
    r = client.get("/sw.js")
    assert r.status_code == 200 and r.mimetype == "text/javascript" and r.headers["Cache-Control"] == "no-cache"
    shell = re.search(r"^const ASSETS = (\[.*\]);$", r.get_data(as_text=True), re.M)
    assert shell, "the worker lists its shell on one line"
    urls = [u for u in json.loads(shell.group(1)) if u.startswith("/static/")]
    assert "/static/js/table.js?v=" + str(assets.version(str(STATIC), "js/table.js")) in urls
    for url in urls:  # the very URLs a page asks for: installing the worker downloads none of them again
        path, _, query = url.partition("?")
        assert query == f"v={assets.version(str(STATIC), path.removeprefix('/static/'))}", url
    assert client.get("/sw.js", headers={"If-None-Match": r.headers["ETag"]}).status_code == 304
