// Bard Saga: the 3x3 Field with Scroll costs, the white colour, Scrolls and the Inn, players, Singing Victory.
"use strict";
(function () {
  const { h, s } = C;
  // The game's facts come from Python with the page: this file keeps no copy of the rules.
  const F = JSON.parse(document.getElementById("table-data").textContent).facts;
  const SC = F.scroll_colours, ALL = F.story_colours, PHASE = F.phases, W = F.white;
  const dark = (c) => F.light.includes(c);
  let T0, snap0;  // the runtime and the latest snapshot, for sheets (rebuilt on every change)

  function may(seat) { const c = T0.creds(); return !!(c && c.token && (c.host || c.seat === seat)); }
  function top(d) { return d.stories > 0 ? d.top || "?" : d.legend ? "Legend" : null; }
  function hex(st, c) { return st.hex[c === "Legend" ? W : c] || "transparent"; }
  function dots(st, counts, cls) {
    return h("span." + (cls || "need"), {}, Object.entries(counts || {}).flatMap(([c, n]) =>
      Array.from({ length: n }, () => h("i", { style: { "--dc": st.hex[c] }, title: c }))));
  }
  const sum = (o) => Object.values(o).reduce((a, b) => a + b, 0);
  function plural(n, w) { return `${n} ${w}${n === 1 ? "" : "s"}`; }
  function list(counts) { return Object.entries(counts).filter(([, n]) => n).map(([c, n]) => `${n} ${c}`).join(", ") || "nothing"; }
  function colourBtns(label, onpick, colours) {
    return h("div.bs-colours", {}, (colours || ALL).map((c) => h("button", {
      style: { "--dc": snap0.state.hex[c] }, class: "btn cbtn" + (dark(c) ? " dk" : ""), "aria-label": label + " " + c, onclick: () => onpick(c),
    }, c)));
  }

  function render({ main, bar, snap, seat, T }) {
    T0 = T; snap0 = snap;
    const st = snap.state;
    if (st.phase === "ended") main.append(standings(snap));
    main.append(status(snap));
    if (st.phase === "setup") main.append(setupHelp(snap));
    const tip = hint(snap, seat);
    if (tip) main.append(h("p.bs-hint", { "data-k": "hint" }, tip));
    if (st.phase === "declaring" || st.phase === "returning") {
      const sang = snap.log.filter((e) => e.type === "sang" && !e.undone).pop();  // which Scrolls to take from the Inn
      main.append(h("div.bs-note", {}, sang ? h("p", { "data-k": "sang" }, sang.text) : null,
        h("p", {}, "Shuffle the played Stories into the Market; everyone draws 3 Story cards and keeps at most 3 (hand limit)."),
        st.phase === "declaring" ? h("p", {}, h("b", {}, T.name(st.starting)), " starts the next round and declares the colour of white cards.") : null));
    }
    main.append(field(snap, seat));
    if (seat !== null && seat !== undefined) main.append(myScrolls(st, seat));
    main.append(players(snap));
    actions(bar, snap, seat);
  }

  function status(snap) {
    const st = snap.state, lg = st.legends[st.legends.length - 1];
    return h("div.bs-status", {},
      h("span", { "data-k": "phase" }, (st.round ? `Round ${st.round} · ` : "") + PHASE[st.phase]),
      st.white ? h("span.chip", { style: { "--dc": st.hex[st.white] }, "data-k": "white" }, `${W} = ${st.white}`) : null,
      h("span", { "data-k": "legends" }, `Legends ${st.legends.length}/${F.legend_count}` + (st.last_round && st.phase !== "ended" ? " · last round!" : "")),
      lg ? h("span.chip", { style: { "--dc": st.hex[lg.color] } }, "Top Legend: " + lg.color + (lg.art ? " · " + lg.art : "")) : null);
  }

  function hint(snap, seat) {
    const st = snap.state, nm = (i) => T0.name(i);
    if (st.phase === "seeking" && seat === st.turn) return "Your turn: tap a deck to Collect or Search it, or Play a Story, or Pass.";
    if (st.phase === "singing") return `Everyone has passed (${nm(st.passed[0])} first). Flip any Story played face down, then Sing Victory.`;
    if (st.phase === "returning") return `Over ${F.scroll_limit} Scrolls: ` + Object.entries(st.returning).map(([k, n]) => `${nm(+k)} gives back ${n}`).join(", ") + ".";
    return "";
  }

  function setupHelp(snap) {
    const st = snap.state, unknown = st.field.filter((d) => top(d) === "?").length;
    return h("ol.bs-setup", {},
      h("li", {}, unknown ? `Tap each deck and set its top card's colour (${unknown} to go).` : "The Field is set."),
      h("li", {}, "Who last sang a song aloud? ",
        h("span.bs-colours", {}, snap.players.map((p) => h("button.btn.small" + (st.starting === p.seat ? ".primary" : ""), {
          onclick: () => T0.act({ type: "choose_starting", seat: p.seat }) }, p.name)))),
      h("li", {}, "Everyone draws 2 Story cards from the Market and takes from the Inn the 2 Scrolls the app drew (shown under their name)."),
      h("li", {}, "The Starting Player declares the colour of white cards."));
  }

  function field(snap, seat) {
    const st = snap.state;
    return h("div.bs-field", { role: "group", "aria-label": "The Field" }, st.field.map((d, i) => {
      const t = top(d), need = st.need[i];
      const label = t === null ? "empty" : t === "?" ? "?" : t;
      return h("button.deck" + (t === null ? ".empty" : t === "?" ? ".unknown" : "") + (dark(t === "Legend" ? W : t) ? ".dk" : ""), {
        style: { "--dc": hex(st, t), "--bc": (t === "Legend" || t === W) && st.white ? st.hex[st.white] : "#0003" }, "data-k": "d" + i, "data-deck": i,
        "aria-label": `${st.deck_names[i]} deck: ${t === "Legend" ? "Legend" : label}${need && !need.unknown.length ? ", needs " + list(need.scrolls) : ""}`,
        onclick: () => T0.openSheet("bs-deck", `The ${st.deck_names[i]} deck`, () => deckSheet(i)),
      },
      t === "Legend" ? s("svg", { viewBox: "0 0 20 20", class: "star", "aria-hidden": "true" }, s("path", { d: "M10 1l2.6 6 6.4.5-4.9 4.2 1.5 6.3L10 14.6 4.4 18l1.5-6.3L1 7.5l6.4-.5z" })) : null,
      h("b", {}, label), d.stories > 1 ? h("small.cnt", {}, "×" + d.stories) : null,
      need && !need.unknown.length ? dots(st, need.scrolls) : null);
    }));
  }

  function myScrolls(st, seat) {
    return h("div.bs-mine", { "aria-label": "Your Scrolls and the Inn" }, SC.map((c) => h("div.scroll", { style: { "--dc": st.hex[c] }, class: "scroll" + (dark(c) ? " dk" : "") },
      h("b", { "data-k": "m" + c }, st.scrolls[seat][c]), h("small", {}, `Inn ${st.inn[c]}`))));
  }

  function players(snap) {
    const st = snap.state;
    const supply = st.vp_supply, cards = st.vp_cards;
    return h("section.bs-players", {},
      snap.players.map((p) => {
        const i = p.seat, passed = st.passed.indexOf(i);
        return h("div.bs-p", { style: { "--pc": p.color }, "data-seat": i },
          h("div.row1", {}, h("span.dot"), h("strong", {}, p.name),
            st.starting === i ? h("small", {}, " · Starting Player") : null,
            passed >= 0 && st.phase === "seeking" ? h("small", {}, ` · passed ${passed + 1}${["st", "nd", "rd"][passed] || "th"}`) : null,
            h("span.vp", { "data-k": "vp" + i }, st.vp[i] + " VP")),
          h("div.row2", {}, dots(st, st.scrolls[i], "have"), h("small", { "data-k": "sc" + i }, ` ${plural(sum(st.scrolls[i]), "Scroll")}`),
            cards ? h("small.cards", {}, " · " + (Object.entries(cards[i]).sort((a, b) => b[0] - a[0]).map(([v, k]) => `${k}×${v}`).join(" ") || "no VP cards")) : null),
          st.played[i].length ? h("div.played", {}, st.played[i].map((c, j) => h("button.story" + (c.face_down ? ".down" : ""), {
            style: { "--dc": st.hex[c.color] }, "aria-label": `${p.name}'s Story ${j + 1}: ${c.face_down ? "face down" : c.color}; tap to flip`,
            onclick: () => { if (st.phase === "seeking" || st.phase === "singing") T0.act({ type: "flip", seat: i, index: j }); },
          }, c.face_down ? "?" : c.art || c.color[0]))) : null);
      }),
      h("p.small", {}, cards ? "VP cards left: " + F.vp_cards.map((v) => `${supply[v]}×${v}`).join(" ") : "Not enough VP cards for every score: the app keeps the count."));
  }

  function actions(bar, snap, seat) {
    const st = snap.state, c = T0.creds();
    if (!c || !c.token || st.phase === "ended") return;
    const btn = (label, on, cls) => h("button.btn" + (cls || ""), { onclick: on }, label);
    if ((st.phase === "setup" || st.phase === "declaring") && st.starting !== null) {
      const who = T0.name(st.starting);
      if (!may(st.starting)) bar.append(h("span.bs-wait", {}, `${who} declares white`));
      else return bar.append(h("div.bs-declare", {}, h("small", {}, `${who}: this round, white cards are`), h("div.bs-colours", {},
        SC.map((col) => h("button.btn.cbtn" + (dark(col) ? ".dk" : ""), { style: { "--dc": st.hex[col] }, "aria-label": `${W} is ${col}`,
          onclick: () => T0.act({ type: "declare", color: col, by: st.starting }) }, col)))));
    }
    if (st.phase === "seeking") {
      if (seat === st.turn) {
        bar.append(btn("Play Story", () => T0.openSheet("bs-play", "Play a Story", playSheet), ".primary"), btn("Pass", () => T0.act({ type: "pass" })));
      } else bar.append(h("span.bs-wait", {}, `${T0.name(st.turn)}'s turn`));
    }
    if (st.phase === "singing") bar.append(btn("Sing Victory", () => T0.act({ type: "sing" }), ".primary.big"));
    if (st.phase === "returning") {
      const mine = Object.entries(st.returning).filter(([k]) => may(+k));
      mine.forEach(([k, n]) => bar.append(btn(`${T0.name(+k)}: give back ${n}`, () => T0.openSheet("bs-back", "Give Scrolls back", () => backSheet(+k)), ".primary")));
      if (!mine.length) bar.append(h("span.bs-wait", {}, "Waiting for Scrolls to be given back"));
    }
    if (st.phase !== "returning") bar.append(btn("Effects", () => T0.openSheet("bs-adj", "Card effects", adjustSheet)));
  }

  function deckSheet(i) {
    const st = snap0.state, d = st.field[i], t = top(d), need = st.need[i], seat = T0.seat();
    const out = h("div.bs-sheet");
    if (t === null) { out.append(h("p", {}, "This deck is empty.")); return out; }
    out.append(h("p", {}, t === "Legend" ? "A Legend (white back: the declared colour)." : t === "?" ? "Top colour not known yet." : `A ${t} Story` + (d.stories > 1 ? ` (${d.stories} cards)` : "") + "."));
    const others = need ? need.unknown.filter((u) => u !== i) : [];
    if (others.length) out.append(h("p.warn", {}, "Tell the colour of: " + others.map((u) => st.deck_names[u]).join(", ")));
    else if (need && !need.unknown.length) {
      out.append(h("p.needline", {}, (t === "Legend" ? "To Search: " : "To Collect: "), dots(st, need.scrolls), " " + list(need.scrolls)));
      if (seat !== null && seat !== undefined) {
        const lack = Object.entries(need.scrolls).filter(([c, n]) => st.scrolls[seat][c] < n).map(([c, n]) => `${n - st.scrolls[seat][c]} ${c}`);
        out.append(h("p.small", {}, lack.length ? `${T0.name(seat)} lacks ${lack.join(", ")}` : `${T0.name(seat)} can pay it`));
      }
    }
    const myTurn = st.phase === "seeking" && seat === st.turn;
    const lacks = need && Object.entries(need.scrolls).some(([c, n]) => seat !== null && seat !== undefined && st.scrolls[seat][c] < n);
    if (myTurn && t !== "Legend" && t !== "?") out.append(h("button.btn.primary.big", { disabled: lacks, onclick: async () => {
      // With more Stories under it, the sheet stays open to ask the new top card's colour.
      if ((await T0.act({ type: "collect", deck: i })) && !snap0.state.field[i].stories) T0.closeSheet();
    } }, "Collect (+1 VP)"));
    if (myTurn && t === "Legend") {
      const art = h("input", { id: "bs-art", placeholder: "Legend's art (optional)", maxlength: 24, "aria-label": "Legend's art" });
      out.append(h("p", {}, "Search (+2 VP): the Legend's face colour?"), art,
        colourBtns("Search: Legend is", async (c) => { if (await T0.act({ type: "search", deck: i, color: c, art: art.value })) T0.closeSheet(); }));
    }
    if (t !== "Legend") out.append(h("p.small", {}, t === "?" ? "Which colour is its top card?" : "Wrong colour? Its top card is:"), colourBtns("Top is", async (c) => {
      if (!(await T0.act({ type: "set_top", deck: i, color: c }))) return;
      const next = snap0.state.field.findIndex((d) => top(d) === "?");  // setting up: straight on to the next deck
      if (t === "?" && next >= 0) T0.openSheet("bs-deck", `The ${st.deck_names[next]} deck`, () => deckSheet(next)); else T0.closeSheet();
    }));
    if (st.phase !== "setup") out.append(h("details", {}, h("summary", {}, "A card effect put a Story here"), colourBtns("Put a Story:", (c) => T0.act({ type: "place_story", deck: i, color: c }))));
    return out;
  }

  function arts(st) {
    const a = new Set(st.legends.map((l) => l.art).filter(Boolean));
    st.played.flat().forEach((p) => p.art && a.add(p.art));
    return [...a];
  }
  let pick = { art: "", down: false };
  function playSheet() {
    const st = snap0.state;
    const art = h("input", { id: "bs-play-art", placeholder: "Art (optional)", maxlength: 24, value: pick.art, "aria-label": "Story's art", oninput: (e) => (pick.art = e.target.value) });
    return h("div.bs-sheet", {},
      arts(st).length ? h("div.bs-colours", {}, arts(st).map((a) => h("button.btn.small" + (pick.art === a ? ".primary" : ""), { onclick: () => { pick.art = pick.art === a ? "" : a; T0.openSheet("bs-play"); } }, a))) : null,
      art,
      h("label", {}, h("input", { type: "checkbox", checked: pick.down, onchange: (e) => (pick.down = e.target.checked) }), " Face down"),
      colourBtns("Play", async (c) => {
        if (await T0.act({ type: "play", color: c, art: pick.art, face_down: pick.down })) { pick = { art: "", down: false }; T0.closeSheet(); }
      }));
  }

  let back = {};
  function backSheet(seat) {
    const st = snap0.state, over = st.returning[seat] || 0, total = sum(back);
    const step = (c, d) => { back[c] = Math.max(0, Math.min(st.scrolls[seat][c], (back[c] || 0) + d)); T0.openSheet("bs-back"); };
    return h("div.bs-sheet", {}, h("p", {}, `${T0.name(seat)} holds more than ${F.scroll_limit}: choose ${over} to give back to the Inn.`),
      SC.map((c) => h("div.adj.back", {}, h("span.chip", { style: { "--dc": st.hex[c] } }, `${c}: ${st.scrolls[seat][c]}`),
        h("button.btn", { "aria-label": "one less " + c, onclick: () => step(c, -1) }, "−"), h("b", {}, back[c] || 0),
        h("button.btn", { "aria-label": "give back one more " + c, onclick: () => step(c, 1) }, "+"))),
      h("button.btn.primary.big", { disabled: total !== over, onclick: async () => {
        if (await T0.act({ type: "give_back", scrolls: back, by: seat })) { back = {}; T0.closeSheet(); }
      } }, `Give back ${total}/${over}`));
  }

  let target = null;
  function adjustSheet() {
    const st = snap0.state, me = T0.seat();
    if (target === null) target = me !== null && me !== undefined ? me : 0;
    const adj = (a) => T0.act(Object.assign({ type: "adjust", seat: target }, a));
    return h("div.bs-sheet", {}, h("p.small", {}, "When a Story card's effect gives or takes Scrolls or VP."),
      h("div.bs-colours", {}, snap0.players.map((p) => h("button.btn.small" + (p.seat === target ? ".primary" : ""), { onclick: () => { target = p.seat; T0.openSheet("bs-adj"); } }, p.name))),
      SC.map((c) => h("div.adj", {}, h("span.chip", { style: { "--dc": st.hex[c] } }, `${c} ${st.scrolls[target][c]} · Inn ${st.inn[c]}`),
        h("button.btn", { "aria-label": `${c} back to the Inn`, onclick: () => adj({ scrolls: { [c]: -1 } }) }, "−1"),
        h("button.btn", { "aria-label": `${c} from the Inn`, onclick: () => adj({ scrolls: { [c]: 1 } }) }, "+1"))),
      h("div.adj.vp", {}, h("span", {}, `${st.vp[target]} VP`), [-1, 1, 3].map((v) => h("button.btn", { "aria-label": `${v > 0 ? "+" : ""}${v} VP`, onclick: () => adj({ vp: v }) }, (v > 0 ? "+" : "") + v))));
  }

  function standings(snap) {
    const st = snap.state, first = st.standings.filter((x) => x.place === 1);
    return h("section.standings", { "aria-label": "Final standings" }, h("h2", {}, "Final standings"),
      h("ol", {}, st.standings.map((x) => h("li", { style: { "--pc": snap.players[x.seat].color } },
        h("span.place", {}, x.place + (x.shared ? "=" : "")), " ", snap.players[x.seat].name, " ",
        h("strong", {}, `${x.key[0]} VP`), h("small", {}, ` · ${plural(x.key[1], "Scroll")}`)))),
      h("p", {}, first.length > 1 ? "A shared victory: sing a song about it!" : `${snap.players[first[0].seat].name} wins the Bard Saga!`),
      h("p.small", {}, "Most VP wins; a tie goes to the most Scrolls; still tied, the victory is shared."));
  }

  C.table.register("bard-saga", { render, badge: (snap, seat) => snap.state.vp[seat] });
})();
