"""A full server's 503 (issue #33): the phone keeps the move, says so, and sends it again after Retry-After with
the same action id, so it is applied exactly once."""

from __future__ import annotations

import json
import time

from playwright.sync_api import Route, expect

from tests.browser.support import LiveServer, read, wait_for
from tests.browser.test_stress_set import opened

BUSY = {"error": {"code": "overloaded", "message": "the server is busy (test)", "reason": "queue", "retry_after": 1}}


def test_a_busy_answer_keeps_the_move_and_sends_it_again_after_retry_after(live_server: LiveServer, phone) -> None:
    table = live_server.create_table("score-pad", ["Ann", "Bob"], {"rounds": 3})
    table["seq"] = read(live_server, table)["seq"]
    page = phone(service_workers="block")
    opened(page, live_server, table, 1)
    sent: list[tuple[float, dict]] = []

    def busy_once(route: Route) -> None:
        sent.append((time.monotonic(), json.loads(route.request.post_data or "{}")))
        if len(sent) == 1:  # the server is full the first time
            route.fulfill(
                status=503, headers={"Retry-After": "1"}, content_type="application/json", body=json.dumps(BUSY)
            )
        else:
            route.continue_()

    page.route(f"**/api/tables/{table['code']}/actions", busy_once)
    page.get_by_role("button", name="+1 for Bob").click()
    expect(page.locator("#toast")).to_contain_text("the server is busy (test)")
    wait_for(page, f"C.table.snap().seq === {table['seq'] + 1}", timeout=10)
    expect(page.locator('[data-k="t1"]')).to_have_text("1")
    assert len(sent) == 2, sent
    (first_at, first), (again_at, again) = sent
    assert again == first and first["id"]  # the same action, the same id
    assert again_at - first_at >= 1.0  # after Retry-After, not at once
    stored = read(live_server, table)
    assert stored["state"]["totals"] == [0, 1] and stored["seq"] == table["seq"] + 1  # applied once
