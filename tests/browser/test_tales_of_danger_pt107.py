"""Tales of Danger after the blind playtest pt107: three phones (360 light English, 360 dark German, 412 Russian),
text at 130 %, six 24-character names.

The winner's own phone read "🏆 Wilhelmina Featherstones gewinnt"; on the host's phone passed round the Secure
sheet said "Secure a Sponsor" without whose; "Hand full?" read as a question, not a button.
"""

from __future__ import annotations

from playwright.sync_api import expect

from tests.browser.support import LiveServer, act, as_host, call, read, seat_link
from tests.browser.test_stress_set import NAMES, SIZES, stressed
from tests.browser.test_tales_of_danger_pt77 import _tied
from tests.browser.tod_values import pick_values


def test_the_winners_own_phone_says_you_win(live_server: LiveServer, phone) -> None:
    table = _tied(live_server)  # Ann (rank 1) wins the tie over Bob (rank 3)
    ann = stressed(phone, "de", SIZES[0])
    ann.goto(seat_link(live_server, table, 0))
    expect(ann.locator('.final [data-k="win"]')).to_have_text("🏆 Du gewinnst!")
    bob = stressed(phone, "en", SIZES[0])
    bob.goto(seat_link(live_server, table, 1))
    expect(bob.locator('.final [data-k="win"]')).to_have_text("🏆 Ann wins")


def test_a_sheet_on_the_phone_passed_round_names_whose_it_is(live_server: LiveServer, phone) -> None:
    table = live_server.create_table("tales-of-danger", list(NAMES[:3]), {"first_player": 1}, seated=False)
    page = stressed(phone, "en", SIZES[0])
    as_host(page, live_server, table)  # one phone for all three: it follows the turn to Wilhelmina
    page.locator("#game-actions").get_by_role("button", name="Secure Sponsor").click()
    expect(page.locator("#sheet-title")).to_have_text("Wilhelmina: Secure a Sponsor")


def test_the_secure_sheet_keeps_its_ranks_still_under_the_finger(live_server: LiveServer, phone) -> None:
    """pt107: in Russian at 412 px the sheet, shorter than the phone, grew upwards as the first rank tapped made
    its confirm two lines ("Выбери Старт, Рынок и Макс"): the ranks rose 24 px, a mis-tap on the next row."""
    table = live_server.create_table("tales-of-danger", list(NAMES), {"first_player": 0})
    page = stressed(phone, "ru", SIZES[1])
    page.goto(seat_link(live_server, table, 0))
    page.locator("#game-actions").get_by_role("button", name="Взять покровителя").click()
    ranks = page.locator("#sheet .secure .nums.pick .btn")
    expect(ranks.first).to_be_visible()
    page.wait_for_timeout(300)  # the sheet's opening has settled
    before = ranks.first.bounding_box()
    ranks.nth(2).click()
    expect(page.locator("#sheet .secure > .confirm")).to_have_text("Выбери Старт, Рынок и Макс")
    after = ranks.first.bounding_box()
    assert before and after and abs(after["y"] - before["y"]) < 0.5, (before, after)


def test_in_act_2_the_players_own_hand_limit_is_in_view(live_server: LiveServer, phone) -> None:
    """pt107: "Akt 2 · Handlimit 8" lay under six Sponsor rows, below the fold of a German 360 px phone."""
    table = live_server.create_table("tales-of-danger", list(NAMES), {"first_player": 0})
    rank = read(live_server, table)["state"]["sponsors"][0]
    act(live_server, table, {"type": "secure_sponsor", "rank": rank, "start": 2, "market": 2, "max": 8}, 0)
    for seat in range(1, 6):
        act(live_server, table, {"type": "end_turn"}, seat)
    assert read(live_server, table)["state"]["turn"] == 0  # Bartholomew's Act 2 turn
    page = stressed(phone, "de", SIZES[0])
    page.goto(seat_link(live_server, table, 0))
    limit = page.locator('[data-k="lim"]')
    expect(limit).to_have_text("8")
    bar_top = page.locator("#actionbar").evaluate("(el) => el.getBoundingClientRect().top")
    box = limit.bounding_box()
    assert box and box["y"] + box["height"] <= bar_top, (box, bar_top)


def test_securing_a_sponsor_says_to_discard_down_to_its_start(live_server: LiveServer, phone) -> None:
    """pt109: only the confirm button said "abwerfen auf 3"; nothing after it, nor for a Sponsor given by the rule."""
    table = live_server.create_table("tales-of-danger", list(NAMES), {"first_player": 0})
    ranks = read(live_server, table)["state"]["sponsors"]
    page = stressed(phone, "de", SIZES[0])
    page.goto(seat_link(live_server, table, 0))

    def secure(seat: int) -> None:  # securing ends the turn
        act(
            live_server, table, {"type": "secure_sponsor", "rank": ranks[seat], "start": 3, "market": 2, "max": 8}, seat
        )

    secure(0)
    said = page.locator('[data-k="discard"]')
    expect(said).to_have_text("Wirf ab bis auf 3 Karten: der Anfang-Wert deines Gönners")
    act(live_server, table, {"type": "end_turn"}, 1)
    expect(said).to_have_count(0)  # the next player's turn is over: it was said in time
    for seat in (2, 3, 4):
        secure(seat)
    act(live_server, table, {"type": "end_turn"}, 5)
    act(live_server, table, {"type": "end_turn"}, 0)  # Bartholomew's Act 2 turn
    secure(1)  # the fifth Sponsor: the sixth player is given the last one
    assert read(live_server, table)["state"]["players"][5]["sponsor"] is not None
    sixth = stressed(phone, "en", SIZES[0])
    sixth.goto(seat_link(live_server, table, 5))
    expect(sixth.locator('[data-k="discard"]')).to_have_text(
        "Discard down to your Sponsor's Start (its card, bottom right)"
    )


def test_a_sponsors_name_at_its_limit_says_so(live_server: LiveServer, phone) -> None:
    """pt109: "Королева Изабелла Кастильская" was kept as "Королева Изабелла Кастил" without a word."""
    table = live_server.create_table("tales-of-danger", list(NAMES), {"first_player": 0})
    page = stressed(phone, "ru", SIZES[1])
    page.goto(seat_link(live_server, table, 0))
    page.locator("#game-actions").get_by_role("button", name="Взять покровителя").click()
    field = page.locator("#sheet .sname-f input")
    said = page.locator("#sheet .sname-f .sname-max")
    field.press_sequentially("Королева Изабелла")
    expect(said).to_be_hidden()
    field.press_sequentially(" Кастильская")
    expect(field).to_have_value("Королева Изабелла Кастил")
    expect(said).to_have_text("Не больше 24 символов")
    expect(said).to_be_visible()


def test_the_act_card_counts_full_hands_and_names_its_player_passed_round(live_server: LiveServer, phone) -> None:
    """pt112: nothing said how many hands were full (Act 3 waits for all); on the phone passed round "Act 2 · Hand
    limit 9" under Александра's turn was Bartholomew's, unsaid."""
    table = live_server.create_table("tales-of-danger", list(NAMES[:3]), {"first_player": 0}, seated=False)
    rank = read(live_server, table)["state"]["sponsors"][0]
    table["seats"][0]["token"] = call(live_server, f"/api/tables/{table['code']}/join", {"seat": 0})["token"]
    act(live_server, table, {"type": "secure_sponsor", "rank": rank, "start": 2, "market": 2, "max": 8}, 0)
    host = stressed(phone, "en", SIZES[0])
    as_host(host, live_server, table)  # passed round for Wilhelmina and Zoë: on to Wilhelmina's turn
    expect(host.locator('[data-k="act"]')).to_have_text("Wilhelmina: Act 1")
    bart = stressed(phone, "en", SIZES[0])
    bart.goto(seat_link(live_server, table, 0))
    expect(bart.locator('[data-k="act"]')).to_have_text("Act 2")  # his own phone: his own card
    full = bart.locator('[data-k="full"]')
    # pt119: up to three hands still open are named ("4 of 6" did not say whose).
    expect(full).to_have_text(
        "Hands full: 0 of 3. Act 3 starts when every hand is. Not yet: Bartholomew, Wilhelmina, Zoë."
    )
    act(live_server, table, {"type": "hand_full", "full": True}, 0)
    expect(full).to_have_text("Hands full: 1 of 3. Act 3 starts when every hand is. Not yet: Wilhelmina, Zoë.")
    # pt116: a mark made offline counts at once, as made (it waited for the connection).
    bart.context.set_offline(True)
    bart.locator("#game-actions").get_by_role("button", name="Hand full ✓").click()
    expect(full).to_have_text(
        "Hands full: 0 of 3. Act 3 starts when every hand is. Not yet: Bartholomew, Wilhelmina, Zoë."
    )
    bart.context.set_offline(False)


def test_securing_on_the_phone_passed_round_says_the_discard_as_it_moves_on(live_server: LiveServer, phone) -> None:
    """pt112: "Secure rank 2 · discard to 4", then at once "📱 Hand to Wilhelmina": the discard banner never showed."""
    table = live_server.create_table("tales-of-danger", list(NAMES[:3]), {"first_player": 0}, seated=False)
    page = stressed(phone, "en", SIZES[0])
    as_host(page, live_server, table)
    page.locator("#game-actions").get_by_role("button", name="Secure Sponsor").click()
    sheet = page.locator("#sheet")
    sheet.locator(".secure .nums.pick .btn").first.click()
    pick_values(sheet, 4, 2, 8)
    sheet.locator(".secure > .confirm").click()
    expect(page.locator("#toast.show")).to_have_text("Bartholomew: discard down to 4 cards (the Sponsor's Start)")
