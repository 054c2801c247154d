// The table's own screen (a TV, laptop or tablet in the middle of the table): the phones' table page,
// read as a watcher (the public view only, table.js never gives it a token) and drawn large, with
// the last roll or draw, the log's latest lines and the join code. No controls.
"use strict";
(function () {
  const { h } = C;
  const $ = (id) => document.getElementById(id);
  const TICKER = 6;  // log lines shown at most: what a glance from a chair takes in
  let lastSeq = null;

  const dot = (T, seat) => h("span.dot", { style: { "--pc": T.color(seat) }, "aria-hidden": "true" });
  // A roll for the first player (the Dice sheet's, or a game's own such as The King of All Bards'):
  // who won it, and each seat's die with its rerolls of a tie ("3 → 5"); none when real dice were rolled.
  const rolloffs = (T) => C.view.logOf(T, "rolloffs");
  const winner = (e) => (Number.isInteger(e.data.winner) ? e.data.winner : e.data.seat);
  const firstPlayer = (T, e) => t("{name} is the First Player", { name: T.name(winner(e)) });
  function rolledOff(T, e) {
    const rounds = e.data.rounds || [], won = winner(e);
    const rows = Object.keys(rounds[0] || {}).map(Number).map((s) => h(s === won ? "li.won" : "li", {}, dot(T, s), " ", T.name(s), " ",
      h("strong", {}, rounds.filter((r) => r[String(s)] !== undefined).map((r) => r[String(s)]).join(" → "))));
    return [rows.length ? h("ol.plain.screen-rolloff", {}, rows) : null, h("span.screen-roll-by", {}, dot(T, won), " ", firstPlayer(T, e))];
  }
  // A seat's own die in a roll-off still going on (The King of All Bards': each on its own phone, pt61).
  const rolloffDice = (T) => T.snap().log.filter((e) => (T.data.kinds.rolloff_dice || []).includes(e.type) && !e.undone);
  // The last roll or draw, as the phones' table bar says it, with whose it was; a new one pops in.
  function roll(T) {
    const V = C.view, tb = T.snap().table, rolls = V.rollLog(T), off = rolloffs(T), dice = rolloffDice(T);
    // Of one move's events, the roll-off's end outranks its last die (a stable sort: the later listed wins a tie).
    const latest = [dice[dice.length - 1], rolls[rolls.length - 1], off[off.length - 1]].filter(Boolean).sort((a, b) => a.seq - b.seq).pop();
    const el = $("screen-roll");
    if (latest && latest === dice[dice.length - 1]) {  // the seat's die, whoever's phone sent it (the host's rolls for seats)
      el.replaceChildren(C.num(latest.data.value), h("span.screen-roll-by", {}, dot(T, latest.data.seat), " ", T.name(latest.data.seat)));
    } else if (latest && rolls[rolls.length - 1] !== latest) el.replaceChildren(...rolledOff(T, latest).filter(Boolean));  // no dice rolled: no list (a null would read "null")
    else {
      const shown = latest ? V.rollShown(T, latest) : null;
      const label = latest && latest.type !== "roll" && shown !== null ? shown
        : tb.last ? (tb.last.labels ? tb.last.labels.join(" · ") : C.num(tb.last.total)) : null;
      el.replaceChildren(label === null ? "–" : String(label));
      const by = latest && Number.isInteger(latest.actor) ? latest.actor : null;
      if (by !== null) el.append(h("span.screen-roll-by", {}, dot(T, by), " ", T.name(by)));
    }
    const seq = latest ? latest.seq : null;
    if (seq !== lastSeq && lastSeq !== null && seq !== null) {
      el.classList.remove("fresh");
      void el.offsetWidth;  // restart the animation
      el.classList.add("fresh");
    }
    lastSeq = seq;
  }
  // The log's latest lines, newest first, each in the colour of whoever did it.
  function ticker(T) {
    const lines = T.snap().log.filter((e) => e.text && !e.undone).slice(-TICKER).reverse();
    $("screen-ticker").replaceChildren(...lines.map((e) => {
      const who = C.view.whose(e);
      return h("li", {}, who !== null ? h("span.dot", { style: { "--pc": T.color(who) }, "aria-hidden": "true" }) : null,
        who !== null ? " " : null, e.text);
    }));
    // As many lines as the side holds, newest first: an older line goes rather than the join code.
    const side = $("screen-side"), list = $("screen-ticker"), box = list.parentElement;
    const over = (el) => el.scrollHeight > el.clientHeight + 1;
    while (list.children.length > 1 && (over(side) || over(box))) list.lastElementChild.remove();
  }

  // The big moments full screen for a few seconds (the game's reveal events, and its end): read from
  // every chair, then the board again. Only what happens while the screen looks: not on opening it.
  const REVEAL_MS = 5000;
  // The end: the winners by name from the table (some games mark only their why, "21 points with
  // Sponsor rank 5", as data-winner: pt27 read a moment without a name), then that why beneath.
  function ended(T, text) {
    const snap = T.snap(), seats = snap.table.winners || [], names = seats.map((s) => T.name(s));
    const own = document.querySelector("#main [data-winner]"), line = own ? own.textContent.trim() : null;
    const last = [...snap.log].reverse().find((e) => e.text && !e.undone);
    if (!names.length) return [line || (last ? last.text : text), null, null];
    const said = "🏆 " + tn("{names} wins the game!", "{names} win the game!", names.length,
      { names: new Intl.ListFormat(C.lang, { type: "conjunction" }).format(names) });
    return [said, seats.length === 1 ? seats[0] : null, line && !names.some((n) => line.includes(n)) ? line : null];
  }
  // Whom a moment is about, for its colour: the one player its event names (the First Player, a Duel's
  // winner, the Fans a Brawl threw out when all are one player's), else nobody. Never whoever's phone
  // sent the move (pt61: Guinevere's Fan thrown out, in Wilhelmina's blue, as her Fan had started it).
  function about(e) {
    const d = e.data || {};
    const seats = Number.isInteger(d.winner) ? [d.winner] : "winner" in d ? []
      : Array.isArray(d.drawn) ? d.drawn.map((x) => x.seat) : Number.isInteger(d.seat) ? [d.seat] : [];
    const one = [...new Set(seats)];
    return one.length === 1 && Number.isInteger(one[0]) ? one[0] : null;
  }
  // Every Bard's move at once (The King of All Bards' Movement: `to`, a Pub per seat), read at a glance:
  // a heading, then a line per Pub with the Bards who go there under each other, in their colours
  // (pt61: one sentence of seven lines). Bards who meet in a Pub are a Duel: they share a line.
  function everyMove(T, e) {
    const to = e.data && e.data.to;
    if (!Array.isArray(to) || to.length !== T.snap().players.length || !to.every(Number.isInteger)) return null;
    const pubs = [...new Set(to)].sort((a, b) => a - b);
    return [h("h2", {}, t("All Bards move")), h("ol.screen-moves", {}, pubs.map((n) => h("li.screen-pub", {},
      h("span.screen-pub-n", {}, t("Pub {n}", { n })),
      h("span.screen-bards", {}, to.map((p, seat) => (p === n ? h("span.screen-bard", {}, dot(T, seat), h("span", {}, T.name(seat))) : null)).filter(Boolean)))))];
  }
  let seen = null, wasOver = null, hideTimer = null;
  function reveal(T) {
    const snap = T.snap(), kinds = [...(T.data.kinds.reveals || []), ...(T.data.kinds.rolloffs || [])];
    const fresh = seen === null ? [] : snap.log.filter((e) => e.seq > seen && e.text && !e.undone && kinds.includes(e.type));
    seen = snap.seq;
    const big = fresh[fresh.length - 1], off = big && (T.data.kinds.rolloffs || []).includes(big.type);
    // A roll-off's line names every seat's die: the moment names the First Player alone.
    let text = big ? (off ? firstPlayer(T, big) : big.text) : null, by = big ? about(big) : null;
    let why = null;
    if (snap.table.over && wasOver === false) [text, by, why] = ended(T, text);
    wasOver = !!snap.table.over;
    if (text === null) return;
    const el = $("screen-reveal"), moves = !why && big && everyMove(T, big);
    // The DOM's own replaceChildren writes a null as the word "null" (pt27: above the end's winner).
    if (moves) el.replaceChildren(...moves);
    else el.replaceChildren(...[Number.isInteger(by) ? dot(T, by) : null, h("span", {}, text),
      why ? h("small.screen-reveal-why", {}, why) : null].filter(Boolean));
    el.hidden = false;
    clearTimeout(hideTimer);
    hideTimer = setTimeout(() => { el.hidden = true; }, REVEAL_MS);
  }

  // Keep the screen on where the browser allows (a secure page: localhost, or HTTPS); say so quietly
  // where it cannot, so the group sets the device's own sleep instead. A lock is lost whenever the
  // page is hidden: taken again when it shows.
  let lock = null;
  async function wake() {
    const el = $("screen-awake");
    if (!("wakeLock" in navigator)) { el.textContent = t("This browser may let the screen sleep: turn its sleep off in the device's settings."); return; }
    if (document.visibilityState !== "visible" || (lock && !lock.released)) return;
    try {
      lock = await navigator.wakeLock.request("screen");
      el.textContent = t("The screen stays on.");
    } catch (e) {
      el.textContent = t("This browser may let the screen sleep: turn its sleep off in the device's settings.");
    }
  }
  document.addEventListener("visibilitychange", wake);
  document.addEventListener("DOMContentLoaded", wake);

  // The board whole on a screen nobody can scroll: laid out in columns (screen.css), then drawn as
  // much smaller as it still needs. Measured, since what a board holds varies with the game, the
  // phase and the names; the turn prompt (in the top bar) and the side keep their size.
  const SMALLEST = 0.3;
  function fits() {
    const d = document.documentElement;
    return d.scrollHeight <= window.innerHeight && d.scrollWidth <= window.innerWidth;
  }
  // Past one screen, its columns fill down to the screen's foot one after another instead of balancing
  // (a balanced layout of Minstrels' end took 60-380 ms on a 2-core machine at each new scale, its first
  // page 2-3 s of them; filled in order, 20-35 ms): by then every column is about full either way.
  function at(main, z, room) {
    main.style.zoom = String(z);
    if (room !== null) { main.style.columnFill = "auto"; main.style.height = room / z + "px"; }
    return fits();
  }
  function fit() {
    const main = $("main"), was = parseFloat(main.style.zoom) || 1;
    const room = main.style.height ? parseFloat(main.style.height) * was : null;
    // A render that left the board's size as it was keeps its zoom: it still fits, and 1 % larger would not. Two
    // layouts instead of the search's ten (every move on a TV cost a second or more of drawing).
    if (was < 1 && fits()) {
      const over = !at(main, Math.min(1, was * 1.01), room);
      at(main, was, room);
      if (over) return;
    }
    main.style.zoom = main.style.columnFill = main.style.height = "";
    if (fits()) return;
    const d = document.documentElement, r = main.getBoundingClientRect();
    const columns = getComputedStyle(main).columnWidth !== "auto";
    // The height the board has: the window's, less what lies above it and below it.
    const free = columns ? innerHeight - (r.top + scrollY) - (d.scrollHeight - (r.bottom + scrollY)) : null;
    let lo = SMALLEST, hi = 1;
    for (let i = 0; i < 8; i++) {  // a 0.3 % step: as large as fits
      const z = (lo + hi) / 2;
      if (at(main, z, free)) lo = z; else hi = z;
    }
    at(main, lo, free);
  }
  // A window resized (a laptop's, or a tablet turned): the board drawn for its new size, then fitted.
  let resized = null;
  window.addEventListener("resize", () => {
    cancelAnimationFrame(resized);
    resized = requestAnimationFrame(() => { if (C.table.snap()) C.table.render(); });
  });

  // Play again: the phones follow in a tap each; a screen has nobody to tap (pt27: it stayed on the
  // old end with a button). It holds no seat to hand over, so it opens the new table's screen itself,
  // once the end's moment has had its seconds.
  let leaving = false;
  function follow(T) {
    const next = T.snap().table.next;
    if (!next || leaving) return;
    leaving = true;
    const go = () => location.replace(`/t/${encodeURIComponent(next)}/screen`);
    if ($("screen-reveal").hidden) go(); else setTimeout(go, REVEAL_MS);
  }

  C.screen = {
    render(T) {
      // Every folded part of the board open (the score pad's cards): nobody can tap them open here.
      document.querySelectorAll("#main details").forEach((d) => { d.open = true; });
      // Not fitted here: table.js fits last, once the timer's parts are drawn too (a fit lays the page out 9 times).
      roll(T); ticker(T); reveal(T); follow(T);
    },
    fit,
    wakeLock: () => lock,
  };
})();
