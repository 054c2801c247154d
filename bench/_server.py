"""Start `companion serve` for a benchmark: a child process on a free loopback port."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.robustness.server import start_listening  # noqa: E402


def start(
    db: Path | str, log: Path, env: dict[str, str] | None = None, extra: tuple[str, ...] = ()
) -> tuple[subprocess.Popen, int]:
    """Start the production server on loopback (db: a SQLite file or a postgresql:// URL; `extra`: serve's options)."""

    def command(port: int) -> list[str]:
        if os.environ.get("BENCH_LAUNCHER"):  # an experiment: a launcher script of your own
            return [sys.executable, os.environ["BENCH_LAUNCHER"], "127.0.0.1", str(port), str(db)]
        return [
            sys.executable,
            "-m",
            "web.cli",
            "serve",
            "--host",
            "127.0.0.1",
            "--port",
            str(port),
            "--db",
            str(db),
            *extra,
        ]

    # Ready once the child itself listens: another server may have taken the port first (web/serving.py
    # then exits), and the benchmark would measure that one.
    try:
        return start_listening(command, open(log, "ab"), env)
    except RuntimeError as err:
        raise RuntimeError(f"{err}; see {log}") from None


def status(pid: int) -> dict[str, int]:
    """VmRSS and VmHWM (peak RSS) of a process, in kB."""
    out = {}
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        key, _, value = line.partition(":")
        if key in ("VmRSS", "VmHWM"):
            out[key] = int(value.split()[0])
    return out


def cpu_seconds(pid: int) -> float:
    """User + system CPU time a process has used so far."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def stop(proc: subprocess.Popen) -> None:
    """Stop the server."""
    proc.terminate()
    try:
        proc.wait(5)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait(5)
