"""One server per SQLite file (issue 15, finding 6) and a clear refusal of a bad database file (finding 13)."""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

from companion.store import ServeLock, SQLiteStore, StoreError
from tests.robustness.server import ROOT, Api, Served, free_port, serve_command

NOBODY = 65534


def _companion(*args: str, timeout: float = 20) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "web.cli", *args], cwd=ROOT, capture_output=True, text=True, timeout=timeout
    )


def _status(port: int, path: str) -> int:
    api = Api(port)
    try:
        return api.call("GET", path)[0]
    finally:
        api.close()


def _serve_exits(db: Path | str, timeout: float = 15) -> subprocess.CompletedProcess:
    """Run `companion serve` on db; it must exit by itself (a server that starts is killed and fails the test)."""
    proc = subprocess.Popen(
        serve_command(free_port(), db), cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
    )
    try:
        out, err = proc.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.communicate()
        pytest.fail(f"companion serve on {db} started instead of refusing")
    return subprocess.CompletedProcess(proc.args, proc.returncode, out, err)


def test_a_second_server_on_the_same_file_refuses_naming_it_and_the_first(tmp_path: Path) -> None:
    db = tmp_path / "shared.sqlite3"
    first = Served(db, tmp_path / "first.log")
    try:
        second = _serve_exits(db)
        assert second.returncode == 2
        assert str(db) in second.stderr and f"pid {first.proc.pid}" in second.stderr
        assert "Traceback" not in second.stderr and len(second.stderr.strip().splitlines()) == 1
        # Readers take no lock: printing a table's sheet and exporting work while it serves.
        api = Api(first.port)
        code = api.create("score-pad", ["Red", "Blue"])["code"]
        api.close()
        printed = _companion("print", "score-pad", "--sheet", "score", "--table", code, "--db", str(db),
                             "-o", str(tmp_path / "t.pdf"))  # fmt: skip
        assert printed.returncode == 0, printed.stderr
        exported = _companion("tables", "export", "--db", str(db))
        assert exported.returncode == 0 and code in exported.stdout
        # And the first server is still the one serving, unharmed.
        assert _status(first.port, f"/api/tables/{code}") == 200
        first.kill()  # even a SIGKILL lets the next server have the file
        again = Served(db, tmp_path / "again.log")
        assert _status(again.port, f"/api/tables/{code}") == 200
        again.stop()
    finally:
        first.stop()


def test_a_corrupt_database_file_is_one_clear_line_at_start(tmp_path: Path) -> None:
    db = tmp_path / "corrupt.sqlite3"
    db.write_bytes(b"this is no database, only text that fills a page of a file " * 100)
    done = _serve_exits(db)
    assert done.returncode == 2
    assert "Traceback" not in done.stderr
    assert done.stderr.strip().splitlines() == [done.stderr.strip()]
    assert str(db) in done.stderr and "not a database" in done.stderr


def _as_nobody(fn) -> str:
    """Run `fn()` in a forked child with nobody's rights (root may write any file); return what it said."""
    r, w = os.pipe()
    pid = os.fork()
    if pid == 0:  # the child: never returns into pytest
        try:
            os.close(r)
            if os.getuid() == 0:
                os.setgid(NOBODY)
                os.setuid(NOBODY)
            os.write(w, fn().encode())
        except BaseException as err:
            os.write(w, f"{type(err).__name__}: {err}".encode())
        finally:
            os._exit(0)
    os.close(w)
    with os.fdopen(r) as pipe:
        said = pipe.read()
    os.waitpid(pid, 0)
    return said


def _open_for_serving(db: Path) -> str:
    try:
        ServeLock(db)
        SQLiteStore(db).close()
    except StoreError as err:
        return f"refused: {err}"
    return "opened"


@pytest.fixture
def owned_elsewhere() -> Path:
    """A folder others may read and not write, holding one good database file."""
    folder = Path(tempfile.mkdtemp(prefix="companion-ro-"))
    folder.chmod(0o755)
    db = folder / "games.sqlite3"
    SQLiteStore(db).close()
    db.chmod(0o644)
    yield db
    for p in folder.iterdir():
        p.unlink()
    folder.rmdir()


def test_a_read_only_database_refuses_to_serve_instead_of_failing_every_write(owned_elsewhere: Path) -> None:
    if os.getuid() != 0:
        owned_elsewhere.chmod(0o444)
        owned_elsewhere.parent.chmod(0o555)
    try:
        said = _as_nobody(lambda: _open_for_serving(owned_elsewhere))
    finally:
        owned_elsewhere.parent.chmod(0o755)
        owned_elsewhere.chmod(0o644)
    assert said.startswith("refused: ") and str(owned_elsewhere) in said and "read-only" in said


def test_an_unreadable_database_refuses_clearly(owned_elsewhere: Path) -> None:
    owned_elsewhere.chmod(0o000)
    try:
        said = _as_nobody(lambda: _open_for_serving(owned_elsewhere))
    finally:
        owned_elsewhere.chmod(0o644)
    assert said.startswith("refused: "), said
    assert str(owned_elsewhere) in said
