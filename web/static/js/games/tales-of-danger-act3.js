// Tales of Danger, Act 3's sheets: prepare a Segment, complete it, Forage (fetched once Act 3 begins,
// by tales-of-danger.js). `X` is the table's: its S, T and ME read live, as the sheets are drawn again.
"use strict";
C.todAct3 = function (X) {
  const { h, B, go, done, chip, card, costText, cs, W, F, ui, again, open, pct, stepper, reshuffled, mayPrepare } = X;
  function picker(onpick, disabled, sel, why) {
    return h("div.chips.grid", {}, X.S.cost_cards.map((c) => chip(c.key, { disabled: disabled, "data-why": why || null, "aria-pressed": sel === undefined ? null : String(sel === c.key), onclick: () => { onpick(c.key); again(); } })));
  }
  // The cards tapped so far, set apart from the choices under them and each with its ✕ (pt65: the same
  // chips as the choices, with nothing to say they were the picks, nor how to take one back).
  function picked(list) {
    if (!list.length) return null;
    return h("div.picked", { "data-k": "picked" }, h("p.small", {}, t("Tapped so far (a tap takes one back):")),
      h("div.chips", {}, list.map((k, n) => {
        const b = chip(k, { "aria-label": t("Remove {card}", { card: costText(card(k)) }), onclick: () => { list.splice(n, 1); again(); } });
        b.append(h("span.x", { "aria-hidden": "true" }, " ✕"));
        return b;
      })));
  }
  // The app draws only from the cards it has not seen: with fewer left, its draw waits for a reshuffle (the server refuses it too).
  const deckShort = (n) => (X.S.odds.unknown < n
    ? { disabled: true, "data-why": t("The app has seen every card left in the deck: enter the cards you drew, or mark the reshuffle under Odds") } : {});
  // ... and says so in words under the greyed button, with the reshuffle one tap away (pt14: the reason
  // was only a tooltip, the fix five taps and a scroll away under Odds).
  function deckOut(n) {
    if (X.S.odds.unknown >= n) return null;
    return h("div.deck-out", { "data-k": "deckout" },
      h("p.small", {}, (X.S.odds.unknown ? tn("Only {n} card of the deck is left that the app has not seen.", "Only {n} cards of the deck are left that the app has not seen.", X.S.odds.unknown)
        : t("The app has seen every card of the deck.")) + " " + t("Shuffle the discards into the deck and tap Deck reshuffled, or enter the cards you drew below.")),
      B("", t("Deck reshuffled"), reshuffled, { "data-k": "reshuffle" }));
  }
  // Half the Difficulty cards show two ships (51 of 102): the sheet starts there, one tap from the others
  // (few taps to complete and prepare the next, issue #26), and says so beside the Cost cards and on
  // "Draw 2 Cost cards for me", so a player whose card shows 1 or 3 sees it before the Segment is laid out (RE8816).
  const USUAL_DIFFICULTY = 2;
  function openPrepare() { ui.prep = { d: USUAL_DIFFICULTY, costs: [] }; open("prepare", t("Prepare a Segment"), prepareSheet); }
  function prepareSheet() {
    const o = ui.prep, drawn = t("Cost cards drawn: {n} of {d}", { n: o.costs.length, d: o.d });
    // The Segment is set by the tap on its last Cost card: the Difficulty says how many there are.
    const pick = (k) => { o.costs.push(k); if (o.costs.length === o.d) go({ type: "prepare_segment", difficulty: o.d, costs: o.costs }); };
    const ours = o.own || o.costs.length > 0;
    // With the real deck's cards the count under the row says what it sets ("0 of 2"): no label above it.
    const difficulty = [ours ? null : h("p", {}, t("Difficulty (ships):")),
      h("div.pick", {}, [1, 2, 3].map((d) => B(".big" + (o.d === d ? ".on" : ""), d, () => { o.d = d; o.costs.length = Math.min(o.costs.length, d); again(); },
        { "aria-label": t("Difficulty {d}", { d }), "aria-pressed": String(o.d === d) })))];
    // The rulebook's steps: the Difficulty card, then the Cost cards from the deck. When the app draws those, its
    // own line says to take none: the second step would say the opposite under it (pt130).
    const steps = h("ol.steps.small", {}, X.S.text.prepare.slice(0, ours ? undefined : 1).map((x) => h("li", {}, x)));
    // Two ways, as the Sponsors' draw: the app draws, or "We drew…" turns the sheet to the real deck's Cost
    // cards (pt66: under the app's draw and its words they began below the screen, a scroll every Segment).
    if (!ours) {
      return h("div.tods", {}, ...difficulty,
        o.d === USUAL_DIFFICULTY ? h("p.small.usual", {}, t("Two ships is the usual card: tap 1 or 3 above if yours shows another.")) : null,
        // The app draws as many Cost cards as the Difficulty picked above, and says how many (never a silent 2).
        h("div.draw-pair", {}, B(".primary", tn("Draw {n} Cost card for me", "Draw {n} Cost cards for me", o.d),
          () => go({ type: "prepare_segment", difficulty: o.d }), { "data-k": "drawme", ...deckShort(o.d) }),
          B("", t("We drew…"), () => { o.own = true; again(); }, { "data-k": "wedrewbtn" }), deckOut(o.d)),
        // The app's draw is a deck of its own (pt19: the table could not tell what to do with the real one).
        h("p.small", { "data-k": "appdeck" }, t("The app draws them for you: take no Cost cards from the deck.")), steps);
    }
    return h("div.tods", {}, ...difficulty,
      h("p", {}, drawn, h("br"), h("small", { "data-k": "wedrew" }, t("We drew them ourselves: tap each Cost card, the last one lays out the Segment."))),
      picked(o.costs), picker(pick, o.costs.length >= o.d, undefined, drawn), steps);
  }
  // What the Segment still asks once the chosen cancels are discarded: [Crew, Supplies].
  function owed(g, cancels) {
    let c = g.need[0], n = g.need[1];
    cancels.forEach((x) => { c -= g.savings[x][0]; n -= g.savings[x][1]; });
    return [Math.max(0, c), Math.max(0, n)];
  }
  // The bonus cards a Segment gives, taken before its Journal: said after the verdict and the discards owed.
  const bonusFirst = (g) => (g.bonus ? tn("take {n} bonus card first", "take {n} bonus cards first", g.bonus) : "");
  function verdict(g, o) {
    const [c, n] = owed(g, o.cancels);
    const mc = Math.max(0, c - o.crew), mn = Math.max(0, n - o.supplies);
    if (mc || mn) return [false, t("Missing {what}", { what: cs(mc, mn) })];
    const wc = o.crew - c, wn = o.supplies - n;
    return [true, [t("Pays"), wc || wn ? t("wasted {what}", { what: cs(wc, wn) }) : "",
      bonusFirst(g)].filter(Boolean).join(" · ")];
  }
  function completeSheet() {
    const o = ui.pay, g = X.ME !== null && X.S.players[X.ME] ? X.S.players[X.ME].segment : null;  // the game may have ended under it
    if (!g) return h("p", {}, t("No Segment to complete."));
    const [pays, said] = verdict(g, o), [c, n] = owed(g, o.cancels);
    const prompt = t("Tap the Journal you add face down (its ship number):");
    // A Journal completes only when the checker passes, as the house ruling says (pt85: "complete anyway?
    // Tap 1 again" read as completing it unpaid); otherwise the tap completes nothing and the verdict says
    // what is missing, the steppers and "Discarded exactly" right above it.
    const used = o.crew > 0 || o.supplies > 0;
    const tap = (j) => { if (pays) complete(j); else { o.tried = true; again(); } };
    // Before any discard is entered the line says what is owed after the cancels, worded as the
    // rulebook's "match or exceed" (pt31); nothing is assumed (RE8816).
    const owes = c || n ? t("Discard at least {what}", { what: cs(c, n) }) : t("Nothing to discard");
    const exactly = [owes, bonusFirst(g)].filter(Boolean).join(" · ");
    // The bonus card goes with the instruction's small line, not the bold one (pt65: "Discard at least 4 Crew,
    // 2 Supplies · take 1 bonus card first" took three bold lines in English, four in German and Russian).
    const status = !used && !o.tried ? h("p.exactly", { "data-k": "exactly" }, h("strong", {}, owes))
      : h("p.verdict" + (pays ? ".ok" : ".no"), { role: "status", "data-k": "verdict" }, said);
    // Held at the sheet's foot while the rest scrolls under it: the verdict, the instruction and the row
    // it speaks of in view together (pt49), one short line each, so the cancels stay above it (pt85).
    const foot = h("div.jfoot", {}, status, h("p.small.jprompt", { "data-k": "jprompt" }, !used && g.bonus
      ? tn("Take {n} bonus card first, then tap the Journal you add face down:", "Take {n} bonus cards first, then tap the Journal you add face down:", g.bonus)
      : t("Then tap the Journal you add face down:")), h("div.pick.quick", { role: "group", "aria-label": prompt }, [1, 2, 3, null].map((j) => {
      const l = j ? t("Journal {j}", { j }) : t("No Journal");
      // Greyed until the discards pay (pt96: they looked ready before); a tap still says what is missing, in the foot.
      const wait = pays ? {} : { "aria-disabled": "true", "data-told": "" };
      return B(j ? ".primary.big" : ".big", j ?? t("No card"), () => tap(j), { "aria-label": used ? l : `${l} (${exactly})`, ...wait });
    })));
    // A stepper's tap is the player's own count: "exactly" no longer follows the cancels.
    const touched = () => { o.exact = false; };
    const setExact = () => { [o.crew, o.supplies] = owed(g, o.cancels); };
    // One tap for the commonest payment, what is owed after the cancels tapped (pt85: 13 taps for
    // 5 Crew and 6 Supplies); it sets the steppers, so the verdict says it pays before a Journal is tapped.
    const isExact = used && o.crew === c && o.supplies === n;
    const exact = c || n ? B(".exact" + (isExact ? ".on" : ""), t("Discarded exactly {what}", { what: cs(c, n) }),
      () => { o.exact = true; setExact(); again(); }, { "data-k": "exact", "aria-pressed": String(isExact) }) : null;
    // The costs, the cards that cancel, then the discards the checker needs (what is owed after the
    // cancels), all in view above the foot at 360x740, 130 % in German (pt77, pt85).
    return h("div.tods.pay", {}, h("div.chips", {}, g.costs.map((k) => chip(k))),
      Object.keys(g.savings).length ? h("p.small", {}, t("Cards that cancel a cost: tap each one you discard")) : null,
      h("div.pick.cancels", {}, Object.keys(g.savings).map((x) => {
        const on = o.cancels.includes(x), sv = g.savings[x];
        return B(on ? ".on" : "", [W.cancels[x], h("small", {}, " " + (sv[0] || sv[1] ? "−" + cs(sv[0], sv[1]) : t("(nothing)")))], () => {
          o.cancels = on ? o.cancels.filter((y) => y !== x) : [...o.cancels, x];
          if (o.exact) setExact();  // "exactly" keeps paying exactly what is owed after the cancels
          again();
        }, { "aria-pressed": String(on) });
      })),
      // The group is named for a screen reader only: "Discarded exactly" and the steppers' labels say it on the screen.
      h("div.discards", { "data-k": "discards", role: "group", "aria-label": t("Your discards:") }, exact,
        h("div.steppers", {}, stepper(t("Crew"), o, "crew", 0, 40, touched), stepper(t("Supplies"), o, "supplies", 0, 40, touched))),
      h("ol.steps.small", {}, X.S.text.complete.map((x) => h("li", {}, x))), foot);
  }
  // The Journal's tap completes the paid Segment; then the rulebook's next step, on the same turn,
  // opens by itself: prepare the next Segment (not after the 5th, nor on a final turn).
  function complete(journal) {
    // The seat that completes: once the answer is drawn, a host phone passed round may already
    // follow the next seat, or none (pt14: the final round handed the turn to another phone).
    const o = ui.pay, seat = X.ME;
    if (o.sent) return;  // a second quick tap would complete it twice (the second refused, with a toast)
    o.sent = true;
    X.T.act({ type: "complete_segment", crew: o.crew, supplies: o.supplies, cancels: o.cancels, journal }).then((r) => {
      o.sent = false;
      if (!done(r)) return;  // refused, and said so: the sheet stays for another try
      X.T.closeSheet();
      if (r && r.state.phase === "act3" && seat === X.ME && mayPrepare(r.state, seat)) openPrepare();  // the answer's state: the screen may not be redrawn yet
    });
  }
  // The tap on the card kept forages (one tap after the sheet opens); the other three, for the
  // odds only, are entered first if at all, folded above it.
  function forageSheet() {
    const o = ui.forage, flip = X.ME !== null && X.S.players[X.ME] ? X.S.players[X.ME].flip : null;
    const f = X.S.odds.forage[F.label_styles.fish].p;
    const keep = (k, others) => { if (!o.sent) { o.sent = true; go({ type: "forage", cost: k, others }).finally(() => (o.sent = false)); } };
    // The app flipped (here or on another phone of this seat): the pick is among its four, the rest go to the hand.
    if (flip) return h("div.tods", { "data-k": "flipped" }, h("p", {}, h("strong", {}, t("Flipped by the app: tap the one you add as a Segment Cost card:"))),
      h("div.chips.grid.keep-pick", {}, flip.map((k) => chip(k, { onclick: () => keep(k) }))),
      h("p.small", { "data-k": "hand3" }, t("For your hand: take 3 cards from the deck.")));
    // The two ways first, each with its taps in view at 360 px, 130 % (pt44: the chips of "we flipped 4
    // ourselves" lay under the odds and the optional hand cards, below the fold); those two after them.
    return h("div.tods.forage", {},
      // Answered, the sheet shows the four to pick from; waiting offline, it closes (pt60: it stayed, and a second tap flipped twice).
      h("div.draw-pair", {}, B(".primary", t("Flip 4 for me"), () => X.T.act({ type: "forage_flip" }).then((r) => !r && done(r) && X.T.closeSheet()), { "data-k": "flipme", ...deckShort(4) }), deckOut(4)),
      h("p.small", { "data-k": "appdeck" }, t("Flipped by the app: then take 3 cards from the deck for your hand.")),
      h("p", {}, h("strong", { "data-k": "weflipped" }, t("Or we flipped 4 ourselves: tap the one you add as a Segment Cost card:"))),
      h("div.keep-pick", {}, picker((k) => keep(k, o.others))),
      h("p.small", {}, t("Chance of a {label} among them: {p}", { label: W.labels[F.label_styles.fish], p: pct(f) })),
      h("details", { open: o.others.length > 0 }, h("summary", {}, t("Optional: the 3 cards that go to your hand ({n} of 3 entered), for truer odds", { n: o.others.length })), picked(o.others),
        picker((k) => o.others.push(k), o.others.length >= 3, undefined, t("All 3 cards for your hand are entered"))));
  }
  const openComplete = () => { ui.pay = { crew: 0, supplies: 0, cancels: [] }; open("complete", t("Complete your Segment"), completeSheet); };
  const openForage = () => { ui.forage = { cost: null, others: [] }; open("forage", t("Forage"), forageSheet); };
  return { openPrepare, openComplete, openForage };
};
