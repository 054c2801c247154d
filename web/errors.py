"""Every error as JSON with a code and a message that names what is wrong; never a bare 500."""

from __future__ import annotations

import logging

from flask import Flask, jsonify, render_template, request
from werkzeug.exceptions import HTTPException

from companion import clean
from companion.errors import ActionError
from companion.i18n import _

log = logging.getLogger(__name__)


def _wants_json() -> bool:
    return request.path.startswith("/api/") or request.accept_mimetypes.best == "application/json"


def register(app: Flask) -> None:
    """Install the error handlers."""

    @app.errorhandler(ActionError)
    def action_error(err: ActionError):
        if not _wants_json():
            return render_template("error.html", message=err.message), err.status
        return jsonify(err.to_dict()), err.status

    @app.errorhandler(HTTPException)
    def http_error(err: HTTPException):
        code = (err.name or "error").lower().replace(" ", "_")
        message = {
            404: _("nothing at {path}").format(path=request.path[:80]),
            405: _("{method} is not allowed on {path}").format(method=request.method, path=request.path[:80]),
            413: _("the request body is too large"),
        }.get(err.code or 0, err.description or err.name)
        if not _wants_json():
            return render_template("error.html", message=message), err.code
        return jsonify({"error": {"code": code, "message": message}}), err.code

    @app.errorhandler(Exception)
    def unexpected(err: Exception):
        # A bug: log it in full, tell the phone plainly, and keep the table as it was
        # (the engine rebuilds state from the store when an action fails half-way).
        log.exception("unexpected error on %s %s", request.method, clean.for_terminal(request.path))
        if not _wants_json():
            return render_template("error.html", message=_("something went wrong on the server")), 500
        return jsonify({"error": {"code": "internal", "message": _("the server failed; nothing was changed")}}), 500
