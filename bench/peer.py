"""Side by side with boardgame.io in one run: the fan-out ratios that count (companion / boardgame.io).

    python bench/peer.py --peer DIR [--runs 3] [--only score-pad-50x6 ...]
    python bench/peer.py --peer DIR --capacity     # the action rate at which p99 passes 50 ms

DIR is the boardgame.io fan-out harness (its `run.sh`, `server.js`, `load.js`: the boardgame.io
0.50.2 peer server and the load generator both servers are driven by). For each set-up (the score
pad at 50x6 and 500x6, the game with secrets at 50x6) the harness runs boardgame.io and then this
server (`companion serve` on a fresh SQLite file), one after the other, and this prints both
servers' p50, p99, lost deliveries and peak RSS, and the ratios. Only a ratio within one run
counts: these machines drift.

The harness's phones are copied to a scratch folder and adapted in one line: a table's creation
answers no seat tokens (seat secrets, issue #15), so each phone joins its seat as the table page
does. Nothing else of the harness changes. Needs node 20 and npm (`npm ci` runs there once).

`--capacity`: the score pad at 50x6 with a shorter and shorter interval between a table's actions
(the harness's `--interval-ms`), both servers side by side at each step, until each one's p99
passes 50 ms; each server's capacity is the action rate of its last step under that (as the
harness measured it), and the ratio is companion's over boardgame.io's.
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
RATE = re.compile(r"([\d.]+) actions/s")
CAPACITY_MS = [250, 125, 80, 50, 35, 25, 18, 13, 9]  # a table's interval, step by step (50 tables: 200-5,500/s asked)
CAPACITY_P99 = 50.0  # ms: the p99 a server's capacity keeps under
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


def run(harness: Path, game: str, tables: int, scratch: Path, extra: tuple[str, ...] = ()) -> dict[str, dict]:
    """One side-by-side run of the harness: each server's figures."""
    db = tempfile.mkdtemp(dir=scratch)
    # Every phone of the harness comes from 127.0.0.1: hundreds of tables are opened from one address.
    serve = (
        f"{sys.executable} -m web.cli serve --host 127.0.0.1 --port {{port}} --db {db}/f.sqlite3 --create-limit 100000"
    )
    root = Path(__file__).resolve().parents[1]
    cmd = ["./run.sh", "--companion-cmd", f"cd {root} && exec {serve}", "--tables", str(tables), "--phones", "6"]
    out = subprocess.run(
        [*cmd, "--game", game, *extra],
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
            found[who]["rate"] = float(RATE.search(line).group(1))
        elif "WARNING" in line:
            print("   ", line)
    if set(found) != {"bgio", "companion"}:
        raise SystemExit(f"the harness did not report both servers:\n{out.stdout[-2000:]}\n{out.stderr[-2000:]}")
    return found


def capacity(harness: Path, scratch: Path) -> None:
    """Raise the action rate until each server's p99 passes 50 ms; print each one's rate and the ratio."""
    print(f"capacity: score pad 50x6, p99 limit {CAPACITY_P99:.0f} ms")
    b, c = "boardgame.io actions/s, p50/p99 ms, lost", "companion actions/s, p50/p99 ms, lost"
    print(f"{'interval':>8} | {b:>40} | {c:>38}")
    best: dict[str, float] = {}
    past: set[str] = set()
    for step in CAPACITY_MS:
        over: dict[str, int] = {}  # tries of this step over the limit, per server
        for _ in range(2):  # a step over the limit is run again: one noisy run must not end a server's climb
            f = run(harness, "score-pad", 50, scratch, ("--interval-ms", str(step)))
            cells = []
            for who in ("bgio", "companion"):
                r = f[who]
                cells.append(f"{r['rate']:8.0f} /s, {r['p50']:7.2f} / {r['p99']:7.2f} ms, {r['lost']:5.0f}")
                if r["p99"] > CAPACITY_P99 or r["lost"]:
                    over[who] = over.get(who, 0) + 1
                elif who not in past:
                    best[who] = max(best.get(who, 0.0), r["rate"])
            print(f"{step:6d}ms | {cells[0]:>40} | {cells[1]:>38}", flush=True)
            if not set(over) - past:
                break
        past |= {who for who, n in over.items() if n == 2}
        if past == {"bgio", "companion"}:
            break
    b, c = best.get("bgio", 0.0), best.get("companion", 0.0)
    ratio = f"{c / b:.2f}x" if b else "n/a"
    print(f"capacity (p99 <= {CAPACITY_P99:.0f} ms): boardgame.io {b:.0f} actions/s, companion {c:.0f}: {ratio}")


def main() -> None:
    """Every set-up, `--runs` times, as a table of figures and ratios."""
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--peer", type=Path, required=True, help="the boardgame.io fan-out harness folder")
    p.add_argument("--runs", type=int, default=1)
    p.add_argument("--only", nargs="*", choices=list(SETUPS), default=list(SETUPS))
    p.add_argument("--capacity", action="store_true", help="the capacity run instead of the set-ups")
    args = p.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        harness = prepare(args.peer.resolve(), Path(tmp))
        if args.capacity:
            capacity(harness, Path(tmp))
            return
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
