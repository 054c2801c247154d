"""The cyclic garbage collector waits while an action is on its way to the phones.

Python's collector runs when enough new objects have piled up, at whatever allocation tips it
over. On the server that was, now and then, inside an action between its arrival and the sends
to the other phones: a pause of 0.2-2 ms (up to 5 ms for an older generation, measured with
`gc.callbacks` under bench/peer.py's load) added to that action's delivery. Held off for the
action's few hundred microseconds, the same collection runs right after the publish instead,
while the actor's answer is written: nothing is left uncollected, only later.
"""

from __future__ import annotations

import contextlib
import gc
from collections.abc import Iterator


@contextlib.contextmanager
def held_off() -> Iterator[None]:
    """No automatic collection inside this block; one that is due runs at the first allocation after it."""
    was = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was:
            gc.enable()
