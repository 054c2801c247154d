"""A greyed-out control says why when tapped, in the phone's language (issue #26 item 7): one listener for all games."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from tests.browser.support import LiveServer, act, seat_link
from tests.companion.test_minstrels_play import BASE_COINS

SAYS = {
    "en": ("A die shows 1 to 6", "Only Ana or the host can undo that", "Nothing to undo"),
    "de": (
        "Ein Würfel zeigt 1 bis 6",
        "Nur Ana oder der Gastgeber kann das rückgängig machen",
        "Nichts rückgängig zu machen",
    ),
    "ru": ("На кубике от 1 до 6", "Отменить это может только Ana или хозяин стола", "Отменять нечего"),
}
LOCALES = {"en": "en-US", "de": "de-DE", "ru": "ru-RU"}


def tapped(page: Page, selector: str) -> str:
    """Tap a disabled control as a finger would (no click reaches it) and read the toast it brings up."""
    control = page.locator(selector)
    expect(control).to_be_disabled()
    control.tap(force=True)
    toast = page.locator("#toast.show")
    expect(toast).to_be_visible()
    return toast.inner_text()


@pytest.mark.parametrize("lang", sorted(SAYS))
def test_a_greyed_out_control_says_why(live_server: LiveServer, phone, lang: str) -> None:
    die, not_yours, nothing = SAYS[lang]
    table = live_server.create_table("minstrels", ["Ana", "Bo"], {"first_player": 0})
    ana, bo = phone(locale=LOCALES[lang]), phone(locale=LOCALES[lang])
    ana.goto(seat_link(live_server, table, 0))
    expect(ana.locator("#undo")).to_be_disabled()
    assert tapped(ana, "#undo") == nothing
    for seat in (0, 1):
        act(live_server, table, {"type": "board_ready", "coins": BASE_COINS}, seat)
    act(live_server, table, {"type": "roll_dice", "values": [1, 6]}, 0)
    bo.goto(seat_link(live_server, table, 1))
    # Ana's die 1 shows a 1: it goes no lower (the rulebook's die); her die 2 no higher than 6.
    expect(ana.locator("[data-k=die0]")).to_contain_text("1")
    assert tapped(ana, ".mdie >> nth=0 >> button.btn.small >> nth=0") == die
    assert tapped(ana, ".mdie >> nth=1 >> button.btn.small >> nth=1") == die
    # Ana rolled: Bo's phone cannot take her roll back.
    expect(bo.locator("#undo")).to_be_disabled()
    assert tapped(bo, "#undo") == not_yours


def test_the_reason_is_the_one_the_sheet_shows(live_server: LiveServer, phone) -> None:
    """Tales of Danger's Sponsor cards drawn at the table: the greyed-out entry says how many are picked."""
    table = live_server.create_table("tales-of-danger", ["Ana", "Bo", "Cy"], {"own_components": True})
    ana = phone()
    ana.goto(seat_link(live_server, table, 0))
    ana.locator("#game-actions .draw-pair .btn", has_text="We drew…").click()
    ana.locator("#sheet-content").get_by_role("button", name="Rank 2", exact=True).click()
    enter = "#sheet-content .btn.primary.big"
    expect(ana.locator(enter)).to_have_text("1 of 4 picked")
    assert tapped(ana, enter) == "1 of 4 picked"
