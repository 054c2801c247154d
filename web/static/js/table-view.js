// The table page's frame around each game: the player bar, the turn prompt, the table bar, the
// notice line, and re-renders that never take away what a player is typing, picking or tapping.
"use strict";
(function () {
  const { h } = C;
  const V = (C.view = {});
  const $ = (id) => document.getElementById(id);

  // ---- re-renders wait for taps and picks -----------------------------------------------------
  // A tap is a press and a release on the same element. If another phone's move re-renders the
  // page in between, the button pressed is gone and the tap is lost; so renders wait for the release
  // (a press held longer than a second lets them through: nobody holds a tap that long). An open
  // picker (a focused <select> not yet changed) holds them too, until it is picked or left, for 8
  // seconds at most (a phone may leave a dismissed picker focused: the table must not freeze).
  let pressed = 0, held = null, picking = null, pickedAt = 0;
  const PICK_MS = 8000;
  document.addEventListener("pointerdown", () => { pressed = Date.now(); }, true);
  const letGo = () => {
    pressed = 0;
    if (held !== null && !picking) { const f = held; held = null; setTimeout(() => C.table.render(f)); }  // after the click
  };
  document.addEventListener("pointerup", letGo, true);
  document.addEventListener("pointercancel", letGo, true);
  document.addEventListener("focusin", (e) => { picking = e.target.tagName === "SELECT" ? e.target : null; pickedAt = Date.now(); }, true);
  const picked = (e) => { if (picking && e.target === picking) { picking = null; letGo(); } };
  document.addEventListener("change", picked, true);
  document.addEventListener("focusout", picked, true);
  V.busy = (fromOthers) => {
    if (picking && (!document.contains(picking) || Date.now() - pickedAt >= PICK_MS)) picking = null;
    if (!(pressed && Date.now() - pressed < 1000) && !picking) return false;
    held = held || !!fromOthers;
    if (pressed) setTimeout(() => { if (held !== null && pressed) letGo(); }, 1000);
    if (picking) setTimeout(() => { if (held !== null && picking && Date.now() - pickedAt >= PICK_MS) { picking = null; letGo(); } }, PICK_MS - (Date.now() - pickedAt) + 10);
    return true;
  };

  // ---- what a player typed or picked survives a re-render, until sent -------------------------
  const touched = new WeakSet();
  const touch = (e) => { if (e.target.matches && e.target.matches("input, select, textarea")) touched.add(e.target); };
  document.addEventListener("input", touch, true);
  document.addEventListener("change", touch, true);
  const FIELDS = "input, select, textarea, details";
  // A field is known again by its id, name or label, and by its place among fields so named.
  function keys(root) {
    const seen = new Map();
    return [...root.querySelectorAll(FIELDS)].map((el) => {
      const base = el.tagName + "|" + (el.id || el.name || el.getAttribute("aria-label") || (el.tagName === "DETAILS" ? (el.querySelector("summary") || el).textContent : ""));
      const n = seen.get(base) || 0; seen.set(base, n + 1);
      return [base + "#" + n, el];
    });
  }
  // The page ends above the fixed action bar whatever its height (a game's buttons, a language's
  // longer words, text at 130 %): a fixed padding left the last line and "End the game now…"
  // under the bar (pt13). The bar's height is kept in --bar-h for the page and the toast.
  const bar = document.getElementById("actionbar");
  if (bar && window.ResizeObserver) {
    new ResizeObserver(() => document.documentElement.style.setProperty("--bar-h", bar.offsetHeight + "px")).observe(bar);
  }
  V.keep = function (roots) {
    const vals = new Map(), active = document.activeElement;
    let focus = null, caret = null;
    for (const root of roots) for (const [k, el] of keys(root)) {
      if (el.tagName === "DETAILS") { vals.set(k, { open: el.open }); continue; }
      if (touched.has(el)) vals.set(k, el.type === "checkbox" || el.type === "radio" ? { checked: el.checked } : { value: el.value });
      if (el === active) { focus = k; try { caret = [el.selectionStart, el.selectionEnd]; } catch (e) { caret = null; } }
    }
    return () => {
      for (const root of roots) for (const [k, el] of keys(root)) {
        const v = vals.get(k);
        if (v && "open" in v) el.open = v.open;
        else if (v) {
          if ("checked" in v) el.checked = v.checked;
          else if (!el.options || [...el.options].some((o) => o.value === v.value)) el.value = v.value;
          touched.add(el);
        }
        if (k === focus) {
          el.focus({ preventScroll: true });
          try { if (caret && caret[0] !== null) el.setSelectionRange(caret[0], caret[1]); } catch (e) { /* not a text field */ }
        }
      }
    };
  };
  // Is the player in a field inside `root` (typing, or with a picker open)?
  V.typing = (root) => { const a = document.activeElement; return !!a && root.contains(a) && /^(INPUT|SELECT|TEXTAREA)$/.test(a.tagName); };

  // ---- the player bar -------------------------------------------------------------------------
  // A name shortened with an ellipsis (in the player bar, a card's head) is shown whole on a tap;
  // read before the tap's own handler runs, as that may draw the page again.
  const clipped = (el) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1;
  document.addEventListener("click", (e) => {
    const named = e.target.closest && e.target.closest(".pname[data-full]");  // a pill's name, maybe its short form
    if (named && (named.classList.contains("short") || clipped(named))) return C.table.toast(named.dataset.full);
    // The log's latest line opens the whole log instead (pt89: its own cut line came up as a toast over the Log).
    if (e.target.closest && e.target.closest("#open-log")) return;
    // A button acts: its own label as a toast too read as news (pt91: "In Bonus cards eintragen" up after Eggs went in).
    if (e.target.closest && e.target.closest("button, a, select, input")) return;
    for (let el = e.target; el && el.nodeType === 1; el = el.parentElement) {
      if (getComputedStyle(el).textOverflow === "ellipsis" && clipped(el)) {
        C.table.toast(el.textContent.trim());
        return;
      }
    }
  }, true);
  // A disabled control says why when tapped: its data-why (the reason the view knows), else its
  // title, else that it cannot be used now. A tap on a disabled button fires no click, but its
  // pointer events do reach the page. One listener for every game's controls; a control that says
  // why on its own, where it stands (`data-told`), is left to it.
  document.addEventListener("pointerup", (e) => {
    const el = e.target.closest && e.target.closest("button:disabled, [aria-disabled=true]:not([data-told])");
    if (el) C.table.toast(el.dataset.why || el.title || t("Not possible right now"));
  }, true);
  // Each pill's name whole when it fits (two lines at most, broken between words only), else in two
  // parts, each on a line of its own and cut with an ellipsis if need be: the first word, and the
  // rest, which tells apart players whose names start alike (where the pill has a second line, the
  // rest shares it with the numbers). Measured once drawn; a tap shows the whole name (above).
  const words = (name) => name.trim().split(/\s+/);
  // A whole name breaks between its words only, never at a hyphen inside one (pt48: "Zoë Ellington- /
  // Hartley" beside "Bartholomew / Longname-Smy"): each word kept on one line, the spaces as text.
  const nobreak = (name) => words(name).flatMap((w, i) => [i ? " " : "", h("span.w", {}, w)]);
  // The shortest start of a name's rest that no other player whose name starts with the same word
  // shares ("Воронцова" and "Васильева": "Во", "Ва"), so that the short forms stay apart.
  const telling = (full, all) => {
    const [first, ...more] = words(full), rest = more.join(" ");
    const twins = all.filter((n) => n !== full && words(n)[0] === first).map((n) => words(n).slice(1).join(" "));
    for (let k = 1; k < rest.length; k++) if (!twins.some((x) => x.startsWith(rest.slice(0, k)))) return rest.slice(0, k);
    return rest;
  };
  // A player's short name, as the bar's first line shows it: the first word, with as much of the rest
  // as tells two players apart whose first words are the same ("Chris E.", "Chris O.").
  const short = (V.short = (full, all) => {
    const [first, ...more] = words(full);
    if (!more.length || !all.some((n) => n !== full && words(n)[0] === first)) return first;
    const rest = more.join(" "), cut = telling(full, all);
    return first + " " + (cut === rest ? rest : cut + ".");
  });
  // A seat's player as the bar names them: the first name, more only where two players share it.
  V.called = (T, seat) => short(T.name(seat), T.snap().players.map((p) => p.name));
  // "📱 Hand to Maximilian": a phone passed round turns to this seat's player, named as the bar names
  // them, in their colour (every game alike; `cls` a game's own place for it).
  // Whether a phone passed round goes back to its own player (`seat`): its last move was another player's it
  // holds, so it is in their hands now (pt87: after Александра's turn nothing said to hand it back to Bartholomew;
  // at the start, with no move of another on it yet, it says nothing: pt75).
  V.handedBack = (T, seat) => {
    const snap = T.snap();
    if (!snap || seat !== T.mySeat() || !T.passedRound()) return false;
    const last = [...snap.log].reverse().find((e) => !e.undone && !e.table_line && Number.isInteger(e.actor) && T.holds(e.actor));
    return !!last && last.actor !== seat;
  };
  // To the phone's own player it goes back (pt106, pt108, pt109: "Hand to Bartholomew" on his own phone read as a slip).
  // Whether a phone passed round must go to `seat` now: another player's seat, or its own player's once another held it.
  V.handing = (T, seat) => seat !== T.mySeat() || V.handedBack(T, seat);
  V.handTo = (seat, snap, cls = "") => {
    const say = { name: short(snap.players[seat].name, snap.players.map((p) => p.name)) };
    return h("p.hand-to" + cls, { "data-k": "pass", style: { "--pc": snap.players[seat].color } },
      h("span.dot"), " 📱 " + (C.table && C.table.mySeat() === seat ? t("Hand back to {name}", say) : t("Hand to {name}", say)));
  };
  // A line about another phone's move with every player's name in its short form (pt28: with whole
  // 24-character names the toast lost what happened: "Christopher Wainwright-J undid: C…").
  V.brief = (text, names) => {
    const whole = names.filter((n) => words(n).length > 1).sort((a, b) => b.length - a.length);
    if (!whole.length) return text;
    const quote = (n) => n.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    return text.replace(new RegExp(whole.map(quote).join("|"), "g"), (n) => short(n, names));
  };
  // A part of a split name shows its ellipsis past its box by any fraction of a pixel: no slack (pt23 saw
  // "Longname-S…" and "Oppenheimer…" one pixel over, which `clipped` let pass).
  // pt32: whole pixels hid a fraction too ("Анастасия" 0.4 px over read 97 = 97 and showed "Анастас…"): the text's own width.
  const over = (el) => {
    if (el.scrollWidth > el.clientWidth) return true;
    const r = document.createRange(); r.selectNodeContents(el);
    return r.getBoundingClientRect().width > el.getBoundingClientRect().width + 0.01;
  };
  // A word kept whole (nobreak) but wider than the pill is cut at its end, which clipped() does not see.
  const wideWord = (el) => [...el.querySelectorAll(".w")].some((w) => w.getBoundingClientRect().width > el.clientWidth + 0.01);
  // The table screen shows each name whole, as the README promises (pt61: "Zoë Ellington-Hartl…" at 1280x800), in
  // the strip's full size (24 px at least at 1080p, pt25), a word a line where it fits: a word wider than its pill
  // breaks after its own hyphen, one with none is drawn smaller (to 70 %), only one wider than that where it must.
  const fitWhole = (bar) => bar.querySelectorAll(".pname").forEach((el) => {
    const past = () => el.scrollWidth > el.clientWidth || wideWord(el);
    if (!past()) return;
    el.querySelectorAll(".w").forEach((w) => { if (w.textContent.includes("-") && w.getBoundingClientRect().width > el.clientWidth + 0.01) w.className = "wh"; });
    for (let k = 96; past() && k >= 70; k -= 2) el.style.fontSize = k + "%";
    if (past()) el.classList.add("anywhere");
  });
  const fitNames = (bar) => {
    if (document.body.classList.contains("screen")) return fitWhole(bar);
    const all = [...bar.querySelectorAll(".pname")].map((el) => el.dataset.full);
    bar.querySelectorAll(".pname").forEach((el) => {
      if (!clipped(el) && !wideWord(el)) return;
      const [first, ...rest] = words(el.dataset.full);
      el.classList.add("short");
      // the space between is not drawn (blank text between flex or grid items) but keeps the name's words apart in its text
      el.replaceChildren(h("span.first", {}, first), rest.length ? " " : "", rest.length ? h("span.rest", {}, rest.join(" ")) : "");
      // Beside wide numbers ("1 Tip 1 Pub") the rest has room for a letter or two: its initial then
      // (more letters where another player's rest starts alike), whole, or nothing rather than a sliver.
      const more = el.querySelector(".rest"), pill = el.closest(".player"), short = more && telling(el.dataset.full, all);
      const twin = all.some((n) => n !== el.dataset.full && words(n)[0] === first);
      // A lone surname initial read as a code to playtesters (pt8-pt10: "L", "F", "O"): the rest shows
      // whole, or as far as tells two players apart when their first words are the same, or not at all.
      // pt18: the rest in a smaller type first ("Ellington-Hartley" beside a score), as the first word below.
      if (more && over(more) && !twin) shrink(more, 70);
      if (more && over(more) && !twin) more.remove();
      else if (more && clipped(more)) {
        if (more.clientWidth < 3 * parseFloat(getComputedStyle(more).fontSize)) more.textContent = short + ".";
        if (clipped(more)) more.textContent = short;
        // The first player's crown beside it can leave no room even for that: the crown moves up beside
        // the first word (CSS .crown-up).
        if (clipped(more) && pill.querySelector(".crown")) { pill.classList.add("crown-up"); more.textContent = short + "."; if (clipped(more)) more.textContent = short; }
      }
      // The first word whole in a smaller type rather than cut ("Bartholo…"): "Bartholomew" in bold
      // needs about .7 of its size at 360 px and 130 %; below .64 it keeps its ellipsis.
      shrink(el.querySelector(".first"), 64);
    });
    // Alike or not at all: once one pill shows its first word alone, every pill does (pt28 at 412 px:
    // "Zoë" and "Александра" beside four whole names read as if they were the odd ones). A rest that
    // tells two players apart stays.
    const bare = (el) => el.classList.contains("short") && !el.querySelector(".rest");
    const pills = [...bar.querySelectorAll(".pname")];
    if (!pills.some(bare)) return;
    pills.forEach((el) => {
      const [first, ...rest] = words(el.dataset.full);
      if (!rest.length || bare(el) || all.some((n) => n !== el.dataset.full && words(n)[0] === first)) return;
      el.classList.add("short");
      el.replaceChildren(h("span.first", {}, first), " ");
      shrink(el.querySelector(".first"), 64);
    });
  };
  // A part of a name drawn smaller, down to `least` % of its size, until it fits (or stays cut).
  const shrink = (word, least) => {
    const size = parseFloat(getComputedStyle(word).fontSize);
    for (let k = Math.min(97, Math.floor(100 * word.clientWidth / word.scrollWidth)); over(word) && k >= least; k -= 2) word.style.fontSize = (size * k) / 100 + "px";
  };
  // Names are fitted to the pills as drawn: a text size or width that changes later (the phone's text
  // size, a zoom, a turn to landscape) draws the bar again, so a name is not left cut (pt11 saw
  // "Bartholo…" after a text size set once the page was up). Only on a real change: no loop.
  let fitted = "", watching = null, redraw = null;
  const refit = (bar, again) => {
    redraw = again;
    fitted = bar.clientWidth + " " + getComputedStyle(document.documentElement).fontSize;
    if (watching || !window.ResizeObserver) return;
    watching = new ResizeObserver(() => {
      const now = bar.clientWidth + " " + getComputedStyle(document.documentElement).fontSize;
      if (now !== fitted && redraw) redraw();
    });
    watching.observe(bar);
    watching.observe(document.documentElement);
  };
  const turnSeats = (V.turnSeats = (st) => (st && st.prompt ? st.prompt.seats : st && Number.isInteger(st.turn) ? [st.turn] : []));
  // The bar as last drawn (its pills before fitting): a render that would draw it the same keeps it, names fitted,
  // instead of fitting six names again (a third of a King of All Bards update's time, most of it forced layouts).
  let drawnBar = "";
  V.players = function (T, game, again) {
    const snap = T.snap(), bar = $("players-bar");
    // The first player's crown goes once the game is over: the winner's crown is the one that counts then.
    const turn = turnSeats(snap.state), me = T.seat(), first = !snap.table.over && snap.state && snap.state.first_player;
    const pills = snap.players.map((p) => {
      // A game ended by its score sheet: the sheet's score (the game's own counters stayed where the app left them).
      const paper = snap.table.sheet, badge = paper ? (paper.scores ? paper.scores[p.seat] : "") : game && game.badge ? game.badge(snap, p.seat) : "";
      const on = turn.includes(p.seat);
      return h("li.player" + (on ? ".turn" : "") + (me === p.seat ? ".me" : ""),
        { style: { "--pc": p.color }, "data-k": "p" + p.seat, title: p.claimed ? t("{name} (has a phone)", { name: p.name }) : t("{name} (on the host's phone)", { name: p.name }), "aria-current": on ? "true" : null,
          onclick: () => {
            // The host's phone switches only among the seats it plays; another's name is shown whole.
            const creds = T.creds();  // as they are at the tap (the pill may be older than a switch)
            if (creds && creds.host && !(T.canActAs(p.seat) || creds.actingAs === p.seat)) return T.toast(p.name);
            if (creds && creds.host) {  // said, not only drawn (pt86: a tap switched whom the phone plays for without a word)
              const to = creds.actingAs === p.seat ? null : p.seat;
              T.actAs(to);
              return T.toast(to === null ? t("This phone is passed round again") : t("This phone now plays for {name}", { name: p.name }));
            }
            else if (!creds || !creds.token) T.seats().then((S) => S.offer(p.seat));  // a watcher takes a seat
          } },
        h("span.dot", { "aria-hidden": "true" }), h("span.pname", { "data-full": p.name }, nobreak(p.name)),
        first === p.seat ? h("span.crown", { title: t("First player"), role: "img", "aria-label": t("first player") }, "♛") : null,
        h("span.meta", {}, badge !== "" && badge !== null && badge !== undefined ? h("span.badge", {}, badge) : null),
        // One phrase for both: Russian "(ты) (ходит)" spoke of oneself in the third person (pt23).
        on || me === p.seat ? h("span.sr", {}, " " + (on && me === p.seat ? t("(you, your turn)") : on ? t("(to play)") : t("(you)"))) : null);
    });
    // Its size too: a render after a resize the observer below did not catch fits the names again, as before.
    const drawing = [bar.clientWidth, getComputedStyle(document.documentElement).fontSize, turn.length > 1, ...pills.map((li) => li.outerHTML)].join(" ");
    if (!again && drawing === drawnBar && bar.childElementCount === pills.length) return;
    drawnBar = drawing;
    bar.classList.toggle("together", turn.length > 1);  // several to act at once: a glow each, not six filled pills
    // How wide the bar is in its own text's em (app.css lays the pills out by it). Measured here rather than by a
    // container query, which Chrome left as it was when the text size changed under a page already up (pt108: at
    // 412 px, 130 %, four pills a row cut "Barth…", as at 100 %).
    const top = bar.closest(".topbar") || bar, em = top.clientWidth / parseFloat(getComputedStyle(top).fontSize);
    if (em >= 36) bar.dataset.wide = "36"; else if (em >= 24) bar.dataset.wide = "24"; else delete bar.dataset.wide;
    bar.replaceChildren(...pills);
    fitNames(bar);
    // Drawn again after a render (a resize the observer saw late): the table screen's board is fitted again
    // round the new pills, as a render fits it last (a taller bar left the screen's page past its foot).
    refit(bar, () => { V.players(T, game, true); if (C.screen) C.screen.fit(); });
    // Your own pill stays in view when the players do not all fit across the phone.
    const mine = bar.querySelector(".me");
    if (mine && bar.scrollWidth > bar.clientWidth) {
      const l = mine.offsetLeft - bar.offsetLeft, r = l + mine.offsetWidth;
      if (l < bar.scrollLeft) bar.scrollLeft = l - 8;
      else if (r > bar.scrollLeft + bar.clientWidth) bar.scrollLeft = r - bar.clientWidth + 8;
    }
  };

  // ---- the turn prompt, one line under the player bar (the game's own words, from the server) ----
  // "A, B and C" in English as before; other languages join a list their own way.
  const and = (xs) => (C.lang !== "en" && xs.length > 1 ? new Intl.ListFormat(C.lang, { type: "conjunction" }).format(xs)
    : xs.length < 2 ? xs.join("") : xs.slice(0, -1).join(", ") + " and " + xs[xs.length - 1]);
  // Whom "your turn" speaks to: the phone's own seat; on the host's phone only while it plays as it.
  const you = (T) => { const c = T.creds(), own = T.mySeat(); return c && c.host && T.seat() !== own ? null : own; };
  const THEM = /(?<=\b(?:of|to|for|with|at|from|by|behind|before|beside) )you\b/g;
  V.promptText = function (T) {
    const st = T.snap().state;
    return one(T, st && st.prompt);
  };
  function one(T, p) {
    if (!p || !p.seats || !p.seats.length || !p.do) return "";
    const me = you(T), names = (xs) => and(xs.map(T.name));
    // A game whose prompts must fit two lines with six long names (its `fewNames`) counts the
    // players instead of naming more than one: the player bar already marks each of them.
    const game = T.game(), few = !!(game && game.fewNames);
    // There a player goes by what the bar calls them: the first name, more only where two share it.
    const called = (s) => V.called(T, s);
    if (me !== null && p.seats.includes(me)) {
      const others = p.seats.filter((s) => s !== me);
      if (!others.length) return t("Your turn: {do}", { do: p.do });
      if (few) return tn("Your turn (and {n} more): {do}", "Your turn (and {n} more): {do}", others.length, { n: others.length, do: p.do });
      return t("Your turn (and {names}): {do}", { names: and(others.map((s) => t("{name}'s", { name: T.name(s) }))), do: p.do });
    }
    // A phone with no seat of its own (the host's, passed round): whose turn it is.
    // The rulebook speaks to the player ("end your turn"); to everyone else it is theirs. In
    // English the pronouns turn; the other languages put the instruction after a colon, as said
    // to that player, where "your" stays right. "you" after a preposition is "them" ("in front of them").
    // A game may say it in the third person itself (`them`: German and Russian have no pronoun swap).
    const theirs = p.them ? p.them : C.lang === "en" ? p.do.replace(/\byour\b/g, "their").replace(THEM, "them").replace(/\byou\b/g, "they") : p.do;
    const n = p.seats.length, who = names(p.seats);
    // The host's phone acting for a player it is asked of (passed round, or tapped): their turn, on
    // this phone. Else it waits like any phone: it never follows a player who has a phone of their own.
    const c = T.creds(), passed = c && c.host && p.seats.includes(T.seat());
    if (few) {
      if (n === 1) return t("{name}: {do}", { name: called(p.seats[0]), do: theirs });
      const acting = T.seat(), more = n - 1;  // the phone passed round names the player it acts for now
      if (passed && p.seats.includes(acting)) return tn("{name} (and {n} more): {do}", "{name} (and {n} more): {do}", more, { name: called(acting), n: more, do: theirs });
      if (passed) return tn("{n} player's turn: {do}", "{n} players' turn: {do}", n, { n, do: theirs });
      return tn("Waiting for {n} player to {do}", "Waiting for {n} players to {do}", n, { n, do: theirs });
    }
    if (passed) return tn("{names}'s turn: {do}", "{names}'s turn: {do}", n, { names: who, do: theirs });
    return tn("Waiting for {names} to {do}", "Waiting for {names} to {do}", n, { names: who, do: theirs });
  }
  V.prompt = function (T) {
    const el = $("prompt"), me = you(T), p = T.snap().state && T.snap().state.prompt, game = T.game();
    const asks = me !== null && !!p && Array.isArray(p.seats) && p.seats.includes(me);
    // A move made offline that answers the prompt (the game's `made` says which) is made: not "Your turn"
    // again until it is sent (pt61: a secret pick made offline was asked again, and picked twice).
    const made = asks && !!game && !!game.made && game.made(T, me);
    const text = made ? t("Done: sent once the connection is back") : V.promptText(T);
    el.textContent = text;
    el.hidden = !text;
    el.classList.toggle("mine", !!text && asks && !made);
  };

  // ---- the table bar: last roll, undo and redo --------------------------------------------------
  // The log's events of these kinds (the page's `kinds`, from their one definition: "rolls", "rolloffs", …),
  // those undone left out.
  V.logOf = (T, ...names) => {
    const types = names.flatMap((n) => T.data.kinds[n] || []);
    return T.snap().log.filter((e) => types.includes(e.type) && !e.undone);
  };
  // Every roll: the Dice sheet's and the game's.
  V.rollLog = (T) => V.logOf(T, "rolls");
  V.rollShown = function (T, e) {
    const tb = T.snap().table;
    if (e.type === "roll") return tb.last && tb.last.seq === e.seq ? (tb.last.labels ? tb.last.labels.join(" · ") : tb.last.total) : null;
    const d = e.data || {};
    return Array.isArray(d.values) ? d.values.join(" ") : d.value !== undefined ? String(d.value) : null;
  };
  // The die beside the word in every language, unless it alone would push the buttons onto a second row;
  // again when the row's width or the text size changes (pt28: text set to 130 % once the page was up
  // put "Стол" alone on a third row). It settles: the second pass finds the layout the first left.
  let dieWatch = null;
  const fitDie = (dice) => {
    dice.classList.remove("nodie");
    const row = dice.parentElement.children, last = row[row.length - 1];
    if (last.offsetTop > row[0].offsetTop) {
      dice.classList.add("nodie");
      if (last.offsetTop > row[0].offsetTop) dice.classList.remove("nodie");  // two rows anyway: keep it
    }
    if (dieWatch || !window.ResizeObserver) return;
    dieWatch = new ResizeObserver(() => requestAnimationFrame(() => fitDie(dice)));  // a frame later: no resize loop
    dieWatch.observe(dice.parentElement);
    dieWatch.observe(dice);
  };
  V.tableBar = function (T) {
    const tb = T.snap().table, creds = T.creds();
    const rolls = V.rollLog(T), latest = rolls[rolls.length - 1], shown = latest && V.rollShown(T, latest);
    const label = latest && latest.type !== "roll" && shown !== null ? shown
      : tb.last ? (tb.last.labels ? tb.last.labels.join(" ") : C.num(tb.last.total)) : null;
    V.lastMove(T);
    const dice = $("open-dice");  // none in a game without dice (Game.has_dice)
    // A game's own dice not rolled yet this round show no roll (pt82: Minstrels' round 2 read "6 3", round 1's).
    const game = T.game(), stale = !!(latest && game && game.unrolled && game.unrolled(T.snap(), latest));
    if (dice) {
      const word = label === null || stale;  // the word, not a roll
      $("last-roll").textContent = word ? t("Dice") : label;
      dice.classList.toggle("word", word);
      fitDie(dice);
    }
    // A move that made secret choices public is the host's to undo (the server's rule, pt62): its seat would choose again, knowing.
    const mine = (g) => g && creds && creds.token && (creds.host || ((g.actor === creds.seat || (g.corrects || []).includes(creds.seat)) && !g.host_only));
    const undo = $("undo"), redo = $("redo");
    // A move waiting to be sent goes first and clears what redo would bring back (pt78: ↷ stood enabled offline).
    const queued = T.queued().length > 0;
    undo.disabled = !mine(tb.undo); redo.disabled = !mine(tb.redo) || queued;
    undo.title = tb.undo ? t("Undo: {what}", { what: tb.undo.text }) : t("Nothing to undo");
    redo.title = tb.redo ? t("Redo: {what}", { what: tb.redo.text }) : t("Nothing to redo");
    // Why a greyed-out one is (the server's rule: the seat that did it, or the host).
    // Named as the bar names them (pt90: "Nur Ophelia Montgomery-Jones oder der Gastgeber kann das rückgängig…" lost its point).
    const by = (g) => ({ name: V.called(T, g.actor) }), seated = (g) => Number.isInteger(g.actor);
    undo.dataset.why = !tb.undo ? undo.title : tb.undo.host_only ? t("The secret choices are out: only the host can undo that") : seated(tb.undo) ? t("Only {name} or the host can undo that", by(tb.undo)) : t("Only the host can undo that");
    redo.dataset.why = !tb.redo ? redo.title : queued ? t("Not while a move waits to be sent") : seated(tb.redo) ? t("Only {name} or the host can redo that", by(tb.redo)) : t("Only the host can redo that");
  };

  // The log's latest line above the table's buttons, with the colour of whoever did it: a move
  // made on another phone is named on every phone (it flashes there), not only in the Log sheet.
  // Once the game is over that line tells its end ("Game over: Zoë wins"): the last actor's colour
  // there read as if they had won, so it takes the winner's (a single one, once the play is known), or none.
  V.winners = { seq: -1, seats: [] };
  // Whose colour a log line takes: its actor's, unless the line is the table's ("New round: …" after
  // Bob's last move read as Bob's own, pt82).
  V.whose = (e) => (Number.isInteger(e.actor) && !e.table_line ? e.actor : null);
  V.lastMove = function (T) {
    const snap = T.snap(), log = snap.log, e = [...log].reverse().find((x) => x.text && !x.undone), el = $("last-move");
    const won = V.winners.seq === snap.seq ? V.winners.seats : [];
    // A game whose end line names who ended it (`endNamed`: the score pad's "The host ends the game", pt102: in the
    // winner's colour it read as the winner's doing) keeps that line's own colour.
    const named = T.game() && T.game().endNamed;
    const who = !e ? null : !snap.table.over || named ? V.whose(e) : won.length === 1 ? won[0] : null;
    const dot = Number.isInteger(who) ? h("span.dot", { style: { "--pc": T.color(who) }, "aria-hidden": "true" }) : null;
    // A game may say a line with the others of its action (the score pad's grid: one line per category).
    const game = T.game(), text = e && game && game.strip ? game.strip(snap, e) : e && e.text;
    // Its players named short, as a toast names them (pt87: at 360 px beside a button the strip showed
    // "Wilhelmina Featherst…" and nothing of the move); the title and the Log keep the whole line.
    const said = text ? V.brief(text, snap.players.map((p) => p.name)) : text;
    el.replaceChildren(...(e ? [dot, " ", said].filter(Boolean) : []));
    $("open-log").title = text || "";
  };

  // A line's closing arrow kept with its last word (pt113: "→" alone on a second line of a German button at 130 %).
  V.glued = (text) => text.replace(/ (→)$/, "\u00a0$1");
  // A seat request in the host's words: a seated phone switching is named by its player (pt115: the check only).
  V.asker = (T, r) => (Number.isInteger(r.by) ? t("{by}'s phone asks for {name}'s seat; it shows", { by: V.called(T, r.by), name: V.called(T, r.seat) })
    : t("A phone asks for {name}'s seat; it shows", { name: V.called(T, r.seat) }));
  // ---- the notice line: a seat request for the host, a new table to follow ---------------------
  V.notice = function (T) {
    const snap = T.snap(), creds = T.creds(), el = $("notice");
    const next = snap.table.next;  // the table this one is played again at (the server's table strip)
    // The Invite and Table sheets list the requests with their own Allow, over this line: while one
    // is open, this line leaves them to it (pt36: two Allows, the line's hidden behind the sheet).
    const listed = ["share", "table"].includes($("sheet").dataset.kind);
    const asks = creds && creds.host && !listed ? V.openRequests(T) : [];
    const items = [];
    // First names, as the bar's (pt91: "Du fragst nach dem Platz von Maximilian Großmann-Weiß: …" took four lines).
    const named = (seat) => ({ name: V.called(T, seat) });
    if (next) items.push(h("button.btn.small.primary", { id: "follow", onclick: () => T.seats().then((S) => S.follow(next)) },
      V.glued(t("Play again at the new table →"))));
    for (const r of asks) items.push(h("span.ask", {}, V.asker(T, r), " ", h("strong", {}, r.check),
      h("button.btn.small.primary", { onclick: () => T.seats().then((S) => S.grant(r)) }, t("Allow")), " ",
      h("button.btn.small", { "data-k": "refuse", onclick: () => T.seats().then((S) => S.refuse(r)) }, t("No"))));
    const mine = snap.you && snap.you.asked;  // another phone asks the host for this phone's seat
    // The seat's own phone is told who decides (pt101: "a phone asks for Александра's seat" on her phone, with no
    // button and no word of what would happen).
    if (mine && !mine.granted) items.push(h("span.ask", {}, Number.isInteger(mine.by) ? t("{by}'s phone asks the host for your seat; it shows", { by: V.called(T, mine.by) })
      : t("A phone asks the host for your seat; it shows"), " ", h("strong", {}, mine.check)));
    const ha = snap.you && snap.you.host_asked;  // a phone asks to be the host: this seated phone may allow it
    if (ha && !listed) items.push(h("span.ask", { id: "host-asked" }, Number.isInteger(ha.seat) ? t("{name}'s phone asks to be the host: check it shows", named(ha.seat))
      : t("A phone asks to be the host: check it shows"), " ", h("strong", {}, ha.check), " ", h("button.btn.small.primary", { id: "allow-host", onclick: () => T.lazy("host").then((H) => H.allow(ha)) }, t("Allow"))));
    if (creds && creds.hostAsking) items.push(h("span.ask", { id: "host-asking" }, t("Asking to be the host: another player taps Allow on their phone. This phone shows"), " ", h("strong", {}, creds.hostAsking.check)));
    if (creds && creds.asking) items.push(h("span.ask", {}, t("Asking the host for {name}'s seat: show them", named(creds.asking.seat)), " ", h("strong", {}, creds.asking.check)));
    // With a sheet open the line sits at the sheet's top, not under it (pt94: a phone's request for
    // Ophelia's seat waited unseen behind the Prepare sheet).
    const over = $("sheet").dataset.kind ? $("sheet-notice") : el, under = over === el ? $("sheet-notice") : el;
    over.replaceChildren(...items);
    over.hidden = !items.length;
    under.replaceChildren();
    under.hidden = true;
  };
  // Open seat requests not yet granted, from the host's snapshot (the log never carries their checks).
  // pt30: that snapshot can be older than the log: a request whose seat was granted, taken or freed
  // since (a later seat event in the log) is over, whatever the snapshot still says.
  const OVER = ["seat_granted", "joined", "seat_released"];
  V.openRequests = function (T) {
    const snap = T.snap(), over = (r) => snap.log.some((e) => e.seq > (r.seq || 0) && OVER.includes(e.type) && (e.data || {}).seat === r.seat);
    return ((snap.you || {}).requests || []).filter((r) => !r.granted && !over(r));
  };

  // Changes made on other phones flash briefly, so you notice them.
  let lastTexts = new Map();
  V.flash = function (fromOthers) {
    const now = new Map();
    document.querySelectorAll("[data-k]").forEach((el) => {
      now.set(el.dataset.k, el.textContent);
      if (fromOthers && lastTexts.has(el.dataset.k) && lastTexts.get(el.dataset.k) !== el.textContent) el.classList.add("flash");
    });
    lastTexts = now;
  };
})();
