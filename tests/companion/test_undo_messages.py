"""What a seat is told when it may not undo or redo: whose the action is, the host named once."""

from __future__ import annotations

import pytest

from companion import i18n
from tests.companion.test_king_of_all_bards_api import opened, start
from tests.conftest import act
from tests.tables_client import TablesClient


def _refused(client: TablesClient, table: dict, verb: str, seat: int) -> str:
    answer = act(client, table, {"type": verb}, seat=seat, status=403)
    assert answer["error"]["code"] == "not_yours"
    return answer["error"]["message"]


def _score_pad(new_table) -> dict:
    return new_table("score-pad", ["Red", "Blue", "Green"], {})


@pytest.mark.parametrize(
    ("lang", "undo", "redo"),
    [
        ("en", "only the host can undo that", "only the host can redo that"),
        ("de", "nur der Gastgeber kann das rückgängig machen", "nur der Gastgeber kann das wiederherstellen"),
        ("ru", "отменить это может только хозяин стола", "вернуть это может только хозяин стола"),
    ],
)
def test_the_hosts_own_action_names_the_host_once(client: TablesClient, new_table, lang, undo, redo) -> None:
    table = _score_pad(new_table)
    act(client, table, {"type": "roll", "dice": "1d6"}, seat="host")
    with i18n.using(lang):
        assert _refused(client, table, "undo", seat=1) == undo
    act(client, table, {"type": "undo"}, seat="host")
    with i18n.using(lang):
        assert _refused(client, table, "redo", seat=1) == redo


def test_a_seats_action_names_that_seat_and_the_host(client: TablesClient, new_table) -> None:
    table = _score_pad(new_table)
    act(client, table, {"type": "roll", "dice": "1d6"}, seat=0)
    assert _refused(client, table, "undo", seat=1) == "only Red or the host can undo that"
    act(client, table, {"type": "undo"}, seat=0)
    assert _refused(client, table, "redo", seat=2) == "only Red or the host can redo that"


def test_a_correction_by_the_host_names_the_seat_it_changed_and_the_host(client: TablesClient, new_table) -> None:
    table = opened(new_table)
    start(client, table)
    act(client, table, {"type": "adjust_tips", "seat": 1, "delta": 2}, seat="host")  # the host mends Bob's Tips
    assert _refused(client, table, "undo", seat=2) == "only Bob or the host can undo that"
    with i18n.using("de"):
        assert _refused(client, table, "undo", seat=2) == "nur Bob oder der Gastgeber kann das rückgängig machen"
    act(client, table, {"type": "undo"}, seat=1)  # Bob may: it was his
    assert _refused(client, table, "redo", seat=0) == "only Bob or the host can redo that"


def test_a_correction_by_a_seat_names_both_seats_and_the_host(client: TablesClient, new_table) -> None:
    table = opened(new_table)
    start(client, table)
    act(client, table, {"type": "adjust_tips", "seat": 1, "delta": 2}, seat=0)
    assert _refused(client, table, "undo", seat=2) == "only Ann, Bob or the host can undo that"
