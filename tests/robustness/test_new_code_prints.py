"""Finding 8: after "New join code" a table's PDFs download under the new code and carry its QR."""

from __future__ import annotations

import argparse
from pathlib import Path

import pytest
from flask.testing import FlaskClient

from companion.store import SQLiteStore
from companion.tables import Tables
from printables.cli import register
from tests.conftest import bearer
from tests.printables import pdfcheck

BASE = "http://table.example:8000"


@pytest.mark.parametrize("sheet", ["score", "reference"])
def test_downloads_follow_the_new_code(app, client: FlaskClient, new_table, sheet: str) -> None:
    app.config["BASE_URL"] = BASE
    table = new_table("score-pad", ["Ana", "Bo"])
    old = table["code"]
    fresh = client.post(f"/api/tables/{old}/code", json={}, headers=bearer(table["host_token"])).json["code"]
    r = client.get(f"/t/{fresh}/print/{sheet}.pdf")
    assert r.status_code == 200, r.get_data(as_text=True)[:300]
    assert fresh in r.headers["Content-Disposition"] and old not in r.headers["Content-Disposition"]
    codes = [pdfcheck.opens(c.text) for p in pdfcheck.read(r.data) for c in p.codes]
    assert codes and set(codes) == {f"{BASE}/t/{fresh}"}
    assert client.get(f"/t/{old}/print/{sheet}.pdf").status_code == 404


def test_the_cli_prints_the_current_codes_qr(tmp_path: Path) -> None:
    db = tmp_path / "c.sqlite3"
    store = SQLiteStore(db)
    engine = Tables(store=store)
    made = engine.create("score-pad", ["Ana", "Bo"])
    fresh = engine.new_join_code(made["code"], made["host_token"])["code"]
    store.close()
    p = argparse.ArgumentParser()
    register(p.add_subparsers(dest="command"))
    for given in (fresh, made["code"]):  # by the new code, and by the first one (the table's id)
        out = tmp_path / f"{given}.pdf"
        argv = ["print", "score-pad", "--sheet", "score", "--table", given, "--db", str(db), "--base-url", BASE]
        args = p.parse_args([*argv, "-o", str(out)])
        if given == fresh:
            assert args.func(args) == 0
            page = pdfcheck.read(out.read_bytes())[0]
            assert [pdfcheck.opens(c.text) for c in page.codes] == [f"{BASE}/t/{fresh}"]
            assert fresh in page.text and made["code"] not in page.text
        else:
            assert args.func(args) != 0, "the old code no longer opens the table"
