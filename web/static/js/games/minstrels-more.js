// Minstrels, fetched when first needed (by minstrels.js): setting up a board (coins, quest, the
// hero deal: "Draw for me" or "We drew…"), the real dice, a task's reward, the final screen and where the VP came from.
"use strict";
C.minstrelsMore = function (M) {
  const { h, F, CH, DIE, piece, coins, vp, nb, nm, pname, st, me, redraw, menu } = M;
  const and = (names) => (names.length > 1 ? t("{first} and {last}", { first: names.slice(0, -1).join(", "), last: names[names.length - 1] }) : names[0]);
  function setupTap(c, sp) {
    const k = c + "," + sp, L = M.L;
    if (L.mark) return questSheet(k);
    if (L.coins.has(k)) L.coins.delete(k); else L.coins.add(k);
    redraw();
  }
  // ---- setup: coins, quest, hero ----
  function setupPanel() {
    const S = st(), p = me(), need = S.quests ? F.quest_coins : F.board_coins;
    return h("section.msetup", {}, S.heroes ? heroDeal(S, p) : null,
      h("p", {}, S.quests ? t("Tap the {n} spaces where your quest card puts coins", { n: F.quest_coins }) : t("Tap your {n} coins: {rule}", { n: F.board_coins, rule: F.board_coins_rule }), ` (${M.L.coins.size}/${S.quests ? F.quest_coins : F.board_coins}).`),
      S.quests ? h("p", {}, h("button.btn" + (M.L.mark ? ".primary" : ""), { onclick: () => { M.L.mark = !M.L.mark; redraw(); } }, M.L.mark ? t("Marking quest spaces (tap to stop)") : t("Mark quest spaces")), " " + t("{n} marked", { n: M.L.quest.size })) : null,
      // The next step in plain sight once the coins are down (pt34: it was only in the grey button's data-why); a quest
      // card's marks said from the start, beside its coins (pt132: five coins tapped, and "Coins placed" stayed grey).
      (M.L.coins.size === need || layout()) && missing() ? h("p.why", { role: "status" }, missing())
        : S.quests && !M.L.quest.size ? h("p.why", { role: "status" }, t("Tap \"Mark quest spaces\", then the spaces your quest card marks")) : null);
  }
  // The hero deal: the app's, or what the real deck gave ("We drew…", primary with the table's own cards).
  function heroDeal(S, p) {
    if (!p.offer.includes(M.L.hero)) M.L.hero = null;  // a hand entered anew, or the app's deal gone back
    const drew = h("button.btn" + (S.own_components ? ".primary" : ""), { onclick: heroPicker }, p.dealt ? t("We drew other cards…") : t("We drew…"));
    // The app dealt everyone as the table opened: a hand gone is one the real deck's entry sent back (pt106: it
    // went with no word on this phone, the log strip's "Александ…" all it showed).
    if (!p.dealt) return [S.own_components ? null : h("p.small", { "data-k": "deal-gone" }, t("Your hero cards from the app went back to the deck: the table deals from the real deck.")),
      h("div.draw-pair", { role: "group", "aria-label": t("Your 2 hero cards") },
        h("button.btn" + (S.own_components ? "" : ".primary"), { onclick: () => M.T.act({ type: "deal_heroes" }) }, t("Draw for me")), drew)];
    // A seat with no phone yet, not passed round (pt104: "This phone is for Bartholomew" left Wilhelmina open, and the
    // banner sent her to a phone she did not have): both ways out are said.
    if (!p.offer.length) return h("p.banner", {}, M.snap.players[M.seat].claimed
      ? t("{name}'s hero cards are secret: choose on {name}'s own phone (Invite gives the link).", { name: pname(M.seat) })
      : t("{name}'s hero cards are secret: their phone joins from Invite, or Table › “Everyone (passed round)” shows them here.", { name: C.view.called(M.T, M.seat) }));
    // pt95: passed round, a player's hand waits behind their own tap: the player before them still holds the
    // phone when it moves on to them (their two cards showed at once).
    // Not on the phone's own player's board before anyone else has had it (pt106, pt108: a tap to see one's own cards).
    if (M.T.passedRound() && C.view.handing(M.T, M.seat) && !M.L.shown) return h("div.heroes", { role: "group", "aria-label": t("Your 2 hero cards") }, C.view.handTo(M.seat, M.snap),
      h("button.btn.primary", { "data-k": "show-heroes", onclick: () => { M.L.shown = true; redraw(); } }, t("Show {name}'s hero cards", { name: C.view.called(M.T, M.seat) })));
    const one = p.offer.length === 1;
    if (one && !M.L.hero) M.L.hero = p.offer[0];
    return h("div.heroes", { role: "group", "aria-label": t("Keep one hero") }, h("b", {}, one ? t("Your hero:") : t("Keep one hero:")),
      p.offer.map((n) => h("button.btn.hero" + (M.L.hero === n ? ".primary" : ""), { onclick: () => { M.L.hero = n; redraw(); } }, h("b", {}, nm(n)), h("small", {}, S.hero_text[n]))), drew);
  }
  // The sheet stays open until the server takes the cards: a card it refuses (in another player's
  // hand, which the phone cannot know beforehand without telling whose cards are whose) is greyed
  // out with the refusal's words, and the rest of the pick stays.
  function heroPicker() {
    const pick = new Set(), taken = new Map();
    let said = "";
    const refused = (e) => { (e.cards || []).forEach((n) => { taken.set(n, e.message); pick.delete(n); }); said = e.message; M.T.openSheet("mhero"); };
    const enter = () => M.T.act({ type: "deal_heroes", drawn: [...pick] }, refused).then((r) => { if (r) M.T.closeSheet(); });
    // The real deck wins over the app's deal: whoever still holds the app's cards gets them taken back (the
    // server's heroes_returned), said before the tap (pt104: the host entered one hand, the others' went unwarned).
    const back = st().players.map((q, i) => (i !== M.seat && q.dealt && !q.drew && !q.ready ? i : null)).filter((i) => i !== null);
    M.T.openSheet("mhero", t("We drew these hero cards"), () => h("div", {},
      h("p.small", {}, t("Tap the 2 cards the deck dealt you (or only the one you kept).")),
      back.length ? h("p.small", { "data-k": "deal-back" }, t("The app's deal goes back for {names}: they enter their real cards too, or tap “Draw for me”.", { names: and(back.map(pname)) })) : null,
      said ? h("p.banner", { role: "alert" }, said) : null,
      h("div.opts.cards", { role: "group", "aria-label": t("Hero cards") }, F.hero_decks[M.snap.players.length].map((n) => h("button.btn" + (pick.has(n) ? ".primary" : ""),
        { "aria-pressed": String(pick.has(n)), disabled: taken.has(n), "data-why": taken.get(n) || null,
          onclick: () => { if (pick.has(n)) pick.delete(n); else if (pick.size < 2) pick.add(n); M.T.openSheet("mhero"); } }, nm(n)))),
      h("button.btn.primary", { disabled: !pick.size, "data-why": t("Pick the cards"), onclick: enter },
        pick.size ? t("Enter {names}", { names: and([...pick].map(nm)) }) : t("Pick the cards"))));
  }
  const questSheet = (k) => menu("mq", t("Quest: column {c}, space {s}", { c: k.split(",")[0], s: k.split(",")[1] }), () => [
    ...[null, ...CH].map((w) => [w ? nm(w) : t("Any character"), () => { M.L.quest.set(k, w); redraw(); }]),
    [t("Not marked"), () => { M.L.quest.delete(k); redraw(); }]]);
  // The real dice's faces: both for the round's roll, or the ones Kratos rerolled (`reroll`: `{ dice, by }`), as a
  // group rolling its own dice enters them (pt108: a reroll offered only the app's roll).
  function realDice(reroll) {
    const which = reroll ? reroll.dice : [0, 1], pick = which.map(() => 0);
    const send = () => M.T.act(reroll ? { type: "reroll", dice: which, values: pick, ...(reroll.by === undefined ? {} : { by: reroll.by }) } : { type: "roll_dice", values: pick });
    // Each row under its die's name, and the order said not to matter (pt38: two unnamed rows of 1-6
    // left a new player asking which die is the character's).
    M.T.openSheet("mreal", reroll ? t("Enter the rerolled dice") : t("Enter the real dice"), () => h("div", {},
      reroll ? null : h("p.small", { "data-k": "either" }, t("Either die may be the character or the space: the board offers both.")),
      which.map((i, k) => [h("h3.die-name", { "data-k": "die-name", id: "die-name-" + i }, DIE[i]),
        h("div.faces", { role: "group", "aria-labelledby": "die-name-" + i }, CH.map((n, j) =>
          h("button.btn" + (pick[k] === j + 1 ? ".primary" : ""), { "aria-label": `${DIE[i]}: ${j + 1} ${nm(n)}`, onclick: () => { pick[k] = j + 1; M.T.openSheet("mreal"); } }, j + 1, piece(n))))]),
      h("button.btn.primary", { disabled: !pick.every(Boolean), "data-why": t("Tap the face of each die first"), onclick: () => { M.T.closeSheet(); send(); } }, t("Enter these dice"))));
  }
  // pt43: the layout checked as the server checks it (F.board_coins_by_column), in the game's words, before
  // "Coins placed" is live: a column over its share at once, every wrong column once all 5 are down
  // (3 coins in column 1 and none in column 4 read "5/5" and a primary button, then a refusal).
  function layout() {
    const want = F.board_coins_by_column, per = want.map(() => 0), full = M.L.coins.size === F.board_coins;
    if (st().quests) return null;
    M.L.coins.forEach((k) => { per[+k.split(",")[0] - 1] += 1; });
    const wrong = per.map((n, i) => [i + 1, n]).filter(([c, n]) => n > want[c - 1] || (full && n !== want[c - 1]));
    return wrong.length ? t("Coins on your board: {rule} (now {wrong})", { rule: F.board_coins_rule, wrong: wrong.map(([c, n]) => t("column {c}: {n}", { c, n })).join(", ") }) : null;
  }
  // What the board still needs before "Coins placed" is offered, else null.
  function missing() {
    const S = st(), need = S.quests ? F.quest_coins : F.board_coins;
    if (layout()) return layout();
    if (M.L.coins.size !== need) return S.quests ? t("Tap the {n} spaces where your quest card puts coins", { n: need }) : t("Tap your {n} coins: {rule}", { n: need, rule: F.board_coins_rule });
    // Own quest cards: at least one space marked (the server wants 1 to 12; pt27 got its raw 400 here).
    if (S.quests && !M.L.quest.size) return t("Tap \"Mark quest spaces\", then the spaces your quest card marks");
    return S.heroes && !M.L.hero ? t("Keep one hero") : null;
  }
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
    M.T.openSheet("msrc", t("Where the VP came from"), () => h("div", {}, st().players.map((p, i) => h("details", { open: i === M.seat || null },
      h("summary", {}, `${pname(i)}: ${vp(p.vp)}`), bySource(p),
      // Each figure kept whole, the line free to wrap between them (pt95: the whole line glued by no-break
      // spaces ran 92 px past a German 360 px phone: "(Rapunzel: 1 Schatz/Bandit): +2 SP +1 Münze").
      h("ol.srcs", {}, p.log.map((e) => h("li", {}, `${nb(t("Round {n}", { n: e[0] }))} · ${e[1]}${e[2] ? ` (${e[2]})` : ""}: ` + [e[3] ? nb(t("+{n} VP", { n: e[3] })) : "", e[4] ? "+" + coins(e[4]) : ""].join(" ").trim())))))));
  }
  const full = (n) => nb(tn("{n} full column", "{n} full columns", n));
  function finalView() {
    const S = st(), E = S.final, top = E.standings;
    const signs = Object.entries(E.signs).filter(([, v]) => v.length).sort((a, b) => b[0] - a[0]).map(([k, v]) => nb(t("{n} VP: {who}", { n: k, who: v.map((c) => F.most[c] || c).join(", ") })));
    const won = top.filter((x) => x.place === 1);
    // "You" is the phone's own player, as the other games' ends say it, not whichever seat a phone passed round
    // rests on (pt114 read a passed-round phone's "You win" as spoken to whoever held it).
    const own0 = M.T.mySeat(), mine = won.length === 1 && won[0].seat === own0;
    const names = won.map((x) => (x.seat === own0 ? t("You") : pname(x.seat)));
    const head = won.length > 1 ? t("{names} share the victory", { names: and(names) }) : mine ? t("You win!") : t("{name} wins!", { name: names[0] });
    // pt70: a player who did not win found their own place only a scroll down, under the road signs; the
    // phone's own player (not whichever seat a phone passed round acted for last) reads it under the winner.
    const own = M.T.mySeat(), me = Number.isInteger(own) && !(won.length === 1 && won[0].seat === own) ? top.find((x) => x.seat === own) : null;
    const you = me ? h("p.you", { "data-k": "you" }, nb(t("You: {place}, {vp}", { place: C.placed(me.place, me.shared), vp: vp(me.key[0]) }))) : null;
    return h("section.final", { "aria-label": t("Final scoring") }, h("p.crown", { "aria-hidden": "true" }, "♛"),
      h("h2.winner", { "data-k": "winner", "data-keep": "" }, head), h("p.vp", { "data-winner": S.decided_by ? null : "" }, vp(top[0].key[0])), S.decided_by ? h("p.tie", { "data-winner": "" }, S.decided_by) : null, you,
      E.title ? h("p.title", {}, t("Title: {title}", { title: nm(E.title) })) : null,
      S.solo ? null : h("p", {}, signs.length ? t("Road signs: {signs}", { signs: signs.join(" · ") }) : t("No road signs: no character was left.")),
      h("ol", {}, top.map((x, i) => h("li", { style: { "--pc": M.snap.players[x.seat].color } },
        h("div.row", {}, h("span.place", {}, x.place + (x.shared ? "=" : "")), h("span.nm", { "data-room": vp(x.key[0]) }, pname(x.seat)), h("strong", {}, vp(x.key[0]))),
        // A tie on VP says what split it (pt79: 3rd and 4th on 49 VP, and nothing said the coins did).
        h("small", { "data-k": "split" }, coins(x.key[1]) + " · " + full(x.key[2]) + (S.tie_splits[i] ? " · " + S.tie_splits[i] : "")),
        h("details", {}, h("summary", {}, t("Where the VP came from")), bySource(S.players[x.seat]))))),
      h("p.small", {}, nb(t("Each coin left in a personal supply scored 1 VP."))));
  }

  // ---- a task's reward, recorded (the market of task cards stays on the table) ----
  function taskSheet() {
    // pt70: on the host's phone passed round the sheet names whose task it records (it said "you" to whoever held it).
    const held = M.seat !== M.T.mySeat(), who = { name: pname(M.seat) };
    M.T.openSheet("mtask", held ? t("Record a task for {name}", who) : t("Record a completed task"), () => {
      // Empty, not a guess (pt57: "2" stood ready, and one tap recorded a reward nobody had read off the card).
      const pts = h("input", { id: "task-vp", type: "number", min: 0, inputmode: "numeric", placeholder: "0", "aria-label": t("Task VP") });
      const co = h("input", { id: "task-coins", type: "number", min: 0, inputmode: "numeric", placeholder: "0", "aria-label": t("Task coins") });
      const name = h("input", { id: "task-name", maxlength: 40, placeholder: t("Task (optional)"), "aria-label": t("Task name") });
      const said = h("p.why", { role: "alert", hidden: true });
      // Checked here rather than by the browser's bubble (in the browser's language, not the page's).
      const wrong = () => {
        const whole = (el, hi) => /^\d*$/.test(el.value.trim()) && +el.value <= hi;  // empty: 0
        if (!whole(pts, F.max_task_vp)) return t("VP: a whole number from 0 to {max}", { max: F.max_task_vp });
        if (!whole(co, F.max_task_coins)) return t("Coins: a whole number from 0 to {max}", { max: F.max_task_coins });
        if (!+pts.value && !+co.value) return t("A task's reward has VP or coins");
        return "";
      };
      // pt48: the sheet says so when the task will end the turn (the player waited for an End turn that had gone).
      const ends = () => { const p = M.me(); return !!p && M.st().turn === M.seat && !p.can_buy && p.hero !== "Esmeralda"; };
      const submit = async (e) => {
        e.preventDefault();
        const why = wrong();
        said.textContent = why; said.hidden = !why;
        if (why) return;
        const v = +pts.value, c = +co.value, reward = [v ? t("+{n} VP", { n: v }) : "", c ? "+" + coins(c) : ""].filter(Boolean).join(", ");
        // More than a task card gives (F.odd_task): asked first, naming the reward (pt18: +25 VP went through).
        if ((v > F.odd_task[0] || c > F.odd_task[1]) && !(await C.ask(t("{reward} for one task? That is more than a task card gives: check the card.", { reward }), t("Yes, record {reward}", { reward })))) return pts.focus();
        const end = ends();
        M.T.closeSheet();
        // pt30: a task is the turn's last step (one a turn), so it ends the turn too, as the table
        // expects, unless something is still open: Esmeralda's market swap, Friar Tuck's purchase.
        // pt68: in the same move (sent apart, a task recorded by mistake took two undos).
        M.T.act({ type: "task", vp: v, coins: c, name: name.value, ...(end ? { end_turn: true } : {}) });
      };
      return h("form.task", { novalidate: true, onsubmit: submit },
        h("p.small", {}, held ? t("The reward printed on the task card {name} completed.", who) : t("The reward printed on the task card you completed.")),
        h("label", {}, t("VP") + " ", pts), h("label", {}, t("Coins") + " ", co), name, said,
        h("button.btn.primary", { type: "submit" }, !ends() ? t("Record this reward") : held ? t("Record this reward (ends their turn)") : t("Record this reward (ends your turn)")));
    });
  }

  return { setupPanel, setupTap, missing, ready, realDice, finalView, sources, taskSheet };
};
