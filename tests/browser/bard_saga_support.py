"""Bard Saga browser tests: moves over the API with seat tokens, and the screen checks every phone passes."""

from __future__ import annotations

import json
import urllib.request
from typing import Any

from playwright.sync_api import Page

from tests.browser.support import LiveServer

FIELD = ["Red", "Blue", "Green", "Yellow", "White", "Red", "Blue", "Green", "Yellow"]
OUTER = [0, 1, 2, 3, 5, 6, 7]


def post(server: LiveServer, table: dict, action: dict, seat: int | str = "host", lang: str = "en") -> dict[str, Any]:
    """One action over the API, as a seat (its own token) or the host, from a phone speaking `lang`; its state."""
    token = table["host_token"] if seat == "host" else table["seats"][seat]["token"]
    headers = {"Content-Type": "application/json", "Authorization": f"Bearer {token}", "Accept-Language": lang}
    req = urllib.request.Request(
        f"{server.url}/api/tables/{table['code']}/actions", json.dumps(action).encode(), headers
    )
    with urllib.request.urlopen(req) as resp:
        return json.load(resp)["state"]


def read(server: LiveServer, table: dict) -> dict[str, Any]:
    """The table's public state."""
    with urllib.request.urlopen(f"{server.url}/api/tables/{table['code']}") as resp:
        return json.load(resp)["state"]


def top_up(server: LiveServer, table: dict, st: dict, seat: int, need: dict[str, int], lang: str = "en") -> None:
    """Give a player the Scrolls a deck needs (as a card effect would), so a round goes fast."""
    delta = {c: n - st["scrolls"][seat][c] for c, n in need.items() if n > st["scrolls"][seat][c]}
    if delta:
        post(server, table, {"type": "adjust", "seat": seat, "scrolls": delta}, lang=lang)


def seven_legends(server: LiveServer, table: dict, st: dict, lang: str = "en") -> dict:
    """Round 1 on the API: the seven outer Legends found and the last one uncovered (deck 8 collected)."""
    for deck, kind in [(d, k) for d in OUTER for k in ("collect", "search")] + [(8, "collect")]:
        seat = st["turn"]
        top_up(server, table, st, seat, st["need"][deck]["scrolls"], lang)
        st = post(server, table, {"type": kind, "deck": deck, "color": "Blue"}, seat, lang)
    assert st["legends_left"] == 1
    return st


def everyone_passes(server: LiveServer, table: dict, st: dict, first: int, lang: str = "en") -> dict:
    """Pass round the table until all have passed; `first` passes first (the others play a Story until then)."""
    while st["turn"] != first:
        st = post(server, table, {"type": "play", "color": "Red"}, st["turn"], lang)
    while st["phase"] == "seeking":
        st = post(server, table, {"type": "pass"}, st["turn"], lang)
    return st


# What every screen must hold to: no sideways scroll, no label cut off, no number broken over two
# lines, text at 4.5:1 and pieces (Scroll chips, dots, decks, Stories, VP cards) at 3:1 against
# what is behind them.
CHECK = """() => {
  const rgb = (c) => (c.match(/[\\d.]+/g) || []).map(Number);
  const lin = (v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; };
  const lum = (c) => c.slice(0, 3).map(lin).reduce((s, v, i) => s + v * [0.2126, 0.7152, 0.0722][i], 0);
  const ratio = (a, b) => { const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p); return (x + 0.05) / (y + 0.05); };
  const opaque = (c) => c.length === 3 || c[3] === 1;
  // The colours behind an element: the first opaque background, or every stop of a gradient.
  const behind = (n) => { for (; n; n = n.parentElement) { const cs = getComputedStyle(n);
    if (cs.backgroundImage.includes("gradient")) return cs.backgroundImage.match(/rgba?\\([^)]*\\)/g).map(rgb);
    const c = rgb(cs.backgroundColor); if (c.length && opaque(c)) return [c]; } return [[255, 255, 255]]; };
  const shown = (el) => el.offsetParent !== null
    && !el.closest("[hidden], :disabled, .players-bar, .topbar, .table-actions");
  const roots = ["#main", "#game-actions", "#sheet:not([hidden]) #sheet-content"]
    .map((q) => document.querySelector(q)).filter(Boolean);
  const named = (el, n) => `${el.tagName}.${el.className} "${el.textContent.trim().slice(0, n)}"`;
  const all = roots.flatMap((r) => [r, ...r.querySelectorAll("*")]).filter(shown);
  const text = [], pieces = [], wraps = [];
  // A label wider than its button is cut off (or spills over the next one).
  const clipped = all.filter((el) => el.tagName === "BUTTON" && el.scrollWidth > el.clientWidth + 1)
    .map((el) => named(el, 20));
  for (const el of all) {
    const own = [...el.childNodes].filter((n) => n.nodeType === 3 && n.data.trim());
    if (own.length) {
      const worst = Math.min(...behind(el).map((b) => ratio(rgb(getComputedStyle(el).color), b)));
      if (worst < 4.5) text.push(`${named(el, 20)} ${worst.toFixed(2)}`);
      for (const n of own) for (const m of n.data.matchAll(/\\d+/g)) {
        const r = document.createRange(); r.setStart(n, m.index); r.setEnd(n, m.index + m[0].length);
        if (new Set([...r.getClientRects()].map((x) => Math.round(x.top))).size > 1) wraps.push(el.textContent.trim());
      }
    }
  }
  const PIECES = ".need i, .have i, .cbtn, .scroll, .deck:not(.unknown):not(.empty), .story, .vpc";
  for (const el of roots.flatMap((r) => [...r.querySelectorAll(PIECES)]).filter(shown)) {
    const cs = getComputedStyle(el), bg = behind(el.parentElement);
    const edges = [cs.backgroundColor, parseFloat(cs.borderTopWidth) ? cs.borderTopColor : "",
      cs.outlineStyle !== "none" ? cs.outlineColor : ""].map(rgb).filter((c) => c.length && opaque(c));
    const best = Math.max(...edges.map((e) => Math.min(...bg.map((b) => ratio(e, b)))));
    if (best < 3) pieces.push(`${named(el, 12)} ${best.toFixed(2)}`);
  }
  const width = document.documentElement.scrollWidth;
  return { wide: width > innerWidth ? width : 0, clipped, text, pieces, wraps };
}"""


SETTLE_MS = 1300  # changes flash for 1.2 s: judge the colours once they have settled


def check_screen(page: Page, where: str, settle: bool = True) -> None:
    """The screen as it is now passes every check (the message says which and where).

    `settle=False`: the caller already waited `SETTLE_MS` since the screen last changed.
    """
    if settle:
        page.wait_for_timeout(SETTLE_MS)
    found = page.evaluate(CHECK)
    assert found == {"wide": 0, "clipped": [], "text": [], "pieces": [], "wraps": []}, (where, found)
