"""On this machine (whose hostname resolves to loopback) `companion serve` and `companion print` point phones
at a real interface address, and the QR codes decode to it."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest
import zxingcpp
from PIL import Image

from companion import net
from tests.printables import pdfcheck
from tests.robustness.server import ROOT, free_port

# print_ascii(invert=True): each character is two modules, top and bottom; True is a dark module.
_HALVES = {"\u2588": (False, False), "\u2584": (True, False), "\u2580": (False, True), "\xa0": (True, True)}


def _decode_terminal_qr(lines: list[str]) -> str:
    rows = [line for line in lines if line and set(line) <= set(_HALVES)]
    width = len(rows[0])
    modules: list[list[bool]] = []
    for row in rows:
        modules.append([_HALVES[ch][0] for ch in row])
        modules.append([_HALVES[ch][1] for ch in row])
    scale, pad = 8, 4
    image = Image.new("L", ((width + 2 * pad) * scale, (width + 2 * pad) * scale), 255)
    for y, row in enumerate(modules[:width]):
        for x, dark in enumerate(row):
            if dark:
                image.paste(0, ((x + pad) * scale, (y + pad) * scale, (x + pad + 1) * scale, (y + pad + 1) * scale))
    return zxingcpp.read_barcodes(image)[0].text


def _machine_addresses() -> set[str]:
    return {addr for _, addr in net.interface_addresses()}


def _needs_a_network() -> None:
    if not [a for a in _machine_addresses() if not a.startswith("127.")]:
        pytest.skip("this machine has no interface but loopback")


def _banner(tmp_path: Path) -> list[str]:
    port = free_port()
    cmd = [sys.executable, "-m", "web.cli", "serve", "--host", "127.0.0.1", "--port", str(port)]
    cmd += ["--db", str(tmp_path / "t.sqlite3")]
    proc = subprocess.Popen(
        cmd, cwd=ROOT, stdout=subprocess.PIPE, text=True, env={**os.environ, "PYTHONUNBUFFERED": "1"}
    )
    lines: list[str] = []
    deadline = time.monotonic() + 20
    try:
        assert proc.stdout is not None
        while time.monotonic() < deadline:
            line = proc.stdout.readline()
            if not line:
                break
            lines.append(line.rstrip("\n"))
            if line.startswith("Stop the server"):
                return lines
        raise AssertionError("no banner: " + "\n".join(lines))
    finally:
        proc.terminate()
        proc.communicate(timeout=10)


def test_serve_tells_phones_an_interface_address_and_its_qr_code_decodes_to_it(tmp_path: Path) -> None:
    _needs_a_network()
    lines = _banner(tmp_path)
    opened = next(line for line in lines if line.startswith("Phones on this network open: "))
    url = opened.split(": ", 1)[1].split()[0]
    host = url.split("//")[1].rsplit(":", 1)[0]
    assert not net.is_loopback_url(url), lines
    assert host in _machine_addresses()
    assert _decode_terminal_qr(lines) == url


def test_print_all_puts_the_interface_address_into_the_qr_codes(tmp_path: Path) -> None:
    _needs_a_network()
    out = subprocess.run(
        [sys.executable, "-m", "web.cli", "print", "--all", "-o", str(tmp_path)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    )
    assert "cannot open" not in out.stderr
    pdf = (tmp_path / next(p.name for p in tmp_path.iterdir() if p.name.startswith("score-pad-score"))).read_bytes()
    url = pdfcheck.opens(pdfcheck.read(pdf)[0].codes[0].text)
    host = url.split("//")[1].split("/")[0].rsplit(":", 1)[0]
    assert host in _machine_addresses() and not net.is_loopback_url(url)
    assert url.endswith(":8000/new/score-pad")
