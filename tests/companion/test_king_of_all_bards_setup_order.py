"""The King of All Bards' setup in the rulebook's order, over the API: Bard Cards, then the First Player roll.

A re-picked Bard Card is logged as a change (en/de/ru), not as a second "plays".
"""

from __future__ import annotations

import pytest
from flask.testing import FlaskClient

from companion import i18n
from tests.companion.test_king_of_all_bards_api import opened, snap
from tests.conftest import act, bearer


@pytest.fixture
def client(app) -> FlaskClient:
    """HTTP all the way: the Flask client."""
    yield app.test_client()
    i18n.activate(i18n.DEFAULT)


def _post(client: FlaskClient, t: dict, action: dict, who: int | str, lang: str = "en"):
    token = t["host_token"] if who == "host" else t["seats"][who]["token"]
    headers = {**bearer(token), "Accept-Language": lang}
    return client.post(f"/api/tables/{t['code']}/actions", json=action, headers=headers)


@pytest.mark.parametrize("action", [{"type": "first_player", "by": 0}, {"type": "first_player", "seat": 0}])
def test_no_first_player_roll_until_every_bard_card_is_chosen(client: FlaskClient, new_table, action: dict) -> None:
    # pt25: "Roll for the First Player" rolled while four players had no Bard Card yet.
    t = opened(new_table)
    act(client, t, {"type": "choose_bard", "bard": "slav"}, 0)
    r = _post(client, t, action, "host")
    assert r.status_code == 409
    err = r.get_json()["error"]
    assert err["code"] == "bards_missing" and err["seats"] == [1, 2]
    assert "Bard Card" in err["message"]
    assert snap(client, t)["state"]["first_player"] is None
    for seat, bard in ((1, "helga"), (2, "caspar")):
        act(client, t, {"type": "choose_bard", "bard": bard}, seat)
    assert _post(client, t, action, "host").status_code == 200
    if "by" in action:  # seat 0's die: the others roll theirs (pt40)
        assert snap(client, t)["state"]["rolloff"]["rolls"].keys() == {"0"}
        return
    assert snap(client, t)["state"]["first_player"] is not None


@pytest.mark.parametrize(
    ("lang", "first", "then"),
    [
        ("en", "Ann plays Slav", "Ann changes to Helga"),
        ("de", "Ann spielt Slav", "Ann wechselt zu Helga"),
        ("ru", "Ann выбирает барда: Слав", "Ann меняет барда: Хельга"),
    ],
)
def test_a_re_picked_bard_card_is_logged_as_a_change(
    client: FlaskClient, new_table, lang: str, first: str, then: str
) -> None:
    t = opened(new_table)
    assert _post(client, t, {"type": "choose_bard", "bard": "slav"}, 0, lang).status_code == 200
    assert _post(client, t, {"type": "choose_bard", "bard": "helga"}, 0, lang).status_code == 200
    r = client.get(f"/api/tables/{t['code']}", headers={"Accept-Language": lang})
    log = [e["text"] for e in r.get_json()["log"]]
    assert log[-2].startswith(first) and log[-1].startswith(then)
    assert sum(line.startswith(first.split()[0] + " ") for line in log) == 2
