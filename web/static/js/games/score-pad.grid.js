// Score pad, the host's round grid (loaded before score-pad.js, which makes it with what they share):
// a row per category, a column per player, an undone grid refilled, a value corrected from the grid (pt36),
// its typed cells kept across a reload (pt56).
"use strict";
(function () {
  const { h } = C;
  // pt56: a reload of the host's phone emptied a half-typed grid, on a phone passed round several people's
  // scores not yet entered. What is typed stays on this phone only (never sent before Enter), by table, round,
  // seat and category, until it is entered, the round moves on or the table ends. Private mode: nothing kept.
  const key = (T) => "companion.grid." + T.code;
  const FEW_ROWS = 5;  // one player's column of this many categories or fewer has its Enter right under it, not sticky
  const drafts = {
    raw(T) { try { return JSON.parse(localStorage.getItem(key(T)) || "null"); } catch { return null; } },
    get(T, round) { const d = drafts.raw(T); return d && d.round === round && d.cells ? d.cells : {}; },
    set(T, round, cells) {
      try { if (Object.keys(cells).length) localStorage.setItem(key(T), JSON.stringify({ round, cells })); else localStorage.removeItem(key(T)); } catch { /* not kept */ }
    },
    forget(T) { try { localStorage.removeItem(key(T)); } catch { /* nothing kept */ } },
  };
  // `my`: the page's complete, plausible, waiting, filledIn, folder, heldFold and fix(seat, category, round).
  C.scorePadGrid = (my) => {
    const { list, heads, hyphenated } = C.scorePadMore;  // score-pad.more.js, loaded after this file but before score-pad.js
    // The host's grid on a table with categories, laid out as BG Stats does (pt36: a block per player
    // ran four players' 20 fields to 2.5 screens at 130 % text): a row per category, a column per
    // player under the short name (whole on a tap), up to four columns a table. The keyboard's Next
    // goes down a player's column: passed round, each player types their own column, then hands on.
    // A cell entered this round shows its value; a tap corrects it (pt36: only the score table did).
    // One Enter for every filled cell (one action, all or nothing).
    // `host`: the host's phone shows the seats it holds open; a player's phone (where it is folded) everyone.
    function entry(snap, T, host) {
      const st = snap.state, P = snap.players, mine = T.mySeat(), head = heads(P);
      // A player's own phone: its seat open, the others folded (pt36); a phone without a seat: everyone.
      const held = host ? P.filter((p) => !p.claimed || p.seat === mine) : Number.isInteger(mine) ? P.filter((p) => p.seat === mine) : P;
      const away = P.filter((p) => !held.includes(p));
      // Every seat this phone holds has its round in: said plainly, no empty fields to type it twice (pt36).
      const heldIn = st.rounds && held.length && held.every((p) => my.complete(st, p.seat, st.round));
      const cells = [];
      if (refillAt !== st.round) refill = {};
      let refilled = false;
      // This round's typed cells (another round's are dropped); a cell entered meanwhile, here or on
      // another phone, shows the table's value and its draft goes.
      const round = st.round || 0, kept = drafts.get(T, round), still = {};
      if (restored === null) restored = Object.keys(kept);  // the first grid this page draws: what a reload brought back
      const field = (p, c, ci) => {
        // Entered: its value, a tap corrects it. Without rounds a category is its total, entered once it is not 0
        // (pt124: the tally's grid came back blank after Enter, and a second Enter added the totals again).
        const total = !st.rounds && st.by_category[p.seat][c] !== 0;
        if ((st.cells && my.filledIn(st, p.seat).includes(c)) || total) {
          const v = C.num(total ? st.by_category[p.seat][c] : st.cells[p.seat][st.round - 1][c]);
          // "5,000", "-1,000": smaller, on one line (pt41)
          return h("button.pe-val" + (v.length > 4 ? ".long" : ""), { type: "button", "data-k": `pv-${p.seat}-${ci}`, "aria-label": t("{category} for {name}", { category: c, name: p.name }) + ": " + v,
            onclick: () => { my.fix(p.seat, c, st.round); T.render(); const f = document.querySelector(".cell-fix input"); if (f) { f.focus(); f.select(); } } }, v);
        }
        const id = `pe-${p.seat}-${ci}`, back = refill[id], dk = `${p.seat}|${c}`, typed = kept[dk];
        if (back !== undefined) refilled = true;
        if (typed !== undefined) still[dk] = typed;
        const f = h("input.amount", { type: "number", inputmode: "numeric", id, autocomplete: "off", enterkeyhint: "next",
          value: back !== undefined ? back : typed !== undefined ? typed : null, "aria-label": t("{category} for {name}", { category: c, name: p.name }) });
        f.addEventListener("input", () => {  // kept as typed, so a reload halfway through loses nothing
          const d = drafts.get(T, round);
          if (f.value.trim() === "") delete d[dk]; else d[dk] = f.value;
          drafts.set(T, round, d);
        });
        cells.push({ f, p, c });
        return f;
      };
      const table = (ps) => {
        // Row by row, as the page reads and a phone keyboard's Next goes (pt117: Enter went down a player's column,
        // and a category called out across the table landed transposed).
        const row = st.categories.map((c, ci) => ps.map((p) => field(p, c, ci)));
        return h("table.pe-grid", {}, h("thead", {}, h("tr", {}, h("td"), ps.map((p) => h("th", { scope: "col", "data-k": "pe" + p.seat, title: p.name, style: { "--pc": p.color } },
          h("span.pname.short", { "data-full": p.name }, head[p.seat]))))),
        h("tbody", {}, st.categories.map((c, ci) => h("tr", {}, h("th", { scope: "row" }, h("span.pe-cat", { title: c }, hyphenated(c))), ps.map((p, i) => h("td", { style: { "--pc": p.color } }, row[ci][i]))))));
      };
      const tables = (ps) => { const out = []; for (let i = 0; i < ps.length; i += 4) out.push(table(ps.slice(i, i + 4))); return out; };
      const shownHeld = tables(held), open = cells.length;
      const stored = drafts.raw(T);  // another round's, or cells no longer open: dropped
      if (stored && (stored.round !== round || Object.keys(still).length !== Object.keys(kept).length)) drafts.set(T, round, still);
      const back = restored.some((k) => k in still);
      // pt51: a double click sent the grid twice (every round doubled): one submission in flight, its
      // button disabled until the answer (a render meanwhile makes the button disabled too).
      const send = async (e) => {
        e.preventDefault();
        if (sending) return;
        sending = true;
        const b = e.currentTarget.querySelector(".send-all");
        if (b) b.disabled = true;
        try { await submit(); } finally { sending = false; document.querySelectorAll(".pad-entry .send-all").forEach((x) => { x.disabled = false; }); }
      };
      const submit = async () => {
        const filled = cells.filter(({ f }) => f.value.trim() !== "");
        const bad = filled.find(({ f }) => !Number.isInteger(Number(f.value)));
        if (bad) { T.toast(t("{name}, {category}: a whole number, please", { name: bad.p.name, category: bad.c }), true); bad.f.focus(); return; }
        if (!filled.length) { if (cells.length) cells[0].f.focus(); return; }
        for (const x of filled) {  // each against its category's entries and the grid's other cells of it (pt41)
          const others = filled.filter((y) => y !== x && y.c === x.c).map((y) => Number(y.f.value));
          if (!(await my.plausible(st, x.p.name, Number(x.f.value), x.c, others))) { x.f.focus(); x.f.select(); return; }
        }
        const scores = {};
        for (const { f, p, c } of filled) (scores[p.seat] = scores[p.seat] || {})[c] = Number(f.value);
        // Its round too: the server refuses a grid for a round left or a cell already in (pt51).
        const sent = filled.map(({ f, p, c }) => [f.id, `${p.seat}|${c}`]);
        const typed = C.scorePadMore.typedMeanwhile();
        const done = await T.act({ type: "score_grid", scores, ...(st.rounds ? { round: st.round } : {}) }).finally(typed.stop);
        if (!done && !Object.keys(my.waiting(T)).length) return;  // refused: every field keeps its digits (and its draft)
        refill = {};
        // Entered (or queued to send, which keeps it itself): the cells sent go, with their drafts. A cell typed in
        // while the answer was on its way keeps it (a fresh clone under load lost the next cells typed: pt11's test).
        const d = drafts.get(T, round);
        for (const [id, dk] of sent) if (typed.empty(id)) delete d[dk];
        drafts.set(T, round, d);
      };
      const title = st.rounds ? t("Round {n}: enter scores", { n: st.round }) : t("Enter scores");
      const button = h("button.btn.primary.send-all", { type: "submit", disabled: sending }, t("Enter these scores"));
      // Everyone with a phone of their own enters on it: here the whole grid folds away (its button with it).
      const awayLabel = host ? t("Players with their own phone ({n})", { n: away.length }) : t("Other players ({n})", { n: away.length });
      // A few fields (one player's own categories) fit on the screen with Enter under them: a sticky Enter there only
      // hid the next field as the page scrolled up to it (pt131: "Gold" half under "Enter these scores").
      const form = h("form.pad-entry" + (held.length === 1 && st.categories.length <= FEW_ROWS ? ".few" : ""), { onsubmit: send, "aria-label": title }, heldIn ? roundIn(st, P, held) : h("h2", {}, title),
        refilled ? h("p.small.pe-refill", { "data-k": "refill" }, t("The undone scores are back: fix one and enter them again.")) : null,
        back && !refilled ? h("p.small.pe-refill", { "data-k": "draft" }, t("Kept on this phone: these typed scores are not entered yet.")) : null,
        // Enter right under the held grid, before the fold: sticky, it can cover only what comes before it,
        // never the fold's line (pt41: half over "Players with their own phone").
        shownHeld, open ? button : null, away.length ? my.folder("held-fold", my.heldFold, awayLabel, h("div", {}, tables(away), open ? null : button)) : null);
      // The keyboard's Next goes to the following field; Enter in the last one sends the grid.
      const shown = cells.filter(({ p }) => held.includes(p));
      if (shown.length) shown[shown.length - 1].f.enterKeyHint = "done";
      // A field tapped half under the sticky names comes out below them (its scroll-margin; pt41: the
      // Gold row typed into unseen once the page was scrolled).
      cells.forEach(({ f }) => f.addEventListener("focus", () => f.scrollIntoView({ block: "nearest" })));
      // A folded column's fields are not display:none inside a closed <details> (offsetParent kept them as
      // next: pt102's Enter in the host's last field went nowhere), so what is seen is asked.
      const seen = ({ f }) => (f.checkVisibility ? f.checkVisibility() : f.offsetParent !== null);
      cells.forEach(({ f }, i) => f.addEventListener("keydown", (e) => {
        if (e.key !== "Enter") return;
        e.preventDefault();
        const next = cells.slice(i + 1).find(seen);
        if (next) next.f.focus(); else form.requestSubmit();
      }));
      return form;
    }
    // This round's grid cells an undo took back, by field id: the grid shows them again, so one typo
    // costs one field, not the round's 20 (pt36: the grid came back empty).
    let refill = {}, refillAt = 0, sending = false;  // refillAt: the round they were taken from
    let restored = null;  // the typed cells the page found kept when it first drew the grid (pt56)
    // The undo `u` (one the page has not seen yet): the grid events it took back from this round refill their fields.
    function undone(snap, u) {
      const st = snap.state;
      for (const x of snap.log.filter((y) => u.data.undoes.includes(y.seq) && y.type === "round_scored" && y.data.category && y.data.round === st.round)) {
        const ci = st.categories.indexOf(x.data.category);
        refillAt = st.round;
        Object.entries(x.data.points).forEach(([seat, v]) => { if (v !== null && v !== undefined && ci >= 0) refill[`pe-${seat}-${ci}`] = v; });
      }
    }

    // "✓ Round 1 entered for Bartholomew, Wilhelmina", what comes next, and where a typo is fixed.
    function roundIn(st, P, held) {
      const all = P.map((p) => p.name), names = list(held.map((p) => C.view.short(p.name, all)));
      const step = st.round < st.rounds ? t("Round {n} →", { n: st.round + 1 }) : t("Finish");
      // More than two counted, as the toast does (pt46: four first names ran the heading to 4 lines at 360 px);
      // the grid above still heads each column with its player.
      const said = held.length > 2 ? tn("Round {round} entered for {n} player", "Round {round} entered for {n} players", held.length, { round: st.round })
        : t("Round {n} entered for {names}", { n: st.round, names });
      return h("div.round-in", { "data-k": "round-in" }, h("h2", {}, "✓ " + said),
        h("p", {}, t("Next: {step}", { step })), h("p.small.muted", {}, t("To fix a score, tap it.")));
    }
    return { entry, undone, forget: drafts.forget };
  };
})();
