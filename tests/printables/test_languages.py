"""Every printable of every game in German and Russian: nothing overflows its box, the text reads
back in that language, the QR codes still decode; `--lang`, `?lang=` and the phone's language."""

from __future__ import annotations

from functools import cache
from pathlib import Path

import pytest

from companion import i18n
from companion.errors import ActionError
from companion.games import all_games
from companion.i18n_catalogs import extract
from printables import build, fonts
from printables.paper import PAPERS
from printables.render import PRINT_AT_100, Rendered
from tests.printables import pdfcheck
from tests.printables.conftest import BASE, tables_with_one_of_each
from tests.printables.languages import english_words, recording
from tests.printables.test_cli import run

GAMES = [g.id for g in all_games()]
LANGS = ("de", "ru")
SCAN = {"de": "Scannen: neuen Tisch eröffnen", "ru": "Сканируй: новый стол"}
PRINT_AT = {"de": "Mit 100 % drucken", "ru": "Печатать в масштабе 100 %"}


def _game_catalog_missing(game: str, lang: str) -> bool:
    """Whether the game's own catalog (which translates its `scoring` data texts) is not in this tree."""
    area = i18n.area_of_game(game)
    return not (i18n.ROOT / area.translations / lang / "LC_MESSAGES" / "messages.po").exists()


@cache
def blank(game: str, sheet: str, paper: str, lang: str) -> Rendered:
    return build.blank(game, sheet, paper, base_url=BASE, lang=lang)


@cache
def pages(game: str, sheet: str, lang: str) -> list[pdfcheck.Page]:
    return pdfcheck.read(blank(game, sheet, "a4", lang).pdf)


CASES = [(g, s, p, lang) for g in GAMES for s in build.SHEETS for p in PAPERS for lang in ("en", *LANGS)]


@pytest.mark.parametrize(("game", "sheet", "paper", "lang"), CASES, ids=["-".join(c) for c in CASES])
def test_no_text_overflows_its_box(game: str, sheet: str, paper: str, lang: str) -> None:
    """Every line and word drawn is measured against its box while the sheet is drawn."""
    done = blank(game, sheet, paper, lang)
    assert [f"page {n}: {o}" for n, o in done.overflows] == []


READ = [(g, s, lang) for g in GAMES for s in build.SHEETS for lang in LANGS]


@pytest.mark.parametrize(("game", "sheet", "lang"), READ, ids=["-".join(c) for c in READ])
def test_text_reads_back_in_the_language_and_codes_decode(game: str, sheet: str, lang: str) -> None:
    got = pages(game, sheet, lang)
    assert len(got) == len(blank(game, sheet, "a4", lang).pages)
    mod = build.layouts(game)
    with i18n.using(lang):
        title = i18n._(next(g.title for g in all_games() if g.id == game))
        made = mod.reference() if sheet == "reference" else mod.score_sheet(_defaults(game))
    with i18n.using("en"):
        english = mod.reference() if sheet == "reference" else mod.score_sheet(_defaults(game))
    assert made.title != english.title  # the sheet's own heading is translated...
    assert made.title in got[0].text and title in got[0].text  # ... and reads back from the PDF
    for page in got:
        assert [pdfcheck.opens(c.text) for c in page.codes] == [f"{BASE}/new/{game}"] * len(page.codes) and page.codes
        assert PRINT_AT[lang] in page.text and i18n.translations(lang).gettext(PRINT_AT_100) in page.text
        assert "Print at 100 %" not in page.text
        assert fonts.REPLACEMENT not in page.text  # DejaVu has every letter of both languages
    assert SCAN[lang] in " ".join(p.text for p in got)


def _defaults(game: str) -> dict:
    return {o.name: o.default for o in next(g for g in all_games() if g.id == game).options}


@pytest.mark.parametrize("lang", LANGS)
def test_every_message_of_the_printables_is_translated_where_it_is_drawn(
    lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Each printables message looked up while drawing every sheet is in the language's catalog."""
    ours = {(m.context or "", m.id if isinstance(m.id, str) else m.id[0]) for m in extract(_area(), "messages")}
    with recording(monkeypatch) as seen:
        for game in GAMES:
            for sheet in build.SHEETS:
                build.blank(game, sheet, "a4", base_url=BASE, lang=lang)
    used = seen.asked & ours
    assert len(used) > 150  # the sheets do use the catalog
    assert sorted(seen.missing & ours) == []


def _area() -> i18n.Area:
    return next(a for a in i18n.AREAS if a.name == "printables")


NO_ENGLISH = [(g, lang) for g in GAMES for lang in LANGS]


@pytest.mark.parametrize(("game", "lang"), NO_ENGLISH)
def test_no_english_left_on_any_sheet(game: str, lang: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """No text looked up is missing from the catalogs, and the extracted text has no English words."""
    if _game_catalog_missing(game, lang):
        pytest.skip(f"{game} has no {lang} catalog in this tree: its rule texts cannot be translated yet")
    with recording(monkeypatch) as seen:
        for sheet in build.SHEETS:
            build.blank(game, sheet, "a4", base_url=BASE, lang=lang)
    assert sorted(m for _c, m in seen.missing) == []
    text = " ".join(p.text for sheet in build.SHEETS for p in pages(game, sheet, lang))
    assert english_words(text, lang) == []


@pytest.mark.parametrize("lang", LANGS)
def test_a_table_printable_keeps_its_names_in_the_language(lang: str) -> None:
    tables, codes = tables_with_one_of_each()
    code = codes["minstrels"]
    done = build.for_table(tables, code, "score", "a4", base_url=BASE, lang=lang)
    assert done.overflows == []
    text = pdfcheck.read(done.pdf)[0].text
    with i18n.using(lang):
        assert i18n._("Table {code}").format(code=code) in text
    for p in tables.get(code).players:
        assert p.name in text


def test_the_command_prints_every_sheet_in_german_and_russian(tmp_path: Path) -> None:
    """`companion print --all --lang de` (and ru): every game's sheets, named by language, in it."""
    for lang in LANGS:
        out = tmp_path / lang
        assert run("--all", "--lang", lang, "--base-url", BASE, "-o", str(out)) == 0
        want = {build.filename(g, s, "a4", lang=lang) for g in GAMES for s in build.SHEETS}
        assert {p.name for p in out.iterdir()} == want
        pdf = (out / build.filename("minstrels", "score", "a4", lang=lang)).read_bytes()
        assert pdf == blank("minstrels", "score", "a4", lang).pdf


def test_one_sheet_in_a_language_and_the_command_speaks_it(tmp_path: Path, capsys: pytest.CaptureFixture) -> None:
    out = tmp_path / "pad.pdf"
    assert run("score-pad", "--sheet", "score", "--lang", "ru", "--base-url", BASE, "-o", str(out)) == 0
    assert "1 PDF-файл за" in capsys.readouterr().out
    page = pdfcheck.read(out.read_bytes())[0]
    assert "Бланк очков" in page.text and "имя 1" in page.text and "name 1" not in page.text
    assert run("chess", "--sheet", "score", "--lang", "de", "-o", str(out)) == 2
    assert "es gibt kein Spiel 'chess'" in capsys.readouterr().err


def test_without_lang_the_command_speaks_the_terminals_language(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("LANG", "de_DE.UTF-8")
    out = tmp_path / "ref.pdf"
    assert run("bard-saga", "--sheet", "reference", "--base-url", BASE, "-o", str(out)) == 0
    assert out.read_bytes() == blank("bard-saga", "reference", "a4", "de").pdf


def test_an_unknown_language_is_refused_naming_the_choices() -> None:
    with pytest.raises(ActionError) as err:
        build.blank("minstrels", "score", "a4", base_url=BASE, lang="fr")
    assert err.value.code == "bad_lang" and "en, de, ru" in err.value.message
