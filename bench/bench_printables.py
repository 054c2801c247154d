"""Time and size of the whole printable set: every game's reference and score sheet, A4 and Letter.

    /work/venv/bin/python bench/bench_printables.py [--base-url URL] [--repeat N] [--lang en|de|ru]

Prints one line per PDF (pages, KB, ms) and the totals; the aim is under 2 s for every PDF of
every game on one paper, and under 200 KB per file. The first run of the first paper is a cold
start (fonts parsed, no word widths remembered), as `companion print --all` is. Figures only:
tests never assert on time.
"""

from __future__ import annotations

import argparse
import statistics
import time

from companion import i18n
from companion.games import all_games
from printables import build, fonts
from printables.paper import PAPERS


def main() -> None:
    """Render the set `--repeat` times per paper and print the best run's figures."""
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--base-url", default="http://192.168.1.23:8000")
    p.add_argument("--repeat", type=int, default=3)
    p.add_argument("--lang", choices=i18n.LANGUAGES, default="en", help="the language of the sheets")
    args = p.parse_args()
    t0 = time.perf_counter()
    fonts.register()
    print(f"font registration (once per process): {(time.perf_counter() - t0) * 1000:.0f} ms")
    worst = 0
    for paper in PAPERS:
        runs: list[float] = []
        rows: list[tuple[str, int, int, float]] = []
        for k in range(args.repeat):
            rows_k = []
            start = time.perf_counter()
            for game in all_games():
                for sheet in build.SHEETS:
                    t = time.perf_counter()
                    done = build.blank(game.id, sheet, paper, base_url=args.base_url, lang=args.lang)
                    name = build.filename(game.id, sheet, paper, lang=args.lang)
                    rows_k.append((name, len(done.pages), len(done.pdf), time.perf_counter() - t))
            runs.append(time.perf_counter() - start)
            if k == 0 or runs[-1] == min(runs):
                rows = rows_k
        print(f"\n{PAPERS[paper].label}:")
        for name, pages, size, took in rows:
            print(f"  {name:<40} {pages:>2} pages {size / 1024:>6.1f} KB {took * 1000:>6.0f} ms")
            worst = max(worst, size)
        total = sum(r[2] for r in rows)
        print(
            f"  {len(rows)} PDFs, {sum(r[1] for r in rows)} pages, {total / 1024:.0f} KB in all: "
            f"first run {runs[0]:.2f} s, then best {min(runs[1:] or runs):.2f} s, "
            f"median {statistics.median(runs):.2f} s over {len(runs)} runs"
        )
    print(f"\nlargest file: {worst / 1024:.1f} KB")


if __name__ == "__main__":
    main()
