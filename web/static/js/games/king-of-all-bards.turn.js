// The King of All Bards, parts the table needs from the first render: the turn-change guard, the Pub labels' fit, the
// passed-round undo's question.
"use strict";
(function () {
  // ---- a turn that has just changed hands: its "End turn" waits a moment
  // A failed Song ends the turn by itself, and on a phone passed round the next Bard's "End turn" came up under
  // the thumb that had just tapped: a double tap skipped a whole Performance (pt21). For GUARD ms after the turn
  // changes (and while nothing is done in it) the button is there but disabled, saying why. A delay, not a confirm:
  // a table's real "nothing to sing" stops cost no extra tap, and a second tap out of habit lands on nothing.
  const GUARD = 1200;
  let key = null, since = 0;
  // When this turn began on this phone (0: it was already going when the page opened: nothing to guard).
  function turnSince(S) {
    const k = `${S.round}:${S.phase}:${S.turn}:${(S.performed || []).length}`;
    if (key !== null && k !== key) since = Date.now();
    key = k;
    return since;
  }
  // The wait left before this turn's "End turn" may be tapped (ms), 0 once the guard is over.
  const wait = (S) => { const s = turnSince(S); return s ? Math.max(0, s + GUARD - Date.now()) : 0; };
  // "End turn", disabled for what is left of the guard, drawn again when it is over.
  function endTurn(btn, S, why) {
    const left = wait(S);
    if (!left) return btn;
    btn.disabled = true;
    btn.dataset.why = why;
    btn.dataset.k = "end-guarded";
    setTimeout(() => C.table.render(), left + 20);
    return btn;
  }

  // ---- the Pub labels: a name wider than its room is squeezed into it, measured again when the text size changes
  // The labels are in rem and grow with the phone's text, the Pub's box does not (pt25: "1 Beer Mayo▯" once the
  // phone's text was made larger with the table open, the names measured at the old size).
  function fit(root = document) {
    root.querySelectorAll(".kob-board [data-room]").forEach((el) => {
      el.removeAttribute("textLength"); el.removeAttribute("lengthAdjust");
      if (el.getComputedTextLength() > +el.dataset.room) { el.setAttribute("textLength", el.dataset.room); el.setAttribute("lengthAdjust", "spacingAndGlyphs"); }
    });
  }
  let rem = null;
  function watch() {
    if (rem || typeof ResizeObserver === "undefined") return;
    // 1rem wide, out of sight: its size changes exactly when the phone's text size does.
    rem = C.h("div", { "aria-hidden": "true", style: { position: "absolute", visibility: "hidden", width: "1rem", height: "1rem", top: "0", left: "-9rem" } });
    document.body.append(rem);
    new ResizeObserver(() => fit()).observe(rem);
  }
  const squeeze = (svg) => { watch(); requestAnimationFrame(() => fit(svg)); };

  // ---- "+1 Fan" into a Pub at its Capacity starts a Brawl: the reward's button says so before the tap (pt32: it
  // started one unwarned). `pub`: where the Fan goes (0, the Square, has no Capacity).
  function fan(label, S, pub) {
    const full = pub && S.fans[pub].reduce((a, b) => a + b, 0) >= S.capacity;
    return full ? label + " " + t("(full: a Brawl)") : label;
  }

  // ---- ↶ on a phone passed round
  // The phone passed round (one phone, or the host's held seats): ↶ in the next player's hands took back the last
  // player's move, a secret pick among them, with one tap and no word (pt45). It asks first, naming whose; the frame
  // asks only for another phone's moves. Caught before the frame's own handler, which then undoes unasked. The host's own
  // player's move too, once the phone has gone on to another it holds (pt58: Maximilian's ↶ took back Bartholomew's pick).
  let asking = false;
  document.addEventListener("click", (e) => {
    const T = C.table, u0 = e.target.closest && e.target.closest("#undo"), sn = T && T.snap && T.snap(), u = sn && sn.table && sn.table.undo, c = T && T.creds();
    if (!u0 || asking || !u || !c || !c.host || !Number.isInteger(u.actor) || !T.holds(u.actor)) return;  // another phone's: the frame asks
    const now = T.seat();
    if (now == null || now === u.actor) return;
    e.stopImmediatePropagation(); e.preventDefault();
    // First names, as the bar says them: two lines at 360 px (pt62: five, each long name said twice).
    const names = sn.players.map((p) => p.name), V = C.view;
    C.ask(t("{name}'s move: undo “{what}”?", { name: V.short(names[u.actor], names), what: V.brief(u.text, names) }), t("Undo")).then((yes) => {
      if (!yes) return;
      asking = true;
      try { u0.click(); } finally { asking = false; }
    });
  }, true);

  C.kobTurn = { endTurn, squeeze, fan, GUARD };
})();
