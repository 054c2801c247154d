// Seats at the live table: joining or watching, asking the host, stepping back, the Invite and
// Table sheets, and playing again. Loaded by table.js the first time one of them is needed.
"use strict";
(function () {
  const T = C.table, { h } = C, code = T.code;
  const post = (path, body, token) => C.api(`/api/tables/${code}/${path}`, { method: "POST", body: body || {}, token });
  const me = () => { const c = T.creds(); return c && (c.host ? (c.mine ? c.mine.seat : null) : (c.token ? c.seat : null)); };
  const players = () => T.snap().players;

  // ---- taking, asking for and leaving seats -------------------------------------------------
  async function join(seat) {
    const c = T.creds() || { watch: true };
    let r;
    // A seated phone switching asks with its own token: the host's notice names its player (pt115).
    try { r = await post("join", { seat }, c.host ? undefined : c.token); } catch (e) { T.toast(e.message, true); return; }
    if (!r.pending) return seated(c, r);
    c.asking = { seat, request: r.request, check: r.check };
    T.setCreds(c);
    if (c.host) {  // the host's own phone asking: it consents at once (and the log says so)
      await grant({ seat, check: r.check });
      return collect();
    }
    T.closeSheet();
    T.reload();
  }
  async function seated(c, r) {
    // A seated phone that switched gives its old seat up only now it holds the new one (pt115: it left first,
    // and the host's No to the other seat left it watching).
    const old = !c.host && c.token && c.seat !== r.seat ? c.token : null;
    if (c.host) Object.assign(c, { mine: { seat: r.seat, token: r.token }, actingAs: r.seat });
    else c = { seat: r.seat, token: r.token, host: false };
    delete c.asking;
    T.setCreds(c);
    if (old) await post("leave", { to: r.seat }, old).catch(() => {});  // offline: the host can release it
    T.closeSheet();
    T.reload();
  }
  // Asked and granted: collect the token with the request key only this phone holds.
  async function collect() {
    const c = T.creds();
    if (!c || !c.asking) return;
    try {
      const r = await post("join", { seat: c.asking.seat, request: c.asking.request });
      if (!r.pending) seated(c, r);
    } catch (e) {
      if (!e.status) return;  // offline: try again when the stream is back
      // The host's No is an answer, not an error: said as one, from a capital letter (pt115: a lower-case red box).
      const no = e.data && e.data.error && e.data.error.code === "refused";
      delete c.asking; T.setCreds(c); T.toast(no ? e.message.charAt(0).toUpperCase() + e.message.slice(1) : e.message, !no); T.reload();
    }
  }
  // A late Allow (the phone took the seat meanwhile, or its request ended) is no error: the
  // request is simply over, and a fresh read drops it (pt30: a red 404 toast, the box stayed).
  async function grant(r) {
    try { await post("grant", { seat: r.seat, check: r.check }, T.creds().token); }
    catch (e) { if (e.status === 404) { T.toast(e.message); T.reload().catch(() => {}); } else T.toast(e.message, true); }
  }
  // The host says no (pt113: only Allow was offered; an unwanted request stood on three phones for ten minutes).
  async function refuse(r) {
    try { await post("refuse", { seat: r.seat, check: r.check }, T.creds().token); T.reload().catch(() => {}); }
    catch (e) { if (e.status === 404) { T.toast(e.message); T.reload().catch(() => {}); } else T.toast(e.message, true); }
  }
  async function leave() {
    const c = T.creds();
    try { await post("leave", {}, c.host ? c.mine.token : c.token); } catch (e) { T.toast(e.message, true); return; }
    if (c.host) { delete c.mine; c.actingAs = null; T.setCreds(c); } else T.setCreds({ watch: true });
    T.closeSheet();
    T.reload();
  }
  // pt90: a Release tapped by mistake threw a player's phone off at once: a seat with a phone asks first.
  async function freeing(p) {
    if (!p.claimed || (await C.ask(t("Release {name}'s seat? Their phone goes to watching; any phone may take it.", { name: p.name }), t("Release")))) release(p.seat);
  }
  // pt94: a slip onto the wrong row took a seat from the phone playing it, mid-turn: it asks first too.
  async function takeBack(p) {
    if (await C.ask(t("Take {name}'s seat back to this phone? Their phone goes to watching.", { name: p.name }), t("Back to this phone"))) release(p.seat, true);
  }
  async function takeOff(p) {
    if (await C.ask(t("Take {name} off the table?", { name: p.name }), t("Take off"))) T.act({ type: "remove_player", seat: p.seat });
  }
  // A seated phone moves to another seat: it takes or asks for the other, and its own is free again once
  // the other is its (seated): asking, it keeps playing its own.
  async function switchTo(seat) {
    const ask = t("Leave {mine}'s seat and take {name}'s?", { mine: name(me()), name: name(seat) });
    if (await C.ask(ask, t("Switch to this seat"))) await join(seat);
  }
  async function release(seat, keep) {
    try { await post("release", { seat, keep: !!keep }, T.creds().token); } catch (e) { T.toast(e.message, true); }
  }
  // The host's phone plays as one player or passes round. It keeps its own seat and the host's
  // token whatever it picks (only "Step back" gives the seat up); a host phone with no seat yet
  // takes a free one it picks as its own, so nobody else claims it.
  async function playAs(seat) {
    const c = T.creds();
    if (seat !== null && !c.mine && !players()[seat].claimed) { c.actingAs = seat; T.setCreds(c); return join(seat); }
    // "Everyone": the server keeps the seats without a phone for this phone (other phones ask for one).
    if (seat === null && players().some((p) => !p.claimed && !kept(p))) {
      try { await post("actions", { type: "keep_seats", id: C.uid() }, c.token); } catch (e) { T.toast(e.message, true); }
    }
    return T.actAs(seat);
  }
  // Something happened to a seat: collect a granted request, or notice this phone lost its seat.
  // A request's check is not in the log: the host and the seat's holder read it from their own
  // snapshot, and the asking phone has its own (its key proves which request is its).
  function event(m) {
    if (m.type.startsWith("host_")) return T.lazy("host").then((H) => H.event(m)).catch(() => {});  // host.js
    const c = T.creds();
    // Granted, or said no to: the asking phone comes back with its key and is told which (a "no" in the server's words).
    if (["seat_granted", "seat_refused"].includes(m.type) && c && c.asking && c.asking.seat === m.data.seat) return collect();
    const asked = ["seat_requested", "seat_granted", "seat_refused"].includes(m.type);
    if (asked && c && (c.host || m.data.seat === me())) return T.reload();
    if (["joined", "seat_left", "seat_released"].includes(m.type) && m.data.seat === me()) return T.recheck();
    // The host rereads on the other seat events too: a request ends with its phone's join (pt30).
    if (["joined", "seat_released"].includes(m.type) && c && c.host) T.reload().catch(() => {});
  }

  // ---- playing again --------------------------------------------------------------------------
  // Every phone at the old table follows in one tap: it keeps its seat (or the host's role).
  async function follow(next) {
    const c = T.creds();
    if (!c || !c.token) { location.href = "/t/" + next; return; }
    try {
      const a = await post("rematch", {}, c.token);
      const fresh = a.host ? { host: true, token: a.token, seat: null, actingAs: c.actingAs ?? null } : { seat: a.seat, token: a.token, host: false };
      if (c.host && c.mine) {  // the host's own seat too; it goes on acting for whom it chose
        const b = await post("rematch", {}, c.mine.token).catch(() => null);  // lost meanwhile: still the host
        if (b) fresh.mine = { seat: b.seat, token: b.token };
      }
      C.creds.set(a.code, fresh);
      location.href = "/t/" + a.code;
    } catch (e) { T.toast(e.message, true); }
  }
  // Who starts the new game, in each rulebook's words.
  const FIRST = {
    "king-of-all-bards": t("The new table rolls for the first player, as the rulebook says."),
    "bard-saga": t("The new table asks who last sang a song aloud: they are the Starting Player."),
    "minstrels": t("The first player is whoever sang last."),
    "tales-of-danger": t("Select a player to take the first turn."),
  };
  let gameInfo = null;
  // Asked when this part first loads, often by the Play again tap itself: the sheet opened meanwhile
  // is drawn again with its "Who goes first" (pt27's test saw none).
  let known = false;  // the answer is in (tests wait for it before they tap on)
  C.api("/api/games").then((all) => {
    gameInfo = all.find((g) => g.id === T.data.game);
    known = true;
    if (document.getElementById("sheet").dataset.kind === "again" && !document.getElementById("again-first")) T.openSheet("again");
  }).catch(() => { known = true; });
  function againSheet() {
    const snap = T.snap(), c = T.creds();
    const opt = gameInfo && gameInfo.options.find((o) => o.name === "first_player");
    const n = players().length;  // a choice list runs to the most players the game takes: keep this table's
    const seat = opt && opt.kind === "seat";  // a 0-based seat or "random"; "int" and "choice" count from 1
    const choices = opt ? (opt.kind === "choice" ? opt.choices.filter((v) => v === "random" || +v <= n)
      : seat ? ["random", ...players().map((p, i) => i)] : players().map((p, i) => i + 1)) : [];
    // "Whoever sang last" (Minstrels): the table says who, as the sheet's words ask; no default drawn
    // at random (pt27: the words and the preselected "Drawn at random" disagreed).
    const sang = T.data.game === "minstrels" && seat;
    const pick = opt ? h("select", { id: "again-first", "aria-label": t("Who goes first") },
      sang ? h("option", { value: "", selected: true, disabled: true }, t("Who sang last?")) : null,
      (sang ? [...choices.filter((v) => v !== "random"), "random"] : choices).map((v) => h("option", { value: v, selected: !sang && String(v) === String(snap.options.first_player) },
        // By the name the bar calls them (a closed picker cut "Maximilian Schwar…" at 360 px, 130 %).
        v === "random" ? t("Drawn at random") : C.view.called(T, seat ? +v : +v - 1)))) : null;
    // The game cannot know who sang last (a song sung at the real table): the sheet asks, never guesses.
    const why = h("p.again-why", { role: "alert" });
    if (pick) pick.addEventListener("change", () => { why.textContent = ""; pick.removeAttribute("aria-invalid"); });
    const go = async () => {
      const v = pick && pick.value;
      // Said inside the sheet (pt34: the toast drew nowhere to be seen, the tap looked dead).
      // Marked as what stops it (pt79: a plain grey line under the button read as a hint, not the reason).
      if (sang && !v) { why.textContent = t("Choose who sang last"); pick.setAttribute("aria-invalid", "true"); pick.focus(); return; }
      const body = opt ? { options: { first_player: opt.kind === "int" || (seat && v !== "random") ? +v : v } } : {};
      try { await post("rematch", body, c.token); } catch (e) { T.toast(e.message, true); return; }
      follow();  // the new table is open: move this phone to it like every other
    };
    // The players as a list, a line each (pt11: six names in the sentence ran it to 10 lines at 360 px).
    // Before the end (pt46: a seated phone opened one mid-game in 3 taps, unwarned): said, and the button says "anyway".
    const early = !snap.table.over;
    return h("div.again", {},
      early ? h("p.again-unfinished", { role: "status" }, t("This game is not over: its scores stay here, and the new table starts from nothing.")) : null,
      h("p", {}, again(snap)),
      h("ul.again-players", {}, players().map((p) => h("li", { style: { "--pc": p.color } }, h("span.dot"), p.name))),
      FIRST[T.data.game] ? h("p", {}, FIRST[T.data.game]) : null,
      pick ? h("label.field", {}, t("Who goes first"), pick) : null, why,
      c && c.token ? h("button.btn.primary.big", { id: "again-go", onclick: go }, early ? t("Open a new table anyway") : t("Open the new table"))
        : h("p.muted", {}, t("A player or the host opens it; this phone is offered it then.")));
  }
  const name = (seat) => T.name(seat);
  // "A new table of Catan …" once the score pad's game was named; "A new score pad …" before.
  function again(snap) {
    const game = T.data.game === "score-pad" ? snap.state.name : T.data.title;
    return game ? t("A new table of {game}, the same options; each phone keeps its seat:", { game })
      : t("A new score pad, the same options; each phone keeps its seat:");
  }

  // ---- the sheets -----------------------------------------------------------------------------
  // A seat without a phone that has played is the host's phone's, not free (pt15, pt17): taking it asks the host.
  const kept = (p) => !p.claimed && ((T.snap().table || {}).kept || []).includes(p.seat);
  const asks = (p) => p.claimed || kept(p);
  function seatState(p) {
    if (p.seat === me()) return t("this phone");
    // On the host's phone every seat without a phone is its own, passed round, before it has played too
    // (pt20, pt23: listed as "free"); other phones cannot tell such a seat from one nobody has taken yet.
    const host = !!(T.creds() || {}).host;
    // pt51: a seat nobody has played yet is the host's to pass round but anyone's to join, unasked (as the
    // join sheet lists it): "on the host's phone" read as taken.
    return p.claimed ? t("has a phone") : kept(p) ? t("on the host's phone") : host ? t("open: anyone can join") : t("free");
  }
  function shareSheet() {
    const watching = !T.creds() || !T.creds().token, host = !!(T.creds() || {}).host;
    // pt30: this sheet opens by itself for the host, over the notice line: its Allow comes first here too.
    const asking = (T.creds() || {}).host ? T.openRequests() : [];
    return h("div.share", {},
      asking.map((r) => h("p.ask", { "data-ask": askKey(r) }, C.view.asker(T, r), " ", h("strong", {}, r.check), " ",
        h("button.btn.small.primary", { onclick: () => grant(r) }, t("Allow")), " ", h("button.btn.small", { "data-k": "refuse", onclick: () => refuse(r) }, t("No")))),
      h("p.code", { "aria-label": t("Table code") }, T.snap().code),
      h("img.qr", { src: `/t/${T.snap().code}/qr.svg`, alt: t("QR code to join this table"), width: 220, height: 220 }),
      // The address breaks after a slash when it must, never inside the table's code.
      h("p.url", {}, T.data.join_url.split(/(?<=\/)/).flatMap((part, i) => (i ? [h("wbr"), part] : [part]))),
      watching ? null : lateForm(),  // under the code the new player's phone scans
      h("h3", {}, t("Who is where")),
      h("ul.seats", {}, players().map((p) => h("li", {},
        h("span.dot", { style: { "--pc": p.color } }), h("span.seat-name", {}, p.name), h("small", {}, "· " + seatState(p)),
        watching ? h("button.btn.small", { onclick: () => join(p.seat) }, asks(p) ? t("Ask for it") : t("Take this seat")) : null,
        // pt89: the Table sheet's "on that phone, open Invite and tap the seat" found no button on a seated phone.
        !watching && !host && p.seat !== me() ? h("button.btn.small", { onclick: () => switchTo(p.seat) }, t("Switch to this seat")) : null,
        // pt92: a name added by mistake stayed a 0-point player. The last one added, with no phone yet, goes again.
        // pt102: not once the game says the player has played (scores entered): the server would refuse it.
        !watching && p.late && !p.claimed && p.seat === players().length - 1 && !played(p.seat) ? h("button.btn.small", { "data-k": "take-off", onclick: () => takeOff(p) }, t("Take off")) : null,
        // The host takes a seat back where it sees who is where (pt38: a phone that lost its seat left it
        // "has a phone" here, and the only Release was under Table > Seats).
        host && p.claimed && p.seat !== me() ? h("button.btn.small", { onclick: () => takeBack(p) }, t("Back to this phone")) : null))));
  }
  // pt86: a friend arriving in round 2 had no way in but a new table. A game that takes one (the score
  // pad) adds a seat here, under the code to join it: their phone scans it and takes the new seat.
  // A request's key: table.js brings a new one into view in a sheet scrolled down (pt96).
  const askKey = (r) => `${r.seat} ${r.check}`;
  const played = (seat) => { const g = T.game(); return !!(g && g.played && g.played(T.snap(), seat)); };
  function lateForm() {
    if (!T.data.adds_players || players().length >= T.data.max_players || T.snap().table.over) return null;
    const field = h("input", { id: "late-name", maxlength: 24, autocomplete: "off", enterkeyhint: "done", "aria-label": t("New player's name") });
    return h("form.late-player", { onsubmit: async (e) => {
      e.preventDefault();
      const name = field.value.trim();
      if (!name) return field.focus();
      // The sheet is drawn again by the answer, keeping what was typed: the new field is emptied (pt92). Said
      // in the sheet, under the form, until their phone takes the seat (pt91: a toast took three lines over the
      // name field; pt102: placed off the button, it lay over the table's code the new phone was to scan).
      if (await T.act({ type: "add_player", name })) { document.getElementById("late-name").value = ""; added = name; T.openSheet("share"); }
    } }, h("h3", {}, t("Someone arriving late?")),
    h("div.row", {}, field, h("button.btn.primary", { type: "submit" }, t("Add to the table"))),
    waits(added) ? h("p.small", { role: "status", "data-k": "added" }, t("{name} is at the table: their phone scans the code above", { name: added })) : null);
  }
  let added = null;  // the player this phone last added late
  const waits = (name) => name !== null && players().some((p) => p.name === name && !p.claimed);
  function tableSheet() {
    const c = T.creds() || {}, host = !!c.host, mine = me();
    const asks = host ? T.openRequests() : [];
    const pdf = (sheet, paper) => h("a.btn.small", { href: `/t/${code}/print/${sheet}.pdf?paper=${paper}`, download: "" }, paper === "a4" ? "A4" : t("Letter"));
    return h("div.table-admin", {},
      h("div.row.lang-row", {}, C.langSwitch()),  // the language, one tap from the table
      // Print and scan the paper sheet first (pt33: the A4 link sat ~2,800 px down, the scan under the QR).
      host ? scanSlot(c, pdf) : null,
      h("div.row", {}, C.speech.toggle()),  // spoken turns, this phone's own choice (speech.js)
      // The timer and the big screen near the top, far from New join code and Play again (pt25: they
      // sat under them, 2.5 sheet-heights down, where a slip costs the table its code or its game).
      C.timer ? C.timer.sheet(T) : null,  // the host's turn timer (timer.js)
      bigScreen(),
      hostAsked(),  // over the notice line, which leaves its Allow to this sheet while it is open
      asks.length ? h("section", {}, h("h3", {}, t("Asking for a seat")), h("ul.seats", {}, asks.map((r) => h("li", { "data-ask": askKey(r) },
        t("{name}'s seat: the phone shows {check}", { name: name(r.seat), check: r.check }), h("button.btn.small.primary", { onclick: () => grant(r) }, t("Allow")))))) : null,
      host ? h("h3", {}, t("This phone plays as")) : null,
      host ? h("div.row.play-as", {}, players().map((p) => h("button.btn" + (c.actingAs === p.seat ? ".primary" : ""),
        { onclick: () => playAs(p.seat), "aria-pressed": String(c.actingAs === p.seat) }, p.name)),
        h("button.btn" + (c.actingAs === null || c.actingAs === undefined ? ".primary" : ""), { onclick: () => playAs(null) }, t("Everyone (passed round)"))) : null,
      host ? h("p.small", {}, t("Passing one phone round: tap a name at the top to act for that player.")) : null,
      h("h3", {}, t("Seats")),
      h("ul.seats", {}, players().map((p) => h("li", {},
        h("span.dot", { style: { "--pc": p.color } }), h("span.seat-name", {}, p.name), h("small", {}, "· " + seatState(p)),
        host && (p.claimed || kept(p)) && p.seat !== mine ? h("button.btn.small", { onclick: () => freeing(p) }, t("Release")) : null))),
      host ? h("p.small", {}, t("To give a seat to another phone: on that phone, open Invite and tap the seat; then allow it here.")) : null,
      host ? null : askHost(),  // pt45: the host's phone lost the table; any other phone asks to be the host
      mine !== null ? h("button.btn", { id: "step-back", onclick: leave }, t("Step back to watching (leave {name}'s seat)", { name: name(mine) })) : null,
      host ? h("button.btn", { id: "new-code", onclick: async () => {
        if (!(await C.ask(t("Give the table a new code? The old code and QR stop working; seated phones follow."), t("New join code")))) return;
        const r = await post("code", {}, c.token);
        C.creds.set(r.code, c); C.creds.clear(code); C.tables.rename(code, r.code); location.replace("/t/" + r.code);
      } }, t("New join code")) : null,
      c.token ? h("button.btn", { id: "table-again", onclick: () => T.openSheet("again") }, t("Play again")) : null,
      h("h3", {}, t("Print and export")),
      h("p.row", {}, t("Score sheet"), pdf("score", "a4"), pdf("score", "letter")),
      h("p.row", {}, t("Reference cards"), pdf("reference", "a4"), pdf("reference", "letter")),
      h("p.row", {}, h("a.btn.small", { href: `/api/tables/${code}/export.csv`, download: "" }, t("Scores (CSV)")),
        h("a.btn.small", { href: `/api/tables/${code}/export.json`, download: "" }, t("Whole game (JSON)")),
        h("a.btn.small", { href: `/games/${T.data.game}`, target: "_blank", rel: "noopener" }, t("Blank sheets"))),
      T.data.rulings.length ? h("details.rulings", {}, h("summary", {}, t("House rulings")), h("ul", {}, T.data.rulings.map((r) => h("li", {}, r)))) : null);
  }
  // The host records a score sheet kept on paper (scan.js, fetched on first use).
  function scanSlot(c, pdf) {
    const slot = h("section", { id: "scan-table" }, h("h3", {}, t("Scores kept on paper")),
      h("p.row", { id: "print-score-sheet" }, t("Print the score sheet"), pdf("score", "a4"), pdf("score", "letter")));
    T.lazy("scan", "scan").then((S) => slot.append(S.button({ code, token: c.token }, "scan-table-button"))).catch(() => {});
    return slot;
  }
  // The table's own screen (a TV, laptop or tablet in the middle): its link and a QR code a tablet scans.
  function bigScreen() {
    return h("section.big-screen", { id: "big-screen" },
      h("h3", {}, t("Show on a big screen")),
      h("p.small", {}, t("Open this on a TV, laptop or tablet in the middle of the table: it shows the game large, never anyone's secrets, and has no controls.")),
      h("img.qr", { src: `/t/${code}/screen/qr.svg`, alt: t("QR code of the table screen"), width: 160, height: 160 }),
      h("p.row", {}, h("a.btn.small", { id: "open-screen", href: T.data.screen_url, target: "_blank", rel: "noopener" }, t("Open the table screen"))));
  }
  // The host's phone lost its storage (pt45): this phone asks to be the host; another seated phone allows it (host.js).
  const askHost = () => h("button.btn", { id: "ask-host", onclick: () => T.lazy("host").then((H) => H.ask()) }, t("I am the host (my phone lost the table)"));
  function hostAsked() {
    const ha = (T.snap().you || {}).host_asked;
    return ha ? h("section", {}, h("h3", {}, t("Asking to be the host")), h("p.ask", {}, Number.isInteger(ha.seat)
      ? t("{name}'s phone asks to be the host: check it shows", { name: name(ha.seat) }) : t("A phone asks to be the host: check it shows"), " ",
      h("strong", {}, ha.check), " ", h("button.btn.small.primary", { id: "allow-host-sheet", onclick: () => T.lazy("host").then((H) => H.allow(ha)) }, t("Allow")))) : null;
  }
  function joinSheet() {
    // This phone's seat token was refused (released, or taken by another phone): said plainly, and its
    // seat one tap away (pt38: it became a watcher without a word, the host's list still "has a phone").
    const gone = T.lost(), back = gone !== null && !(T.creds() || {}).token && players().find((p) => p.seat === gone);
    return h("div.join", {},
      back ? h("p.lost", { "data-k": "lost", role: "status" }, t("This phone no longer holds {name}'s seat: you are watching.", { name: back.name })) : null,
      back ? h("button.btn.big.primary", { "data-k": "ask-back", onclick: () => join(back.seat) },
        t("Get {name}'s seat back", { name: back.name })) : null,  // at once, or asking the host (a dealt seat)
      h("p", {}, t("Which seat is yours?")),
      // A taken seat asks the host for it (pt15: a phone whose storage was wiped met its own seat
      // greyed out, with no way back to it but finding "Ask for it" under Invite).
      h("div.seat-buttons", {}, players().map((p) => h("button.btn.big.seat", {
        style: { "--pc": p.color }, "data-seat": p.seat, onclick: () => join(p.seat),
      }, asks(p) ? [p.name, h("small.seat-ask", {}, seatState(p) + " · " + t("Ask for it"))] : p.name))),
      h("button.btn", { id: "watch", onclick: () => { T.setCreds({ watch: true }); T.closeSheet(); T.reload(); } }, t("Just watch")),
      // pt92: the friend who came late found no seat of theirs here, and nothing said what to do.
      T.data.adds_players ? h("p.small", { "data-k": "not-listed" }, t("Not on the list? Anyone at the table adds you under Invite.")) : null,
      T.hostGone() ? h("p.lost", { "data-k": "host-gone", role: "status" }, t("The host role moved to another phone. If this phone is the host, ask again:")) : null,
      askHost(),
      h("p.small", {}, t("Watching? Tap a name at the top later to take that seat.")),
      h("div.row.lang-row", {}, C.langSwitch()));  // a phone arriving here may not read this language
  }

  C.seats = { sheets: { share: shareSheet, table: tableSheet, join: joinSheet, again: againSheet }, event, follow, grant, refuse, collect, offer: () => T.openSheet("join"), known: () => known };
})();
