"""Minstrels after blind playtest pt93: four 24-character names, three phones, text at 130 %."""

from __future__ import annotations

from playwright.sync_api import expect

from tests.browser.recorded import open_at, tour
from tests.browser.support import LINES, LiveServer, act, as_host, call, read, seat_link, wait_for
from tests.browser.test_history import BROKEN_WORDS
from tests.browser.test_minstrels import BASE, cell
from tests.browser.test_stress_set import NAMES, SIZES, stressed


def test_a_hand_the_real_deck_sent_back_stays_the_news_on_its_phone(live_server: LiveServer, phone) -> None:
    """pt93: Александра entered her real hero cards; Wilhelmina's phone lost the app's two cards and only
    said "Александра hat 2 Heldenkarten erhalten (am Tisch gezogen)": the line saying hers went back was
    put away at once by the move's last line."""
    table = live_server.create_table("minstrels", list(NAMES[:4]), {"heroes": True})
    page = stressed(phone, "de", SIZES[0])
    page.goto(seat_link(live_server, table, 1))
    expect(page.locator(".msetup .heroes .hero")).to_have_count(2)  # the app's deal when the table opened
    mine = read(live_server, table, 1)["state"]["players"][1]["offer"]
    drawn = [h for h in read(live_server, table, 2)["state"]["players"][2]["offer"] if h not in mine][:2]
    act(live_server, table, {"type": "deal_heroes", "drawn": drawn}, 2)
    wait_for(page, f"C.table.snap().seq === {read(live_server, table)['seq']}")
    expect(page.locator(".msetup .draw-pair")).to_be_visible()
    toast = page.locator("#toast")
    expect(toast).to_contain_text("Die Heldenkarten von Wilhelmina aus der App")  # hers, not Александра's draw


def test_the_hosts_phone_passed_round_shows_each_players_own_hero_cards(live_server: LiveServer, phone) -> None:
    """pt93: with the host's phone passed round, "Bartholomew's hero cards are secret: choose on Bartholomew's
    own phone (Invite gives the link)": there was no such phone, and setup stalled on "Keep one hero"."""
    table = live_server.create_table("minstrels", list(NAMES[:4]), {"heroes": True}, seated=False)
    zoe = call(live_server, f"/api/tables/{table['code']}/join", {"seat": 2})  # Zoë has a phone of her own
    act(live_server, table, {"type": "keep_seats"})  # "Everyone (passed round)": the other three
    host = stressed(phone, "en", SIZES[0])
    as_host(host, live_server, table)
    offers = {s: call(live_server, f"/api/tables/{table['code']}?as={s}", token=table["host_token"]) for s in (0, 1, 3)}
    for seat in (0, 1):  # the phone follows the setup from one player it holds to the next
        hand = offers[seat]["state"]["players"][seat]["offer"]
        reading = "JSON.stringify([C.table.seat(), C.table.snap().you.as, C.table.snap().table.kept])"
        try:  # it reads the game as that player: a suite run once saw no cards here (not seen again)
            wait_for(host, f"C.table.snap().you.as === {seat}", timeout=15)
        except TimeoutError as e:
            raise AssertionError(f"not read as seat {seat}: [acting, as, kept] = {host.evaluate(reading)}") from e
        heroes = host.locator(".msetup .heroes .hero b")
        # pt95: handed on from the player before, the phone shows the cards only once their player taps.
        show = host.locator("[data-k=show-heroes]")
        expect(show).to_have_text(f"Show {NAMES[seat].split()[0]}'s hero cards", timeout=10_000)  # the bar's name
        expect(heroes).to_have_count(0)
        show.click()
        expect(heroes).to_have_text(hand)  # an English phone: the cards by their names
        expect(host.locator(".msetup")).not_to_contain_text("own phone")
        host.locator(".msetup .heroes .hero").first.click()
        for c, s in BASE:
            cell(host, c, s).click()
        host.get_by_role("button", name="Coins placed").click()
        wait_for(host, f"C.table.snap().state.players[{seat}].ready === true")
        zoes = call(live_server, f"/api/tables/{table['code']}", token=zoe["token"])["state"]
        assert zoes["players"][seat]["hero"] is None  # on Zoë's phone: still secret
    expect(host.locator("[data-k=show-heroes]")).to_have_text("Show Maximilian's hero cards")  # his turn at the phone
    expect(host.locator(".msetup .heroes .hero")).to_have_count(0)


def test_where_the_vp_came_from_wraps_its_lines_on_a_german_phone(live_server: LiveServer, phone) -> None:
    """pt95: "Runde 3 · Prinzessin (Rapunzel: 1 Schatz/Bandit): +2 SP +1 Münze" ran 92 px past the sheet at 360 px."""
    table = live_server.create_table("minstrels", list(NAMES[:4]))
    page = stressed(phone, "de", SIZES[0])
    page.goto(seat_link(live_server, table, 1))
    page.locator("#main > *").first.wait_for()
    # The line as a Rapunzel Princess scores it: the note is the hero's, in the page's language.
    page.evaluate("""() => { const p = C.table.snap().state.players[1];
      p.log = [[3, "Prinzessin", "Rapunzel: 1 Schatz/Bandit", 2, 1]]; p.vp = 2; }""")
    page.locator("button.ringwrap").click()
    line = page.locator("#sheet ol.srcs li").first
    expect(line).to_have_text("Runde\u00a03 · Prinzessin (Rapunzel: 1 Schatz/Bandit): +2\u00a0SP +1\u00a0Münze")
    body = page.locator("#sheet .sheet-body")
    assert body.evaluate("(el) => el.scrollWidth <= el.clientWidth + 1"), body.evaluate("(el) => el.scrollWidth")


def test_the_end_standings_keep_long_names_whole(live_server: LiveServer, phone) -> None:
    """pt95: "Großmannwei/ße" and "Константино/ва" beside their VP on the German end screen at 360 px, 130 %."""
    names = ("Bartholomew Longname-Smy", "Александра Константинова", "Maximilian Großmannweiße", NAMES[1])
    table = open_at(live_server, tour("minstrels", names), "over")
    for lang in ("de", "ru"):
        page = stressed(phone, lang, SIZES[0])
        page.goto(seat_link(live_server, table, 1))
        expect(page.locator(".final .nm")).to_have_count(4)
        assert page.evaluate(BROKEN_WORDS, ".final .nm") == [], lang
        assert page.evaluate("document.documentElement.scrollWidth <= visualViewport.width"), lang


def test_kratos_on_the_hosts_phone_may_reroll_while_it_acts_for_the_rounds_first_player(
    live_server: LiveServer, phone
) -> None:
    """pt95: Bartholomew (Kratos, the host's own player) could not reroll while the phone acted for the round's first
    player, passed round (here Wilhelmina): tapping his name changed nothing, and the power was lost."""
    table = live_server.create_table("minstrels", list(NAMES[:4]), {"heroes": True, "first_player": 1}, seated=False)
    mine = call(live_server, f"/api/tables/{table['code']}/join", {"seat": 0})
    table["seats"][0]["token"] = mine["token"]
    act(live_server, table, {"type": "keep_seats"})
    for seat, hero in enumerate(("Kratos", "Mimic", "Toothy", "Rapunzel")):
        by = {} if seat == 0 else {"by": seat}
        who = 0 if seat == 0 else "host"
        act(live_server, table, {"type": "deal_heroes", "drawn": [hero], **by}, who)
        act(live_server, table, {"type": "board_ready", "coins": [list(x) for x in BASE], "hero": hero, **by}, who)
    act(live_server, table, {"type": "roll_dice", "by": 1})
    host = stressed(phone, "en", SIZES[0])
    as_host(host, live_server, table, mine=0)
    wait_for(host, "C.table.seat() === 1")  # the phone is Wilhelmina's, the round's first, passed round
    coins = read(live_server, table)["state"]["players"][0]["coins"]
    host.locator("#game-actions").get_by_role("button", name="Reroll for Bartholomew…").click()
    host.locator("#sheet").get_by_role("button", name="Reroll both dice").click()
    wait_for(host, "C.table.snap().log.some((e) => e.type === 'rerolled' && e.actor === 0)")
    assert read(live_server, table)["state"]["players"][0]["coins"] == coins - 1  # Kratos paid it, not Wilhelmina


def test_friar_tucks_buy_is_greyed_until_he_can_pay(live_server: LiveServer, phone) -> None:
    """pt95: "Buy…" was offered with 3 coins, and refused only three taps later, in the server's lower-case words."""
    table = live_server.create_table("minstrels", list(NAMES[:4]), {"heroes": True, "first_player": 0})
    for seat, hero in enumerate(("Friar Tuck", "Mimic", "Toothy", "Rapunzel")):
        act(live_server, table, {"type": "deal_heroes", "drawn": [hero]}, seat)
        act(live_server, table, {"type": "board_ready", "coins": [list(x) for x in BASE], "hero": hero}, seat)
    act(live_server, table, {"type": "roll_dice"}, 0)
    coins = read(live_server, table)["state"]["players"][0]["coins"]
    assert coins < 4, coins  # as the table opens: fewer than Friar Tuck's price
    page = stressed(phone, "en", SIZES[0])
    page.goto(seat_link(live_server, table, 0))
    buy = page.locator("#game-actions").get_by_role("button", name="Buy…")
    expect(buy).to_be_disabled()
    expect(buy).to_have_attribute("data-why", f"Buying a character costs 4 coins; you have {coins}")


def test_the_hosts_phone_passed_round_says_the_setup_prompt_in_two_lines(live_server: LiveServer, phone) -> None:
    """Session 35: on the host's phone passed round for three players, German at 360 px and 130 %, the
    prompt "Bartholomew und 3 weitere: Helden wählen, Münzen legen" took three lines (UX.md's Words)."""
    table = live_server.create_table("minstrels", list(NAMES[:4]), {"heroes": True}, seated=False)
    call(live_server, f"/api/tables/{table['code']}/join", {"seat": 3})
    act(live_server, table, {"type": "keep_seats"})
    host = stressed(phone, "de", SIZES[0])
    as_host(host, live_server, table)
    prompt = host.locator("#prompt")
    expect(prompt).to_contain_text("Helden wählen, Münzen legen")
    assert prompt.evaluate(LINES) <= 2, prompt.inner_text()
    expect(prompt).to_have_text("Bartholomew (+3): Helden wählen, Münzen legen")  # the bar's name, and how many more


def test_every_hero_name_fits_its_button_in_the_real_deal_sheet(live_server: LiveServer, phone) -> None:
    """pt104: "Archchancellor" ran 40 px past its button in "We drew these hero cards" (English, 360 px, 130 %)."""
    table = live_server.create_table("minstrels", list(NAMES[:4]), {"heroes": True})
    drew = {"en": "We drew other cards…", "de": "Wir haben andere Karten gezogen…", "ru": "Мы вытянули другие карты…"}
    for lang, label in drew.items():
        page = stressed(phone, lang, SIZES[0])
        page.goto(seat_link(live_server, table, 0))
        page.locator(".msetup .heroes").get_by_role("button", name=label).click()
        cards = page.locator("#sheet .opts.cards .btn")
        expect(cards.first).to_be_visible()
        past = cards.evaluate_all("(bs) => bs.filter((b) => b.scrollWidth > b.clientWidth + 1).map((b) => b.innerText)")
        assert past == [], (lang, past)


def test_a_seat_with_no_phone_yet_is_told_both_ways_to_its_hero_cards(live_server: LiveServer, phone) -> None:
    """pt104: "This phone is for: Bartholomew" left Wilhelmina open; at her hero choice the host's phone said
    "choose on Wilhelmina Featherstonex's own phone (Invite gives the link)", a phone she did not have, in five
    lines, and nothing of passing this one round."""
    table = live_server.create_table("minstrels", list(NAMES[:4]), {"heroes": True}, seated=False)
    table["seats"][0]["token"] = call(live_server, f"/api/tables/{table['code']}/join", {"seat": 0})["token"]
    host = stressed(phone, "en", SIZES[0])
    as_host(host, live_server, table, mine=0)
    host.locator("#players-bar .player").nth(1).click()  # act for Wilhelmina, as the next to set up
    banner = host.locator(".msetup .banner")
    expect(banner).to_have_text(
        "Wilhelmina's hero cards are secret: their phone joins from Invite, "
        "or Table › “Everyone (passed round)” shows them here."
    )
    host.locator("#open-table").click()  # the way it names: this phone passed round
    host.locator("#sheet").get_by_role("button", name="Everyone (passed round)").click()
    host.locator("#sheet-close").click()
    host.locator("#players-bar .player").nth(1).click()
    expect(host.locator("[data-k=show-heroes]")).to_have_text("Show Wilhelmina's hero cards", timeout=15_000)
