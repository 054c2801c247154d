"""A stuck test ends its process with every thread's stack, instead of hanging the whole run."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_a_test_stuck_past_the_limit_ends_its_run_and_says_where(tmp_path: Path) -> None:
    (tmp_path / "test_hang.py").write_text("import time\n\n\ndef test_hangs():\n    time.sleep(3600)\n")
    env = {**os.environ, "COMPANION_STUCK_AFTER": "1", "PYTHONPATH": str(ROOT)}
    run = subprocess.run(
        [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-p", "tests.conftest", "-q", str(tmp_path)],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert run.returncode != 0
    assert "Timeout" in run.stderr and 'test_hang.py", line 5 in test_hangs' in run.stderr, run.stderr[-2000:]
