"""The table screen fits its board once a render: each fit lays the page out nine times (screen.js)."""

from __future__ import annotations

from playwright.sync_api import expect

from tests.browser.recorded import open_at, tour
from tests.browser.support import LiveServer, act, wait_for
from tests.browser.test_stress_set import names_of
from tests.browser.test_table_screen import SCREEN, SCREEN_LOAD_MS, SIZES

# The zoom written to #main during one render, counted from the style's mutations (a fit resets it,
# halves its way 8 times, then keeps the largest that fits: 10 writes at most). Only the zoom's changes
# count: a search past one screen writes its columns' height beside each zoom (screen.js).
CHANGES = """(main) => { const seen = new MutationObserver(() => {});
  seen.observe(main, { attributes: true, attributeFilter: ["style"], attributeOldValue: true });
  C.table.render(); const records = seen.takeRecords(); seen.disconnect();
  const zoom = (style) => ((style || "").match(/zoom:\\s*([^;]+)/) || [null, ""])[1].trim();
  const zooms = [...records.map((r) => zoom(r.oldValue)), main.style.zoom];
  return [zooms.filter((z, i) => i && z !== zooms[i - 1]).length, main.style.zoom]; }"""
FITS = f"""() => ({CHANGES})(document.getElementById("main"))[0]"""


def test_a_render_of_the_screen_fits_its_board_once(live_server: LiveServer, phone) -> None:
    # A board too tall for the screen (every fit then searches its zoom), with a turn timer's pill and chips.
    table = open_at(live_server, tour("minstrels", names_of("minstrels")), "play")
    act(live_server, table, {"type": "set_timer", "mode": "player", "seconds": 600})
    page = phone(viewport=SIZES[2], **SCREEN)
    page.goto(f"{live_server.url}/t/{table['code']}/screen", timeout=SCREEN_LOAD_MS)
    expect(page.locator("#turn-timer")).to_be_visible()
    writes = page.evaluate(FITS)
    assert 0 < writes <= 10, f"{writes} writes of the board's zoom in one render"


# The zooms written to #main during one render, and the zoom it is left at.
ZOOMS = f"""() => ({CHANGES})(document.getElementById("main"))"""


def _settled(page) -> str:
    """The board's zoom once the first page has settled: the player bar's names fitted after the first fit (a frame
    later) leave the board another height, and the fit after them another zoom (a fresh clone under load read 0.96,
    then 0.83 from the render this test makes)."""
    zoom = "document.getElementById('main').style.zoom"
    was = page.evaluate(zoom)
    for _ in range(50):
        page.wait_for_timeout(100)
        now = page.evaluate(zoom)
        if now == was:
            return now
        was = now
    return was


def test_a_render_that_changes_nothing_keeps_the_screens_zoom(live_server: LiveServer, phone) -> None:
    # Session 30: every render searched the zoom again, ten layouts of the whole board; Minstrels' end took 60-150 ms a
    # layout, so each move cost a TV over a second of drawing, and its first page 2-3 s before it listened to the table.
    table = open_at(live_server, tour("minstrels", names_of("minstrels")), "over")
    page = phone(viewport=SIZES[0], **SCREEN)
    page.goto(f"{live_server.url}/t/{table['code']}/screen", timeout=SCREEN_LOAD_MS)
    wait_for(page, "!!C.table.snap() && parseFloat(document.getElementById('main').style.zoom) < 1")  # drawn smaller
    before = _settled(page)
    writes, after = page.evaluate(ZOOMS)
    assert after == before, (before, after)
    assert writes <= 2, f"{writes} writes of the board's zoom: searched again"  # 1 % larger, and back
    page.set_viewport_size(SIZES[1])  # a new size is searched again, and fits
    wait_for(page, f"document.getElementById('main').style.zoom !== '{before}'")
    wait_for(page, "document.documentElement.scrollHeight <= innerHeight")
