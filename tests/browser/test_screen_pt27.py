"""The table screen after the second blind playtest of #31 (pt27): every game's end moment says its
winner without a stray "null", and the screen follows Play again to the new table by itself.
"""

from __future__ import annotations

from playwright.sync_api import expect

from tests.browser.support import LiveServer, act, read
from tests.browser.test_end_screens import GAMES, recorded_end
from tests.browser.test_table_screen import SCREEN, SIZES, on_screen


def test_every_games_end_moment_names_the_winner_and_nothing_missing(live_server: LiveServer, phone) -> None:
    page = phone(viewport=SIZES[0], **SCREEN)
    for game in GAMES:
        table = recorded_end(live_server, game)
        act(live_server, table, {"type": "undo"})  # one step back, so the screen sees the end arrive
        table["seq"] = read(live_server, table)["seq"]
        on_screen(page, live_server, table)
        act(live_server, table, {"type": "redo"})
        reveal = page.locator("#screen-reveal")
        expect(reveal).to_be_visible()
        text = reveal.inner_text()
        print(f"{game}: {text!r}")
        assert text.strip() and not {"null", "undefined", "NaN"} & set(text.split()), f"{game}: {text!r}"
        snap = read(live_server, table)
        for seat in snap["table"]["winners"]:  # named, whatever the game marks as its winner's line
            assert snap["players"][seat]["name"] in text, f"{game}: {text!r}"
