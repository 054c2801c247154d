"""Every error as JSON with a code and a message that names what is wrong; never a bare 500."""

from __future__ import annotations

import logging

from flask import Flask, jsonify, render_template, request
from werkzeug.exceptions import ClientDisconnected, HTTPException

from companion import clean
from companion.errors import ActionError, store_failure
from companion.i18n import N_, _

log = logging.getLogger(__name__)
# Said by web/action.py too (an action's answer), translated there.
UNAVAILABLE = N_("the server cannot save anything right now; nothing was changed: try again later")
INTERNAL = N_("the server failed; nothing was changed")
TOO_LARGE = N_("the request body is too large")
# A body that ended before its length, in Werkzeug's words, as Flask answers it (web/action.py too).
CUT_SHORT = ClientDisconnected.description


def unavailable(err: BaseException, method: str, path: str) -> ActionError | None:
    """A store that failed to write as a 503 `unavailable`, logged in one line; None for any other error."""
    if not store_failure(err):
        return None
    # One line, no traceback: a full disk fails every write alike, and a traceback per action
    # would fill what little room is left.
    first = (str(err).splitlines() or [type(err).__name__])[0]
    log.error("store write failed on %s %s: %s: %s", method, clean.for_terminal(path), type(err).__name__, first[:200])
    return ActionError("unavailable", _(UNAVAILABLE), 503)


def retry_after(err: ActionError) -> dict[str, str]:
    """A 429's header saying when to come back (web/limits.py puts the seconds in the body too)."""
    return {"Retry-After": str(err.extra["retry_after"])} if "retry_after" in err.extra else {}


def _wants_json() -> bool:
    return request.path.startswith("/api/") or request.accept_mimetypes.best == "application/json"


def register(app: Flask) -> None:
    """Install the error handlers."""

    @app.errorhandler(ActionError)
    def action_error(err: ActionError):
        headers = retry_after(err)
        if not _wants_json():
            return render_template("error.html", message=err.message), err.status, headers
        return jsonify(err.to_dict()), err.status, headers

    @app.errorhandler(HTTPException)
    def http_error(err: HTTPException):
        code = (err.name or "error").lower().replace(" ", "_")
        message = {
            404: _("nothing at {path}").format(path=request.path[:80]),
            405: _("{method} is not allowed on {path}").format(method=request.method, path=request.path[:80]),
            413: _(TOO_LARGE),
        }.get(err.code or 0, err.description or err.name)
        if not _wants_json():
            return render_template("error.html", message=message), err.code
        return jsonify({"error": {"code": code, "message": message}}), err.code

    @app.errorhandler(Exception)
    def unexpected(err: Exception):
        failed = unavailable(err, request.method, request.path)
        if failed is not None:
            return action_error(failed)
        # A bug: log it in full, tell the phone plainly, and keep the table as it was
        # (the engine rebuilds state from the store when an action fails half-way).
        log.exception("unexpected error on %s %s", request.method, clean.for_terminal(request.path))
        if not _wants_json():
            return render_template("error.html", message=_("something went wrong on the server")), 500
        return jsonify({"error": {"code": "internal", "message": _(INTERNAL)}}), 500
