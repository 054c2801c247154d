"""Finding English left on a German or Russian screen: catalog messages and English-only words.

`english_left(page, "de", allowed={"Ana", "Bo"})` reads every visible text and the labels a screen
reader speaks (aria-label, title, placeholder, alt), and returns what is still English:
- a text that is an English message of a catalog whose translation differs (placeholders match anything);
- a word only English has (`the`, `your`, `turn`, ...) in German;
- any Latin word of three letters or more in Russian.
Player names, table codes and each game's terms kept as printed (`source` = `printed` in its
`translations/<lang>/glossary.tsv`) are allowed.
"""

from __future__ import annotations

import csv
import functools
import re
from pathlib import Path

from babel.messages.pofile import read_po
from playwright.sync_api import Page

from companion.i18n import AREAS, ROOT
from tests.browser.contrast import log_screen

# Words a German screen never shows (German has none of them; "in", "so", "man" are both).
_WORDS = (
    "the your you and turn turns waiting player players score scores round draw drawn game over again with for "
    "from next this that points roll rolled dice join seat seats table tables undo redo invite share close "
    "choose pick done back new play start end ended their they who what when where which would should"
)
ENGLISH_ONLY = frozenset(_WORDS.split())

VISIBLE_TEXT = """(within) => {
  const out = [], root = document.querySelector(within);
  if (!root) return out;
  const seen = (el) => { const s = getComputedStyle(el);
    return s.visibility !== 'hidden' && s.display !== 'none' && el.getClientRects().length > 0; };
  const walk = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let n = walk.nextNode(); n; n = walk.nextNode()) {
    const t = n.textContent.trim();
    if (t && n.parentElement && !n.parentElement.closest('script,style,template') && seen(n.parentElement)) out.push(t);
  }
  for (const el of root.querySelectorAll('[aria-label],[title],[placeholder],[alt]')) {
    if (!seen(el)) continue;
    for (const a of ['aria-label', 'title', 'placeholder', 'alt']) {
      const v = el.getAttribute(a); if (v && v.trim()) out.push(v.trim());
    }
  }
  if (within === 'body' && document.title) out.push(document.title);
  return out;
}"""


def _pattern(msgid: str) -> re.Pattern[str]:
    parts = re.split(r"\{\w*\}|%\(\w+\)[sd]|%[sd]", msgid)
    return re.compile(r"\s*" + r".+?".join(re.escape(p) for p in parts) + r"\s*", re.S)


@functools.cache
def _messages(lang: str) -> tuple[tuple[str, re.Pattern[str]], ...]:
    """English msgids whose `lang` translation differs, with a pattern matching their filled-in text."""
    out = []
    for area in AREAS:
        for domain in ("messages", "js"):
            po = ROOT / area.translations / lang / "LC_MESSAGES" / f"{domain}.po"
            if not po.exists():
                continue
            with po.open("rb") as f:
                catalog = read_po(f, locale=lang)
            for m in catalog:
                ids = m.id if isinstance(m.id, tuple) else (m.id,)
                strings = m.string if isinstance(m.string, tuple) else (m.string,)
                for i in ids:
                    # a message made only of placeholders and punctuation matches anything: skip it
                    if i and i not in strings and re.search(r"[A-Za-z]{2}", re.sub(r"\{\w*\}", "", i)):
                        out.append((i, _pattern(i)))
    return tuple(out)


@functools.cache
def _any_message(lang: str) -> re.Pattern[str] | None:
    """One pattern for all of `_messages(lang)`: most texts match none, and one C-level pass says so."""
    found = _messages(lang)
    return re.compile("|".join(f"(?:{p.pattern})" for _, p in found), re.S) if found else None


@functools.lru_cache(maxsize=20_000)
def english_message(lang: str, text: str) -> str | None:
    """The English catalog message `text` is (filled in), when its `lang` translation differs; else None.

    Screens show the same texts again and again: each is looked up once.
    """
    anything = _any_message(lang)
    if anything is None or not anything.fullmatch(text):
        return None
    return next((m for m, p in _messages(lang) if p.fullmatch(text)), None)


@functools.cache
def kept_as_printed(lang: str) -> frozenset[str]:
    """Every game's terms kept in English on `lang`'s screens (Pub names, Song titles)."""
    kept: set[str] = set()
    for area in AREAS:
        path = ROOT / area.translations / lang / "glossary.tsv"
        if path.exists():
            with path.open(encoding="utf-8") as f:
                kept |= {row["en"] for row in csv.DictReader(f, delimiter="\t") if row.get("source") == "printed"}
    return frozenset(kept)


# Names that are the same in every language: this app's, BG Stats', each language's own name
# (the switch shows them), and what only looks like a word: table codes and links.
NAMES = frozenset({"Companion", "BG Stats", "English", "Deutsch"})
# (The Invite sheet's link is several texts, broken after each slash: its first is "http:/".)
NOT_WORDS = re.compile(r"https?:/\S*|\b[A-Z0-9]{6}\b")


def english_in(texts: list[str], lang: str, allowed: set[str] | frozenset[str] = frozenset()) -> list[str]:
    """The texts (of a `lang` screen) that are still English, each with why."""
    allowed = set(allowed) | kept_as_printed(lang) | NAMES
    found = []
    for text in texts:
        rest = NOT_WORDS.sub(" ", text)
        for word in sorted(allowed, key=len, reverse=True):
            rest = rest.replace(word, " ")
        if not re.search(r"[A-Za-z]", rest):
            continue
        msg = english_message(lang, text)
        if msg is not None:
            found.append(f"{text!r} (the English of {msg!r})")
            continue
        named = text  # names stay letters here, so "Борис's" still shows its English possessive
        for word in sorted(allowed, key=len, reverse=True):
            named = named.replace(word, " " if word in kept_as_printed(lang) else "Ж")
        if re.search(r"\w['’]s\b", NOT_WORDS.sub(" ", named)):  # too short to be a word of its own
            found.append(f"{text!r} (English possessive 's)")
            continue
        words = re.findall(r"[A-Za-z]+", rest)
        if lang == "ru":
            latin = [w for w in words if len(w) >= 3]
            if latin:
                found.append(f"{text!r} (Latin words: {', '.join(latin)})")
        elif lang == "de":
            english = [w for w in words if w.lower() in ENGLISH_ONLY]
            if english:
                found.append(f"{text!r} (English words: {', '.join(english)})")
    return found


def english_left(
    page: Page, lang: str, allowed: set[str] | frozenset[str] = frozenset(), within: str = "body"
) -> list[str]:
    """What is still English on the page's whole current screen (visible texts and spoken labels).

    `within` names the part a test is looking at; the whole screen is checked whatever it says
    (the table's frame and each game's screen are translated together now).
    """
    log_screen(page)
    found = english_in(page.evaluate(VISIBLE_TEXT, "body"), lang, allowed)
    return [f"{f} [screen of {within}]" for f in found] if within != "body" else found


def glossary(area_translations: str, lang: str) -> list[dict[str, str]]:
    """One game's glossary rows for `lang`: en, the term in `lang`, and its source."""
    path = Path(ROOT / area_translations / lang / "glossary.tsv")
    with path.open(encoding="utf-8") as f:
        return list(csv.DictReader(f, delimiter="\t"))
