"""The King of All Bards in German and Russian over the API: refusals, log lines, prompts, the page's data.

A phone's language comes from its `Accept-Language`; English stays as it always was. The game's terms
follow its glossaries (`translations/<lang>/glossary.tsv`).
"""

from __future__ import annotations

import csv
import json
from collections.abc import Iterator

import pytest
from flask.testing import FlaskClient

from companion import i18n
from companion.games.king_of_all_bards.rules import RULES
from scoring.king_of_all_bards.data import BARDS, PHASE_NAMES, TRICKS, reference
from tests.browser.untranslated import english_in
from tests.conftest import bearer

NAMES = ["Аня", "Борис"]
TAG = '<script id="table-data" type="application/json">'
GLOSSARY = i18n.ROOT / "companion/games/king_of_all_bards/translations"


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    """The Flask test client runs requests in this thread's context, and a request sets its language
    there without undoing it (web/i18n.py): the next test starts in English again."""
    yield
    i18n.activate(i18n.DEFAULT)


@pytest.fixture
def client(app) -> FlaskClient:
    """Languages ride on HTTP headers: the Flask client, not the engine's."""
    return app.test_client()


def _post(client: FlaskClient, t: dict, action: dict, seat: int, lang: str = "en"):
    headers = {**bearer(t["seats"][seat]["token"]), "Accept-Language": lang}
    return client.post(f"/api/tables/{t['code']}/actions", json=action, headers=headers)


def _started(new_table, client: FlaskClient) -> dict:
    """Аня (Slav) and Борис (Helga), first Fans placed: Round 1's Movement."""
    t = new_table("king-of-all-bards", NAMES)
    for seat, bard in enumerate(("slav", "helga")):
        assert _post(client, t, {"type": "choose_bard", "bard": bard}, seat).status_code == 200
    _post(client, t, {"type": "first_player", "seat": 0}, 0)
    for seat in range(2):
        assert _post(client, t, {"type": "place_start", "pub": seat + 1}, seat).status_code == 200
    return t


@pytest.mark.parametrize(
    ("lang", "taken", "tips", "phase"),
    [
        ("en", "Slav is already taken", "Epic Fail", "not now: this is the movement phase, not performance"),
        (
            "de",
            "Slav ist schon vergeben",
            "Epischer Patzer",
            "nicht jetzt: dies ist die Phase Bewegung, nicht Auftritt",
        ),
        (
            "ru",
            "Слав: этот бард уже выбран",
            "Эпический провал",
            "не сейчас: идёт фаза «передвижение», а не выступление",
        ),
    ],
)
def test_a_refusal_speaks_the_phones_language(
    new_table, client: FlaskClient, lang: str, taken: str, tips: str, phase: str
) -> None:
    t = new_table("king-of-all-bards", NAMES)
    assert _post(client, t, {"type": "choose_bard", "bard": "slav"}, 0, lang).status_code == 200
    r = _post(client, t, {"type": "choose_bard", "bard": "slav"}, 1, lang)
    assert 400 <= r.status_code < 500
    assert r.json["error"] == {"code": "bard_taken", "message": taken}
    t = _started(new_table, client)
    r = _post(client, t, {"type": "sing", "genre": "love", "mood": "major"}, 0, lang)
    assert 400 <= r.status_code < 500 and r.json["error"]["code"] == "wrong_phase"
    assert r.json["error"]["message"] == phase
    # a plural in the refusal: Russian has three forms (1 монета, 2 монеты, 5 монет)
    r = _post(client, t, {"type": "play_trick", "trick": "ragnarok"}, 0, lang)
    assert r.status_code >= 400 and r.json["error"]["code"] == "not_enough_tips"
    with i18n.using(lang):
        assert r.json["error"]["message"] == i18n.ngettext(
            "{name} costs {n} Tip; you have {have}", "{name} costs {n} Tips; you have {have}", 2
        ).format(name=i18n._("Ragnarok"), n=2, have=1)
        assert i18n._("Epic Fail") == tips
    if lang != "en":
        assert english_in([taken, phase, r.json["error"]["message"]], lang) == []


def test_russian_plurals_of_the_refusals_and_the_log() -> None:
    with i18n.using("ru"):
        forms = [i18n.ngettext("for {n} Tip", "for {n} Tips", n).format(n=n) for n in (1, 2, 5, 21)]
        assert forms == ["за 1 монету", "за 2 монеты", "за 5 монет", "за 21 монету"]
    with i18n.using("de"):
        assert [i18n.ngettext("for {n} Tip", "for {n} Tips", n).format(n=n) for n in (1, 2)] == [
            "für 1 Trinkgeld",
            "für 2 Trinkgelder",
        ]


@pytest.mark.parametrize("lang", ["de", "ru"])
def test_log_lines_and_the_prompt_are_in_the_phones_language(new_table, client: FlaskClient, lang: str) -> None:
    t = _started(new_table, client)
    for seat in range(2):  # both to Pub 3: a Duel
        assert _post(client, t, {"type": "pick", "pub": 3}, seat).status_code == 200
    english = client.get(f"/api/tables/{t['code']}", headers=bearer(t["seats"][0]["token"])).json
    snap = client.get(
        f"/api/tables/{t['code']}", headers={**bearer(t["seats"][0]["token"]), "Accept-Language": lang}
    ).json
    lines = [e["text"] for e in snap["log"] if e["type"] in RULES.described()]
    was = [e["text"] for e in english["log"] if e["type"] in RULES.described()]
    assert len(lines) == len(was) >= 8
    assert "Аня plays Slav the Magnificent (Love)" in was  # English as it always was
    assert all(a != b for a, b in zip(lines, was, strict=True))  # every line of the game is said anew
    assert english_in(lines, lang, set(NAMES)) == []
    said = {"de": "Аня spielt Slav der Prächtige (Liebe)", "ru": "Аня выбирает барда: Слав Великолепный (Любовная)"}
    assert said[lang] in lines
    assert english_in([snap["state"]["prompt"]["do"]], lang) == []
    assert snap["state"]["prompt"]["do"] != english["state"]["prompt"]["do"]


@pytest.mark.parametrize("lang", ["de", "ru"])
def test_the_page_carries_the_games_data_in_its_language(new_table, client: FlaskClient, lang: str) -> None:
    t = new_table("king-of-all-bards", NAMES)
    page = client.get(f"/t/{t['code']}", headers={"Accept-Language": lang}).get_data(as_text=True)
    start = page.index(TAG) + len(TAG)
    facts = json.loads(page[start : page.index("</script>", start)])["facts"]
    with i18n.using(lang):
        assert facts == json.loads(json.dumps(reference()))
        assert facts["square"] == i18n._("Town Square") != "Town Square"
    assert english_in([facts["win"], facts["tricks"][0][4], facts["pubs"][0][4]], lang) == []
    assert facts["pubs"][0][1] == "Beer Mayor's Inn"  # as printed


@pytest.mark.parametrize("lang", ["de", "ru"])
def test_the_translations_follow_the_glossary(lang: str) -> None:
    with (GLOSSARY / lang / "glossary.tsv").open(encoding="utf-8") as f:
        rows = list(csv.DictReader(f, delimiter="\t"))
    assert {r["source"] for r in rows} <= {"rulebook", "printed", "plain"}
    terms = {r["en"]: r[lang] for r in rows}
    named = [t.name for t in TRICKS] + [b.name for b in BARDS] + [b.title for b in BARDS] + list(PHASE_NAMES.values())
    with i18n.using(lang):
        for en in named:
            assert en in terms, f"{en!r} is not in the {lang} glossary"
            assert i18n._(en).lower() == terms[en].lower(), en
    printed = {r["en"] for r in rows if r["source"] == "printed"}
    assert "The Torn Banner" in printed and "Torn Banner" in printed  # Pub names stay as printed


# The goal's lines, where pt32 read "5 Монет и Фанаты в 5 разных Пабах": capitals mid-sentence.
GOAL_LINES = {
    "messages": [
        "nobody has five Tips and Fans in five different Pubs: the game goes on",
        "{who}: 5 Tips and Fans in 5 different Pubs. The game ends unless someone plays a Trick",
        "A Trick prevents the end: nobody has 5 Tips and Fans in 5 Pubs now. The game goes on",
    ],
    "js": ["{names}: 5 Tips and Fans in 5 different Pubs"],
}


def test_the_russian_goal_reads_as_a_sentence_in_the_glossarys_words() -> None:
    """pt32: the goal's Tips, Fans and Pubs are common nouns in a Russian sentence: lower case, as elsewhere."""
    js = i18n.js_messages("ru", ("core", "king_of_all_bards"))
    with i18n.using("ru"):
        lines = [i18n._(m) for m in GOAL_LINES["messages"]] + [js[m] for m in GOAL_LINES["js"]]
    for line in lines:
        assert "монет" in line and "фанат" in line and "паб" in line, line  # Tip: Монета in the glossary
        assert not any(w in line for w in ("Монет", "Фанат", "Паб")), line
