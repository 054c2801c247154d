"""`companion print`: blank sheets, a table's sheets from the SQLite store, the whole set."""

from __future__ import annotations

import argparse
import subprocess
import sys
from pathlib import Path

import pytest

from companion.games import all_games
from companion.store import SQLiteStore
from companion.tables import Tables
from printables import build
from printables.cli import register
from tests.printables import pdfcheck
from tests.printables.conftest import BASE


def run(*argv: str) -> int:
    parser = argparse.ArgumentParser(prog="companion")
    register(parser.add_subparsers(dest="command", required=True))
    args = parser.parse_args(["print", *argv])
    return args.func(args)


def test_prints_a_blank_score_sheet(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "sheets" / "pad.pdf"
    assert (
        run("score-pad", "--sheet", "score", "--paper", "letter", "--players", "5", "--base-url", BASE, "-o", str(out))
        == 0
    )
    assert "KB" in capsys.readouterr().out
    pdf = out.read_bytes()
    assert pdf == build.blank("score-pad", "score", "letter", base_url=BASE, players=5).pdf
    page = pdfcheck.read(pdf)[0]
    assert round(page.width_mm, 1) == 215.9 and [pdfcheck.opens(c.text) for c in page.codes] == [
        f"{BASE}/new/score-pad"
    ]
    assert "name 5" in page.text and "name 6" not in page.text


def test_prints_a_table_from_the_store(tmp_path: Path) -> None:
    db = tmp_path / "c.sqlite3"
    store = SQLiteStore(db)
    code = Tables(store=store).create("score-pad", ["Мирослава", "Ana"], {"rounds": 3})["code"]
    store.close()
    out = tmp_path / "t.pdf"
    assert (
        run(
            "score-pad",
            "--sheet",
            "score",
            "--table",
            code.lower(),
            "--db",
            str(db),
            "--base-url",
            BASE + "/",
            "-o",
            str(out),
        )
        == 0
    )
    page = pdfcheck.read(out.read_bytes())[0]
    assert [pdfcheck.opens(c.text) for c in page.codes] == [f"{BASE}/t/{code}"]
    assert "Мирослава" in page.text and "Round 3" in page.text and "Round 4" not in page.text


def test_prints_every_game_into_a_folder(tmp_path: Path) -> None:
    assert run("--all", "--paper", "a4", "--base-url", BASE, "-o", str(tmp_path)) == 0
    want = {build.filename(g.id, s, "a4") for g in all_games() for s in build.SHEETS}
    assert {p.name for p in tmp_path.iterdir()} == want


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--sheet", "score", "-o", "x.pdf"], "say which game"),
        (["score-pad", "-o", "x.pdf"], "--sheet"),
        (["--all", "score-pad", "-o", "d"], "--all prints every game"),
        (["score-pad", "--sheet", "score", "--players", "13", "-o", "x.pdf"], "players must be 1 to 12"),
        (["chess", "--sheet", "score", "-o", "x.pdf"], "no game 'chess'"),
        # an unknown game is the problem to name first, before what else is missing
        (["chess"], "no game 'chess'; the games are: "),
        (["score-pad", "--sheet", "score"], "-o FILE.pdf is needed"),
        (["--all"], "-o DIR is needed"),
        (
            ["score-pad", "--sheet", "score", "--table", "ABCDEF", "--players", "2", "-o", "x.pdf"],
            "--players comes from the table",
        ),
        (
            ["score-pad", "--sheet", "score", "--table", "ABCDEF", "--db", "/nonexistent/c.db", "-o", "x.pdf"],
            "no database",
        ),
    ],
)
def test_mistakes_are_named(argv: list[str], message: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    argv = [a if a != "x.pdf" else str(tmp_path / a) for a in argv]
    assert run(*argv) == 2
    assert message in capsys.readouterr().err
    assert not (tmp_path / "x.pdf").exists()


def test_a_table_of_another_game_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = tmp_path / "c.sqlite3"
    store = SQLiteStore(db)
    code = Tables(store=store).create("score-pad", ["A", "B"])["code"]
    store.close()
    other = next((g.id for g in all_games() if g.id != "score-pad"), None)
    if other is None:
        pytest.skip("only the score pad is registered")
    assert run(other, "--sheet", "score", "--table", code, "--db", str(db), "-o", str(tmp_path / "x.pdf")) == 2
    assert "plays Score pad" in capsys.readouterr().err


def test_another_process_makes_the_same_bytes(tmp_path: Path) -> None:
    # A fresh interpreter (its own hash seed) must write exactly what this one renders.
    out = tmp_path / "ref.pdf"
    code = (
        "import sys; from printables.cli import register; import argparse;"
        "p = argparse.ArgumentParser(); register(p.add_subparsers());"
        "a = p.parse_args(sys.argv[1:]); raise SystemExit(a.func(a))"
    )
    subprocess.run(
        [sys.executable, "-c", code, "print", "score-pad", "--sheet", "reference", "--base-url", BASE, "-o", str(out)],
        check=True,
        capture_output=True,
        env={"PYTHONHASHSEED": "12345"},
    )
    assert out.read_bytes() == build.blank("score-pad", "reference", "a4", base_url=BASE).pdf


def test_help_lists_the_game_ids_and_sheets() -> None:
    out = subprocess.run(
        [sys.executable, "-m", "web.cli", "print", "--help"], capture_output=True, text=True, check=True
    ).stdout
    for game in all_games():
        assert game.id in out
    assert "sheets: reference, score" in " ".join(out.split())


def test_a_loopback_base_url_is_warned_about(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "pad.pdf"
    assert run("score-pad", "--sheet", "score", "--base-url", "http://127.0.0.1:8000", "-o", str(out)) == 0
    assert "phones cannot open" in capsys.readouterr().err
