"""Issue #32: the host photographs the table's filled score sheet (a corpus photo of its real PDF) through
the real file input at 360x740 (German, dark, text at 130 %, six 24-character names), checks every field
beside its crop, types any field read unsurely, fixes a Total that disagrees with its rows, confirms with one
tap; another phone, the history and the BG Stats link show the scores. The server reads it with companion/scan
(the `scan` extra).
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
from web import scan_reader

pytest.importorskip("cv2", reason="the scan extra (OpenCV) reads the photo")
from tests.web.scan_photos import table_photo  # needs OpenCV


@pytest.mark.browser
def test_a_scanned_sheet_becomes_the_tables_scores_on_every_phone(
    live_server: LiveServer, phone, tmp_path, monkeypatch: pytest.MonkeyPatch
) -> None:
    uploaded: list[bytes] = []  # what reached the reader (the server runs in this process)
    read_off_loop = scan_reader._off_loop
    monkeypatch.setattr(scan_reader, "_off_loop", lambda fn, photo: read_off_loop(fn, uploaded.append(photo) or photo))
    t = live_server.create_table("score-pad", list(NAMES[:6]))
    shot = table_photo(live_server.app.extensions["tables"], t["code"], live_server.url, seed=1)
    host = stressed(phone, "de", {"width": 360, "height": 740})
    host.emulate_media(color_scheme="dark")
    as_host(host, live_server, t)
    host.locator("#open-table").click()
    picture = tmp_path / "sheet.jpg"
    picture.write_bytes(shot.jpeg)  # 6 megapixels: the phone shrinks it to 2 before it uploads
    host.locator("#scan-table-button-input").set_input_files(str(picture))
    host.locator(".scan-check").wait_for(timeout=20_000)
    assert [pixels(p) <= 2_000_000 for p in uploaded] == [True]
    crop = host.locator(".scan-focus img.scan-crop")  # the focused field's, beside Confirm
    assert crop.evaluate("(x) => x.naturalWidth") > 0, "the field to check beside its crop"
    screenshot(host, "scan-check-de-dark")
    problems = findings(host, "the scan check, de 360px, text 130 %, dark")
    assert not problems, problems
    unread = host.locator(".scan-cell.must .scan-value")
    while unread.count():  # read below the threshold: typed from the sheet, as a player would
        field = unread.first
        key, seat = field.get_attribute("data-key"), int(field.get_attribute("data-seat"))
        field.fill(str(shot.truth[(key, seat)]))
    read = host.locator(".scan-value").evaluate_all("(xs) => xs.map((x) => [x.dataset.key, +x.dataset.seat, x.value])")
    assert all(int(v) == shot.truth[(k, s)] for k, s, v in read), "a field read confidently and wrong"
    # The pen wrote random figures: a Total that disagrees with its rows is marked, and the player fixes it.
    bad = host.locator(".scan-cell.bad .scan-value").evaluate_all("(xs) => xs.map((x) => +x.dataset.seat)")
    for seat in bad:
        rows = sum(int(v) for k, s, v in read if s == seat and k != "total")
        host.locator(f'.scan-value[data-key="total"][data-seat="{seat}"]').fill(str(rows))
    totals = [int(host.locator(f'.scan-value[data-key="total"][data-seat="{s}"]').input_value()) for s in range(6)]
    host.locator("#scan-confirm").click()
    host.locator(".sheet-result [data-winner]").wait_for()
    screenshot(host, "scan-recorded-de-dark")
    assert host.locator(".players-bar .badge").all_inner_texts() == [str(v) for v in totals]
    other = phone()
    other.goto(seat_link(live_server, t, 1))
    other.locator(".sheet-result").wait_for()
    best = NAMES[totals.index(max(totals))]
    assert best in other.locator("[data-winner]").first.inner_text()
    link = other.locator(".bgstats").get_attribute("href")
    data = json.loads(urllib.parse.unquote(link.split("data=", 1)[1]))
    assert sorted(p["score"] for p in data["players"]) == sorted(totals)
    other.goto(live_server.url + "/history")
    wait_for(other, f"document.getElementById('history-plays').textContent.includes({json.dumps(best)})")
    assert f"{max(totals):,}" in other.locator("#history-plays").inner_text()  # "4,255": the history groups thousands


def pixels(jpeg: bytes) -> int:
    """A JPEG's pixels."""
    img = Image.open(io.BytesIO(jpeg))
    assert img.format == "JPEG"
    return img.width * img.height
