"""This machine's LAN addresses: what phones at the table can reach, and what QR codes point to.

The hostname is no guide: stock Debian maps it to 127.0.1.1, so the addresses come from the
network interfaces themselves. The interface that holds the default route comes first (found by
a UDP socket's `connect`, which only asks the kernel for a route and sends no packet), then every
other usable IPv4 address; VPN tunnels and virtual bridges come last, since phones on the Wi-Fi
cannot reach them.
"""

from __future__ import annotations

import ipaddress
import socket
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Literal

from companion.i18n import N_

DEFAULT_PORT = 8000
LOOPBACK = "127.0.0.1"

# Any address beyond this machine will do to ask for the default route: connect() on a UDP
# socket sends nothing. A documentation address (TEST-NET-2) is never anyone's real host.
_ROUTE_PROBE = ("198.51.100.1", 9)

Kind = Literal["lan", "vpn", "virtual"]

# Interface names by what is behind them (Linux, macOS and the common VPN clients).
_VPN_PREFIXES = ("tun", "tap", "wg", "ppp", "utun", "ipsec", "tailscale", "zt", "nordlynx", "proton", "cscotun", "gpd")
_VIRTUAL_PREFIXES = ("docker", "br-", "veth", "virbr", "lxc", "lxd", "vmnet", "vboxnet", "cni", "flannel", "podman")
# Carrier-grade NAT space: Tailscale and similar overlay networks hand these out.
_CGNAT = ipaddress.ip_network("100.64.0.0/10")


@dataclass(frozen=True)
class Candidate:
    """One address phones might open, with the interface it belongs to."""

    address: str
    interface: str
    kind: Kind

    def url(self, port: int) -> str:
        """`http://<address>:<port>`."""
        return f"http://{self.address}:{port}"


def _kind(interface: str, address: str) -> Kind:
    name = interface.lower()
    if name.startswith(_VIRTUAL_PREFIXES):
        return "virtual"
    if name.startswith(_VPN_PREFIXES) or ipaddress.ip_address(address) in _CGNAT:
        return "vpn"
    return "lan"


def _usable(address: str) -> bool:
    try:
        ip = ipaddress.ip_address(address)
    except ValueError:
        return False
    return ip.version == 4 and not (ip.is_loopback or ip.is_link_local or ip.is_unspecified or ip.is_multicast)


def rank(interfaces: Iterable[tuple[str, str]], route_address: str | None) -> list[Candidate]:
    """The usable addresses of `(interface, IPv4 address)` pairs, best first: default route, LAN, VPN, virtual."""
    order: dict[Kind, int] = {"lan": 0, "vpn": 1, "virtual": 2}
    seen: dict[str, Candidate] = {}
    for interface, address in interfaces:
        if _usable(address) and address not in seen:
            seen[address] = Candidate(address, interface, _kind(interface, address))
    if route_address and _usable(route_address) and route_address not in seen:
        seen[route_address] = Candidate(route_address, "default route", "lan")
    found = list(seen.values())
    # sorted() is stable: within a kind, the default route's address first, then the OS's order.
    return sorted(found, key=lambda c: (order[c.kind], c.address != route_address))


def route_address() -> str | None:
    """The source address of the default route (no packet is sent), or None without one."""
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
            s.connect(_ROUTE_PROBE)
            return s.getsockname()[0]
    except OSError:
        return None


def interface_addresses() -> list[tuple[str, str]]:
    """Every `(interface name, IPv4 address)` of this machine."""
    import ifaddr

    pairs: list[tuple[str, str]] = []
    for adapter in ifaddr.get_adapters():
        for ip in adapter.ips:
            if isinstance(ip.ip, str):  # IPv4; IPv6 entries are tuples
                pairs.append((adapter.nice_name, ip.ip))
    return pairs


def candidates(
    list_interfaces: Callable[[], list[tuple[str, str]]] = interface_addresses,
    find_route: Callable[[], str | None] = route_address,
) -> list[Candidate]:
    """This machine's addresses phones might open, best first (empty: only loopback)."""
    try:
        pairs = list_interfaces()
    except OSError:
        pairs = []
    return rank(pairs, find_route())


def lan_address(found: list[Candidate] | None = None) -> str:
    """The best address phones can open; loopback only when there is no other."""
    found = candidates() if found is None else found
    return found[0].address if found else LOOPBACK


def default_base_url(port: int = DEFAULT_PORT, found: list[Candidate] | None = None) -> str:
    """`http://<best LAN address>:<port>`: the default for `--base-url`."""
    return f"http://{lan_address(found)}:{port}"


def is_loopback_url(url: str) -> bool:
    """Whether a base URL points at this machine only (no phone can open it)."""
    from urllib.parse import urlsplit

    host = urlsplit(url).hostname or ""
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


# Marked for the catalog; said with `_(NO_NETWORK)` in the terminal's language.
NO_NETWORK = N_(
    "No network found: this machine has only its loopback address, which phones cannot open. "
    "Join the same Wi-Fi as the phones, or pass --base-url http://<address phones can reach>:<port>."
)
