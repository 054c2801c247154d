"""The score pad after blind playtest pt92: six 24-character names, German at 360 px, text at 130 %."""

from __future__ import annotations

from playwright.sync_api import expect

from tests.browser.support import LiveServer, act, read, seat_link, wait_for
from tests.browser.test_stress_set import NAMES, SIZES, stressed

# How many of an element's characters lie inside its box (not cut off by its edge or its last line).
SHOWN = """(el) => { const box = el.getBoundingClientRect(), walk = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
  let n = 0; for (let node; (node = walk.nextNode());) for (let i = 0; i < node.length; i++) {
    const c = document.createRange(); c.setStart(node, i); c.setEnd(node, i + 1); const b = c.getBoundingClientRect();
    if (b.width && b.right <= box.right + 0.5 && b.bottom <= box.bottom + 0.5) n++; }
  return n; }"""


def test_the_latest_line_beside_the_round_button_shows_who_did_what(live_server: LiveServer, phone) -> None:
    """pt92: "Verlauf › ● Alek…" beside "Runde 2 →": the log's word took the room of the news itself."""
    table = live_server.create_table("score-pad", list(NAMES), {"categories": ["Holz", "Stein"], "rounds": 4})
    act(live_server, table, {"type": "score", "seat": 4, "delta": 5, "category": "Stein"}, 4)
    page = stressed(phone, "de", SIZES[0])
    page.goto(seat_link(live_server, table, 1))
    wait_for(page, f"C.table.snap().seq === {read(live_server, table)['seq']}")
    line = page.locator("#last-move")
    expect(line).to_contain_text("Александра bekommt +5")
    # The round's button beside it; the line shows the player's first name and the points, uncut.
    expect(page.locator(".game-actions .pad-act")).to_be_visible()
    shown = line.evaluate(SHOWN)
    assert shown >= len(" Александра bekommt +5"), f"only {shown} characters of the latest line show"
    assert page.locator("#open-log").get_attribute("aria-label") == "Verlauf"  # still named for what it opens


def test_the_big_screen_is_not_said_to_show_a_board_a_score_pad_has_none(live_server: LiveServer, phone) -> None:
    """pt92: "Es zeigt den Spielplan groß" in the Table sheet of a score pad, which has no board."""
    table = live_server.create_table("score-pad", list(NAMES[:3]))
    page = stressed(phone, "de", SIZES[0])
    page.goto(seat_link(live_server, table, 0))
    wait_for(page, f"C.table.snap().seq === {read(live_server, table)['seq']}")
    page.locator("#open-table").click()
    sheet = page.locator("#big-screen")
    expect(sheet).to_contain_text("Es zeigt das Spiel groß")
    assert "Spielplan" not in sheet.text_content()


def test_the_end_screen_says_what_its_csv_and_json_links_are(live_server: LiveServer, phone) -> None:
    """pt92: a bare "CSV · JSON" under the standings (Russian: "таблица · файл данных", no Latin words)."""
    table = live_server.create_table("score-pad", list(NAMES[:3]))
    act(live_server, table, {"type": "score", "seat": 0, "delta": 4}, 0)
    act(live_server, table, {"type": "finish"})
    for lang, words in (
        ("en", "Download the scores: spreadsheet (CSV) · data file (JSON)"),  # pt99: "CSV · JSON" alone was technical
        ("de", "Punkte herunterladen: Tabelle (CSV) · Datendatei (JSON)"),
        ("ru", "Скачать счёт: таблица · файл данных"),
    ):
        page = stressed(phone, lang, SIZES[0])
        page.goto(seat_link(live_server, table, 1))
        export = page.locator("#pad-export")
        expect(export).to_have_text(words)
        with page.expect_download() as got:
            export.get_by_role("link").first.click()
        assert got.value.suggested_filename.endswith(".csv")
