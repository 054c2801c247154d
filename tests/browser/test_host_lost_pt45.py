"""pt45 problem 1: the host's phone loses its storage; it asks to be the host, another phone allows, the game goes on.

Three phones: Ann's and Bob's, and the host's, which holds Cy (its own player), Dee and Eve. The
host's browser context is replaced by a fresh one (battery died, browser cleared): it opens the
table link, taps "I am the host (my phone lost the table)" and shows a check; Ann's phone shows an
Allow naming it with the same check; once allowed, the fresh phone is the host, acts for Dee (kept
on the host's phone), and the others see it. The old host token is refused from then on.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from tests.browser.contrast import findings
from tests.browser.support import (
    LiveServer,
    Refused,
    as_host,
    call,
    creds,
    screenshot,
    seat_link,
    switch_scheme,
    wait_for,
)
from tests.browser.test_stress_set import NAMES as STRESS
from tests.browser.test_stress_set import SIDEWAYS, SIZES, stressed

NAMES = ["Ann", "Bob", "Cy", "Dee", "Eve"]


def test_a_fresh_phone_becomes_the_host_and_plays_for_a_kept_seat(live_server: LiveServer, phone) -> None:
    table = live_server.create_table("score-pad", NAMES, seated=False)
    code, old = table["code"], table["host_token"]
    for s in table["seats"][:3]:  # Ann's and Bob's phones, and the host phone's own Cy
        s["token"] = call(live_server, f"/api/tables/{code}/join", {"seat": s["seat"]})["token"]
    call(live_server, f"/api/tables/{code}/actions", {"type": "keep_seats"}, old)  # Dee and Eve: passed round
    host, ann, bob = phone(), phone(), phone()
    as_host(host, live_server, table, mine=2)
    for seat, page in ((0, ann), (1, bob)):
        page.goto(seat_link(live_server, table, seat))
        expect(page.locator(".player.me")).to_contain_text(NAMES[seat])
    expect(host.locator(".player.me")).to_contain_text("Cy")

    # The host's phone loses everything: a fresh browser context opens the table link.
    host.context.close()
    fresh = phone()
    fresh.goto(f"{live_server.url}/t/{code}")
    fresh.locator("#ask-host").click()
    expect(fresh.locator("#host-asking")).to_be_visible()
    check = creds(fresh, code)["hostAsking"]["check"]
    expect(fresh.locator("#host-asking strong")).to_have_text(check)
    # Ann's phone (and Bob's) is asked, naming the check; the asking phone has no Allow of its own.
    for page in (ann, bob):
        expect(page.locator("#host-asked")).to_contain_text(f"A phone asks to be the host: check it shows {check}")
    expect(fresh.locator("#allow-host")).to_have_count(0)
    ann.locator("#allow-host").click()

    wait_for(fresh, "C.table.creds().host === true && C.table.snap().you.host === true", timeout=10)
    for page in (ann, bob, fresh):
        expect(page.locator("#last-move")).to_contain_text("A watching phone is now the host")
    expect(bob.locator("#host-asked")).to_have_count(0)
    with pytest.raises(Refused) as refused:
        call(live_server, f"/api/tables/{code}", token=old)
    assert refused.value.status == 403

    # The new host phone acts for Dee (kept on the host's phone) and the table goes on.
    fresh.locator("li.player", has_text="Dee").click()  # passed round: this phone acts for Dee
    expect(fresh.locator(".player.me")).to_contain_text("Dee")
    fresh.get_by_text("Players' cards").click()
    fresh.locator("#amount-3").fill("5")
    fresh.locator("#amount-3").press("Enter")
    for page in (ann, bob):
        expect(page.locator('[data-k="t3"]')).to_have_text("5")
    ann.locator("#amount-0").fill("2")
    ann.locator("#amount-0").press("Enter")
    expect(fresh.locator('[data-k="t0"]')).to_have_text("2")


@pytest.mark.parametrize("lang", ["de", "ru"])
def test_asking_to_be_the_host_holds_the_stress_set(live_server: LiveServer, phone, lang: str) -> None:
    """The join sheet's ask, the asking phone's check and the Allow: 360 px, text at 130 %, dark, six long names."""
    table = live_server.create_table("score-pad", list(STRESS), seated=False)
    code = table["code"]
    seat0 = call(live_server, f"/api/tables/{code}/join", {"seat": 0})["token"]
    asking, allowing = stressed(phone, lang, SIZES[0]), stressed(phone, lang, SIZES[0])
    allowing.goto(f"{live_server.url}/t/{code}#seat=0&token={seat0}")
    allowing.locator("#main > *").first.wait_for()
    asking.goto(f"{live_server.url}/t/{code}")
    asking.locator("#ask-host").wait_for()
    problems: list[str] = []
    for scheme in ("light", "dark"):
        switch_scheme(asking, scheme)
        problems += findings(asking, f"{lang} {scheme} the join sheet")
        wide = asking.locator(".sheet-body").evaluate(SIDEWAYS)
        problems += [f"{lang} {scheme} the join sheet: {wide}"] if wide else []
    asking.locator("#ask-host").click()
    expect(asking.locator("#host-asking")).to_be_visible()
    expect(allowing.locator("#allow-host")).to_be_visible()
    for page, what in ((asking, "the asking phone"), (allowing, "the allowing phone")):
        for scheme in ("light", "dark"):
            switch_scheme(page, scheme)
            problems += findings(page, f"{lang} {scheme} {what}'s notice")
    screenshot(asking, f"host-asking-{lang}")
    screenshot(allowing, f"host-allow-{lang}")
    assert not problems, "\n".join(problems)


def test_an_old_host_phone_is_told_the_role_moved_and_keeps_its_own_seat(live_server: LiveServer, phone) -> None:
    """The host's phone was still there (say, a second browser took over): it is told plainly, and plays on as Cy."""
    table = live_server.create_table("score-pad", NAMES[:3], seated=False)
    code = table["code"]
    for s in table["seats"]:
        s["token"] = call(live_server, f"/api/tables/{code}/join", {"seat": s["seat"]})["token"]
    host, ann, other = phone(), phone(), phone()
    as_host(host, live_server, table, mine=2)
    ann.goto(seat_link(live_server, table, 0))
    expect(host.locator(".player.me")).to_contain_text("Cy")
    other.goto(f"{live_server.url}/t/{code}")
    other.locator("#ask-host").click()
    expect(other.locator("#host-asking")).to_be_visible()  # asked: the check is kept
    check = creds(other, code)["hostAsking"]["check"]
    # The host's phone is asked too (it may hand its role over itself), in its Table sheet too; Ann allows first.
    expect(host.locator("#host-asked strong")).to_have_text(check)
    host.locator("#open-table").click()
    expect(host.locator("#allow-host-sheet")).to_be_visible()
    host.locator("#sheet-close").click()
    ann.locator("#allow-host").click()
    wait_for(other, "C.table.creds().host === true", timeout=10)
    expect(host.locator(".toast, #toast").first).to_contain_text("The host role moved to another phone")
    wait_for(host, "C.table.creds().host === false && C.table.creds().seat === 2")
    expect(host.locator(".player.me")).to_contain_text("Cy")
    # Its Table sheet offers to ask again.
    host.locator("#open-table").click()
    expect(host.locator("#ask-host")).to_be_visible()
