"""Minstrels in German and Russian over HTTP (a phone's Accept-Language): refusals, log lines, prompt, view."""

from __future__ import annotations

from typing import Any

import pytest

from companion import i18n
from companion.games.minstrels import GAME, words
from companion.games.minstrels.events import SHAPES
from companion.games.minstrels.view import facts
from scoring.minstrels.data import CHARACTERS, HEROES, SOLO_TITLES
from scoring.minstrels.heroes import archchancellor, don_quixote, mimic, rapunzel, robin_hood, toothy
from scoring.minstrels.placement import base_effect, column_bonus, empty_board, with_piece
from tests.browser.untranslated import english_in, glossary
from tests.companion.test_minstrels_play import pick, setup_boards
from tests.conftest import bearer

NAMES = {"de": ["Anna", "Bernd"], "ru": ["Аня", "Борис"]}


@pytest.fixture(autouse=True)
def english_after() -> Any:
    """Back to English after each test: a request's language stays in force in the test's own context."""
    yield
    i18n.activate(i18n.DEFAULT)


def speaking(client: Any, table: dict, lang: str) -> tuple[Any, Any]:
    """post/get as each seat's phone whose browser asks for `lang`."""

    def headers(seat: Any) -> dict[str, str]:
        token = table["host_token"] if seat == "host" else table["seats"][seat]["token"]
        return {**bearer(token), "Accept-Language": lang}

    def post(action: dict, seat: Any, status: int = 200) -> dict:
        r = client.post(f"/api/tables/{table['code']}/actions", json=action, headers=headers(seat))
        assert r.status_code == status, r.json
        return r.json

    def get(seat: Any) -> dict:
        return client.get(f"/api/tables/{table['code']}", headers=headers(seat)).json

    return post, get


def refusal(post: Any, action: dict, seat: int) -> dict[str, str]:
    """The error of a refused action."""
    return post(action, seat, 400)["error"]


@pytest.mark.parametrize(
    ("lang", "expected"),
    [
        (
            "de",
            {
                "turn": "du bist nicht am Zug (Platz 0 spielt)",
                "closed": "Spalte 3 ist noch nicht verfügbar: in Spalte 2 muss zuerst eine Figur stehen",
                "coins": "Drache auf Feld 5 kostet 3 Münzen für die Würfeländerung; du hast 2",
                "taken": "auf Spalte 1, Feld 3 steht schon eine Figur: Prinzessin",
            },
        ),
        (
            "ru",
            {
                "turn": "сейчас не твой ход (ходит место 0)",
                "closed": "столбец 3 ещё недоступен: сначала нужна фигурка в столбце 2",
                "coins": "Дракон на клетку 5: изменение кубиков стоит 3 монеты; у тебя 2",
                "taken": "в столбце 1, клетке 3 уже стоит фигурка: Принцесса",
            },
        ),
    ],
)
def test_refusals_speak_the_phones_language(http, http_new_table, lang, expected) -> None:
    table = http_new_table("minstrels", NAMES[lang])
    post, _get = speaking(http, table, lang)
    setup_boards(post, 2)
    post({"type": "roll_dice", "values": [6, 3]}, 0)
    said = {
        "turn": refusal(post, {"type": "end_turn"}, 1),
        "closed": refusal(post, {"type": "place", "column": 3, "space": 3, "character": "Princess"}, 0),
        # A Dragon (face 1) on space 5 from 6 and 3: 3 -> 1 and 6 -> 5 cost 3 coins; the first player has 2.
        "coins": refusal(post, {"type": "place", "column": 1, "space": 5, "character": "Dragon"}, 0),
    }
    post({"type": "place", "column": 1, "space": 3, "character": "Princess"}, 0)
    post({"type": "end_turn"}, 0)
    post({"type": "pass"}, 1)
    post({"type": "roll_dice", "values": [6, 3]}, 0)  # two players: the first player stays first
    said["taken"] = refusal(post, {"type": "place", "column": 1, "space": 3, "character": "Princess"}, 0)
    codes = {"turn": "not_your_turn", "closed": "column_closed", "coins": "no_coins", "taken": "space_taken"}
    assert said == {k: {"code": codes[k], "message": expected[k]} for k in codes}
    assert english_in([e["message"] for e in said.values()], lang) == []


@pytest.mark.parametrize(("space", "said"), [(3, "стоит 3 монеты"), (6, "стоит 6 монет")])
def test_a_russian_refusal_counts_coins_in_the_right_form(http, http_new_table, space, said) -> None:
    table = http_new_table("minstrels", NAMES["ru"])
    post, _get = speaking(http, table, "ru")
    setup_boards(post, 2)
    post({"type": "roll_dice", "values": [5, 1]}, 0)
    # A Princess (face 6) on this space: 5 -> 6 and 1 -> space, or 1 -> 6 and 5 -> space; 2 coins held.
    error = refusal(post, {"type": "place", "column": 1, "space": space, "character": "Princess"}, 0)
    assert error["code"] == "no_coins" and said in error["message"]


def test_plural_forms_of_a_coin_in_russian() -> None:
    with i18n.using("ru"):
        said = [i18n.ngettext("+{n} coin", "+{n} coins", n).format(n=n) for n in (1, 2, 5, 21, 22, 25)]
    assert said == ["+1 монета", "+2 монеты", "+5 монет", "+21 монета", "+22 монеты", "+25 монет"]


@pytest.mark.parametrize("lang", ["de", "ru"])
def test_log_lines_prompt_and_view_are_translated(http, http_new_table, lang) -> None:
    table = http_new_table("minstrels", NAMES[lang], {"heroes": True})
    post, get = speaking(http, table, lang)
    assert english_in([get(0)["state"]["prompt"]["do"]], lang) == []
    for seat in (0, 1):
        offer = get(seat)["state"]["players"][seat]["offer"]
        post({"type": "board_ready", "coins": [[1, 1], [1, 2], [2, 1], [3, 1], [4, 1]], "hero": offer[0]}, seat)
    for _ in range(400):  # play to the end: every kind of log line turns up
        st = get("host")["state"]
        if st["phase"] == "over":
            break
        if st["dice"] is None:
            post({"type": "roll_dice"}, st["first"])
            continue
        seat = st["turn"]
        choice = pick(get(seat)["state"])
        if choice is None:
            post({"type": "pass"}, seat)
            continue
        c, s, face, die = choice[:4]
        post({"type": "place", "column": c, "space": s, "character": CHARACTERS[face - 1], "character_die": die}, seat)
        post({"type": "task", "vp": 1, "coins": 1}, seat)
        post({"type": "end_turn"}, seat)
    log = http.get(f"/api/tables/{table['code']}/log", headers={"Accept-Language": lang}).json
    lines = [e["text"] for e in log if e["type"] in SHAPES]
    kinds = {e["type"] for e in log if e["type"] in SHAPES}
    assert {"board_ready", "dice_rolled", "placed", "task_done", "turn_ended", "round_ended", "game_over"} <= kinds
    allowed = set(NAMES[lang])
    assert english_in(lines, lang, allowed) == []
    state = get(0)["state"]
    seen = [x for p in state["players"] for e in p["log"] for x in e[1:3] if isinstance(x, str)]
    assert english_in(seen, lang, allowed) == []  # where the VP came from, in the phone's language
    assert english_in(list(state["hero_text"].values()), lang) == []
    assert lines[-1].startswith({"de": "Spielende: ", "ru": "Игра окончена: "}[lang])


def test_dice_line_names_the_characters_in_the_language(http, http_new_table) -> None:
    table = http_new_table("minstrels", NAMES["ru"])
    post, get = speaking(http, table, "ru")
    setup_boards(post, 2)
    post({"type": "roll_dice", "values": [6, 2]}, 0)
    log = http.get(f"/api/tables/{table['code']}/log", headers={"Accept-Language": "ru"}).json
    first = NAMES["ru"][get(0)["state"]["first"]]
    assert log[-1]["text"] == f"{first} бросает кубики: 6 Принцесса · 2 Волшебник (настоящие кубики)"
    assert get(0)["state"]["prompt"]["do"] == "персонаж или пас за 1 монету"


@pytest.mark.parametrize("lang", ["de", "ru"])
def test_every_note_the_scoring_writes_is_translated(lang) -> None:
    board = with_piece(with_piece(empty_board(), 1, 1, "Treasure"), 1, 2, "Bandit")
    full = board
    for space in range(3, 7):
        full = with_piece(full, 1, space, "Knight")
    notes = [
        base_effect(with_piece(board, 1, 3, "Princess"), 1, 3, "Princess", 0, 0, []).note,
        column_bonus(full, 1).note,
        don_quixote(board).note,
        archchancellor(3).note,
        rapunzel(board, 1, 3).note,
        mimic(board).note,
        robin_hood(board, 2, 1).note,
        toothy(4).note,
        "most Princesss (2)",
        "most Treasures (3)",
        "3 coin(s)",
        "double",
        "end of turn",
        "full",
        "partial",
    ]
    with i18n.using(lang):
        said = [words.note(n) for n in notes]
        names = [words.name(n) for n in [*CHARACTERS, *(h.name for h in HEROES), *(t for _, t in SOLO_TITLES)]]
    assert all(s != n for s, n in zip(said, notes, strict=True)), said
    assert english_in(said, lang) == []
    assert english_in(names, lang) == []


@pytest.mark.parametrize("lang", ["de", "ru"])
def test_game_metadata_and_facts_are_in_the_catalog(lang) -> None:
    with i18n.using(lang):
        texts = [i18n._(GAME.title), i18n._(GAME.summary)]
        texts += [i18n._(o.label) for o in GAME.options] + [i18n._(o.help) for o in GAME.options if o.help]
        texts += [i18n._(r) for r in GAME.house_rulings]
        f = facts()
    assert all(t != e for t, e in zip(texts, [GAME.title, GAME.summary], strict=False))
    assert english_in(texts, lang) == []
    assert english_in([f["board_coins_rule"], *f["names"].values(), *f["most"].values()], lang) == []
    assert (texts[0], lang) in {("Spielleute", "de"), ("Менестрели", "ru")}


@pytest.mark.parametrize("lang", ["de", "ru"])
def test_the_names_follow_the_glossary(lang) -> None:
    rows = glossary("companion/games/minstrels/translations", lang)
    assert rows and all(r["source"] in ("rulebook", "printed", "plain") for r in rows)
    terms = {r["en"]: r[lang] for r in rows}
    shown = [n for n in words.NAMES if n in terms]
    assert len(shown) >= 20  # the characters, the heroes, the solo titles...
    with i18n.using(lang):
        assert {n: i18n._(n) for n in shown} == {n: terms[n] for n in shown}
        assert i18n._(GAME.title) == terms["Minstrels"]
    # The game is Russian: its title is the original's.
    assert {r["en"]: (r[lang], r["source"]) for r in rows}["Minstrels"] == (
        {"de": ("Spielleute", "plain"), "ru": ("Менестрели", "rulebook")}[lang]
    )
