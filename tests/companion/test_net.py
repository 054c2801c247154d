"""The address phones can reach: chosen from the interfaces, never loopback while another exists.

Interface lists are injected: these tests send no packet anywhere.
"""

from __future__ import annotations

from companion import net
from web.serve_lines import address_lines

LO = ("lo", "127.0.0.1")


def found(pairs: list[tuple[str, str]], route: str | None) -> list[net.Candidate]:
    return net.candidates(lambda: pairs, lambda: route)


def test_stock_debian_whose_hostname_is_127_0_1_1_gets_the_wifi_address() -> None:
    # The hostname's 127.0.1.1 is not an interface address at all: only lo and the Wi-Fi are.
    got = found([LO, ("wlp2s0", "192.168.1.23")], "192.168.1.23")
    assert [c.address for c in got] == ["192.168.1.23"]
    assert net.default_base_url(8000, got) == "http://192.168.1.23:8000"


def test_two_interfaces_put_the_default_route_first_and_list_the_other() -> None:
    got = found([LO, ("eth0", "10.0.0.5"), ("wlan0", "192.168.1.23")], "192.168.1.23")
    assert [(c.interface, c.address) for c in got] == [("wlan0", "192.168.1.23"), ("eth0", "10.0.0.5")]


def test_a_vpn_holding_the_default_route_is_not_what_phones_are_sent_to() -> None:
    got = found([LO, ("wlan0", "192.168.1.23"), ("tun0", "10.8.0.2"), ("tailscale0", "100.101.102.103")], "10.8.0.2")
    assert got[0].address == "192.168.1.23"
    assert [c.kind for c in got] == ["lan", "vpn", "vpn"]
    assert got[1].address == "10.8.0.2"  # the route's own address leads the VPNs


def test_docker_bridges_come_after_real_networks() -> None:
    got = found([LO, ("docker0", "172.17.0.1"), ("enp3s0", "192.168.0.9")], "192.168.0.9")
    assert [c.interface for c in got] == ["enp3s0", "docker0"]


def test_no_network_falls_back_to_loopback_and_says_so() -> None:
    got = found([LO, ("wlan0", "169.254.10.20")], None)  # a link-local address is no network either
    assert got == []
    assert net.default_base_url(8000, got) == "http://127.0.0.1:8000"
    lines = address_lines("http://127.0.0.1:8000", got, 8000, "0.0.0.0")
    assert net.NO_NETWORK in lines
    assert "--base-url" in net.NO_NETWORK


def test_an_interface_list_that_fails_still_leaves_the_route() -> None:
    def broken() -> list[tuple[str, str]]:
        raise OSError("no getifaddrs")

    assert [c.address for c in net.candidates(broken, lambda: "192.168.1.23")] == ["192.168.1.23"]


def test_the_banner_lists_every_candidate_and_marks_the_vpn() -> None:
    got = found([LO, ("wlan0", "192.168.1.23"), ("eth0", "10.0.0.5"), ("wg0", "10.9.0.1")], "192.168.1.23")
    lines = address_lines(net.default_base_url(8000, got), got, 8000, "0.0.0.0")
    assert lines[0] == "Phones on this network open: http://192.168.1.23:8000   (wlan0)"
    assert "  http://10.0.0.5:8000   (eth0)" in lines
    assert any(line.startswith("  http://10.9.0.1:8000   (wg0, a VPN") for line in lines)
    assert not any("loopback" in line for line in lines)


def test_listening_on_loopback_only_is_said_plainly() -> None:
    got = found([LO, ("wlan0", "192.168.1.23")], "192.168.1.23")
    lines = address_lines("http://192.168.1.23:8000", got, 8000, "127.0.0.1")
    assert any("phones cannot connect" in line for line in lines)


def test_loopback_urls_are_recognised() -> None:
    assert net.is_loopback_url("http://127.0.1.1:8000")
    assert net.is_loopback_url("http://localhost:8000/")
    assert not net.is_loopback_url("http://192.168.1.23:8000")
    assert not net.is_loopback_url("http://games.example.org")
