"""The languages: catalogs complete for every source, Russian's three plural forms, numbers, picking."""

from __future__ import annotations

import pytest

from companion import i18n
from companion.i18n_catalogs import check

ARCHIVED = ("Archived {n} table untouched for 30 days", "Archived {n} tables untouched for 30 days")


def test_every_message_of_every_source_is_translated_in_every_language() -> None:
    """Walks every template, Python module and script the areas name, against each de and ru catalog."""
    assert check() == []


@pytest.mark.parametrize(
    ("lang", "n", "text"),
    [
        ("en", 1, "Archived 1 table untouched for 30 days"),
        ("en", 5, "Archived 5 tables untouched for 30 days"),
        ("de", 2, "2 Tische archiviert, 30 Tage unbenutzt"),
        ("ru", 1, "Архивирован 1 стол, не использовавшийся 30 дней"),
        ("ru", 3, "Архивировано 3 стола, не использовавшихся 30 дней"),
        ("ru", 11, "Архивировано 11 столов, не использовавшихся 30 дней"),
        ("ru", 21, "Архивирован 21 стол, не использовавшийся 30 дней"),
    ],
)
def test_plural_forms(lang: str, n: int, text: str) -> None:
    with i18n.using(lang):
        assert i18n.ngettext(*ARCHIVED, n).format(n=n) == text


@pytest.mark.parametrize(("lang", "text"), [("en", "1,234.5"), ("de", "1.234,5"), ("ru", "1\xa0234,5")])
def test_numbers_are_written_as_the_language_writes_them(lang: str, text: str) -> None:
    with i18n.using(lang):
        assert i18n.number(1234.5) == text


def test_using_restores_the_language_and_ignores_unknown_ones() -> None:
    assert i18n.current() == "en"
    with i18n.using("ru"):
        with i18n.using("xx"):
            assert i18n.current() == "ru"
        assert i18n.current() == "ru"
    assert i18n.current() == "en"


@pytest.mark.parametrize(
    ("tag", "lang"), [("de-AT", "de"), ("ru_RU.UTF-8", "ru"), ("EN", "en"), ("fr", None), ("", None)]
)
def test_pick(tag: str, lang: str | None) -> None:
    assert i18n.pick(tag) == lang


def test_terminal_language_from_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("LANG", "ru_RU.UTF-8")
    assert i18n.from_environment() == "ru"
    monkeypatch.setenv("LANGUAGE", "de:en")
    assert i18n.from_environment() == "de"


def test_a_message_nested_in_another_calls_arguments_is_extracted_too(tmp_path) -> None:
    """Babel's JS extractor skips it; left out, it would stay English with nothing to say so."""
    from babel.messages.catalog import Catalog

    from companion.i18n_catalogs import _nested_js_calls

    js = tmp_path / "x.js"
    js.write_text(
        'x(t("Your turn (and {names})", { names: s.map((p) => t("{name}\'s", { name: p })) }));\n'
        '// t("in a comment") is not a message\n'
        'y(tn("{n} Fan", "{n} Fans", n), a.b(t("nested")));\n',
        encoding="utf-8",
    )
    pot = Catalog()
    _nested_js_calls(pot, js, "x.js")
    assert sorted(str(m.id) for m in pot if m.id) == sorted(
        ["Your turn (and {names})", "{name}'s", "('{n} Fan', '{n} Fans')", "nested"]
    )
