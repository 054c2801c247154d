// The King of All Bards, the rarely used sheets (loaded on first use): Tricks, tokens, board moves.
"use strict";
(function () {
  const { h } = C;
  const RARITY = [["common", "Common Tricks"], ["rare", "Rare Tricks"], ["unique", "Unique Tricks"]];
  // K: the main file's helpers and live values (S state, P players, me the acting seat).
  function trickSheet(K) {
    let q = "";
    const open = new Set();
    K.sheet("Tricks", () => {
      const { S, nm, sg, trickName } = K, list = h("div");
      const fill = () => list.replaceChildren(...RARITY.flatMap(([r, title]) => {
        const ts = K.R.tricks.filter((t) => t[3] === r && (t[1] + t[4] + t[5]).toLowerCase().includes(q));
        return ts.length ? [h("h3.kob-group", {}, `${title} (${ts.length})`), ...ts.map((t) => trick(K, t, open))] : [];
      }));
      fill();
      const on = (S.active || []).map((t) => `${nm(t.seat)}: ${trickName(t.effect)}` + (t.target != null ? ` on ${nm(t.target)}` : "") + (t.delta ? " " + sg(t.delta) : "") + (t.pub ? ` (Pub ${t.pub})` : ""));
      return h("div", {}, h("p.small", {}, "In play this round: " + (on.join(" · ") || "none")), tokens(K),
        h("input", { id: "kob-find", type: "search", placeholder: "Search Tricks", "aria-label": "Search Tricks", value: q, oninput: (e) => { q = e.target.value.toLowerCase(); fill(); } }), list);
    });
  }
  function trick(K, [id, name, cost, rarity, effect, notes, , needs], open) {
    const { S, P, me, sel, btn, act, nm } = K;
    const tg = needs.includes("target") && sel("Target", P.map((p, i) => [i, p.name]), S.perf ? S.perf.seat : me);
    const dl = needs.includes("delta") && sel("Plus or minus", [[1, "+1"], [-1, "−1"]]);
    const pb = needs.includes("pub") && sel("Pub", K.R.pubs.map(([n]) => [n, "Pub " + n]));
    const play = (extra) => act({ type: "play_trick", trick: id, ...(tg && { target: +tg.value }), ...(dl && { delta: +dl.value }), ...(pb && { pub: +pb.value }), ...extra }, me);
    // Diehards as a counter to the last Brawl (the rulebook: "or redo the Brawl"): the Brawl is drawn again.
    const last = S.brawls.filter((b) => b.round === S.round).pop();
    const counter = id === "diehards" && me != null && last && last.drawn.includes(me);
    return h("details.kob-trick", { open: open.has(id), ontoggle: (e) => open[e.target.open ? "add" : "delete"](id) },
      h("summary", {}, h("b", {}, name), ` · ${cost ?? "X"} Tip${cost === 1 ? "" : "s"} · ${rarity}`), h("p", {}, effect), h("p.small", {}, notes),
      me != null ? h("div.row", {}, tg, dl, pb, btn(`Play (${nm(me)} pays)`, () => play({}), ".primary"),
        counter ? btn(`Play: redo the Brawl in Pub ${last.pub}`, () => { K.T.closeSheet(); play({ redo_brawl: true }); }) : null) : null);
  }
  function tokens(K) {
    const { S, P, me, sel, btn, act } = K;
    if (!S.tokens || me == null) return null;
    const tg = sel("On whose roll", P.map((p, i) => [i, p.name]), S.perf ? S.perf.seat : me);
    const held = Object.entries(S.held[me]).filter(([, n]) => n);
    return h("div.row", {}, "Tokens left: " + Object.entries(S.tokens).map(([k, n]) => `${k} ${n}`).join(", "), held.length ? tg : null,
      held.map(([k, n]) => btn(`Play ${k} (${n})`, () => act({ type: "use_token", kind: k, target: +tg.value }, me))));
  }
  function tokenSheet(K, i) {
    const { S, nm, btn, act, shut } = K;
    K.sheet(`${nm(i)}: ${K.R.epic_fail}, take a token`, () => h("div.kob-grid", {}, Object.entries(S.tokens).map(([k, n]) =>
      h("button.btn.big", { disabled: !n, onclick: shut(() => act({ type: "take_token", kind: k }, i)) }, `${k} (${n} left): ${K.R.tokens[k]}`)),
      btn("No token", shut(() => act({ type: "take_token", kind: "none" }, i)))));
  }
  // Board moves as buttons: tap a Fan (or a reserve), then where it goes; a Bard, then where; Tips − / +.
  function boardSheet(K) {
    const pick = {};  // the step reached: a Fan picked to move, a first Fan to swap, a Bard
    K.sheet("Board moves (for Tricks)", () => {
      const { S, P, me, btn, act, nm, col, R } = K;
      const where = (l) => (l === "reserve" ? "reserve" : l ? "Pub " + l : "Square");
      const places = [0, ...R.pubs.map(([n]) => n)];
      const chip = (i, label, on, cls = "") => h("button.btn.chip" + cls, { style: { "--pc": col(i) }, onclick: on }, h("span.dot"), " " + label);
      const fans = P.flatMap((p, i) => [["reserve", S.reserve[i]], ...places.map((l) => [l, S.fans[l][i]])].filter(([, n]) => n > 0).map(([l]) => [i, l]));
      const box = h("div.kob-detail");
      const fill = () => {
        const f = pick.fan, sw = pick.swap, b = pick.bard;
        box.replaceChildren(
          h("h3", {}, f ? `Move ${nm(f[0])}'s Fan from ${where(f[1])} to…` : "Move a Fan: tap it"),
          h("div.kob-chips", {}, f ? ["reserve", ...places].filter((l) => l !== f[1]).map((l) => btn(where(l), () => { delete pick.fan; act({ type: "move_fan", color: f[0], from: f[1], to: l }, me); }))
            : fans.map(([i, l]) => chip(i, `${nm(i)} · ${where(l)}`, () => { pick.fan = [i, l]; fill(); }))),
          h("h3", {}, `Swap two Fans (${K.trickName("pub_crawl")}): ` + (sw ? `${nm(sw[0])}'s in ${where(sw[1])} with…` : "tap the first")),
          h("div.kob-chips", {}, fans.filter(([i, l]) => l !== "reserve" && (!sw || l !== sw[1])).map(([i, l]) => chip(i, `${nm(i)} · ${where(l)}`, () => {
            if (!sw) { pick.swap = [i, l]; return fill(); }
            delete pick.swap; act({ type: "swap_fans", a: { color: sw[0], at: sw[1] }, b: { color: i, at: l } }, me);
          }))),
          h("h3", {}, b != null ? `Move ${nm(b)}'s Bard to…` : "Move a Bard: tap it"),
          h("div.kob-chips", {}, b != null ? places.filter((l) => l !== S.at[b]).map((l) => btn(where(l), () => { delete pick.bard; act({ type: "move_bard", seat: b, to: l }, me); }))
            : P.map((p, i) => chip(i, `${p.name} · ${where(S.at[i])}`, () => { pick.bard = i; fill(); }))),
          h("h3", {}, "Tips"),
          P.map((p, i) => h("div.row.kob-tips", {}, h("span", {}, h("span.dot", { style: { "--pc": p.color } }), ` ${p.name}: ${S.tips[i]}`),
            btn("−1", () => act({ type: "adjust_tips", seat: i, delta: -1 }, me)), btn("+1", () => act({ type: "adjust_tips", seat: i, delta: 1 }, me)))),
          Object.keys(pick).length ? btn("Start again", () => { for (const k in pick) delete pick[k]; fill(); }) : null);
      };
      fill();
      return box;
    });
  }
  C.kobMore = { trickSheet, tokenSheet, boardSheet };
})();
