"""Extract every area's messages and update its catalogs: `pybabel extract` + `update`, per area.

    python scripts/i18n.py            # extract and update every area's de and ru catalogs
    python scripts/i18n.py --check    # exit 1 listing what is missing or untranslated (the test does this too)

Babel's own extractors, keywords as pybabel's: `_`, `N_`, `ngettext:1,2`, `pgettext:1c,2` in Python and
templates (Jinja's i18n extension), `t` and `tn:1,2` in the phone's JavaScript. New messages arrive
untranslated; translate them in the `.po` (German and Russian follow the game's glossary,
`translations/<lang>/glossary.tsv`). There is no compile step: catalogs compile in memory at start.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from companion.i18n_catalogs import check, update_all  # noqa: E402


def main() -> int:
    """Update the catalogs, or with --check report what is missing."""
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--check", action="store_true", help="report missing or untranslated messages, change nothing")
    args = parser.parse_args()
    if args.check:
        problems = check()
        for p in problems:
            print(p)
        print(f"{len(problems)} problem(s)")
        return 1 if problems else 0
    for line in update_all():
        print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
