"""Static files by version: a page's URLs carry their file's content hash, and phones keep them a year.

`url_for("static", filename=...)` adds `?v=<hash>`. A request whose `v` is the file's current hash
is answered `Cache-Control: public, max-age=31536000, immutable`: a phone reloading a table page
asks for none of its scripts and styles again (each was a 304 revalidation before, ten a page).
A new release changes the hash, so the page asks for the new URL. Any other request for a static
file (no `v`, or an old one) gets the file as before, revalidated on every use (`no-cache`).
"""

from __future__ import annotations

import hashlib
import os
import re
from functools import lru_cache
from pathlib import Path
from typing import Any

from flask import Flask, Response, request
from werkzeug.security import safe_join

IMMUTABLE = "public, max-age=31536000, immutable"
# Each file's hash with the stat it was taken at: a file edited while the server runs gets a new one.
_hashes: dict[str, tuple[tuple[int, int], str]] = {}


def version(static: str, filename: str) -> str | None:
    """The first 12 hex digits of a static file's SHA-256 (None when there is no such file)."""
    path = safe_join(static, filename)  # None for a name outside the folder
    if path is None:
        return None
    try:
        st = os.stat(path)
    except (OSError, ValueError):  # no such file (or a name no file can have): Flask answers it 404
        return None
    stamp = (st.st_mtime_ns, st.st_size)
    known = _hashes.get(path)
    if known and known[0] == stamp:
        return known[1]
    with open(path, "rb") as f:
        digest = hashlib.sha256(f.read()).hexdigest()[:12]
    _hashes[path] = (stamp, digest)
    return digest


@lru_cache(maxsize=4)
def _scripts_and_styles(static: str) -> tuple[str, ...]:
    """The static folder's scripts and styles (the worker's own script aside), listed once per process."""
    root = Path(static)
    found = (p.relative_to(root).as_posix() for p in root.rglob("*") if p.suffix in (".js", ".css"))
    return tuple(sorted(f for f in found if f != "sw.js"))


def versions(static: str) -> dict[str, str]:
    """Every script's and style's current version, by name: a page's code loads the parts it needs on use by these."""
    return {f: v for f in _scripts_and_styles(static) if (v := version(static, f))}


# The worker's shell, as sw.js lists it: `const ASSETS = ["/", "/static/...", ...];` on one line.
_SHELL = re.compile(r"^const ASSETS = \[.*\];$", re.M)


def worker(static: str) -> str:
    """sw.js with its shell's static URLs at their current versions.

    The worker keeps the shell the URLs the pages ask for, so installing it downloads nothing a
    page has just loaded (the unversioned URLs were ~40 KB more, in the background), and a new
    version of any of them is a new worker, which keeps the new files.
    """
    with open(os.path.join(static, "sw.js"), encoding="utf-8") as f:
        text = f.read()

    def versioned(m: re.Match[str]) -> str:
        name = m.group(1)
        v = version(static, name)
        return f'"/static/{name}?v={v}"' if v else m.group(0)

    return _SHELL.sub(lambda line: re.sub(r'"/static/([^"?]+)"', versioned, line.group(0)), text, count=1)


def register(app: Flask) -> None:
    """Version the app's static URLs and let phones keep a file whose URL names its current version."""

    @app.url_defaults
    def _versioned(endpoint: str, values: dict[str, Any]) -> None:
        if endpoint == "static" and "v" not in values and app.static_folder:
            v = version(app.static_folder, values.get("filename", ""))
            if v:
                values["v"] = v

    @app.context_processor
    def _versions() -> dict[str, Any]:
        return {"static_versions": lambda: versions(app.static_folder or "")}

    @app.after_request
    def _immutable(resp: Response) -> Response:
        if request.endpoint != "static" or resp.status_code not in (200, 304) or not app.static_folder:
            return resp
        asked = request.args.get("v")
        filename = (request.view_args or {}).get("filename", "")
        if asked and asked == version(app.static_folder, filename):
            resp.headers["Cache-Control"] = IMMUTABLE
        return resp
