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
    data, h, act, openSheet, closeSheet, toast, name, color, code, reload, readToken,
    snap: () => snap,
    creds: () => creds,
    setCreds(c) { creds = c; if (c) C.creds.set(code, c); else C.creds.clear(code); },
    seat: () => actingSeat(),
    register(id, def) { games[id] = def; if (snap) render(); },
  });
  // Seats, inviting, the Table sheet and playing again live in seats.js, fetched the first time
  // one of them is needed (most moves never need it: the table page stays light).
  let seatsJs = null;
  function seats() {
    if (!seatsJs) seatsJs = new Promise((ok, bad) => {
      const el = document.createElement("script");
      el.src = "/static/js/seats.js"; el.onload = () => ok(C.seats); el.onerror = () => { seatsJs = null; bad(new Error("offline")); };
      document.head.append(h("link", { rel: "stylesheet", href: "/static/css/seats.css" }), el);
    });
    return seatsJs;
  }
  T.seats = seats;

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
    if (!creds || !creds.token) { toast("Take a seat to play: tap your name at the top", true); return null; }
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
      if (SEAT_EVENTS.has(m.type)) seats().then((S) => S.event(m)).catch(() => {});
      if (m.state && m.seq >= snap.seq) {
        snap.seq = m.seq; snap.table = m.table; snap.players = m.players;
        if (!data.secrets || !creds || !creds.token) snap.state = m.state;
        else { clearTimeout(refetch); refetch = setTimeout(reload, 60); }  // my view holds secrets: ask for it
        render(true);
      }
    };
  }
  const SEAT_EVENTS = new Set(["joined", "seat_left", "seat_released", "seat_requested", "seat_granted", "rematch"]);
  // The host changed the join code: follow the table with this phone's token, or leave.
  async function moved() {
    source.close();
    if (!creds || !creds.token) { document.getElementById("main").textContent = "The host closed this table to watchers."; return; }
    const { code: fresh } = await C.api("/api/locate", { token: creds.token });
    C.creds.set(fresh, creds); C.creds.clear(code); C.tables.rename(code, fresh);
    location.replace("/t/" + fresh);
  }
  async function reload() {
    let s;
    try { s = await C.api(`/api/tables/${code}`, { token: readToken() }); }
    catch (e) {
      if (e.status !== 403 || !creds) throw e;
      // This phone's seat token stopped working: the seat was released or handed to another phone.
      if (creds.mine) delete creds.mine; else creds = { watch: true };
      C.creds.set(code, creds);
      toast("Your seat went to another phone: you are watching", true);
      return reload();
    }
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
  // A re-render keeps what the player typed or picked (and the focus) until sent.
  const touched = new WeakSet();
  const touch = (e) => { if (e.target.matches && e.target.matches("input, select, textarea")) touched.add(e.target); };
  document.addEventListener("input", touch, true);
  document.addEventListener("change", touch, true);
  const fieldKey = (el) => el.tagName + "|" + (el.id || el.name || el.getAttribute("aria-label") || "");
  function keepTyped(roots) {
    const vals = new Map();
    const active = document.activeElement;
    let focus = null;
    for (const root of roots) root.querySelectorAll("input, select, textarea").forEach((el) => {
      const k = fieldKey(el);
      if (touched.has(el) && !vals.has(k)) vals.set(k, el.type === "checkbox" || el.type === "radio" ? { checked: el.checked } : { value: el.value });
      if (el === active) focus = k;
    });
    return () => {
      if (!vals.size && !focus) return;
      for (const root of roots) root.querySelectorAll("input, select, textarea").forEach((el) => {
        const k = fieldKey(el), v = vals.get(k);
        if (v) {
          if ("checked" in v) el.checked = v.checked;
          else if ([...(el.options || [])].some((o) => o.value === v.value) || !el.options) el.value = v.value;
          touched.add(el);
          vals.delete(k);
        }
        if (k === focus) { el.focus(); focus = null; }
      });
    };
  }
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
    const kept = keepTyped([main, bar]);
    main.replaceChildren();
    bar.replaceChildren();
    if (game) game.render({ main, bar, snap, seat: actingSeat(), T });
    kept();
    if (over(snap.state)) main.append(h("div.card.play-again", {}, h("p", {}, "Game over. Same players, same options?"),
      h("button.btn.primary.big", { id: "play-again", onclick: () => openSheet("again") }, "Play again")));
    renderTableBar();
    renderNotice();
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
  // Every game says it is over in its own words: King of All Bards `over`, the score pad
  // `finished`, Minstrels and Tales of Danger phase "over", Bard Saga phase "ended".
  function over(st) { return !!(st && (st.over || st.finished || st.phase === "over" || st.phase === "ended")); }
  // The line under the player bar: a seat request for the host, a new table to follow.
  function renderNotice() {
    const el = document.getElementById("notice");
    const next = [...snap.log].reverse().find((e) => e.type === "rematch");
    const asks = creds && creds.host ? openRequests() : [];
    const items = [];
    if (next) items.push(h("button.btn.small.primary", { id: "follow", onclick: () => seats().then((S) => S.follow(next.data.code)) },
      "Play again at the new table →"));
    for (const r of asks) items.push(h("span.ask", {}, `A phone asks for ${name(r.seat)}'s seat; it shows `, h("strong", {}, r.check),
      h("button.btn.small.primary", { onclick: () => seats().then((S) => S.grant(r)) }, "Allow")));
    if (creds && creds.asking) items.push(h("span.ask", {}, `Asking the host for ${name(creds.asking.seat)}'s seat: show them `, h("strong", {}, creds.asking.check)));
    el.replaceChildren(...items);
    el.hidden = !items.length;
  }
  // Open seat requests, from the public log: asked, and neither granted nor settled since (10 min at most).
  function openRequests() {
    const open = new Map();
    for (const e of snap.log) {
      if (e.type === "seat_requested" && Date.now() / 1000 - e.at < 600) open.set(e.data.seat, { seat: e.data.seat, check: e.data.check });
      else if (["seat_granted", "joined", "seat_released"].includes(e.type)) open.delete(e.data.seat);
    }
    return [...open.values()];
  }
  T.openRequests = openRequests;
  function renderPlayers(game) {
    const bar = document.getElementById("players-bar");
    const turn = snap.state && snap.state.turn;
    const me = actingSeat();
    bar.replaceChildren(...snap.players.map((p) => {
      const badge = game && game.badge ? game.badge(snap, p.seat) : "";
      return h("li.player" + (turn === p.seat ? ".turn" : "") + (me === p.seat ? ".me" : ""),
        { style: { "--pc": p.color }, "data-k": "p" + p.seat, title: p.claimed ? "has a phone" : "no phone yet",
          onclick: () => {
            if (creds && creds.host) { creds.actingAs = creds.actingAs === p.seat ? null : p.seat; C.creds.set(code, creds); render(); }
            else if (!creds || !creds.token) seats().then((S) => S.offer(p.seat));  // a watcher takes a seat
          } },
        h("span.dot", { "aria-hidden": "true" }), h("span.pname", {}, p.name),
        badge !== "" ? h("span.badge", {}, badge) : null);
    }));
  }
  function renderTableBar() {
    const t = snap.table;
    const last = t.last;
    const rolls = rollLog(), latest = rolls[rolls.length - 1], shown = latest && rollShown(latest);
    document.getElementById("last-roll").textContent = latest && latest.type !== "roll" && shown !== null ? shown
      : last ? (last.labels ? last.labels.join(" ") : last.total) : "Dice";
    const mine = (g) => g && creds && creds.token && (creds.host || g.actor === creds.seat);
    const undo = document.getElementById("undo"), redo = document.getElementById("redo");
    undo.disabled = !mine(t.undo); redo.disabled = !mine(t.redo);
    undo.title = t.undo ? "Undo: " + t.undo.text : "Nothing to undo";
    redo.title = t.redo ? "Redo: " + t.redo.text : "Nothing to redo";
  }

  // ---- sheets: dice, log; invite, table, join and play again come from seats.js ------------------
  const sheets = { dice: ["Dice", diceSheet], log: ["Log", logSheet] };
  const LAZY = { share: "Invite", table: "Table", join: "Join this table", again: "Play again" };
  function openSheet(kind, title, build) {
    if (!build && !sheets[kind] && LAZY[kind]) {
      seats().then((S) => openSheet(kind, LAZY[kind], S.sheets[kind])).catch(() => toast("Offline: try again when the connection is back", true));
      return;
    }
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
  document.getElementById("open-table").onclick = () => openSheet("table");
  document.getElementById("undo").onclick = () => act({ type: "undo" });
  document.getElementById("redo").onclick = () => act({ type: "redo" });

  // Every roll: the Dice sheet's and the game's.
  function rollLog() {
    const game = games[data.game], kinds = new Set(["roll", ...((game && game.rolls) || [])]);
    return snap.log.filter((e) => kinds.has(e.type) && !e.undone);
  }
  function rollShown(e) {
    const t = snap.table;
    if (e.type === "roll") return t.last && t.last.seq === e.seq ? (t.last.labels ? t.last.labels.join(" · ") : t.last.total) : null;
    const d = e.data || {};
    return Array.isArray(d.values) ? d.values.join(" ") : d.value !== undefined ? String(d.value) : null;
  }
  T.rollLog = rollLog;
  function diceSheet() {
    const t = snap.table, rolls = rollLog(), latest = rolls[rolls.length - 1], shown = latest && rollShown(latest);
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
      latest ? h("div.roll-big", { "data-k": "roll" }, shown !== null ? h("strong", {}, shown) : null, h("span", {}, latest.text)) : h("p.muted", {}, "No roll yet"),
      h("div.row", {}, spec, faces, h("button.btn.primary", { id: "roll-for-me", onclick: () => act(common()) }, "Roll for me")),
      h("div.row", {}, real, h("button.btn", { id: "roll-real", onclick: () => {
        const values = real.value.split(/[\s,]+/).filter(Boolean).map(Number);
        act(Object.assign(common(), { values })); real.value = "";
      } }, "I rolled this")),
      h("div.row", {}, h("button.btn", { onclick: () => act({ type: "rolloff" }) }, "Roll off for first player"),
        t.first_player !== null && t.first_player !== undefined ? h("span", {}, "First: " + name(t.first_player)) : null),
      h("h3", {}, "Recent rolls"),
      h("ol.log.rolls", {}, rolls.slice(-8).reverse().map((e) => h("li", {}, e.text))),
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
    if (!rows.length) return h("p.muted", {}, "No dice rolled from this sheet yet.");
    return h("table.luck", {}, h("thead", {}, h("tr", {}, ["", "dice", "rolled", "expected", "luck"].map((x) => h("th", { scope: "col" }, x)))), h("tbody", {}, rows));
  }
  function logSheet() {
    return h("ol.log", { reversed: true }, snap.log.slice().reverse().map((e) =>
      h("li" + (e.undone ? ".undone" : ""), {}, h("time", {}, new Date(e.at * 1000).toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" })), " ", e.text)));
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
    C.tables.remember(code, { game: data.game, title: data.title, players: snap.players.map((p) => p.name) });
    render();
    connect();
    wake();
    if (pending.length) flush();
    if (!creds) openSheet("join");
    else if (creds.asking) seats().then((S) => S.collect());  // asked before a reload: granted meanwhile?
    else if (creds.fresh) { delete creds.fresh; C.creds.set(code, creds); openSheet("share"); }  // just opened: invite the table
  }
  document.addEventListener("DOMContentLoaded", start);
})();
