"""pt26: on the start page the scan sits by the print links, right after joining (360x740, Russian, text at
130 %); a blank sheet scanned there opens its finished table with the result in view, not under the Invite
sheet, with nothing to type in a row nobody filled. The reader is the fake one (the server runs in this process)."""

from __future__ import annotations

import pytest

from tests.browser.support import LiveServer, screenshot
from tests.browser.test_scan_check import IN_VIEW
from tests.browser.test_stress_set import stressed
from tests.web import scan_fake
from tests.web.scan_fake import sheet


@pytest.mark.browser
def test_a_blank_sheet_is_scanned_right_after_joining_and_its_result_is_not_hidden(
    live_server: LiveServer, phone, tmp_path, monkeypatch: pytest.MonkeyPatch
) -> None:
    rows = {"row1": [(4, 1.0), (9, 1.0)], "row2": [None, None], "total": [(4, 1.0), (9, 1.0)]}  # row 2: spare
    reading = sheet("score-pad", None, rows)
    monkeypatch.setattr("web.scan_reader._module", lambda: scan_fake.Fake(reads=reading))
    start = stressed(phone, "ru", {"width": 360, "height": 740})
    start.goto(live_server.url + "/")
    button = start.locator("#scan-slot .scan-button")
    screenshot(start, "scan-start-ru")
    top = button.evaluate("(x) => x.getBoundingClientRect().top / visualViewport.height")
    # In the second screen, under the buttons that open a table (pt63: the first phone at a table comes to
    # open one, and found it two screens down) and the join card; above the games' cards and "Your tables".
    assert top < 1.5, f"the scan right after joining, not after every game ({top:.2f} screens down)"
    before_games = "(x) => x.getBoundingClientRect().top < document.querySelector('.games').getBoundingClientRect().top"
    assert button.evaluate(before_games)
    assert start.locator("#scan-slot").evaluate("(x) => !!x.closest('.paper').querySelector('a[href^=\"/games/\"]')")
    photo = tmp_path / "sheet.jpg"
    photo.write_bytes(b"\xff\xd8 a photo")
    start.locator("#scan-start-input").set_input_files(str(photo))
    name = start.locator("#scan-name-0")
    assert name.input_value() == "" and name.get_attribute("placeholder")  # typed over nothing, not "Player 1"
    name.fill("Ann")
    assert "unused" in start.locator('.scan-value[data-key="row2"][data-seat="0"]').evaluate(
        "(x) => x.parentElement.className"
    )
    assert start.locator("#scan-confirm").is_enabled(), "a row nobody filled is not a row to type"
    start.locator("#scan-confirm").click()
    start.locator(".sheet-result [data-winner]").wait_for()
    assert start.evaluate("document.querySelector('dialog[open]')") is None, "the result, not the Invite sheet"
    assert start.locator("[data-winner]").first.evaluate(IN_VIEW)
