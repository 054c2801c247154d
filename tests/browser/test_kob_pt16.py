"""The King of All Bards after blind playtest pt16 (issue #26): a failed Song's roll stays on every phone.

Six 24-character names on a 360x740 phone with text at 130 %; the host's phone is passed round.
"""

from __future__ import annotations

import re

from playwright.sync_api import expect

from tests.browser.support import LiveServer, read, screenshot
from tests.browser.test_kob_round_three import NAMES, _host, _own, _performing


def test_a_failed_song_stays_on_the_hosts_and_another_phone(live_server: LiveServer, phone) -> None:
    t = _performing(live_server)
    host, wil = _host(phone, live_server, t), _own(phone, live_server, t, 1)  # Wilhelmina sings next
    host.locator(".kob-songs button", has_text="Love Major").click()
    host.locator("#game-actions button", has_text="Real die").click()
    mod = read(live_server, t)["state"]["perf"]["mod"]
    value = next(v for v in range(2, 7) if v + mod < 5)  # a failing roll, not an Epic Fail
    host.locator(".kob-faces button", has_text=str(value)).click()
    # The phone ends the failed turn itself (no token to take): the next singer's picker follows.
    sign = f"+{mod}" if mod >= 0 else str(mod)
    roll = f"rolled {value} {re.escape(sign)} = {value + mod}"
    said = re.compile(rf"^{NAMES[0].split()[0]}.*: {roll}, failed: the turn ends$")
    for page in (host, wil):
        line = page.locator("[data-k=failed]")
        expect(line).to_have_text(said)
        expect(line).to_be_visible()
    expect(host.locator(".kob-panel h3").first).to_contain_text(NAMES[1].split()[0])  # "Wilhelmina sings in ..."
    expect(wil.locator(".kob-songs")).to_be_visible()  # her picker, under the line
    # On the next singer's phone it is over the Song picker, in view without a scroll.
    expect(wil.locator("[data-k=failed]")).to_be_in_viewport(ratio=1)
    screenshot(wil, "kob-pt16-failed-song")
    assert read(live_server, t)["state"]["turn"] == 1
