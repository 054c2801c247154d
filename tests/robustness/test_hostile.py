"""Hostile and bad input, case by case: each gets a clear 4xx, or is handled right where legal."""

from __future__ import annotations

import csv
import io
import json

import pytest
from flask.testing import FlaskClient

from companion.games import all_games
from tests.conftest import act, bearer

ACTIONS = "/api/tables/{}/actions"


def _post_raw(client: FlaskClient, table: dict, raw: bytes | str) -> tuple[int, dict]:
    r = client.post(
        ACTIONS.format(table["code"]),
        data=raw,
        headers={**bearer(table["host_token"]), "Content-Type": "application/json"},
    )
    return r.status_code, r.get_json(silent=True)


def _assert_error(status: int, body: dict | None, want: int, code: str | None = None) -> None:
    assert status == want, body
    assert body is not None and set(body) == {"error"}, "errors are JSON with an 'error' object"
    assert body["error"]["message"], "the message says what is wrong"
    if code:
        assert body["error"]["code"] == code


def _log_len(client: FlaskClient, table: dict) -> int:
    return len(client.get(f"/api/tables/{table['code']}/log").json)


@pytest.mark.parametrize(
    "raw",
    [
        pytest.param("[" * 30_000 + "]" * 30_000, id="nested-30000-deep"),
        pytest.param('{"type": "score", "seat": 0, "delta": NaN, "by": 0}', id="NaN"),
        pytest.param('{"type": "score", "seat": 0, "delta": Infinity, "by": 0}', id="Infinity"),
        pytest.param('{"type": "score", "seat": 0, "delta": ' + "9" * 5000 + "}", id="5000-digit-int"),
        pytest.param("{'type': 'roll'}", id="single-quotes"),
        pytest.param(b"\xff\xfe\x00", id="not-utf8"),
        pytest.param("", id="empty"),
        pytest.param('{"type": "roll"', id="truncated"),
    ],
)
def test_bad_json_is_a_400(client: FlaskClient, new_table, raw: str | bytes) -> None:
    table = new_table()
    status, body = _post_raw(client, table, raw)
    _assert_error(status, body, 400, "bad_json")
    assert _log_len(client, table) == table["seq"]


@pytest.mark.parametrize("path", ["/api/tables", ACTIONS, "/api/tables/{}/join"])
def test_oversized_bodies_get_a_413_as_json(client: FlaskClient, new_table, path: str) -> None:
    table = new_table()
    huge = json.dumps({"type": "roll", "dice": "2d6", "pad": "x" * 100_000})
    headers = {**bearer(table["host_token"]), "Content-Type": "application/json"}
    r = client.post(path.format(table["code"]), data=huge, headers=headers)
    _assert_error(r.status_code, r.json, 413)
    assert _log_len(client, table) == table["seq"]


@pytest.mark.parametrize(
    "dice",
    [
        "100000d6",
        "0d6",
        "1d0",
        "1d1",
        "101d6",
        "2d1001",
        "1d6+10001",
        "1d6-99999999",
        "d",
        "",
        "2d6d6",
        "-1d6",
        "1.5d6",
        "2x6",
        "1d6+",
        26,
        None,
        ["2d6"],
        {"n": 2},
    ],
)
def test_absurd_dice_are_refused(client: FlaskClient, new_table, dice: object) -> None:
    table = new_table()
    status, body = _post_raw(client, table, json.dumps({"type": "roll", "dice": dice}))
    _assert_error(status, body, 400, "bad_dice")
    assert _log_len(client, table) == table["seq"]


@pytest.mark.parametrize("dice", ["100d1000", "1d2", "d20", " 3 d 4 - 1 ", "1d6+10000", "1D6"])
def test_big_but_legal_dice_roll(client: FlaskClient, new_table, dice: str) -> None:
    table = new_table()
    answer = act(client, table, {"type": "roll", "dice": dice}, seat=0)
    roll = answer["events"][0]["data"]
    assert all(1 <= v <= roll["sides"] for v in roll["values"])
    assert roll["total"] == sum(roll["values"]) + roll["modifier"]


@pytest.mark.parametrize("values", [[0], [7], [-1], [1.5], ["3"], [True], [10**30], [3, 4], [], "3", None, [[3]]])
def test_impossible_real_dice_are_refused(client: FlaskClient, new_table, values: object) -> None:
    table = new_table()
    status, body = _post_raw(client, table, json.dumps({"type": "roll", "dice": "1d6", "values": values}))
    _assert_error(status, body, 400, "bad_dice")


@pytest.mark.parametrize(
    ("field", "value", "code"),
    [
        ("delta", 0, "bad_field"),
        ("delta", 1_000_001, "bad_field"),
        ("delta", -(10**100), "bad_field"),
        ("delta", 1.5, "bad_field"),
        ("delta", "3", "bad_field"),
        ("delta", True, "bad_field"),
        ("delta", None, "bad_field"),
        ("seat", -1, "bad_field"),
        ("seat", 2, "bad_field"),
        ("seat", 10**20, "bad_field"),
        ("seat", "0", "bad_field"),
        ("by", -1, "bad_seat"),
        ("by", 2, "bad_seat"),
        ("by", True, "bad_seat"),
        ("by", "1", "bad_seat"),
        ("id", "", "bad_action_id"),
        ("id", "x" * 65, "bad_action_id"),
        ("id", 7, "bad_action_id"),
        ("id", ["a"], "bad_action_id"),
        ("category", "<b>", "bad_field"),
        ("round", 1, "bad_field"),
    ],
)
def test_bad_numbers_and_fields_are_named(client: FlaskClient, new_table, field: str, value: object, code: str) -> None:
    table = new_table()
    action = {"type": "score", "seat": 0, "delta": 3, field: value}
    status, body = _post_raw(client, table, json.dumps(action))
    _assert_error(status, body, 400, code)
    assert _log_len(client, table) == table["seq"]


@pytest.mark.parametrize("delta", [-1_000_000, -1, 1, 1_000_000])
def test_negative_and_large_scores_are_legal(client: FlaskClient, new_table, delta: int) -> None:
    table = new_table()
    assert act(client, table, {"type": "score", "seat": 1, "delta": delta})["state"]["totals"] == [0, delta]


@pytest.mark.parametrize(
    "kind", [None, 7, [], "", "table_created", "joined", "code_changed", "seat_released", "x" * 10_000, "__proto__"]
)
def test_bad_action_types_are_refused(client: FlaskClient, new_table, kind: object) -> None:
    table = new_table()
    status, body = _post_raw(client, table, json.dumps({"type": kind}))
    assert status == 400, body
    assert len(body["error"]["message"]) < 300, "a huge input is not echoed back whole"
    assert _log_len(client, table) == table["seq"]


@pytest.mark.parametrize("action", [[], "roll", 3, None, True])
def test_an_action_must_be_an_object(client: FlaskClient, new_table, action: object) -> None:
    table = new_table()
    status, body = _post_raw(client, table, json.dumps(action))
    _assert_error(status, body, 400)


@pytest.mark.parametrize(
    "players",
    [
        [],
        [{"name": f"P{i}"} for i in range(13)],
        [{"name": "x" * 25}, {"name": "B"}],
        [{"name": "\u0000\u0007\u200b"}, {"name": "B"}],
        [{"name": "   "}, {"name": "B"}],
        [{"name": "Ana"}, {"name": "ana"}],
        [{"name": 7}, {"name": "B"}],
        [{"name": "A", "color": "red"}, {"name": "B"}],
        [{"name": "A", "color": "#12345g"}, {"name": "B"}],
        [{"name": "A", "color": "#123456\n"}, {"name": "B"}],
        "Ana, Bo",
        [["Ana"]],
    ],
)
def test_bad_players_are_refused(client: FlaskClient, players: object) -> None:
    r = client.post("/api/tables", json={"game": "score-pad", "players": players})
    _assert_error(r.status_code, r.json, 400)


@pytest.mark.parametrize(
    "options",
    [
        {"rounds": -1},
        {"rounds": 10**9},
        {"rounds": 2.5},
        {"rounds": "3"},
        {"lowest_wins": "yes"},
        {"categories": ["x"] * 51},
        {"categories": ["a", "a"]},
        {"categories": [""]},
        {"categories": "Gold"},
        {"tie_breaker": "Gold"},
        {"nope": 1},
        [],
        "rounds=3",
    ],
)
def test_bad_options_are_refused(client: FlaskClient, options: object) -> None:
    r = client.post("/api/tables", json={"game": "score-pad", "players": ["A", "B"], "options": options})
    _assert_error(r.status_code, r.json, 400, "bad_option")


NAMES = [
    "Zoë Ångström",
    "李雷",
    "👩\u200d👩\u200d👧\u200d👦 family",
    "مرحبا بك",  # right to left
    "שלום",
    "a\u202egnp.exe",  # a right-to-left override is a control character: dropped
    "<svg onload=alert(1)>",
    "\"'&amp;",
    '=HYPERLINK("x")',
    "Robert'); DROP",
]


def test_unicode_rtl_and_html_names_round_trip_exactly(client: FlaskClient) -> None:
    r = client.post("/api/tables", json={"game": "score-pad", "players": [{"name": n} for n in NAMES]})
    assert r.status_code == 201, r.json
    table = r.json
    want = [n.replace("\u202e", "") for n in NAMES]
    assert [s["name"] for s in table["seats"]] == want
    snap = client.get(f"/api/tables/{table['code']}")
    assert snap.mimetype == "application/json"
    assert [p["name"] for p in snap.json["players"]] == want
    act(client, table, {"type": "score", "seat": 3, "delta": 2}, seat="host")
    log = client.get(f"/api/tables/{table['code']}/log").json
    assert log[-1]["text"] == "مرحبا بك scored +2 (changed by the host)"


def test_html_in_names_and_categories_is_escaped_in_pages(client: FlaskClient) -> None:
    evil = "</script><script>alert(1)</script>"
    r = client.post(
        "/api/tables",
        json={
            "game": "score-pad",
            "players": ["<svg onload=alert(1)>", "B"],
            "options": {"categories": [evil, "<img src=x onerror=alert(1)>"]},
        },
    )
    assert r.status_code == 201, r.json
    code = r.json["code"]
    for path in (f"/t/{code}", f"/t/{code}/qr.svg", "/", "/new/score-pad", "/games/score-pad"):
        page = client.get(path)
        assert page.status_code == 200, path
        text = page.get_data(as_text=True)
        for raw in (evil, "<svg onload", "<img src=x", "<script>alert"):
            assert raw not in text, (path, raw)
    # The error page for a hostile code echoes it escaped.
    page = client.get("/t/%3Cscript%3Ealert(1)%3C%2Fscript%3E").get_data(as_text=True)
    assert "<script>alert(1)" not in page and "&lt;script&gt;" in page


def test_csv_export_does_not_hand_a_spreadsheet_a_formula(client: FlaskClient) -> None:
    r = client.post("/api/tables", json={"game": "score-pad", "players": ["=1+2", "@SUM(A1)", "-3", "Plain"]})
    table = r.json
    act(client, table, {"type": "score", "seat": 0, "delta": -4}, seat="host")
    rows = list(csv.reader(io.StringIO(client.get(f"/api/tables/{table['code']}/export.csv").get_data(as_text=True))))
    names = [row[1] for row in rows[1:]]
    assert names == ["'=1+2", "'@SUM(A1)", "'-3", "Plain"]
    assert rows[1][-2] == "-4", "numbers stay numbers"


@pytest.mark.browser
def test_html_names_are_never_run_in_the_browser(live_server, phone) -> None:
    from playwright.sync_api import expect

    from tests.browser.support import screenshot, seat_link

    table = live_server.create_table(
        "score-pad",
        [{"name": "<svg onload=alert(1)>"}, {"name": "B"}],
        {"categories": ["<img src=x onerror=alert(1)>", "</script><b>x"]},
    )
    page = phone()
    dialogs: list[str] = []
    page.on("dialog", lambda d: (dialogs.append(d.message), d.dismiss()))
    page.goto(seat_link(live_server, table, 0))
    # The name is text: whole in the pill's data and title (the pill may show it shortened), no element made of it.
    expect(page.locator(".player.me .pname")).to_have_attribute("data-full", "<svg onload=alert(1)>")
    expect(page.locator(".player.me")).to_have_attribute("title", "<svg onload=alert(1)> (has a phone)")
    assert page.locator("svg[onload], img[onerror]").count() == 0
    expect(page.locator("main")).to_contain_text("<img src=x onerror=alert(1)>")
    page.get_by_role("button", name="+1 for <svg onload=alert(1)>").click()
    screenshot(page, "robustness-html-names")
    # Long names must not widen the page: the action bar stays on screen and clickable.
    assert page.evaluate("document.documentElement.scrollWidth") <= 360
    page.locator("#open-log").click()
    expect(page.locator("#sheet-content")).to_contain_text("<svg onload=alert(1)> scored +1")
    page.wait_for_timeout(300)
    assert dialogs == []
    assert page.locator("svg[onload], img[onerror]").count() == 0


PRINT_NAMES = ["<b>Bo</b> & <i>", "<svg onload=alert(1)>", "Zoë"]


@pytest.mark.parametrize("game", [g.id for g in all_games()])
def test_html_names_print_as_text_in_pdfs(client: FlaskClient, game: str) -> None:
    import pypdfium2

    r = client.post("/api/tables", json={"game": game, "players": PRINT_NAMES})
    assert r.status_code == 201, r.json
    for sheet in ("reference", "score"):
        resp = client.get(f"/t/{r.json['code']}/print/{sheet}.pdf")
        if resp.status_code == 404:
            pytest.skip(f"{game} has no printables")
        assert resp.status_code == 200 and resp.mimetype == "application/pdf"
        pdf = pypdfium2.PdfDocument(resp.data)
        try:
            pages = [pdf[i].get_textpage().get_text_range() for i in range(len(pdf))]
        finally:
            pdf.close()
        text = "".join(pages)
        for name in PRINT_NAMES:
            assert name in text, (sheet, name)  # printed as the letters typed, not read as markup
