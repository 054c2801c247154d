"""Back online, a phone opens its stream again at once instead of at the browser's next retry (pt73)."""

from __future__ import annotations

from playwright.sync_api import expect

from tests.browser.support import LiveServer, seat_link, wait_for

# Counts the streams the page opens (each `new EventSource`; the browser's own retries open none).
COUNT = """(() => { const E = window.EventSource; window.streamsOpened = 0;
  window.EventSource = function (...a) { window.streamsOpened += 1; return new E(...a); };
  Object.assign(window.EventSource, { CONNECTING: 0, OPEN: 1, CLOSED: 2 });
  window.EventSource.prototype = E.prototype; })()"""


def test_back_online_the_stream_opens_again_at_once(live_server: LiveServer, phone) -> None:
    # pt73: with nothing waiting to be sent, the red "Нет связи" banner stood 5-10 s after the connection came back.
    table = live_server.create_table("score-pad", ["Ann", "Bob"])
    page = phone(init_script=COUNT)
    page.route("**/events?*", lambda route: route.abort())  # the Wi-Fi gone: the stream cannot connect
    page.goto(seat_link(live_server, table, 0))
    wait_for(page, "window.streamsOpened === 1 && !!document.querySelector('#main > *')")
    expect(page.locator("#offline")).to_be_visible()
    page.context.set_offline(True)
    page.unroute("**/events?*")
    page.context.set_offline(False)  # back: the browser says so ("online")
    wait_for(page, "window.streamsOpened === 2")  # opened again by the phone, not left to the browser's retry
    expect(page.locator("#offline")).to_be_hidden()
