// Spoken turns (issue #31): the browser's own speech synthesis says whose turn it is and the big
// moments (each game's `speak(event, T)`, and the winners), in this page's language. Off unless this
// device turned it on (kept in localStorage); nothing is sent anywhere. Only what changes while the
// page looks is said: never the table as it stood on opening, nor what a reconnect catches up.
// Used by the phones' table page and the table screen alike (table.js calls C.speech.render).
"use strict";
(function () {
  const { h } = C;
  const KEY = "companion.speech";
  // What the stream brings this soon after coming back is the backlog it missed, not news.
  const CATCH_UP_MS = 1500;
  const on = () => localStorage.getItem(KEY) === "1";
  let seen = null, turn = null, wasOver = null, deafUntil = 0, blocked = false;

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

  // Whose turn it is: one seat asked (a simultaneous phase is not anybody's turn).
  function whose(snap) {
    const seats = snap.table.over ? [] : C.view.turnSeats(snap.state) || [];
    return seats.length === 1 ? seats[0] : null;
  }
  // A move of this phone's own seat. Not T.ownMove: a host's phone passed round makes everyone's
  // moves, and the player it is handed to next wants to hear whose turn it is.
  const own = (T, actor) => Number.isInteger(actor) && actor === T.mySeat();
  // The sentences for what changed since the last look: the game's big moments, the winners, the turn.
  function sentences(T, fresh, was) {
    const snap = T.snap(), game = T.game() || {}, out = [];
    // A phone is not told its own moves back; the end is said to everyone.
    for (const e of fresh) if (game.speak && !own(T, e.actor)) { const s = game.speak(e, T); if (s) out.push(s); }
    if (snap.table.over && was.over === false && (snap.table.winners || []).length) {
      const names = snap.table.winners.map((s) => T.name(s));
      out.push(tn("{names} wins the game!", "{names} win the game!", names.length,
        { names: new Intl.ListFormat(C.lang, { type: "conjunction" }).format(names) }));
    }
    const now = whose(snap), last = fresh[fresh.length - 1];
    if (now !== null && now !== was.turn) {
      if (now === T.mySeat()) out.push(t("Your turn"));
      else if (!(last && own(T, last.actor))) out.push(t("{name}'s turn", { name: T.name(now) }));
    }
    return out;
  }
  const listening = () => performance.now() >= deafUntil && offline().hidden;
  function render(T) {
    const snap = T.snap(), deaf = seen === null || !listening();
    const fresh = deaf ? [] : snap.log.filter((e) => e.seq > seen && !e.undone);
    const was = { turn, over: wasOver };
    seen = Math.max(seen === null ? -1 : seen, snap.seq); turn = whose(snap); wasOver = !!snap.table.over;
    if (deaf || !on() || snap.seq < 0) return;
    sentences(T, fresh, was).forEach(say);
  }
  // The stream dropped or came back (the offline banner): what arrives next is the backlog.
  const offline = () => document.getElementById("offline");
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
  document.addEventListener("DOMContentLoaded", () => {
    watch();
    const awake = document.getElementById("screen-awake");  // the table screen: under its sleep note
    if (awake) awake.after(Object.assign(toggle(), { id: "speech-toggle" }));
  });

  C.speech = { render, toggle, on, listening };
})();
