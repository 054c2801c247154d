"""Plant one-line bugs one at a time and run the tests that should catch each: does the suite still catch them?

Each plant replaces one exact text in one file (a rule, a seat check, a secret, a stream, the HTTP
framing, the PostgreSQL store, a screen's CSS), runs the tests named for it beside a throwaway
PostgreSQL cluster (scripts/with_pg.sh), and puts the file back, whatever happens. A plant whose
text is no longer found is reported, not skipped silently: the table must follow the code.
It edits the tree it runs in, so run it in a worktree of its own, not beside a test run:

    git worktree add /tmp/plants HEAD && python /tmp/plants/scripts/plant_bugs.py       # every plant
    python scripts/plant_bugs.py 1 12                                                   # some of them
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path
from typing import NamedTuple

ROOT = Path(__file__).resolve().parents[1]
# The host-only check of `seating.grant` (the same check guards other calls: its refusal tells them apart).
GRANT_ONLY = '        raise Forbidden("host_only", _("only the host can let a phone take a seat"))'


class Plant(NamedTuple):
    """A bug: what kind, what it breaks, where, the text it replaces, and the tests that should fail."""

    kind: str
    bug: str
    path: str
    old: str
    new: str
    tests: tuple[str, ...]


PLANTS = (
    Plant(
        "rules",
        "KoB: a Trick 'not in the Square' accepted there",
        "companion/games/king_of_all_bards/limits.py",
        '"not_in_square": lambda s, seat, ev: s["at"][seat] != SQUARE,',
        '"not_in_square": lambda s, seat, ev: True,',
        ("tests/companion/test_king_of_all_bards_cards.py::test_a_tricks_own_limits[go_busking-not-from-the-square]",),
    ),
    Plant(
        "rules",
        "Minstrels: a tied road-sign majority pays only the first",
        "scoring/minstrels/majorities.py",
        "if p.get(character, 0) == best]",
        "if p.get(character, 0) == best][:1]",
        ("tests/scoring/test_minstrels.py::test_majority_ties_pay_everyone_and_zero_never_scores",),
    ),
    Plant(
        "rules",
        "Minstrels: the coins tie-break dropped",
        "scoring/minstrels/majorities.py",
        "(vp[seat], coins[seat], filled[seat])",
        "(vp[seat], 0, filled[seat])",
        ("tests/scoring/test_minstrels.py::test_tie_breaks_coins_then_columns_then_shared",),
    ),
    Plant(
        "rules",
        "Bard Saga: the Scrolls tie-break dropped",
        "scoring/bard_saga/ending.py",
        "(vp[seat], scrolls[seat])",
        "(vp[seat], 0)",
        ("tests/companion/test_bard_saga.py::test_end_and_tie_rules",),
    ),
    Plant(
        "seats",
        "seating.grant with no token let through",
        "companion/seating.py",
        'if whois(table, token) != "host":\n' + GRANT_ONLY,
        'if token and whois(table, token) != "host":\n' + GRANT_ONLY,
        ("tests/companion/test_seating_grant.py::test_only_the_host_grants",),
    ),
    Plant(
        "secrets",
        "Minstrels: others' dealt hero cards shown",
        "companion/games/minstrels/view.py",
        'q["offer"] = []',
        "pass",
        ("tests/companion/test_minstrels.py::test_heroes_are_dealt_two_each_and_stay_secret_until_play",),
    ),
    Plant(
        "secrets",
        "Tales of Danger: others' Journals shown before the end",
        "companion/games/tales_of_danger/view.py",
        'if not (mine or over):\n                v["journal"] = None',
        'if False:\n                v["journal"] = None',
        ("tests/companion/test_tales_of_danger.py::test_journals_never_leak_over_the_api_or_the_stream",),
    ),
    Plant(
        "streams",
        "a resume from another history not told `rewound`",
        "companion/reading.py",
        "seen.tag is not None and seen.seq > 0",
        "False and seen.seq > 0",
        (
            "tests/robustness/test_lost_moves.py::"
            "test_a_phone_that_saw_a_lost_move_is_rewound_after_another_move_took_its_seq",
        ),
    ),
    Plant(
        "streams, secrets",
        "a handed-over seat's stream keeps the new holder's batches",
        "companion/broadcast.py",
        "return viewer < len(tokens) and tokens[viewer] == self.version",
        "return True",
        (
            "tests/robustness/test_handover_streams.py::test_a_publish_after_the_seats_token_changed_ends_its_stream_instead",
        ),
    ),
    Plant(
        "http",
        "a folded header line accepted",
        "web/http_headers.py",
        'if text[:1] in (" ", "\\t"):',
        "if False:",
        ("tests/robustness/test_http_framing.py::test_a_52_mb_folded_header_is_refused_at_once_and_others_are_served",),
    ),
    Plant(
        "store",
        "PostgreSQL append: the compare-and-set loosened to seq >=",
        "companion/store/postgres.py",
        "WHERE code = %s AND seq = %s{where}",
        "WHERE code = %s AND seq >= %s{where}",
        ("tests/store/test_many_processes.py::test_three_processes_six_phones_one_table",),
    ),
    Plant(
        "screens",
        "dark --muted too faint (#5d616b)",
        "web/static/css/app.css",
        "--muted: #a5a9b4;",
        "--muted: #5d616b;",
        ("tests/browser/test_bard_saga.py::test_three_phones_from_their_own_inn_to_the_end_and_play_again",),
    ),
    Plant(
        "screens",
        "KoB score rows stop wrapping (#26's 466 px page)",
        "web/static/css/games/king-of-all-bards.css",
        ".kob-chips { display: flex; flex-wrap: wrap;",
        ".kob-chips { display: flex; flex-wrap: nowrap; white-space: nowrap;",
        ("tests/browser/test_stress_set.py::test_every_main_screen_holds_the_stress_set[king-of-all-bards]",),
    ),
    Plant(
        "screens",
        "bold text faint (3.2:1: passes as large text at 130 %, not at 100 %)",
        "web/static/css/app.css",
        "h2 { font-size: 1.2rem; margin: 1em 0 .4em; }",
        "h2 { font-size: 1.2rem; margin: 1em 0 .4em; }\nb, strong { color: #8a8d96 !important; }",
        ("tests/browser/test_stress_set.py::test_every_main_screen_holds_the_stress_set[score-pad]",),
    ),
    # Issue #28 item 4's mends, each with a bug it now catches.
    Plant(
        "rules",
        "KoB: every Pub pick refused (the property test must see play stall, not pass on refusals)",
        "companion/games/king_of_all_bards/rounds.py",
        '    need_phase(s, "movement")\n    pub = pub_field(action)\n    if s["at"][seat] == pub',
        '    need_phase(s, "no such phase")\n    pub = pub_field(action)\n    if s["at"][seat] == pub',
        ("tests/companion/test_king_of_all_bards_props.py::test_fans_are_conserved_and_no_pub_stays_over_capacity",),
    ),
    Plant(
        "http",
        "too many dice refused under another error's name",
        "companion/dice.py",
        'raise ActionError("bad_dice", _("between 1 and {max} dice at once',
        'raise ActionError("bad_json", _("between 1 and {max} dice at once',
        (
            "tests/web/test_api.py::test_bad_input_gets_a_4xx_that_names_the_problem"
            "[absurd dice-400-bad_dice-between 1 and 100 dice]",
        ),
    ),
    Plant(
        "i18n",
        "a German message's placeholder renamed ({n} -> {nn})",
        "companion/translations/de/LC_MESSAGES/messages.po",
        "msgstr \"Option '{name}' muss mindestens {n} sein\"",
        "msgstr \"Option '{name}' muss mindestens {nn} sein\"",
        (
            "tests/companion/test_catalog_placeholders.py::test_translations_keep_the_placeholders"
            "[companion/translations/de/LC_MESSAGES/messages.po]",
        ),
    ),
)


def run(n: int, plant: Plant) -> str:
    """Plant one bug, run its tests, put the file back; a tab-separated line saying what happened."""
    path = ROOT / plant.path
    text = path.read_text(encoding="utf-8")
    found = text.count(plant.old)
    if found != 1:
        return f"{n}\t{plant.kind}\t{plant.bug}\tnot planted: its text is found {found} times in {plant.path}"
    path.write_text(text.replace(plant.old, plant.new), encoding="utf-8")
    try:
        cmd = ["bash", "scripts/with_pg.sh", sys.executable, "-m", "pytest", "-q", "-x", "-p", "no:cacheprovider"]
        # This tree's code, even where the virtual environment installed another checkout's.
        env = {**os.environ, "PYTHONPATH": str(ROOT)}
        done = subprocess.run([*cmd, *plant.tests], cwd=ROOT, env=env, capture_output=True, text=True)
    finally:
        path.write_text(text, encoding="utf-8")
    last = (done.stdout.strip().splitlines() or [done.stderr.strip()[-200:]])[-1]
    verdict = {0: "MISSED", 1: "caught"}.get(done.returncode, f"error (pytest exit {done.returncode})")
    return f"{n}\t{plant.kind}\t{plant.bug}\t{verdict}\t{last}"


def main(args: list[str]) -> int:
    """Run the plants named by number (every one when none is), one line each; exit 1 if any is missed."""
    chosen = [int(a) for a in args] or range(1, len(PLANTS) + 1)
    lines = []
    for n in chosen:
        lines.append(run(n, PLANTS[n - 1]))
        print(lines[-1], flush=True)
    return 0 if all("\tcaught\t" in line for line in lines) else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
