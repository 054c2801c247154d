"""Bard Saga after the blind playtest pt10 (issue #26): six 24-character names, 360x740, text at 130 %.

The art matched by eye against the Legend (no "Art 1-8"), the host's "End the game now", no Dice
button, the cost beside a greyed Collect in full contrast, an offline move shown waiting, the end
screen's words, and the setup questions folded once answered.
"""

from __future__ import annotations

import re

from playwright.sync_api import expect

from tests.browser.bard_saga_support import (
    FIELD,
    at,
    check_screen,
    everyone_passes,
    post,
    search_sheet,
    started,
)
from tests.browser.contrast import overflow, ratio
from tests.browser.support import LiveServer, read, screenshot, switch_scheme
from tests.browser.test_stress_set import NAMES


def test_the_art_is_matched_by_eye_against_the_legend_not_a_number(live_server: LiveServer, phone) -> None:
    table, st = started(live_server)
    ann = at(phone, live_server, table, 0)
    ann.locator("#game-actions").get_by_role("button", name="Play Red").click()
    sheet = ann.locator("#sheet-content")
    expect(sheet).not_to_contain_text("Legend")  # art scores only beside a Legend: none is out (pt42)
    for n in range(1, 9):  # no numbering the table would have to agree first
        expect(sheet.get_by_role("button", name=str(n), exact=True)).to_have_count(0)
    screenshot(ann, "bard-saga-pt10-play-no-legend")
    sheet.locator("[data-k='no-art']").click()
    expect(ann.locator("#sheet")).to_be_hidden()
    # Everyone plays a Story face up round the table (the Search sheet then lists seven).
    for seat in (1, 2, 3, 4, 5, 0):
        post(live_server, table, {"type": "play", "color": "Blue"}, seat)
    # Bartholomew uncovers the top Legend; Wilhelmina searches it and names what it shows.
    wil = search_sheet(phone, live_server, table, st)
    sheet = wil.locator("#sheet-content")
    sheet.get_by_role("button", name="Legend is Yellow").click()
    expect(sheet.locator("input")).to_have_count(0)  # no free text the rules do not need (pt42)
    story = sheet.locator("[data-story='0-0']")
    # Her Red Story, held beside the Legend: her name as the bar shortens it (pt83), whole when said.
    expect(story).to_have_text(f"{NAMES[0].split()[0]}: Red")
    expect(story).to_have_attribute("aria-label", f"{NAMES[0]}: Red")
    story.click()
    expect(story).to_have_attribute("aria-pressed", "true")
    # Search stays on screen under the art and the played Stories (pt17: cut by the screen's foot).
    box, height = wil.locator("#bs-search").bounding_box(), wil.viewport_size["height"]
    assert box and box["y"] >= 0 and box["y"] + box["height"] <= height, (box, height)
    screenshot(wil, "bard-saga-pt10-search-art")
    check_screen(wil, "the Search sheet with the art, 360 light")
    switch_scheme(wil, "dark")
    check_screen(wil, "the Search sheet with the art, 360 dark")
    screenshot(wil, "bard-saga-pt10-search-art-dark")
    wil.locator("#bs-search").click()
    expect(wil.locator("#sheet")).to_be_hidden()
    st = read(live_server, table)["state"]
    art = st["legends"][-1]["art"]
    assert art and st["played"][0][0]["art"] == art
    # The next player holds their card beside the Legend next to the Market: one tap says it matches.
    nxt = st["turn"]
    page = at(phone, live_server, table, nxt)
    page.locator("#game-actions").get_by_role("button", name="Play Blue").click()
    sheet = page.locator("#sheet-content")
    expect(sheet).to_contain_text("as the Legend next to the Market (Yellow Legend)?")
    screenshot(page, "bard-saga-pt10-play-same-art")
    check_screen(page, "the play sheet with the Legend's art, 360 light")
    sheet.locator("[data-k='same-art']").click()
    expect(page.locator("#sheet")).to_be_hidden()
    assert read(live_server, table)["state"]["played"][nxt][-1] == {"color": "Blue", "art": art, "face_down": False}
    # Its tile says it scores the Legend's art (★).
    expect(page.locator(f".bs-p[data-seat='{nxt}'] .story").last).to_have_text("Blue ★")


def test_the_host_ends_the_game_now_after_a_confirmation(live_server: LiveServer, phone) -> None:
    table, _st = started(live_server)
    post(live_server, table, {"type": "adjust", "seat": 3, "vp": 3})
    host = at(phone, live_server, table, "host")
    player = at(phone, live_server, table, 1)
    expect(player.locator("[data-k='end-now']")).to_have_count(0)  # a player's phone: the host's call
    host.locator("[data-k='end-now']").click()
    dialog = host.locator("dialog.ask")
    expect(dialog).to_contain_text("The standings as they are now are final")
    screenshot(host, "bard-saga-pt10-end-now-ask")
    dialog.get_by_role("button", name="Cancel").click()
    assert read(live_server, table)["state"]["phase"] == "seeking"
    host.locator("[data-k='end-now']").click()
    host.locator("dialog.ask").get_by_role("button", name="End the game").click()
    expect(host.locator(".bs-end .win")).to_contain_text(f"{NAMES[3]} wins the Bard Saga!")
    expect(player.locator(".bs-end .win")).to_contain_text(f"{NAMES[3]} wins the Bard Saga!")
    # As a normal end: its BG Stats link on the end screen (drawn from the play the history keeps).
    expect(host.locator(".bgstats")).to_have_attribute("href", re.compile(r"^https://app\.bgstatsapp\.com/createPlay"))
    log = read(live_server, table)["log"]
    assert log[-1]["text"] == "The host ends the game in round 1: the most VP wins, then the most Scrolls"


def test_a_game_without_dice_has_no_dice_button_and_the_russian_bar_keeps_one_row(
    live_server: LiveServer, phone
) -> None:
    table, _st = started(live_server)
    page = at(phone, live_server, table, "host", "ru")
    expect(page.locator("#open-table")).to_have_text("Стол")
    expect(page.locator("#open-dice")).to_have_count(0)
    tops = page.locator(".table-actions > *").evaluate_all("(els) => els.map((e) => e.getBoundingClientRect().top)")
    assert len(set(round(t) for t in tops)) == 1, tops  # "Стол" no longer alone on a second row
    screenshot(page, "bard-saga-pt10-ru-bar")
    # A game with dice keeps its button (the score pad's dice sheet).
    pad = live_server.create_table("score-pad", list(NAMES[:2]))
    other = at(phone, live_server, pad, "host", "ru")
    expect(other.locator("#open-dice")).to_have_count(1)


def test_the_cost_beside_a_greyed_collect_is_in_full_contrast(live_server: LiveServer, phone) -> None:
    table, st = started(live_server)
    post(
        live_server, table, {"type": "adjust", "seat": 0, "scrolls": {c: -n for c, n in st["scrolls"][0].items() if n}}
    )
    for scheme in ("light", "dark"):
        page = at(phone, live_server, table, 0)
        switch_scheme(page, scheme)
        page.locator("[data-k='d0']").click()
        sheet = page.locator("#sheet-content")
        button = sheet.get_by_role("button", name="Collect")
        expect(button).to_be_disabled()
        expect(button).to_have_text("Collect (+1 VP)")  # not the cost at 2.3:1
        cost = sheet.locator(".needline")
        expect(cost).to_contain_text("To Collect:")
        expect(cost).to_contain_text("1 Red")
        assert ratio(cost) >= 4.5, scheme
        screenshot(page, f"bard-saga-pt10-greyed-collect-{scheme}")


def test_a_move_tapped_offline_shows_it_waits_to_be_sent(live_server: LiveServer, phone) -> None:
    table, _st = started(live_server)
    page = at(phone, live_server, table, 0, "ru")
    # The sheets' script once online (a phone's service worker keeps it; this test's phone has none).
    page.locator("#game-actions").get_by_role("button", name="Сыграть: Красный").click()
    page.locator("#sheet-close").click()
    page.context.set_offline(True)
    # A Story in two taps, the second on the sheet: it closes, and the bar says the move waits.
    page.locator("#game-actions").get_by_role("button", name="Сыграть: Красный").click()
    page.locator("#sheet-content [data-k='no-art']").click()
    expect(page.locator("#sheet")).to_be_hidden()
    wait = page.locator("[data-k='waiting']")
    expect(wait).to_have_text("Сыграть: Красный — ждёт отправки")
    greyed = page.locator("#game-actions .bs-waiting")
    assert greyed.count() >= 1  # the bar greyed: not tapped twice
    expect(greyed.first).to_have_css("pointer-events", "none")
    screenshot(page, "bard-saga-pt10-offline-waiting")
    page.context.set_offline(False)
    expect(wait).to_have_count(0, timeout=15000)
    played = read(live_server, table)["state"]["played"][0]
    assert played == [{"color": "Red", "art": "", "face_down": False}]  # sent once


def test_the_end_screen_says_the_tie_break_and_the_place_in_words(live_server: LiveServer, phone) -> None:
    table, _st = started(live_server)
    # Wilhelmina and Zoë tie on 6 VP; Wilhelmina holds more Scrolls. Maximilian comes 4th.
    for seat, vp in ((1, 6), (2, 6), (0, 4), (3, 1)):
        post(live_server, table, {"type": "adjust", "seat": seat, "vp": vp})
    post(live_server, table, {"type": "adjust", "seat": 1, "scrolls": {"Red": 3}})
    final = post(live_server, table, {"type": "end_here"})
    assert final["won"]["seats"] == [1]
    place = next(x for x in final["standings"] if x["seat"] == 3)["place"]
    assert place == 4
    for lang, you, by in (
        ("en", "You: 4th place, 1 VP", "Tie on VP, won on the most Scrolls"),
        ("de", "Du: 4. Platz, 1 SP", "Gleich viele SP, Sieg durch die meisten Schriftrollen"),
        ("ru", "Ты: 4-е место, 1 ПО", "Поровну ПО, победа: больше Свитков"),
    ):
        page = at(phone, live_server, table, 3, lang)
        expect(page.locator("[data-k='you']")).to_have_text(you)
        expect(page.locator(".bs-end .by")).to_have_text(by)
        screenshot(page, f"bard-saga-pt10-end-{lang}")


def test_the_setup_questions_fold_away_once_answered(live_server: LiveServer, phone) -> None:
    table = live_server.create_table("bard-saga", list(NAMES))
    page = at(phone, live_server, table, 0)
    names = page.locator(".bs-setup .bs-colours .btn")
    expect(names).to_have_count(6)  # asked: who last sang aloud?
    post(live_server, table, {"type": "set_field", "colors": FIELD})
    post(live_server, table, {"type": "choose_starting", "seat": 2})
    done = page.locator("[data-k='setup-done']")
    expect(done).to_contain_text(f"The Field is set; {NAMES[2]} is the Starting Player.")
    expect(names.first).to_be_hidden()  # folded: the six name buttons off the screen
    screenshot(page, "bard-saga-pt10-setup-folded")
    done.locator("summary").click()  # a wrong answer can still be changed
    expect(names.nth(1)).to_be_visible()


def test_the_end_opens_at_its_top_for_the_host_who_ended_it_from_the_foot(live_server: LiveServer, phone) -> None:
    """pt17: the host's end screen opened in the middle of the standings (the page kept its scroll)."""
    table, _st = started(live_server)
    host = at(phone, live_server, table, "host")
    end_now = host.locator("[data-k='end-now']")
    end_now.scroll_into_view_if_needed()
    assert host.evaluate("window.scrollY") > 0
    end_now.click()
    host.locator("dialog.ask").get_by_role("button", name="End the game").click()
    expect(host.locator(".bs-end .win")).to_be_in_viewport()
    expect(host.locator("#end-actions")).to_be_visible()
    assert host.evaluate("window.scrollY") == 0


def test_the_singing_victorys_two_buttons_fit_a_german_phone(live_server: LiveServer, phone) -> None:
    """pt17: side by side, "Siegesgesang: wir haben gezogen…" ran 47 px past a 360 px screen."""
    table, st = started(live_server)
    st = post(live_server, table, {"type": "play", "color": "Red", "face_down": True}, st["turn"])
    st = everyone_passes(live_server, table, st, first=st["turn"])
    assert st["phase"] == "singing" and st["sing_draws"], st["phase"]
    page = at(phone, live_server, table, st["passed"][0], "de")  # the phone of the player it asks (pt71)
    pair = page.locator("#game-actions .draw-pair .btn")
    expect(pair).to_have_text(["Siegesgesang: die App zieht", "Siegesgesang: wir haben gezogen…"])
    width = page.evaluate("visualViewport.width")
    for box in (pair.nth(0).bounding_box(), pair.nth(1).bounding_box()):
        assert box["x"] >= 0 and box["x"] + box["width"] <= width + 0.5, box
    assert overflow(page) == []


def test_another_phones_move_is_said_in_a_toast(live_server: LiveServer, phone) -> None:
    """pt17, pt18: another phone's move changed the board with no word but a log strip cut at the player's name."""
    table, st = started(live_server)
    wil = at(phone, live_server, table, 1)
    expect(wil.locator("#toast.show")).to_have_count(0)
    st = post(live_server, table, {"type": "pass"}, st["turn"])  # Bartholomew passes on his own phone
    said = read(live_server, table)["log"][-1]["text"]
    assert NAMES[0] in said
    for name in NAMES:  # named as the bar names them, by first name (pt28: whole names cut the news)
        said = said.replace(name, name.split()[0])
    expect(wil.locator("#toast.show")).to_have_text(said)
