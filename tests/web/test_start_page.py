"""The start page and the other player screens speak to players: no developer words, a code field
that says what it takes, and the API link only in a small footer for developers."""

from __future__ import annotations

import re

from flask.testing import FlaskClient

from companion.games import all_games

# Words a player should never have to read (notes written for the team, API talk).
DEVELOPER_WORDS = re.compile(r"OpenAPI|\bAPI\b|rulebook gives no|rulebook does not say;|TODO|FIXME")


def _visible(html: str) -> str:
    """The page's text as a player sees it: no scripts, no tags."""
    html = re.sub(r"<script.*?</script>", "", html, flags=re.S)
    return re.sub(r"<[^>]+>", " ", html)


def test_the_api_link_is_only_in_the_footer_for_developers(client: FlaskClient) -> None:
    html = client.get("/").get_data(as_text=True)
    main, footer = html.split("<footer", 1)
    assert "For developers" in footer and "/api/openapi.json" in footer
    assert not DEVELOPER_WORDS.search(_visible(main))


def test_game_and_new_table_pages_have_no_notes_for_the_team(client: FlaskClient) -> None:
    for game in all_games():
        for path in (f"/new/{game.id}", f"/games/{game.id}"):
            text = _visible(client.get(path).get_data(as_text=True))
            assert not DEVELOPER_WORDS.search(text), (path, DEVELOPER_WORDS.search(text))


def test_the_code_field_says_what_it_takes(client: FlaskClient) -> None:
    html = client.get("/").get_data(as_text=True)
    assert 'id="join-code"' in html and 'aria-describedby="join-help join-error"' in html
    assert "six letters and digits" in html and "spaces do not matter" in html


def test_the_scan_sits_above_your_tables_which_grow(client: FlaskClient) -> None:
    """pt33: the start page's scan was below "Your tables", two screens down with three tables."""
    html = client.get("/").get_data(as_text=True)
    assert html.index('id="scan-slot"') < html.index('id="your-tables"')
