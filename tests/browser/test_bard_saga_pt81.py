"""Bard Saga after blind playtest pt81: the opening deal's buttons where the thumb is."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from tests.browser.bard_saga_support import FIELD, NAMES, at, post
from tests.browser.support import LiveServer, on_top
from tests.browser.test_stress_set import prompt_lines


def test_the_opening_draw_is_in_the_bar_not_behind_it(live_server: LiveServer, phone) -> None:
    # pt81: at 360 px, text at 130 %, "Draw for me" and "We drew…" lay under the Field at y=658, the bar from 570.
    table = live_server.create_table("bard-saga", list(NAMES), {"own_components": True})  # their own Inn
    post(live_server, table, {"type": "set_field", "colors": FIELD})
    post(live_server, table, {"type": "choose_starting", "seat": 0})
    page = at(phone, live_server, table, 0)
    for name in ("Draw for me", "We drew…"):
        button = page.locator("#game-actions").get_by_role("button", name=name)
        expect(button).to_be_in_viewport(ratio=1)
        assert on_top(button), name
    page.locator("#game-actions").get_by_role("button", name="Draw for me").click()
    expect(page.locator("[data-k='mt']")).to_contain_text("2")


@pytest.mark.parametrize("lang", ["en", "de", "ru"])
def test_the_opening_draw_s_prompt_takes_two_lines_at_most(live_server: LiveServer, phone, lang: str) -> None:
    # pt81: "▶ Du und 4 weitere: 2 Schriftrollen vom Gasthaus ziehen" took three lines at 360 px, text at 130 %.
    table = live_server.create_table("bard-saga", list(NAMES), {"own_components": True})
    post(live_server, table, {"type": "set_field", "colors": FIELD})
    post(live_server, table, {"type": "choose_starting", "seat": 0})
    page = at(phone, live_server, table, 0, lang)
    expect(page.locator("#prompt")).to_contain_text("2")
    assert prompt_lines(page, f"bard-saga {lang}, the opening draw") == []
