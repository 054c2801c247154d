"""Side by side with boardgame.io in one run: the fan-out ratios that count (companion / boardgame.io).

    python bench/peer.py --peer DIR [--runs 3] [--only score-pad-50x6 ...]

DIR is the boardgame.io fan-out harness (its `run.sh`, `server.js`, `load.js`: the boardgame.io
0.50.2 peer server and the load generator both servers are driven by). For each set-up (the score
pad at 50x6 and 500x6, the game with secrets at 50x6) the harness runs boardgame.io and then this
server (`companion serve` on a fresh SQLite file), one after the other, and this prints both
servers' p50, p99, lost deliveries and peak RSS, and the ratios. Only a ratio within one run
counts: these machines drift.

The harness's phones are copied to a scratch folder and adapted in one line: a table's creation
answers no seat tokens (seat secrets, issue #15), so each phone joins its seat as the table page
does. Nothing else of the harness changes. Needs node 20 and npm (`npm ci` runs there once).
"""

from __future__ import annotations

import argparse
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

SETUPS = {
    "score-pad-50x6": ("score-pad", 50),
    "score-pad-500x6": ("score-pad", 500),
    "secrets-50x6": ("secrets", 50),
}
TOKEN_LINE = "phone.token = t.seats[s].token;"
JOIN = (
    "phone.token = t.seats[s].token ?? (await httpJson('POST', "
    "`${O.url}/api/tables/${encodeURIComponent(t.code)}/join`, { body: { seat: s } })).token;"
)
LINE = re.compile(
    r"^(bgio|companion) \S+ T=\d+ P=\d+ .*?count=(\d+)/(\d+) lost=(\d+) p50=([\d.]+) .*?p99=([\d.]+) .*?"
    r"server peak RSS=([\d.]+) MB cpu=([\d.]+)s"
)


def prepare(peer: Path, scratch: Path) -> Path:
    """The harness in a scratch folder, its phones joining their seats; `npm ci` once."""
    if not (peer / "run.sh").exists():
        raise SystemExit(f"{peer} has no run.sh: pass --peer with the boardgame.io fan-out harness")
    here = scratch / "fanout"
    shutil.copytree(peer, here, ignore=shutil.ignore_patterns("results"), symlinks=True)
    load = here / "load.js"
    text = load.read_text()
    if TOKEN_LINE in text:
        load.write_text(text.replace(TOKEN_LINE, JOIN))
    for f in here.rglob("*"):
        if f.is_file() and not f.is_symlink():
            f.chmod(f.stat().st_mode | 0o200)
    if not (here / "node_modules" / "boardgame.io").exists():
        subprocess.run(["npm", "ci", "--no-audit", "--no-fund"], cwd=here, check=True, stdout=subprocess.DEVNULL)
    return here


def run(harness: Path, game: str, tables: int, scratch: Path) -> dict[str, dict[str, float]]:
    """One side-by-side run of the harness: each server's figures."""
    db = tempfile.mkdtemp(dir=scratch)
    # Every phone of the harness comes from 127.0.0.1: hundreds of tables are opened from one address.
    serve = (
        f"{sys.executable} -m web.cli serve --host 127.0.0.1 --port {{port}} --db {db}/f.sqlite3 --create-limit 100000"
    )
    root = Path(__file__).resolve().parents[1]
    cmd = ["./run.sh", "--companion-cmd", f"cd {root} && exec {serve}", "--tables", str(tables), "--phones", "6"]
    out = subprocess.run(
        [*cmd, "--game", game],
        cwd=harness,
        capture_output=True,
        text=True,
        check=False,
    )
    found: dict[str, dict[str, float]] = {}
    for line in out.stdout.splitlines():
        m = LINE.match(line)
        if m:
            who, got, want, lost, p50, p99, rss, cpu = m.groups()
            found[who] = {"seen": int(got), "of": int(want), "lost": int(lost), "p50": float(p50)}
            found[who] |= {"p99": float(p99), "rss": float(rss), "cpu": float(cpu)}
        elif "WARNING" in line:
            print("   ", line)
    if set(found) != {"bgio", "companion"}:
        raise SystemExit(f"the harness did not report both servers:\n{out.stdout[-2000:]}\n{out.stderr[-2000:]}")
    return found


def main() -> None:
    """Every set-up, `--runs` times, as a table of figures and ratios."""
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--peer", type=Path, required=True, help="the boardgame.io fan-out harness folder")
    p.add_argument("--runs", type=int, default=1)
    p.add_argument("--only", nargs="*", choices=list(SETUPS), default=list(SETUPS))
    args = p.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        harness = prepare(args.peer.resolve(), Path(tmp))
        print(
            f"{'set-up':16} run | {'boardgame.io p50/p99 ms':>23} | {'companion p50/p99 ms':>21} | ratio p50/p99"
            " | lost b/c | peak RSS MB b/c | CPU s b/c"
        )
        for name in args.only:
            game, tables = SETUPS[name]
            for i in range(args.runs):
                f = run(harness, game, tables, Path(tmp))
                b, c = f["bgio"], f["companion"]
                print(
                    f"{name:16} {i + 1:3} | {b['p50']:10.2f} / {b['p99']:8.2f} | {c['p50']:8.2f} / {c['p99']:8.2f}"
                    f" | {c['p50'] / b['p50']:5.2f}x / {c['p99'] / b['p99']:5.2f}x | {b['lost']:.0f} / {c['lost']:.0f}"
                    f" | {b['rss']:6.1f} / {c['rss']:6.1f} | {b['cpu']:5.2f} / {c['cpu']:5.2f}",
                    flush=True,
                )


if __name__ == "__main__":
    main()
