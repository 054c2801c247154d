// Score pad: a card per player with +/- and typed amounts, the grid, the chart, the standings.
"use strict";
(function () {
  const { h } = C, { list, heads, naming, chart, standings, nextEmpty, signed, actorName, gridOf, gridLine, whole } = C.scorePadMore;  // score-pad.more.js

  // Who has a score in round `r` (1-based); a pad stored before the round table has none yet.
  const entered = (st, seat, r) => !!(st.entered && st.entered[seat] && st.entered[seat][r - 1]);

  // Done with round `r`: with categories, every one has an entry (pt15: one Gold of four ticked the round).
  const complete = (st, seat, r) => entered(st, seat, r) && (!st.categories.length || !st.filled
    || st.categories.every((c) => st.filled[seat][r - 1].includes(c)));
  // Every round has everyone's score: nothing is left but to finish.
  const allIn = (st, P) => st.rounds > 0 && st.round >= st.rounds && P.every((p) => complete(st, p.seat, st.round));
  // Points this phone entered offline, per seat: they wait in the table's queue until the server
  // has them (the frame draws the page again when the queue changes), so nobody enters them twice.
  function waiting(T) {
    const out = {}, add = (seat, d) => { out[seat] = (out[seat] || 0) + d; };
    for (const a of T.queued()) if (a.type === "score") add(a.seat, a.delta); else if (a.type === "score_round") Object.entries(a.scores).forEach(([seat, d]) => add(seat, d));
    else if (a.type === "score_grid") Object.entries(a.scores).forEach(([seat, row]) => Object.values(row).forEach((d) => add(seat, d)));
    return out;
  }
  // Each seat's place now (1 is leading; shared places alike), by total (lowest first when lowest
  // wins) and then the tie-break category, as the server ranks the end; null before anyone scored.
  function places(st) {
    if (st.totals.every((x) => x === st.totals[0])) return null;
    const sign = st.lowest_wins ? -1 : 1, tb = st.tie_breaker;
    const key = (i) => [sign * st.totals[i], tb ? sign * st.by_category[i][tb] : 0];
    const better = (j, i) => { const a = key(j), b = key(i); return a[0] > b[0] || (a[0] === b[0] && a[1] > b[1]); };
    return st.totals.map((_, i) => 1 + st.totals.filter((__, j) => better(j, i)).length);
  }
  // The bar's badge: the total, with the leader's ★ and a ✓ once the seat has entered this round, drawn by
  // CSS above the number (its text stays one line) and said in its label.
  function badge(snap, seat) {
    const st = snap.state, at = places(st), lead = at && at[seat] === 1;
    const tick = st.rounds && !st.finished && complete(st, seat, st.round);
    const said = [C.num(st.totals[seat]), lead ? t("leading") : "", tick ? t("Entered this round") : ""].filter(Boolean).join(", ");
    return h("span.pad-badge", { "data-k": "badge" + seat, "data-lead": lead ? "" : null, "data-tick": tick ? "" : null,
      role: "img", "aria-label": said, title: said }, C.num(st.totals[seat]));
  }
  // Every single entry so far (a card's +/-, a round form's or grid's cell, a correction): each seat's
  // history is its running total, so the steps between its totals are its entries. With rounds, each
  // round's score as it stands: a slip corrected is not the scale for the next one (pt78: a 70 put right
  // to 7 let an 80 through unasked).
  // With categories, each cell as it stands is one entry (pt131: three cells of one player, up to 5, made a
  // single round total, and a 70 for 7 went in unasked).
  function entries(st) {
    if (st.rounds && st.categories && st.categories.length && st.cells && st.filled) return st.filled.flatMap((rs, seat) => rs.flatMap((cs, r) => cs.map((c) => st.cells[seat][r][c])));
    if (st.rounds && st.entered) return st.by_round.flatMap((rs, seat) => rs.filter((_, r) => st.entered[seat][r]));
    const last = {}, out = [];
    for (const [seat, total] of st.history) { out.push(total - (last[seat] || 0)); last[seat] = total; }
    return out;
  }
  // An amount is questioned when the table has at least 3 entries and it is more than 5 times the
  // largest of them (and above 20): a typo's extra digit (+90 for +9, pt8) is, a big final round is not.
  // pt41: also when it is at least 50 and more than 5 times the largest entry in its own category so far,
  // counting the grid's other cells (`alongside`): 5000 among cells of 0-7 on a fresh table, 55 for 5.
  function odd(st, amount, category, alongside = []) {
    const seen = entries(st).map(Math.abs), a = Math.abs(amount);
    if (seen.length >= 3 && a > Math.max(20, 5 * Math.max(...seen))) return true;
    if (!category || !st.cells || !st.filled || a < 50) return false;
    const cat = alongside.map(Math.abs);
    st.filled.forEach((rs, seat) => rs.forEach((cs, r) => { if (cs.includes(category)) cat.push(Math.abs(st.cells[seat][r][category])); }));
    return cat.length >= 3 && a > 5 * Math.max(...cat);
  }
  // The confirm before an odd amount is sent, naming the player, the amount and the category: true to send it.
  async function plausible(st, name, amount, category, alongside) {
    if (!odd(st, amount, category, alongside)) return true;
    const points = (amount > 0 ? "+" : "") + C.num(amount);
    return C.ask(category ? t("{points} for {name} in {category}? That is far more than any score so far.", { points, name, category })
      : t("{points} for {name}? That is far more than any score so far.", { points, name }), t("Yes, enter {points}", { points }));
  }
  let wasDone = false;  // whether the last render had every round in
  // Folded, until opened (kept across re-renders): the round sheet on a player's own phone; the host's
  // per-player cards while the round sheet enters for everyone.
  const sheetFold = { folded: true }, cardsFold = { folded: true }, heldFold = { folded: true }, otherFold = {};

  // Scores another phone entered (and its dice: pt15 saw a roll only in the log line), said in a toast on this one (pt11: the one-line log strip cut
  // "Zoë Ellington-Hartley sc…" at 360 px, before the amount): the log's events after `told`.
  let told = null;
  function tell(snap, T) {
    const log = snap.log || [], last = log.length ? log[log.length - 1].seq : 0;
    if (told === null || last <= told) { told = Math.max(told || 0, last); return; }  // the log at load is old news
    const P = snap.players;
    const fresh = log.filter((e) => e.seq > told && !e.undone && !T.ownMove(e.actor) && ["scored", "round_scored", "corrected", "roll", "rolloff", "next_round", "player_added", "player_removed"].includes(e.type));
    told = last;
    if (!fresh.length) return;
    // A new round too (pt28: it started silently), unless it came with the round's scores (one form): those are said.
    const e = fresh.filter((x) => x.type !== "next_round" || !fresh.some((y) => y.at === x.at && y.type === "round_scored")).pop();
    // A grid is one event per category, sent together: said as one line, every category named;
    // more than two players counted (pt15: six names ran the toast to 7 lines over the card's controls).
    const grid = gridOf(fresh, e);
    let said = e.text;
    // A roll-off in one line, its winner first (pt20: the whole roll-off was cut before the winner).
    if (e.type === "rolloff" && P[e.data.winner]) said = "♛ " + t("{name} goes first ({roll})", { name: P[e.data.winner].name, roll: e.data.rounds[e.data.rounds.length - 1][e.data.winner] });
    else if (e.type === "scored" && e.actor === e.data.seat && P[e.data.seat]) said = [P[e.data.seat].name, signed(e.data.delta), e.data.category].filter(Boolean).join(" ");
    else if (grid.length) said = gridLine(grid, P, true);  // one category too: who entered it for whom (pt51)
    // Another's correction says who made it first (pt113: "(geändert vom Gastgeber)" came last, cut with the round's total).
    else if (e.type === "corrected" && e.actor !== e.data.seat && P[e.data.seat]) {
      const who = actorName(P, e.actor), d = { n: e.data.round, delta: signed(e.data.delta) };
      const what = !e.data.round ? t("{category} to {points} ({delta})", { ...d, category: e.data.category, points: C.num(e.data.score) })  // no rounds: a total
        : e.data.category ? t("{category} in round {n} ({delta})", { ...d, category: e.data.category }) : t("round {n} ({delta})", d);
      said = t("{who} corrected {name}: {what}", { who, name: P[e.data.seat].name, what });
    }
    T.toast(said, false, 2500, true);
  }

  function render({ main, bar, snap, seat, T }) {
    tell(snap, T);
    rewind(snap);
    const st = snap.state, P = snap.players, creds = T.creds() || {};
    const canAct = !!creds.token;
    // The host's phone, whatever seat it reads as (pt117: resting on its own player it read as that seat, and
    // "Which game was it?" was on none of its screens).
    const host = !!creds.host;
    const done = allIn(st, P);
    const mine = T.mySeat();
    if (st.finished) main.append(standings(snap, Number.isInteger(mine) ? mine : host ? "held" : null));
    if (st.finished && host) main.append(naming(snap, T));  // "which game was it?", before it goes to BG Stats
    const now = st.rounds ? P.filter((p) => complete(st, p.seat, st.round)).length : 0;
    const line = [st.rounds ? t("Round {n} of {of}", { n: st.round, of: st.rounds }) : "",
      st.rounds && !st.finished && !done ? t("{n} of {of} entered", { n: now, of: P.length }) : "",
      st.lowest_wins ? t("lowest score wins") : ""].filter(Boolean).join(" · ");
    if (line) main.append(h("p.muted.pad-round", { "data-k": "round", "data-keep": "" }, line));  // no empty line without rounds
    // What the bar's ★ and ✓ mean, once either shows there (pt28: never explained on screen).
    const lead = !st.finished && places(st), tick = st.rounds && !st.finished && P.some((p) => complete(st, p.seat, st.round));
    // Said as a key ("★ = in the lead"), not a line that reads as this phone's own status (pt46: "★ leading" over a 5th place).
    if (lead || tick) main.append(h("p.pad-legend", { "data-k": "legend" }, [lead ? h("span", {}, t("★ = in the lead")) : null,
      lead && tick ? " · " : null, tick ? h("span", {}, t("✓ = round entered")) : null]));
    // The roll-off's winner, named under the round's line (the bar's pills crown them).
    const first = st.first_player;
    // Under the first name (whole in its title, and in the bar's pill): one line, so a player's own card keeps
    // its Add button above the bottom bar at 360 px (pt41: the long name took a second line).
    if (Number.isInteger(first) && !st.finished && P[first]) main.append(h("p.first-player", { "data-k": "first", title: P[first].name },
      "♛ " + t("First player: {name}", { name: C.view.short(P[first].name, P.map((p) => p.name)) })));
    if (done && !st.finished) {
      const said = h("p.all-in", { "data-k": "all-in" }, t("All rounds entered"));
      main.append(said);
      // The moment the last round is in, the page shows it (the sheet it was typed in has gone).
      // At once, not in the next frame: a phone that measured the page before that frame, or a render
      // in between (the stream's, then the answer's), found it still where the sheet had been.
      if (!wasDone) said.scrollIntoView({ block: "center" });
    }
    wasDone = done;
    const live = canAct && !st.finished, wait = waiting(T);
    const cardsOf = (ps) => h("div.score-cards", {}, ps.map((p) => card(snap, p, T, live, wait[p.seat])));
    // On the host's phone the card in front is the player it acts for: a name tapped at the top when the phone
    // goes round (pt76: Maximilian tapped, Bartholomew's card stayed in front and took his +5).
    const front = creds.host && Number.isInteger(seat) ? seat : mine;
    const own = P.filter((p) => p.seat === front), others = P.filter((p) => p.seat !== front);
    // Every player has this round's score (their own phones sent the last ones): the host's phone says so and what
    // comes next, instead of an empty "Enter round 3" that took round 4's scores into round 3 (pt86). The
    // categories' grid stays: it shows each entered cell, to check and change.
    const everyone = st.rounds && now === P.length;
    const roundIn = live && !done && creds.host && everyone && !st.categories.length;
    // A table with categories: the grid (players x categories, one Enter for all of it); without, the round sheet.
    const roundSheet = live && !done && !roundIn ? (st.categories.length ? hostGrid.entry(snap, T, !!creds.host) : sheet(snap, T)) : null;
    if (roundIn) main.append(h("p.pad-in", { "data-k": "round-in" }, t("Every player has a score for round {n}: “Round {next} →” starts the next one.", { n: st.round, next: st.round + 1 })));
    if (st.finished) hostGrid.forget(T);  // the grid's typed cells kept for a reload go with the table (pt56)
    // Ended: the standings above say each place, name and total, the table below each category, so no cards
    // repeat them (pt41: six large cards between the standings and the table, 3,273 px of end screen).
    if (st.finished) { /* no cards */ } else if (creds.host) {
      // The host's phone enters for everyone (passed round, or players without a phone): the sheet first, then
      // its own seat's card if it plays too; the others' folded (else everyone is listed a third time above the grid).
      // Every round in, the cards fold too: Finish is all that is left (pt46: six cards of ± controls, screens of them).
      main.append(...(roundSheet || done ? [roundSheet, own.length ? cardsOf(own) : null, folder("cards-fold", cardsFold, t("Players' cards"), cardsOf(others))].filter(Boolean)
        : [cardsOf([...own, ...others])]));
    } else {
      // A player's own phone: their own card at the thumb; the whole round's sheet folded under it.
      if (own.length) main.append(cardsOf(own));
      // Titled for this phone's seat when its grid opens on that seat alone (pt36: "for everyone" read as a chore).
      const one = own.length && st.categories.length ? own[0].name : null;
      const title = one ? (st.rounds ? t("Enter round {n} for {name}", { n: st.round, name: one }) : t("Enter scores for {name}", { name: one }))
        : st.rounds ? t("Enter round {n} for everyone", { n: st.round }) : t("Enter a round for everyone");
      if (roundSheet) main.append(folder("sheet-fold", sheetFold, title, roundSheet, () => above(roundSheet)));
      // The others' cards folded, one per player: a stray tap while scrolling cannot change their score.
      main.append(h("div.score-cards", {}, others.map((p) => folder("card-fold", otherFold[p.seat] = otherFold[p.seat] || { folded: true },
        h("span.cf-head", { style: { "--pc": p.color } }, h("span.dot"), h("span.cf-name", {}, p.name), h("strong.cf-total", {}, C.num(st.totals[p.seat]))),
        card(snap, p, T, live, wait[p.seat])))));
    }
    if (st.categories.length || st.rounds) main.append(grid(snap, T, live));
    if (fixing && !live) fixing = null;
    const fix = fixing && cellFix(snap, T);
    // Tapped in the round's grid: its editor under the grid, where the tap was (else under the score table).
    if (fix) { if (fixing.grid && roundSheet && roundSheet.isConnected) roundSheet.after(fix); else main.append(fix); }
    if (st.history.length) main.append(chart(snap));
    if (!st.finished && host) main.append(naming(snap, T));
    if (roundSheet) requestAnimationFrame(() => above(roundSheet));
    if (!canAct || st.finished) return;
    // `everyone`: this round is in, moving on is the next thing to do.
    // One button beside the log's line, so the fixed bar is two rows, not three (pt20: the bars took
    // 40 % of a 360x740 screen at 130 %): the next round until the last, then Finish. Finishing
    // early is rare: its button waits at the foot of the page.
    const ends = h("button.btn.pad-act" + (done ? ".primary" : ""), { onclick: () => finish(st, P, T) }, t("Finish"));
    if (!(st.rounds && st.round < st.rounds)) return bar.append(ends);
    bar.append(h("button.btn.pad-act" + (everyone ? ".primary" : ""), { onclick: () => nextRound(st, P, T) },
      h("span.sr", {}, t("Next round") + ": "), t("Round {n} →", { n: st.round + 1 })));
    main.append(h("p.pad-early", {}, ends));
  }

  // Who is not complete in this round (no score, or empty categories), and whether none of them has any score:
  // what Next round and Finish ask about.
  function gaps(st, P) {
    const partly = P.filter((p) => !complete(st, p.seat, st.round));
    return { partly, none: partly.every((p) => !entered(st, p.seat, st.round)) };
  }

  // Finishing with a player's last round still empty, or partly (pt99: Maximilian's Bonus left empty, and Finish
  // asked only "End the game?"), is most likely a slip: the question names them.
  async function finish(st, P, T) {
    const { partly, none } = st.rounds ? gaps(st, P) : { partly: [], none: true };
    const n = partly.length, names = list(partly.map((p) => p.name)), round = st.round;
    // One or two named; more counted (pt11: six 24-character names ran the question to 11 lines at 360 px).
    const ask = !n ? t("End the game and show the standings?") : n > 2 ? (none
      ? tn("{n} player has no score for round {round}: end the game anyway?", "{n} players have no score for round {round}: end the game anyway?", n, { round })
      : tn("{n} player has empty categories in round {round}: end the game anyway?", "{n} players have empty categories in round {round}: end the game anyway?", n, { round }))
      : none ? tn("{names} has no score for round {round}: end the game anyway?", "{names} have no score for round {round}: end the game anyway?", n, { names, round })
        : tn("{names} has empty categories in round {round}: end the game anyway?", "{names} have empty categories in round {round}: end the game anyway?", n, { names, round });
    if (await C.ask(ask, t("Finish"))) T.act({ type: "finish" });
  }

  // Any seated phone may move the table on; with scores still missing that is most likely a slip
  // (the button sits beside Finish in the thumb bar), so it asks, naming whose are missing (pt28:
  // "1 player has empty categories" left the host to find out who), by first name; four or more counted.
  async function nextRound(st, P, T) {
    const all = P.map((p) => p.name), short = (ps) => list(ps.map((p) => C.view.short(p.name, all)));
    // Every one not complete is named (pt41: Zoë, with no score, was; Wilhelmina, with one category, not);
    // "no score yet" only when that is so for all of them.
    const { partly, none } = gaps(st, P), n = partly.length, names = short(partly), round = st.round;
    const ask = !n ? null : n > 3 ? (none ? tn("{n} player has no score for round {round} yet: next round anyway?",
      "{n} players have no score for round {round} yet: next round anyway?", n, { round })
      : tn("{n} player has empty categories in round {round}: next round anyway?",
        "{n} players have empty categories in round {round}: next round anyway?", n, { round }))
      : none ? tn("{names} has no score for round {round} yet: next round anyway?",
        "{names} have no score for round {round} yet: next round anyway?", n, { names, round })
      : tn("{names} has empty categories in round {round}: next round anyway?",
        "{names} have empty categories in round {round}: next round anyway?", n, { names, round });
    if (ask && !(await C.ask(ask, t("Next round")))) return;
    T.act({ type: "next_round" });
  }

  // A <details> whose open state outlives re-renders (in `kept`); `opened` runs when it opens.
  function folder(cls, kept, summary, body, opened) {
    const d = h("details." + cls, { open: !kept.folded }, h("summary", {}, summary), body);
    d.addEventListener("toggle", () => { kept.folded = !d.open; if (d.open && opened) opened(); });
    return d;
  }
  // "Enter the round" stays in sight above the fixed bottom bar while the sheet is (its height is
  // the frame's, and changes with its rows): the button sticks that far from the bottom.
  // The fields keep clear of it and of the sticky player bar when the keyboard's Next scrolls to them.
  function above(form) {
    const barEl = document.querySelector(".actionbar"), top = document.querySelector(".topbar");
    if (barEl) form.style.setProperty("--above", barEl.getBoundingClientRect().height + "px");
    if (top) form.style.setProperty("--top", top.getBoundingClientRect().height + "px");
  }

  // The rows a round sheet was sent with empty once, by seat, in that round (pt78: Enter sent five rows and
  // left Zoë's round open without a word): marked on the form, and sent without them on a second tap only.
  let leftOut = null;
  // The round sheet: every player's score in one place, typed in one go on the number keyboard
  // (Next moves down, Enter in the last field or the button sends it), one action for the round.
  function sheet(snap, T) {
    const st = snap.state, P = snap.players;
    const fields = P.map((p, i) => h("input.amount", { type: "number", inputmode: "numeric", id: "rs-" + p.seat, placeholder: t("± points"),
      enterkeyhint: i < P.length - 1 ? "next" : "done", autocomplete: "off", "aria-label": t("Points for {name}", { name: p.name }) }));
    fields.forEach((f, i) => f.addEventListener("keydown", (e) => {  // the last field's Enter submits the form
      if (e.key === "Enter" && i < fields.length - 1) { e.preventDefault(); fields[i + 1].focus(); }
    }));
    // Empty rows of players with nothing in this round yet: sent without them, their round stays open.
    const empty = () => (st.rounds ? P.filter((p, i) => fields[i].value.trim() === "" && !entered(st, p.seat, st.round)) : []);
    const notes = P.map((p) => h("small.left-note", { id: "rs-left-" + p.seat, hidden: true }, t("No score: the round stays open")));
    const rows = P.map((p, i) => h("div.sheet-row", { style: { "--pc": p.color } },
      h("label", { for: "rs-" + p.seat }, h("span.dot"), h("span.who", {}, p.name,
        // A score already in this round (from a card): the sheet adds to it, so it says so.
        st.rounds && entered(st, p.seat, st.round) ? h("small.so-far", { "data-k": "so-far" + p.seat },
          t("{points} so far this round", { points: C.num(st.by_round[p.seat][st.round - 1]) })) : null, notes[i])), fields[i]));
    const button = h("button.btn.primary.send", { type: "submit" }, t("Enter these scores"));
    // The rows left out once and still empty are marked, the button says it sends without them;
    // a row typed in loses its mark at once.
    const mark = () => {
      const out = leftOut && leftOut.round === st.round ? empty().filter((p) => leftOut.seats.includes(p.seat)) : [];
      P.forEach((p, i) => {
        const on = out.includes(p);
        rows[i].classList.toggle("left-out", on);
        notes[i].hidden = !on;
        if (on) fields[i].setAttribute("aria-describedby", notes[i].id); else fields[i].removeAttribute("aria-describedby");
      });
      button.textContent = out.length ? tn("Enter without {n} player", "Enter without {n} players", out.length, { n: out.length }) : t("Enter these scores");
    };
    const send = async (e) => {
      e.preventDefault();
      const bad = fields.findIndex((f) => f.value.trim() !== "" && !Number.isInteger(Number(f.value)));
      if (bad >= 0) { T.toast(t("{name}: a whole number, please", { name: P[bad].name }), true); fields[bad].focus(); return; }
      const scores = {};
      fields.forEach((f, i) => { if (f.value.trim() !== "") scores[P[i].seat] = Number(f.value); });
      if (!Object.keys(scores).length) { fields[0].focus(); return; }
      // A row empty for the first time is shown, not sent past: its field to type in, if it was forgotten.
      const out = empty();
      if (out.length && !(leftOut && leftOut.round === st.round && out.every((p) => leftOut.seats.includes(p.seat)))) {
        leftOut = { round: st.round, seats: out.map((p) => p.seat) };
        mark();
        fields[P.indexOf(out[0])].focus();
        return;
      }
      for (const [i, f] of fields.entries()) {  // an odd amount asked about first; cancelled, every field keeps its digits
        if (f.value.trim() !== "" && !(await plausible(st, P[i].name, Number(f.value)))) { f.focus(); f.select(); return; }
      }
      leftOut = null;  // sent without them: the page drawn with the answer marks no row (refused, the next tap asks again)
      const typed = C.scorePadMore.typedMeanwhile();
      const done = await T.act({ type: "score_round", scores }).finally(typed.stop);
      if (!done && !Object.keys(waiting(T)).length) return;  // refused: the fields keep what was typed, the toast says which entry
      // Sent: empty the fields the re-render kept, and put the keyboard away; a field typed in while the answer
      // was on its way keeps it (the next round's scores, typed at once).
      for (const seat of Object.keys(scores)) typed.empty("rs-" + seat);
    };
    const title = st.rounds ? t("Enter round {n}", { n: st.round }) : t("Enter a round");
    const form = h("form.round-sheet", { onsubmit: send, "aria-label": title }, h("h2", {}, title), rows, button);
    form.addEventListener("input", mark);
    // Marked once the frame has put back what was typed (a re-render draws the fields empty first).
    mark();
    requestAnimationFrame(mark);
    return form;
  }

  // The categories a seat has an entry in this round (none without rounds).
  const filledIn = (st, seat) => (st.rounds && st.filled && st.filled[seat] && st.filled[seat][st.round - 1]) || [];
  // The host's grid (score-pad.grid.js), given what it shares with the page.
  const hostGrid = C.scorePadGrid({ complete, plausible, waiting, filledIn, folder: (...a) => folder(...a), heldFold,
    fix: (seat, category, round) => { fixing = { seat, category, near: round, grid: true }; } });
  // Each own card's category: {round, cat, step}, a new round starting at its first empty category.
  const cursors = {};
  function cursor(st, seat) {
    const k = cursors[seat];
    if (k && k.round === st.round) return k;
    const first = st.categories.find((c) => !filledIn(st, seat).includes(c)) || st.categories[0];
    return (cursors[seat] = { round: st.round, cat: first, step: k ? k.step + 1 : 0 });
  }
  // After an undo the undone entry's card goes back to its category (pt28: the picker stayed on the
  // next one, so the amount typed again would have gone there): the undos after `rewound`.
  let rewound = null;
  function rewind(snap) {
    const log = snap.log || [], last = log.length ? log[log.length - 1].seq : 0;
    if (rewound === null || last <= rewound) { rewound = Math.max(rewound || 0, last); return; }  // the log at load is old news
    for (const u of log.filter((x) => x.seq > rewound && x.type === "undo")) {
      for (const x of log.filter((y) => u.data.undoes.includes(y.seq) && y.type === "scored" && y.data.category && y.data.round === snap.state.round)) {
        const k = cursors[x.data.seat];
        if (k) Object.assign(k, { cat: x.data.category, step: k.step + 1 });  // a new step: the picker is drawn afresh
      }
      hostGrid.undone(snap, u);  // an undone grid's values go back into its fields
    }
    rewound = last;
  }
  // "Place 1" on a card's status line during play (the end screen has the standings).
  function place(st, seat) {
    const at = !st.finished && places(st);
    return at ? h("span.place" + (at[seat] === 1 ? ".first" : ""), { "data-k": "place" + seat }, t("Place {n}", { n: at[seat] })) : null;
  }
  function card(snap, p, T, live, pending) {
    const st = snap.state;
    const amount = h("input.amount", { type: "number", inputmode: "numeric", id: "amount-" + p.seat, "aria-label": t("Points for {name}", { name: p.name }), placeholder: t("± points") });
    // Its id names the round and the cursor's step: the frame keeps a picked category across
    // re-renders by id, and a new round, or a typed entry, picks the next empty one (pt11, pt20).
    const k = cursor(st, p.seat), filled = filledIn(st, p.seat);
    // The typed amount's button names its category (pt36: after a +5 Gold, a 3 meant for Quests
    // went into Gold too): quick taps stay on the category to count up, a typed amount moves on.
    const addTo = (c) => (c ? t("Add to {category}", { category: c }) : t("Add"));
    const add = h("button.btn.add", { type: "submit" }, addTo(st.categories.length ? k.cat : null));
    const cat = st.categories.length ? h("select", { "aria-label": t("Category for {name}", { name: p.name }), id: `cat-${p.seat}-r${st.round}-${k.step}`,
      onchange: (e) => { k.cat = e.target.value; add.textContent = addTo(k.cat); } }, st.categories.map((c) => h("option", { value: c, selected: c === k.cat }, filled.includes(c) ? c + " ✓" : c))) : null;
    // The round it was tapped in goes with it: sent later (offline), it is not booked to the round the table
    // moved on to meanwhile (pt76: +2 tapped in round 2 landed in round 3, ticked as entered there).
    // A card of a seat the host's phone holds (passed round) is that player's own: entered in their name, not
    // logged as the host's (or the seat it rests on) correcting them (pt102: "… (changed by the host)").
    const by = T.creds() && T.creds().host && T.holds(p.seat) ? { by: p.seat } : {};
    const score = (delta, category = cat && cat.value) => T.act({ type: "score", seat: p.seat, delta, ...by, ...(category ? { category } : {}), ...(st.rounds ? { round: st.round } : {}) });
    // A typed amount is the category's score: the picker moves on (a quick ±1/±5 stays, to add again).
    // Without rounds, the next category in order (pt120: a 7 Wonders tally stayed on Military, then on Coins).
    // Entries waiting to be sent (offline) count as made (pt124: the picker went back to a category queued already).
    const queued = () => T.waiting(p.seat, "score").filter((a) => a.round === st.round && a.category).map((a) => a.category);
    // The round's last empty category entered: the keyboard goes away (pt131: the field stayed focused on it, and
    // the next number typed went to that category again).
    const moveOn = () => {
      if (!cat) return;
      const next = nextEmpty(st, p.seat, cat.value, queued());
      Object.assign(k, { cat: next || cat.value, step: k.step + 1 });
      if (!next && st.rounds) amount.blur();
    };
    const done = complete(st, p.seat, st.round), some = !done && entered(st, p.seat, st.round) && st.filled;
    return h("section.score-card", { style: { "--pc": p.color }, "aria-label": p.name },
      h("header", {}, h("span.dot"), h("strong", {}, p.name),
        h("output.total", { "data-k": "t" + p.seat, "aria-label": t("{name}'s score", { name: p.name }) }, C.num(st.totals[p.seat]))),
      pending !== undefined ? h("p.waiting", { "data-k": "w" + p.seat },  // greyed: not on the table yet
        t("{points} waiting to be sent", { points: (pending > 0 ? "+" : "") + C.num(pending) })) : null,
      h("div.card-status", {}, st.rounds && !st.finished && (done || pending === undefined) ? h("p.entered" + (done ? ".on" : ""), { "data-k": "e" + p.seat },
        done ? "✓ " + (st.categories.length ? t("Round {n} done: every category entered", { n: st.round }) : t("Entered this round")) : some ? t("{n} of {of} categories entered", { n: st.filled[p.seat][st.round - 1].length, of: st.categories.length })
          : t("Not yet this round")) : null, place(st, p.seat)),
      live && cat ? h("label.card-cat", {}, t("Category"), cat) : null,
      live ? h("div.quick", {}, [-5, -1, 1, 5].map((d) => h("button.btn.big", { "aria-label": t("{points} for {name}", { points: (d > 0 ? "+" : "") + d, name: p.name }), onclick: () => score(d) }, (d > 0 ? "+" : "") + d))) : null,
      live ? h("form.typed", { onsubmit: async (e) => {
        e.preventDefault();
        const d = parseInt(amount.value, 10);
        // A 0 is an entry in a round: it fills the category (pt20: a typed 0 did nothing, silently).
        if (Number.isNaN(d) || (d === 0 && !st.rounds)) { amount.focus(); return; }
        // Moved on and emptied before the move is made: made offline, it draws the card again at once, and the
        // card then kept the amount and the category it had (pt124: a -2 meant for Penalty went to Bonus).
        if (await plausible(st, p.name, d, cat && cat.value)) { const c = cat && cat.value; moveOn(); amount.value = ""; score(d, c); } else { amount.focus(); amount.select(); }  // cancelled: the field keeps it, selected (pt102: digits typed next ran on: "120126")
      } },
        amount, add) : null);
  }

  // Categories, then one row per round played (a past round's entry corrected in place), then the
  // totals; a column per player under a coloured initial, so six long names fit 360 px.
  function grid(snap, T, live) {
    const st = snap.state, P = snap.players, head = heads(P);
    const rows = st.categories.map((c, ci) => h("tr", {}, h("th", { scope: "row" }, c), P.map((p) => h("td", { "data-k": `c${ci}s${p.seat}` }, cellOf(snap, T, live, p, c)))));
    // An older table's points outside every category: their own row, so the rows add up to the total.
    if (st.other) rows.push(h("tr", { "data-k": "other" }, h("th", { scope: "row" }, t("Other")), P.map((p) => h("td", {}, C.num(st.other[p.seat])))));
    for (let r = 1; r <= Math.min(st.round, st.rounds); r++) {
      rows.push(h("tr" + (r === st.round && !st.finished ? ".now" : ""), {}, h("th.rnd", { scope: "row" }, t("Round {n}", { n: r })),  // pt20: a bare "1" read as a category
        P.map((p) => h("td", { "data-k": `r${r}s${p.seat}` }, entry(snap, T, live, p, r)))));
    }
    const wrap = h("div.grid-wrap", {}, h("table.grid.pad-grid", {},
      h("thead", {}, h("tr", {}, h("th"), P.map((p, i) => h("th", { scope: "col", title: p.name, "aria-label": p.name, style: { "--pc": p.color } },
        h("span.dot"), h("span.initial.pname.short", { "aria-hidden": "true", "data-full": p.name }, head[i]))))),  // whole on a tap (pt41)
      h("tbody", {}, rows),
      h("tfoot", {}, h("tr", {}, h("th", { scope: "row" }, t("Total")), P.map((p) => h("td", {}, C.num(st.totals[p.seat])))))));
    requestAnimationFrame(() => wrap.classList.toggle("scrolls", wrap.scrollWidth > wrap.clientWidth + 1));  // drawn: measured
    return wrap;
  }
  // The cell being corrected, kept across re-renders until sent or cancelled: a category's ({seat, category},
  // `near`: the grid's round it was tapped on, `grid`: tapped there) or, on a table without categories, a round's ({seat, round}).
  let fixing = null;
  // The editor under the table opened: the keyboard on its first field, its digits selected to type over.
  const openFix = (T, what) => {
    fixing = what;
    T.render();
    const f = document.querySelector(".cell-fix input");
    if (f) { f.focus(); f.select(); }
  };
  // A category's total for a player; tapped, that category's points in each round, each in its own
  // field (pt11: a correction showed the round's total beside a category picker, and one guessed).
  function cellOf(snap, T, live, p, c) {
    const st = snap.state, shown = C.num(st.by_category[p.seat][c]);
    // Without rounds the cell is the category's total, corrected as it is (pt120: an 81 typed for 18 was no button).
    if (!live || (st.rounds && !st.cells)) return shown;
    return h("button.cell", { type: "button", "aria-label": t("{category} for {name}", { category: c, name: p.name }) + ": " + shown,
      onclick: () => openFix(T, { seat: p.seat, category: c }) }, shown);
  }
  // A label that names the player whole or cut by a word's ellipsis, never broken inside a word (pt51),
  // where the words of `said` (the name given as "\u0000") put it.
  const named = (said, name) => { const [before, after] = said.split("\u0000"); return h("span", {}, before, whole(name), after); };
  // The editor's Save and Cancel (Escape in a field cancels too).
  const fixButtons = (close) => h("div.row", {}, h("button.btn.primary", { type: "submit" }, t("Save")), h("button.btn", { type: "button", onclick: close }, t("Cancel")));
  const fixForm = (attrs, close, ...kids) => {
    const form = h("form.cell-fix", attrs, ...kids, fixButtons(close));
    form.addEventListener("keydown", (e) => { if (e.key === "Escape") close(); });
    return form;
  };
  // The tapped cell's editor under the table: "Quests, round 1, Wilhelmina" and her 5, a field a round.
  function cellFix(snap, T) {
    if (!fixing.category) return roundFix(snap, T);
    if (!snap.state.rounds) return totalFix(snap, T);
    const st = snap.state, p = snap.players[fixing.seat], c = fixing.category, ci = st.categories.indexOf(c);
    if (!p || ci < 0) { fixing = null; return null; }
    const fields = [];
    for (let r = fixing.near || 1; r <= Math.min(st.round, st.rounds); r++) {  // from the grid: the round it showed on
      // A cell not entered yet starts empty, so a round left as it was sends nothing (pt115: its 0 went as a
      // correction, "Birds in round 3 corrected (0)", into the round still being played).
      const entered = st.filled[p.seat][r - 1].includes(c);
      fields.push({ r, f: h("input.amount", { type: "number", inputmode: "numeric", id: `fix-${p.seat}-${ci}-${r}`, value: entered ? st.cells[p.seat][r - 1][c] : null, autocomplete: "off" }) });
    }
    const close = () => { fixing = null; T.render(); };
    const send = async (e) => {
      e.preventDefault();
      for (const { r, f } of fields) {
        if (f.value.trim() === "") continue;
        const points = Number(f.value);
        if (!Number.isInteger(points)) { T.toast(t("{name}, {category}: a whole number, please", { name: p.name, category: c }), true); f.focus(); return; }
        if (points === st.cells[p.seat][r - 1][c] && st.filled[p.seat][r - 1].includes(c)) continue;  // an empty cell's 0 fills it
        if (!(await T.act({ type: "correct", seat: p.seat, round: r, category: c, points })) && !T.queued().length) return;  // refused: the fields keep it
      }
      close();
    };
    return fixForm({ onsubmit: send, "aria-label": t("{category} for {name}", { category: c, name: p.name }), style: { "--pc": p.color } }, close,
      fields.map(({ r, f }) => h("label.fix-row", { for: f.id }, named(t("{category}, round {n}, {name}", { category: c, n: r, name: "\u0000" }), p.name), f)));
  }
  // A category's total on a table without rounds: "Science for Александра", her 81, Save or Cancel.
  function totalFix(snap, T) {
    const st = snap.state, p = snap.players[fixing.seat], c = fixing.category, ci = st.categories.indexOf(c);
    if (!p || ci < 0) { fixing = null; return null; }
    return oneFix(T, p, { id: `fix-${p.seat}-${ci}`, was: st.by_category[p.seat][c], same: true,
      said: (name) => t("{category} for {name}", { category: c, name }), bad: t("{name}, {category}: a whole number, please", { name: p.name, category: c }),
      action: (points) => ({ type: "correct", seat: p.seat, category: c, points }) });
  }
  // One value's editor under the table: its label naming the player, the value, Save or Cancel (Escape too).
  // `same`: the value as it was changes nothing; `said(name)`: the label with the player's name in it.
  function oneFix(T, p, { id, was, same, said, bad, action }) {
    // Its name said plainly too: the label's name carries the breaks that keep it whole on screen.
    const f = h("input.amount", { type: "number", inputmode: "numeric", id, value: was, autocomplete: "off", enterkeyhint: "done", "aria-label": said(p.name) });
    const close = () => { fixing = null; T.render(); };
    const send = async (e) => {
      e.preventDefault();
      const v = Number(f.value);
      if (f.value.trim() === "" || (v === was && same)) return close();  // nothing to change
      if (!Number.isInteger(v)) { T.toast(bad, true); f.focus(); return; }
      if (!(await T.act(action(v))) && !T.queued().length) return;  // refused: the field keeps it
      close();
    };
    return fixForm({ onsubmit: send, "aria-label": said(p.name), style: { "--pc": p.color } }, close,
      h("label.fix-row", { for: f.id }, named(said("\u0000"), p.name), f));
  }
  // A past round's editor on a table without categories, under the table as a category cell's is (pt78: a
  // bare field in the cell said neither whose score nor which round, had no OK, and widened its column):
  // "Correct Zoë's round 1", her score, Save or Cancel.
  function roundFix(snap, T) {
    const st = snap.state, p = snap.players[fixing.seat], r = fixing.round;
    if (!p || !(r >= 1 && r <= Math.min(st.round, st.rounds))) { fixing = null; return null; }
    return oneFix(T, p, { id: `fix-${p.seat}-r${r}`, was: st.by_round[p.seat][r - 1], same: entered(st, p.seat, r),
      said: (name) => t("Correct {name}'s round {n}", { name, n: r }), bad: t("{name}: a whole number, please", { name: p.name }),
      action: (score) => ({ type: "correct", seat: p.seat, round: r, score }) });
  }
  // One round's entry: its score ("–" before one is entered); tapped, its editor opens under the table and
  // the cell stays as wide as it was, marked as the one being corrected. With categories the category
  // cells correct instead: a round's total says nothing of where it went.
  function entry(snap, T, live, p, r) {
    const st = snap.state, shown = entered(st, p.seat, r) ? C.num(st.by_round[p.seat][r - 1]) : "–";
    if (!live || st.categories.length) return shown;
    const open = !!fixing && !fixing.category && fixing.seat === p.seat && fixing.round === r;
    return h("button.cell", { type: "button", "aria-label": t("Correct {name}'s round {n}", { name: p.name, n: r }) + ": " + shown,
      "aria-current": open ? "true" : null, onclick: () => openFix(T, { seat: p.seat, round: r }) }, shown);
  }

  // Its own toasts (tell) say others' scores; the host's grid, corrections and the round's moves are the host's own.
  // The log strip says a grid as one line, as its undo does (pt28: it showed the last category's
  // line alone, "+3 … (Relics)" after a +14 round, which read as wrong scores).
  const strip = (snap, e) => { const grid = gridOf(snap.log.filter((x) => !x.undone), e); return grid.length > 1 ? gridLine(grid, snap.players) : e.text; };
  // Whether a seat has played (a score in any round, or points): a player added late is then no longer taken off.
  const played = (snap, seat) => { const st = snap.state; return !!((st.entered && st.entered[seat] || []).some(Boolean) || st.totals[seat]); };
  C.table.register("score-pad", { render, badge, strip, played, endNamed: true, tells: true, tableWide: ["score_grid", "score_round", "correct", "next_round", "finish", "name_game", "add_player", "remove_player"] });
})();
