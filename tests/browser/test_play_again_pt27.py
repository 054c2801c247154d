"""Play again's sheet at Minstrels (pt27): "The first player is whoever sang last" asks who, instead of
preselecting "Drawn at random"; the player chosen is the new table's first player.
"""

from __future__ import annotations

from playwright.sync_api import expect

from tests.browser.support import LiveServer, act, call
from tests.browser.test_end_screens import recorded_end
from tests.browser.test_stress_set import SIZES, opened, stressed


def test_minstrels_play_again_asks_who_sang_last(live_server: LiveServer, phone) -> None:
    table = recorded_end(live_server, "minstrels")
    page = stressed(phone, "en", SIZES[0])
    opened(page, live_server, table, 0)
    page.locator("#play-again").click()
    pick = page.locator("#again-first")
    expect(pick.locator("option:checked")).to_have_text("Who sang last?")  # no default drawn at random
    page.locator("#again-go").click()
    # pt34: said in the sheet itself, beside the choice (a toast was not seen: the tap looked dead).
    expect(page.locator("#sheet .again-why")).to_have_text("Choose who sang last")
    expect(page.locator("#sheet .again-why")).to_be_visible()
    # pt79: in plain grey it read as a hint; it is the warning colour, the choice it needs marked.
    expect(page.locator("#sheet .again-why")).to_have_css("color", "rgb(180, 35, 24)")
    expect(pick).to_have_attribute("aria-invalid", "true")
    assert call(live_server, f"/api/tables/{table['code']}")["table"]["next"] is None  # nothing opened yet
    # Each by the name the bar calls them: the whole 24 characters were cut in the closed picker at 360 px.
    pick.select_option(label=table["seats"][2]["name"].split()[0])
    expect(page.locator("#sheet .again-why")).to_have_text("")  # the choice made, the line goes
    expect(pick).not_to_have_attribute("aria-invalid", "true")
    page.locator("#again-go").click()
    page.wait_for_url(lambda url: "/t/" in url and not url.endswith(table["code"]))
    new = page.evaluate("C.table.code")
    assert call(live_server, f"/api/tables/{new}")["options"]["first_player"] == 2


def test_play_again_before_the_end_says_the_game_is_not_over(live_server: LiveServer, phone) -> None:
    """pt46: any seated phone opened a new table mid-game in 3 taps, with no word that the game was unfinished."""
    table = live_server.create_table("score-pad", ["Ann", "Bob"], {"rounds": 3})
    table["seq"] = act(live_server, table, {"type": "score", "seat": 0, "delta": 4}, 0)["seq"]
    page = stressed(phone, "en", SIZES[0])
    opened(page, live_server, table, 1)
    page.locator("#open-table").click()
    page.locator("#table-again").click()
    expect(page.locator("#sheet .again-unfinished")).to_have_text(
        "This game is not over: its scores stay here, and the new table starts from nothing."
    )
    go = page.locator("#again-go")
    expect(go).to_have_text("Open a new table anyway")
    go.click()
    page.wait_for_url(lambda url: "/t/" in url and not url.endswith(table["code"]))
