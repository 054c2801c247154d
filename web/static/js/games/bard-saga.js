// Bard Saga: the 3x3 Field, your Scrolls and the Inn, the players, the draws from the Inn, the end.
"use strict";
(function () {
  const { h, s } = C;
  // Rules, colours and costs come from Python (facts with the page, the rest in the view): no copy here.
  const F = JSON.parse(document.getElementById("table-data").textContent).facts;
  const SC = F.scroll_colours, ALL = F.story_colours, W = F.white;
  // In the rules' own colour order (the page's facts), never a view's key order: a patched view may
  // hold its keys in another, and the same deck showed red, blue, green on one phone, blue, green, red on another (pt29).
  const ORDER = [...new Set([...ALL, ...SC])], ordered = (o) => Object.entries(o).sort(([a], [b]) => ORDER.indexOf(a) - ORDER.indexOf(b));
  const dk = (c) => F.light.includes(c);
  let T0, snap0, cur = null, chosen = false, sent = new Set(), shownFor, tops = null, singHere = null;
  const STAR = "M10 1l2.6 6 6.4.5-4.9 4.2 1.5 6.3L10 14.6 4.4 18l1.5-6.3L1 7.5l6.4-.5z";
  const sum = (o) => Object.values(o).reduce((a, b) => a + b, 0);
  // Colours, arts and phases keep their English keys in the data; F.names says them in the page's language.
  const nm = (k) => F.names[k] || k;
  // A Legend's art as a table once typed it (older games); the app's own keys name no card's art (pt42).
  const artName = (a) => (a && !F.arts.includes(a) ? " · " + a : "");
  const scrolls = (n) => tn("{n} Scroll", "{n} Scrolls", n);
  const list = (o) => ordered(o).filter(([, n]) => n).map(([c, n]) => t("{n} {colour}", { n: C.num(n), colour: nm(c) })).join(", ") || t("nothing");
  const vp = (n) => t("{n} VP", { n });
  // English says 1st, 2nd, 3rd, 11th; German "1.", Russian "1-й" (one message per English suffix).
  function passedAs(n) {
    const k = n % 100 >= 10 && n % 100 <= 20 ? 0 : n % 10;
    return k === 1 ? t("passed {n}st", { n }) : k === 2 ? t("passed {n}nd", { n }) : k === 3 ? t("passed {n}rd", { n }) : t("passed {n}th", { n });
  }
  // The same order alone for the player bar's pill, as each language writes an ordinal: "1st", German
  // "1.", Russian "1-й" (number formatting, as C.num; the chip's grey and its name say "passed").
  const ORD = { one: "st", two: "nd", few: "rd", other: "th" };
  const nth = (n) => (C.lang === "de" ? n + "." : C.lang === "ru" ? n + "-й" : n + ORD[new Intl.PluralRules("en", { type: "ordinal" }).select(n)]);
  const mine = (seat) => seat !== null && seat !== undefined;
  // This phone may act for seat k: the host's phone (passed round), or k's own.
  const may = (k) => { const c = T0.creds(); return !!(c && c.token && (c.host || c.seat === k)); };
  // A seat this phone keeps: its own, or on the host's phone one without a phone of its own (the others act on theirs).
  const keeps = (k) => k === T0.mySeat() || (isHost() && T0.holds(k));
  const btn = (label, on, cls, at) => h("button.btn" + (cls || ""), Object.assign({ onclick: on }, at), label);
  const chip = (st, c, label, at) => h("button.btn.cbtn" + (dk(c) ? ".dk" : ""), Object.assign({ style: { "--dc": st.hex[c] } }, at), label || nm(c));
  function dots(st, counts, cls) {
    const all = counts || {}, order = ORDER.filter((c) => c in all);
    return h("span." + (cls || "need"), {}, [...order, ...Object.keys(all).filter((c) => !ORDER.includes(c))].map((c) => [c, all[c]]).flatMap(([c, n]) =>
      Array.from({ length: n }, () => h("i", { style: { "--dc": st.hex[c] }, title: nm(c) }))));
  }
  // "Draw for me" and "We drew…" side by side; with the table's own Inn "We drew…" comes first.
  // `words`: the two buttons' own labels where "Draw for me" would not say what the tap does.
  function pair(st, app, table, words) {
    const own = st.own_components, [mine, ours] = words || [t("Draw for me"), t("We drew…")];
    return h("div.draw-pair", {}, btn(mine, app, own ? "" : ".primary"), btn(ours, table, own ? ".primary" : "", { "data-drew": "" }));
  }
  // A seat's opening draw: the app's, or what the table's own Inn gave.
  const startDraw = (st, seat) => pair(st, () => T0.act({ type: "draw_start", seat }), () => sheet("startPicker", seat));
  // The sheets come from bard-saga-sheets.js, fetched the first time one opens (the table page stays light).
  function sheet(name, ...args) {
    C.load("js/games/bard-saga-sheets.js").then(() => C.bs.sheets[name](...args))
      .catch(() => T0.toast(t("Offline: try again when the connection is back"), true));
  }

  function render({ main, bar, snap, seat, T }) {
    T0 = T; snap0 = snap;
    const st = snap.state;
    if (st.won) main.append(C.bsEnd.ending(snap, seat, T0));
    main.append(status(st));
    if (st.stalled) main.append(stalled(st));
    if (st.ask) main.append(askTop(st));
    // The round's Singing Victory, one short line per player, above the Field (pt52: after it, it lay
    // under the declare buttons, one line of it in view); the rule's paragraph follows it (pt4).
    // While others give Scrolls back, a phone with none to give shows its Field and own Scrolls first, the list under
    // them (pt125: the list and the rule filled the screen, the board below it, for as long as Zoë chose).
    const sung = (st.phase === "declaring" || st.phase === "returning") && st.sung ? C.bsEnd.sungList(snap, T0) : null;
    const later = sung && st.phase === "returning" && !Object.keys(st.returning).some((k) => may(+k));
    if (sung && !later) main.append(sung);
    if (!st.won) main.append(field(st, seat));
    if (st.phase === "setup") main.append(setup(snap, seat));
    if (mine(seat) && !st.won) main.append(myScrolls(st, seat));
    if (later) main.append(sung);
    main.append(players(snap));
    if (isHost() && !st.won && st.phase !== "setup" && !st.stalled) main.append(btn(t("End the game now…"), endNow, ".small", { "data-k": "end-now" }));
    actions(bar, snap, seat);
    waiting(bar, st);
    // The phone passed round to the next player: the Field, where they choose, comes into view
    // (it stayed wherever the last player had scrolled). A phone of one's own never moves.
    if (shownFor !== undefined && seat !== shownFor && mine(seat) && !st.won) requestAnimationFrame(showField);
    shownFor = seat;
  }
  // The Field and under it the acting seat's Scroll tiles (what they can pay with, pt47): as much of
  // them as the band between the bars holds, the Field's top first.
  function showField() {
    const f = document.querySelector(".bs-field"), top = document.querySelector(".topbar"), bar = document.querySelector(".actionbar");
    if (!f || !top || !bar) return;
    const row = document.querySelector(".bs-mine .bs-row") || f;
    const r = f.getBoundingClientRect(), under = top.getBoundingClientRect().bottom, end = bar.getBoundingClientRect().top;
    const low = row.getBoundingClientRect().bottom + 4 - end;
    if (r.top < under) window.scrollBy(0, r.top - under - 4);
    else if (low > 0) window.scrollBy(0, Math.min(low, r.top - under - 4));
  }

  // One wrapping row: the round and phase, the Legends found, the white colour and the top Legend.
  function status(st) {
    const lg = st.legends[st.legends.length - 1], last = st.last_round && st.phase !== "ended", name = F.phases[st.phase];
    // Once sung, the round is over: the Starting Player's declaration opens the next one.
    const n = st.phase === "declaring" ? st.round + 1 : st.round;
    // While seeking the prompt says what to do: the round alone leaves the Field the room.
    const seeking = st.phase === "seeking";
    const phase = last ? (seeking ? t("Last round") : t("Last round · {phase}", { phase: name }))
      : !n ? name : seeking ? t("Round {n}", { n }) : t("Round {n} · {phase}", { n, phase: name });
    return h("div.bs-status", {}, h("span", { "data-k": "phase" }, phase),
      // The Legends found as the Field's Legend star and a count: the status keeps to one line at 360 px.
      // Its name on a long press / hover too ("★ 0/8" was not explained, pt7); the word would take a second line.
      h("span.lgc", { "data-k": "legends", role: "img", "aria-label": t("Legends {n}/{total}", { n: st.legends.length, total: F.legend_count }), title: t("Legends {n}/{total}", { n: st.legends.length, total: F.legend_count }) },
        s("svg", { viewBox: "0 0 20 20", class: "star", "aria-hidden": "true" }, s("path", { d: STAR })), `${st.legends.length}/${F.legend_count}`),
      st.white ? h("span.chip", { style: { "--dc": st.hex[st.white] }, "data-k": "white" }, t("{white} = {colour}", { white: nm(W), colour: nm(st.white) })) : null,
      // The top Legend as the Field shows a Legend, its star, for the word: the status in two lines at most.
      lg ? h("span.chip.lgc", { style: { "--dc": st.hex[lg.color] }, role: "img", "aria-label": t("Legend: {legend}", { legend: nm(lg.color) + artName(lg.art) }) },
        s("svg", { viewBox: "0 0 20 20", class: "star", "aria-hidden": "true" }, s("path", { d: STAR })), nm(lg.color) + artName(lg.art)) : null);
  }

  // The game cannot progress (the server says why): the host may end it here with the rulebook's
  // tally; `by: null` keeps the host's own name on it (a phone passed round acts for the seat on turn).
  function stalled(st) {
    return h("div.bs-stall", { role: "status", "data-k": "stalled" }, h("span", {}, st.stalled),
      isHost() ? btn(t("End the game here"), endNow, ".small") : null);
  }
  const isHost = () => { const c = T0.creds(); return !!(c && c.token && c.host); };
  // Any time (a stall, or a table stopping for the night, pt10): asked first, since the standings are final.
  async function endNow() {
    if (await C.ask(t("End the game now? The standings as they are now are final: the most VP wins, then the most Scrolls."), t("End the game")))
      T0.act({ type: "end_here", by: null });
  }

  // Setup: the Field by colour taps (the ringed deck is next), who sang last, the starting Scrolls.
  function setup(snap, seat) {
    const st = snap.state, left = st.tops.filter((t) => t === "?").length;
    const held = mine(seat) && Object.entries(st.scrolls[seat]).flatMap(([c, n]) => Array(n).fill(c));
    const field = h("li", { "data-prompt": left ? "" : null }, left ? t("Tap each deck's top colour, row by row ({n} to go).", { n: left }) : t("The Field is set."));
    const sang = h("li", {}, t("Who last sang a song aloud?") + " ",
      h("span.bs-colours", {}, snap.players.map((p) => btn(p.name, () => T0.act({ type: "choose_starting", seat: p.seat }), ".small" + (st.starting === p.seat ? ".primary" : "")))));
    // The rulebook's whole opening deal: the Stories from the Market too (pt37 missed them), then the Scrolls.
    const draw = h("li", {}, tn("Clockwise, everyone draws 2 Story cards from the Market, then {n} Scroll card from the Inn.",
      "Clockwise, everyone draws 2 Story cards from the Market, then {n} Scroll cards from the Inn.", F.starting_scrolls) + " ",
        // Once the Field is told, this seat's draw is in the bar (pt81: under the Field at 360 px, its buttons lay
        // behind the bar); while the bar takes the Field's colours, here.
        !mine(seat) ? null : st.to_draw.includes(seat) ? (left ? startDraw(st, seat) : null)
          : h("span", {}, heldText(st, seat, held) + " ",
            btn(t("We drew…"), () => sheet("startPicker", seat), ".small", { "data-drew": "" })));
    if (left || st.starting === null) return h("ol.bs-setup", {}, field, sang, draw);
    // Answered (pt10: six name buttons stayed on screen): folded into one line that opens to change them.
    const done = h("details.bs-setdone", { "data-k": "setup-done" }, h("summary", {}, t("The Field is set; {name} is the Starting Player.", { name: T0.name(st.starting) })), h("ol.bs-setup", {}, field, sang));
    return h("div", {}, done, h("ol.bs-setup", { start: 3 }, draw));
  }
  function heldText(st, seat, held) {
    const v = { name: T0.name(seat), scrolls: held.map(nm).join(", ") || t("none") };
    // Without the table's own Inn a seat may still have entered its draw ("We drew…"): the state does not
    // say who drew, so no attribution here (the log says "drawn at the table" or not).
    return st.own_components ? t("{name}: {scrolls} (entered)", v) : t("{name}: {scrolls}", v);
  }
  function nextDeck(st, from) {
    for (let k = 1; k <= 9; k++) { const i = (from + k) % 9; if (st.tops[i] === "?" && !sent.has(i)) return i; }
    return null;
  }
  function tellTop(c) {
    const i = cur;
    if (i === null) return;
    sent.add(i); chosen = false; cur = nextDeck(snap0.state, i); ring();
    T0.act({ type: "set_top", deck: i, color: c }).then(() => sent.delete(i));
  }

  function field(st, seat) {
    const setting = st.phase === "setup" && st.tops.includes("?");
    // A top told and then taken back (an undo, on any phone) is the next to tell again (pt71: the ring stayed
    // on the deck after it, and the next colour tapped went there, the undone deck left unknown).
    const back = setting && tops ? st.tops.findIndex((x, i) => x === "?" && tops[i] !== "?" && !sent.has(i)) : -1;
    tops = st.tops.slice();
    if (back >= 0) { cur = back; chosen = false; }
    if (setting && !chosen && (cur === null || (st.tops[cur] !== "?" && !sent.has(cur)))) cur = nextDeck(st, cur === null ? 8 : cur);
    const who = mine(seat) ? seat : st.turn; return h("div.bs-field", { role: "group", "aria-label": t("The Field") }, st.field.map((d, i) => {
      const top = st.tops[i], need = st.need[i], known = need && !need.unknown.length, as = st.counts_as[i];
      // What this phone's player can pay (a watcher: the turn's) is marked on the tile: a ✓ badge and a ring (pt22: not the turn's).
      const can = known && st.phase === "seeking" && who !== null && st.short[who][i] && !sum(st.short[who][i]);
      const label = top === null ? t("empty") : top === "Legend" ? t("Legend") : top === "?" ? "?" : nm(top);
      const v = { deck: st.deck_names[i], top: label };
      return h("button.deck" + (top === null ? ".empty" : top === "?" ? ".unknown" : "") + (dk(top === "Legend" ? W : top) ? ".dk" : "") + (setting && cur === i ? ".next" : "") + (can ? ".can" : ""), {
        style: { "--dc": st.hex[top === "Legend" ? W : top] || "transparent", "--bc": as && as !== top ? st.hex[as] : "#0003" }, "data-k": "d" + i, "data-deck": i,
        "aria-label": (known ? t("{deck} deck: {top}, needs {scrolls}", Object.assign(v, { scrolls: list(need.scrolls) })) : t("{deck} deck: {top}", v))
          + (can ? " · " + t("{name} can pay it", { name: T0.name(who) }) : ""),
        onclick: () => { if (setting) { cur = i; chosen = true; ring(); } else sheet("deck", i); },
      },
      // A Legend's star beside its word, not above it: a row of Legends took 74 px and pushed the
      // acting seat's Scrolls under the bar on a phone passed round (pt47).
      top === "Legend" ? h("span.lgw", {}, s("svg", { viewBox: "0 0 20 20", class: "star", "aria-hidden": "true" }, s("path", { d: STAR })), h("b", {}, label)) : h("b", {}, label),
      d.stories > 1 ? h("small.cnt", {}, "×" + d.stories) : null,
      // The ✓ rides on the cost's row: the word keeps the tile's width (Зелёный).
      known ? h("span.cost", {}, dots(st, need.scrolls), can ? h("span.ok", { "aria-hidden": "true", "data-k": "ok" + i }, "✓") : null) : null);
    }));
  }
  // A collect left a deck's new top unknown: the question above the Field on every phone; its colours
  // in the bottom bar (always in view, pt7 playthrough: the page stays scrolled) of its taker's and the host's.
  function askTop(st) {
    const a = st.ask, deck = st.deck_names[a.deck];
    return h("div.bs-ask", { role: "status", "data-k": "ask" }, h("b", {}, t("The {deck} deck: which colour is on top now?", { deck })),
      may(a.seat) ? null : h("small", {}, " " + t("{name} tells it (or the host).", { name: T0.name(a.seat) })));
  }
  function askBar(st) {
    const a = st.ask;
    return h("div.bs-declare.bs-play", { "data-k": "ask-bar" }, h("small", {}, t("The {deck} deck: which colour is on top now?", { deck: st.deck_names[a.deck] })),
      h("div.bs-colours.bs-tell", { role: "group" }, ALL.map((c) => chip(st, c, null, { "aria-label": t("Top is {colour}", { colour: nm(c) }),
        onclick: () => T0.act({ type: "set_top", deck: a.deck, color: c }) }))));
  }
  // The ringed deck takes the next colour tapped; moved on the page at once (quick taps outrun the answers).
  function ring() { document.querySelectorAll(".deck").forEach((el) => el.classList.toggle("next", +el.dataset.deck === cur)); }

  function myScrolls(st, seat) {
    return h("section.bs-mine", { "aria-label": t("Your Scrolls and the Inn"), "data-own": "" },  // no toast over it (pt37)
      // One line: the Inn's count of each colour is on its tile, the total in the tiles' group name.
      // On a phone passed round they are whoever's turn it is: named (pt37: "Your" changed owner each turn).
      h("p.bs-lbl", {}, h("b", { "data-k": "mt" }, seat === T0.mySeat() ? t("Your Scrolls: {n}", { n: sum(st.scrolls[seat]) })
        : t("{name}'s Scrolls: {n}", { name: T0.name(seat).split(" ")[0], n: sum(st.scrolls[seat]) })), " " + t("of {limit}", { limit: F.scroll_limit })),
      h("div.bs-row", { role: "group", "aria-label": t("of {limit} · Inn {n}", { limit: F.scroll_limit, n: sum(st.inn) }) }, SC.map((c) => h("div.scroll" + (dk(c) ? ".dk" : ""), { style: { "--dc": st.hex[c] }, "aria-label": t("{colour}: you {n}, the Inn {inn}", { colour: nm(c), n: st.scrolls[seat][c], inn: st.inn[c] }) },
        h("b", { "data-k": "m" + c }, st.scrolls[seat][c]), h("small", {}, nm(c)), h("small", {}, t("Inn {n}", { n: st.inn[c] }))))));
  }

  function vpCards(cards) {
    return h("span.vpcards", { role: "group", "aria-label": t("VP cards") }, Object.entries(cards).sort((a, b) => b[0] - a[0]).flatMap(([v, k]) =>
      Array.from({ length: k }, () => h("i.vpc.v" + v, {}, v))));
  }
  function players(snap) {
    const st = snap.state, cards = st.vp_cards, top = st.legends[st.legends.length - 1], same = (c) => !!(top && c.art && c.art === top.art);
    return h("section.bs-players", {},
      snap.players.map((p) => {
        const i = p.seat, passed = st.passed.indexOf(i);
        return h("div.bs-p", { style: { "--pc": p.color }, "data-seat": i },
          // The dot rides with the name's first word: alone it took a line above a long name.
          h("div.row1", {}, h("strong", {}, h("span.dot"), " " + p.name), st.starting === i ? h("small", {}, " · " + t("Starting Player")) : null,
            passed >= 0 && st.phase === "seeking" ? h("small", {}, " · " + passedAs(passed + 1)) : null,
            h("span.vp", { "data-k": "vp" + i }, vp(st.vp[i]))),
          h("div.row2", {}, dots(st, st.scrolls[i], "have"), h("small", { "data-k": "sc" + i }, " " + scrolls(sum(st.scrolls[i]))),
            cards && Object.keys(cards[i]).length ? h("small.vpl", {}, t("VP cards:")) : null, cards ? vpCards(cards[i]) : null),
          // Only while they count (Seeking, Singing): then they are shuffled into the Market (pt4).
          st.played[i].length && (st.phase === "seeking" || st.phase === "singing") ? h("div.played", {}, st.played[i].map((c, j) => h("button.story" + (c.face_down ? ".down" : "") + (dk(c.color) ? ".dk" : ""), {
            // Named as the rulebook says (pt42: "Story #1" is on no card): its colour, the Legend's art ★.
            style: { "--dc": st.hex[c.color] }, "aria-label": t("{name}'s Story: {what}; tap to turn it over", { name: p.name, what: c.face_down ? t("face down")
              : nm(c.color) + (same(c) ? " · " + t("same art as the Legend") : artName(c.art)) }), title: same(c) ? t("same art as the Legend") : null,
            onclick: () => flip(snap, i, j),
          }, c.face_down ? "?" : nm(c.color) + (same(c) ? " ★" : "")))) : null);
      }),
      h("p.small", {}, cards ? t("VP cards left: {cards}", { cards: F.vp_cards.map((v) => `${st.vp_supply[v]}×${v}`).join(" ") }) : t("Not enough VP cards for every score: the app keeps the count.")));
  }

  // A Story not this phone's own is turned over only when asked (pt42: a stray tap turned another's
  // card face down out of turn, and it drew a random Scroll instead of the one it had earned).
  async function flip(snap, i, j) {
    const st = snap.state, c = st.played[i][j], cr = T0.creds();
    if (st.phase !== "seeking" && st.phase !== "singing") return;
    const own = i === T0.mySeat() || !!(cr && cr.host && !snap.players[i].claimed);
    const v = { name: snap.players[i].name, colour: nm(c.color) };
    if (!own && !(await C.ask(c.face_down ? t("Turn {name}'s Story face up?", v) : t("Turn {name}'s {colour} Story face down?", v),
      c.face_down ? t("Turn face up") : t("Turn face down")))) return;
    T0.act({ type: "flip", seat: i, index: j });
  }

  function actions(bar, snap, seat) {
    const st = snap.state, c = T0.creds();
    if (!c || !c.token || st.phase === "ended") return;
    if (st.phase === "setup" && st.tops.includes("?")) {
      // Its words over it, as the declaring row has (pt118: the same five colours meant "the top is" here and "play
      // a Story" later, and only a screen reader heard which).
      return bar.append(h("div.bs-declare", {}, h("small", { "data-k": "tell-top" }, t("Top colour of the ringed deck")),
        h("div.bs-colours.bs-tell", { role: "group", "aria-label": t("Top colour of the ringed deck") }, ALL.map((col) => chip(st, col, null, { "aria-label": t("Top is {colour}", { colour: nm(col) }), onclick: () => tellTop(col) })))));
    }
    if ((st.phase === "setup" || st.phase === "declaring") && st.starting !== null && !st.to_draw.length) {
      // Only on the phone that keeps the Starting Player: theirs, or the host's for a seat without a phone of its own
      // (pt71: the host's phone declared in one tap for a player at their own phone, and the log named only her).
      if (!keeps(st.starting)) return;
      return bar.append(h("div.bs-declare", {}, h("small", {}, t("{name}: this round, white cards are", { name: T0.name(st.starting) })), h("div.bs-colours.bs-tell", {},
        SC.map((col) => chip(st, col, null, { "aria-label": t("{white} is {colour}", { white: nm(W), colour: nm(col) }), onclick: () => T0.act({ type: "declare", color: col, by: st.starting }) })))));
    }
    // The opening deal, where the thumb is (pt81: "Draw for me" sat under the Field, behind the bar).
    if (st.phase === "setup" && mine(seat) && st.to_draw.includes(seat)) {
      bar.append(h("div.bs-start", {}, startDraw(st, seat)));  // a row of its own (pt83: "Draw / for / me" beside Effects)
    }
    if (st.ask && may(st.ask.seat)) bar.append(askBar(st));
    if (st.phase === "seeking" && seat === st.turn) {
      // The host's phone passed round to a seat not its own: whom to hand it to, in their colour, on top
      // of what they tap (pt52: it switched to Maximilian silently; Bartholomew tapped on by habit).
      const handing = c.host && C.view.handing(T0, seat);
      if (handing) bar.append(C.view.handTo(seat, snap, ".bs-hand"));
      // A Story in two taps: its colour here, then its art (or face down) on the sheet, which plays it.
      // Their caption sits on the bar's top edge, taking no row: five bare colours read as nothing (pt118, pt125), and a
      // line of its own put the player's Scrolls under the bar (pt4, pt47). Not under "📱 Hand to Zoë", which it
      // covered there (pt128): the phone is being handed over, and that line is what the table reads first.
      bar.append(h("div.bs-declare.bs-play" + (handing ? "" : ".bs-captioned"), {}, handing ? null : h("span.bs-caption", { "aria-hidden": "true" }, t("Play a Story:")),
        h("div.bs-colours.bs-tell", { role: "group", "aria-label": t("Play a Story: its colour") },
          ALL.map((col) => chip(st, col, null, { "aria-label": `${nm(col)}: ${t("Play {colour}", { colour: nm(col) })}`, onclick: () => sheet("play", col) })))),
      btn(t("Pass"), () => T0.act({ type: "pass" })));
    }
    if (st.phase === "singing") {
      // Any phone may sing, but the one the prompt names does (pt71: every phone's bar took 45 % of the screen
      // with the panel, its button primary, while the prompt said "Konstantin: score…"): elsewhere one small button opens it.
      const asked = st.prompt && st.prompt.seats ? st.prompt.seats : [];
      if (singHere !== st.round && asked.length && !asked.some(keeps)) {
        return bar.append(btn(t("Score it from this phone…"), () => { singHere = st.round; T0.render(); }, ".small", { "data-k": "sing-here" }));
      }
      // The caption says the one tap settles every player's Scrolls.
      const go = st.sing_draws.length ? pair(st, () => T0.act({ type: "sing" }), () => sheet("picker", t("The random Scrolls from the Inn"), st.sing_draws, st.sing_inn,
        (got) => T0.act({ type: "sing", drawn: snap.players.map((p) => got[p.seat] || []) })),
        // The whole table's Singing Victory, not a draw for "me" (pt13 read "Draw for me" as a private draw).
        [t("Singing Victory: the app draws"), t("Singing Victory: we drew…")])
        : btn(t("Score the Singing Victory"), () => T0.act({ type: "sing" }), ".primary.big");
      bar.append(h("div.bs-declare.bs-play", {}, h("small", {}, t("One tap scores everyone: Scrolls for their Stories, VP for the Legend.")), go));
    }
    if (st.phase === "returning") {
      Object.entries(st.returning).filter(([k]) => may(+k)).forEach(([k, n]) =>
        // Named short, as the bar names players: the whole name ran the button to 3 lines at 360 px (pt128).
        bar.append(btn(t("{name}: give back {n}", { name: C.view.short(T0.name(+k), snap.players.map((p) => p.name)), n }), () => sheet("back", +k), ".primary")));
    }
    // Card effects come with a played Story (or at setup); while singing the bar keeps to its one row.
    if (st.phase !== "returning" && st.phase !== "singing") bar.append(btn(t("Effects"), () => sheet("adjust")));
  }

  // A move tapped offline waits in the phone's queue: the bar greys and says so until it is sent (pt10),
  // as the score pad does, so nobody taps it again.
  function waiting(bar, st) {
    const q = T0.queued().filter((a) => ["declare", "play", "pass", "collect", "search", "sing", "set_top"].includes(a.type));
    if (!q.length) return;
    const say = (a) => a.type === "declare" ? t("{white} = {colour}", { white: nm(W), colour: nm(a.color) }) : a.type === "play" ? t("Play {colour}", { colour: nm(a.color) })
      : a.type === "pass" ? t("Pass") : a.type === "collect" ? t("Collect") : a.type === "search" ? t("Search") : a.type === "sing" ? t("Singing Victory") : nm(a.color);
    [...bar.children].forEach((el) => el.classList.add("bs-waiting"));
    bar.prepend(h("p.bs-wait", { "data-k": "waiting", role: "status" }, t("{what} — waiting to be sent", { what: q.map(say).join(", ") })));
  }

  C.bs = { F, SC, ALL, W, dk, nm, sum, scrolls, vp, list, mine, btn, chip, dots, pair, STAR, T: () => T0, snap: () => snap0 };
  // Said aloud when the device speaks turns (speech.js): a round's Singing Victory and who starts the next.
  const speak = (e, T) => (e.type === "sang" && !e.data.last ? t("Singing Victory! {name} is the Starting Player", { name: T.name(e.data.starting) }) : null);
  // The bar's badge: the VP, and while seeking a "1st" pill on who has passed, in pass order (pt52:
  // it was only in the player cards, 1,000 px down); bard-saga.css greys the passed chip.
  function badge(snap, seat) {
    const st = snap.state, n = st.passed.indexOf(seat) + 1;
    if (!n || st.phase !== "seeking") return st.vp[seat];
    return [h("span.bs-pass", { "data-k": "passed" + seat, title: passedAs(n), role: "img", "aria-label": passedAs(n) }, nth(n)), " ", st.vp[seat]];
  }
  C.table.register("bard-saga", { render, badge, speak, fewNames: true });
})();
