"""Issue 27, finding 11: a history token is never taken from a URL (it would land in logs and the
browser's history); one there is a clear 400, and the same tables sent in a body are answered."""

from __future__ import annotations

import pytest
from flask import Flask

from tests.web.test_history_privacy import finished, hosted, shown

__all__ = ["hosted"]  # the fixture, used by name


@pytest.mark.parametrize("method", ["GET", "POST"])
@pytest.mark.parametrize("path", ["/api/plays", "/history.csv", "/history.json"])
def test_a_token_in_the_query_string_is_refused_naming_the_problem(hosted: Flask, method: str, path: str) -> None:
    client = hosted.test_client()
    ours = finished(client, ["Anna", "Boris"])
    query = {"code": ours["code"], "token": ours["seats"][0]["token"]}
    got = client.open(path, method=method, query_string=query, headers={"Accept": "application/json"})
    assert got.status_code == 400, got.get_data(as_text=True)[:200]
    assert got.json["error"]["code"] == "token_in_url" and "URL" in got.json["error"]["message"]
    assert ours["seats"][0]["token"] not in got.get_data(as_text=True)
    # The same table in a body is answered; filters may still ride in the query string.
    assert shown(client, [(ours["code"], ours["seats"][0]["token"])]) == [["Anna", "Boris"]]
    assert client.get("/api/plays?game=score-pad").status_code == 200
