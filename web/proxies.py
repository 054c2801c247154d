"""The client's address behind a reverse proxy the server was told to trust, and only then.

The client's address is the connecting one, unless that is a proxy the server was told to trust
(`companion serve --trusted-proxy ADDR`, `TRUSTED_PROXIES` in the app's config): then it is the
right-most `X-Forwarded-For` entry that is not itself a trusted proxy. `X-Forwarded-For` is never
read otherwise, so a phone cannot dodge a limit by sending one. No Flask here: `companion serve`
checks its options with this before gevent patches the standard library.
"""

from __future__ import annotations

import ipaddress
from collections.abc import Iterable

MAX_ADDRESS = 64  # characters of a forwarded address kept as a key (an IPv6 address has at most 45)

Network = ipaddress.IPv4Network | ipaddress.IPv6Network


def trusted_proxies(given: str | Iterable[str] | None) -> tuple[Network, ...]:
    """The proxies to trust, from addresses or networks ("127.0.0.1", "10.0.0.0/8"), a list or comma-separated.

    A `ValueError` names an entry that is not an address.
    """
    if given is None:
        return ()
    parts = given.split(",") if isinstance(given, str) else [p for g in given for p in str(g).split(",")]
    out = []
    for part in (p.strip() for p in parts):
        if not part:
            continue
        try:
            out.append(ipaddress.ip_network(part, strict=False))
        except ValueError:
            raise ValueError(f"{part!r} is not an IP address or network") from None
    return tuple(out)


def trusted(address: str, proxies: tuple[Network, ...]) -> bool:
    """Whether `address` is one of the trusted proxies (an IPv4 address seen through IPv6 too)."""
    try:
        ip = ipaddress.ip_address(address)
    except ValueError:
        return False
    if isinstance(ip, ipaddress.IPv6Address) and ip.ipv4_mapped:  # a dual-stack socket's 127.0.0.1
        ip = ip.ipv4_mapped
    return any(ip in net for net in proxies)


def client_address(environ: dict, proxies: tuple[Network, ...]) -> str:
    """The address a request's limits count against (Flask's routes and web/fastpath.py alike)."""
    peer = environ.get("REMOTE_ADDR") or "?"
    if not proxies or not trusted(peer, proxies):
        return peer
    # Each proxy appends the address it was connected from: read from the right, past our own
    # proxies; whatever lies further left the client wrote itself and proves nothing.
    for entry in reversed(environ.get("HTTP_X_FORWARDED_FOR", "").split(",")):
        entry = entry.strip()
        if entry and not trusted(entry, proxies):
            return entry[:MAX_ADDRESS]
    return peer
