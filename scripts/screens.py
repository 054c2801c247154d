"""Screenshots of every game's main screens, light and dark, on a 360 px phone, into docs/screens/.

With the stress set as far as one language goes: the game's most players (up to 6) with names of
24 characters, the phone's text at 130 %. Each game's table is driven through its main phases by
seeded random legal moves over the engine (tests/browser/phases.py, the same tour the contrast
tests take); at each phase the first player's phone is photographed in light and dark mode
(device scale 1) and the PNG is squeezed to a palette.
The README's "Screens" section links them.

    python scripts/screens.py            # every game
    python scripts/screens.py minstrels  # one game
    python scripts/screens.py --screen [game ...]  # the table screen instead, at 1920x1080

The table screen (/t/<code>/screen, for a TV or tablet in the middle of the table) is photographed
at each recorded phase (tests/browser/recorded.py, as its tests open it) as
docs/screens/screen-<game>-<phase>-<scheme>.png.
"""

from __future__ import annotations

import logging
import sys
import tempfile
from pathlib import Path

from PIL import Image
from playwright.sync_api import Page, sync_playwright

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from companion.games import all_games  # noqa: E402
from tests.browser import phases  # noqa: E402
from tests.browser.recorded import PHASES, PLAYERS, open_at, tour  # noqa: E402
from tests.browser.support import ARGS, CHROMIUM, LiveServer, seat_link, wait_for  # noqa: E402
from tests.browser.test_stress_set import LARGER_TEXT, NAMES  # noqa: E402

OUT = ROOT / "docs" / "screens"
PHONE = {"viewport": {"width": 360, "height": 740}, "device_scale_factor": 1, "is_mobile": True, "has_touch": True}
KEEP = 6  # main phases per game
TV = {"width": 1920, "height": 1080}  # the table screen's size


def squeeze(path: Path) -> None:
    """Rewrite a screenshot as a 128-colour palette PNG (a phone screen has few colours)."""
    with Image.open(path) as im:
        small = im.convert("RGB").quantize(colors=128, method=Image.Quantize.FASTOCTREE)
    small.save(path, optimize=True)


def shoot(page: Page, name: str) -> Path:
    """Photograph the phone's screen as it is now into docs/screens/<name>.png."""
    page.evaluate("() => document.getAnimations().forEach((a) => a.finish())")
    path = OUT / f"{name}.png"
    page.screenshot(path=str(path))
    squeeze(path)
    return path


def game_screens(server: LiveServer, browser: object, game: object) -> list[Path]:
    """Every main phase of one game, light and dark."""
    table = server.create_table(game.id, list(NAMES[: min(6, game.max_players)]))
    pages = {}
    for scheme in ("light", "dark"):
        context = browser.new_context(**PHONE, color_scheme=scheme)
        context.add_init_script(LARGER_TEXT)  # the phone's larger text
        page = context.new_page()
        page.goto(seat_link(server, table, 0))
        page.locator("#main > *").first.wait_for()
        pages[scheme] = page
    shots = []
    for i, phase in enumerate(phases.tour(server, table, steps=6000, keep=KEEP)):
        at = phases.seq(server, table)
        for scheme, page in pages.items():
            wait_for(page, f"C.table.snap().seq >= {at}")
            page.wait_for_timeout(200)
            shots.append(shoot(page, f"{game.id}-{i + 1}-{phase.replace(' ', '-')}-{scheme}"))
    for page in pages.values():
        page.context.close()
    return shots


def table_screens(server: LiveServer, browser: object, game: str) -> list[Path]:
    """The table screen at every recorded main phase of one game, at 1920x1080, light and dark."""
    rec = tour(game, tuple(NAMES[: PLAYERS[game]]))
    shots = []
    for scheme in ("light", "dark"):
        context = browser.new_context(viewport=TV, device_scale_factor=1, color_scheme=scheme, service_workers="block")
        page = context.new_page()
        for phase in PHASES[game]:
            table = open_at(server, rec, phase)
            page.goto(f"{server.url}/t/{table['code']}/screen")
            page.locator("#main > *").first.wait_for()
            wait_for(page, f"C.table.snap().seq === {table['seq']}")
            page.wait_for_timeout(200)
            shots.append(shoot(page, f"screen-{game}-{phase}-{scheme}"))
        context.close()
    return shots


def main(args: list[str]) -> int:
    """Regenerate the screenshots (of the games named, or all; `--screen`: the table screen); print what was written."""
    screen = "--screen" in args
    only = [a for a in args if a != "--screen"]
    OUT.mkdir(parents=True, exist_ok=True)
    logging.getLogger("werkzeug").setLevel(logging.ERROR)  # one line per request is noise here
    server = LiveServer(Path(tempfile.mkdtemp(prefix="screens-")) / "screens.sqlite3")
    try:
        with sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path=CHROMIUM, headless=True, args=ARGS)
            for game in all_games():
                if only and game.id not in only:
                    continue
                for old in OUT.glob(f"{'screen-' if screen else ''}{game.id}-*.png"):
                    old.unlink()
                made = table_screens(server, browser, game.id) if screen else game_screens(server, browser, game)
                for path in made:
                    print(f"{path.relative_to(ROOT)} {path.stat().st_size // 1024} KB")
            browser.close()
    finally:
        server.stop()
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
