"""The host's undo of another phone's move asks first, quoting the move short (pt52: 13 lines at 360 px)."""

from __future__ import annotations

from playwright.sync_api import expect

from tests.browser.bard_saga_support import at, everyone_passes, post, seven_legends, started
from tests.browser.support import LiveServer, read


def test_the_undo_question_quotes_a_long_move_in_a_few_lines(live_server: LiveServer, phone) -> None:
    """The Singing Victory's scoring, made on a seat's phone, taken back from the host's: the question stays short."""
    table, st = started(live_server)
    st = everyone_passes(live_server, table, seven_legends(live_server, table, st), first=0)
    post(live_server, table, {"type": "sing"}, 0)
    line = read(live_server, table)["table"]["undo"]["text"]
    assert len(line) > 80, line  # the case pt52 met: the whole line is long
    host = at(phone, live_server, table, "host")
    host.locator("#undo").click()
    ask = host.locator("dialog.ask")
    expect(ask).to_contain_text("It was played on another phone.")
    quoted = ask.inner_text()
    assert "…" in quoted and len(quoted) < len(line), quoted
    # The question in six lines at most at 360 px, text at 130 % (it took thirteen).
    box = ask.locator("p").first
    lines = box.evaluate("e => e.getBoundingClientRect().height / parseFloat(getComputedStyle(e).lineHeight)")
    assert lines <= 6.2, (lines, quoted)
