// Bard Saga's sheets (a deck, playing a Story, "We drew…", giving back, card effects): fetched on first use.
"use strict";
(function () {
  const { h } = C;
  const { F, SC, ALL, nm, sum, vp, list, mine, btn, chip, dots, pair } = C.bs;
  let T0, snap0, srch = {}, back = {}, target = null, got = {};
  // A move sent, or queued offline (shown waiting under the sheet): either way the sheet has done its part.
  const done = (r) => r || T0.queued().length > 0;
  // Every sheet reads the latest snapshot when it is (re)built.
  const fresh = () => { T0 = C.bs.T(); snap0 = C.bs.snap(); };

  // "We drew…": chips of the colours still in the Inn, filling each row in turn; a picked chip taken back by a tap.
  function picker(title, rows, inn, done) {
    got = {};
    T0.openSheet("bs-drew", title, () => {
      fresh();
      const st = snap0.state, used = {};
      Object.values(got).flat().forEach((c) => (used[c] = (used[c] || 0) + 1));
      const left = SC.filter((c) => (inn[c] || 0) - (used[c] || 0) > 0);
      const open = rows.find((r) => (got[r.seat] || []).length < r.count);
      const redo = () => T0.openSheet("bs-drew");
      return h("div.bs-sheet", {}, h("p.small", {}, t("Tap the colour of each Scroll that came out of the Inn; tap a picked one to take it back.")),
        rows.map((r) => h("div.bs-pick", { "data-seat": r.seat }, h("span", {}, `${T0.name(r.seat)}: ${(got[r.seat] || []).length}/${r.count}`),
          (got[r.seat] || []).map((c, j) => chip(st, c, null, { "aria-label": t("take back {colour}", { colour: nm(c) }), onclick: () => { got[r.seat].splice(j, 1); redo(); } })))),
        open ? h("div.bs-colours.bs-drew", {}, left.map((c) => chip(st, c, `${nm(c)} (${inn[c] - (used[c] || 0)})`, { "aria-label": t("Drew {colour}", { colour: nm(c) }),
          onclick: () => { (got[open.seat] = got[open.seat] || []).push(c); redo(); } }))) : null,
        btn(t("Enter what we drew"), async () => { if (await done(got)) T0.closeSheet(); }, ".primary.big", { disabled: !!(open && left.length), "data-why": t("Tap the colour of each Scroll drawn first") }));
    });
  }
  function startPicker(seat) {
    const st = snap0.state, inn = Object.assign({}, st.inn);
    SC.forEach((c) => (inn[c] += st.scrolls[seat][c]));  // an entry replaces what the seat holds
    picker(t("{name}'s starting Scrolls", { name: T0.name(seat) }), [{ seat, count: F.starting_scrolls }], inn, (g) => T0.act({ type: "draw_start", seat, drawn: g[seat] }));
  }

  function deckSheet(i) {
    const st = snap0.state, d = st.field[i], top = st.tops[i], need = st.need[i], seat = T0.seat();
    const out = h("div.bs-sheet");
    if (top === null) { out.append(h("p", {}, t("This deck is empty."))); return out; }
    const story = d.stories > 1 ? tn("A {colour} Story ({n} card).", "A {colour} Story ({n} cards).", d.stories, { colour: nm(top) }) : t("A {colour} Story.", { colour: nm(top) });
    const myTurn = st.phase === "seeking" && seat === st.turn;
    // On a Search the colour chips below say it (pt29: two lines the art matches needed).
    if (!(myTurn && top === "Legend")) out.append(h("p", {}, top === "Legend" ? t("A Legend (white back: the declared colour).") : top === "?" ? t("Which colour is its top card now?") : story));
    const others = need ? need.unknown.filter((u) => u !== i) : [];
    const short = mine(seat) && st.short[seat][i];
    if (others.length && !(myTurn && top === "Legend")) out.append(h("p.warn", {}, t("Tell the colour of: {decks}", { decks: others.map((u) => st.deck_names[u]).join(", ") })));
    else if (need && !need.unknown.length && myTurn && top === "Legend") {
      // pt52: the cost above Search, what is short in the line under it; nothing else between.
      out.append(h("p.needline", {}, t("To Search:") + " ", dots(st, need.scrolls), " " + list(need.scrolls)));
    } else if (need && !need.unknown.length) {
      out.append(h("p.needline", {}, (top === "Legend" ? t("To Search:") : t("To Collect:")) + " ", dots(st, need.scrolls), " " + list(need.scrolls)));
      // The Field's key, one tap from the board (pt29: nothing said what a tile's dots and ✓ meant).
      if (top !== "Legend") out.append(h("p.small", { "data-k": "key" }, t("On its tile: one dot for each Scroll it costs, in their colours; ✓ when you can pay it.")));
      const v = { name: T0.name(seat), scrolls: short ? list(short) : "" };
      // On your turn an enabled button says you can pay: the line would push Search below the fold.
      const onTurn = st.phase === "seeking" && seat === st.turn;
      if (mine(seat) && !(onTurn && short && !sum(short))) out.append(h("p.small", {}, short && sum(short) ? t("{name} lacks {scrolls}", v) : t("{name} can pay it", v)));
    }
    // A neighbour's top not known yet: the cost is not either, so nothing that pays it is offered (the server refused it).
    const blind = others.length > 0, lacks = blind || !short || sum(short) > 0;
    const lack = blind ? t("First tell the top colour of: {decks}", { decks: others.map((u) => st.deck_names[u]).join(", ") })
      : short && sum(short) ? t("{name} lacks {scrolls}", { name: T0.name(seat), scrolls: list(short) }) : null;
    const gain = (n) => h("span.nw", {}, "(" + vp("+" + n) + ")");
    // A greyed button does not carry the cost (2.3:1, pt10): the "To Collect:" line above says it in full contrast.
    if (myTurn && top !== "Legend" && top !== "?") out.append(btn([(lacks ? t("Collect") : t("Spend {scrolls}: Collect", { scrolls: list(need.scrolls) })) + " ", gain(1)], async () => {
      // With more Stories under it, the sheet stays open to ask the new top card's colour.
      const r = await T0.act({ type: "collect", deck: i });
      if ((r && !snap0.state.field[i].stories) || (!r && done(r))) T0.closeSheet();
    }, ".primary.big", { disabled: lacks, "data-why": lack }));
    if (myTurn && top === "Legend") {
      const redo = () => T0.openSheet("bs-deck"), why = lacks ? lack : !srch.color ? t("Tap the Legend's colour first") : null;
      const art = legendArt(st);
      // pt47: the question heads the sheet; pt29: the played Stories with the same art, when any,
      // before the button that settles them; pt52: then the cost, what is short, Search, and one
      // short line on the art (a six-line explanation had pushed the cost under the button).
      const cost = out.querySelector(".needline");
      out.prepend(h("p.bs-q", { "data-k": "legend-q" }, t("Which Legend did you turn up? Its colour:")),
        h("div.bs-colours.bs-tell", {}, ALL.map((c) => chip(st, c, null, { "aria-label": t("Legend is {colour}", { colour: nm(c) }), "aria-pressed": String(srch.color === c), onclick: () => { srch.color = c; redo(); } }))),
        art || "", cost || "",
        // Why Search is greyed, while it is (pt29): what is short, or the colour to tap first.
        h("p.small.bs-why", { "data-k": "search-why", hidden: !why }, why || ""),
        btn([t("Search") + " ", gain(2)], async () => {
          const a = { type: "search", deck: i, color: srch.color, art: "", stories: srch.same || [] };
          if (done(await T0.act(a))) { srch = {}; T0.closeSheet(); }
        }, ".primary.big.bs-search", { disabled: lacks || !srch.color, id: "bs-search", "data-why": why }),
        h("p.small", { "data-k": "art-where" }, t("Same art: +1 VP each at the Singing Victory.")));
    }
    if (top !== "Legend") out.append(h("p.small", {}, top === "?" ? t("Tap the colour of its top card:") : t("Wrong colour? Its top card is:")), h("div.bs-colours", {}, ALL.map((c) => chip(st, c, null, { "aria-label": t("Top is {colour}", { colour: nm(c) }),
      onclick: async () => { if (await T0.act({ type: "set_top", deck: i, color: c }) && snap0.state.tops[i] !== "?") T0.closeSheet(); } }))));
    // Some Story cards' effects put a card on a deck of the Field: the summary says what it is for, the inside what a tap does.
    out.append(h("details", {}, h("summary", {}, t("Card effect: put a Story on this deck")),
      h("p.small", {}, t("Tap its colour: it goes on top, and the deck's cost follows it.")), h("div.bs-colours", {}, ALL.map((c) => chip(st, c, null, { "aria-label": t("Put a Story: {colour}", { colour: nm(c) }),
      onclick: () => T0.act({ type: "place_story", deck: i, color: c }) })))));
    return out;
  }

  // The rulebook names no arts (pt10: "Art 1-8" meant agreeing a numbering first). A Legend's art is
  // matched by eye: the Stories already played with the same picture are tapped here, so they score it
  // at the Singing. Only what the rules need (pt42: a free-text "what its art shows" was asked too).
  function legendArt(st) {
    const same = (srch.same = srch.same || []), on = (k, j) => same.some(([a, b]) => a === k && b === j);
    const toggle = (k, j) => { srch.same = on(k, j) ? same.filter(([a, b]) => a !== k || b !== j) : same.concat([[k, j]]); T0.openSheet("bs-deck"); };
    const up = snap0.players.flatMap((p) => st.played[p.seat].map((c, j) => [p.seat, j, c]).filter(([, , c]) => !c.face_down));
    // Two to a row: seven Stories stay in view above Search (pt29). Each name as the player bar shortens it, whole
    // in its accessible name (pt83: "Konstantin Rachmaninovs / k: White" broke inside the surname).
    if (!up.length) return null;
    const names = snap0.players.map((p) => p.name), said = (k, c) => `${T0.name(k)}: ${nm(c.color)}`;
    return h("div.bs-arts", {}, h("p.small", {}, t("Played Stories with the same art:")),
      up.length ? h("div.bs-same", { role: "group", "aria-label": t("Played Stories with the same art:") }, up.map(([k, j, c]) =>
        btn(`${C.view.short(T0.name(k), names)}: ${nm(c.color)}`, () => toggle(k, j), ".small" + (on(k, j) ? ".primary" : ""),
          { "aria-pressed": String(on(k, j)), "data-story": `${k}-${j}`, "aria-label": said(k, c) }))) : null);
  }

  // Its colour came from the bar: one tap here says whether it shows the art of the Legend next to the
  // Market (the only one that scores art), by holding the card beside it; or plays it face down.
  // The words shown first (WCAG 2.5.3), and not twice where the longer name already begins with them
  // (Russian "Play it" is "Сыграть": "Сыграть: Сыграть: Красный…", pt73).
  const named = (shown, more) => (more.startsWith(shown) ? more : `${shown}: ${more}`);
  function playSheet(colour) {
    const st = snap0.state, lg = st.legends[st.legends.length - 1];
    const play = (a) => async () => { if (done(await T0.act(Object.assign({ type: "play", color: colour, art: "", face_down: false }, a)))) T0.closeSheet(); };
    const what = lg && t("{colour} Legend", { colour: nm(lg.color) }) + (lg.art && !F.arts.includes(lg.art) ? " · " + lg.art : "");
    // Art scores only beside a Legend: before one is out the sheet says nothing of it (pt42).
    return h("div.bs-sheet", {},
      lg ? h("p.small", {}, t("Does your card show the same art (picture) as the Legend next to the Market ({legend})?", { legend: what })) : null,
      // Each name starts with the words on the button (WCAG 2.5.3: a voice user says "Play it", pt29).
      // "Another art" is the filled default: most Stories do not match, and a hurried tap on a filled
      // "Same art" claimed +1 VP unearned (pt57).
      h("div.bs-colours", {}, lg ? btn(t("Same art"), play({ art: lg.art }), "", { "data-k": "same-art", "aria-label": named(t("Same art"), t("Play {colour}, same art as the Legend", { colour: nm(colour) })) }) : null,
        btn(lg ? t("Another art") : t("Play it"), play({}), ".primary", { "data-k": "no-art", "aria-label": named(lg ? t("Another art") : t("Play it"), t("Play {colour}, no art", { colour: nm(colour) })) }),
        btn(t("Face down"), play({ face_down: true }), "", { "aria-label": named(t("Face down"), t("Play {colour} face down", { colour: nm(colour) })) })));
  }

  function backSheet(seat) {
    const st = snap0.state, over = st.returning[seat] || 0, total = sum(back);
    const step = (c, d) => { back[c] = Math.max(0, Math.min(st.scrolls[seat][c], (back[c] || 0) + d)); T0.openSheet("bs-back"); };
    // "+" stops at what the player holds of a colour and at the count to give back (pt125: "Give back 4/3", and a
    // "+" still live beside "Yellow: 0").
    const full = (c) => total >= over || (back[c] || 0) >= st.scrolls[seat][c];
    const text = t("{name} holds more than {limit}: choose {n} to give back to the Inn.", { name: T0.name(seat), limit: F.scroll_limit, n: over });
    return h("div.bs-sheet", {}, h("p", {}, text),
      SC.map((c) => h("div.adj.back", {}, h("span.chip", { style: { "--dc": st.hex[c] } }, `${nm(c)}: ${st.scrolls[seat][c]}`),
        btn("−", () => step(c, -1), "", { "aria-label": t("one less {colour}", { colour: nm(c) }), disabled: !back[c] }), h("b", {}, back[c] || 0),
        btn("+", () => step(c, 1), "", { "aria-label": t("give back one more {colour}", { colour: nm(c) }), disabled: full(c) }))),
      btn(t("Give back {n}/{over}", { n: total, over }), async () => { if (await T0.act({ type: "give_back", scrolls: back, by: seat })) { back = {}; T0.closeSheet(); } }, ".primary.big", { disabled: total !== over, "data-why": t("Choose {n} to give back", { n: over }) }));
  }

  function adjustSheet() {
    const st = snap0.state, me = T0.seat();
    if (target === null) target = mine(me) ? me : 0;
    // The host's phone enters it as the host's, for the player it names: not whoever's turn the phone follows
    // ("Jean-Baptiste draws… (changed by Bartholomew)", pt29), nor as if that player had made it on their own phone
    // (pt125: "Zoë: +1 Blue (card effect)" eight times, by nobody). "… (changed by the host)"; a player's own phone in its own.
    const by = T0.creds().host ? { by: null } : {};
    const adj = (a) => T0.act(Object.assign({ type: "adjust", seat: target }, by, a));
    return h("div.bs-sheet", {}, h("p.small", {}, t("When a Story card's effect gives or takes Scrolls or VP.")),
      h("div.bs-colours", {}, snap0.players.map((p) => btn(p.name, () => { target = p.seat; T0.openSheet("bs-adj"); }, ".small" + (p.seat === target ? ".primary" : "")))),
      h("p.small", {}, t("{name} draws a Scroll at random from the Inn:", { name: T0.name(target) })),
      pair(st, () => T0.act({ type: "draw", seat: target, count: 1, ...by }), () => picker(t("{name} drew from the Inn", { name: T0.name(target) }), [{ seat: target, count: 1 }], st.inn,
        (g) => T0.act({ type: "draw", seat: target, count: 1, drawn: g[target], ...by }))),
      SC.map((c) => h("div.adj", {}, h("span.chip", { style: { "--dc": st.hex[c] } }, t("{colour} {n} · Inn {inn}", { colour: nm(c), n: st.scrolls[target][c], inn: st.inn[c] })),
        btn("−1", () => adj({ scrolls: { [c]: -1 } }), "", { "aria-label": t("{colour} back to the Inn", { colour: nm(c) }) }),
        btn("+1", () => adj({ scrolls: { [c]: 1 } }), "", { "aria-label": t("{colour} from the Inn", { colour: nm(c) }) }))),
      h("div.adj.vp", {}, h("span", {}, vp(st.vp[target])), [-1, 1, 3].map((v) => btn((v > 0 ? "+" : "") + v, () => adj({ vp: v }), "", { "aria-label": vp((v > 0 ? "+" : "") + v) }))));
  }


  const open = (kind, title, build) => (...a) => { fresh(); T0.openSheet(kind, typeof title === "function" ? title(...a) : title, () => { fresh(); return build(...a); }); };
  C.bs.sheets = {
    picker: (...a) => { fresh(); picker(...a); },
    startPicker: (seat) => { fresh(); startPicker(seat); },
    deck: (i) => { srch = {}; open("bs-deck", t("The {deck} deck", { deck: C.bs.snap().state.deck_names[i] }), deckSheet)(i); },
    play: open("bs-play", (colour) => t("Play a {colour} Story", { colour: nm(colour) }), playSheet),
    back: open("bs-back", t("Give Scrolls back"), backSheet),
    adjust: open("bs-adj", t("Card effects"), adjustSheet),
  };
})();
