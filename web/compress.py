"""Gzip for what a phone's browser downloads: pages, CSS, JS, SVG and the manifest, when it accepts it.

A table page's files are text and shrink to about a third; on a busy LAN's Wi-Fi that is most of
the wait. Static files are compressed once per version (keyed by path and ETag) and kept in
memory, scripts and styles without their comment lines and indentation (web/slim.py); pages (a
few KB) are compressed as they go (well under a millisecond). The API is left as it is (its
answers are small, and scripts and tools read it without unpacking anything), and so are the
event stream and downloads (PDF, CSV): a stream must not be buffered.
"""

from __future__ import annotations

import gzip
from collections import OrderedDict

from flask import Flask, Request, Response, request

from web import slim

TYPES = {"text/html", "text/css", "text/javascript", "application/javascript", "application/json", "image/svg+xml"}
TYPES |= {"application/manifest+json"}
SMALLEST = 512  # bytes: below this gzip's header and trailer cost more than they save
KEPT = 64  # static files kept compressed in memory (the app has a few dozen)
_static: OrderedDict[tuple[str, str], bytes] = OrderedDict()


def accepts_gzip(req: Request) -> bool:
    """Whether the request's Accept-Encoding allows gzip (and does not refuse it with q=0)."""
    for part in req.headers.get("Accept-Encoding", "").split(","):
        name, _, q = part.strip().partition(";")
        if name.strip().lower() in ("gzip", "*"):
            return q.replace(" ", "") not in ("q=0", "q=0.0", "q=0.00", "q=0.000")
    return False


def compress(resp: Response) -> Response:
    """The response gzipped, when it is a whole text body worth compressing for this request."""
    resp.vary.add("Accept-Encoding")
    if (
        resp.status_code != 200
        or request.path.startswith("/api/")
        or (resp.is_streamed and not resp.direct_passthrough)
        or resp.mimetype not in TYPES
        or "Content-Encoding" in resp.headers
        or not accepts_gzip(request)
    ):
        return resp
    etag, _ = resp.get_etag()
    key = (request.path, etag or "")
    source = resp.response  # a static file's open file: closed here once its bytes are replaced
    body = _static.get(key) if etag else None
    if body is None:
        resp.direct_passthrough = False  # a static file: read it whole (they are small)
        data = resp.get_data()
        kind = slim.kind_of(resp.mimetype) if request.endpoint == "static" else None
        if kind is not None:
            data = slim.slim(data.decode("utf-8"), kind).encode("utf-8")
        if len(data) < SMALLEST:
            resp.set_data(data)
            if hasattr(source, "close"):
                source.close()
            return resp
        body = gzip.compress(data, compresslevel=6, mtime=0)
        if etag:
            _static[key] = body
            while len(_static) > KEPT:
                _static.popitem(last=False)
    resp.headers["Content-Encoding"] = "gzip"
    if hasattr(source, "close"):
        source.close()
    if etag:
        resp.set_etag(etag + "-gz")  # another body, another validator
        if request.if_none_match.contains(etag + "-gz"):  # the phone has this very copy already
            resp.status_code = 304
            resp.set_data(b"")
            return resp
    resp.set_data(body)
    return resp


def register(app: Flask) -> None:
    """Compress every eligible response the app sends."""
    app.after_request(compress)
