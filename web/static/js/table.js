// The live table: seat, snapshot, event stream, actions (queued while offline), dice, log, undo.
"use strict";
(function () {
  const { h } = C;
  const data = JSON.parse(document.getElementById("table-data").textContent);
  const code = data.code;
  const games = (C.games = C.games || {});
  const pendingKey = "companion.pending." + code;
  let creds = C.creds.get(code);
  let snap = null;
  let pending = JSON.parse(localStorage.getItem(pendingKey) || "[]");
  let online = true;
  let flushing = false;
  let lastTexts = new Map();

  // A seat handed over in a link's fragment (never sent to the server): #seat=1&token=...
  const frag = new URLSearchParams(location.hash.slice(1));
  if (frag.get("token")) {
    creds = { seat: +frag.get("seat"), token: frag.get("token"), host: false };
    C.creds.set(code, creds);
    history.replaceState(null, "", location.pathname);
  }

  const T = (C.table = {
    data, h, act, openSheet, closeSheet, toast, name, color,
    snap: () => snap,
    creds: () => creds,
    seat: () => actingSeat(),
    register(id, def) { games[id] = def; if (snap) render(); },
  });

  function actingSeat() {
    if (!creds || !creds.token) return null;
    if (!creds.host) return creds.seat;
    if (creds.actingAs !== undefined && creds.actingAs !== null) return creds.actingAs;
    const turn = snap && snap.state && snap.state.turn;
    return Number.isInteger(turn) ? turn : null;
  }
  function name(seat) { return snap && snap.players[seat] ? snap.players[seat].name : "?"; }
  function color(seat) { return snap && snap.players[seat] ? snap.players[seat].color : "#888"; }

  // ---- acting ---------------------------------------------------------------------------------
  async function act(action) {
    if (!creds || !creds.token) { toast("Take a seat to play (Invite → seats)", true); return null; }
    const a = Object.assign({ id: C.uid() }, action);
    const seat = actingSeat();
    // A host phone acts as its own player with that seat's token (and sees that seat's secrets);
    // for anyone else it acts with the host token and says for whom.
    if (creds.host && a.by === undefined && seat !== null && !(creds.mine && creds.mine.seat === seat)) a.by = seat;
    const item = { a, t: creds.mine && creds.mine.seat === seat && a.by === undefined ? creds.mine.token : creds.token };
    if (pending.length) { enqueue(item); return null; }
    return send(item);
  }
  // The token this phone reads the table with: its own seat's, when it has one.
  function readToken() { return creds && (creds.mine ? creds.mine.token : creds.token); }
  async function send(item) {
    const a = item.a;
    try {
      const r = await C.api(`/api/tables/${code}/actions`, { method: "POST", body: a, token: item.t });
      answer(r);
      return r;
    } catch (e) {
      if (e.status) { toast(e.message, true); return null; }
      enqueue(item);  // no answer at all: keep it, send it again with the same id
      return null;
    }
  }
  function enqueue(item) {
    pending.push(item);
    localStorage.setItem(pendingKey, JSON.stringify(pending));
    setOnline(false);
    setTimeout(flush, 1500);
  }
  async function flush() {
    if (flushing || !pending.length) return;
    flushing = true;
    try {
      while (pending.length) {
        const item = pending[0];
        try {
          answer(await C.api(`/api/tables/${code}/actions`, { method: "POST", body: item.a, token: item.t }));
        } catch (e) {
          if (!e.status) { setTimeout(flush, 2000); return; }
          toast(e.message, true);  // refused now (the table moved on): drop it and say so
        }
        pending.shift();
        localStorage.setItem(pendingKey, JSON.stringify(pending));
      }
      setOnline(true);
    } finally { flushing = false; }
  }
  window.addEventListener("online", flush);

  function answer(r) {
    if (!snap || r.seq < snap.seq) return;
    addLog(r.events);
    snap.seq = r.seq; snap.state = r.state; snap.table = r.table;
    render();
  }

  // ---- the stream -----------------------------------------------------------------------------
  let source = null, refetch = null;
  function connect() {
    source = new EventSource(`/api/tables/${code}/events?last=${snap.seq}`);
    source.onopen = () => { if (!pending.length) setOnline(true); flush(); };
    source.onerror = () => setOnline(false);
    source.onmessage = (ev) => {
      const m = JSON.parse(ev.data);
      if (m.type === "code_changed") return moved();
      addLog([m]);
      if (m.state && m.seq >= snap.seq) {
        snap.seq = m.seq; snap.table = m.table; snap.players = m.players;
        if (!data.secrets || !creds || !creds.token) snap.state = m.state;
        else { clearTimeout(refetch); refetch = setTimeout(reload, 60); }  // my view holds secrets: ask for it
        render(true);
      }
    };
  }
  // The host changed the join code: follow the table with this phone's token, or leave.
  async function moved() {
    source.close();
    if (!creds || !creds.token) { document.getElementById("main").textContent = "The host closed this table to watchers."; return; }
    const { code: fresh } = await C.api("/api/locate", { token: creds.token });
    C.creds.set(fresh, creds); C.creds.clear(code);
    location.replace("/t/" + fresh);
  }
  async function reload() {
    const s = await C.api(`/api/tables/${code}`, { token: readToken() });
    if (!snap || s.seq >= snap.seq) { snap = s; render(); }
  }
  function setOnline(v) {
    online = v;
    document.getElementById("offline").hidden = v && !pending.length;
  }
  function addLog(events) {
    const seen = new Set(snap.log.map((e) => e.seq));
    for (const e of events) {
      if (seen.has(e.seq)) continue;
      snap.log.push(e);
      const flip = e.type === "undo" ? e.data.undoes : e.type === "redo" ? e.data.redoes : null;
      if (flip) snap.log.forEach((x) => { if (flip.includes(x.seq)) x.undone = e.type === "undo"; });
    }
    snap.log = snap.log.slice(-200);
  }

  // ---- rendering ------------------------------------------------------------------------------
  // A tap is a press and a release on the same element. If another phone's move re-renders the
  // page in between, the button pressed is gone and the tap is lost; so renders wait for the release
  // (a press held longer than a second lets them through: nobody holds a tap that long).
  let pressed = 0, held = null;
  document.addEventListener("pointerdown", () => { pressed = Date.now(); }, true);
  const letGo = () => {
    pressed = 0;
    if (held !== null) { const f = held; held = null; setTimeout(() => render(f)); }  // after the click
  };
  document.addEventListener("pointerup", letGo, true);
  document.addEventListener("pointercancel", letGo, true);
  function render(fromOthers) {
    if (pressed && Date.now() - pressed < 1000) {
      held = held || !!fromOthers;
      setTimeout(() => { if (held !== null && pressed) letGo(); }, 1000);
      return;
    }
    const game = games[data.game];
    renderPlayers(game);
    const main = document.getElementById("main");
    const bar = document.getElementById("game-actions");
    main.replaceChildren();
    bar.replaceChildren();
    if (game) game.render({ main, bar, snap, seat: actingSeat(), T });
    renderTableBar();
    if (document.getElementById("sheet").dataset.kind) refreshSheet();
    // Changes made on other phones flash briefly, so you notice them.
    const now = new Map();
    document.querySelectorAll("[data-k]").forEach((el) => {
      now.set(el.dataset.k, el.textContent);
      if (fromOthers && lastTexts.has(el.dataset.k) && lastTexts.get(el.dataset.k) !== el.textContent) {
        el.classList.add("flash");
      }
    });
    lastTexts = now;
  }
  function renderPlayers(game) {
    const bar = document.getElementById("players-bar");
    const turn = snap.state && snap.state.turn;
    const me = actingSeat();
    bar.replaceChildren(...snap.players.map((p) => {
      const badge = game && game.badge ? game.badge(snap, p.seat) : "";
      return h("li.player" + (turn === p.seat ? ".turn" : "") + (me === p.seat ? ".me" : ""),
        { style: { "--pc": p.color }, "data-k": "p" + p.seat, title: p.claimed ? "has a phone" : "no phone yet",
          onclick: () => { if (creds && creds.host) { creds.actingAs = creds.actingAs === p.seat ? null : p.seat; C.creds.set(code, creds); render(); } } },
        h("span.dot", { "aria-hidden": "true" }), h("span.pname", {}, p.name),
        badge !== "" ? h("span.badge", {}, badge) : null);
    }));
  }
  function renderTableBar() {
    const t = snap.table;
    const last = t.last;
    document.getElementById("last-roll").textContent = last ? (last.labels ? last.labels.join(" ") : last.total) : "Dice";
    const mine = (g) => g && creds && creds.token && (creds.host || g.actor === creds.seat);
    const undo = document.getElementById("undo"), redo = document.getElementById("redo");
    undo.disabled = !mine(t.undo); redo.disabled = !mine(t.redo);
    undo.title = t.undo ? "Undo: " + t.undo.text : "Nothing to undo";
    redo.title = t.redo ? "Redo: " + t.redo.text : "Nothing to redo";
  }

  // ---- sheets: dice, log, invite, join ------------------------------------------------------------
  const sheets = {
    dice: ["Dice", diceSheet], log: ["Log", logSheet], share: ["Invite", shareSheet], join: ["Join this table", joinSheet],
  };
  function openSheet(kind, title, build) {
    const el = document.getElementById("sheet");
    el.dataset.kind = kind;
    if (build) sheets[kind] = [title, build];
    el.hidden = false;
    refreshSheet();
    const f = el.querySelector("button, input"); if (f) f.focus();
  }
  function closeSheet() { const el = document.getElementById("sheet"); el.hidden = true; delete el.dataset.kind; }
  function refreshSheet() {
    const el = document.getElementById("sheet");
    const [title, build] = sheets[el.dataset.kind];
    const content = document.getElementById("sheet-content");
    const focused = document.activeElement && content.contains(document.activeElement) ? document.activeElement.id : null;
    if (focused && document.activeElement.tagName === "INPUT") return;  // do not wipe what is being typed
    document.getElementById("sheet-title").textContent = title;
    content.replaceChildren(build());
    if (focused && document.getElementById(focused)) document.getElementById(focused).focus();
  }
  document.getElementById("sheet-close").onclick = closeSheet;
  document.getElementById("sheet").addEventListener("click", (e) => { if (e.target.id === "sheet" && creds) closeSheet(); });
  document.addEventListener("keydown", (e) => { if (e.key === "Escape" && creds) closeSheet(); });
  document.getElementById("open-dice").onclick = () => openSheet("dice");
  document.getElementById("open-log").onclick = () => openSheet("log");
  document.getElementById("open-share").onclick = () => openSheet("share");
  document.getElementById("undo").onclick = () => act({ type: "undo" });
  document.getElementById("redo").onclick = () => act({ type: "redo" });

  function diceSheet() {
    const t = snap.table, last = t.last;
    const spec = h("input", { id: "dice-spec", value: localStorage.getItem("companion.dice") || "2d6", "aria-label": "Dice, like 2d6 or 1d20+3", autocomplete: "off" });
    const faces = data.faces.length ? h("select", { id: "dice-faces", "aria-label": "Faces" }, h("option", { value: "" }, "numbers"), data.faces.map((f) => h("option", {}, f))) : null;
    const real = h("input", { id: "dice-real", inputmode: "numeric", placeholder: "e.g. 3 5", "aria-label": "The faces you rolled" });
    const common = () => {
      localStorage.setItem("companion.dice", spec.value);
      const a = { type: "roll", dice: spec.value.trim() };
      if (faces && faces.value) a.faces = faces.value;
      return a;
    };
    return h("div.dice", {},
      last ? h("div.roll-big", { "data-k": "roll" }, h("strong", {}, last.labels ? last.labels.join(" · ") : last.total),
        h("span", {}, snap.log.filter((e) => e.type === "roll" && !e.undone).slice(-1).map((e) => e.text))) : h("p.muted", {}, "No roll yet"),
      h("div.row", {}, spec, faces, h("button.btn.primary", { id: "roll-for-me", onclick: () => act(common()) }, "Roll for me")),
      h("div.row", {}, real, h("button.btn", { id: "roll-real", onclick: () => {
        const values = real.value.split(/[\s,]+/).filter(Boolean).map(Number);
        act(Object.assign(common(), { values })); real.value = "";
      } }, "I rolled this")),
      h("div.row", {}, h("button.btn", { onclick: () => act({ type: "rolloff" }) }, "Roll off for first player"),
        t.first_player !== null && t.first_player !== undefined ? h("span", {}, "First: " + name(t.first_player)) : null),
      h("h3", {}, "Recent rolls"),
      h("ol.log.rolls", {}, snap.log.filter((e) => e.type === "roll" && !e.undone).slice(-8).reverse().map((e) => h("li", {}, e.text))),
      h("h3", {}, "Luck: rolled vs expected"),
      luckTable(t.luck));
  }
  function luckTable(luck) {
    const rows = snap.players.filter((p) => luck[p.seat]).map((p) => {
      const l = luck[p.seat];
      const diff = l.sum - l.expected;
      return h("tr", {}, h("th", { scope: "row" }, p.name), h("td", {}, l.dice), h("td", {}, l.sum),
        h("td", {}, l.expected.toFixed(1)), h("td", { class: diff >= 0 ? "up" : "down" }, (diff >= 0 ? "+" : "") + diff.toFixed(1)));
    });
    if (!rows.length) return h("p.muted", {}, "Nobody has rolled yet.");
    return h("table.luck", {}, h("thead", {}, h("tr", {}, ["", "dice", "rolled", "expected", "luck"].map((x) => h("th", { scope: "col" }, x)))), h("tbody", {}, rows));
  }
  function logSheet() {
    return h("ol.log", { reversed: true }, snap.log.slice().reverse().map((e) =>
      h("li" + (e.undone ? ".undone" : ""), {}, h("time", {}, new Date(e.at * 1000).toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" })), " ", e.text)));
  }
  function shareSheet() {
    const host = creds && creds.host;
    return h("div.share", {},
      h("p.code", { "aria-label": "Table code" }, code),
      h("img.qr", { src: `/t/${code}/qr.svg`, alt: "QR code to join this table", width: 220, height: 220 }),
      h("p.url", {}, data.join_url),
      host ? h("h3", {}, "This phone plays as") : null,
      host ? h("div.row.play-as", {}, snap.players.map((p) => h("button.btn" + (creds.actingAs === p.seat ? ".primary" : ""),
        { onclick: () => playAs(p.seat), "aria-pressed": String(creds.actingAs === p.seat) }, p.name)),
        h("button.btn" + (creds.actingAs === null || creds.actingAs === undefined ? ".primary" : ""),
          { onclick: () => playAs(null) }, "Everyone (pass it round)")) : null,
      h("h3", {}, "Seats"),
      h("ul.seats", {}, snap.players.map((p) => h("li", {},
        h("span.dot", { style: { "--pc": p.color } }), " ", p.name, " ", h("small", {}, p.claimed ? "· has a phone" : "· free"),
        host && creds.actingAs === p.seat ? h("small", {}, " · this phone acts as them") : null,
        host && p.claimed ? h("button.btn.small", { onclick: () => release(p.seat) }, "Release") : null))),
      host ? h("p.small", {}, "Passing one phone round: tap a name at the top to act for that player.") : null,
      host ? h("button.btn.small", { onclick: async () => {
        if (!confirm("Give the table a new code? The old code and QR stop working; seated phones follow.")) return;
        const r = await C.api(`/api/tables/${code}/code`, { method: "POST", body: {}, token: creds.token });
        C.creds.set(r.code, creds); location.replace("/t/" + r.code);
      } }, "New join code") : null,
      h("p.small", {}, "Print with these names: ", ["score", "reference"].map((sheet) => [
        sheet === "score" ? "Score sheet " : " · Reference ",
        h("a", { href: `/t/${code}/print/${sheet}.pdf?paper=a4` }, "A4"), " ",
        h("a", { href: `/t/${code}/print/${sheet}.pdf?paper=letter` }, "Letter")])),
      h("p.small", {}, h("a", { href: `/api/tables/${code}/export.csv` }, "Export CSV"), " · ",
        h("a", { href: `/api/tables/${code}/export.json` }, "Export JSON"), " · ", h("a", { href: `/games/${data.game}` }, "Printables")),
      data.rulings.length ? h("details.rulings", {}, h("summary", {}, "House rulings"), h("ul", {}, data.rulings.map((r) => h("li", {}, r)))) : null);
  }
  // The host's phone is also a player's: take that seat, so nobody else claims it.
  async function playAs(seat) {
    creds.actingAs = seat;
    C.creds.set(code, creds);
    delete creds.mine;
    if (seat !== null && !snap.players[seat].claimed) {
      try {
        const r = await C.api(`/api/tables/${code}/join`, { method: "POST", body: { seat } });
        creds.mine = { seat, token: r.token };
      } catch (e) { /* taken meanwhile: the host token still acts for that seat */ }
    }
    C.creds.set(code, creds);
    await reload();
  }
  async function release(seat) {
    try { await C.api(`/api/tables/${code}/release`, { method: "POST", body: { seat }, token: creds.token }); }
    catch (e) { toast(e.message, true); }
  }
  function joinSheet() {
    return h("div.join", {},
      h("p", {}, "Which seat is yours?"),
      h("div.seat-buttons", {}, snap.players.map((p) => h("button.btn.big.seat", {
        style: { "--pc": p.color }, disabled: p.claimed, "data-seat": p.seat,
        onclick: async () => {
          try {
            const r = await C.api(`/api/tables/${code}/join`, { method: "POST", body: { seat: p.seat } });
            creds = { seat: r.seat, token: r.token, host: false };
            C.creds.set(code, creds); closeSheet(); await reload();
          } catch (e) { toast(e.message, true); await reload(); }
        } }, p.name + (p.claimed ? " (taken)" : "")))),
      h("button.btn", { id: "watch", onclick: () => { creds = { watch: true }; C.creds.set(code, creds); closeSheet(); render(); } }, "Just watch"));
  }

  let toastTimer = null;
  function toast(msg, bad) {
    let el = document.getElementById("toast");
    if (!el) { el = h("div.toast", { id: "toast", role: "alert" }); document.body.append(el); }
    el.textContent = msg; el.className = "toast show" + (bad ? " bad" : "");
    clearTimeout(toastTimer); toastTimer = setTimeout(() => (el.className = "toast"), 3500);
  }

  // Keep the screen on while the table is open (where the browser allows it).
  async function wake() {
    try { if ("wakeLock" in navigator && document.visibilityState === "visible") await navigator.wakeLock.request("screen"); } catch (e) { /* not allowed: fine */ }
  }
  document.addEventListener("visibilitychange", wake);

  async function start() {
    try { snap = await C.api(`/api/tables/${code}`, { token: readToken() }); }
    catch (e) {
      if (e.status === 403 && creds && creds.mine) {  // the host released its own seat: read as host
        delete creds.mine; C.creds.set(code, creds); return start();
      }
      if (e.status === 403 && creds) { C.creds.clear(code); creds = null; snap = await C.api(`/api/tables/${code}`); }
      else { document.getElementById("main").textContent = e.message || "Could not load the table."; return; }
    }
    render();
    connect();
    wake();
    if (pending.length) flush();
    if (!creds) openSheet("join");
    else if (creds.fresh) { delete creds.fresh; C.creds.set(code, creds); openSheet("share"); }  // just opened: invite the table
  }
  start();
})();
