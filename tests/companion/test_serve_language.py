"""`companion serve` speaks the terminal's language (LANG, or --lang): its address lines and banner."""

from __future__ import annotations

import pytest

from companion import i18n, net
from companion.net import Candidate
from web.cli import parser
from web.serve_lines import address_lines, serving_lines


def _found() -> list[Candidate]:
    return [Candidate("192.168.1.23", "wlan0", "lan"), Candidate("10.8.0.2", "tun0", "vpn")]


def test_the_address_lines_in_russian_and_german() -> None:
    with i18n.using("ru"):
        ru = address_lines("http://192.168.1.23:8000", _found(), 8000, "127.0.0.1")
    with i18n.using("de"):
        de = address_lines("http://127.0.0.1:8000", [], 8000, "0.0.0.0")
    assert ru[0] == "Телефоны в этой сети открывают: http://192.168.1.23:8000   (wlan0)"
    assert ru[1] == "Другие адреса этого компьютера (если адрес выше не работает):"
    assert ru[2] == "  http://10.8.0.2:8000   (tun0, VPN: телефонам в Wi-Fi он недоступен)"
    assert ru[3].startswith("Сервер слушает только 127.0.0.1: телефоны не смогут подключиться.")
    assert de[-1].startswith("Kein Netzwerk gefunden: Dieser Rechner hat nur seine Loopback-Adresse")
    assert "--base-url" in de[-1]
    # and English stays as it was
    assert address_lines("http://127.0.0.1:8000", [], 8000, "0.0.0.0")[-1] == net.NO_NETWORK


def test_the_banner_with_numbers_and_plurals_of_each_language() -> None:
    with i18n.using("ru"):
        ru = serving_lines("http://0.0.0.0:8000", "/tmp/c.sqlite3", 4096)
    with i18n.using("de"):
        de = serving_lines("http://0.0.0.0:8000", "/tmp/c.sqlite3", 4096)
    en = serving_lines("http://0.0.0.0:8000", "/tmp/c.sqlite3", 1)
    assert ru[0] == "Companion работает на http://0.0.0.0:8000  (база данных: /tmp/c.sqlite3)"
    assert ru[1] == "Останови сервер клавишами Ctrl-C."
    assert ru[2].startswith("(До 4\xa0096 соединений одновременно")
    assert de[1] == "Beende den Server mit Strg-C." and de[2].startswith("(Bis zu 4.096 Verbindungen gleichzeitig")
    assert en[2].startswith("(Up to 1 connection at once")


def test_serve_takes_lang_and_refuses_an_unknown_one(capsys: pytest.CaptureFixture[str]) -> None:
    assert parser().parse_args(["serve", "--lang", "ru"]).lang == "ru"
    assert parser().parse_args(["serve"]).lang is None  # then the terminal's: i18n.from_environment()
    with pytest.raises(SystemExit):
        parser().parse_args(["serve", "--lang", "fr"])


def test_the_terminal_language_comes_from_lang(monkeypatch: pytest.MonkeyPatch) -> None:
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("LANG", "de_DE.UTF-8")
    with i18n.using(i18n.from_environment()):
        assert serving_lines("http://h:1", "db", 2)[1] == "Beende den Server mit Strg-C."


def _banner(tmp_path, env: dict[str, str], *extra: str) -> list[str]:
    """The lines `companion serve` prints before it serves (up to the Ctrl-C line), then stop it."""
    import os
    import shutil
    import subprocess
    import sys
    from pathlib import Path

    from tests.robustness.server import free_port

    exe = shutil.which("companion") or str(Path(sys.executable).parent / "companion")
    args = [exe, "serve", "--host", "127.0.0.1", "--port", str(free_port()), "--db", str(tmp_path / "c.sqlite3")]
    base = {k: v for k, v in os.environ.items() if k not in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")}
    proc = subprocess.Popen(
        [*args, *extra], stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, env={**base, **env}
    )
    lines: list[str] = []
    try:
        for line in proc.stdout:
            lines.append(line.rstrip("\n"))
            if "Ctrl-C" in line or "Strg-C" in line or len(lines) > 200:
                break
    finally:
        proc.terminate()
        proc.wait(timeout=10)
        proc.stdout.close()
    return lines


def test_serve_speaks_lang_of_the_terminal_and_lang_overrides_it(tmp_path) -> None:
    ru = _banner(tmp_path, {"LANG": "ru_RU.UTF-8"})
    assert ru[0].startswith("Companion работает на http://127.0.0.1:")
    assert any(line.startswith("Сервер слушает только 127.0.0.1") for line in ru)
    assert ru[-1] == "Останови сервер клавишами Ctrl-C."
    de = _banner(tmp_path, {"LANG": "ru_RU.UTF-8"}, "--lang", "de")
    assert de[0].startswith("Companion läuft auf http://127.0.0.1:") and de[-1] == "Beende den Server mit Strg-C."
