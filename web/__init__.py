"""Flask app: pages, JSON API, event stream and print downloads over the `companion` engine."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from flask import Flask

from companion.store import open_store
from companion.tables import Tables
from web import admission


def create_app(config: dict[str, Any] | None = None) -> Flask:
    """The app factory: `create_app({"TESTING": True, "DATABASE": ":memory:"})`."""
    app = Flask(__name__, instance_relative_config=True)
    app.config.from_mapping(
        DATABASE=str(Path(app.instance_path) / "companion.sqlite3"),
        BASE_URL=None,  # what QR codes point to; None: the address the request came to
        MAX_CONTENT_LENGTH=64 * 1024,  # no action or table needs more; bigger bodies get a 413
        KEEPALIVE_SECONDS=15.0,
        RNG=None,  # tests inject a seeded random source
        CLOCK=None,  # and a clock (the turn timer), else time.time
        JOIN_LIMIT=30,  # wrong table codes per client per minute before 429
        CREATE_LIMIT=30,  # new tables per client per minute before 429 (a group opens a few)
        # Reverse proxies whose X-Forwarded-For names the client (web/limits.py): addresses or
        # networks, a list or comma-separated (`companion serve --trusted-proxy`). None: no proxy
        # is trusted, and the header is never read.
        TRUSTED_PROXIES=None,
        FAST_ACTIONS=True,  # actions answered without Flask's per-request work (web/fastpath.py)
        # Graceful overload (web/admission.py): an action is refused with a quick 503 while
        # OVERLOAD_LATE actions have been in flight longer than OVERLOAD_WAIT seconds, or while
        # the event loop runs OVERLOAD_LAG seconds behind (measured under `companion serve`).
        OVERLOAD_WAIT=admission.WAIT,
        OVERLOAD_LATE=admission.LATE,
        OVERLOAD_LAG=admission.LAG,
    )
    if config:
        app.config.from_mapping(config)
    from web.proxies import trusted_proxies

    app.extensions["trusted_proxies"] = trusted_proxies(app.config["TRUSTED_PROXIES"])
    store = open_store(app.config["DATABASE"])  # a SQLite path, or a postgresql:// URL
    app.extensions["tables"] = Tables(store=store, rng=app.config["RNG"], clock=app.config.get("CLOCK"))
    c = app.config
    app.extensions["admission"] = admission.Gate(c["OVERLOAD_WAIT"], c["OVERLOAD_LATE"], c["OVERLOAD_LAG"])

    from web import api, assets, compress, errors, fastpath, headers, history, i18n, pages, prints, scan, seats, stream

    i18n.register(app)
    assets.register(app)
    errors.register(app)
    headers.register(app)
    compress.register(app)
    app.register_blueprint(api.bp)
    app.register_blueprint(stream.bp)
    app.register_blueprint(pages.bp)
    app.register_blueprint(prints.bp)
    app.register_blueprint(seats.bp)
    app.register_blueprint(history.bp)
    app.register_blueprint(scan.bp)
    if app.config["FAST_ACTIONS"]:
        fastpath.install(app)
    return app
