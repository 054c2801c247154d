"""What a phone's request shares, for a seat (companion/seating.py) or the host role (companion/host_move.py).

The asking phone holds a secret key; the log holds only its hash, and a three-digit check that the
asking phone and the phones that may allow it both show.
"""

from __future__ import annotations

import hashlib
import secrets

REQUEST_TTL = 600.0  # an unanswered request is forgotten after ten minutes
ASK_GAP = 10.0  # a fresh request is not replaced by another phone's for this long


def key_hash(key: str) -> str:
    """The hash of a request's key, as the log stores it."""
    return hashlib.sha256(key.encode()).hexdigest()


def new_request() -> tuple[str, str]:
    """A fresh request's key (the asking phone's alone) and its three-digit check."""
    return secrets.token_urlsafe(18), f"{secrets.randbelow(1000):03d}"


def holds(key: object, stored_hash: str) -> bool:
    """Whether `key` is the key whose hash the request stored (compared in constant time)."""
    if not isinstance(key, str) or len(key) > 64:
        return False
    return secrets.compare_digest(key_hash(key).encode(), stored_hash.encode())
