"""The score pad after the 117th blind playtest: the host's phone playing its own player names the game at the end."""

from __future__ import annotations

from playwright.sync_api import expect

from tests.browser.support import LiveServer, act, as_host, call, read, wait_for


def test_the_hosts_phone_playing_its_own_player_names_the_game_at_the_end(live_server: LiveServer, phone) -> None:
    """pt117: "Which game was it?" (README) was on no screen of the host's phone: it rested on its own player, read
    the table as that seat, and took itself for a guest."""
    table = live_server.create_table("score-pad", ["Ann", "Bob"], seated=False)
    table["seats"][0]["token"] = call(live_server, f"/api/tables/{table['code']}/join", {"seat": 0})["token"]
    act(live_server, table, {"type": "score", "seat": 1, "delta": 4})
    page = phone()
    as_host(page, live_server, table, mine=0)  # Ann's phone, and the host's
    expect(page.locator("#game-name")).to_be_visible()  # during the game too
    act(live_server, table, {"type": "finish"})
    wait_for(page, "C.table.snap().state.finished")
    page.locator("#game-name").fill("Carcassonne")
    page.locator("form.name-game").get_by_role("button", name="Save").click()
    wait_for(page, "C.table.snap().state.name === 'Carcassonne'")
    assert read(live_server, table)["state"]["name"] == "Carcassonne"
    # pt120: the start page's "Your tables" still called it "Score pad": the game's name, as the play has it.
    wait_for(page, f"C.tables.all()['{table['code']}'].title === 'Carcassonne'")
    page.goto(live_server.url + "/")
    expect(page.locator("#your-tables-list strong").first).to_have_text(f"Carcassonne · {table['code']}")
