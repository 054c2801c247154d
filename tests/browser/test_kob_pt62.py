"""The King of All Bards after the blind playtest pt62: the pick that revealed every Bard's move is the host's to undo.

Pt62: Wilhelmina's pick was the last; every phone showed every Bard's move. Her phone's ↶ took it back, unasked,
and she could pick again knowing every other Bard's Pub.
"""

from __future__ import annotations

from playwright.sync_api import expect

from tests.browser.support import LINES, LiveServer, as_host, seat_link, wait_for
from tests.browser.test_kob_round_three import NAMES as SIX
from tests.browser.test_kob_round_three import _by, _six
from tests.browser.test_stress_set import stressed

SMALL = {"width": 360, "height": 740}


def test_the_last_pick_is_not_undone_by_its_own_phone_once_every_move_is_shown(live_server: LiveServer, phone) -> None:
    t = _six(live_server, True, (1, 2))
    for seat in (0, 2, 3, 4, 5, 1):  # Wilhelmina (her own phone) picks last: the moves are shown
        t["seq"] = _by(t, seat, {"type": "pick", "pub": 6 if seat == 5 else 5}, live_server)["seq"]
    page = stressed(phone, "de", SMALL)
    page.goto(seat_link(live_server, t, 1))
    wait_for(page, f"C.table.snap() && C.table.snap().seq >= {t['seq']}")
    expect(page.locator("#undo")).to_be_disabled()
    page.locator("#undo").dispatch_event("pointerup")  # a tap on the greyed-out ↶ says why
    expect(page.locator("#toast")).to_contain_text("nur der Gastgeber")
    assert page.evaluate("C.table.snap().state.phase") != "movement"


def test_the_passed_phone_asks_before_an_undo_in_first_names(live_server: LiveServer, phone) -> None:
    """Pt62: "Bartholomew Longname-Smy's move: undo “Bartholomew Longname-Smy picked a Pub (secret)”?" in five lines."""
    t = _six(live_server, True, (0, 1, 2))
    t["seq"] = _by(t, 0, {"type": "pick", "pub": 6}, live_server, (0, 1, 2))[
        "seq"
    ]  # Bartholomew's, on the host's phone
    page = stressed(phone, "en", SMALL)
    as_host(page, live_server, t, mine=0)
    wait_for(page, f"C.table.snap() && C.table.snap().seq >= {t['seq']} && C.table.seat() === 3")  # on to Maximilian
    page.locator("#undo").click()
    question = page.locator("dialog.ask p").first
    first = SIX[0].split()[0]
    expect(question).to_have_text(f"{first}'s move: undo “{first} picked a Pub (secret)”?")
    assert question.evaluate(LINES) <= 3  # five before, at 360 px with the text at 130 %
