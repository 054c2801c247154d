// Spoken turns (issue #31): the browser's own speech synthesis says whose turn it is and the big
// moments (each game's `speak(event, T)`, and the winners), in this page's language. Off unless this
// device turned it on (kept in localStorage); nothing is sent anywhere. Only what changes while the
// page looks is said: never the table as it stood on opening, nor what a reconnect catches up.
// Used by the phones' table page and the table screen alike (table.js calls C.speech.render).
"use strict";
(function () {
  const { h } = C;
  const KEY = C.SPEECH;
  // What the stream brings this soon after coming back is the backlog it missed, not news.
  const CATCH_UP_MS = 1500;
  const on = C.speaking;
  let seen = null, turn = null, said = null, wasOver = null, deafUntil = 0, blocked = false;

  // A voice of the page's language where the device has one; utterance.lang says it either way.
  function voice() {
    const voices = window.speechSynthesis.getVoices ? window.speechSynthesis.getVoices() : [];
    return voices.find((v) => (v.lang || "").toLowerCase().split(/[-_]/)[0] === C.lang) || null;
  }
  function say(text) {
    if (!window.speechSynthesis || !window.SpeechSynthesisUtterance) return;
    const u = new SpeechSynthesisUtterance(text), v = voice();
    if (v) u.voice = v;
    u.lang = v ? v.lang : C.lang;
    // Browsers refuse to speak before anyone touched the page (a screen reloaded with it on): say so
    // on the toggle, whose tap lets it speak.
    u.onerror = (ev) => { if (ev.error === "not-allowed") { blocked = true; label(); } };
    window.speechSynthesis.speak(u);
  }

  // Whose turn it is, as said: one seat's, or a simultaneous phase's prompt to all it asks (its key is
  // the prompt alone, so it is not said again each time one of them has acted).
  function whose(snap) {
    const seats = snap.table.over ? [] : C.view.turnSeats(snap.state) || [];
    if (seats.length === 1) return { key: "seat:" + seats[0], seat: seats[0] };
    const p = snap.state && snap.state.prompt;
    return seats.length > 1 && p && p.do ? { key: "all:" + p.do, seats, do: p.do } : { key: null };
  }
  function turnText(T, now) {
    if (now.seat === undefined) {
      const all = now.seats.length === T.snap().players.length;
      return all ? t("Everyone: {do}", { do: now.do })
        : t("{names}: {do}", { names: new Intl.ListFormat(C.lang, { type: "conjunction" }).format(now.seats.map((s) => T.name(s))), do: now.do });
    }
    return now.seat === T.mySeat() ? t("Your turn") : t("{name}'s turn", { name: T.name(now.seat) });
  }
  // A move of this phone's own seat. Not T.ownMove: a host's phone passed round makes everyone's
  // moves, and the player it is handed to next wants to hear whose turn it is.
  const own = (T, actor) => Number.isInteger(actor) && actor === T.mySeat();
  // The sentences for what happened since the last look: the game's big moments, a time run out, the winners.
  function sentences(T, fresh, was) {
    const snap = T.snap(), game = T.game() || {}, out = [];
    // A phone is not told its own moves back; the end is said to everyone.
    for (const e of fresh) {
      if (e.type === "time_up" && e.text) out.push(e.text);  // a table listening, not looking, learns it too
      else if (game.speak && !own(T, e.actor)) { const s = game.speak(e, T); if (s) out.push(s); }
    }
    if (snap.table.over && was.over === false && (snap.table.winners || []).length) {
      const names = snap.table.winners.map((s) => T.name(s));
      out.push(tn("{names} wins the game!", "{names} win the game!", names.length,
        { names: new Intl.ListFormat(C.lang, { type: "conjunction" }).format(names) }));
    }
    return out;
  }
  // Whose turn is said once it has settled: setup resolving, or two quick moves, pass through turns
  // nobody is to play (pt25 heard a wrong name, then the right one, within a second). Never the same twice.
  const SETTLE_MS = 1000;
  let pending = null, settle = null;
  function turnChanged(T, now, fresh) {
    clearTimeout(settle);
    const last = fresh[fresh.length - 1];
    // The turn this phone passed on is not told back to it (its own seat's turn is always said).
    const quiet = now.seat !== undefined && now.seat !== T.mySeat() && !!last && own(T, last.actor);
    pending = { key: now.key, text: now.key === null || quiet ? null : turnText(T, now) };
    settle = setTimeout(() => {
      const p = pending;
      pending = null;
      if (!p || p.key !== turn) return;
      if (p.key !== said && p.text && on() && listening()) say(p.text);
      said = p.key;
    }, SETTLE_MS);
  }
  const listening = () => performance.now() >= deafUntil && offline().hidden;
  // The table as the page first read it, when its first draw waited for this file: what changed
  // since then is news (table.js, T.opening).
  function prime(first) {
    seen = first.seq; wasOver = !!first.table.over; turn = said = whose(first).key;
  }
  function render(T) {
    if (seen === null && T.opening && T.opening()) prime(T.opening());
    const snap = T.snap(), deaf = seen === null || !listening();
    const fresh = deaf ? [] : snap.log.filter((e) => e.seq > seen && !e.undone);
    const was = { over: wasOver }, now = whose(snap);
    seen = Math.max(seen === null ? -1 : seen, snap.seq); wasOver = !!snap.table.over;
    const moved = now.key !== turn;
    turn = now.key;
    if (deaf) { clearTimeout(settle); pending = null; said = turn; return; }  // as it stands: not news
    if (moved) turnChanged(T, now, fresh);
    if (!on() || snap.seq < 0) return;
    sentences(T, fresh, was).forEach(say);
  }
  // The stream dropped or came back (the offline banner, or a gap table.js says): what arrives next is the backlog.
  const offline = () => document.getElementById("offline");
  document.addEventListener("companion:catch-up", () => { deafUntil = performance.now() + CATCH_UP_MS; });
  function watch() {
    let was = offline().hidden;  // set again unchanged on every (re)open: only a change counts
    new MutationObserver(() => {
      if (offline().hidden !== was) deafUntil = performance.now() + CATCH_UP_MS;
      was = offline().hidden;
    }).observe(offline(), { attributes: true, attributeFilter: ["hidden"] });
  }

  // The toggle: one per device, on the table screen's side and in each phone's Table sheet.
  const toggles = [];
  function label() {
    for (const b of toggles) {
      b.setAttribute("aria-pressed", String(on()));
      b.textContent = !on() ? "🔈 " + t("Spoken turns: off") : blocked ? "🔊 " + t("Spoken turns: tap to let it speak") : "🔊 " + t("Spoken turns: on");
    }
  }
  function toggle() {
    const b = h("button.btn.small.speech-toggle", { type: "button", "data-k": "speech", onclick: () => {
      if (on() && !blocked) localStorage.removeItem(KEY); else localStorage.setItem(KEY, "1");
      blocked = false;
      label();
      if (on()) say(t("Spoken turns: on"));  // a tap is what lets the browser speak: say it works
    } });
    toggles.splice(0, toggles.length, ...toggles.filter((x) => x.isConnected), b);  // a rebuilt sheet's old one goes
    label();
    return b;
  }
  function start() {
    watch();
    const awake = document.getElementById("screen-awake");  // the table screen: under its sleep note
    if (awake) awake.after(Object.assign(toggle(), { id: "speech-toggle" }));
  }
  // A phone fetches this file on use (table.js), after the page has loaded.
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start); else start();

  C.speech = { render, toggle, on, listening };
})();
