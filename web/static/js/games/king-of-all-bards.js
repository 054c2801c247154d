// The King of All Bards: the Square and six Pubs, secret picks, Duels, Songs with odds, Tricks, the story.
"use strict";
(function () {
  const { h, s } = C, ID = "king-of-all-bards";
  let R = null, T = null;
  const PATH = {
    love: "M8 14S2 10 2 6a3 3 0 0 1 6-1.5A3 3 0 0 1 14 6c0 4-6 8-6 8z",
    epic: "M2 10h12l-2 4H4zM8 2v8M8 3l4 5H8",
    dance: "M5 2h3v8l3 1.5V14H3v-3l2-1z",
    drinking: "M3 4h7v10H3zM10 6h2.5v5H10M3 4q3.5-3 7 0",
    major: "M3 3h10v5a5 5 0 0 1-10 0zM5.5 6h1M9.5 6h1M6 10q2 2 4 0",
    minor: "M3 3h10v5a5 5 0 0 1-10 0zM5.5 6h1M9.5 6h1M6 11.5q2-2 4 0",
  };
  const GEN = ["love", "epic", "dance", "drinking"], MOOD = ["major", "minor"];
  const ic = (k, z = 18, x, y) => s("svg", { viewBox: "0 0 16 16", width: z, height: z, x, y, class: "ic", role: "img", "aria-label": k }, s("title", {}, k), s("path", { d: PATH[k] }));
  const sum = (a) => a.reduce((x, y) => x + y, 0);
  const sg = (v) => (v > 0 ? "+" : v < 0 ? "−" : "±") + Math.abs(v);
  const loc = (l) => (l === 0 ? "the Town Square" : l == null ? "—" : `Pub ${l} (${R.pubs[l - 1][2]})`);
  const tap = (el, fn) => { el.addEventListener("click", fn); return el; };
  let S, P, me, host;  // this render's state, players, acting seat, host phone
  const nm = (i) => (P[i] ? P[i].name : "?");
  const col = (i) => (P[i] ? P[i].color : "#888");
  const act = (a, by) => T.act(host && by != null ? Object.assign({ by }, a) : a);
  const btn = (label, fn, cls = "") => h("button.btn" + cls, { onclick: fn }, label);
  const sheet = (title, build) => T.openSheet("kob", title, build);

  // ---- the board ------------------------------------------------------------------------------
  function board() {
    const svg = s("svg", { viewBox: "0 0 360 330", class: "kob-board", role: "img", "aria-label": "The Town Square and the six Pubs" });
    const sq = s("g", { class: "sq", role: "button", tabindex: 0, "aria-label": "Town Square" }, s("circle", { cx: 180, cy: 165, r: 56, class: "sqc" }),
      s("text", { x: 180, y: 126, "text-anchor": "middle", class: "pn" }, "Square"));
    let k = 0;
    S.fans[0].forEach((n, i) => { if (n) { const x = 144 + (k % 3) * 26, y = 142 + Math.floor(k / 3) * 18; k++;
      sq.append(s("circle", { cx: x, cy: y, r: 6, fill: col(i), class: "fan" }), s("text", { x: x + 8, y: y + 4, class: "cnt" }, n)); } });
    bards(0).forEach((b, j) => sq.append(b(160 + (j % 3) * 20, 186 + Math.floor(j / 3) * 19)));
    svg.append(tap(sq, () => pubSheet(0)));
    R.pubs.forEach(([num, , short, spec]) => {
      const a = ((-90 + 60 * (num - 1)) * Math.PI) / 180, x = 124 + 122 * Math.cos(a), y = 133 + 132 * Math.sin(a);
      const f = S.fans[num], here = S.at[me] === num && me != null;
      const g = s("g", { class: "pub" + (here ? " here" : "") + (S.my_pick === num ? " pick" : ""), transform: `translate(${x},${y})`, role: "button", tabindex: 0, "aria-label": `Pub ${num}` },
        s("rect", { width: 112, height: 64, rx: 10 }), s("text", { x: 6, y: 14, class: "pn" }, num + " " + short), ic(spec, 15, 94, 3));
      let d = 0;
      f.forEach((n, i) => { for (let j = 0; j < n; j++) g.append(s("circle", { cx: 11 + 12 * d++, cy: 28, r: 5, fill: col(i), class: "fan" })); });
      bards(num).forEach((b, j) => g.append(b(12 + j * 17, 50)));
      g.append(s("text", { x: 106, y: 58, "text-anchor": "end", class: "cap", "data-k": "cap" + num }, `${sum(f)}/${S.capacity}`));
      svg.append(tap(g, () => pubSheet(num)));
    });
    return svg;
  }
  function bards(l) {
    return S.at.map((a, i) => (a === l ? i : -1)).filter((i) => i >= 0).map((i) => (x, y) => s("g", { class: "bard" },
      s("circle", { cx: x, cy: y, r: 8, fill: col(i) }), s("text", { x, y: y + 4, "text-anchor": "middle" }, S.bards[i] ? R.bards[S.bards[i]][3] : "?")));
  }
  function pubSheet(l) {
    sheet(l ? `Pub ${l}: ${R.pubs[l - 1][1]}` : "The Town Square", () => {
      S = T.snap().state;
      const f = S.fans[l], box = h("div.kob-detail");
      if (l) box.append(h("p", {}, ic(R.pubs[l - 1][3], 22), " ", R.pubs[l - 1][4], ` · Capacity ${sum(f)}/${S.capacity}`));
      box.append(h("p", {}, "Bards here: ", S.at.map((a, i) => (a === l ? `${nm(i)} (${R.bards[S.bards[i]][0]})` : null)).filter(Boolean).join(", ") || "none"));
      P.forEach((p, i) => box.append(h("div.row", {}, h("span.dot", { style: { "--pc": p.color } }), h("span.grow", {}, `${p.name}: ${f[i]} · reserve ${S.reserve[i]}`),
        f[i] && l ? btn("To Square", () => act({ type: "move_fan", color: i, from: l, to: 0 }), ".small") : null,
        btn("+ Fan", () => act({ type: "move_fan", color: i, from: S.reserve[i] ? "reserve" : 0, to: l }), ".small"))));
      return box;
    });
  }

  // ---- phase panels -----------------------------------------------------------------------------
  function panel(main, bar) {
    const ph = S.phase, add = (...b) => bar.append(...b.filter(Boolean));
    const line = (t) => main.append(h("p.kob-note", {}, t));
    if (ph === "setup") return setup(main, add);
    if (ph === "placement") {
      line(`${nm(S.turn)} places a Fan in a Pub and one in the Town Square.`);
      if (me === S.turn) add(btn("Place first Fans", () => pubPicker("Your first Fan goes to…", [], (p) => act({ type: "place_start", pub: p }, me)), ".primary"));
    } else if (ph === "movement") {
      line("Picked: " + P.map((p, i) => p.name + (S.picked[i] ? " ✓" : " …")).join(" · "));
      const who = me != null ? [me] : host ? P.map((p, i) => i).filter((i) => !S.picked[i]) : [];
      who.forEach((i) => add(btn((me == null ? nm(i) + ": " : "") + (S.my_pick ? `Picked Pub ${S.my_pick}: change` : "Pick a Pub (secret)"), () => pick(i), S.picked[i] ? "" : ".primary")));
    } else if (ph === "duels" && S.duel) duel(main, add);
    else if (ph === "performance") perform(main, add);
    else if (ph === "refreshment") {
      line("Refreshment: discard, refill to 6. Done: " + P.map((p, i) => p.name + (S.refreshed.includes(i) ? " ✓" : " …")).join(" · "));
      const who = me != null ? [me] : host ? P.map((p, i) => i) : [];
      who.filter((i) => !S.refreshed.includes(i)).forEach((i) => add(btn((me == null ? nm(i) + ": " : "") + "Done", () => act({ type: "refresh", cash_in: false }, i), ".primary"),
        btn("Done, 3+ Tricks: +1 Tip", () => act({ type: "refresh", cash_in: true }, i))));
    }
    if (me != null && S.token_due[me]) add(btn("Take a token", tokenSheet));
    if (S.ragnarok && S.ragnarok.seat === me) add(btn(`Ragnarok: ${S.ragnarok.left} Brawl${S.ragnarok.left > 1 ? "s" : ""}`, () =>
      pubPicker("Ragnarok: Brawl in…", S.ragnarok.pubs, (p) => act({ type: "ragnarok_brawl", pub: p }, me), () => act({ type: "ragnarok_done" }, me)), ".primary"));
    if (ph !== "setup" && ph !== "placement") add(btn("Tricks", trickSheet), btn("Board", boardSheet));
  }
  function setup(main, add) {
    const taken = {};
    S.bards.forEach((b, i) => { if (b) taken[b] = i; });
    main.append(h("p.kob-note", {}, me != null ? "Choose your Bard:" : "Each player chooses a Bard (one phone: tap a name at the top first)."),
      h("div.kob-bards", {}, Object.entries(R.bards).map(([id, b]) => h("button.btn" + (id in taken ? ".taken" : ""), {
        disabled: me == null || (id in taken && taken[id] !== me), style: id in taken ? { "--pc": col(taken[id]) } : null,
        onclick: () => act({ type: "choose_bard", bard: id }, me),
      }, ic(b[2], 20), ` ${b[0]} ${b[1]}`, id in taken ? h("small", {}, " · " + nm(taken[id])) : null))));
    if (S.first == null) add(btn("Roll for the First Player", () => act({ type: "first_player" }), ".primary"));
    else main.append(h("p.kob-note", {}, `First Player: ${nm(S.first)} ♛`));
  }
  function pick(i) {
    const cur = S.at[i], stays = S.bards[i] === "hikari";
    pubPicker(`${nm(i)}: pick a Pub (secret)`, cur && !stays ? [cur] : [], (p) => act({ type: "pick", pub: p }, i));
  }
  function pubPicker(title, off, fn, stop) {
    sheet(title, () => h("div.kob-pubs", {}, R.pubs.map(([n, name, , spec]) => h("button.btn.big", { disabled: off.includes(n), onclick: () => { T.closeSheet(); fn(n); } },
      ic(spec, 20), ` ${n} ${name}`)), stop ? btn("Done", () => { T.closeSheet(); stop(); }) : null));
  }
  function songSheet(who, type) {
    sheet(`${nm(who)}: which Song?`, () => {
      const pv = (T.snap().state.preview || {})[who] || {};
      return h("div.kob-songs", {}, GEN.flatMap((g) => MOOD.map((m) => {
        const p = pv[g + "-" + m];
        return h("button.btn.song", { onclick: () => { T.closeSheet(); act({ type, genre: g, mood: m }, who); } }, ic(g, 22), ic(m, 22),
          h("span", {}, `${R.genres[g]} ${R.moods[m]}`), p ? h("small", {}, sg(p[0]) + (type === "sing" ? ` · ${p[1]}%` : "")) : null);
      })), type === "duel_song" ? btn("No Song (you lose)", () => { T.closeSheet(); act({ type, no_song: true }, who); }) : null);
    });
  }
  function rollBtns(type, who, add) {
    add(btn("Roll for me", () => act({ type }, who), ".primary"), btn("Real die…", () => sheet("I rolled…", () =>
      h("div.kob-faces", {}, [1, 2, 3, 4, 5, 6].map((v) => btn(String(v), () => { T.closeSheet(); act({ type, value: v }, who); }, ".big"))))));
  }
  function mods(info) {
    return h("ul.kob-mods", {}, info.mods.map(([l, v]) => h("li", {}, h("b", {}, sg(v)), " " + l)), info.mods.length ? null : h("li", {}, "No modifiers"));
  }
  function duel(main, add) {
    const d = S.duel, box = h("section.kob-panel", { "data-k": "duel" }, h("h3", {}, `Duel in ${loc(d.pub)}`));
    const mine = me != null && d.seats.includes(me);
    if (!d.revealed) {
      box.append(h("p", {}, d.seats.map((i) => nm(i) + (d.songs[i] ? " ✓" : " …")).join(" vs ")));
      const who = mine ? [me] : me == null && host ? d.seats : [];
      who.filter((i) => !d.songs[i] || i === me).forEach((i) => add(btn((me == null ? nm(i) + ": " : "") + (S.my_song ? "Change Song" : "Choose a Song (secret)"), () => songSheet(i, "duel_song"), d.songs[i] ? "" : ".primary")));
    } else {
      d.seats.forEach((i) => {
        const song = d.songs[i], info = (d.info || {})[i];
        box.append(h("div.kob-duelist" + (d.winner === i ? ".won" : d.out.includes(i) ? ".out" : ""), { style: { "--pc": col(i) } },
          h("strong", {}, nm(i)), " ", song ? [ic(song.genre), ic(song.mood)] : "no Song",
          info ? h("span", {}, ` ${sg(info.mod)}` + (info.roll != null ? ` · rolled ${info.roll} = ${info.total}` + (info.roll === 1 ? " Epic Fail" : "") : "")) : null,
          d.winner === i ? " 🏆" : d.out.includes(i) ? " ✗" : null, info ? mods(info) : null));
      });
      if (d.winner == null) {
        const left = d.in.filter((i) => !(String(i) in d.rolls));
        if (mine && left.includes(me)) rollBtns("duel_roll", me, add);
        else if (me == null && host && left.length) add(btn("Roll for everyone", () => act({ type: "duel_roll" }), ".primary"));
        if (!left.length) add(btn("Settle the Duel", () => act({ type: "duel_settle" }), ".primary"));
      } else if (d.rewards && (me === d.winner || (host && me == null))) {
        combos(d.rewards).forEach((c) => add(btn(c.join(" + "), () => act({ type: "duel_reward", rewards: c }, d.winner), ".primary")));
      }
    }
    main.append(box);
  }
  const combos = (k) => (k >= 3 ? [["tip", "fan", "card"]] : k === 2 ? [["tip", "fan"], ["tip", "card"], ["fan", "card"]] : [["tip"], ["fan"], ["card"]]);
  function perform(main, add) {
    const p = S.perf, t = S.turn, box = h("section.kob-panel", { "data-k": "perf" }, h("h3", {}, `${nm(t)} sings in ${loc(S.at[t])}`));
    const mine = me === t;
    if (p && p.mods) {
      box.append(h("p", {}, ic(p.genre, 22), ic(p.mood, 22), ` ${R.genres[p.genre]} ${R.moods[p.mood]} · modifier ${sg(p.mod)}`), mods(p));
      if (p.roll == null) box.append(h("p.kob-odds", { "data-k": "odds" }, `Chance of success: ${p.chance}%`));
      else box.append(h("p.kob-odds." + p.outcome, { "data-k": "odds" }, `Rolled ${p.roll}` + (p.roll === 1 ? ": Epic Fail!" : ` ${sg(p.mod)} = ${p.total}: ` + (p.outcome === "success" ? "Success!" : "Failed"))));
    } else box.append(h("p", {}, p && p.status === "failed" ? "The Song failed: the turn is over." : "Turn order: " + P.map((x, i) => (S.first + i) % P.length).map((i) => nm(i) + (S.performed.includes(i) ? " ✓" : i === t ? " ♪" : "")).join(" → ")));
    main.append(box);
    if (!mine) return;
    if (!p || p.status === "done") add(btn("Sing a Song", () => songSheet(t, "sing"), ".primary"), btn("End turn", () => act({ type: "end_turn" }, t)));
    else if (p.status === "declared") rollBtns("perform_roll", t, add);
    else if (p.status === "rolled" && p.outcome === "success") {
      const kinds = S.at[t] === 0 ? ["tip", "card", "push", "pull"] : ["tip", "fan", "card"];
      kinds.forEach((k) => add(btn(p.rewards_left > 1 ? `${k} (${p.rewards_left} left)` : k, () => (k === "push" || k === "pull" ? pushSheet(k) : act({ type: "reward", kind: k }, t)), ".primary")));
    } else add(btn("End turn", () => act({ type: "end_turn" }, t), ".primary"));
  }
  function pushSheet(kind) {
    sheet(kind === "push" ? "Push a Fan from the Square to…" : "Pull a Fan to the Square from…", () => {
      const c = h("select", { id: "kob-color", "aria-label": "Colour" }, P.map((p, i) => h("option", { value: i }, p.name)));
      return h("div.kob-pubs", {}, c, R.pubs.map(([n, name]) => btn(`${n} ${name}`, () => { T.closeSheet(); act({ type: "reward", kind, color: +c.value, pub: n }, me); })));
    });
  }

  // ---- Tricks, tokens, the board's ordinary moves ----------------------------------------------------
  function trickSheet() {
    let q = "";
    sheet("Tricks", () => {
      S = T.snap().state;
      const list = h("div.kob-tricks");
      const fill = () => list.replaceChildren(...R.tricks.filter((t) => (t[1] + t[4] + t[5]).toLowerCase().includes(q)).map(trickItem));
      const find = h("input", { id: "kob-find", type: "search", placeholder: "Search Tricks", "aria-label": "Search Tricks", value: q, oninput: (e) => { q = e.target.value.toLowerCase(); fill(); } });
      fill();
      const inPlay = (S.active || []).map((t) => `${nm(t.seat)}: ${name(t.effect)}` + (t.target != null ? ` on ${nm(t.target)}` : "") + (t.delta ? ` ${sg(t.delta)}` : "") + (t.pub ? ` (Pub ${t.pub})` : ""));
      return h("div", {}, h("p.small", {}, "In play this round: " + (inPlay.join(" · ") || "none")), tokens(), find, list);
    });
  }
  const name = (id) => (R.tricks.find((t) => t[0] === id) || [, id])[1];
  function trickItem([id, nm_, cost, rarity, effect, notes, , needs]) {
    const sel = (opts, label) => h("select", { "aria-label": label }, opts);
    const tgt = needs.includes("target") ? sel(P.map((p, i) => h("option", { value: i, selected: i === (S.perf ? S.perf.seat : me) }, p.name)), "Target") : null;
    const dl = needs.includes("delta") ? sel([h("option", { value: 1 }, "+1"), h("option", { value: -1 }, "−1")], "Plus or minus") : null;
    const pub = needs.includes("pub") ? sel(R.pubs.map(([n]) => h("option", { value: n }, "Pub " + n)), "Pub") : null;
    const play = () => act(Object.assign({ type: "play_trick", trick: id }, tgt && { target: +tgt.value }, dl && { delta: +dl.value }, pub && { pub: +pub.value }), me);
    return h("details.kob-trick", {}, h("summary", {}, h("b", {}, nm_), ` · ${cost == null ? "X" : cost} Tip${cost === 1 ? "" : "s"} · ${rarity}`),
      h("p", {}, effect), notes ? h("p.small", {}, notes) : null,
      me != null ? h("div.row", {}, tgt, dl, pub, btn(`Play (${nm(me)})`, play, ".primary")) : null);
  }
  function tokens() {
    if (!S.tokens || me == null) return null;
    const held = Object.entries(S.held[me]).filter(([, n]) => n);
    const tg = h("select", { "aria-label": "On whose roll" }, P.map((p, i) => h("option", { value: i, selected: S.perf && S.perf.seat === i }, p.name)));
    return h("div.row", {}, `Supply: ${Object.entries(S.tokens).map(([k, n]) => k + " " + n).join(", ")}.`, held.length ? tg : null,
      held.map(([k, n]) => btn(`Play ${k} (${n})`, () => act({ type: "use_token", kind: k, target: +tg.value }, me), ".small")));
  }
  function tokenSheet() {
    sheet("Epic Fail: take a token", () => h("div.kob-pubs", {}, Object.entries(S.tokens || {}).map(([k, n]) =>
      h("button.btn.big", { disabled: !n, onclick: () => { T.closeSheet(); act({ type: "take_token", kind: k }, me); } }, `${k} (${n} left): ${R.tokens[k]}`)),
      btn("No token", () => { T.closeSheet(); act({ type: "take_token", kind: "none" }, me); })));
  }
  function boardSheet() {
    sheet("Board moves (for Tricks)", () => {
      S = T.snap().state;
      const opt = (list) => list.map(([v, l]) => h("option", { value: v }, l));
      const places = [["reserve", "reserve"], [0, "Square"], ...R.pubs.map(([n]) => [n, "Pub " + n])];
      const who = h("select", { "aria-label": "Colour" }, opt(P.map((p, i) => [i, p.name])));
      const from = h("select", { "aria-label": "From" }, opt(places)), to = h("select", { "aria-label": "To" }, opt(places.slice(1)));
      const v = (el) => (el.value === "reserve" ? "reserve" : +el.value);
      return h("div.kob-detail", {},
        h("h3", {}, "Move a Fan"), h("div.row", {}, who, from, "→", to, btn("Move", () => act({ type: "move_fan", color: +who.value, from: v(from), to: v(to) }, me), ".primary")),
        h("h3", {}, "Move a Bard"), h("div.row", {}, P.map((p, i) => [nm(i), " ", ...[0, 1, 2, 3, 4, 5, 6].map((l) => btn(l ? String(l) : "Sq", () => act({ type: "move_bard", seat: i, to: l }, me), ".small" + (S.at[i] === l ? ".here" : ""))), h("br")])),
        h("h3", {}, "Tips"), P.map((p, i) => h("div.row", {}, `${p.name}: ${S.tips[i]}`, btn("−1", () => act({ type: "adjust_tips", seat: i, delta: -1 }, me), ".small"), btn("+1", () => act({ type: "adjust_tips", seat: i, delta: 1 }, me), ".small"))));
    });
  }

  // ---- the end: standings and the story -------------------------------------------------------------
  function story(main) {
    const o = S.over, hist = S.history;
    main.append(h("section.standings", { "aria-label": "Final standings" },
      h("h2", {}, `♛ ${o.winners.map(nm).join(" and ")}: King of All Bards!`),
      h("ol", {}, o.standings.map((x) => h("li", { style: { "--pc": col(x.seat) } }, h("span.place", {}, x.place + (x.shared ? "=" : "")), ` ${nm(x.seat)} · ${S.tips[x.seat]} Tips · ${S.pubs[x.seat]} Pubs · ${S.in_pubs[x.seat]} Fans in Pubs`))),
      h("table.grid.kob-story", {}, h("caption", {}, "The story: Tips · Pubs after each round"),
        h("tr", {}, h("th"), P.map((p) => h("th", { scope: "col" }, p.name))),
        hist.map((r) => h("tr", {}, h("th", { scope: "row" }, r.final ? "End" : "Round " + r.round), P.map((p, i) => h("td", {}, `${r.tips[i]} · ${r.pubs[i]}`)))))));
  }

  function render({ main, bar, snap, seat, T: t }) {
    T = t; S = snap.state; P = snap.players; me = seat; host = !!(snap.you && snap.you.host);
    if (!R) { main.append(h("p.muted", {}, "Loading the board…")); return; }
    if (S.over) story(main);
    main.append(h("p.kob-phase", { "data-k": "phase" }, S.round ? `Round ${S.round} · ` : "", R.phases[S.phase],
      S.first != null ? ` · ♛ ${nm(S.first)}` : "", me != null && S.at[me] != null ? ` · you: ${S.at[me] ? "Pub " + S.at[me] : "Square"}` : ""));
    const lb = S.last_brawl;
    if (lb && lb.round === S.round) main.append(h("p.kob-brawl", { "data-k": "brawl" }, `Brawl in Pub ${lb.pub}${lb.cause === "capacity" ? "" : ` (${lb.cause})`}: ` +
      (lb.drawn.map((i) => nm(i) + "'s Fan").join(", ") || "nobody") + " → Square"));
    main.append(board());
    if (!S.over) panel(main, bar);
  }
  const badge = (snap, i) => { const st = snap.state; return (st.first === i ? "♛ " : "") + `${st.tips[i]}¢ ${st.pubs ? st.pubs[i] : 0}⌂`; };
  C.table.register(ID, { render, badge });
  fetch("/static/js/games/king-of-all-bards.ref.json").then((r) => r.json()).then((j) => { R = j; C.table.register(ID, { render, badge }); });
})();
