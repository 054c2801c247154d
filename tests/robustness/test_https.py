"""`companion serve --certfile --keyfile` serves HTTPS itself (a secure context for the phones)."""

from __future__ import annotations

import http.client
import json
import shutil
import ssl
import subprocess
import sys
from pathlib import Path

import pytest

from tests.robustness.server import Served


def _self_signed(folder: Path) -> tuple[Path, Path]:
    if shutil.which("openssl") is None:
        pytest.fail("openssl is missing: bash scripts/test.sh installs it")
    cert, key = folder / "cert.pem", folder / "key.pem"
    subprocess.run(
        ["openssl", "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes",
         "-keyout", str(key), "-out", str(cert), "-days", "1", "-subj", "/CN=127.0.0.1",
         "-addext", "subjectAltName=IP:127.0.0.1"],
        check=True, capture_output=True, timeout=30,
    )  # fmt: skip
    return cert, key


def test_serves_https_with_a_certificate_and_refuses_plain_http(tmp_path: Path) -> None:
    cert, key = _self_signed(tmp_path)
    server = Served(
        tmp_path / "https.sqlite3", tmp_path / "https.log", ("--certfile", str(cert), "--keyfile", str(key))
    )
    try:
        context = ssl.create_default_context(cafile=str(cert))
        conn = http.client.HTTPSConnection("127.0.0.1", server.port, context=context, timeout=10)
        body = json.dumps({"game": "score-pad", "players": [{"name": "Red"}, {"name": "Blue"}]})
        conn.request("POST", "/api/tables", body, {"Content-Type": "application/json"})
        created = conn.getresponse()
        assert created.status == 201
        code = json.loads(created.read())["code"]
        conn.request("GET", f"/api/tables/{code}/events", headers={"Accept": "text/event-stream"})
        stream = conn.getresponse()
        assert stream.status == 200 and stream.getheader("Content-Type").startswith("text/event-stream")
        assert stream.read(6) == b"retry:"
        stream.close()
        conn.close()
        # Plain HTTP to the HTTPS port gets no page.
        plain = http.client.HTTPConnection("127.0.0.1", server.port, timeout=5)
        with pytest.raises((http.client.HTTPException, OSError)):
            plain.request("GET", "/api/games")
            plain.getresponse().read()
        plain.close()
    finally:
        server.stop()


def test_a_certificate_without_its_key_is_refused(tmp_path: Path) -> None:
    cert, _ = _self_signed(tmp_path)
    done = subprocess.run(
        [sys.executable, "-m", "web.cli", "serve", "--port", "1", "--db", str(tmp_path / "x.sqlite3"),
         "--certfile", str(cert)],
        capture_output=True, text=True, timeout=30, cwd=Path(__file__).resolve().parents[2],
    )  # fmt: skip
    assert done.returncode == 2 and "--keyfile" in done.stderr
