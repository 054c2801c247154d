"""This machine's LAN address: what phones at the table can reach, and what QR codes point to."""

from __future__ import annotations

import ipaddress
import socket

DEFAULT_PORT = 8000


def lan_address() -> str:
    """The first private IPv4 address of this host (no packet is sent), else 127.0.0.1."""
    candidates: list[str] = []
    try:
        infos = socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET)
        candidates = [info[4][0] for info in infos]
    except OSError:
        pass
    for addr in candidates:
        ip = ipaddress.ip_address(addr)
        if ip.is_private and not ip.is_loopback and not ip.is_link_local:
            return addr
    return "127.0.0.1"


def default_base_url(port: int = DEFAULT_PORT) -> str:
    """`http://<LAN address>:<port>`: the default for `--base-url`."""
    return f"http://{lan_address()}:{port}"
