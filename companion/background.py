"""Background work that lives as long as the process: a greenlet under gevent, else a daemon thread."""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any


def spawn(fn: Callable[..., Any], *args: Any) -> None:
    """A greenlet when gevent has patched threads (the server), else a daemon thread (tests)."""
    try:
        from gevent import monkey
        from gevent import spawn as green

        if monkey.is_module_patched("threading"):
            green(fn, *args)
            return
    except ImportError:
        pass
    threading.Thread(target=fn, args=args, daemon=True).start()
