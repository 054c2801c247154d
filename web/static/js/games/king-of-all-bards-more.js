// The King of All Bards, the rarely used sheets (loaded on first use): Tricks, tokens, board moves.
"use strict";
(function () {
  const { h } = C;
  const RARITY = [["common", t("Common Tricks")], ["rare", t("Rare Tricks")], ["unique", t("Unique Tricks")]];
  const NONE = t("none");
  const RARE = { common: t("common"), rare: t("rare"), unique: t("unique") };
  // Tricks whose move the app cannot make alone (which Fans follow, which one turns, where a Bard goes): once
  // played, the Board sheet opens for it, so the board never stays silently unchanged.
  const MOVES = ["go_busking", "groupies", "diva", "crazy_fangirls", "backstage_pass", "blown_away", "pub_crawl"];
  // A choice among a few (a Trick's target, +1 or −1) as buttons, a tap each: a native select took two (pt12).
  // Its `value` is read as a select's is; the pick survives re-renders in `keep`, as a select's does.
  const choice = (keep, label, opts, pick) => {
    const box = h("div.kob-choice", { role: "group", "aria-label": label });
    const draw = () => box.replaceChildren(...opts.map(([v, txt]) => { const on = String(v) === String(keep[label] ?? pick);
      return h("button.btn.small" + (on ? ".on" : ""), { type: "button", "aria-pressed": String(on), onclick: () => { keep[label] = v; draw(); } }, txt); }));
    draw();
    return Object.defineProperty(box, "value", { get: () => String(keep[label] ?? pick) });
  };
  // K: the main file's helpers and live values (S state, P players, me the acting seat).
  function trickSheet(K) {
    let q = "";
    // One or two Tricks playable now open at once, their Play in view: Tricks, open it, Play was 3 taps and a scroll
    // for the game's interrupts (pt126). More stay folded, a line each.
    const now0 = K.me != null && K.S.playable ? K.S.playable[K.me] : [];
    const open = new Set(now0.length <= 2 ? now0 : []);
    K.sheet(t("Tricks"), () => {
      const { S, nm, sg, trickName } = K, list = h("div");
      // Every deck holds the 4 common Tricks (the rulebook): they come first, in view. Which rare and unique ones a
      // Bard has the rulebook does not list, except Helga's Ragnarok: those wait folded, or show for a search.
      const bard = K.me != null ? S.bards[K.me] : null;
      // The Tricks of this moment the player may play (the server's check of the cards' limits and the Tips: a reroll
      // after a roll, Cunning Bargain after a failed Song) come first: one was 4 taps in a 27-row list (pt21).
      // The rest keep their groups; a search lists every Trick as before.
      let now = new Set();
      const playable = () => { now = new Set(!q && K.me != null && S.playable ? S.playable[K.me] : []); const ts = [...now].map((id) => K.R.tricks.find((x) => x[0] === id));  // the server's order
        return ts.length ? [h("h3.kob-group", { "data-k": "playable" }, `${t("Playable now")} (${ts.length})`), ...ts.map((x) => trick(K, x, open))] : []; };
      const fill = () => list.replaceChildren(...playable(), ...RARITY.flatMap(([r, title]) => {
        const ts = K.R.tricks.filter((x) => x[3] === r && !now.has(x[0]) && (x[1] + x[4] + x[5]).toLowerCase().includes(q) && !(x[0] === "ragnarok" && bard && bard !== "helga"));
        if (!ts.length) return [];
        const rows = ts.map((t) => trick(K, t, open));
        return r === "common" || q ? [h("h3.kob-group", {}, `${title} (${ts.length})`), ...rows]
          : [h("details.kob-more-tricks", { open: open.has(r), ontoggle: (e) => open[e.target.open ? "add" : "delete"](r) }, h("summary.kob-group", {}, `${title} (${ts.length})`), ...rows)];
      }));
      fill();
      const on = (S.active || []).map((x) => `${nm(x.seat)}: ${trickName(x.effect)}` + (x.target != null ? " " + t("on {name}", { name: nm(x.target) }) : "")
        + (x.delta ? " " + sg(x.delta) : "") + (x.pub ? " " + t("(Pub {n})", { n: x.pub }) : "")
        + (x.guess != null ? " " + t("betting on {name}", { name: nm(x.guess) }) + (x.settled ? (x.won ? " ✓ +1" : " ✗") : "") : ""));
      return h("div", {}, payer(K), h("p.small", {}, t("In play this round: {list}", { list: on.join(" · ") || NONE })), tokens(K),
        h("input", { id: "kob-find", type: "search", placeholder: t("Search Tricks"), "aria-label": t("Search Tricks"), value: q, oninput: (e) => { q = e.target.value.toLowerCase(); fill(); } }), list);
    });
  }
  // On the host's phone, whichever seat it keeps may play a Trick at its moment, not only the one it acts for now
  // (pt127: a Heckle for Großmutter was paid by Bartholomew, whose reward the phone was showing). A tap opens the sheet
  // as that player: their playable Tricks, their Tips.
  function payer(K) {
    const held = K.shared() ? K.P.map((_, i) => i).filter(K.keeps) : [];
    if (held.length < 2 || K.me == null) return null;
    return h("div.kob-choice.kob-payer", { role: "group", "aria-label": t("Who plays it") }, h("span.small", {}, t("Who plays it:")),
      held.map((i) => h("button.btn.small" + (i === K.me ? ".on" : ""), { type: "button", "aria-pressed": String(i === K.me),
        onclick: () => (i === K.me ? null : K.moreAs(i, "trickSheet")) }, K.short(i))));
  }
  // The Bards with a die on the table now: the singer's rolled Song, or a Duel's dice.
  const rolled = (S) => (S.perf && S.perf.roll != null && S.perf.status === "rolled" ? [S.perf.seat] : S.duel ? Object.keys(S.duel.rolls || {}).map(Number) : []);
  const singer = (S, me) => (S.perf ? S.perf.seat : S.phase === "performance" && S.turn != null ? S.turn : me);
  // A choice of the Bards whose die is on the table (every Bard when none is), `aim` first if it is one of them.
  const onADie = (K, label, aim) => { const dice = rolled(K.S), whom = dice.length ? dice : K.P.map((p, i) => i);
    return choice(K.keep, label, whom.map((i) => [i, K.short(i)]), whom.includes(aim) ? aim : whom[0]); };
  // A row of names under what it chooses, said in words (pt129, pt133: rows of six names, unlabelled).
  const labelled = (c, end = ":") => h("div.kob-bet", {}, h("span.small", {}, c.getAttribute("aria-label") + end), c);
  function trick(K, [id, name, cost, rarity, effect, notes, kind, needs], open) {
    const { S, P, me, sel, btn, act, nm, short, keep } = K;
    // The target is the player who plays it (Concentration on oneself), but a reroll or a Heckle aims at the singer.
    // Buttons with first names, a tap each (a native select was two taps, and one more for +1 or −1: pt12).
    // A reroll offers the Bards whose die is on the table (pt129: all six, unlabelled, under "Who plays it"); its row
    // and a Heckle's say what they choose.
    const aim = ["reroll", "heckle"].includes(kind) ? singer(S, me) : me;
    const tg = needs.includes("target") && (kind === "reroll" ? onADie(K, t("Whose die"), aim) : choice(keep, t("On whom"), P.map((p, i) => [i, short(i)]), aim));
    const dl = needs.includes("delta") && choice(keep, t("Plus or minus"), [[1, "+1"], [-1, "−1"]], 1);
    // Up the Ante's bet, named with the card (pt126: the Tip went and nothing was asked): the Duel's Bards, or
    // whose Fans the waiting Brawl may kick out, as the server says (`open_bet`).
    const ob = needs.includes("guess") && S.open_bet, bet = ob && choice(keep, ob.on === "duel" ? t("Your bet: who wins the Duel") : t("Your bet: whose Fan is kicked out"),
      ob.seats.map((i) => [i, short(i)]), ob.seats.includes(me) ? me : ob.seats[0]);  // a duelist bets on itself first (pt129)
    const pb = needs.includes("pub") && sel(t("Pub"), K.R.pubs.map(([n]) => [n, t("Pub {n}", { n })]));
    // Distribute Posters: "put 1 fan in any location", asked here with the play (the app places it).
    const to = id === "distribute_posters" && sel(t("Where its Fan goes"), [[0, K.R.square], ...K.R.pubs.map(([n, name]) => [n, `${n} ${name}`])]);
    const play = (extra) => Promise.resolve(act({ type: "play_trick", trick: id, ...(tg && { target: +tg.value }), ...(dl && { delta: +dl.value }), ...(pb && { pub: +pb.value }), ...(bet && { guess: +bet.value }),
      ...(to && { to: +to.value }), ...extra }, me)).then((ok) => ok && MOVES.includes(id) && boardSheet(K, t("{trick}: now make its move", { trick: name }), effect));
    // Diehards as a counter to the last Brawl (the rulebook: "or redo the Brawl"): the Brawl is drawn again.
    const last = S.brawls.filter((b) => b.round === S.round).pop();
    const counter = id === "diehards" && me != null && last && last.drawn.includes(me);
    // A reroll (Epic Solo) is made by the app or entered from the real die, as every roll is (RULINGS).
    const real = kind === "reroll" && btn(t("Real die…"), () => K.sheet(t("{trick}: the new die", { trick: name }), () =>
      h("div.kob-faces", {}, [1, 2, 3, 4, 5, 6].map((v) => btn(String(v), () => { K.T.closeSheet(); play({ value: v }); }, ".big")))));
    return h("details.kob-trick", { open: open.has(id), ontoggle: (e) => open[e.target.open ? "add" : "delete"](id) },
      // A folded row says it opens to be played (pt12: "Cut Strings · 0 Tips · common" gave no hint of its Play button).
      h("summary", {}, h("b", {}, name), " · " + (cost == null ? t("X Tips") : tn("{n} Tip", "{n} Tips", cost)) + " · " + RARE[rarity],
        me != null ? h("span.kob-opens", {}, t("open to play")) : null), h("p", {}, effect), h("p.small", {}, notes),
      me != null ? h("div.row", {}, tg && labelled(tg), dl, bet && labelled(bet, ""), pb, to && h("label.kob-where", {}, t("Where its Fan goes"), to), btn(t("Play ({name} pays)", { name: nm(me) }), () => { K.T.closeSheet(); play({}); }, ".primary"), real,
        counter ? btn(t("Play: redo the Brawl in Pub {n}", { n: last.pub }), () => { K.T.closeSheet(); play({ redo_brawl: true }); }) : null) : null);
  }
  function tokens(K) {
    const { S, me, btn, act } = K;
    if (!S.tokens || me == null) return null;
    // A token changes a roll: its row offers the Bards whose die is on the table, and says so (pt133: a second row of
    // six names, unlabelled, under "Who plays it").
    const tg = onADie(K, t("On whose roll"), S.perf ? S.perf.seat : me);
    const held = Object.entries(S.held[me]).filter(([, n]) => n), fresh = (k) => ((S.fresh || [])[me] || []).filter((x) => x === k).length;
    // Played, the sheet closes on the roll it changed (the reward buttons were hidden under it); a token taken on
    // this very roll is shown but disabled, saying why (the server refused it with HTTP 400: RE8815) in words beside
    // it, not only on a tap (pt133).
    const later = t("A token taken after an Epic Fail is played on a later turn, not on this roll");
    // The supply, said as such: "Tokens left" read as this player's own (pt12); what they hold is on their Play buttons.
    return h("div.row", {}, t("In the supply: {list}", { list: Object.entries(S.tokens).map(([k, n]) => `${K.R.token_names[k]} ${n}`).join(", ") }),
      held.length ? labelled(tg) : null,
      held.map(([k, n]) => h("button.btn", { disabled: n <= fresh(k), "data-why": later,
        onclick: () => { K.T.closeSheet(); act({ type: "use_token", kind: k, target: +tg.value }, me); } }, t("Play {token} ({n})", { token: K.R.token_names[k], n }))),
      held.some(([k, n]) => n <= fresh(k)) ? h("p.small", { "data-k": "token-later" }, later) : null,
      S.token_due[me] > 0 ? btn(t("Take a token"), () => tokenSheet(K, me)) : null);
  }
  function tokenSheet(K, i) {
    const { S, short, btn, act, shut } = K;
    K.sheet(t("{name}: {epic_fail}, take a token", { name: short(i), epic_fail: K.R.epic_fail }), () => h("div.kob-grid", {}, Object.entries(S.tokens).map(([k, n]) =>
      h("button.btn.big", { disabled: !n, "data-why": t("None left"), onclick: shut(() => act({ type: "take_token", kind: k }, i)) }, t("{token} ({n} left): {effect}", { token: K.R.token_names[k], n, effect: K.R.tokens[k] }))),
      btn(t("No token"), shut(() => act({ type: "take_token", kind: "none" }, i)))));
  }
  // Board moves as buttons: tap a Fan (or a reserve), then where it goes; a Bard, then where; Tips − / +.
  function boardSheet(K, title, effect) {
    const pick = {};  // the step reached: a Fan picked to move, a first Fan to swap, a Bard
    K.sheet(title || t("Board moves (for Tricks)"), () => {
      const { S, P, btn, nm, col, R } = K;
      // A correction by hand is the phone holder's, not the seat the phone acts for: on a host's phone passed
      // round it is the host's (by: null keeps table.js from naming the seat), on a player's phone the player's.
      const act = (a) => K.act({ ...a, by: null });
      const where = (l) => (l === "reserve" ? t("reserve") : l ? t("Pub {n}", { n: l }) : t("Square"));
      const places = [0, ...R.pubs.map(([n]) => n)];
      const chip = (i, label, on, cls = "") => h("button.btn.chip" + cls, { style: { "--pc": col(i) }, onclick: on }, h("span.dot"), " " + label);
      const fans = P.flatMap((p, i) => [["reserve", S.reserve[i]], ...places.map((l) => [l, S.fans[l][i]])].filter(([, n]) => n > 0).map(([l]) => [i, l]));
      const box = h("div.kob-detail");
      const fill = () => {
        const f = pick.fan, sw = pick.swap, b = pick.bard;
        // The Tips first, one row a player: the commonest correction sat under every Fan's chip, some 3,500 px down (pt9).
        C.fill(box, effect ? h("p.kob-effect", {}, effect) : null,
          h("h3", { "data-step": "tips" }, t("Tips")),
          // A row each, two lines at most: the count stands between its − and + (six rows fit the screen at 130 %).
          P.map((p, i) => h("div.row.kob-tips", {}, h("span", {}, h("span.dot", { style: { "--pc": p.color } }), ` ${p.name}`),
            btn("−1", () => act({ type: "adjust_tips", seat: i, delta: -1 },)), h("b.kob-tip-n", { "aria-label": tn("{n} Tip", "{n} Tips", S.tips[i]) }, String(S.tips[i])),
            btn("+1", () => act({ type: "adjust_tips", seat: i, delta: 1 },)))),
          h("h3", { "data-step": "fan" }, f ? t("Move {name}'s Fan from {where} to…", { name: nm(f[0]), where: where(f[1]) }) : t("Move a Fan: tap it")),
          h("div.kob-chips", {}, f ? ["reserve", ...places].filter((l) => l !== f[1]).map((l) => btn(where(l), () => { delete pick.fan; act({ type: "move_fan", color: f[0], from: f[1], to: l },); }))
            : fans.map(([i, l]) => chip(i, `${nm(i)} · ${where(l)}`, () => { pick.fan = [i, l]; show("fan"); }))),
          h("h3", { "data-step": "swap" }, t("Swap two Fans ({trick}):", { trick: K.trickName("pub_crawl") }) + " " + (sw ? t("{name}'s in {where} with…", { name: nm(sw[0]), where: where(sw[1]) }) : t("tap the first"))),
          h("div.kob-chips", {}, fans.filter(([i, l]) => l !== "reserve" && (!sw || l !== sw[1])).map(([i, l]) => chip(i, `${nm(i)} · ${where(l)}`, () => {
            if (!sw) { pick.swap = [i, l]; return show("swap"); }
            delete pick.swap; act({ type: "swap_fans", a: { color: sw[0], at: sw[1] }, b: { color: i, at: l } },);
          }))),
          h("h3", { "data-step": "bard" }, b != null ? t("Move {name}'s Bard to…", { name: nm(b) }) : t("Move a Bard: tap it")),
          h("div.kob-chips", {}, b != null ? places.filter((l) => l !== S.at[b]).map((l) => btn(where(l), () => { delete pick.bard; act({ type: "move_bard", seat: b, to: l },); }))
            : P.map((p, i) => chip(i, `${p.name} · ${where(S.at[i])}`, () => { pick.bard = i; show("bard"); }))),
          Object.keys(pick).length ? btn(t("Start again"), () => { for (const k in pick) delete pick[k]; fill(); }) : null);
      };
      // A Fan tapped far down the list: its destinations are drawn at the top of its step, brought into view (they
      // were left 563 px above the sheet's top, the next tap on the Pub Crawl list below: RE8815).
      const show = (k) => { fill(); box.querySelector(`[data-step=${k}]`).scrollIntoView({ block: "start" }); };
      fill();
      return box;
    });
  }
  // The Brawl drawn from the real bag: a tap on the colour of each Fan drawn.
  function weDrewSheet(K) {
    const { nm, col, btn, act } = K;
    const got = [];
    K.sheet(t("We drew…"), () => {
      const b = K.S.brawl_bag, box = h("div");
      if (!b) return h("p", {}, t("The Brawl is drawn."));
      const fill = () => C.fill(box, h("p", {}, t("Pub {n}: tap the colour of each Fan drawn ({got} of {count})", { n: b.pub, got: got.length, count: b.count })),
        h("div.kob-chips", {}, b.bag.map(([n], i) => (n ? h("button.btn.chip", { style: { "--pc": col(i) }, disabled: got.filter((x) => x === i).length >= n, "data-why": t("No more of {name}'s Fans in the bag", { name: nm(i) }),
          onclick: () => { got.push(i); if (got.length < b.count) return fill(); K.T.closeSheet(); act({ type: "draw_brawl", drawn: got.splice(0) }); } }, h("span.dot"), " " + t("{name}'s Fan", { name: nm(i) })) : null))),
        got.length ? btn(t("Start again"), () => { got.length = 0; fill(); }) : null);
      fill();
      return box;
    });
  }

  C.kobMore = { trickSheet, tokenSheet, boardSheet, weDrewSheet };
})();
