"""Minstrels, issue #14: the first player by name, and the hero deal drawn by the app or entered."""

from __future__ import annotations

import pytest

from scoring.minstrels.data import heroes_for
from tests.companion.test_minstrels import err
from tests.companion.test_minstrels_play import BASE_COINS, client_io

OWN = {"heroes": True, "own_components": True}


def _lines(client, table) -> list[str]:
    return [e["text"] for e in client.get(f"/api/tables/{table['code']}/log").json]


# -- the first player ---------------------------------------------------------------------------------


@pytest.mark.parametrize(("value", "seat"), [("Bob", 1), ("cy", 2), (None, 0), (2, 2), (0, 0)], ids=str)
def test_the_first_player_by_name(client, new_table, value, seat) -> None:
    options = {} if value is None else {"first_player": value}
    table = new_table("minstrels", ["Ann", "Bob", "Cy"], options)
    st = client_io(client, table)[1]("host")["state"]
    assert st["first"] == seat and st["first_player"] == seat and st["order"][0] == seat
    assert st["first_random"] is False


def test_the_first_player_at_random_is_any_seat_and_said_so(client, new_table) -> None:
    seen = set()
    for _ in range(12):
        st = client_io(client, new_table("minstrels", ["Ann", "Bob"], {"first_player": "random"}))[1]("host")["state"]
        assert st["first_random"] is True
        seen.add(st["first"])
    assert seen == {0, 1}


@pytest.mark.parametrize(
    ("value", "message"),
    [
        ("Zed", "'Zed' is not a player here (Ann, Bob, or random)"),
        (2, "seat 2 is not one of the 2 seats (0 to 1)"),
        (-1, "seat -1 is not one of the 2 seats"),
        ("2", "'2' is not a player here"),
        (True, "must be a seat number"),
        ("²", "not a player"),
    ],
    ids=["unknown", "seat", "negative", "digits", "bool", "superscript"],
)
def test_a_bad_first_player_is_refused(client, value, message) -> None:
    body = {"game": "minstrels", "players": [{"name": "Ann"}, {"name": "Bob"}], "options": {"first_player": value}}
    r = client.post("/api/tables", json=body)
    assert r.status_code == 400 and message in r.json["error"]["message"]


# -- the hero deal ------------------------------------------------------------------------------------


def test_own_cards_the_app_deals_nobody_and_the_prompt_asks(client, new_table) -> None:
    table = new_table("minstrels", ["Ann", "Bob"], OWN)
    post, get = client_io(client, table)
    st = get(0)["state"]
    assert [p["offer"] for p in st["players"]] == [[], []]
    assert st["prompt"] == {"seats": [0, 1], "do": "draw 2 hero cards"}
    assert "draw your hero cards first" in err(client, table, {"type": "board_ready", "coins": BASE_COINS})
    post({"type": "deal_heroes"}, 0)
    # Ann keeps a hero, Bob draws: both asked, in one line (pt106: only Bob was, Ann's pill unlit).
    assert get("host")["state"]["prompt"] == {"seats": [0, 1], "do": "hero cards, then coins"}
    post({"type": "deal_heroes"}, 1)
    assert get("host")["state"]["prompt"] == {"seats": [0, 1], "do": "choose a hero, place coins"}


def test_an_entered_deal_equals_the_same_deal_by_the_app(client, new_table) -> None:
    app = new_table("minstrels", ["Ann", "Bob"], OWN)
    post, get = client_io(client, app)
    answer = post({"type": "deal_heroes"}, 0)
    dealt = answer["state"]["players"][0]["offer"]
    assert len(dealt) == 2 and set(dealt) <= {h.name for h in heroes_for(2)}
    entered = new_table("minstrels", ["Ann", "Bob"], OWN)
    post2, get2 = client_io(client, entered)
    post2({"type": "deal_heroes", "drawn": dealt}, 0)
    for seat in ("host", 0, 1):
        assert get2(seat)["state"] == get(seat)["state"]
    assert _lines(client, app)[-1] == "Ann was dealt 2 hero cards (drawn by the app)"
    assert _lines(client, entered)[-1] == "Ann was dealt 2 hero cards (drawn at the table)"
    # Both then play the same: keep the first card, set up, and the hero is public.
    for p, g in ((post, get), (post2, get2)):
        p({"type": "board_ready", "coins": BASE_COINS, "hero": dealt[0]}, 0)
        assert g(1)["state"]["players"][0]["hero"] is None  # still secret during setup
    assert get2("host")["state"] == get("host")["state"]


def test_the_real_deal_replaces_the_apps_and_stays_secret(client, new_table) -> None:
    table = new_table("minstrels", ["Ann", "Bob"], {"heroes": True})
    post, get = client_io(client, table)
    bobs = get(1)["state"]["players"][1]["offer"]
    free = [h.name for h in heroes_for(2) if h.name not in bobs]
    answer = post({"type": "deal_heroes", "drawn": free[:2]}, 0)
    assert answer["state"]["players"][0]["offer"] == free[:2]
    assert get(1)["state"]["players"][0]["offer"] == []  # Bob never sees Ann's cards
    public = client.get(f"/api/tables/{table['code']}/log").json[-1]
    assert "heroes" not in public.get("data", {}) and free[0] not in public["text"]


def test_only_the_hero_kept_may_be_entered(client, new_table) -> None:
    table = new_table("minstrels", ["Ann", "Bob"], OWN)
    post, _ = client_io(client, table)
    r = post({"type": "deal_heroes", "drawn": ["Toothy"]}, 0)
    assert r["events"][0]["text"] == "Ann has 1 hero card (drawn at the table)"
    ready = {"type": "board_ready", "coins": BASE_COINS}
    assert "one of your cards: Toothy" in err(client, table, {**ready, "hero": "Mimic"})
    assert post({**ready, "hero": "Toothy"}, 0)["state"]["players"][0]["hero"] == "Toothy"


@pytest.mark.parametrize(
    ("drawn", "code", "message"),
    [
        ("Toothy", "bad_drawn", "Tap the 2 hero cards the deck dealt you"),
        (["Toothy", "Mimic", "Rapunzel"], "bad_drawn", "Tap the 2 hero cards"),
        ([], "bad_drawn", "Tap the 2 hero cards"),
        (["Toothy", "Toothy"], "bad_drawn", "Toothy is listed twice"),
        (["Zorro"], "bad_drawn", "'Zorro' is not a hero card"),
        (["Kratos"], "bad_drawn", "Kratos (3+) is removed from the deck with 2 players"),
        (["Rapunzel", "KEPT"], "hero_taken", "KEPT is in another player's hand: one real card cannot be in two"),
    ],
    ids=["not-a-list", "three", "none", "twice", "unknown", "removed", "bobs-hero"],
)
def test_a_bad_entered_deal_is_refused_in_the_games_words_and_changes_nothing(client, new_table, drawn, code, message):
    table = new_table("minstrels", ["Ann", "Bob"], {"heroes": True})
    post, get = client_io(client, table)
    kept = get(1)["state"]["players"][1]["offer"][0]
    post({"type": "board_ready", "coins": BASE_COINS, "hero": kept}, 1)  # Bob kept the app's card
    drawn = [kept if h == "KEPT" else h for h in drawn] if isinstance(drawn, list) else drawn
    message = message.replace("KEPT", kept)
    before = get("host")
    answer = client.post(
        f"/api/tables/{table['code']}/actions",
        json={"type": "deal_heroes", "drawn": drawn},
        headers={"Authorization": f"Bearer {table['seats'][0]['token']}"},
    )
    error = answer.json["error"]
    assert answer.status_code == 400 and error["code"] == code
    assert message in error["message"] and "'drawn'" not in error["message"]
    if code == "hero_taken":  # which cards (for the picker to grey out), never whose hand
        assert error["cards"] == [kept]
        assert "Bob" not in error["message"]
    assert get("host") == before  # Ann keeps the app's deal: a refused entry returns nothing


def test_four_players_enter_the_real_deal_over_the_apps(client, new_table) -> None:
    """The app dealt 8 of the 9 cards; the real deck dealt others: each entry is taken, not refused."""
    table = new_table("minstrels", ["Ann", "Bob", "Cy", "Di"], {"heroes": True})
    post, get = client_io(client, table)
    apps = [get(i)["state"]["players"][i]["offer"] for i in range(4)]
    deck = [h.name for h in heroes_for(4)]
    # The real deal: each player holds 2 of the app's cards of the next seat (and Di the 9th card).
    spare = next(h for h in deck if all(h not in a for a in apps))
    real = [apps[1], apps[2], apps[3], [apps[0][0], spare]]
    answer = post({"type": "deal_heroes", "drawn": real[0]}, 0)
    assert [e["type"] for e in answer["events"]] == ["heroes_returned"] * 3 + ["heroes_dealt"]
    assert answer["events"][0]["text"] == (
        "Bob's hero cards from the app go back to the deck: the table deals from the real deck"
    )
    for seat in (1, 2, 3):
        mine = get(seat)["state"]
        assert mine["players"][seat]["offer"] == [] and mine["prompt"]["do"] == "hero cards, then coins"
        assert mine["players"][0]["offer"] == [] and mine["players"][0]["dealt"] == 2  # Ann's cards stay hers
        assert not any(h in str(e) for e in answer["events"] for h in real[0])  # nor in the events (public)
    for seat in (1, 2, 3):
        events = post({"type": "deal_heroes", "drawn": real[seat]}, seat)["events"]
        assert [e["type"] for e in events] == ["heroes_dealt"]  # nothing left of the app's deal
    assert [get(i)["state"]["players"][i]["offer"] for i in range(4)] == real
    for seat in range(4):
        post({"type": "board_ready", "coins": BASE_COINS, "hero": real[seat][1]}, seat)
    assert get("host")["state"]["phase"] == "play"
    assert [p["hero"] for p in get(0)["state"]["players"]] == [r[1] for r in real]


def test_a_hero_kept_on_a_set_up_board_is_refused_its_other_card_is_free(client, new_table) -> None:
    table = new_table("minstrels", ["Ann", "Bob"], {"heroes": True})
    post, get = client_io(client, table)
    bobs = get(1)["state"]["players"][1]["offer"]
    post({"type": "board_ready", "coins": BASE_COINS, "hero": bobs[0]}, 1)  # Bob kept the app's first card
    assert f"{bobs[0]} is in another player's hand" in err(client, table, {"type": "deal_heroes", "drawn": [bobs[0]]})
    events = post({"type": "deal_heroes", "drawn": [bobs[1]]}, 0)["events"]  # back in the box: free
    assert [e["type"] for e in events] == ["heroes_dealt"]  # Bob's board is set up: his hero stays


def test_an_entry_keeps_a_hand_another_player_asked_the_app_for(client, new_table) -> None:
    table = new_table("minstrels", ["Ann", "Bob", "Cy"], OWN)
    post, get = client_io(client, table)
    bobs = post({"type": "deal_heroes"}, 1)["state"]["players"][1]["offer"]  # Draw for me
    free = [h.name for h in heroes_for(3) if h.name not in bobs]
    assert [e["type"] for e in post({"type": "deal_heroes", "drawn": free[:2]}, 0)["events"]] == ["heroes_dealt"]
    assert get(1)["state"]["players"][1]["offer"] == bobs
    said = err(client, table, {"type": "deal_heroes", "drawn": bobs}, 2)
    assert said.startswith(f"{bobs[0]} & {bobs[1]} are in other players' hands")


def test_deals_only_in_heroes_mode_during_setup_and_once_by_the_app(client, new_table) -> None:
    table = new_table("minstrels", ["Ann", "Bob"])
    assert "without heroes" in err(client, table, {"type": "deal_heroes"})
    table = new_table("minstrels", ["Ann", "Bob"], {"heroes": True})
    assert "your hero cards are dealt" in err(client, table, {"type": "deal_heroes"})
    post, get = client_io(client, table)
    for seat in (0, 1):
        offer = get(seat)["state"]["players"][seat]["offer"]
        post({"type": "board_ready", "coins": BASE_COINS, "hero": offer[0]}, seat)
    assert "during setup" in err(client, table, {"type": "deal_heroes", "drawn": ["Toothy"]})


def test_the_quest_card_is_marked_from_the_real_card(client, new_table) -> None:
    table = new_table("minstrels", ["Ann", "Bob"], {"quests": True})
    post, _ = client_io(client, table)
    r = post({"type": "board_ready", "coins": BASE_COINS, "quest": [[1, 6, "Princess"], [2, 6, None]]}, 0)
    assert r["events"][0]["text"] == "Ann's board is set up, quest card (drawn at the table)"
