"""One test over every registered game: setup for each player count, a tally, pages, API docs."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

import pytest
from flask.testing import FlaskClient

from companion.games import all_games
from companion.games.base import Game, Player
from companion.rng import seeded
from tests.random_play import play_seeds, workers

GAMES = all_games()
STATIC = Path(__file__).resolve().parents[1] / "web" / "static"


def _counts(game: Game) -> list[int]:
    return list(range(game.min_players, min(game.max_players, 8) + 1))


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_metadata_is_complete(game: Game) -> None:
    assert game.id and game.id == game.id.lower() and " " not in game.id
    assert game.title and game.summary
    assert 1 <= game.min_players <= game.max_players
    assert game.actions, "every game documents its actions for the OpenAPI document"
    assert (STATIC / "js" / "games" / f"{game.id}.js").exists()


@pytest.mark.parametrize(
    ("game", "n"), [(g, n) for g in GAMES for n in _counts(g)], ids=lambda x: x.id if isinstance(x, Game) else f"{x}p"
)
def test_setup_for_every_player_count_gives_plain_data_and_a_tally(game: Game, n: int) -> None:
    from companion.games.base import Player

    players = [Player(f"P{i}", game.colors[i % len(game.colors)]) for i in range(n)]
    options = {o.name: o.default for o in game.options}
    state = game.setup(players, options, seeded(n))
    assert json.loads(json.dumps(state)) == state, "state must be plain JSON data"
    for seat in [None, *range(n)]:
        json.dumps(game.view(state, seat))
    tally = game.standings(state)
    assert sorted(s["seat"] for s in tally) == list(range(n))
    assert all(1 <= s["place"] <= n for s in tally)
    assert min(s["place"] for s in tally) == 1


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_every_stored_event_type_has_one_fold_one_log_line_and_a_typed_shape(game: Game) -> None:
    folded = game.rules.event_types()
    assert folded == set(game.shapes), "a shape for every folded event, and no shape without a fold"
    assert folded <= game.rules.described(), f"no log line for {sorted(folded - game.rules.described())}"
    for kind, shape in game.shapes.items():
        assert shape.__doc__, f"{kind}: say what the event means"


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_pages_and_api_answer_for_a_new_table(client: FlaskClient, game: Game) -> None:
    n = max(game.min_players, min(2, game.max_players))
    r = client.post("/api/tables", json={"game": game.id, "players": [f"P{i}" for i in range(n)]})
    assert r.status_code == 201, r.json
    code = r.json["code"]
    for path in ("/", f"/new/{game.id}", f"/games/{game.id}", f"/t/{code}", f"/t/{code}/qr.svg"):
        assert client.get(path).status_code == 200, path
    snap = client.get(f"/api/tables/{code}").json
    assert snap["game"] == game.id and snap["seq"] == 1
    assert client.get(f"/api/tables/{code}/export.csv").status_code == 200
    page = client.get(f"/t/{code}").get_data(as_text=True)
    assert f"/static/js/games/{game.id}.js" in page


GAMES_PER_COUNT = 50


@pytest.fixture(scope="module")
def pool() -> Iterator[ProcessPoolExecutor]:
    """The seeded games are independent: one process per core plays them."""
    with workers() as p:
        yield p


@pytest.mark.parametrize(
    ("game", "n"), [(g, n) for g in GAMES for n in _counts(g)], ids=lambda x: x.id if isinstance(x, Game) else f"{x}p"
)
def test_seeded_random_games_play_to_the_end_through_the_table_engine(
    pool: ProcessPoolExecutor, game: Game, n: int
) -> None:
    """Every step keeps state == fold(log), standings answer, and someone can always act before the end."""
    results = play_seeds(pool, game, n, range(GAMES_PER_COUNT))
    finished = sum(done for done, _ in results)
    if game.round_cap:
        # Random play need not end these games: they stop after `round_cap` rounds.
        print(f"{game.id} {n}p: {finished}/{len(results)} finished within {game.round_cap} rounds")
    else:
        assert finished == len(results)


def _fact_literals(facts: object) -> tuple[set[str], list[list[int]]]:
    """The names (strings in lists and dict values) and the number lists among a game's facts."""
    names: set[str] = set()
    numbers: list[list[int]] = []
    items = facts.values() if isinstance(facts, dict) else [facts]
    for v in items:
        if isinstance(v, str) and len(v.split()) <= 3:  # a name, not a sentence such as a win condition
            names.add(v)
        elif isinstance(v, dict):
            names |= {x for x in v.values() if isinstance(x, str)}
        elif isinstance(v, list) and v and all(isinstance(x, str) for x in v):
            names |= set(v)
        elif isinstance(v, list) and len(v) > 1 and all(isinstance(x, int) for x in v):
            numbers.append(v)
        names |= _nested_names(v)
    return names, numbers


def _nested_names(v: object, depth: int = 0) -> set[str]:
    """Capitalised strings deeper inside a fact (a Pub's name in its row, a Trick's in its list).

    Lower-case strings that deep are ids and kinds ("love", "round"), which a JS may well hold.
    """
    if isinstance(v, str):
        return {v} if depth > 1 and v[:1].isupper() else set()
    items = v.values() if isinstance(v, dict) else v if isinstance(v, list) else []
    return set().union(*(_nested_names(x, depth + 1) for x in items))


def _copied_facts(js: str, facts: dict) -> list[str]:
    """Each fact a JS source holds as a literal: a name inside a string, a number list as an array."""
    js = re.sub(r"(?m)(^|\s)//.*$", "", js)  # comments may say anything
    # A message to translate (`t("Task done")`, `tn("{n} coin", "{n} coins", n)`) is English text for
    # the catalogs, not a copy of a rule: a word of it may be a piece's name.
    js = re.sub(r'\btn?\(\s*"(?:[^"\\]|\\.)*"(?:\s*,\s*"(?:[^"\\]|\\.)*")?', "t(", js)
    strings = re.findall(r'"(?:[^"\\]|\\.)*"|\'(?:[^\'\\]|\\.)*\'|`(?:[^`\\]|\\.)*`', js)
    names, numbers = _fact_literals(facts)
    found = [n for n in sorted(names) if any(re.search(rf"(?<!\w){re.escape(n)}(?!\w)", x) for x in strings)]
    arrays = [[int(x) for x in re.findall(r"\d+", a)] for a in re.findall(r"\[\s*\d+(?:\s*,\s*\d+)+\s*\]", js)]
    return found + [str(seq) for seq in numbers if seq in arrays]


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_a_games_js_holds_none_of_its_facts_as_a_literal(game: Game) -> None:
    """Piece names, colours, phases and bonus numbers come from `Game.facts()` with the page."""
    js = (STATIC / "js" / "games" / f"{game.id}.js").read_text()
    assert _copied_facts(js, game.facts()) == []


def test_the_js_meta_test_finds_a_copied_character_and_the_column_bonuses() -> None:
    js = 'const CH = ["Dragon", "Wizard"]; // a Knight in a comment is fine\nconst BONUS = [4, 6, 8, 12];'
    facts = {"characters": ["Dragon", "Knight"], "column_bonus": [4, 6, 8, 12], "track_lap": 50}
    assert _copied_facts(js, facts) == ["Dragon", "[4, 6, 8, 12]"]


def test_the_js_meta_test_finds_a_name_nested_in_a_facts_rows() -> None:
    js = 'const x = `Brawl (${c === "heckle" ? "Vicious Heckle" : "?"})`;'
    facts = {"tricks": [["vicious_heckle", "Vicious Heckle", 2, "unique"]], "causes": {"heckle": "Vicious Heckle"}}
    assert _copied_facts(js, facts) == ["Vicious Heckle"]
    assert _copied_facts(js, {"tricks": [["vicious_heckle", "Vicious Heckle"]]}) == ["Vicious Heckle"]
    assert _copied_facts('LC = { "Great Fishing!": "fish" }', {"labels": ["Great Fishing!"]}) == ["Great Fishing!"]


def test_the_js_meta_test_lets_a_message_to_translate_name_a_piece() -> None:
    facts = {"names": {"Task": "Task", "Dragon": "Dragon"}}
    js = 'b(t("Task done")); tn("{n} Dragon", "{n} Dragons", n); const D = "Dragon";'
    assert _copied_facts(js, facts) == ["Dragon"]


@pytest.mark.parametrize("game", [g for g in GAMES if g.id != "score-pad"], ids=lambda g: g.id)
def test_every_game_with_pieces_sends_its_names_with_the_page(game: Game) -> None:
    """The meta-test above only bites where the facts name something: every board game's do."""
    names, _ = _fact_literals(game.facts())
    assert len(names) >= 4, names


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_the_api_document_describes_the_games_state_view_and_every_event(client: FlaskClient, game: Game) -> None:
    schemas = client.get("/api/openapi.json").json["components"]["schemas"]
    players = [Player(f"P{i}", "#000000") for i in range(max(game.min_players, 2))]
    state = game.setup(players, {o.name: o.default for o in game.options}, seeded(0))
    assert set(schemas[f"{game.id}.state"]["properties"]) == set(state)
    assert set(schemas[f"{game.id}.view"]["properties"]) == set(game.view(state, 0))
    for kind, shape in game.shapes.items():
        assert set(schemas[f"{game.id}.event.{kind}"]["properties"]) == set(shape.__annotations__)
