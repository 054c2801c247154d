// Tales of Danger: Sponsors and Acts; each voyage as five ship slots; cost checker; exact odds; final tally.
"use strict";
(function () {
  const { h, s } = C;
  // The game's facts come from Python with the page: a Cost card's label -> the style it is drawn in.
  const F = JSON.parse(document.getElementById("table-data").textContent).facts;
  const LC = Object.fromEntries(Object.entries(F.label_styles).map(([style, label]) => [label, style]));
  // The game's words in the page's language, by their English keys (labels, cancel cards, Sponsor values).
  const W = F.words;
  const ui = {};
  let S, T, ME;
  const B = (cls, label, fn, a) => h("button.btn" + cls, Object.assign({ onclick: fn }, a), label);
  // A sheet's move sent, or queued offline (it waits under the sheet, counted in the offline banner): the
  // sheet has done its part and closes (pt31: it stayed open offline, its buttons live for a second move).
  const done = (r) => !!r || T.queued().length > 0;
  // This seat's moves of these types waiting to be sent (offline): they show as made, not offered a second time.
  const waiting = (...types) => T.waiting(ME, ...types);
  // A hand marked full: a mark this phone made waiting to be sent (offline) counts as made.
  const handFull = (j) => { const m = j === ME && waiting("hand_full").pop(); return m ? m.full : S.players[j].hand_full; };
  let sending = 0;  // moves of a sheet on their way: their answer closes it (or opens the next step), not moot()
  // `then`: said once the move is taken (the sheet shut).
  const go = (a, then) => { sending++; return T.act(a).then((r) => { if (done(r)) { T.closeSheet(); if (then) then(); } }).finally(() => sending--); };

  const PCT = new Intl.NumberFormat(C.lang, { style: "percent", maximumFractionDigits: 1 });
  const pct = ([n, d]) => PCT.format(d ? Math.round((1000 * n) / d) / 1000 : 0);
  const sum = (xs) => xs.reduce((a, b) => a + b, 0);
  const card = (k) => S.cost_cards.find((c) => c.key === k);
  const cs = (c, n) => [c ? tn("{n} Crew", "{n} Crew", c) : "", n ? tn("{n} Supply", "{n} Supplies", n) : ""].filter(Boolean).join(", ") || t("nothing");
  function costText(c) {
    const l = c.label && W.labels[c.label];
    if (!c.crew && !c.supplies) return l || t("nothing");
    return l ? t("{label}: {cost}", { label: l, cost: cs(c.crew, c.supplies) }) : cs(c.crew, c.supplies);
  }
  function chip(k, attrs) {
    const c = card(k);
    return h((attrs ? "button" : "span") + ".chip." + (LC[c.label] || "plain"), attrs || {}, costText(c));
  }
  function ship(cls, n) {
    return s("svg", { viewBox: "0 0 40 30", class: "ship " + cls, "aria-hidden": "true" },
      s("path", { d: "M2 15h36l-6 13H8z" }), s("path", { d: "M20 1v14M21 3l10 10H21z" }), n ? s("text", { x: 20, y: 25.5 }, n) : null);
  }

  // The host's phone resting on its own player while it keeps seats without a phone goes round the table: its
  // player's Journals lie face down there but on its own turn (pt58: Journal 3 showed while others played).
  // At the end every Journal is turned face up to score (pt59: the end screen kept the host's face down).
  // pt65, pt67: a player may look at their own (a tap shows them for a few seconds, as one lifts a card's corner).
  const PEEK_MS = 5000;
  const peeking = () => !!ui.peek && Date.now() < ui.peek;
  const facedown = (i) => i === ME && S.phase !== "over" && S.turn !== ME && T.passedRound() && !peeking();
  // Journals this view does not hold (a seat passed round reads as the host: nobody's secrets): its points
  // are the ships' and "?" (pt60: "Points 1" read as Maximilian's whole score, his Journal 3 left out).
  const unseen = (p) => p.voyage.some((v) => v.journal === null && v.has_journal);
  function voyage(i, big) {
    const p = S.players[i], slots = [], hidden = { "?": t("face down"), "–": t("none") }, down = facedown(i);
    for (let k = 0; k < 5; k++) {
      const v = p.voyage[k], cur = !v && k === p.voyage.length && p.segment;
      // The Journal as a little card under its ship (a number, never a one-letter abbreviation).
      const j = v ? (v.journal !== null && !down ? String(v.journal) : v.has_journal || v.journal !== null ? "?" : "–") : "";
      slots.push(h("li.slot" + (v ? ".done" : cur ? ".cur" : ""), {
        "aria-label": v ? t("Segment {k}: difficulty {d}, Journal {j}", { k: k + 1, d: v.difficulty, j: hidden[j] || v.journal })
          : cur ? t("Segment {k}: current", { k: k + 1 }) : t("Segment {k}: open", { k: k + 1 }),
      }, ship(v ? "done" : cur ? "cur" : "open", v ? v.difficulty : cur ? p.segment.difficulty : ""), h("span.j" + (v ? ".jcard" : ""), {}, j)));
    }
    return h("ol.voyage" + (big ? ".big" : ""), { style: { "--pc": T.color(i) }, "data-k": "v" + i }, slots);
  }

  function segment(i) {
    const g = S.players[i].segment, flip = S.players[i].flip;
    if (!g) return h("p.muted", {}, S.players[i].voyage.length >= 5 ? t("Voyage complete.") : t("No Segment prepared yet."));
    // What is owed first, over the cards (pt44: in Russian at 360 px, 130 % it lay under the action bar).
    return h("div.seg", { "data-k": "seg" + i },
      h("small.need", { "data-k": "need" + i }, [t("Needs {what}", { what: cs(g.need[0], g.need[1]) }), g.bonus ? tn("{n} bonus card", "{n} bonus cards", g.bonus) : "",
        g.forages ? t("foraged {n}×", { n: g.forages }) : ""].filter(Boolean).join(" · ")),
      h("div.chips", {}, g.costs.map((k) => chip(k))),
      // The app's draws are shown as entered ones are, and said to be the app's.
      g.by_app ? h("small.by-app", { "data-k": "byapp" + i }, t("Cost cards drawn by the app")) : null,
      flip ? h("div.flip", { "data-k": "flip" + i }, h("small", {}, t("Forage: the app flipped these 4 cards")), h("div.chips", {}, flip.map((k) => chip(k)))) : null);
  }

  // ---- Acts 1 and 2 ------------------------------------------------------------------------
  const can = () => ME !== null || !!(T.creds() || {}).host;  // a seat or the host may enter the draw
  const drawnBtn = (cls) => B(cls, t("We drew…"), () => { ui.drawn = []; open("drawn", t("We drew…"), drawnSheet); });
  function drawPair() {  // #14: the app draws, or the table enters its real cards (primary with own cards)
    const own = S.own_components;
    return h("div.draw-pair", {}, B(own ? "" : ".primary", t("Draw for me"), () => T.act({ type: "draw_sponsors" })), drawnBtn(own ? ".primary" : ""));
  }
  function drawnSheet() {
    const o = ui.drawn, k = S.sponsors_to_draw;
    return h("div.tods", {}, h("p", {}, tn("Tap the {n} Sponsor card you drew, by its rank (1 highest):", "Tap the {n} Sponsor cards you drew, by their rank (1 highest):", k)),
      h("div.pick", {}, F.sponsor_ranks.map((r) => {
        const on = o.includes(r);
        const rank = t("Rank {rank}", { rank: r });
        return B(".big" + (on ? ".on" : ""), (on ? "✓ " : "") + rank, () => { if (on) o.splice(o.indexOf(r), 1); else if (o.length < k) o.push(r); again(); }, { "aria-pressed": String(on), "aria-label": rank });
      })),
      B(".primary.big", o.length === k ? tn("This {n} is in play", "These {n} are in play", k) : t("{n} of {k} picked", { n: o.length, k }), () => go({ type: "draw_sponsors", drawn: o }), { disabled: o.length !== k, "data-why": t("{n} of {k} picked", { n: o.length, k }) }));
  }
  function sponsors() {
    if (S.sponsors === null) return h("section.act", { "data-k": "spd" }, h("strong", {}, t("Sponsors in play: {n} of the 6, at random", { n: S.sponsors_to_draw })),
      can() ? h("p.small", {}, t("Draw them from your Sponsor cards, or let the app draw.")) : null);  // who waits: the prompt banner
    const at = S.sponsors_at_table, fresh = S.players.every((p) => p.sponsor === null);
    // One row per Sponsor: its rank, its holder (an ellipsis, whole on a tap) and, once secured, the
    // values its holder read off the card (the rulebook prints none, so none is shown before).
    // Its caption shown: six rows of "Rank 1 free" under the prompt said nothing of what they were (pt130).
    return h("section.sponsors", {}, h("table.tod.spt", {}, h("caption.spt-cap", { "data-k": "spcap" }, t("Sponsors")),
      h("tbody", {}, S.sponsors.map((r) => {
        const o = S.players.findIndex((p) => p.sponsor === r), p = S.players[o];
        return h("tr" + (o >= 0 ? ".taken" : ""), { style: o >= 0 ? { "--pc": T.color(o) } : null, "data-k": "sp" + r },
          h("th", { scope: "row" }, t("Rank {rank}", { rank: r })),
          h("td.holder", {}, h("div", {}, h("span.who", {}, o >= 0 ? whole(T.name(o)) : W.free), p && p.hand_full ? h("b", { title: t("Hand full ✓") }, "✓") : null),
            p && p.sponsor_name ? h("span.sname", { "data-k": "spn" + r }, p.sponsor_name) : null,
            p && p.max !== null ? h("small.vals", { "data-k": "spv" + r }, sponsorValues(p)) : null));
      }))),
      at === null ? null : h("p.small", { "data-k": "spw" }, (at ? t("Drawn at the table.") : t("Drawn by the app.")) + " ", fresh && can() ? drawnBtn(".link") : null));
  }
  // A name that wraps between its words only, never at a hyphen ("Zoë Ellington-" / "Hartleyson", pt19).
  const whole = (name) => name.split(/\s+/).flatMap((w, i) => [i ? " " : "", h("span.nw", {}, w)]);
  // "Start 3 · Market 2 · Max 7": the values as the card prints them, each number held to its word
  // (a no-break space: a narrow cell wraps between the values, never "Max" from its 7).
  const sponsorValues = (p) => ["start", "market", "max"].map((x) => `${W.values[x]}\u00a0${p[x]}`).join(" · ");
  function actCard(i) {
    const p = S.players[i];
    const steps = p.act === 1 ? S.text.act1 : S.text.act2.map((x) => x.replace("{market}", p.market ?? W.values.market).replace("{max}", p.max ?? W.values.max));
    // Passed round, whose card it is (pt112: "Act 2 · Hand limit 9" under Александра's turn was Bartholomew's).
    const act = theirs(i, t("Act {n}", { n: p.act }));
    // In Act 2, how far the table is from Act 3: every hand at its Max, each said by its player (pt112: only the
    // button and a small ✓ in the Sponsor list said who had).
    // A mark this phone made offline counts as made (pt116: "2 of 6" stayed until the connection was back); up to three
    // hands still open are named (pt119: "4 of 6" did not say whose).
    const left = S.players.map((_, j) => j).filter((j) => !handFull(j)), full = S.players.length - left.length;
    const notYet = left.length && left.length <= 3 ? " " + t("Not yet: {names}.", { names: left.map((j) => C.view.called(T, j)).join(", ") }) : "";
    return h("section.act", { "aria-label": t("Your Act") },
      h("div.act-head", {}, h("span.act-n", { "data-k": "act" }, act), h("span", {}, t("Hand limit") + " ", h("b.limit", { "data-k": "lim" }, p.hand_limit ?? "?")),
        p.act === 2 && p.max !== null ? B(".link", t("Values"), () => openValues(p), { "aria-label": t("Sponsor values") }) : null),
      p.act === 2 ? h("p.small", { "data-k": "full" }, t("Hands full: {n} of {all}. Act 3 starts when every hand is.", { n: full, all: S.players.length }) + notYet) : null,
      turnSteps(steps));
  }
  // The rulebook's turn, step by step, folded: the prompt names the next action, this is for looking it up.
  const turnSteps = (steps) => h("details.steps-d", { "data-k": "steps" }, h("summary", {}, t("Turn steps")), h("ol.steps", {}, steps.map((x) => h("li", {}, x))));

  function stepper(label, o, k, lo, hi, touched) {
    const set = (v) => { o[k] = Math.max(lo, Math.min(hi, v)); if (touched) touched(); again(); };
    return h("div.stepper", {}, h("span", {}, label),
      B("", "−", () => set(o[k] - 1), { "aria-label": t("Less {what}", { what: label }) }),
      h("output", { "aria-label": label }, o[k]),
      B("", "+", () => set(o[k] + 1), { "aria-label": t("More {what}", { what: label }) }));
  }
  let sheetKind = null;
  // Passed round, a sheet names whose it is (pt107: "Secure a Sponsor" on the host's phone acting for Maximilian).
  function open(kind, title, build) { sheetKind = kind; T.openSheet(kind, theirs(ME, title), build); }
  // Passed round, a seat's words name it ("Maximilian: Act 2"): the phone is in that player's hands.
  const theirs = (i, text) => (T.passedRound() ? t("{name}: {do}", { name: C.view.called(T, i), do: text }) : text);
  const again = () => T.openSheet(sheetKind);
  // The Sponsor card's hand sizes, one tap each (the rulebook prints none but the Bishop's Start of 2):
  // each row spans the values a card can sensibly hold (Start at most the Act 1 hand limit of 7).
  // Max has a "+" for a card above the row.
  // No value is picked until the player reads it off the card (pt39: prefilled 2 / 2 / 7 went through
  // with two taps, wrong for most cards, and they drive the hand limit and the end of Act 2).
  const RANGES = { start: [1, 7], market: [1, 5], max: [5, 11] };
  const unset = (o) => Object.keys(RANGES).some((k) => o[k] == null);
  // Values that cannot be one card's, said before the tap (pt44: "Start 7 · Market 5 · Max 11" went in
  // unchecked); the server refuses them too. The Bishop is known only by the name typed from the card.
  const BISHOP = /bishop|bischof|епископ/i;
  function wrong(o) {
    if (unset(o)) return null;
    if (o.start > o.max) return t("Start is above Max: check the card");
    if (o.market > o.max) return t("Market is above Max: check the card");
    return BISHOP.test(o.name || "") && o.start > 2 ? t("The Bishop's Start is at most 2: check the card") : null;
  }
  function values(o, redraw) {
    return Object.entries(RANGES).map(([k, [lo, hi]]) => {
      const ns = [], set = (n) => () => { o[k] = n; redraw(); };
      for (let n = Math.min(lo, o[k] ?? lo); n <= Math.max(hi, o[k] ?? hi); n++) ns.push(n);
      return h("div.vpick", { "data-v": k, role: "group", "aria-label": W.values[k] }, h("span", {}, W.values[k]),
        h("div.nums", {}, ns.map((n) => B(o[k] === n ? ".on" : "", String(n), set(n), { "aria-pressed": String(o[k] === n) })),
          k === "max" ? B("", "+", set(Math.max(o[k] ?? hi, hi) + 1), { "aria-label": t("More {what}", { what: W.values[k] }) }) : null));
    });
  }
  // The Sponsor's name from its card, if the player types it (the rulebook prints no list: never made up).
  const NAME_MAX = 24;
  function nameField(o, redraw) {
    // The field stops at NAME_MAX: said once it is reached (pt109: "Королева Изабелла Кастильская" was kept as
    // "Королева Изабелла Кастил" without a word).
    const full = h("small.sname-max", { hidden: [...(o.name || "")].length < NAME_MAX }, t("At most {n} characters", { n: NAME_MAX }));
    // Redrawn only when the Bishop's check changes its verdict (a redraw on each key would move the caret).
    const input = (e) => { const was = wrong(o); o.name = e.target.value; full.hidden = [...o.name].length < NAME_MAX; if (redraw && wrong(o) !== was) redraw(); };
    return h("label.field.sname-f", {}, h("span", {}, t("Its name on the card (optional)")),
      h("input", { type: "text", maxlength: NAME_MAX, autocomplete: "off", value: o.name || "", placeholder: t("e.g. The Bishop"), oninput: input }), full);
  }
  const named = (o) => ((o.name || "").trim() ? { name: o.name.trim() } : {});
  // "Rank 2" and, once typed, the Sponsor's name: the same words on every screen.
  const sponsorLabel = (p) => [t("rank {rank}", { rank: p.sponsor }), p.sponsor_name].filter(Boolean).join(" · ");
  // A Sponsor card is the same card at every table: what this phone has seen entered for a rank (at
  // this table or one played before on it) is offered again when that rank is picked, to check
  // against the card, instead of typing it anew. Never a value nobody entered.
  const MEM = "companion.tod-sponsors";
  const memory = () => { try { return JSON.parse(localStorage.getItem(MEM) || "{}"); } catch { return {}; } };
  function remember() {
    const m = memory(), was = JSON.stringify(m);
    S.players.forEach((p) => {
      if (p.sponsor === null || p.max === null) return;
      const k = m[p.sponsor] || {};
      m[p.sponsor] = { start: p.start, market: p.market, max: p.max, name: p.sponsor_name || k.name || "" };
    });
    if (JSON.stringify(m) !== was) try { localStorage.setItem(MEM, JSON.stringify(m)); } catch { /* private mode: nothing kept */ }
  }
  function pickRank(o, r) {
    const k = memory()[r];
    // Another rank's remembered values are not this card's: dropped, never carried over as a guess.
    if (!k && o.known) Object.assign(o, { start: null, market: null, max: null });
    o.rank = r; o.known = !!k;
    if (k) Object.assign(o, { start: k.start, market: k.market, max: k.max, name: k.name || o.name });
    again();
    confirmInView();
  }
  // The values to check and the confirm under them, in view (the ranks above may scroll away); again once
  // the values are filled, when the confirm has grown to say them all (pt85: its foot lay under the screen's).
  function confirmInView() {
    const confirm = document.querySelector("#sheet .tods > .confirm");
    if (confirm) confirm.scrollIntoView({ block: "nearest" });
  }
  // The confirm repeats every value it sends (pt75: a wrong Market or Max, one tap each, went through unseen).
  // Market and Max stand picked just above it (pt107: the whole summary took three lines in German).
  const secureSays = (o) => t("Secure rank {rank} · discard to {start}", { rank: o.rank, start: o.start });
  // Secured on the phone passed round, it moves on to the next player at once: the discard is said as it goes
  // (pt112: the banner that says it on a player's own phone never showed there).
  function secure(a) {
    const say = t("{name}: discard down to {n} cards (the Sponsor's Start)", { name: C.view.called(T, ME), n: a.start });
    return go(a, () => { if (T.passedRound()) T.toast(say); });
  }
  function secureSheet() {
    const o = ui.secure;
    // One screen at 360x740 and 130 % (pt14: the confirm sat at y = 981): the ranks a row of numbers
    // as the values below them, under the question as their label; the optional name after the confirm.
    const which = t("Which Sponsor? (needs 1 Insider and the Sponsor's Evidence & Plans)");
    return h("div.tods.secure", {},
      h("div.vpick", { role: "group", "aria-label": which }, h("span.small", {}, which),
        // Every rank in play keeps its place: a taken one stays, greyed and struck through, with its holder
        // on a tap (pt77: the row closed up as Sponsors were taken, and a button moved under the finger).
        h("div.nums.pick", {}, S.sponsors.map((r) => {
          const by = S.players.findIndex((p) => p.sponsor === r), taken = by >= 0;
          const label = taken ? t("Rank {rank}: taken by {name}", { rank: r, name: T.name(by) }) : t("Rank {rank}", { rank: r });
          return B(o.rank === r && !taken ? ".on" : "", String(r), () => pickRank(o, r),
            { "aria-pressed": String(o.rank === r && !taken), "aria-label": label, disabled: taken, "data-why": taken ? label : null });
        }))),
      h("p.small", {}, o.known ? t("As entered for this Sponsor before: check them on the card (bottom right):") : t("From the Sponsor card (bottom right):")),
      values(o, () => { again(); if (o.rank && !unset(o)) confirmInView(); }),
      B(".primary.big.confirm", !o.rank ? t("Pick a Sponsor") : unset(o) ? t("Tap Start, Market and Max") : wrong(o) || secureSays(o),
        () => secure({ type: "secure_sponsor", rank: o.rank, start: o.start, market: o.market, max: o.max, ...named(o) }),
        { disabled: !o.rank || unset(o) || !!wrong(o), "data-why": !o.rank ? t("Pick a Sponsor") : wrong(o) || t("Tap Start, Market and Max from the card") }),
      nameField(o, again));
  }
  // A Sponsor held without its values (given by the "Move the Story Along" rule, or secured without
  // them) is asked for them on the screen, as securing one asks: the hand limit and the Market need them.
  // Save before the optional name: under it, Save lay under the action bar at 360 px, 130 % (pt19).
  // Save in the flow under Max, not pinned over it (pt39: the sticky Save hid the Max row at 360 px,
  // 130 %); once the three are picked it is scrolled into view above the bar.
  const asked = () => (ui.ask = ui.ask && ui.ask.seat === ME ? ui.ask : { seat: ME, start: null, market: null, max: null, name: "" });
  function showSave() { T.render(); const b = document.querySelector('[data-k="ask"] > .btn.primary'); if (b && !unset(ui.ask)) b.scrollIntoView({ block: "nearest" }); }
  function askValues(p) {
    const o = asked();
    return h("section.ask", { "data-k": "ask" }, h("strong", {}, t("Your Sponsor, rank {rank}: its hand sizes", { rank: p.sponsor })),
      values(o, showSave), B(".primary", wrong(o) || t("Save"), () => T.act({ type: "sponsor_values", start: o.start, market: o.market, max: o.max, ...named(o) }),
        { disabled: unset(o) || !!wrong(o), "data-why": wrong(o) || t("Tap Start, Market and Max from the card") }), nameField(o, T.render));
  }
  const unvalued = (p) => p.sponsor !== null && p.max === null;
  // The rulebook's discard on securing a Sponsor (down to its Start), said from then until the next player's turn is
  // over (securing ends one's own), and while a Sponsor given by the rule waits for its values (pt109: only the
  // confirm button said it; for a Sponsor given by the rule, nothing did).
  function discardDue(p) {
    if (p.sponsor === null) return false;
    if (unvalued(p)) return true;
    const log = T.snap().log.filter((e) => !e.undone), at = log.findLastIndex((e) => e.type === "sponsor_secured" && e.data.seat === ME);
    return at >= 0 && log.slice(at).filter((e) => e.type === "turn_ended").length <= 1;
  }
  function valuesSheet() {
    const o = ui.values;
    return h("div.tods", {}, h("p", {}, t("Your Sponsor card's hand sizes:")), values(o, again),
      B(".primary.big", wrong(o) || t("Save"), () => go({ type: "sponsor_values", start: o.start, market: o.market, max: o.max, ...named(o), ...(Number.isInteger(o.by) && { by: o.by }) }),
        { disabled: unset(o) || !!wrong(o), "data-why": wrong(o) || t("Tap Start, Market and Max from the card") }), nameField(o, again));
  }
  // pt116: the last Sponsor, given by the rule to a player this phone holds while another plays on it, waited
  // unsaid until the phone came round to her: said at once, her values a tap away (she discards to its Start now).
  function givenHeld() {
    if (!T.passedRound() || S.phase !== "acts") return [];
    return S.players.map((_, s) => s).filter((s) => s !== ME && T.holds(s) && unvalued(S.players[s])).map((s) => h("p.banner", { role: "status", "data-k": "given" },
      t("{name} got Sponsor rank {rank}: discard down to its Start", { name: C.view.called(T, s), rank: S.players[s].sponsor }), " ",
      B(".small", t("Sponsor values…"), () => { ui.values = { start: null, market: null, max: null, name: "", by: s }; sheetKind = "given"; T.openSheet("given", t("{name}: {do}", { name: C.view.called(T, s), do: t("Sponsor values") }), valuesSheet); }, { "data-k": "given-values" })));
  }
  const openValues = (p) => { ui.values = { start: p.start, market: p.market, max: p.max, name: p.sponsor_name || "" }; open("values", t("Sponsor values"), valuesSheet); };
  // Only the moves of this moment: Secure (Act 1) or the full hand (Act 2) and the end of the turn.
  function actsBar(bar) {
    const p = S.players[ME], mine = S.turn === ME;
    // A Sponsor without its hand sizes (given by the rule): asking for them is the primary move, and the
    // sheet's Save is always in reach (pt19: End turn was the primary and the hand limit stayed "?").
    // Once the three are picked on the screen, the bar's primary saves them: the form's own Save lies
    // under the bar at 360 px, 130 % (pt44), the bar never.
    const o = asked(), ready = unvalued(p) && !unset(o) && !wrong(o);
    if (unvalued(p)) bar.append(B(".primary", ready ? t("Save values") : t("Sponsor values…"), ready ? () => T.act({ type: "sponsor_values", start: o.start, market: o.market, max: o.max, ...named(o) })
      : () => { ui.values = o; open("values", t("Sponsor values"), valuesSheet); }, { "data-k": "askbar" }));
    // Act 1's usual turn ends without a Sponsor (one each, once, when the hand allows: pt65 saw the rare
    // move in blue every turn): End turn leads, Secure Sponsor leads only when the rule makes it a must.
    const forced = mine && S.story && S.story.seat === ME, ended = waiting("end_turn").length > 0;
    // An End turn waiting to be sent (offline) ended the turn: no Sponsor after it (pt65: sent after it, refused).
    if (mine && p.act === 1 && !ended) bar.append(B(forced ? ".primary" : "", t("Secure Sponsor"), () => { ui.secure = { rank: null, start: null, market: null, max: null }; open("secure", t("Secure a Sponsor"), secureSheet); }));
    // A move waiting to be sent (offline) shows as made: the hand as marked, the turn as ended (pt59: the
    // button still asked "Hand full?" and offered End turn, and a second tap sent it twice).
    const full = handFull(ME);
    // A toggle, on: outlined, not filled like End turn beside it (pt105: two blue buttons, which was the next step?).
    if (p.act === 2) bar.append(B(full ? ".on.toggle" : ".toggle", full ? t("Hand full ✓") : t("Hand full?"), () => T.act({ type: "hand_full", full: !full }), { "aria-pressed": String(full) }));
    if (mine && !ended) {
      bar.append(B(!forced && !unvalued(p) && (p.act === 1 || p.act === 2) ? ".primary" : "", forced ? t("End turn (rank {rank})", { rank: S.story.fallback }) : t("End turn"),
        async () => { if (!forced || (await C.ask(t("You get Sponsor rank {rank}. End your turn?", { rank: S.story.fallback }), t("End turn")))) T.act({ type: "end_turn" }); }));
    }
  }

  // ---- Act 3 -----------------------------------------------------------------------------
  // The one reshuffle action, here and under Odds: asked first (it cannot be told from a mis-tap).
  async function reshuffled() {
    if (await C.ask(t("The discards were shuffled into the deck?"), t("Deck reshuffled"))) T.act({ type: "deck_reshuffled" });
  }
  // Whether this seat lays out a Segment now. Rule version 2: after the first one, the next is
  // prepared on the player's own turn (right after completing one); elsewhere the engine would refuse it.
  // Rule version 3: the first ones one at a time, from the highest Sponsor to the left (prepares_first).
  function mayPrepare(st, seat = ME) {
    const p = seat !== null ? st.players[seat] : null;
    if (!p) return false;  // no seat (a host phone resting), or a table without it (pt14: a TypeError)
    const first = st.prepares_first === null || st.prepares_first === undefined || st.prepares_first === seat;
    return !p.segment && p.voyage.length < 5 && (!p.voyage.length ? first : st.turn === seat || !st.rule_version);
  }
  // Act 3's sheets come from tales-of-danger-act3.js, fetched once Act 3 begins (the page stays light).
  let act3Js = null;
  const X = { h, B, go, done, chip, card, costText, cs, W, F, ui, again, open, pct, stepper, reshuffled, mayPrepare, get S() { return S; }, get T() { return T; }, get ME() { return ME; } };
  function act3(fn) {
    act3Js = act3Js || C.load("js/games/tales-of-danger-act3.js").then(() => C.todAct3(X), (err) => { act3Js = null; throw err; });
    return act3Js.then(fn || (() => null), () => T.toast(t("Offline: try again when the connection is back"), true));
  }
  // The Odds sheet is read now and then: its code comes the first time it is opened (the page stays light).
  function openOdds() {
    ui.od = (((ME !== null && S.players[ME]) || {}).segment || {}).difficulty || 2;  // your Segment's difficulty first
    C.load("js/games/tales-of-danger-odds.js").then(() => open("odds", t("Odds"), () => C.todOdds({ h, B, S, ui, again, T, ME, pct, W, reshuffled })))
      .catch(() => T.toast(t("Offline: try again when the connection is back"), true));
  }
  // Only what can be done now: no turn is played until every first Segment is laid out.
  function act3Bar(bar, wait) {
    const p = S.players[ME];
    // A Segment waiting to be sent (offline) is not offered again (pt60: the bar still asked for one).
    if (mayPrepare(S) && !waiting("prepare_segment").length) bar.append(B(".primary", t("Prepare Segment"), () => act3((m) => m.openPrepare())));
    const forage = () => act3((m) => m.openForage());
    // The app's flip made this turn a Forage: only its pick is left.
    if (S.turn === ME && p.flip) bar.append(B(".primary", t("Pick the Forage card"), forage));
    // A Complete, a Forage or the app's flip waiting to be sent (offline) is this turn's move: not offered a second time.
    else if (S.turn === ME && p.segment && !wait && !waiting("complete_segment", "forage", "forage_flip").length) {
      bar.append(B(".primary", t("Complete"), () => act3((m) => m.openComplete())));
      bar.append(B("", t("Forage"), forage));
    }
  }

  // ---- the end -----------------------------------------------------------------------------
  function finalScreen() {
    const pts = S.points, R = S.result;
    // The phone's own player's place under the winner's line (pt116: Александра's 5th place lay below the fold).
    const own = T.mySeat(), me = Number.isInteger(own) && own !== R.winner && S.standings.find((x) => x.seat === own);
    // "{name} wins" around the winner's name in bold, in each language's word order.
    const [pre, post] = t("{name} wins").split("{name}");
    return h("section.final", { "aria-label": t("Final scoring") },
      // The winner's own phone says so (pt107: it read "🏆 Wilhelmina Featherstones gewinnt" to Wilhelmina).
      h("p.win", { "data-k": "win", "data-keep": "" }, ...(R.winner === T.mySeat() ? ["🏆 ", h("strong", {}, t("You win!"))] : ["🏆 " + pre, h("strong", {}, T.name(R.winner)), post])),
      // "24 points, tied: the higher Sponsor wins, …": the tie-break opens with its own colon (pt77: a second
      // one before it read "24 points: tied: …").
      h("p.tb", { "data-k": "tb", "data-winner": "" }, h("b.nw", {}, tn("{n} point", "{n} points", R.points)),
        R.tie_break ? ", " + R.tie_break + "." : " " + t("with Sponsor rank {rank}.", { rank: R.sponsor })),
      me ? h("p.you", { "data-k": "you" }, t("You: {place}, {points}", { place: C.placed(me.place), points: tn("{n} point", "{n} points", pts[own]) })) : null,
      h("ol", {}, S.standings.map((x) => {
        const p = S.players[x.seat];
        return h("li", { style: { "--pc": T.color(x.seat) } },
          h("div.fhead", {}, h("span.place", {}, x.place), h("strong", {}, whole(T.name(x.seat))), h("small.nw", {}, t("rank {rank}", { rank: p.sponsor })), h("b.total", { "data-k": "pts" + x.seat }, pts[x.seat])),
          voyage(x.seat), p.sponsor_name ? h("small.sname", {}, p.sponsor_name + " · ") : null, h("small", {}, p.voyage.length ? t("Ships {d} + Journals {j} = {total}", { d: sum(p.voyage.map((v) => v.difficulty)), j: sum(p.voyage.map((v) => v.journal ?? 0)), total: pts[x.seat] }) : t("No Segment completed")));
      })),
      h("p.small", {}, S.text.scoring));
  }

  // A sheet the table has moved past closes by itself (pt31: "No Segment to complete" stayed up after an
  // offline move was delivered, over the end screen, and caught the tap meant for "Play again").
  function moot() {
    const p = ME !== null && S.players[ME], mine = !!p && S.turn === ME, a3 = S.phase === "act3" && mine;
    const given = ui.values && Number.isInteger(ui.values.by) && S.phase === "acts" && unvalued(S.players[ui.values.by]);
    const now = { secure: mine && S.phase === "acts" && p.act === 1, values: !!p && S.phase === "acts" && p.sponsor !== null, given,
      drawn: S.sponsors === null, prepare: !!p && S.phase === "act3" && mayPrepare(S), complete: a3 && !!p.segment, forage: a3 && !!p.segment, odds: S.phase !== "over" };
    const kind = document.getElementById("sheet").dataset.kind;
    if (sending || (ui.pay && ui.pay.sent)) return;  // the stream can bring the move before its answer
    if (kind && kind === sheetKind && kind in now && !now[kind]) T.closeSheet();
  }
  function render({ main, bar, snap, seat, T: table }) {
    S = snap.state; T = table; ME = seat;
    moot();
    if (S.phase === "acts" && S.sponsors) remember();
    if (S.phase === "over") main.append(finalScreen());
    if (S.final_round && S.phase !== "over") {
      // One line above the voyage of the player who acts (pt14: five full names took ten lines and pushed
      // it below the fold): the prompt names who plays now, the player bar who completed 5 Segments.
      const n = S.final_round.remaining.length;
      main.append(h("p.banner", { role: "status", "data-k": "fr" }, tn("Final round: {n} player still plays", "Final round: {n} players still play", n, { n })));
    }
    // pt67: a phone passed round says whom to hand it to when its next player is on turn, as the other games do.
    // To the phone's own player only once it was in another's hands (pt75: "Hand to Bartholomew" on his own phone
    // at the start; pt87: nothing said it goes back to him after Александра's turn).
    const back = ME !== null && C.view.handing(T, ME);
    if (back && S.turn === ME && S.phase !== "over" && T.passedRound()) main.append(C.view.handTo(ME, T.snap()));
    // The banner on the turn it speaks of; before it, a line (pt67: "this turn" during another's turn, a third of the screen).
    if (S.story) {
      const now = S.turn === S.story.seat, say = { name: T.name(S.story.seat), rank: S.story.fallback };
      main.append(h(now ? "p.banner" : "p.small", { role: "status", "data-k": "story" }, now
        ? t("Move the Story Along: {name} must secure a Sponsor this turn, or gets rank {rank}.", say)
        : t("Move the Story Along: {name} must secure a Sponsor on their turn, or gets rank {rank}.", say)));
    }
    if (S.phase === "acts") {
      const p = ME !== null && S.players[ME];
      if (p && unvalued(p)) main.append(askValues(p));
      main.append(...givenHeld());
      // Past Act 1 the player's own hand limit comes first (pt107: under six Sponsor rows of two-line names it
      // lay below the fold on a German 360 px phone); in Act 1 the Sponsors to secure do.
      if (p && discardDue(p)) main.append(h("p.banner", { role: "status", "data-k": "discard" }, Number.isInteger(p.start)
        ? t("Discard down to {n} cards: your Sponsor's Start", { n: p.start }) : t("Discard down to your Sponsor's Start (its card, bottom right)")));
      if (p && S.sponsors && p.act > 1) main.append(actCard(ME), sponsors());
      else { main.append(sponsors()); if (p && S.sponsors) main.append(actCard(ME)); }
      if (S.sponsors === null) { if (can()) bar.append(drawPair()); } else if (ME !== null) actsBar(bar);
    } else if (S.phase === "act3") {
      act3();  // fetched now, so the first Complete opens at once
      // Until every first Segment is laid out, the table needs the Act 3 set-up steps: folded below
      // your own voyage (who is left: the prompt banner).
      const wait = S.players.some((p) => !p.segment && !p.voyage.length);
      if (ME !== null) {
        const p = S.players[ME];
        main.append(h("section.tod-mine", { "aria-label": t("Your voyage") },
          // On a phone passed round "your" is whoever holds it: the title names them (pt66: Konstantin's turn, unnamed).
          h("div.act-head", {}, h("span.act-n", { "data-k": "whose" }, T.passedRound() ? t("Act 3 · {name}'s voyage", { name: T.name(ME).split(/\s+/)[0] }) : t("Act 3 · your voyage")), h("span", {}, t("Points") + " ", h("b", { "data-k": "mypts" }, facedown(ME) || unseen(p) ? p.difficulties + " + ?" : p.points ?? p.difficulties))),
          voyage(ME, true),
          // Why "your voyage" shows "?" (pt65 read it as a fault): a phone passed round keeps every Journal face down
          // but the turn's own (and a seat it plays for reads as the host, who holds nobody's); the cards show them.
          facedown(ME) ? h("p.small.muted", { "data-k": "shared" }, t("Face down while this phone goes round."), " ",
            B(".small", t("Show mine for 5 seconds"), () => { ui.peek = Date.now() + PEEK_MS; T.render(); setTimeout(() => T.render(), PEEK_MS + 50); }, { "data-k": "peek" }))
          : unseen(p) ? h("p.small.muted", { "data-k": "shared" }, t("On a phone passed round the Journals stay face down: your own cards on the table show yours.")) : null,
          segment(ME), h("p.odds-link", {}, B(".link", t("Odds"), openOdds, { "data-k": "odds" }))));
      }
      if (wait) main.append(h("details.act", { "data-k": "a3", open: ME === null }, h("summary", {}, h("strong", {}, t("Act 3 begins"))),
        h("ol.steps", {}, S.text.act3_intro.map((x) => h("li", {}, x)))));
      // The player to act first (a phone passed round shows that voyage without a scroll), then in turn order.
      const n = S.players.length, from = Number.isInteger(S.turn) ? S.turn : 0;
      S.players.map((p, k) => (from + k) % n).forEach((i) => {
        const p = S.players[i];
        if (i === ME) return;
        main.append(h("section.other", { style: { "--pc": T.color(i) } },
          h("div.act-head", {}, h("strong", {}, whole(T.name(i))), h("small", {}, [sponsorLabel(p), t("{segments} of 5 Segments · {points} + hidden Journals", { segments: p.voyage.length, points: tn("{n} point", "{n} points", p.difficulties) })].join(" · "))),
          voyage(i), segment(i)));
      });
      if (ME !== null) act3Bar(bar, wait);
      else bar.append(B("", t("Odds"), openOdds));
    }
  }

  function badge(snap, i) {
    const st = snap.state, p = st.players[i];
    if (st.phase === "over") return st.points[i];
    // The Act in words; in Act 3 the Segments done of the voyage's 5, after a ship (the game's picture
    // of a Segment, as the voyages draw them): "⛵ 2/5" stays whole in a third of a 360 px bar at 130 %.
    return st.phase === "act3" ? `⛵ ${p.voyage.length}/5` : t("Act {n}", { n: p.act });
  }

  // Said aloud when the device speaks turns (speech.js): a voyage's fifth Segment, which starts the final round.
  function speak(e, T) {
    return e.type === "final_round_started" ? t("{name} completed the voyage: the final round begins", { name: T.name(e.data.trigger) }) : null;
  }
  // A turn ended offline (End turn, a Forage) is made: the prompt says it waits to be sent, not "Your turn" (pt65).
  C.table.register("tales-of-danger", { render, badge, speak, fewNames: true, made: (table, seat) => table.waiting(seat, "end_turn", "forage").length > 0 });
})();
