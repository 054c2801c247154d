"""Accuracy and speed of reading photographed score sheets, on a seeded corpus made from the real PDFs.

    python bench/scan.py [--per-game 100] [--jobs 2] [--seed 0]

Every game's blank score sheet is rendered at 150-300 dpi, filled as pens do and "photographed"
(bench/scan_corpus.py); each photo is read by `companion.scan.read_sheet` as the server reads it.
Prints, over every field of every photo: the share read confidently (at or above THRESHOLD), the
accuracy of those, how many were confidently wrong, the photos refused (with why), and the time
to read a photo (wall and CPU, p50 and p95; alone and for the ~2-megapixel ones).
"""

from __future__ import annotations

import argparse
import contextlib
import statistics
import sys
import time
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench import scan_corpus
from companion.games import all_games
from companion.scan import THRESHOLD, ScanError, read_sheet


def one(job: tuple[str, int]) -> dict:
    """Make one photo, read it, and score the reading against what was written."""
    game, seed = job
    shot = scan_corpus.make(game, seed)
    with contextlib.suppress(ScanError):  # refused: said below
        read_sheet(shot.jpeg)  # warm: the layout is built once per kind of sheet, then cached
    wall, cpu = time.perf_counter(), time.process_time()
    try:
        read = read_sheet(shot.jpeg)
    except ScanError as err:
        return {"game": game, "mp": shot.megapixels, "error": err.code, "fields": len(shot.truth)}
    out = {"game": game, "mp": shot.megapixels, "wall": time.perf_counter() - wall, "cpu": time.process_time() - cpu}
    confident = [f for f in read.fields if f.confidence >= THRESHOLD]
    wrong = [
        f for f in confident if (f.value, f.empty) != (shot.truth[(f.key, f.seat)], shot.truth[(f.key, f.seat)] is None)
    ]
    said = [f"{game} seed {seed}: {f.key} seat {f.seat} read {f.value} for {shot.truth[f.key, f.seat]}" for f in wrong]
    return {**out, "fields": len(read.fields), "confident": len(confident), "wrong": len(wrong), "said": said}


def _ms(values: list[float], q: float) -> str:
    return f"{statistics.quantiles(values, n=100)[int(q) - 1] * 1000:.0f} ms" if len(values) > 1 else "-"


def main() -> None:
    """Run the benchmark and print its figures."""
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--per-game", type=int, default=100)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    jobs = [(g.id, args.seed + i) for g in all_games() for i in range(args.per_game)]
    with ProcessPoolExecutor(args.jobs) as pool:
        results = list(pool.map(one, jobs, chunksize=4))
    fields = sum(r["fields"] for r in results)
    confident = sum(r.get("confident", 0) for r in results)
    wrong = sum(r.get("wrong", 0) for r in results)
    refused = Counter(r["error"] for r in results if "error" in r)
    read = [r for r in results if "wall" in r]
    two = [r for r in read if r["mp"] == 2.0]
    print(f"photos: {len(results)} ({', '.join(g.id for g in all_games())}), fields: {fields}")
    print(f"refused photos: {sum(refused.values())} {dict(refused)}")
    print(
        f"fields read confidently: {confident / fields:.2%} ({confident} of {fields}, refused photos count as unread)"
    )
    print(f"accuracy of confident fields: {(confident - wrong) / max(confident, 1):.3%}; confidently wrong: {wrong}")
    for r in results:
        for line in r.get("said", []):
            print(f"  confidently wrong: {line}")
    for name, group in (("all photos (1-12 MP)", read), ("2 MP photos", two)):
        walls, cpus = [r["wall"] for r in group], [r["cpu"] for r in group]
        times = f"wall p50 {_ms(walls, 50)}, p95 {_ms(walls, 95)}; CPU p50 {_ms(cpus, 50)}"
        print(f"server time, {name}: {times} ({len(group)} photos)")
    per_game = Counter()
    for r in results:
        per_game[r["game"]] += r.get("confident", 0) / r["fields"] / args.per_game
    print("confident share per game: " + ", ".join(f"{g} {v:.1%}" for g, v in per_game.items()))


if __name__ == "__main__":
    main()
