"""The scan reader as the web side uses it: companion/scan when installed, its errors as clear 4xx answers.

Reading a photo takes a few hundred milliseconds of CPU: under `companion serve` (gevent) it runs in
the hub's thread pool, so every other table's actions and streams go on meanwhile (OpenCV lets go
of the GIL while it works).
"""

from __future__ import annotations

from typing import Any

from companion.errors import ActionError

# What a ScanError's code answers: 422 for a photo the reader cannot use; 415 without the extra
# (this server takes no photos: a 4xx, as no request of a phone may make the server "fail").
MISSING_STATUS = 415
STATUS = {"missing_extra": MISSING_STATUS}
MAX_PHOTO = 12 * 1024 * 1024  # a 12-megapixel phone JPEG; the page sends ~2 megapixels (~0.5 MB)


def body_limit(path: str, default: int) -> int:
    """The largest body a request to `path` may send (the server reads no more): photos to the scan routes."""
    return MAX_PHOTO if path.split("?", 1)[0].rstrip("/").endswith("/scan") else default


def _module() -> Any:
    """companion.scan, or a 415 that says how to install it."""
    from companion import scan  # always there: only its OpenCV is optional

    if not scan.available():  # the reader's own words: what to install, then restart
        raise ActionError("missing_extra", scan.ScanError("missing_extra").message, MISSING_STATUS)
    return scan


def threshold() -> float:
    """The confidence below which a field is shown as unread and must be typed."""
    return float(_module().THRESHOLD)


def read(photo: bytes) -> Any:
    """The reader's `SheetRead` of a photo; its `ScanError` as a 422 (415 for a missing extra) with its message."""
    scan = _module()

    def reading(data: bytes) -> Any:
        # Caught in the worker: gevent's thread pool prints a traceback for every exception that leaves
        # it, and a photo that is not a sheet is a 4xx (one log line), not a crash.
        try:
            return scan.read_sheet(data)
        except scan.ScanError as err:
            return err

    got = _off_loop(reading, photo)
    if isinstance(got, scan.ScanError):
        code, said = getattr(got, "code", "not_a_sheet"), str(getattr(got, "message", got))
        raise ActionError(code, said[:1].upper() + said[1:], STATUS.get(code, 422)) from None  # shown as a sentence
    return got


def _off_loop(fn: Any, arg: bytes) -> Any:
    """`fn(arg)` in gevent's thread pool when the server runs on gevent, else here."""
    try:
        from gevent import get_hub, monkey
    except ImportError:  # pragma: no cover - gevent is a dependency
        return fn(arg)
    if not monkey.is_module_patched("threading"):
        return fn(arg)
    return get_hub().threadpool.apply(fn, (arg,))
