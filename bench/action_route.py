"""An action's cost in-process: the fast path against Flask's route, for this code and another checkout's.

    python bench/action_route.py [--actions 2000] [--against DIR]

No server, no sockets: a score pad's `score` action is called as a WSGI request on an app with an
in-memory SQLite store, through the fast path (web/fastpath.py: the request environ handed to the
app's WSGI callable), through Flask's route (`FAST_ACTIONS=False`: the same environ, and the Flask
test client). `--against DIR` measures the code in DIR too (another checkout, e.g. an export of
main: `git archive main | tar -x -C DIR`), in a child process, rounds alternating with this
code's so that a busy machine weighs on both alike. Times are the process's CPU time (other
processes on the same cores stretch the wall time, not that). Prints µs per action, the best of
10 rounds, and the ratio Flask / fast path.
"""

from __future__ import annotations

import argparse
import io
import json
import os
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
ROUNDS = 10
BODY = json.dumps({"type": "score", "seat": 0, "delta": 1}).encode()


def _timers(actions: int) -> dict[str, Callable[[], float]]:
    """Name -> a function that runs `actions` actions and returns the CPU seconds they took."""
    from web import create_app

    def table(fast: bool) -> tuple[object, str, str]:
        app = create_app({"TESTING": True, "DATABASE": ":memory:", "FAST_ACTIONS": fast})
        made = app.test_client().post("/api/tables", json={"game": "score-pad", "players": ["A", "B"]}).json
        return app, made["code"], made["host_token"]

    def wsgi(fast: bool) -> Callable[[], float]:
        def run() -> float:
            app, code, token = table(fast)  # a fresh table a round: a score pad's answer grows with its history
            environ = {
                "REQUEST_METHOD": "POST",
                "PATH_INFO": f"/api/tables/{code}/actions",
                "SERVER_NAME": "x",
                "SERVER_PORT": "80",
                "SERVER_PROTOCOL": "HTTP/1.1",
                "REMOTE_ADDR": "127.0.0.1",
                "CONTENT_TYPE": "application/json",
                "CONTENT_LENGTH": str(len(BODY)),
                "HTTP_AUTHORIZATION": f"Bearer {token}",
                "HTTP_ACCEPT_LANGUAGE": "de",
                "wsgi.url_scheme": "http",
                "wsgi.errors": sys.stderr,
            }
            started = time.process_time()
            for _ in range(actions):
                env = {**environ, "wsgi.input": io.BytesIO(BODY)}
                b"".join(app.wsgi_app(env, lambda status, headers: None))
            return time.process_time() - started

        return run

    def client() -> Callable[[], float]:
        def run() -> float:
            app, code, token = table(False)
            c, url = app.test_client(), f"/api/tables/{code}/actions"
            headers = {"Authorization": f"Bearer {token}", "Accept-Language": "de", "Content-Type": "application/json"}
            started = time.process_time()
            for _ in range(actions):
                c.post(url, data=BODY, headers=headers).close()
            return time.process_time() - started

        return run

    return {"fast path (WSGI)": wsgi(True), "Flask route (WSGI)": wsgi(False), "Flask route (test client)": client()}


def child(actions: int) -> None:
    """Run rounds on request from the parent: read a line, answer with one round's µs per action as JSON."""
    timers = _timers(actions)
    print("ready", flush=True)
    for _ in sys.stdin:
        print(json.dumps({name: run() / actions * 1e6 for name, run in timers.items()}), flush=True)


def main() -> None:
    """Measure this code (and `--against` DIR's), round by round, and print the medians."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--actions", type=int, default=2000)
    parser.add_argument("--against", type=Path, help="another checkout to measure beside this one")
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        return child(args.actions)
    per_round = args.actions // ROUNDS
    sources = {"this code": ROOT} | ({f"{args.against}": args.against.resolve()} if args.against else {})
    procs = {}
    for label, root in sources.items():
        env = {**os.environ, "PYTHONPATH": str(root)}
        cmd = [sys.executable, str(Path(__file__).resolve()), "--child", "--actions", str(per_round)]
        procs[label] = subprocess.Popen(
            cmd, cwd=root, env=env, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True
        )
        assert procs[label].stdout.readline().strip() == "ready"
    rounds: dict[str, list[dict[str, float]]] = {label: [] for label in procs}
    for _ in range(ROUNDS):
        for label, proc in procs.items():
            proc.stdin.write("go\n")
            proc.stdin.flush()
            rounds[label].append(json.loads(proc.stdout.readline()))
    for proc in procs.values():
        proc.stdin.close()
        proc.wait()
    print(f"{args.actions} actions each ({ROUNDS} rounds of {per_round}), CPU µs per action, the best round:")
    for label, got in rounds.items():
        best = {name: min(r[name] for r in got) for name in got[0]}
        fast = best["fast path (WSGI)"]
        figures = ", ".join(f"{name} {us:.0f}" for name, us in best.items())
        print(f"  {label}: {figures}; Flask (WSGI) / fast path {best['Flask route (WSGI)'] / fast:.2f}x")


if __name__ == "__main__":
    main()
