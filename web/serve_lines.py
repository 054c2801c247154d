"""What `companion serve` says: where phones connect, that it is serving, and why it cannot start."""

from __future__ import annotations

import errno
from typing import TYPE_CHECKING

from companion import i18n
from companion.i18n import _, ngettext

if TYPE_CHECKING:
    from companion.net import Candidate


def address_lines(base_url: str, found: list[Candidate], port: int, host: str) -> list[str]:
    """What `serve` says about where phones connect: the QR code's URL, every other candidate, warnings.

    `found` is empty when `--base-url` was given (nothing was looked up) or when there is no network.
    """
    from companion import net

    where = f"   ({found[0].interface})" if found else ""
    lines = [_("Phones on this network open: {url}").format(url=base_url) + where]
    if found[1:]:
        lines.append(_("Other addresses of this machine (if the one above does not work):"))
        notes = {"vpn": ", " + _("a VPN: phones on the Wi-Fi cannot use it"), "virtual": ", " + _("a virtual network")}
        lines += [f"  {c.url(port)}   ({c.interface}{notes.get(c.kind, '')})" for c in found[1:]]
    if net.is_loopback_url(base_url):
        lines.append(_(net.NO_NETWORK))
    if net.is_loopback_url(f"http://{host}"):
        said = _("Listening on {host} only: phones cannot connect. Leave out --host to listen on every network.")
        lines.append(said.format(host=host))
    return lines


def serving_lines(address: str, database: object, cap: int) -> list[str]:
    """What `serve` says when it starts, around the addresses and the QR code, in the current language."""
    limit = ngettext(
        "(Up to {n} connection at once: the open-file limit is raised to its hard limit.)",
        "(Up to {n} connections at once: the open-file limit is raised to its hard limit.)",
        cap,
    )
    return [
        _("Companion is serving on {address}  (database: {database})").format(address=address, database=database),
        _("Stop the server with Ctrl-C."),
        limit.format(n=i18n.number(cap)),
    ]


def certificate_problem(certfile: str, keyfile: str) -> str | None:
    """Why the certificate and key cannot serve HTTPS, else None (read now: else each phone finds out)."""
    import ssl

    try:
        ssl.create_default_context(ssl.Purpose.CLIENT_AUTH).load_cert_chain(certfile, keyfile)
    except ssl.SSLError:  # before OSError: it is one, with no words of its own ("[SSL] PEM lib")
        why = _("they are not a PEM certificate and its private key")
    except OSError as err:
        why = err.strerror or str(err)
    else:
        return None
    said = _("cannot use the certificate {certfile} with the key {keyfile}: {why}")
    return said.format(certfile=certfile, keyfile=keyfile, why=why)


def listen_problem(host: str, port: int, err: OSError) -> str:
    """One line on why the server cannot listen on host:port."""
    if err.errno == errno.EADDRINUSE:
        said = _("port {port} is already in use (another companion serve?): stop that, or choose another --port")
    elif err.errno == errno.EACCES:
        said = _("port {port} may not be used by this user (below 1024 needs root): choose another --port")
    else:
        said = _("cannot listen on {host} port {port}: {why}")
    return said.format(host=host, port=port, why=err.strerror or err)
