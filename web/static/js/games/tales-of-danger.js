// Tales of Danger: Sponsors and Acts; each voyage as five ship slots; cost checker; exact odds; final tally.
"use strict";
(function () {
  const { h, s } = C;
  // The game's facts come from Python with the page: a Cost card's label -> the style it is drawn in.
  const F = JSON.parse(document.getElementById("table-data").textContent).facts;
  const LC = Object.fromEntries(Object.entries(F.label_styles).map(([style, label]) => [label, style]));
  const ui = {};
  let S, T, ME;
  const B = (cls, label, fn, a) => h("button.btn" + cls, Object.assign({ onclick: fn }, a), label);
  const go = (a) => T.act(a).then((r) => r && T.closeSheet());

  const pct = ([n, d]) => (d ? Math.round((1000 * n) / d) / 10 : 0) + "%";
  const card = (k) => S.cost_cards.find((c) => c.key === k);
  const cs = (c, n) => [c ? c + " Crew" : "", n ? n + (n > 1 ? " Supplies" : " Supply") : ""].filter(Boolean).join(", ") || "nothing";
  function costText(c) { const p = cs(c.crew, c.supplies); return c.label ? c.label + (p === "nothing" ? "" : ": " + p) : p; }
  function chip(k, attrs) {
    const c = card(k);
    return h((attrs ? "button" : "span") + ".chip." + (LC[c.label] || "plain"), attrs || {}, costText(c));
  }
  function ship(cls, n) {
    return s("svg", { viewBox: "0 0 40 30", class: "ship " + cls, "aria-hidden": "true" },
      s("path", { d: "M2 15h36l-6 13H8z" }), s("path", { d: "M20 1v14M21 3l10 10H21z" }), n ? s("text", { x: 20, y: 25.5 }, n) : null);
  }

  function voyage(i, big) {
    const p = S.players[i], slots = [];
    for (let k = 0; k < 5; k++) {
      const v = p.voyage[k], cur = !v && k === p.voyage.length && p.segment;
      const j = v ? (v.journal !== null ? "J" + v.journal : v.has_journal ? "?" : "–") : "";
      slots.push(h("li.slot" + (v ? ".done" : cur ? ".cur" : ""), {
        "aria-label": `Segment ${k + 1}: ` + (v ? `difficulty ${v.difficulty}, Journal ${{ "?": "face down", "–": "none" }[j] || v.journal}` : cur ? "current" : "open"),
      }, ship(v ? "done" : cur ? "cur" : "open", v ? v.difficulty : cur ? p.segment.difficulty : ""), h("span.j", {}, j)));
    }
    return h("ol.voyage" + (big ? ".big" : ""), { style: { "--pc": T.color(i) }, "data-k": "v" + i }, slots);
  }

  function segment(i) {
    const g = S.players[i].segment;
    if (!g) return h("p.muted", {}, S.players[i].voyage.length >= 5 ? "Voyage complete." : "No Segment prepared yet.");
    return h("div.seg", { "data-k": "seg" + i },
      h("div.chips", {}, g.costs.map((k) => chip(k))),
      h("small", {}, `Needs ${cs(g.need[0], g.need[1])}` + (g.bonus ? ` · ${g.bonus} bonus card${g.bonus > 1 ? "s" : ""}` : "") + (g.forages ? ` · foraged ${g.forages}×` : "")));
  }

  // ---- Acts 1 and 2 ------------------------------------------------------------------------
  const can = () => ME !== null || !!(T.creds() || {}).host;  // a seat or the host may enter the draw
  const drawnBtn = (cls) => B(cls, "We drew…", () => { ui.drawn = []; open("drawn", "We drew…", drawnSheet); });
  function drawPair() {  // #14: the app draws, or the table enters its real cards (primary with own cards)
    const own = S.own_components;
    return h("div.draw-pair", {}, B(own ? "" : ".primary", "Draw for me", () => T.act({ type: "draw_sponsors" })), drawnBtn(own ? ".primary" : ""));
  }
  function drawnSheet() {
    const o = ui.drawn, k = S.sponsors_to_draw;
    return h("div.tods", {}, h("p", {}, `Tap the ${k} Sponsor cards you drew, by their rank (1 highest):`),
      h("div.pick", {}, F.sponsor_ranks.map((r) => {
        const on = o.includes(r);
        return B(".big" + (on ? ".on" : ""), (on ? "✓ " : "") + "Rank " + r, () => { if (on) o.splice(o.indexOf(r), 1); else if (o.length < k) o.push(r); again(); }, { "aria-pressed": String(on), "aria-label": "Rank " + r });
      })),
      B(".primary.big", o.length === k ? `These ${k} are in play` : `${o.length} of ${k} picked`, () => go({ type: "draw_sponsors", drawn: o }), { disabled: o.length !== k }));
  }
  function sponsors() {
    if (S.sponsors === null) return h("section.act", { "data-k": "spd" }, h("strong", {}, `Sponsors in play: ${S.sponsors_to_draw} of the 6, at random`),
      can() ? h("p.small", {}, "Draw them from your Sponsor cards, or let the app draw.") : null);  // who waits: the prompt banner
    const at = S.sponsors_at_table, fresh = S.players.every((p) => p.sponsor === null);
    return h("section.sponsors", {}, h("table.tod.spt", {}, h("thead", {}, h("tr", {}, ["Sponsor", "Player", "Start", "Market", "Max"].map((x) => h("th", { scope: "col" }, x)))),
      h("tbody", {}, S.sponsors.map((r) => {
        const o = S.players.findIndex((p) => p.sponsor === r), p = S.players[o];
        return h("tr" + (o >= 0 ? ".taken" : ""), { style: o >= 0 ? { "--pc": T.color(o) } : null, "data-k": "sp" + r },
          h("th", { scope: "row" }, "Rank " + r), h("td", {}, o >= 0 ? T.name(o) + (p.hand_full ? " ✓" : "") : "free"),
          ["start", "market", "max"].map((x) => h("td.n", {}, p && p[x] !== null ? p[x] : "–")));
      }))),
      at === null ? null : h("p.small", { "data-k": "spw" }, at ? "Drawn at the table. " : "Drawn by the app. ", fresh && can() ? drawnBtn(".link") : null));
  }
  function actCard(i) {
    const p = S.players[i];
    const steps = p.act === 1 ? S.text.act1 : S.text.act2.map((x) => x.replace("{market}", p.market ?? "Market").replace("{max}", p.max ?? "Max"));
    return h("section.act", { "aria-label": "Your Act" },
      h("div.act-head", {}, h("span.act-n", { "data-k": "act" }, "Act " + p.act), h("span", {}, "Hand limit ", h("b.limit", { "data-k": "lim" }, p.hand_limit ?? "?"))),
      h("ol.steps", {}, steps.map((t) => h("li", {}, t))));
  }

  function stepper(label, o, k, lo, hi) {
    const set = (v) => { o[k] = Math.max(lo, Math.min(hi, v)); again(); };
    return h("div.stepper", {}, h("span", {}, label),
      B("", "−", () => set(o[k] - 1), { "aria-label": "Less " + label }),
      h("output", { "aria-label": label }, o[k]),
      B("", "+", () => set(o[k] + 1), { "aria-label": "More " + label }));
  }
  let sheetKind = null;
  function open(kind, title, build) { sheetKind = kind; T.openSheet(kind, title, build); }
  const again = () => T.openSheet(sheetKind);
  function values(o) {
    return [stepper("Start", o, "start", 0, 30), stepper("Market", o, "market", 1, 30), stepper("Max", o, "max", 1, 30)];
  }
  function secureSheet() {
    const o = ui.secure;
    return h("div.tods", {},
      h("p", {}, "Which Sponsor? (needs 1 Insider and the Sponsor's Evidence & Plans)"),
      h("div.pick", {}, S.free_sponsors.map((r) => B(".big" + (o.rank === r ? ".on" : ""), "Rank " + r, () => { o.rank = r; again(); }))),
      h("p.small", {}, "From the Sponsor card (bottom right):"), values(o),
      B(".primary.big", o.rank ? `Secure rank ${o.rank} · discard to ${o.start}` : "Pick a Sponsor",
        () => go({ type: "secure_sponsor", rank: o.rank, start: o.start, market: o.market, max: o.max }), { disabled: !o.rank }));
  }
  function valuesSheet() {
    const o = ui.values;
    return h("div.tods", {}, h("p", {}, "Your Sponsor card's hand sizes:"), values(o),
      B(".primary.big", "Save", () => go({ type: "sponsor_values", start: o.start, market: o.market, max: o.max })));
  }
  function actsBar(bar) {
    const p = S.players[ME], mine = S.turn === ME;
    if (mine && p.act === 1) bar.append(B(".primary", "Secure Sponsor", () => { ui.secure = { rank: null, start: 2, market: 2, max: 7 }; open("secure", "Secure a Sponsor", secureSheet); }));
    if (p.act === 2) {
      bar.append(B(p.max === null ? ".primary" : "", p.max === null ? "Enter Sponsor values" : "Values", () => { ui.values = { start: p.start ?? 2, market: p.market ?? 2, max: p.max ?? 7 }; open("values", "Sponsor values", valuesSheet); }));
      bar.append(B(p.hand_full ? ".on" : "", p.hand_full ? "Hand full ✓" : "Hand full?", () => T.act({ type: "hand_full", full: !p.hand_full }), { "aria-pressed": String(p.hand_full) }));
    }
    if (mine) {
      const forced = S.story && S.story.seat === ME;
      bar.append(B(p.act === 2 ? ".primary" : "", forced ? `End turn (rank ${S.story.fallback})` : "End turn",
        () => { if (!forced || confirm(`You get Sponsor rank ${S.story.fallback}. End your turn?`)) T.act({ type: "end_turn" }); }));
    }
  }

  // ---- Act 3 -----------------------------------------------------------------------------
  function picker(onpick, disabled, sel) {
    return h("div.chips.grid", {}, S.cost_cards.map((c) => chip(c.key, { disabled: disabled, "aria-pressed": sel === undefined ? null : String(sel === c.key), onclick: () => { onpick(c.key); again(); } })));
  }
  function picked(list) {
    return h("div.chips", {}, list.map((k, n) => chip(k, { "aria-label": "Remove " + costText(card(k)), onclick: () => { list.splice(n, 1); again(); } })));
  }
  function prepareSheet() {
    const o = ui.prep;
    return h("div.tods", {}, h("ol.steps", {}, S.text.prepare.map((t) => h("li", {}, t))),
      h("p", {}, "Difficulty (ships):"),
      h("div.pick", {}, [1, 2, 3].map((d) => B(".big" + (o.d === d ? ".on" : ""), d, () => { o.d = d; o.costs.length = Math.min(o.costs.length, d); again(); }, { "aria-label": "Difficulty " + d }))),
      o.d ? h("p", {}, `Cost cards drawn: ${o.costs.length} of ${o.d}`) : null, picked(o.costs),
      o.d ? picker((k) => o.costs.push(k), o.costs.length >= o.d) : null,
      B(".primary.big", "Set Segment", () => go({ type: "prepare_segment", difficulty: o.d, costs: o.costs }), { disabled: !o.d || o.costs.length !== o.d }));
  }
  function verdict(g, o) {
    let c = g.need[0], n = g.need[1];
    o.cancels.forEach((x) => { c -= g.savings[x][0]; n -= g.savings[x][1]; });
    const mc = Math.max(0, c - o.crew), mn = Math.max(0, n - o.supplies);
    if (mc || mn) return [false, "Missing " + cs(mc, mn)];
    const wc = o.crew - c, wn = o.supplies - n;
    return [true, "Pays" + (wc || wn ? " · wasted " + cs(wc, wn) : "") + (g.bonus ? ` · take ${g.bonus} bonus card${g.bonus > 1 ? "s" : ""} first` : "")];
  }
  function completeSheet() {
    const o = ui.pay, g = S.players[ME].segment;
    if (!g) return h("p", {}, "No Segment to complete.");
    const [pays, msg] = verdict(g, o);
    return h("div.tods", {}, h("div.chips", {}, g.costs.map((k) => chip(k))),
      h("p.small", {}, "Your discards:"), stepper("Crew", o, "crew", 0, 40), stepper("Supplies", o, "supplies", 0, 40),
      h("div.pick", {}, Object.keys(g.savings).map((x) => {
        const on = o.cancels.includes(x), sv = g.savings[x];
        return B(on ? ".on" : "", [x, h("small", {}, sv[0] || sv[1] ? " −" + cs(sv[0], sv[1]) : " (nothing)")],
          () => { o.cancels = on ? o.cancels.filter((y) => y !== x) : [...o.cancels, x]; again(); }, { "aria-pressed": String(on) });
      })),
      h("p.verdict" + (pays ? ".ok" : ".no"), { role: "status" }, msg),
      h("p.small", {}, "Journal (face down, its ship number):"),
      h("div.pick", {}, [1, 2, 3, null].map((j) => B(o.journal === j ? ".on" : "", j ?? "No card", () => { o.journal = j; again(); }, { "aria-label": j ? "Journal " + j : "No Journal" }))),
      B(".primary.big", "Complete Segment", () => go({ type: "complete_segment", crew: o.crew, supplies: o.supplies, cancels: o.cancels, journal: o.journal }), { disabled: !pays || o.journal === undefined }),
      h("ol.steps.small", {}, S.text.complete.map((x) => h("li", {}, x))));
  }
  function forageSheet() {
    const o = ui.forage;
    const f = S.odds.forage[F.label_styles.fish].p;
    return h("div.tods", {}, h("p", {}, "Flip 4 cards. The one you add as a Segment Cost card:"),
      h("p.small", {}, `Chance of a ${F.label_styles.fish} among them: ${pct(f)}`),
      picker((k) => (o.cost = k), false, o.cost),
      B(".primary.big", "Forage", () => go({ type: "forage", cost: o.cost, others: o.others }), { disabled: !o.cost }),
      h("details", { open: o.others.length > 0 }, h("summary", {}, `The other three, for the odds (${o.others.length} of 3)`), picked(o.others),
        picker((k) => o.others.push(k), o.others.length >= 3)));
  }
  // The Odds sheet is read now and then: its code comes the first time it is opened (the page stays light).
  let oddsJs = null;
  function openOdds() {
    ui.od = ((ME !== null && S.players[ME].segment) || {}).difficulty || 2;  // your Segment's difficulty first
    oddsJs = oddsJs || new Promise((ok, bad) => {
      const el = document.createElement("script");
      el.src = "/static/js/games/tales-of-danger-odds.js"; el.onload = ok; el.onerror = () => { oddsJs = null; bad(); };
      document.head.append(el);
    });
    oddsJs.then(() => open("odds", "Odds", () => C.todOdds({ h, B, S, ui, again, T, ME, pct })))
      .catch(() => T.toast("Offline: try again when the connection is back", true));
  }
  function act3Bar(bar) {
    const p = S.players[ME];
    if (!p.segment && p.voyage.length < 5) bar.append(B(".primary", "Prepare Segment", () => { ui.prep = { d: null, costs: [] }; open("prepare", "Prepare a Segment", prepareSheet); }));
    if (S.turn === ME && p.segment) {
      bar.append(B(".primary", "Complete", () => { ui.pay = { crew: 0, supplies: 0, cancels: [], journal: undefined }; open("complete", "Complete your Segment", completeSheet); }));
      bar.append(B("", "Forage", () => { ui.forage = { cost: null, others: [] }; open("forage", "Forage", forageSheet); }));
    }
  }

  // ---- the end -----------------------------------------------------------------------------
  function finalScreen() {
    const pts = S.points, R = S.result;
    return h("section.final", { "aria-label": "Final scoring" },
      h("p.win", { "data-k": "win" }, "🏆 ", h("strong", {}, T.name(R.winner)), " wins"),
      h("p.tb", { "data-k": "tb" }, h("b.nw", {}, R.points + " points"), R.tie_break ? ": " + R.tie_break + "." : ` with Sponsor rank ${R.sponsor}.`),
      h("ol", {}, S.standings.map((x) => {
        const p = S.players[x.seat];
        return h("li", { style: { "--pc": T.color(x.seat) } },
          h("div.fhead", {}, h("span.place", {}, x.place), h("strong", {}, T.name(x.seat)), h("small.nw", {}, "rank " + p.sponsor), h("b.total", { "data-k": "pts" + x.seat }, pts[x.seat])),
          voyage(x.seat), h("small", {}, p.voyage.length ? p.voyage.map((v) => `${v.difficulty}+${v.journal ?? 0}`).join("  ") + ` = ${pts[x.seat]}` : "No Segment completed"));
      })),
      h("p.small", {}, S.text.scoring));
  }

  function render({ main, bar, snap, seat, T: t }) {
    S = snap.state; T = t; ME = seat;
    if (S.phase === "over") main.append(finalScreen());
    if (S.final_round && S.phase !== "over") {
      const fr = S.final_round;
      main.append(h("p.banner", { role: "status", "data-k": "fr" }, `Final round: ${T.name(fr.trigger)} completed 5 Segments. Final turn${fr.remaining.length > 1 ? "s" : ""}: ${fr.remaining.map(T.name).join(", ")}`));
    }
    if (S.story) main.append(h("p.banner", { role: "status" }, `Move the Story Along: ${T.name(S.story.seat)} must secure a Sponsor this turn, or gets rank ${S.story.fallback}.`));
    if (S.phase === "acts") {
      main.append(sponsors());
      if (ME !== null && S.sponsors) main.append(actCard(ME));
      if (S.sponsors === null) { if (can()) bar.append(drawPair()); } else if (ME !== null) actsBar(bar);
    } else if (S.phase === "act3") {
      // Until every first Segment is laid out, the table needs the Act 3 set-up steps.
      const wait = S.players.some((p) => !p.segment && !p.voyage.length);
      if (wait) main.append(h("section.act", { "aria-label": "Act 3 begins", "data-k": "a3" }, h("strong", {}, "Act 3 begins"),
        h("ol.steps", {}, S.text.act3_intro.map((x) => h("li", {}, x)))));  // who is left: the prompt banner
      if (ME !== null) {
        const p = S.players[ME];
        main.append(h("section.tod-mine", { "aria-label": "Your voyage" },
          h("div.act-head", {}, h("span.act-n", {}, "Act 3 · your voyage"), h("span", {}, "Points ", h("b", { "data-k": "mypts" }, p.points ?? p.difficulties))),
          voyage(ME, true), segment(ME)));
      }
      S.players.forEach((p, i) => {
        if (i === ME) return;
        main.append(h("section.other", { style: { "--pc": T.color(i) } },
          h("div.act-head", {}, h("strong", {}, T.name(i)), h("small", {}, `rank ${p.sponsor} · ${p.voyage.length}/5 · ${p.difficulties} pts face up`)),
          voyage(i), segment(i)));
      });
      if (ME !== null) act3Bar(bar);
    }
    if (S.phase !== "over") bar.append(B("", "Odds", openOdds));
  }

  function badge(snap, i) {
    const st = snap.state, p = st.players[i];
    if (st.phase === "over") return st.points[i];
    return st.phase === "act3" ? p.voyage.length + "/5" : "A" + p.act;
  }

  C.table.register("tales-of-danger", { render, badge });
})();
