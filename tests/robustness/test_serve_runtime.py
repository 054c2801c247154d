"""The served process under gevent: every lock and queue a request can wait on is cooperative."""

from __future__ import annotations

import json
import subprocess
import sys

from tests.robustness.server import ROOT

# The import order of `python -m web.cli serve`: the `web` package (Flask, the engine) first,
# then `_serve` patches with gevent, then the app is created and tables are loaded.
_PROBE = """
import json, web
from gevent import monkey
monkey.patch_all()
from web import create_app
app = create_app({"DATABASE": ":memory:"})
engine = app.extensions["tables"]
code = engine.create("score-pad", ["A", "B"])["code"]
table = engine.get(code)
sub = engine.hub.subscribe(code)
kinds = {
    "table lock": type(table.lock).__module__,
    "load lock": type(engine._load_lock).__module__,
    "hub lock": type(engine.hub._lock).__module__,
    "store lock": type(engine.store._lock).__module__,
    "stream wake-up": type(sub.wake).__module__,
}
print(json.dumps(kinds))
"""


def test_served_locks_and_queues_are_gevent_aware() -> None:
    out = subprocess.run([sys.executable, "-c", _PROBE], cwd=ROOT, capture_output=True, text=True, check=True)
    kinds = json.loads(out.stdout.strip().splitlines()[-1])
    # A real OS lock taken by one greenlet and wanted by another would freeze the whole server.
    assert all(module.startswith("gevent") for module in kinds.values()), kinds
