"""The phone's reference data is `scoring.king_of_all_bards.data`, sent with the page (one source, one copy)."""

from __future__ import annotations

import json
from pathlib import Path

from flask.testing import FlaskClient

from companion.games import get_game
from scoring.king_of_all_bards.data import reference

STATIC = Path(__file__).resolve().parents[2] / "web" / "static" / "js" / "games"


def test_the_page_carries_the_game_data_and_no_static_copy_exists(http: FlaskClient) -> None:
    assert get_game("king-of-all-bards").facts() == reference()
    body = {"game": "king-of-all-bards", "players": [{"name": "Ann"}, {"name": "Bob"}]}
    code = http.post("/api/tables", json=body).json["code"]
    page = http.get(f"/t/{code}").get_data(as_text=True)
    start = page.index('<script id="table-data" type="application/json">') + len(
        '<script id="table-data" type="application/json">'
    )
    data = json.loads(page[start : page.index("</script>", start)])
    assert data["facts"] == json.loads(json.dumps(reference()))
    assert len(data["facts"]["tricks"]) == 28 and len(data["facts"]["pubs"]) == 6 and len(data["facts"]["bards"]) == 8
    # A second copy (the old static ref.json) would be fetched on top of the page's.
    assert not list(STATIC.glob("king-of-all-bards*.json"))
    assert "ref.json" not in (STATIC / "king-of-all-bards.js").read_text(encoding="utf-8")
