// The check of a scanned score sheet (scan.js reads it): the sheet's own grid, a row per row and a column
// per player, the figures to type marked and one tap away ("Next to check"), the focused field's crop in
// the footer beside an always visible Confirm. A Total is checked against the rows that add up to it
// (an empty one is computed from them), and a game still going in the app is shown beside the sheet:
// confirming says what it ends before it does.
"use strict";
(function () {
  const { h } = C;
  const WHOLE = /^-?\d+$/;

  // Each row of the sheet in its printed order, with its fields by seat.
  function rowsOf(read) {
    const rows = [];
    for (const f of read.fields) {
      let row = rows.find((r) => r.key === f.key);
      // A blank score pad's rows have no printed label: they go by their place ("row3").
      if (!row) rows.push(row = { key: f.key, label: f.label || t("Row {n}", { n: f.key.replace(/\D/g, "") }), cells: [] });
      f.label = row.label;  // the footer and the error name the row as the grid does, never its key ("row2")
      row.cells[f.seat] = f;
    }
    return rows;
  }

  // What a field needs from the player, in words (shown for the focused field; a Total that disagrees: the error says it).
  function stateOf(cell) {
    if (cell.auto && cell.input.value) return t("Empty on the sheet: computed from the rows.");
    const f = cell.f;
    if (cell.impossible) return t("Only {values} here.", { values: cell.impossible.join(", ") });
    if (cell.unused) return t("Empty for everyone: not counted.");
    if (f.value === null && !cell.typed) return f.empty ? t("Empty on the sheet: type it.") : t("Unread: type it.");
    if (cell.unsure && !cell.typed) return t("Read, not quite sure: check it against the sheet.");
    return cell.typed ? t("Typed.") : t("Read.");
  }

  function check(read, where, record) {
    const d = h("dialog.scan-check", { "aria-labelledby": "scan-title" });
    const n = read.players, app = read.app || null;
    let endsGame = !!app && !app.over;  // the game still going: confirming ends it, and says so
    const cells = [];  // {f, input, td, typed, auto, unsure, bad}
    const byKey = {};
    const sure = (1 + read.threshold) / 2;  // read above the threshold but below this: a quiet "?"
    const rows = rowsOf(read);
    const focus = h("div.scan-focus", { "aria-live": "polite" });
    const error = h("p.scan-error", { role: "alert" });
    const next = h("button.btn.small", { type: "button", id: "scan-next", title: t("Next to check") }, t("Next"), " ↓");
    const confirm = h("button.btn.primary", { type: "button", id: "scan-confirm" });
    const names = where ? null : read.names.map((n0, i) => h("input.scan-name-input", { type: "text", maxlength: 40, placeholder: n0,
      "aria-label": t("Player {n}", { n: i + 1 }), id: "scan-name-" + i }));
    const nameOf = (s) => (names && names[s].value.trim()) || read.names[s];

    function cellOf(f) {
      const cell = { f, typed: false, auto: f.key === read.total && f.empty, unsure: f.value !== null && f.confidence < sure, bad: null };
      cell.input = h("input.scan-value", { type: "text", inputmode: "numeric", pattern: "-?[0-9]*", autocomplete: "off",
        value: f.value === null ? "" : String(f.value), "data-key": f.key, "data-seat": f.seat,
        "aria-label": t("{row}, {name}", { row: f.label || f.key, name: read.names[f.seat] }) });
      cell.input.addEventListener("input", () => { cell.typed = true; cell.auto = false; update(); });
      cell.input.addEventListener("focus", () => show(cell));
      cell.input.addEventListener("keydown", (e) => { if (e.key === "Enter") { e.preventDefault(); jump(cell); } });
      cell.td = h("td.scan-cell", {}, cell.input);
      cells.push(cell);
      (byKey[f.key] = byKey[f.key] || [])[f.seat] = cell;
      return cell.td;
    }

    // The focused field: its crop from the photo, its row and player, what it needs.
    function show(cell) {
      const f = cell.f;
      last = cell;
      C.fill(focus,
        f.crop ? h("img.scan-crop", { src: f.crop, alt: t("the field on the photo"), title: t("Tap to enlarge"),
          onclick: (e) => e.currentTarget.classList.toggle("big") }) : h("span.scan-crop.none", {}, t("not on this photo")),
        h("p.small", {}, h("strong", {}, `${f.label} · ${nameOf(f.seat)}`), " ", cell.bad ? null : stateOf(cell)));
    }

    const value = (cell) => (WHOLE.test(cell.input.value.trim()) ? parseInt(cell.input.value, 10) : null);
    // A row of a group adding up to the Total that nobody filled (a round not played, a blank pad's
    // spare row) is not used: nothing to type there, and it adds nothing (as the server counts it).
    const summed = new Set((read.groups || []).flat());
    const unused = (key) => summed.has(key) && (byKey[key] || []).every((c) => !c || (c.f.empty && value(c) === null));
    // A player who wrote only the Total (the score kept on the track) or filled only one group (categories
    // or rounds) leaves the other group empty: nothing to type there, the server takes the Total as written.
    const groupOf = (key) => (read.groups || []).find((g) => g.includes(key));
    const skipped = (cell) => {
      const g = groupOf(cell.f.key), tot = byKey[read.total] && byKey[read.total][cell.f.seat];
      return !!g && !!tot && value(tot) !== null  // written, or computed from the player's other group
        && g.every((k) => !byKey[k] || !byKey[k][cell.f.seat] || value(byKey[k][cell.f.seat]) === null);
    };
    const missing = (cell) => value(cell) === null && !unused(cell.f.key) && !skipped(cell);
    const possible = read.possible || {};
    const pending = (cell) => cell.bad || cell.impossible || missing(cell);
    const toCheck = (cell) => pending(cell) || (cell.unsure && !cell.typed && !cell.seen);

    // Totals against their rows: an untouched empty Total is the first filled group's sum, a written one
    // that disagrees with a filled group is marked (the player fixes the Total or the row, nothing is picked).
    function totals() {
      const tot = byKey[read.total] || [];
      for (let s = 0; s < n; s++) {
        const cell = tot[s];
        if (!cell) continue;
        const sums = (read.groups || []).map((g) => g.filter((k) => !unused(k)))
          .filter((g) => g.length).map((g) => g.map((k) => (byKey[k] && byKey[k][s] ? value(byKey[k][s]) : null)))
          .filter((v) => v.every((x) => x !== null)).map((v) => v.reduce((a, b) => a + b, 0));
        if (cell.auto) cell.input.value = sums.length ? String(sums[0]) : "";
        const mine = value(cell), off = sums.find((x) => x !== mine);
        // A computed Total is checked too: categories and rounds that disagree with each other are a row to fix.
        cell.bad = mine !== null && off !== undefined ? { total: mine, sum: off, name: nameOf(s) } : null;
      }
    }

    function update() {
      totals();
      for (const c of cells) {
        const allowed = possible[c.f.key], v = value(c);
        c.impossible = allowed && v !== null && !allowed.includes(v) ? allowed : null;  // the rules cannot give it
        c.td.classList.toggle("impossible", !!c.impossible);
        c.td.classList.toggle("must", missing(c));
        c.unused = unused(c.f.key);
        c.td.classList.toggle("unused", c.unused);
        c.td.classList.toggle("bad", !!c.bad);
        c.td.classList.toggle("unsure", c.unsure && !c.typed);
        c.td.classList.toggle("computed", c.auto && !!c.input.value);
        if (missing(c) || c.bad || c.impossible) c.input.setAttribute("aria-invalid", "true"); else c.input.removeAttribute("aria-invalid");
      }
      if (app) compare();
      const left = cells.filter(missing).length, bad = cells.filter((c) => c.bad), odd = cells.filter((c) => c.impossible);
      confirm.disabled = left > 0 || bad.length > 0 || odd.length > 0;
      // Every disagreeing player at once, a line each, with the one-tap fix (a row: tap it in the grid).
      C.fill(error, bad.map((c) => h("span.scan-bad-line", {}, t("{name}: the rows add up to {sum}, the Total says {total}.", c.bad), " ",
        h("button.btn.small.scan-use", { type: "button", onclick: () => { c.input.value = String(c.bad.sum); c.typed = true; update(); } },
          t("Use {sum}", c.bad)))),
      odd.map((c) => h("span.scan-bad-line", {}, `${c.f.label} · ${nameOf(c.f.seat)}: `, t("Only {values} here.", { values: c.impossible.join(", ") }))),
      bad.length || odd.length || !left ? null : tn("Type {n} more figure to confirm.", "Type {n} more figures to confirm.", left));
      next.hidden = !cells.some(toCheck);
      C.fill(confirm, endsGame ? t("End the game with the sheet's scores")
        : app && app.over ? t("Replace the app's result with the sheet's") : t("Confirm these scores"));
      const on = cells.find((c) => c.input === document.activeElement);
      if (on) show(on);
    }

    // The app's game beside the sheet: each player's score in the app under the sheet's Total, and a
    // score pad's rounds entered in the app, each marked where the sheet says otherwise.
    const appRow = app ? h("tr.scan-app", {}, h("th", { scope: "row" }, t("In the app")),
      app.scores.map((v) => h("td.scan-cell", {}, h("span.scan-app-value", {}, String(v))))) : null;
    function compare() {
      const tot = byKey[read.total] || [];
      app.scores.forEach((v, s) => {
        const sheet = tot[s] ? value(tot[s]) : null;
        const td = appRow.children[s + 1];
        td.classList.toggle("differs", sheet !== null && sheet !== v);
        td.title = sheet !== null && sheet !== v ? t("The app says {app}, the sheet {sheet}.", { app: v, sheet }) : "";
      });
      const count = app.rounds && app.rounds[0] ? app.rounds[0].length : 0;
      for (let r = 0; r < count; r++) {
        for (let s = 0; s < n; s++) {
          const cell = byKey["round" + (r + 1)] && byKey["round" + (r + 1)][s], had = app.rounds[s][r];
          if (!cell) continue;
          const differs = had !== null && value(cell) !== had;
          cell.td.classList.toggle("differs", differs);
          cell.td.title = differs ? t("The app says {app}, the sheet {sheet}.", { app: had, sheet: value(cell) ?? "–" }) : "";
        }
      }
    }

    // The next field to type or to fix after `from` (wrapping round), else one read unsure not yet
    // looked at; focused and in view. The button takes the focus: `last` is the field it was on.
    let last = null;
    function jump(from) {
      const start = from ? cells.indexOf(from) + 1 : 0;
      const order = cells.slice(start).concat(cells.slice(0, start));
      if (from) from.seen = true;
      const go = order.find(pending) || order.find(toCheck) || (from ? null : cells[0]);
      if (!go) { confirm.focus(); return; }
      go.input.focus();
      go.input.scrollIntoView({ block: "center" });
    }
    next.addEventListener("click", () => jump(last));

    confirm.addEventListener("click", async () => {
      if (confirm.disabled) return;
      const values = {};
      for (const c of cells) (values[c.f.key] = values[c.f.key] || new Array(n).fill(null))[c.f.seat] = value(c);
      confirm.disabled = true;
      try { await record(read, where, values, read.names.map((_, s) => nameOf(s)), endsGame); d.close(); d.remove(); }
      catch (e) {
        // The game went on since the scan (a round entered meanwhile): now it says what confirming ends.
        const going = e.data && e.data.error && e.data.error.code === "game_in_progress";
        if (going) endsGame = true;
        update();  // first: it rewrites the line the server's answer goes in
        error.textContent = going ? t("The game is still going in the app.") : e.message.charAt(0).toUpperCase() + e.message.slice(1);
      }
    });

    const legend = h("ol.scan-legend", {}, read.names.map((name, s) => h("li", {}, names ? names[s] : name)));
    const grid = h("table.scan-grid", {},
      h("thead", {}, h("tr", {}, h("th", { scope: "col" }, h("span.sr", {}, t("Row"))),
        read.names.map((name, s) => h("th", { scope: "col", title: name }, h("span.scan-short", { "aria-hidden": "true" }, shortNames(read.names)[s]), h("span.sr", {}, name))))),
      h("tbody", {}, rows.map((r) => h("tr" + (r.key === read.total ? ".scan-total" : ""), {},
        h("th", { scope: "row" }, r.label), r.cells.map((f) => (f ? cellOf(f) : h("td")))))), appRow);
    const live = !app ? null : app.over ? h("div.scan-live", { role: "note" }, h("strong", {}, t("The game is over in the app.")), " ",
      t("Confirming replaces its result (the row “In the app”) with the sheet's. Undo brings it back."))
      : h("div.scan-live", { role: "note" }, h("strong", {}, t("The game is still going in the app.")), " ",
        t("Confirming ends it with the sheet's scores: the app's own scores (the row “In the app”) are replaced. Undo brings them back."),
        roundsWarning(app, rows));
    C.fill(d,
      h("div.sheet-head", {}, h("h2#scan-title", {}, t("Check the score sheet")),
        h("button.btn.icon", { type: "button", "aria-label": t("Close"), onclick: () => { d.close(); d.remove(); } }, "×")),
      h("div.scan-body", {}, h("p.small", {}, read.title, " · ", read.message), live, legend, grid),
      h("div.scan-foot", {}, error, h("div.scan-focus-row", {}, focus, next, confirm)));
    document.body.append(d);
    fit(d);
    d.showModal();
    update();
    jump(null);
  }

  // Each player's column heading: the first name, or the initials where two first names are alike.
  function shortNames(names) {
    const room = names.length > 4 ? 3 : 8;  // letters a column has room for on a 360 px phone at 130 %
    const first = names.map((x) => (x.trim().split(/\s+/)[0] || "").slice(0, room));
    return names.map((x, i) => (first.filter((f) => f === first[i]).length > 1 || !first[i]
      ? x.trim().split(/[\s-]+/).map((w) => w.charAt(0)).join("").slice(0, 3) || String(i + 1) : first[i]));
  }

  // A score pad's rounds entered in the app but left empty on the sheet: said loudly, by name.
  function roundsWarning(app, rows) {
    if (!app.rounds) return null;
    const lost = rows.filter((r) => /^round\d+$/.test(r.key)).filter((r) => {
      const i = +r.key.slice(5) - 1;
      return r.cells.some((f) => f && f.value === null && f.empty && app.rounds[f.seat][i] !== null);
    });
    if (!lost.length) return null;
    return h("p.scan-lost", {}, "⚠ ", t("The app has scores for {rounds} that are empty on the sheet: type them from the app, or confirming loses them.",
      { rounds: lost.map((r) => r.label).join(", ") }));
  }

  // The dialog as tall as the visual viewport (the on-screen keyboard shrinks it): Confirm stays in view.
  function fit(d) {
    const vv = window.visualViewport;
    if (!vv) return;
    const size = () => d.style.setProperty("--vvh", vv.height + "px");
    size();
    vv.addEventListener("resize", size);
    d.addEventListener("close", () => vv.removeEventListener("resize", size));
  }

  C.scanCheck = check;
})();
