"""The score pad after the 46th blind playtest: 360x740, six 24-character names, text at 130 %.

The host's grid heads its columns with the score table's unique short forms and breaks a category only
between words; the legend reads as a key; the end names every player level with the winner, with their
tie-break figure, and the standings show it beside each shared total.
"""

from __future__ import annotations

from playwright.sync_api import expect

from tests.browser.support import LiveServer, act, as_host, read, screenshot, wait_for
from tests.browser.test_stress_set import NAMES, SIZES, stressed

# Two pairs of players whose names start alike (pt46: "Christ…" could be either).
ALIKE = (
    "Bartholomew Longname-Smy",
    "Christine Fitzgerald-Hol",
    "Zoë Ellington-Hartleyson",
    "Анатолий Петрович-Сидоро",
    "Анастасия Владимировна-К",
    "Christopher Fitzwilliams",
)
CATS = {"categories": ["Gold", "Monsters", "Siegpunkte", "Side quests"], "rounds": 1, "tie_breaker": "Gold"}

# Each column's head (whole, never cut) and each category label's words (each on one line, inside its cell).
HEADS = """() => { const out = [], heads = [];
  for (const el of document.querySelectorAll(".pad-entry .pe-grid thead .pname")) {
    heads.push(el.textContent);
    if (el.scrollWidth > el.clientWidth + 1) out.push(`${el.textContent} cut: ${el.scrollWidth}px`);
  }
  for (const el of document.querySelectorAll(".pad-entry .pe-grid tbody th")) {
    const node = (el.querySelector(".pe-cat") || el).firstChild, text = node.textContent;
    let at = 0;
    for (const word of text.split(" ")) {
      const r = document.createRange(); r.setStart(node, at); r.setEnd(node, at + word.length); at += word.length + 1;
      const lines = new Set([...r.getClientRects()].map((x) => Math.round(x.top))).size;
      // pt51: a word too wide for its column at 85 % of the text size breaks at a syllable, with a
      // hyphen (a soft hyphen's); anywhere else is "Monste/rs".
      const line = (i) => { const c = document.createRange(); c.setStart(node, i); c.setEnd(node, i + 1);
        const b = [...c.getClientRects()].filter((x) => x.width > 0).pop(); return b ? Math.round(b.top) : null; };
      for (let i = at - word.length - 1; i < at - 2 && lines > 1; i++) {
        const a = line(i), b = line(i + 1);
        if (a !== null && b !== null && b > a + 2 && text[i] !== "\u00ad") out.push(`${word} broken inside at ${i}`);
      }
      if (r.getBoundingClientRect().right > el.getBoundingClientRect().right + 1) out.push(`${word} past its cell`);
    }
  }
  return { out, heads }; }"""


def test_the_host_grid_heads_columns_apart_and_breaks_categories_between_words(live_server: LiveServer, phone) -> None:
    """pt46: "Barth… Maxi… Анас… Christ…" and "Monste/rs" at 360/130 %."""
    table = live_server.create_table("score-pad", list(ALIKE), CATS, seated=False)
    table["seq"] = read(live_server, table)["seq"]
    problems = []
    for lang in ("en", "de", "ru"):
        page = stressed(phone, lang, SIZES[0])
        as_host(page, live_server, table)
        wait_for(page, f"C.table.snap().seq === {table['seq']}")
        expect(page.locator(".pad-entry .pe-grid thead .pname")).to_have_count(6)
        page.wait_for_timeout(200)  # the labels' fit runs in the next frame
        seen = page.evaluate(HEADS)
        problems += [f"{lang}: {p}" for p in seen["out"]]
        heads = seen["heads"]
        if len({x.lower() for x in heads}) != len(heads):
            problems.append(f"{lang}: two columns headed alike: {heads}")
        table_heads = page.locator(".pad-grid thead .initial").all_text_contents()
        if heads != table_heads:
            problems.append(f"{lang}: grid {heads} against score table {table_heads}")
        screenshot(page, f"score-pad-pt46-grid-{lang}")
        page.close()
    assert not problems, "\n".join(problems)


def test_the_legend_reads_as_a_key(live_server: LiveServer, phone) -> None:
    """pt46: "★ leading · ✓ round entered" read as a status over Wilhelmina in place 2 and Zoë in place 5."""
    table = live_server.create_table("score-pad", list(NAMES), CATS, seated=False)
    act(
        live_server,
        table,
        {"type": "score_grid", "scores": {"0": {"Gold": 5, "Monsters": 1, "Siegpunkte": 0, "Side quests": 2}}},
    )
    table["seq"] = read(live_server, table)["seq"]
    for lang, said in (
        ("en", "★ = in the lead · ✓ = round entered"),
        ("de", "★ = führt · ✓ = eingetragen"),
        ("ru", "★ = лидер · ✓ = раунд внесён"),
    ):
        page = stressed(phone, lang, SIZES[0])
        as_host(page, live_server, table)
        wait_for(page, f"C.table.snap().seq === {table['seq']}")
        expect(page.locator('[data-k="legend"]')).to_have_text(said)
        page.close()


def test_a_three_way_tie_names_every_tied_player_with_their_figure(live_server: LiveServer, phone) -> None:
    """pt46: "Tie broken by Gold: 17 against 16." named no one and left out Анастасия's 13."""
    table = live_server.create_table("score-pad", list(NAMES), CATS, seated=False)
    row = lambda gold, rest: {"Gold": gold, "Monsters": rest, "Siegpunkte": 0, "Side quests": 0}  # noqa: E731
    scores = {"0": row(5, 10), "1": row(16, 15), "2": row(17, 14), "3": row(2, 3), "4": row(13, 18), "5": row(9, 1)}
    act(live_server, table, {"type": "score_grid", "scores": scores})
    act(live_server, table, {"type": "finish"})
    table["seq"] = read(live_server, table)["seq"]
    for lang, said in (
        ("en", "Tie broken by Gold: Zoë 17, Wilhelmina 16, Александра 13."),
        ("de", "Gleichstand entschieden durch Gold: Zoë 17, Wilhelmina 16, Александра 13."),
        ("ru", "Ничья решена по категории Gold: Zoë 17, Wilhelmina 16, Александра 13."),
    ):
        page = stressed(phone, lang, SIZES[0])
        as_host(page, live_server, table)
        wait_for(page, f"C.table.snap().seq === {table['seq']}")
        expect(page.locator('[data-k="decided"]')).to_have_text(said)
        # Each shared total shows its tie-break figure beside it; a total no one shares, none.
        for seat, gold in ((2, 17), (1, 16), (4, 13)):
            expect(page.locator(f'[data-k="tb{seat}"]')).to_have_text(f"Gold {gold}")
        for seat in (0, 3, 5):
            expect(page.locator(f'[data-k="tb{seat}"]')).to_have_count(0)
        screenshot(page, f"score-pad-pt46-end-{lang}", full_page=True)
        page.close()


def test_the_host_page_folds_the_cards_once_every_round_is_in(live_server: LiveServer, phone) -> None:
    """pt46 (a33): after the last round the host's page became six full cards of ± controls above Finish."""
    table = live_server.create_table("score-pad", list(NAMES), CATS, seated=False)
    full = {"Gold": 1, "Monsters": 2, "Siegpunkte": 0, "Side quests": 3}
    act(live_server, table, {"type": "score_grid", "scores": {str(s): full for s in range(6)}})
    table["seq"] = read(live_server, table)["seq"]
    page = stressed(phone, "en", SIZES[0])
    as_host(page, live_server, table)
    wait_for(page, f"C.table.snap().seq === {table['seq']}")
    expect(page.locator('[data-k="all-in"]')).to_be_visible()
    expect(page.locator("details.cards-fold")).to_have_count(1)
    assert page.locator("details.cards-fold").evaluate("(d) => !d.open")
    expect(page.locator(".score-card .quick").first).to_be_hidden()
    page.locator("details.cards-fold > summary").click()  # still there for a late change
    expect(page.locator(".score-card .quick")).to_have_count(6)
    expect(page.locator(".score-card .quick").first).to_be_visible()
