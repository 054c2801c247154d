// Minstrels: your 4x6 board large under the shared dice, hints on the spaces, the score track
// as a ring, the others' boards one swipe away, and the final scoring explained.
"use strict";
(function () {
  const { h, s } = C;
  // The game's facts come from Python with the page: this file keeps no copy of the rules.
  const F = JSON.parse(document.getElementById("table-data").textContent).facts;
  const CH = F.characters, BONUS = F.column_bonus;
  let L = {}, T, snap, seat, ctx, peek = null;  // L: this phone's choices not sent yet; peek: the held board shown

  const st = () => snap.state;
  const me = () => (Number.isInteger(seat) ? st().players[seat] : null);
  const pname = (i) => snap.players[i].name;
  // A number never wraps away from its word (in any language).
  const nb = (text) => text.replace(/ (?=[\d+])|(?<=\d) /g, "\u00a0");
  const coins = (n) => nb(tn("{n} coin", "{n} coins", n));
  const vp = (n) => nb(t("{n} VP", { n }));
  const nm = (x) => (x && F.names[x]) || x;  // the state keeps English identifiers; the page speaks its language
  const DIE = [t("Die 1"), t("Die 2")];  // whole words: "Die {i}" would read as the start of many a German sentence
  // A piece's letter is the initial of its name in the page's language (pt30: "W" for Zauberer and
  // Волшебник read as English): Д В Б С Р П, D Z B S R P. Its colour is the same on every phone at the
  // table whatever its language; were two initials alike, the English ones (D W B T K P) serve.
  const local = CH.map((n) => nm(n).trim().charAt(0).toLocaleUpperCase());
  const mark = new Set(local).size === CH.length ? (n) => local[CH.indexOf(n)] || n[0] : (n) => n[0];
  const piece = (n) => h("span.pc.c" + (CH.indexOf(n) + 1), { title: nm(n) }, mark(n));
  const change = (sh) => st().dice_cost[0][sh[0] - 1] + st().dice_cost[1][sh[1] - 1];  // coins, from the view
  const mine = () => { const S = st(); return S.hints.seat === seat ? S.hints.list : []; };
  const redraw = () => { ctx.main.replaceChildren(); ctx.bar.replaceChildren(); render(ctx); };
  const menu = (kind, title, items) => T.openSheet(kind, title, () => h("div.opts", {},
    items().map(([label, fn]) => h("button.btn", { onclick: () => { T.closeSheet(); fn(); } }, label))));

  // Setup, the end and the VP sources are needed once a game: minstrels-more.js, fetched when first needed.
  const M = { h, F, CH, DIE, piece, coins, vp, nb, nm, pname, st, me, redraw, menu, get L() { return L; }, get T() { return T; }, get seat() { return seat; }, get snap() { return snap; } };
  let more = null, loading = null;
  // Registering again redraws the whole table page (the shared end area with "Play again" too).
  const load = () => loading || (loading = C.load("js/games/minstrels-more.js", "css/games/minstrels-more.css").then(
    () => { more = C.minstrelsMore(M); C.table.register("minstrels", DEF); return more; },
    (err) => { loading = null; T.toast(t("Offline: try again when the connection is back"), true); throw err; }));
  const later = (what) => (load(), h("p.muted", {}, what));

  function render(c) {
    ctx = c; ({ T, snap, seat } = c);
    const S = st();
    const key = [seat, S.round, String(S.dice), S.phase].join("|");
    if (L.key !== key) {  // a new seat, round or roll: forget the dice changes being planned
      const keep = L.seat === seat && S.phase === "setup";
      L = Object.assign(keep ? L : { coins: new Set(), quest: new Map(), hero: null, mark: false },
        { key, seat, cd: 0, sh: S.dice ? S.dice.slice() : null, buy: null, hint: !!L.hint });
    }
    if (S.phase === "over") c.main.append(more ? more.finalView() : later(t("Final scoring…")));
    c.main.append(status());
    if (S.phase === "play" && S.dice) c.main.append(diceView());  // before the roll the shared prompt line says who rolls
    if (L.buy) c.main.append(h("p.banner", {}, t("Buying a {character} for {coins}: tap an open space", { character: nm(L.buy), coins: coins(F.friar_tuck_price) }), " ",
      h("button.btn.small", { onclick: () => { L.buy = null; redraw(); } }, t("Cancel"))));
    if (S.phase === "setup" && me() && !me().ready) c.main.append(more ? more.setupPanel() : later(t("Setting up your board…")));
    // pt43: the host's phone passed round says whose board it shows (only the player chip and prompt did).
    // pt48: and, as The King of All Bards does, a handover line in the player's colour when it turns to another
    // seat (in play only: setup's words already fill the screen over the board, pt7).
    if (me() && (passed() || C.view.handedBack(T, seat)) && S.phase === "play" && S.turn === seat) c.main.append(C.view.handTo(seat, snap));
    if (me()) c.main.append(passed() ? h("p.whose", { "data-k": "whose" }, h("span.dot", { style: { "--pc": snap.players[seat].color } }), " ", whose()) : "", board(me(), true), info());
    else if (snap.you.host) c.main.append(held());
    c.main.append(ring(), others());
    buttons(c.bar);
    // An end of turn sent offline waits in the queue: the shared prompt says so instead of the
    // turn's choices (it is drawn before this, and again once the queue is sent).
    if (ended()) Object.assign(document.getElementById("prompt"), { textContent: t("Turn ended: sent once the connection is back"), hidden: false });
    queueMicrotask(() => { fit(); reveal(); legendNames(); });  // once the table has filled the action bar, before the frame is painted
  }
  // pt30: the highlighted (suggested) spaces come into view by themselves, once each time they change
  // (Treasure on space 3 lay under the action bar, 297 px down); a player's own scroll is left alone after.
  // pt43: on the player's turn the whole board (its 6 rows) and the Best line above it, not only the
  // highlighted spaces (with Hints on the best space, in row 1, lay 43 px under the bar at 360x740, 130 %).
  let shown = "";
  function reveal() {
    const cells = [...document.querySelectorAll(".board.own .cell.tgt")], bar = document.getElementById("actionbar");
    // pt48: before the roll too, and again when the host's phone turns to another kept seat's board (row 1
    // lay under the bar at the turn's start, rows 1-2 on the German phone in round 2).
    const turn = st().phase === "play" && st().turn === seat && me() && !me().placed;
    const key = [cells.map((c) => c.dataset.c + "." + c.dataset.s).join(), (st().dice || []).join(), L.hint, seat, st().round, turn].join("|");
    if (key === shown || !bar) return;
    shown = key;
    // A phone waiting its turn keeps the dice in view with the spaces (pt122: a new roll left it scrolled past the dice,
    // only "5 6" in the bar said the roll).
    const whole = (turn ? [document.querySelector("[data-k=best]"), document.querySelector(".board.own")] : [document.querySelector(".mdice")]).filter(Boolean);
    const r = [...cells, ...whole].map((c) => c.getBoundingClientRect()), top = document.querySelector(".topbar");
    if (!r.length) return;
    const hi = Math.min(...r.map((x) => x.top)), lo = Math.max(...r.map((x) => x.bottom));
    const roof = top ? top.getBoundingClientRect().bottom : 0, floor = bar.getBoundingClientRect().top;
    if (lo > floor - 4) scrollBy(0, Math.min(lo - floor + 8, hi - roof - 8));  // the lowest above the bar, the highest kept
    else if (hi < roof) scrollBy(0, hi - roof - 8);
  }
  // The board's cells as tall as the screen leaves between the board's top and the action bar, 31 to
  // 44 px: 44 is a thumb's tap; at 360x740, text 130 %, your own phone leaves ~43, and a two-line
  // prompt over a two-row bar ~34 (pt14: fixed 31 px cells were under a tap, and a disc hung out).
  function fit() {
    const b = document.querySelector(".board.own, .board.peek"), bar = document.getElementById("actionbar");
    if (!b || !bar) return;
    const rows = F.spaces, ch = b.querySelector(".cell").offsetHeight;
    const top = b.getBoundingClientRect().top + window.scrollY;  // as the page stands scrolled to its top
    const room = bar.getBoundingClientRect().top - top - (b.offsetHeight - rows * ch);
    // With Hints on a cell holds a hint over its price: 38 px at least, the board may then scroll (pt18).
    b.style.setProperty("--ch", Math.max(L.hint ? 38 : 31, Math.min(44, Math.floor(room / rows))) + "px");  // CSSOM: the CSP allows it
  }
  // Again when the text size, the prompt or the bar change the room (the fit itself settles at once).
  const fits = new ResizeObserver(() => { fit(); legendNames(); });
  fits.observe(document.documentElement); fits.observe(document.getElementById("actionbar"));
  addEventListener("resize", fit);
  // pt48 (m30-B-offline): the red offline banner grows the sticky top by 3-4 lines; at the page's top no
  // scroll anchor holds the board, so rows 1-2 went 31-57 px under the bar: when the top grows, up again.
  let roof = 0;
  new ResizeObserver(([e]) => {
    const h = e.target.offsetHeight, grew = roof && h > roof + 1;
    roof = h;
    if (grew) { shown = ""; fit(); reveal(); }
  }).observe(document.querySelector(".topbar"));
  // A name as the player bar's first line says it (the first word, with as much of the rest as tells it apart).
  const short = (i) => C.view.short(pname(i), snap.players.map((p) => p.name));
  const passed = () => T.mySeat() !== seat, whose = () => t("{name}'s board", { name: pname(seat) });
  const ended = () => T.waiting(seat, "end_turn", "pass").length > 0 || T.waiting(seat, "task").some((a) => a.end_turn);

  // The host's phone between its players' turns: in Minstrels everyone plans on the same roll, so it
  // shows (read only) the board of a player it holds (no phone of their own); a tap on a name picks whose.
  function held() {
    const ours = snap.players.filter((p) => !p.claimed || p.seat === T.mySeat()).map((p) => p.seat);
    if (!ours.length) return h("p.small", {}, t("One phone for all: tap a player's name at the top to play their board."));
    if (!ours.includes(peek)) peek = ours[0];
    const p = st().players[peek];
    return h("section.held", { "data-k": "held", "aria-label": t("Boards on this phone") },
      h("div.who", {}, ours.map((i) => h("button.btn.small" + (i === peek ? ".primary" : ""),
        { "aria-pressed": String(i === peek), title: pname(i), onclick: () => { peek = i; redraw(); } }, short(i)))),
      board(p, false, true), h("p.small", {}, `${pname(peek)}: ${coins(p.coins)} · ${vp(p.vp)}`));
  }

  function status() {
    const S = st();
    // Whose turn it is and what to do: the shared prompt line says it (state.prompt).
    const first = S.first === seat ? t("You go first") : t("{name} goes first", { name: short(S.first) });
    const bits = [S.phase === "over" ? t("Game over") : S.phase === "setup" ? t("Setting up") : t("Round {n}", { n: S.round })];
    if (S.phase === "play" && S.ending) bits.push(t("last round!"));
    // Who goes first matters until the roll (they roll); then the prompt names whose turn it is.
    if (S.phase === "setup" || (S.round === 1 && !S.round_acted && !S.dice)) bits.push(first + (S.first_random ? " " + t("(drawn)") : ""));
    let line = bits.join(" · ");
    const lr = S.last_round;
    if (S.phase === "play" && lr && !S.dice) {
      const back = Object.entries(lr.removed).map(([c, n]) => `${n} ${nm(c)}`).join(", ") || t("nothing");
      line += ". " + t("Back to the box: {pieces}", { pieces: back }) + (lr.discard ? "; " + t("discard task card {n} (from the far end)", { n: lr.discard }) : "");
    }
    return h("div.mstatus", {}, h("p", { "data-k": "status" }, line),
      h("div.supply", { "aria-label": t("Supply") }, CH.map((n) => h("span" + (S.supply[n] ? "" : ".out"), { "data-k": "sup" + n, title: nm(n) }, piece(n), S.supply[n]))));
  }

  // ---- the shared dice, and the die changes this phone is planning --------------------------------
  function diceView() {
    const S = st();
    const can = mine().length > 0;
    const cost = can ? change(L.sh) : 0;
    const die = (i) => {
      const v = can ? L.sh[i] : S.dice[i], say = { die: DIE[i] }, moved = v !== S.dice[i];
      const label = `${DIE[i]}: ${v} ${nm(CH[v - 1])}` + (can ? ", " + (L.cd === i ? t("character") : t("space")) : "");
      return h("div.mdie" + (can && L.cd === i ? ".chr" : ""), {},
        can ? h("button.btn.small", { "aria-label": t("{die} down", say), disabled: v <= 1, "data-why": t("A die shows 1 to 6"), onclick: () => shift(i, -1) }, "−") : null,
        h("button.face", { "data-k": "die" + i, "aria-label": label, onclick: () => { if (can) { L.cd = i; redraw(); } } },
          // pt48: a changed die reads "4→5" at the text's size (a tiny struck "4" in its corner read as "5 ⁴"); its
          // piece then goes beside its name under the die (the face, between − and +, holds ~70 px at 360, 130 %).
          moved ? h("span.was", {}, h("s", {}, S.dice[i]), "→") : null, h("b", {}, v), moved ? null : piece(CH[v - 1])),
        can ? h("button.btn.small", { "aria-label": t("{die} up", say), disabled: v >= 6, "data-why": t("A die shows 1 to 6"), onclick: () => shift(i, 1) }, "+") : null,
        h("small.dn", {}, moved ? piece(CH[v - 1]) : null, nm(CH[v - 1])));  // under the whole die: "Prinzessin" is wider than its face
    };
    const pc = CH[L.sh[L.cd] - 1];
    const at = { character: nm(pc), s: L.sh[1 - L.cd], coins: coins(cost) };
    const plan = can ? (cost ? t("{character} on space {s} for {coins}", at) : t("{character} on space {s}", at)) + (S.supply[pc] ? "" : " " + t("(no {character} left)", at)) : "";
    const stuck = !can && me() && S.turn === seat && !me().placed;
    return h("div.mdice", {}, die(0), die(1),
      stuck ? h("p.small", {}, tn("No placement fits these dice and your coins: pass for {n} coin.", "No placement fits these dice and your coins: pass for {n} coins.", F.pass_coins)) : null,
      // One line: what a change costs once made, else the rule for changing (the board shows both ways round).
      can ? h("p.small", {}, h("span", {}, cost || !S.supply[pc] ? plan : nb(t("Change a die: 1 coin a step"))),
        h("button.btn.small" + (L.hint ? ".primary" : ""), { "aria-pressed": String(L.hint), onclick: () => { L.hint = !L.hint; redraw(); } }, t("Hints"))) : null,
      can && L.hint ? bestLine() : null);
  }
  // The best placement of all: the most it is worth at the end, a coin kept being 1 VP there (the rulebook's final
  // scoring; pt122: a Princess for +6 VP that cost 5 coins stood above a free Knight's +4), then the most VP. The hints
  // on the outlined rows are the dice as set, so a better move behind a die change was nowhere (pt18: Treasure on
  // space 3 for 1 coin, its coin back). A tap sets the dice for it, its cell then one tap.
  const worth = (x) => x[5] + x[6] - x[4], better = (x, a) => worth(x) - worth(a) || x[5] - a[5];
  const bestOf = (l) => l.reduce((a, x) => (!a || better(x, a) > 0 ? x : a), null);
  function bestLine() {
    const b = bestOf(mine());
    // pt43: one line, so the board stays whole above the bar ("Am besten: Prinzessin auf Spalte 1, Feld 2,
    // +2 SP, zahle 2 Münzen" took 3 lines): the piece's disc for its name, the VP as on the cells; the price
    // is on the outlined cell ("pay 2"), the whole sentence the line's label.
    const at = { character: nm(CH[b[2] - 1]), c: b[0], s: b[1], n: b[5] };
    const said = { "aria-label": t("Best: {character} on column {c}, space {s}, +{n} VP", at) + (b[4] ? ", " + t("pay {coins}", { coins: coins(b[4]) }) : "") + (b[6] ? ", +" + coins(b[6]) : "") };
    const what = [t("Best:") + " ", piece(CH[b[2] - 1]), " " + nb(t("column {c}, space {s}", at)) + " ", h("em", {}, `+${b[5]}`), b[6] ? " +" + coins(b[6]) : ""];
    const set = () => { L.sh[b[3]] = b[2]; L.sh[1 - b[3]] = b[1]; L.cd = b[3]; redraw(); }, here = L.sh[b[3]] === b[2] && L.sh[1 - b[3]] === b[1];
    return here ? h("p.best", { "data-k": "best", ...said }, what) : h("button.btn.small.best", { "data-k": "best", onclick: set, ...said }, what);
  }
  function shift(i, d) {
    const S = st(), v = L.sh[i] + d;
    const cost = change(i ? [L.sh[0], v] : [v, L.sh[1]]);
    if (cost > me().coins) return T.toast(t("That change costs {coins}; you have {n}", { coins: coins(cost), n: me().coins }), true);
    L.sh[i] = v; redraw();
  }

  // ---- boards ---------------------------------------------------------------------------------------
  // A placement sent while offline waits in the table's queue: this board draws it as pending until
  // the connection is back, so nobody taps a second one.
  const queued = () => T.waiting(seat, "place");
  function board(p, own, big) {
    const S = st(), av = p.available, hints = own ? mine() : [], wait = own ? queued() : [];
    // Either die may be the character (the rulebook: either way round): both rows are targets, so a
    // placement either way is one tap (and the turn two, with End turn). The picked die goes first.
    const tgts = hints.length && L.sh && !L.buy ? [L.cd, 1 - L.cd].map((d) => ({ die: d, face: L.sh[d], space: L.sh[1 - d] })) : [];
    // After a double the server lists one die order (either die may be the character): its die index is not the picked one (pt69).
    const double = !!S.dice && S.dice[0] === S.dice[1];
    // With Hints on, the Best line's placement is drawn on its cell, die change and price too (pt23: its cell showed the dice as set).
    const top = own && L.hint && !L.buy && hints.length ? bestOf(hints) : null;
    const marks = new Map(((p.quest && p.quest.marks) || []).map(([c, q, w]) => [c + "," + q, w]));
    const setup = own && S.phase === "setup" && !p.ready;
    if (setup) L.quest.forEach((w, k) => marks.set(k, w));
    // pt43: each column's number over its bonus, as the rulebook counts them (the first column, the next to the
    // right) and as every text names them ("column 1"): headed 4 / 6 / 8 / 12 alone, "column 4" was read as "the 4".
    const out = [h("i"), ...BONUS.map((b, i) => h("span.bonus" + (av.includes(i + 1) ? ".open" : ""), { title: t("{n} VP for a full column", { n: b }) }, h("small.cn", {}, i + 1), h("span.bv", {}, vp(b))))];
    for (let sp = F.spaces; sp >= 1; sp--) {
      out.push(h("b.sn", {}, sp));
      for (let c = 1; c <= F.columns; c++) {
        const pc = p.pieces[c - 1][sp - 1], k = c + "," + sp;
        const coin = setup ? L.coins.has(k) : p.board_coins[c - 1][sp - 1] > 0;
        let cls = setup || av.includes(c) ? ".open" : ".shut", hint = null, onRow = false;
        if (!pc && own && S.phase === "play") {
          const here = hints.filter((x) => x[0] === c && x[1] === sp);
          if (L.buy && av.includes(c)) cls += ".tgt";
          else if (top && top[0] === c && top[1] === sp) { hint = top; cls += ".tgt"; }
          else if (tgts.some((g) => g.space === sp)) {
            hint = tgts.filter((g) => g.space === sp).map((g) => here.find((x) => x[2] === g.face && (double || x[3] === g.die))).find(Boolean) || null;
            onRow = !!hint; if (hint) cls += ".tgt";
          }
          else if (L.hint && here.length) hint = here.reduce((a, b) => (b[5] > a[5] || (b[5] === a[5] && b[4] < a[4]) ? b : a));
        }
        const sent = !pc && wait.find((a) => a.column === c && a.space === sp);
        if (sent) { cls += ".wait"; hint = null; }
        const kids = [pc ? piece(pc) : sent ? h("span.pc.wait.c" + (CH.indexOf(sent.character) + 1), { title: nm(sent.character) }, mark(sent.character)) : null,
          coin ? h("i.coin", { title: t("coin") }) : null,
          // Which character the VP are for, beside them: the best of all ways (Hints) may not be the picked die's (pt14).
          hint ? h("span.hint", {}, h("span.hp.c" + hint[2], { title: nm(CH[hint[2] - 1]) }, mark(CH[hint[2] - 1])), h("em", {}, `+${hint[5]}`)) : null, hint && hint[4] && !onRow ? h("small.pay", { title: t("coins to pay") }, t("pay {n}", { n: hint[4] })) : null,
          marks.has(k) ? h("u", {}, marks.get(k) ? mark(marks.get(k)) : "?") : null];
        const label = t("Column {c}, space {s}", { c, s: sp }) + (pc ? ": " + nm(pc) : sent ? ": " + t("{character}, sent once the connection is back", { character: nm(sent.character) }) : "") + (coin ? ", " + t("coin") : "") + (hint ? ", " + nm(CH[hint[2] - 1]) + " " + t("+{n} VP", { n: hint[5] }) + (hint[4] && !onRow ? ", " + t("pay {coins}", { coins: coins(hint[4]) }) : "") : "");
        if (coin && hint) cls += ".cn";
        // pt68: a news toast stood over the bottom row for seconds; the spaces to tap are the player's own ([data-own]).
        const tapHere = { "aria-label": label, "data-c": c, "data-s": sp, ...(cls.includes(".tgt") ? { "data-own": "" } : {}), onclick: () => tap(c, sp, (onRow || hint === top) && hint) };
        out.push(own ? h("button.cell" + cls + (marks.has(k) ? ".q" : ""), tapHere, kids)
          : h("span.cell" + cls, {}, kids));
      }
    }
    return h("div.board" + (own ? ".own" : big ? ".peek" : ".mini"), { role: own ? "group" : null, "aria-label": own ? (passed() ? whose() : t("Your board")) : null }, out);
  }

  function tap(c, sp, hint) {
    const S = st(), p = me();
    // A tap before minstrels-more.js has come waits for it, in order (pt38: on a slow network the first taps were lost).
    if (S.phase === "setup") return p.ready ? null : more ? more.setupTap(c, sp) : load().then((m) => m.setupTap(c, sp));
    if (S.phase !== "play" || p.pieces[c - 1][sp - 1]) return;
    // A harmless tap (planning on the shared roll): news, not the red error style (pt43).
    if (S.dice && S.turn !== seat) return T.toast(t("Plan ahead: it is {name}'s turn", { name: pname(S.turn) }));
    if (queued().length) return T.toast(t("Your placement is sent once the connection is back"), true);
    if (L.buy) return T.act({ type: "buy", column: c, space: sp, character: L.buy }).then((r) => { if (r) { L.buy = null; redraw(); } });
    if (hint) return place(c, sp, hint[2], hint[3]);
    options(c, sp);
  }
  // No answer: queued offline (or refused, and said so): drawn again, with the queued piece pending.
  const place = (c, sp, face, die) => T.act({ type: "place", column: c, space: sp, character: CH[face - 1], character_die: die })
    .then((r) => { if (!r) redraw(); });

  function options(c, sp) {
    T.openSheet("mopts", t("Column {c}, space {s}", { c, s: sp }), () => {
      // Why nothing goes here, when it is not the dice: the rulebook's column rule, or no roll yet.
      if (!me().available.includes(c)) return h("p", {}, t("Column {c} is not open yet: it opens once column {left} holds a character.", { c, left: c - 1 }));
      if (!st().dice) return h("p", {}, t("The dice are not rolled yet."));
      const best = {};
      mine().filter((x) => x[0] === c && x[1] === sp).forEach((x) => {
        const b = best[x[2]];
        if (!b || better(x, b) > 0) best[x[2]] = x;
      });
      const list = Object.values(best).sort((a, b) => better(b, a));
      if (!list.length) return h("p.muted", {}, t("No placement here with these dice and your coins."));
      return h("div.opts", {}, list.map((x) => h("button.btn.opt", { onclick: () => { T.closeSheet(); place(c, sp, x[2], x[3]); } },
        piece(CH[x[2] - 1]), ` ${nm(CH[x[2] - 1])} `, h("b", {}, nb(t("+{n} VP", { n: x[5] }))), x[6] ? " +" + coins(x[6]) : "",
        h("small", {}, x[4] ? t("pay {coins}", { coins: coins(x[4]) }) : t("no change")))));
    });
  }

  function info() {
    const p = me(), S = st();
    const q = p.quest && p.quest.marks ? (p.quest.done ? t("Quest: {done}", { done: p.quest.done }) : tn("Quest: {n} space", "Quest: {n} spaces", p.quest.marks.length)) : null;
    return h("p.minfo", {}, h("b", { "data-k": "coins" }, coins(p.coins)), " · ", h("b", { "data-k": "vp" }, vp(p.vp)),
      p.hero ? h("button.btn.small", { onclick: () => T.toast(`${nm(p.hero)}: ${S.hero_text[p.hero]}`) }, nm(p.hero)) : null, q ? " · " + q : "");
  }

  // ---- the action bar and its sheets -------------------------------------------------------------------
  // The roll this phone is asked for now, for the Dice sheet (dice.js): the same action as the bar's.
  let due = null;
  function buttons(bar) {
    const S = st(), p = me();
    due = null;
    if (!p || S.phase === "over") return;
    const b = (label, fn, cls, why) => bar.append(h("button.btn" + (cls || ""), { onclick: fn, disabled: !!why, "data-why": why || null }, label));
    // Offered once the board is complete (tapped early it was a bare 400, pt25); minstrels-more.js says what is missing.
    const why = S.phase === "setup" && !p.ready && (more ? more.missing() : t("Setting up your board…"));
    if (S.phase === "setup") { if (!p.ready) b(t("Coins placed"), () => more.ready(), why ? "" : ".primary", why); return; }
    if (!S.dice) {
      if (seat === S.first) {
        due = { label: t("Roll dice"), roll: () => T.act({ type: "roll_dice" }), realLabel: t("Real dice…"), real: () => realDice() };
        b(due.label, due.roll, ".primary"); b(due.realLabel, due.real);
      }
      return;
    }
    if (p.can_reroll) b(t("Reroll…"), () => reroll(seat));
    // pt95: Kratos's player on the host's phone, while it acts for another player it holds (the round's first,
    // passed round): the reroll, before the first placement, was nowhere to be found, and the power was lost.
    const held = S.players.map((q, i) => i).filter((i) => i !== seat && T.heldHere(i) && S.players[i].can_reroll);
    for (const i of held) b(t("Reroll for {name}…", { name: C.view.called(T, i) }), () => reroll(i));
    if (S.turn !== seat || ended()) return;
    if (!p.placed) b(S.bank < F.pass_coins ? t("Pass (bank empty)") : nb(tn("Pass +{n} coin", "Pass +{n} coins", F.pass_coins)), () => T.act({ type: "pass" }));
    if (p.placed) b(p.tasked ? t("Task done") : t("Task…"), () => load().then((m) => m.taskSheet()), "", p.tasked && t("You may complete only one task per turn"));
    // Greyed until Friar Tuck can pay (pt95: offered with 3 coins, refused three taps later in the server's words).
    if (p.can_buy) b(t("Buy…"), buySheet, "", p.coins < F.friar_tuck_price && t("Buying a character costs {n} coins; you have {have}", { n: F.friar_tuck_price, have: p.coins }));
    if (p.placed) b(t("End turn"), () => T.act({ type: "end_turn" }), ".primary");
  }
  // The real dice's faces, entered on a sheet (minstrels-more.js).
  const realDice = (reroll) => load().then((m) => m.realDice(reroll));
  // The app rerolls, or the real dice rerolled are entered, as "Real dice…" enters the round's roll.
  const reroll = (i) => menu("mrr", t("{hero}: reroll for {coins}", { hero: nm(st().players[i].hero), coins: coins(F.reroll_cost) }), () => {
    const by = i === seat ? undefined : i, dice = [[0], [1], [0, 1]];
    const app = dice.map((d) => [d.length > 1 ? t("Reroll both dice") : t("Reroll die {i}", { i: d[0] + 1 }), () => T.act({ type: "reroll", dice: d, ...(by === undefined ? {} : { by }) })]);
    const real = dice.map((d) => [d.length > 1 ? t("We rerolled both dice…") : t("We rerolled die {i}…", { i: d[0] + 1 }), () => realDice({ dice: d, by })]);
    return [...app, ...real];
  });
  const buySheet = () => menu("mbuy", t("{hero}: buy for {coins}", { hero: nm(me().hero), coins: coins(F.friar_tuck_price) }), () =>
    CH.filter((n) => st().supply[n] > 0).map((n) => [nm(n), () => { L.buy = n; redraw(); }]));

  // ---- score track, sources, others, the end ---------------------------------------------------------------
  // Beside the ring a name is its first word and the last word's initial ("Bartholomew L."): whole
  // names took 4 lines there, and an ellipsis hid up to 171 px ("Barthol…"); the sheet a tap opens names them whole.
  const initial = (n) => { const w = n.split(/\s+/); return w.length > 1 ? `${w[0]} ${w[w.length - 1][0]}.` : n; };
  // pt68: beside a three-digit score "Bartholomew L." ran to "Bartholome…": a name that does not fit drops
  // its initial, so its first word shows whole (kept when two players' names start alike, pt7).
  function legendNames() {
    // Written first, then measured all at once: one layout, not one a name (on the table screen a layout of the
    // whole page took 60-150 ms, and this ran at every render and resize).
    const els = [...document.querySelectorAll(".legend .nm")], say = (el, v) => { if (el.textContent !== v) el.textContent = v; };
    els.forEach((el) => say(el, initial(pname(+el.dataset.i))));
    const over = els.filter((el) => el.scrollWidth > el.clientWidth + 1);
    over.forEach((el) => { const i = +el.dataset.i; if (short(i) !== pname(i)) say(el, short(i)); });
  }
  function ring() {
    const lap = F.track_lap, R = 60, cx = 90, cy = 90, at = (v, r) => { const a = (v / lap) * 2 * Math.PI - Math.PI / 2; return [cx + r * Math.cos(a), cy + r * Math.sin(a)]; };
    const svg = s("svg", { viewBox: "0 0 180 180", class: "ring", "aria-hidden": "true" }, s("circle", { cx, cy, r: R, class: "trk" }));
    // pt30: its numbers were 9 units (7 px at 130 % text): 20 units every 10 spaces, a notch every 5. The ring
    // is sized in rem, so they grow with the phone's text (20 units are 0.67 of the text's size).
    for (let i = 0; i < lap; i += 5) {
      const [a, b] = at(i, R - 5), [c, d] = at(i, R + 5);
      svg.append(s("line", { x1: a, y1: b, x2: c, y2: d, class: "nt" }));
      if (i % 10 === 0) { const [x, y] = at(i, R + 18); svg.append(s("text", { x, y: y + 8, class: "tk" }, i || `0/${lap}`)); }
    }
    st().players.forEach((p, i) => {
      const [x, y] = at(p.track.space, R - 10 * i), tok = s("circle", { cx: x, cy: y, r: 6, class: "tok" });
      tok.style.setProperty("--pc", snap.players[i].color);  // CSSOM: the page's CSP blocks style="" attributes
      svg.append(tok);
    });
    return h("button.ringwrap", { onclick: () => load().then((m) => m.sources()), "aria-label": t("Score track: tap for where the VP came from") }, svg,
      h("ul.legend", {}, st().players.map((p, i) => h("li", { style: { "--pc": snap.players[i].color } }, h("span.dot"), " ", h("span.nm", { title: pname(i), "data-i": i }, initial(pname(i))), " ", h("b", { "data-k": "vp" + i }, p.vp)))));  // one line a player: the VP say the space and the token's side
  }
  function others() {
    return h("div.others", { "aria-label": t("The other boards") }, st().players.map((p, i) => (i === seat ? null :
      h("section.other", { style: { "--pc": snap.players[i].color } },
        h("header", {}, h("span.dot"), ` ${pname(i)} · ${vp(p.vp)} · ${coins(p.coins)}${p.hero ? " · " + nm(p.hero) : ""}`), board(p, false)))));
  }
  // Said aloud when the device speaks turns (speech.js): a quest completed by a placement.
  const speak = (e, T) => (e.type === "placed" && e.data.quest ? t("{name} completed the quest!", { name: T.name(e.data.seat) }) : null);
  // pt69: a task that ends the turn comes as one move: its reward stays the news, not "… ended the turn";
  // pt70: nor "New round: …" when it was the round's last turn (the prompt and the crown say the new round).
  // pt84: nor an End turn tapped right after placing, while the placement's news is still up: it stays up (its
  // two lines say the piece, where and its VP; the turn's end says them too, but runs past two lines in German).
  // Once that news has gone, the turn's end is said: it names what the turn placed. A pass, one move with
  // its turn's end, stays the news too ("… ended the turn" put "Zoë passed: +1 coin" away at once).
  let echoed = null;  // the turn's end that echoed a task, a pass or the placement still shown
  const newsUp = () => !!document.querySelector("#toast.show.news");
  // pt93: another player's real hero cards sent this phone's hand from the app back to the deck, and the
  // move's last line ("Александра drew 2 hero cards at the table") put that news away: it stays up.
  let returned = null;  // the line of this move that keeps this phone's returned hand the news
  const echo = (e, before) => {
    if (e.type === "heroes_returned" || e.type === "heroes_dealt") {
      if (returned === before.seq) { returned = e.seq; return true; }
      if (e.type === "heroes_returned" && T.heldHere(e.data.seat)) returned = e.seq;
      return false;
    }
    const kept = ["task_done", "passed"].includes(before.type) || (before.type === "placed" && newsUp());
    if (e.type === "turn_ended" && kept) { echoed = e.seq; return true; }
    return e.type === "round_ended" && before.seq === echoed;
  };
  // The shared dice of a round not rolled yet: the bar's last roll is an earlier round's (a table roll is its own).
  const unrolled = (sn, e) => sn.state.phase === "play" && !sn.state.dice && e.type !== "roll";
  const DEF = { render, badge: (sn, i) => sn.state.players[i].vp, speak, fewNames: true, diceStep: () => due, echo, unrolled };
  C.table.register("minstrels", DEF);
})();
