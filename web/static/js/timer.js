// The turn timer (issue #31): the time left beside the turn prompt on every phone and large on the
// table screen, a beep when it runs out, the host's controls in the Table sheet, and each player's
// thinking time at the end. The server holds the deadlines (companion/timer.py): this counts down
// from them with its offset to the server's clock, never trusting the phone's own date.
"use strict";
(function () {
  const { h } = C;
  let T = null, offset = null, seenNow = null, lastAt = null, seenSeq = null, ticker = null;
  const asked = {};  // the expiries this phone already reported (each once; again after a pause of 2 s)

  const mmss = (s) => {
    const v = Math.max(0, Math.ceil(s)), m = Math.floor(v / 60), hh = Math.floor(m / 60);
    const ss = String(v % 60).padStart(2, "0");
    return hh ? `${hh}:${String(m % 60).padStart(2, "0")}:${ss}` : `${m}:${ss}`;
  };
  const timerOf = () => (T && T.snap() && T.snap().table && T.snap().table.timer) || null;
  const serverNow = () => (Date.now() + (offset || 0)) / 1000;

  // The offset to the server's clock: the snapshot's `now` says it exactly; a new event's time
  // (sent the moment it is made) is a lower bound, and the largest seen is the best.
  function sync() {
    const snap = T.snap(), tm = timerOf();
    if (snap.now !== undefined && snap.now !== seenNow) { seenNow = snap.now; offset = snap.now * 1000 - Date.now(); }
    if (tm && tm.at !== lastAt) {
      lastAt = tm.at;
      const bound = tm.at * 1000 - Date.now();
      if (offset === null || bound > offset) offset = bound;
    }
  }

  // What runs now: [{key, left, seats}] (a sand timer: one; chess clocks: each seat to act).
  function clocks(tm) {
    if (!tm || tm.mode === "off" || T.snap().table.over) return [];
    const gone = tm.running ? serverNow() - tm.at : 0;
    if (tm.mode === "turn") return tm.left.turn === undefined ? [] : [{ key: "turn", left: tm.left.turn - gone, seats: tm.seats }];
    return tm.seats.map((s) => ({ key: String(s), left: (tm.left[String(s)] ?? tm.seconds) - gone, seats: [s] }));
  }

  const SOON = 10;  // seconds: the last ones in a warning colour, before the red of zero
  const isHost = () => !!(T.creds() || {}).host && !T.data.screen;
  const post = (body) => C.api(`/api/tables/${T.code}/actions`, { method: "POST", body: Object.assign({ id: C.uid() }, body), token: (T.creds() || {}).token })
    .catch((e) => T.toast(e.message, true));  // done: the stream brings the line and the timer to every phone
  // A time that cannot be read is said here, in the host's words, not sent for the server's API error.
  const send = (body) => (body.type === "set_timer" && body.mode !== "off" && !C.durationOk(body.seconds)
    ? T.toast(C.durationSays(), true) : post(body));
  // A timer still waiting for the first turn (companion/timer.py) is started by the same tap.
  const toggle = () => { const tm = timerOf(); if (tm && tm.mode !== "off") send({ type: tm.paused || tm.waiting ? "resume_timer" : "pause_timer" }); };
  // The pill itself: on the host's phone a button (one tap pauses, one resumes, as a chess clock's
  // press); elsewhere the time alone, saying who may stop it.
  function pill() {
    let el = document.getElementById("turn-timer");
    if (el && isHost() && el.tagName !== "BUTTON") {
      const b = h("button.turn-timer", { id: "turn-timer", type: "button", onclick: toggle, hidden: el.hidden });
      el.replaceWith(b);
      el = b;
    } else if (el && !isHost()) el.title = t("Only the host can pause the timer");
    return el;
  }
  // Chess clocks: every player's time left on their own chip (phones and screen alike), the ones
  // running marked; the pill keeps the one that matters most to this phone.
  function chips(tm) {
    const on = !!tm && tm.mode === "player" && !T.snap().table.over, gone = on && tm.running ? serverNow() - tm.at : 0;
    for (const li of document.querySelectorAll("#players-bar > .player")) {
      const seat = Number((li.dataset.k || "").slice(1));
      let el = li.querySelector(".pclock");
      if (!on || !Number.isInteger(seat)) { if (el) el.remove(); continue; }
      if (!el) li.append(el = h("span.pclock"));
      // Paused: the seats to act keep a mark, the pause's, not the running ⏳ (pt34: ⏳1:44 stood still).
      const due = !tm.waiting && tm.seats.includes(seat), running = due && !tm.paused;
      const left = (tm.left[String(seat)] ?? tm.seconds) - (running ? gone : 0);
      el.textContent = (running ? "⏳" : due ? "⏸" : "") + mmss(left);
      el.classList.toggle("running", running);
      el.classList.toggle("up", left <= 0);
      el.setAttribute("aria-label", t("Time left: {time}", { time: mmss(left) }));
    }
  }
  // Run out: the prompt itself says so first (pt25: it read on unchanged; nothing said what now).
  // A few seconds later it goes quiet: it has been said, and red through the rest of a turn shouts (pt27).
  const QUIET_MS = 6000;
  let upSince = null;
  function upFirst(up) {
    const p = document.getElementById("prompt"), was = p && p.querySelector(".time-up");
    upSince = !up ? null : upSince ?? Date.now();
    const quiet = up && Date.now() - upSince >= QUIET_MS;
    if (was) was.classList.toggle("quiet", quiet);
    if (!p || !!was === (up && !p.hidden)) return;
    if (was) was.remove(); else p.prepend(h("span.time-up" + (quiet ? ".quiet" : ""), {}, t("Time is up") + " – "));
  }
  function show() {
    const el = pill(), tm = timerOf();
    chips(tm);
    if (!el) return;
    const run = clocks(tm);
    el.hidden = !run.length;
    if (!run.length) { upFirst(false); return; }
    // The phone's own clock first when it is to act; else the one nearest to running out. No name:
    // the player bar marks who is to act, and six long names leave room for a time only.
    const me = T.mySeat(), mine = run.find((c) => c.seats.includes(me));
    const c = mine || run.reduce((a, b) => (b.left < a.left ? b : a));
    // Paused in words, not a glyph and grey digits alone (pt25: it looked disabled).
    // Waiting: in words too, so a full time standing still during setup does not look broken.
    // Run out, it says so in words, paused and resumed too: a resume gives no time back (only Set
    // or the next turn's fresh sand timer does), and a bare 0:00 looked stuck (pt34).
    el.textContent = tm.paused ? "⏸ " + t("Paused") + " " + mmss(c.left)
      : tm.waiting ? "⏸ " + t("Not yet") + " " + mmss(c.left) : c.left <= 0 ? "⌛ " + t("Time is up") : "⏳ " + mmss(c.left);
    el.classList.toggle("up", c.left <= 0);
    upFirst(c.left <= 0);
    el.classList.toggle("soon", !tm.paused && c.left > 0 && c.left <= SOON);
    el.classList.toggle("paused", !!tm.paused || !!tm.waiting);
    const left = tm.waiting && !tm.paused ? t("The timer starts with the first turn")
      : tm.paused ? t("Timer paused: {time} left", { time: mmss(c.left) }) : t("Time left: {time}", { time: mmss(c.left) });
    const does = tm.paused ? t("Resume the timer") : tm.waiting ? t("Start the timer") : t("Pause the timer");
    el.setAttribute("aria-label", el.tagName === "BUTTON" ? left + ". " + does : left);
    if (tm.running) for (const r of run) if (r.left <= 0 && !tm.up.includes(r.key)) report(r.key);
  }

  // Any phone (or the screen) whose countdown reached zero asks the server, which logs it once if its
  // own clock agrees; a phone whose clock ran ahead asks again a little later.
  async function report(key) {
    const id = `${lastAt}:${key}`;
    if (asked[id] && Date.now() - asked[id] < 2000) return;
    asked[id] = Date.now();
    try { await C.api(`/api/tables/${T.code}/timer/up`, { method: "POST", body: {} }); } catch (e) { /* offline: again on the next tick */ }
  }

  // A short beep, made here (no audio file to fetch): once per "time is up" line that arrives.
  function beep() {
    const Ctx = window.AudioContext || window.webkitAudioContext;
    if (!Ctx) return;
    try {
      const ctx = C.timer.ctx || (C.timer.ctx = new Ctx());
      if (ctx.resume) ctx.resume();
      const osc = ctx.createOscillator(), gain = ctx.createGain();
      osc.frequency.value = 880;
      gain.gain.value = 0.2;
      osc.connect(gain); gain.connect(ctx.destination);
      osc.start(); osc.stop(ctx.currentTime + 0.35);
    } catch (e) { /* no sound on this device: the log line still says it */ }
  }
  function chime() {
    const snap = T.snap(), first = T.opening && T.opening();
    if (seenSeq === null && first) seenSeq = first.seq;  // read before this file came: a time run out since is news
    // Only what arrives while the page is open: a time that ran out before it opened does not beep.
    if (seenSeq !== null && snap.log.some((e) => e.seq > seenSeq && e.type === "time_up" && !e.undone)) beep();
    seenSeq = snap.seq;
  }

  // Each player's thinking time on the end screen, under the game's own standings.
  function thinking() {
    const tm = timerOf(), main = document.getElementById("main");
    // None counted (the score pad names nobody to act): nothing to show.
    if (!tm || !Object.keys(tm.used).length || !T.snap().table.over || !main || main.querySelector("#thinking-time")) return;
    const rows = T.snap().players.map((p) => h("li", {}, h("span.dot", { style: { "--pc": p.color }, "aria-hidden": "true" }), " ", p.name, ": ", mmss(tm.used[String(p.seat)] || 0)));
    // The table screen fits its board after this card came (table.js fits last in each render; pt27).
    main.append(h("section.card.thinking", { id: "thinking-time" }, h("h3", {}, t("Thinking time")), h("ul.plain", {}, rows)));
  }

  // The host's controls in the Table sheet: the mode and time, pause and resume.
  function sheet(table) {
    T = table;
    const c = T.creds() || {}, tm = timerOf();
    if (!c.host) return null;
    const mode = h("select", { id: "timer-mode", "aria-label": t("Turn timer") },
      [["off", t("Off")], ["turn", t("A time per turn")], ["player", t("A clock per player")]].map(([v, label]) =>
        h("option", { value: v, selected: (tm ? tm.mode : "off") === v }, label)));
    // m:ss, or seconds ("45s"), or minutes: a 0.25-minute step read oddly (pt25).
    const minutes = h("input", { id: "timer-minutes", type: "text", autocomplete: "off", size: 6, value: mmss(tm && tm.seconds ? tm.seconds : 60), "aria-label": t("Time (m:ss, or seconds as 45s)") });
    const on = tm && tm.mode !== "off";
    return h("section.timer-admin", { id: "timer-admin" }, h("h3", {}, t("Turn timer")),
      h("p.row", {}, mode, h("label", {}, minutes, " ", t("m:ss")),
        h("button.btn.small", { id: "timer-set", onclick: () => send({ type: "set_timer", mode: mode.value, seconds: C.duration(minutes.value) }) }, t("Set"))),
      on ? h("button.btn", { id: "timer-pause", onclick: toggle }, tm.paused ? t("Resume the timer") : tm.waiting ? t("Start the timer") : t("Pause the timer")) : null,
      on && tm.waiting ? h("p.hint", {}, t("The timer starts with the first turn")) : null);
  }

  // The table screen fits its board to the room the top bar leaves (screen.js): once a render, after
  // this draws the pill and the chips' clocks (table.js), and again whenever the bar's height changes
  // as the clocks tick (pt34: the board ran 30 px off a 1080p TV).
  let barHeight = 0;
  function refit() {
    const bar = document.querySelector(".topbar");
    if (!C.screen || !bar || bar.offsetHeight === barHeight) return;
    barHeight = bar.offsetHeight;
    C.screen.fit();
  }
  function barDrawn() {
    const bar = document.querySelector(".topbar");
    if (C.screen && bar) barHeight = bar.offsetHeight;  // the render's own fit (table.js) sees it so
  }
  C.timer = {
    render(table) {
      T = table;
      sync(); chime(); show(); thinking(); barDrawn();
      if (!ticker) ticker = setInterval(() => { if (T) { show(); refit(); } }, 250);
    },
    sheet,
    mmss,
  };
})();
