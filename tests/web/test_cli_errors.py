"""The command line on a user's mistake or a normal stop: one or two lines, no traceback, the right exit code."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.robustness.server import ROOT, free_port, serve_command
from web.cli import main

# English, whatever the machine's locale: the test reads the words.
ENV = {k: v for k, v in os.environ.items() if k not in ("LANGUAGE", "LC_ALL", "LC_MESSAGES")} | {"LANG": "C.UTF-8"}


def _companion(*argv: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "web.cli", *argv], cwd=ROOT, env=ENV, capture_output=True, text=True, timeout=60
    )


def _said_briefly(err: str) -> list[str]:
    """stderr's lines, checked to be at most two and without a traceback."""
    lines = err.splitlines()
    assert len(lines) <= 2, err
    assert "Traceback" not in err and "Exception ignored" not in err, err
    return lines


@pytest.mark.parametrize("port", ["99999", "-1", "0", "eighty"])
def test_an_invalid_port_is_one_line_and_exit_2(tmp_path: Path, port: str) -> None:
    done = _companion("serve", "--host", "127.0.0.1", "--port", port, "--db", str(tmp_path / "c.sqlite3"))
    lines = _said_briefly(done.stderr)
    assert done.returncode == 2
    assert lines[0] == f"companion serve: argument --port: {port} is not a port: give a number from 1 to 65535"
    assert done.stdout == ""


def test_a_taken_port_is_one_line_before_any_banner_and_exit_1(tmp_path: Path) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        done = _companion("serve", "--host", "127.0.0.1", "--port", str(port), "--db", str(tmp_path / "c.sqlite3"))
    assert _said_briefly(done.stderr) == [
        f"companion serve: port {port} is already in use (another companion serve?): "
        "stop that, or choose another --port"
    ]
    assert done.returncode == 1
    assert done.stdout == "", "nothing about serving is printed when it cannot serve"
    # and the database it would have served is let go (the lock file names no server)
    assert not (tmp_path / "c.sqlite3.lock").read_text()


def test_a_db_under_a_file_says_so_in_one_line(tmp_path: Path) -> None:
    (tmp_path / "notes").write_text("a file")
    done = _companion("serve", "--port", str(free_port()), "--db", str(tmp_path / "notes" / "c.sqlite3"))
    assert _said_briefly(done.stderr) == [
        f"companion serve: --db: {tmp_path / 'notes' / 'c.sqlite3'} cannot be made: "
        f"{tmp_path / 'notes'} is a file, not a folder"
    ]
    assert done.returncode == 2 and done.stdout == ""


def test_a_certificate_that_is_not_one_is_said_before_serving(tmp_path: Path) -> None:
    (tmp_path / "cert.pem").write_text("not a certificate")
    cert = str(tmp_path / "cert.pem")
    done = _companion(
        "serve", "--port", str(free_port()), "--db", str(tmp_path / "c.sqlite3"), "--certfile", cert, "--keyfile", cert
    )
    assert _said_briefly(done.stderr) == [
        f"companion serve: cannot use the certificate {cert} with the key {cert}: "
        "they are not a PEM certificate and its private key"
    ]
    assert done.returncode == 2 and done.stdout == ""


def test_ctrl_c_stops_the_server_with_one_line_and_exit_130(tmp_path: Path) -> None:
    port = free_port()
    proc = subprocess.Popen(
        serve_command(port, tmp_path / "c.sqlite3"),
        cwd=ROOT,
        env=ENV,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        # A shell starts background jobs with SIGINT ignored, and children inherit that: a terminal's
        # Ctrl-C reaches a server whose SIGINT is as Python sets it up by default.
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),
    )
    try:
        deadline = time.monotonic() + 30
        while True:  # serving once it accepts a connection (the banner is out before that)
            try:
                socket.create_connection(("127.0.0.1", port), timeout=0.2).close()
                break
            except OSError:
                assert proc.poll() is None and time.monotonic() < deadline, "companion serve did not start"
                time.sleep(0.05)
        proc.send_signal(signal.SIGINT)
        out, err = proc.communicate(timeout=30)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.communicate()
    assert _said_briefly(err) == []
    assert proc.returncode == 130  # 128 + SIGINT, as a shell reports a command stopped by Ctrl-C
    assert out.splitlines()[-1] == "Stopped."


def test_print_to_a_path_under_a_file_is_one_line_and_exit_2(tmp_path: Path) -> None:
    (tmp_path / "notes").write_text("a file")
    under = tmp_path / "notes" / "x.pdf"
    done = _companion("print", "minstrels", "--sheet", "score", "--base-url", "http://h:1", "-o", str(under))
    assert _said_briefly(done.stderr) == [
        f"companion print: -o: {under} cannot be made: {tmp_path / 'notes'} is a file, not a folder"
    ]
    assert done.returncode == 2 and not under.parent.is_dir()


def test_print_says_which_folder_it_made(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "new" / "sheets" / "x.pdf"
    assert (
        main(["print", "minstrels", "--sheet", "score", "--lang", "en", "--base-url", "http://h:1", "-o", str(out)])
        == 0
    )
    said = capsys.readouterr()
    assert said.out.splitlines()[0] == f"made the folder {out.parent} (it did not exist)"
    assert out.stat().st_size > 0 and said.err == ""
    # ...and --all into a file, or one sheet onto a folder, are refused before anything is written
    assert main(["print", "--all", "--base-url", "http://h:1", "-o", str(out)]) == 2
    assert main(["print", "minstrels", "--sheet", "score", "--base-url", "http://h:1", "-o", str(tmp_path)]) == 2
    assert capsys.readouterr().err.splitlines() == [
        f"companion print: -o: {out} is a file, not a folder",
        f"companion print: -o: {tmp_path} is a folder, not a file",
    ]


COMMANDS = [["serve"], ["print"], ["tables"], ["tables", "export"], ["tables", "import"], []]


def _help(command: list[str], lang: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> str:
    """What `companion <command> --help` prints under LANG=<lang>; it exits 0."""
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("LANG", f"{lang}_XX.UTF-8")
    with pytest.raises(SystemExit) as stop:
        main([*command, "--help"])
    assert stop.value.code == 0
    return capsys.readouterr().out


@pytest.mark.parametrize("command", COMMANDS, ids=lambda c: " ".join(c) or "companion")
def test_every_help_has_a_description_in_the_terminals_language(
    command: list[str], monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    english = _help(command, "en", monkeypatch, capsys)
    assert english.split("\n\n")[1].strip() and "\noptions:\n" in english, "usage, a description, the options"
    for lang, options in (("de", "\nOptionen:\n"), ("ru", "\nпараметры:\n")):
        said = _help(command, lang, monkeypatch, capsys)
        description = said.split("\n\n")[1]
        assert description.strip() and description != english.split("\n\n")[1], (lang, description)
        assert options in said and "show this help message and exit" not in said


def test_lang_on_the_command_line_beats_lang_in_the_environment(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("LANG", "de_DE.UTF-8")
    with pytest.raises(SystemExit):
        main(["serve", "--lang", "ru", "--help"])
    assert "показать эту справку и выйти" in capsys.readouterr().out
