// Minstrels, fetched when first needed (by minstrels.js): setting up a board (coins, quest, the
// hero deal: "Draw for me" or "We drew…"), the final screen and where the VP came from.
"use strict";
C.minstrelsMore = function (M) {
  const { h, F, CH, plural, pname, st, me, redraw, menu } = M;
  function setupTap(c, sp) {
    const k = c + "," + sp, L = M.L;
    if (L.mark) return questSheet(k);
    if (L.coins.has(k)) L.coins.delete(k); else L.coins.add(k);
    redraw();
  }
  // ---- setup: coins, quest, hero ----
  function setupPanel() {
    const S = st(), p = me();
    return h("section.msetup", {}, S.heroes ? heroDeal(S, p) : null,
      h("p", {}, S.quests ? `Tap the ${F.quest_coins} spaces where your quest card puts coins` : `Tap your ${F.board_coins} coins: ${F.board_coins_rule}`, ` (${M.L.coins.size}/${S.quests ? F.quest_coins : F.board_coins}).`),
      S.quests ? h("p", {}, h("button.btn" + (M.L.mark ? ".primary" : ""), { onclick: () => { M.L.mark = !M.L.mark; redraw(); } }, M.L.mark ? "Marking quest spaces (tap to stop)" : "Mark quest spaces"), ` ${M.L.quest.size} marked`) : null);
  }
  // The hero deal: the app's, or what the real deck gave ("We drew…", primary with the table's own cards).
  function heroDeal(S, p) {
    const drew = h("button.btn" + (S.own_components ? ".primary" : ""), { onclick: heroPicker }, p.dealt ? "We drew other cards…" : "We drew…");
    if (!p.dealt) return h("div.draw-pair", { role: "group", "aria-label": "Your 2 hero cards" },
      h("button.btn" + (S.own_components ? "" : ".primary"), { onclick: () => M.T.act({ type: "deal_heroes" }) }, "Draw for me"), drew);
    if (!p.offer.length) return h("p.banner", {}, `${pname(M.seat)}'s hero cards are secret: choose on ${pname(M.seat)}'s own phone (Invite gives the link).`);
    const one = p.offer.length === 1;
    if (one && !M.L.hero) M.L.hero = p.offer[0];
    return h("div.heroes", { role: "group", "aria-label": "Keep one hero" }, h("b", {}, one ? "Your hero:" : "Keep one hero:"),
      p.offer.map((n) => h("button.btn.hero" + (M.L.hero === n ? ".primary" : ""), { onclick: () => { M.L.hero = n; redraw(); } }, h("b", {}, n), h("small", {}, S.hero_text[n]))), drew);
  }
  function heroPicker() {
    const pick = new Set();
    M.T.openSheet("mhero", "We drew these hero cards", () => h("div", {},
      h("p.small", {}, "Tap the 2 cards the deck dealt you (or only the one you kept)."),
      h("div.opts.cards", { role: "group", "aria-label": "Hero cards" }, F.hero_decks[M.snap.players.length].map((n) => h("button.btn" + (pick.has(n) ? ".primary" : ""),
        { "aria-pressed": String(pick.has(n)), onclick: () => { if (pick.has(n)) pick.delete(n); else if (pick.size < 2) pick.add(n); M.T.openSheet("mhero"); } }, n))),
      h("button.btn.primary", { disabled: !pick.size, onclick: () => { M.T.closeSheet(); M.T.act({ type: "deal_heroes", drawn: [...pick] }); } },
        pick.size ? `Enter ${[...pick].join(" and ")}` : "Pick the cards")));
  }
  const questSheet = (k) => menu("mq", `Quest: column ${k.replace(",", ", space ")}`, () => [
    ...[null, ...CH].map((w) => [w || "Any character", () => { M.L.quest.set(k, w); redraw(); }]),
    ["Not marked", () => { M.L.quest.delete(k); redraw(); }]]);
  function ready() {
    const sp = (k) => k.split(",").map(Number);
    M.T.act({ type: "board_ready", coins: [...M.L.coins].map(sp), hero: M.L.hero || undefined,
      quest: st().quests ? [...M.L.quest].map(([k, w]) => [...sp(k), w]) : undefined });
  }

  function bySource(p) {
    const m = {};
    p.log.forEach((e) => { if (e[3]) m[e[1]] = (m[e[1]] || 0) + e[3]; });
    return h("table.bysrc", {}, Object.entries(m).map(([k, v]) => h("tr", {}, h("th", {}, k), h("td", {}, v))));
  }
  function sources() {
    M.T.openSheet("msrc", "Where the VP came from", () => h("div", {}, st().players.map((p, i) => h("details", { open: i === M.seat || null },
      h("summary", {}, `${pname(i)}: ${p.vp} VP`), bySource(p),
      h("ol.srcs", {}, p.log.map((e) => h("li", {}, `Round ${e[0]} · ${e[1]}${e[2] ? ` (${e[2]})` : ""}: ` + [e[3] ? `+${e[3]} VP` : "", e[4] ? `+${plural(e[4], "coin")}` : ""].join(" ").trim())))))));
  }
  function finalView() {
    const S = st(), F = S.final, top = F.standings;
    const signs = Object.entries(F.signs).filter(([, v]) => v.length).sort((a, b) => b[0] - a[0]).map(([k, v]) => `${k}\u00a0VP: most ${v.map((n) => n + (n.endsWith("s") ? "es" : "s")).join(", most ")}`);
    const won = top.filter((x) => x.place === 1).map((x) => (x.seat === M.seat ? "You" : pname(x.seat)));
    const head = won.length > 1 ? `${won.join(" and ")} share the victory` : `${won[0]} ${won[0] === "You" ? "win" : "wins"}!`;
    return h("section.final", { "aria-label": "Final scoring" }, h("p.crown", { "aria-hidden": "true" }, "♛"),
      h("h2.winner", { "data-k": "winner" }, head), h("p.vp", {}, `${top[0].key[0]} VP`), S.decided_by ? h("p.tie", {}, S.decided_by) : null,
      F.title ? h("p.title", {}, `Title: ${F.title}`) : null,
      S.solo ? null : h("p", {}, signs.length ? "Road signs: " + signs.join(" · ") : "No road signs: no character was left."),
      h("ol", {}, top.map((x) => h("li", { style: { "--pc": M.snap.players[x.seat].color } },
        h("div.row", {}, h("span.place", {}, x.place + (x.shared ? "=" : "")), h("span.nm", {}, pname(x.seat)), h("strong", {}, `${x.key[0]}\u00a0VP`)),
        h("small", {}, `${plural(x.key[1], "coin")} · ${plural(x.key[2], "full column")}`),
        h("details", {}, h("summary", {}, "Where the VP came from"), bySource(S.players[x.seat]))))),
      h("p.small", {}, "Each coin left in a personal supply scored 1\u00a0VP."));
  }

  return { setupPanel, setupTap, ready, finalView, sources };
};
