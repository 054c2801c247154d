"""Security headers on every response: a strict Content-Security-Policy, no framing, no sniffing."""

from __future__ import annotations

import json
from http import HTTPStatus

from flask import Flask, Response

# Everything the app loads is its own: scripts and styles come from /static (no inline ones; the
# table's data rides in a <script type="application/json">, which is not run), images are our SVGs.
CSP = "; ".join(
    [
        "default-src 'self'",
        "script-src 'self'",
        "style-src 'self'",
        "img-src 'self' data:",
        "connect-src 'self'",
        "manifest-src 'self'",
        "worker-src 'self'",
        "object-src 'none'",
        "base-uri 'none'",
        "form-action 'self'",
        "frame-ancestors 'none'",
    ]
)
HEADERS = {
    "Content-Security-Policy": CSP,
    "X-Frame-Options": "DENY",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "same-origin",  # a table's URL (its join code) is not sent to other sites
}


# A PDF holds no script, and browsers show it with a built-in viewer that a document policy's
# plugin rules (object-src, from default-src) can blank: it only may not be framed.
PDF_CSP = "frame-ancestors 'none'"


def register(app: Flask) -> None:
    """Add the headers to every response the app sends, errors and streams included."""

    @app.after_request
    def _secure(resp: Response) -> Response:
        for name, value in HEADERS.items():
            resp.headers.setdefault(name, value)
        if resp.mimetype == "application/pdf":
            resp.headers["Content-Security-Policy"] = PDF_CSP
        return resp


# What an API answer varies by, as Flask's hooks leave it on every answer (web/compress.py, then
# web/i18n.py): a cache must not hand one phone's language, or one encoding, to another.
VARY = "Accept-Encoding, Accept-Language, Cookie"
_SECURE_VARIED = (*HEADERS.items(), ("Vary", VARY))  # every action's: put together once
# "429 Too Many Requests": http.HTTPStatus's phrases, looked up once rather than on every answer.
_STATUS_LINES = {s.value: f"{s.value} {s.phrase}" for s in HTTPStatus}


def status_line(status: int) -> str:
    """The status line's code and phrase (http.HTTPStatus's), as the server and the action route send them."""
    return _STATUS_LINES.get(status) or f"{status} Unknown"


def json_headers(language: str, length: int, *extra: tuple[str, str], vary: str | None = VARY) -> list[tuple[str, str]]:
    """The header lines of a JSON answer given without Flask's hooks: the security headers, Vary, the language."""
    same = _SECURE_VARIED if vary == VARY else (*HEADERS.items(), *((("Vary", vary),) if vary else ()))
    return [
        ("Content-Type", "application/json"),
        ("Content-Length", str(length)),
        *same,
        ("Content-Language", language),
        *extra,
    ]


def error_answer(status: int, code: str, message: str, *extra: tuple[str, str]) -> tuple[str, list, bytes]:
    """The status, headers and body of an answer the server gives without the app.

    JSON like the app's errors, with the same security headers, in English (no app has read the
    request's language, so nothing varies), and the connection closed after it.
    """
    body = json.dumps({"error": {"code": code, "message": message}}).encode()
    headers = json_headers("en", len(body), *extra, ("Connection", "close"), vary=None)
    return status_line(status), headers, body


def refusal(status: int, code: str, message: str, *extra: tuple[str, str]) -> bytes:
    """A whole HTTP answer, as bytes, for a request the server refuses itself (see `error_answer`)."""
    line, headers, body = error_answer(status, code, message, *extra)
    head = "\r\n".join([f"HTTP/1.1 {line}", *(f"{k}: {v}" for k, v in headers)])
    return head.encode("latin-1") + b"\r\n\r\n" + body
