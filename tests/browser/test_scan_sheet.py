"""Issue #32: the host photographs the filled score sheet through the real file input (360x740, German,
dark, text at 130 %, six 24-character names), checks every field beside its crop, types the one read
unsurely, confirms with one tap; another phone, the history and the BG Stats link show the scores.

Until companion/scan's reader is merged, the server reads the photo with the contract's stand-in
(tests/web/scan_fake.py): what this test covers is the phone's side and the path to the table.
"""

from __future__ import annotations

import io
import json
import urllib.parse

import pytest
from PIL import Image

from tests.browser.contrast import findings
from tests.browser.support import LiveServer, as_host, screenshot, seat_link, wait_for
from tests.browser.test_stress_set import NAMES, stressed
from tests.web import scan_fake

TOTALS = [41, 38, 52, 12, 29, 33]


def photo() -> bytes:
    """A 6-megapixel phone photo (the phone shrinks it to about 2 before it uploads)."""
    out = io.BytesIO()
    Image.new("RGB", (3000, 2000), (200, 190, 170)).save(out, "JPEG", quality=80)
    return out.getvalue()


@pytest.mark.browser
def test_a_scanned_sheet_becomes_the_tables_scores_on_every_phone(
    live_server: LiveServer, phone, monkeypatch: pytest.MonkeyPatch, tmp_path
) -> None:
    t = live_server.create_table("score-pad", list(NAMES[:6]))
    rows = {"total": [(v, 0.99) for v in TOTALS]}
    rows["total"][3] = (17, 0.4)  # read unsurely: shown as unread, typed by the host
    fake = scan_fake.Fake(reads=scan_fake.sheet("score-pad", t["code"], rows))
    monkeypatch.setattr("web.scan_reader._module", lambda: fake)
    host = stressed(phone, "de", {"width": 360, "height": 740})
    host.emulate_media(color_scheme="dark")
    as_host(host, live_server, t)
    host.locator("#open-table").click()
    picture = tmp_path / "sheet.jpg"
    picture.write_bytes(photo())
    host.locator("#scan-table-button-input").set_input_files(str(picture))
    host.locator(".scan-check").wait_for()
    sent = Image.open(io.BytesIO(fake.photos[0]))
    assert sent.format == "JPEG" and sent.width * sent.height <= 2_000_000
    assert host.locator(".scan-crop").count() == 6
    assert host.locator("#scan-confirm").is_disabled()  # the unread field must be typed first
    screenshot(host, "scan-check-de-dark")
    problems = findings(host, "the scan check, de 360px, text 130 %, dark")
    assert not problems, problems
    host.locator(".scan-value[aria-invalid]").fill(str(TOTALS[3]))
    host.locator("#scan-confirm").click()
    host.locator(".sheet-result [data-winner]").wait_for()
    screenshot(host, "scan-recorded-de-dark")
    assert host.locator(".players-bar .badge").all_inner_texts() == [str(v) for v in TOTALS]
    other = phone()
    other.goto(seat_link(live_server, t, 1))
    other.locator(".sheet-result").wait_for()
    assert NAMES[2] in other.locator("[data-winner]").inner_text()
    link = other.locator(".bgstats").get_attribute("href")
    data = json.loads(urllib.parse.unquote(link.split("data=", 1)[1]))
    assert sorted(p["score"] for p in data["players"]) == sorted(TOTALS)
    other.goto(live_server.url + "/history")
    wait_for(other, f"document.getElementById('history-plays').textContent.includes({json.dumps(NAMES[2])})")
    assert "52" in other.locator("#history-plays").inner_text()
