// The live table: seat, snapshot, event stream, actions (queued while offline), sheets, undo.
// The player bar, the turn prompt and the kept inputs are in table-view.js; the Dice sheet in
// dice.js and seats in seats.js, both fetched the first time they are needed.
"use strict";
(function () {
  const { h } = C;
  const data = JSON.parse(document.getElementById("table-data").textContent);
  const code = data.code;
  const games = (C.games = C.games || {});
  const pendingKey = "companion.pending." + code;
  // The table screen (/t/<code>/screen) reads as a watcher always: never a seat's or the host's
  // token, even in a browser that holds one for this table (the host's laptop).
  let creds = data.screen ? null : C.creds.get(code);
  let snap = null;
  let lost = null;  // the seat whose token was refused: the join sheet says so and offers it back (pt38)
  let hostGone = false;  // this phone's host token was refused: the host role moved (the join sheet says so)
  // (nor sends the moves a phone in the same browser queued while offline: they are that phone's)
  let pending = data.screen ? [] : JSON.parse(localStorage.getItem(pendingKey) || "[]");
  let flushing = false;

  // A seat handed over in a link's fragment (never sent to the server): #seat=1&token=...
  const frag = new URLSearchParams(location.hash.slice(1));
  if (frag.get("token") && !data.screen) {
    creds = { seat: +frag.get("seat"), token: frag.get("token"), host: false };
    C.creds.set(code, creds);
    history.replaceState(null, "", location.pathname);
  }

  const T = (C.table = {
    data, h, act, openSheet, closeSheet, toast, name, color, code, reload, recheck, readToken, lazy, render,
    snap: () => snap,
    creds: () => creds,
    setCreds(c) { creds = c; if (c) C.creds.set(code, c); else C.creds.clear(code); },
    actAs,
    seat: () => actingSeat(),
    mySeat,
    canActAs,
    holds: (seat) => holds(seat),
    heldHere: (seat) => ownMove(seat),  // a seat this phone plays: its own, or on the host's phone one it holds
    // The host's phone keeps a seat beside the one it acts for: it goes round the table, and what it
    // shows of the seat it rests on, the next player holding it may see (pt57, pt58).
    passedRound: () => !!creds && !!creds.host && !!snap && snap.players.some((p, i) => i !== actingSeat() && holds(i)),
    game: () => games[data.game],
    // The actions this phone sent while offline, not yet answered (a game may draw them as waiting).
    queued: () => pending.map((x) => x.a),
    // A seat's actions of these types waiting to be sent (an action names its seat in `by`, else it is the phone's own).
    waiting: (seat, ...types) => pending.map((x) => x.a).filter((a) => types.includes(a.type) && (a.by ?? mySeat()) === seat),
    ownMove: (actor) => ownMove(actor),
    hostGone: () => hostGone,
    lost: () => lost,  // the seat this phone held until its token was refused (seats.js offers it back)  // a move this phone made (its seat's; the host's and the seats it holds)
    register(id, def) { games[id] = def; if (snap) render(); },
  });
  // Rarely used code (seats, inviting, the Table sheet, playing again, the Dice sheet) is fetched
  // the first time one of them is needed: most moves never need it, and the table page stays light.
  function lazy(file, css) { return C.load(`js/${file}.js`, css && `css/${css}.css`).then(() => C[file]); }
  // Spoken turns and the turn timer are fetched on use (the table screen loads both with its page):
  // a draw waits for the ones it needs, speech when this device speaks turns and the timer when the
  // table has one; the Table sheet brings both (its switch, the host's timer controls). A part that
  // cannot come (offline, never kept) is left out.
  const started = {}, failed = {};
  // The table as this page first read it, while its first draw waits for a part: spoken turns and the
  // timer count what changed since then (a move made meanwhile is news), not since the draw.
  let drawn = false, opening = null;
  let restedOn;  // the seat the phone showed last: passed round to another, it opens at its top (pt116)
  T.opening = () => opening;
  function partsFirst() {
    const need = [];
    if (!C.speech && C.speaking()) need.push("speech");
    if (!C.timer && snap.table.timer) need.push("timer");
    const waiting = need.filter((f) => !failed[f]);
    for (const f of waiting) if (!started[f]) { started[f] = true; lazy(f).then(() => render(), () => { failed[f] = true; render(); }); }
    return waiting.length > 0;
  }
  const parts = () => Promise.all([lazy("speech"), lazy("timer")]);
  const seats = () => Promise.all([lazy("seats", "seats"), parts()]).then(([s]) => s);
  T.seats = seats;
  T.openRequests = () => C.view.openRequests(T);
  T.rollLog = () => C.view.rollLog(T);

  // The seats the table asks for now: the prompt's, else whose turn it is (as the player bar marks them).
  function asked() {
    const st = snap && snap.state;
    return st && st.prompt && Array.isArray(st.prompt.seats) ? st.prompt.seats : st && Number.isInteger(st.turn) ? [st.turn] : [];
  }
  // What the table asks, as one string: a seat tapped on the host's phone is held until it changes.
  function askedKey() { const st = snap && snap.state; return JSON.stringify([asked(), st && st.prompt ? st.prompt.do : null]); }
  // A seat the host's phone holds: its own, or one with no phone of its own (passed round).
  function holds(seat) {
    const p = snap && snap.players[seat];
    return !!p && ((creds.mine && creds.mine.seat === seat) || !p.claimed);
  }
  // The host's phone, as Board Game Arena's hotseat: it follows the table to the first asked seat it
  // holds, one after another in a simultaneous phase; never on its own to a seat with a phone of its
  // own (it waits, as that phone's owner would); else it rests on its own seat, if it has one.
  function followed() {
    const next = asked().find(holds);
    return next !== undefined ? next : creds.mine ? creds.mine.seat : null;
  }
  // A held seat the table asks for outranks a picked one it does not ask for (pt32: a name tapped
  // during Zoë's turn hid her Songs, even after a reload): the phone plays the turn before it.
  function overruled(seat) { return !asked().includes(seat) && asked().some(holds); }
  function actingSeat() {
    if (!creds || !creds.token) return null;
    if (!creds.host) return creds.seat;
    if (Number.isInteger(creds.actingAs) && !overruled(creds.actingAs)) return creds.actingAs;
    return followed();
  }
  // Whether a tap on this seat's name may switch the host's phone to it: only a seat the phone holds
  // (its own, or one passed round), and not away from a held seat whose turn it is. A seat with a
  // phone of its own is picked on purpose in the Table sheet ("This phone plays as"), never by a tap.
  function canActAs(seat) { return !!creds && !!creds.host && holds(seat) && !overruled(seat); }
  // A name tapped on the host's phone holds while the table still asks for that seat; once the turn
  // or the prompt moves on, the phone follows again (a tapped seat left behind stranded the turn).
  function settle() {
    if (!creds || !creds.host || creds.actingAs === undefined || creds.actingAs === null || !snap) return;
    const key = askedKey();
    if (creds.heldFor === key) return;
    if (asked().includes(creds.actingAs) || creds.heldFor === undefined) creds.heldFor = key;
    else { creds.actingAs = null; delete creds.heldFor; }
    C.creds.set(code, creds);
  }
  // Acting for a seat: the followed one or a tapped one, not the host's own seat it merely rests on.
  function actingFor() {
    const seat = actingSeat();
    if (!creds.host || seat === null) return seat;
    return seat === creds.actingAs || asked().includes(seat) ? seat : null;
  }
  // The seat this phone belongs to (a host phone's own seat), not the one it acts for.
  function mySeat() {
    if (!creds || !creds.token) return null;
    return creds.host ? (creds.mine ? creds.mine.seat : null) : creds.seat;
  }
  function name(seat) { return snap && snap.players[seat] ? snap.players[seat].name : "?"; }
  function color(seat) { return snap && snap.players[seat] ? snap.players[seat].color : "#888"; }

  // ---- acting ---------------------------------------------------------------------------------
  // `refused(error)`: handed the server's refusal ({code, message, ...}) instead of the toast, for a
  // sheet that stays open, says it and greys out what was refused (a toast would cover the sheet).
  async function act(action, refused) {
    if (!creds || !creds.token) { toast(t("Take a seat to play: tap your name at the top"), true); return null; }
    const a = Object.assign({ id: C.uid() }, action);
    // Undo and redo go with the host's token (the host may take back anyone's move), in the name of
    // the player whose move they take back when this phone holds that seat (passed round, the phone
    // has often followed on to the next player: "Dee undid: Cy plays..." read as if Dee had), else
    // the host's own.
    const redo = creds.host && (a.type === "undo" || a.type === "redo");
    const target = redo && snap.table ? snap.table[a.type] : null;
    const seat = redo ? (target && Number.isInteger(target.actor) && holds(target.actor) ? target.actor : null) : actingSeat();
    // A host phone playing as its own player acts with that seat's token (and sees that seat's
    // secrets); for anyone else, and passed round, it acts with the host token and says for whom.
    const own = asOwnSeat() && !redo;
    // A game's table-wide actions (`tableWide`: the score pad's grid, a correction) stay the host's
    // own: a pill tapped to roll for Maximilian logged the host's grid as his (pt15).
    const wide = ((games[data.game] || {}).tableWide || []).includes(a.type);
    if (creds.host && a.by === undefined && seat !== null && !wide && !(own && creds.mine.seat === seat)) a.by = seat;
    const item = { a, t: !wide && own && creds.mine.seat === seat && a.by === undefined ? creds.mine.token : creds.token, refused };
    if (pending.length) { enqueue(item); return null; }
    return send(item);
  }
  // A host phone with a seat of its own reads (and acts) as that seat only while it plays as it;
  // acting for anyone else or passed round it reads as the host, with the host's controls and
  // requests and nobody's secrets. Either way it keeps both tokens.
  function asOwnSeat() { return !!(creds && creds.host && creds.mine && actingSeat() === creds.mine.seat); }
  // The token this phone reads the table with.
  function readToken() { return creds && (asOwnSeat() ? creds.mine.token : creds.token); }
  // pt93: passed round to a player without a phone in a game that shows them what it dealt them in secret
  // (Minstrels' hero cards), the host's phone reads the game as that seat: one it keeps, never one with a
  // phone of its own or a free one (the server checks), nor its own seat (read with that seat's token).
  function readAs() {
    if (!data.reads_as || !creds || !creds.host || !snap || asOwnSeat()) return null;
    const seat = actingSeat();
    return Number.isInteger(seat) && (snap.table.kept || []).includes(seat) ? seat : null;
  }
  const keyOf = (token, as) => token + (Number.isInteger(as) ? "|" + as : "");  // what a read was made with
  function readKey() { return keyOf(readToken(), readAs()); }
  // The host phone taps whom it acts for (null: it follows the turn to the seats it holds; a tapped
  // seat holds while it is asked, see settle). It never gives up its seat or the host token for that.
  function actAs(seat) {
    creds.actingAs = seat;
    creds.heldFor = askedKey();
    C.creds.set(code, creds);
    render();  // it reads the table afresh first when it now reads as another (see render)
  }
  // A token this phone read with was refused. Only that token goes: a host phone's own seat (released,
  // or handed to another phone) leaves it the host; a read sent with a token this phone has dropped
  // since is no news at all. Only a refused host or seat token leaves the phone watching.
  // The seat this phone lost, said once the table is read again (its log says how it went).
  let sayLost = false;
  function refused(token) {
    if (token === creds.token && Number.isInteger(creds.seat)) lost = creds.seat;
    if (token === creds.token && creds.host) {
      creds = demoted(creds);  // the host role moved to another phone (host.js): its own seat stays its own
      toast(t("The host role moved to another phone: this phone is no longer the host"), true);
      if (!creds.token) setTimeout(() => openSheet("join"));
    } else if (creds.mine && creds.mine.token === token) {
      delete creds.mine;
      toast(t("Your seat went to another phone: this phone stays the host"), true);
    } else if (token === creds.token) {
      creds = { watch: true };
      sayLost = true;
      setTimeout(() => openSheet("join"));  // its seat offered back at once, once the page is drawn
    }
    C.creds.set(code, creds);
  }
  // A host phone whose host token is refused keeps its own seat's token, if it has one, and says why.
  function demoted(c) {
    hostGone = true;
    return c.mine ? { seat: c.mine.seat, token: c.mine.token, host: false } : { watch: true };
  }
  async function send(item) {
    let r;
    try {
      r = await C.api(`/api/tables/${code}/actions`, { method: "POST", body: item.a, token: item.t });
    } catch (e) {
      if (e.status === 503) { enqueue(item, e); return null; }  // too busy: nothing applied, the same id later
      if (e.status) {
        if (item.refused && e.data.error) item.refused(e.data.error); else toast(e.message, true);
        return null;
      }
      enqueue(item);  // no answer at all: keep it, send it again with the same id
      return null;
    }
    answer(r);  // outside the try: a screen that fails to draw is no lost connection
    return r;
  }
  // `busy`: the server's 503 (too busy, or its store failing; it says which): nothing was applied, and
  // the action goes again with the same id (applied once) after the answer's Retry-After.
  function enqueue(item, busy) {
    pending.push(item);
    localStorage.setItem(pendingKey, JSON.stringify(pending));
    if (busy) toast(busy.message, true); else setOnline(false);
    render();  // the game may show what waits (T.queued)
    setTimeout(flush, busy ? later(busy) : 1500);
  }
  // Retry-After's seconds (at least one), and up to half as much again at random: a full server's
  // phones do not all come back in the same instant.
  const later = (e) => 1000 * Math.max(1, e.retryAfter) * (1 + Math.random() / 2);
  async function flush() {
    if (flushing || !pending.length) return;
    flushing = true;
    try {
      while (pending.length) {
        const item = pending[0];
        let r = null;
        try {
          r = await C.api(`/api/tables/${code}/actions`, { method: "POST", body: item.a, token: item.t });
        } catch (e) {
          if (!e.status) { setTimeout(flush, 2000); return; }
          if (e.status === 503) { setTimeout(flush, later(e)); return; }  // still busy: kept, sent again later
          toast(e.message, true);  // refused now (the table moved on): drop it and say so
        }
        pending.shift();
        localStorage.setItem(pendingKey, JSON.stringify(pending));
        waiting();
        if (r) answer(r); else render();  // drawn after the queue lost it: nothing shows as waiting
      }
      setOnline(true);
    } finally { flushing = false; }
  }
  // Back online: the stream is opened again at once rather than at its next retry (pt73: the red banner stood 5-10 s
  // after the connection came back, with nothing waiting), and what waits is sent.
  // The phone off its network is said at once (pt130: the stream of a dropped Wi-Fi errs only much later, and the
  // banner waited for the player's next move while the other phones' moves had stopped coming); back on it, the
  // stream is opened afresh even if it never erred (it may have died unseen), and its opening clears the banner.
  let wentOff = false;
  window.addEventListener("offline", () => { wentOff = true; setOnline(false); });
  window.addEventListener("online", () => {
    if (source && (wentOff || source.readyState !== EventSource.OPEN)) reconnect();
    wentOff = false;
    flush();
  });

  function answer(r) {
    if (!snap || r.seq < snap.seq) return;
    addLog(r.events);
    snap.seq = r.seq; snap.state = r.state; snap.table = r.table;
    if (r.players) snap.players = r.players;  // a player added late
    render();
  }

  // ---- the stream -----------------------------------------------------------------------------
  // A seated phone's stream carries its own seat's view (its HttpOnly stream cookie says which
  // seat; the token never goes into the URL): it never asks again after an event.
  // A message carries the whole view and table strip, or what changed in them since its `base`
  // (the event before): a patch applies to what this phone holds from its stream or its last read
  // (`held`, with the seat whose view it is). Any other phone resumes the stream from what it
  // holds and is sent them whole.
  let source = null, streamSeat = null, held = null, streamErrors = 0;  // streamErrors: the stream's errors since it last opened
  const seatOf = (s) => (s && s.you && Number.isInteger(s.you.seat) ? s.you.seat : null);
  function connect(last) {
    streamSeat = seatOf(snap);
    const seat = streamSeat === null ? "" : `&seat=${streamSeat}`;
    source = new EventSource(`/api/tables/${code}/events?last=${last === undefined ? snap.seq : last}${seat}`);
    // What comes just after a gap is catching up, not news (speech.js listens; the offline banner no longer shows every gap).
    const gap = () => document.dispatchEvent(new Event("companion:catch-up"));
    source.onopen = () => { if (streamErrors) gap(); streamErrors = 0; if (!pending.length) setOnline(true); flush(); };
    source.onerror = () => {
      // Ended by the server (this seat went to another phone, which must not read on in its view) or lost
      // on the way: a read says which at once, and only a read that fails or is slow says offline (pt94:
      // "Offline" stood ~4 s on the phone whose seat the host took back); a stream failing again before
      // it opens is offline too (no move of another phone reaches it). The read also says whose seat
      // this phone holds now and renews its cookie; refused for good, the stream is opened again after it.
      gap();
      const was = source, closed = was.readyState === EventSource.CLOSED, again = streamErrors++ > 0;
      const later = () => closed && setTimeout(() => { if (source === was) reconnect(); }, 2000);  // refused (a 503 too): not at once
      if (again) setOnline(false);
      const slow = again ? null : setTimeout(() => setOnline(false), 1500);
      reload().then(() => { clearTimeout(slow); if (!again) setOnline(true); later(); }, () => { clearTimeout(slow); setOnline(false); later(); });
    };
    source.onmessage = (ev) => {
      const m = JSON.parse(ev.data);
      if (m.type === "code_changed") return moved();
      // It saw a move the server then failed to store: read the table afresh, as it is now.
      if (m.type === "rewound") { snap.seq = -1; snap.log = []; held = null; older = null; return reload().catch(() => {}); }
      const mine = held && held.seat === streamSeat;  // the view held is this stream's viewer's
      const patch = m.patch || m.table_patch;
      if (patch && !(mine && (held.seq === m.base || held.seq >= m.seq))) return reconnect(mine && held.seq < m.base ? held.seq : m.base);
      addLog([m], true);
      if (data.kinds.seats.includes(m.type)) seats().then((S) => S.event(m)).catch(() => {});
      if (m.state || m.table || patch) {
        if (patch && held.seq === m.base) {
          held = { seq: m.seq, seat: streamSeat, state: m.patch ? patched(held.state, m.patch) : m.state,
            table: m.table_patch ? patched(held.table, m.table_patch) : m.table };
        } else if (m.state && (!data.secrets || m.viewer === streamSeat)) held = { seq: m.seq, seat: streamSeat, state: m.state, table: m.table };
        if (readAs() !== null) return void reload().catch(() => {});  // the passed-round seat's own view, read afresh
        if (m.seq < snap.seq) return;
        snap.seq = m.seq;
        if (held && held.seq === m.seq) { snap.state = held.state; snap.table = held.table; } else if (m.table) snap.table = m.table;
        if (m.players) snap.players = m.players;  // sent when a seat changed hands
        render(true);
      }
    };
  }
  function reconnect(last) { if (source) source.close(); connect(last); }
  T.patched = (view, ops) => patched(view, ops);  // for the tests: the same ops as companion/patch.py
  // A patch's ops (companion/patch.py): [path, value] sets, [path] removes, [path, items, 1] appends.
  // What they touch is copied: the view it was applied to may still be drawn.
  function patched(view, ops) {
    const copy = (v) => (Array.isArray(v) ? v.slice() : Object.assign({}, v));
    for (const op of ops) {
      const path = op[0];
      if (!path.length) { view = op[1]; continue; }
      view = copy(view);
      let at = view;
      for (const k of path.slice(0, -1)) at = at[k] = copy(at[k]);
      const k = path[path.length - 1];
      if (op.length === 1) { if (Array.isArray(at)) at.splice(k, 1); else delete at[k]; }
      else if (op.length === 3) at[k] = at[k].concat(op[1]);
      else at[k] = op[1];
    }
    return view;
  }
  // The host changed the join code: follow the table with this phone's token, or leave.
  async function moved() {
    source.close();
    if (!creds || !creds.token) { document.getElementById("main").textContent = t("The host closed this table to watchers."); return; }
    const { code: fresh } = await C.api("/api/locate", { token: creds.token });
    C.creds.set(fresh, creds); C.creds.clear(code); C.tables.rename(code, fresh);
    location.replace("/t/" + fresh);
  }
  // Another phone took the seat this host phone holds for its own player while it reads as the
  // host: the read says nothing, so its seat's token is tried (the Table sheet must not offer a seat it lost).
  async function recheck() {
    const token = creds && creds.mine && !asOwnSeat() && creds.mine.token;
    if (token) await C.api(`/api/tables/${code}`, { token }).catch((e) => { if (e.status === 403) refused(token); });
    return reload();
  }
  async function reload() {
    let s;
    const token = readToken(), as = readAs(), path = `/api/tables/${code}`;
    try { s = await C.api(as === null ? path : `${path}?as=${as}`, { token }); }
    catch (e) {
      if (e.status === 409 && as !== null) s = await C.api(path, { token });  // a phone took that seat meanwhile
      else if (e.status !== 403 || !creds || !token) throw e;
      else { refused(token); return reload(); }  // the seat was released or handed to another phone
    }
    await requests(s, token);
    const key = keyOf(token, s.you.as);
    // The stream's view stays the one it patches (a seat's read as, passed round, is not the host's stream's).
    if ((!held || s.seq >= held.seq) && !Number.isInteger(s.you.as)) held = { seq: s.seq, seat: seatOf(s), state: s.state, table: s.table };
    if (!snap || s.seq >= snap.seq) { snap = s; readWith = key; render(); }
    else if (key !== readWith) return reload();  // an event came meanwhile, in the view it leaves
    if (sayLost) lostSaid(s.log);
    if (source && seatOf(s) !== streamSeat) reconnect();  // a seat taken or lost: listen as it
  }
  // pt89: the host's "Back to this phone" told the player another phone had the seat; no phone had.
  function lostSaid(log) {
    sayLost = false;
    const e = [...log].reverse().find((x) => ["joined", "seat_released", "seat_left"].includes(x.type) && x.data.seat === lost);
    const how = e && e.type === "seat_released" ? (e.data.kept ? "kept" : "released") : null, who = { name: name(lost) };
    // Said, not alarmed (pt121: a red toast on a bystander's phone whose seat the host gave a switching player);
    // that player named when a seated phone switched.
    const by = e && e.type === "joined" && Number.isInteger(e.data.by) ? name(e.data.by) : null;
    toast(how === "kept" ? t("The host's phone took {name}'s seat back: you are watching", who)
      : how === "released" ? t("The host released {name}'s seat: you are watching", who)
        : by ? t("{by}'s phone took {name}'s seat: you are watching", { ...who, by }) : t("Your seat went to another phone: you are watching"));
  }
  // A host phone reading as its own seat still answers seat requests: the host's read has them.
  async function requests(s, token) {
    if (!creds || !creds.host || !creds.token || token === creds.token) return;
    try { s.you.requests = (await C.api(`/api/tables/${code}`, { token: creds.token })).you.requests; }
    catch (e) { if (e.status === 403) refused(creds.token); }  // the host role moved (offline: later)
  }
  // The banner counts the moves this phone keeps to send: a tap made offline shows it was taken
  // (playtests: with only "Offline" said, players tapped End turn again).
  function setOnline(v) { document.getElementById("offline").hidden = v && !pending.length; waiting(); }
  function waiting() {
    const n = pending.length;
    // Set apart from the banner's sentence (pt48: "…zurück ist 1 Zug wartet aufs Senden" read as one).
    document.querySelector("#offline .waiting").textContent = n ? "· " + tn("{n} move waiting to be sent", "{n} moves waiting to be sent", n, { n }) : "";
  }
  // New events join the log; an undo (or redo) says on every phone who took back what (its log
  // line, "Ana undid: Bo scored +5", in the phone's language).
  // `streamed`: events the stream brought; one this phone did not make is said in a toast too, as
  // the one-line log strip cut "Zoë Ellington-Hartley pla…" before what she did (pt11, pt17, pt18).
  // A game with toasts of its own for others' moves says `tells`. A line a game marks as an `echo` of
  // the news right before it (the event before, from the same move) leaves that news up (pt57:
  // "Wilhelmina's Love Major Song is complete" replaced the Fan her reward had pushed); `echo(e, before)`.
  // A move of this phone's: its seat's, or on the host's phone the host's and the seats it holds.
  function ownMove(actor) {
    if (!creds) return false;
    if (!creds.host) return actor === creds.seat;
    const p = Number.isInteger(actor) && snap.players[actor];
    return actor === "host" || (p && (!p.claimed || (creds.mine && creds.mine.seat === actor)));
  }
  // A turn handed to a seat this phone holds is said as its own (pt44: "Bartholomew ended their turn;
  // Wilhelmina is next" on Wilhelmina's phone): "Your turn", or "<name>'s turn" for one passed round.
  function told(e) {
    const next = e.type === "turn_ended" && e.data ? e.data.next : null;
    if (!Number.isInteger(next) || !creds || !creds.token) return e.text;
    if (creds.host ? creds.mine && creds.mine.seat === next : creds.seat === next) return t("Your turn");
    return creds.host && holds(next) ? t("{name}'s turn", { name: name(next) }) : e.text;
  }
  let lastNews = null;
  function addLog(events, streamed) {
    const seen = new Set(snap.log.map((e) => e.seq)), game = games[data.game] || {};
    for (const e of events) {
      if (seen.has(e.seq)) continue;
      snap.log.push(e);
      const flip = e.type === "undo" ? e.data.undoes : e.type === "redo" ? e.data.redoes : null;
      if (flip) snap.log.forEach((x) => { if (flip.includes(x.seq)) x.undone = e.type === "undo"; });
      if (flip && e.text) toast(e.text, false, 3500, true);
      else if (streamed && e.text && !ownMove(e.actor) && !game.tells) {
        const echo = game.echo && lastNews && lastNews.seq === e.seq - 1 && game.echo(e, lastNews);
        if (!echo) toast(told(e), false, 2500, true);  // not over a sheet: toast() says
        lastNews = e;
      }
    }
    snap.log = snap.log.slice(-200);
  }

  // ---- rendering ------------------------------------------------------------------------------
  // The token the snapshot in hand was read with. The host's phone reads as its own seat (with its
  // secrets) while it acts for it, else as the host; following the turn it changes, and the table
  // is read afresh before it is drawn (its own seat's secrets never shown to the next player).
  let readWith, rereading = false;
  let endSeen = false;  // the end screen has been shown (and scrolled to its top) since the game ended
  function render(fromOthers) {
    const V = C.view;
    if (V.busy(fromOthers)) return;
    settle();
    if (readKey() !== readWith) {
      if (rereading) return;
      rereading = true;
      // Drawn once read (the read may move the phone on again: then it reads once more); offline,
      // drawn as it is, until the stream is back and reads it again.
      // A seat's own view that could not be read (passed round, pt93) is tried again: the host's view in its
      // place would hide that player's cards until the next move.
      reload().catch(() => { readWith = readKey(); if (readAs() !== null) setTimeout(() => { readWith = null; render(); }, 2000); })
        .finally(() => { rereading = false; render(); });
      return;
    }
    if (partsFirst()) { if (!drawn && !opening) opening = structuredClone(snap); return; }  // (a patch changes snap in place)
    const game = games[data.game];
    V.players(T, game);
    V.prompt(T);
    if (snap.table.sheet) document.getElementById("prompt").hidden = true;  // nobody's turn: the paper ended it
    const main = document.getElementById("main");
    const bar = document.getElementById("game-actions");
    const kept = V.keep([main, bar]);
    main.replaceChildren();
    bar.replaceChildren();
    if (snap.table.sheet) sheetResult(main);  // the paper's result, not the board the app kept
    else if (game) game.render({ main, bar, snap, seat: actingSeat(), T });
    if (snap.table.over) ending(main);  // each game says it in the table strip (companion/render.py)
    else endSeen = false;  // an undone end opens at its top again when it comes back
    kept();
    // Passed round to the next player, the page starts at its top: "Hand to Zoë" and her own part, not where the
    // last player left it scrolled (pt116: both off screen, 200 px down).
    const on = actingSeat();
    if (drawn && on !== restedOn && T.passedRound()) window.scrollTo(0, 0);
    restedOn = on;
    V.tableBar(T);
    V.notice(T);
    if (document.getElementById("sheet").dataset.kind) refreshSheet();
    V.flash(fromOthers);
    if (C.screen) C.screen.render(T);  // the table screen's own parts (screen.js)
    if (C.speech) C.speech.render(T);  // spoken turns, when this device turned them on (speech.js)
    if (C.timer) C.timer.render(T);  // the turn timer, when the table has one (timer.js)
    drawn = true; opening = null;
    // A toast up while the page is drawn again keeps off what moved under it (pt99: an undo's toast, said before
    // the grid came back filled, lay over its "Enter these scores").
    requestAnimationFrame(placeAgain);
    if (C.screen) C.screen.fit();  // the screen's board fitted once, after every part above is drawn
    // A toast said before this drawing (pt44: the host's phone re-read for the passed-round seat, then
    // drew "Secure Sponsor / End turn" under the toast placed over the old bar) is placed again.
    const shown = document.querySelector("#toast.show");
    if (shown) toastAt(shown);
  }
  // The end: the winner first (the game marks its line with data-winner), then "Play again" and
  // "Send to BG Stats" (history-end.js fills its slot), then the game's details below them.
  function ending(main) {
    // The end opens at its top (the winner, Play again): a host who ended the game from the foot of
    // the page met the middle of the standings instead (pt17).
    if (!endSeen) { endSeen = true; window.scrollTo(0, 0); }
    const slot = h("div.bgstats-slot", { id: "bgstats-card" });
    // Once somebody has played it again, the button opens that new table (a second "Play again"
    // would open yet another one and split the group).
    const next = snap.table.next;
    const again = next ? h("button.btn.primary.big", { id: "follow-end", onclick: () => seats().then((S) => S.follow(next)) }, C.view.glued(t("Play again at the new table →")))
      : h("button.btn.primary.big", { id: "play-again", onclick: () => openSheet("again") }, t("Play again"));
    const card = h("div.card.play-again", { id: "end-actions" }, again,
      slot, h("p.small.muted", {}, t("Game over. Same players, same options?")));
    // A game that says this phone's own place right under its winner's line keeps the two together.
    const winner = main.querySelector("[data-winner]"), yours = winner && winner.nextElementSibling;
    if (winner) (yours && yours.matches("[data-k=you]") ? yours : winner).after(card); else main.append(card);
    if (creds && creds.host && !snap.table.sheet) {  // the scores kept on paper: the host scans them in
      const at = h("div", { id: "scan-end" });
      card.append(at);
      lazy("scan", "scan").then((S) => at.append(S.button({ code, token: creds.token }, "scan-end-button"))).catch(() => {});
    }
    lazy("history-end", "history").then((E) => E.show(T, slot)).catch(() => {});  // BG Stats
  }

  // A game ended by its score sheet: places and scores as the sheet gave them (the winner marked).
  function sheetResult(main) {
    const st = snap.table.sheet;
    main.append(h("div.card.sheet-result", {}, h("h2", {}, t("Scores from the score sheet")),
      h("ol.sheet-places", {}, st.standings.map((s) => h("li", s.place === 1 ? { "data-winner": "" } : {},
        h("strong", {}, s.place === 1 ? "🏆 " : s.place + ". "), name(s.seat),
        st.scores ? h("span.sheet-score", {}, " · " + st.scores[s.seat]) : null)))));
  }

  // ---- sheets: the log here; dice from dice.js; invite, table, join, play again from seats.js ----
  const sheets = { log: [t("Log"), logSheet] };
  const LAZY = { share: t("Invite"), table: t("Table"), join: t("Join this table"), again: t("Play again") };
  function openSheet(kind, title, build) {
    if (!build && !sheets[kind] && (LAZY[kind] || kind === "dice")) {
      const got = kind === "dice" ? lazy("dice", "dice").then((D) => openSheet(kind, t("Dice"), D.sheet))
        : seats().then((S) => openSheet(kind, LAZY[kind], S.sheets[kind]));
      got.catch(() => toast(t("Offline: try again when the connection is back"), true));
      return;
    }
    const el = document.getElementById("sheet");
    // Another sheet opens at its top: the body is one element, and kept the last one's scroll (pt96, pt105: the
    // Prepare sheet, opened by itself after a Complete sheet scrolled down, hid half its title).
    const another = el.hidden || el.dataset.kind !== kind;
    el.dataset.kind = kind;
    if (build) sheets[kind] = [title, build];
    unsay();  // news said just before goes as the sheet opens (pt49: it sat on the Complete sheet's buttons)
    el.hidden = false;
    if (snap) C.view.notice(T);  // a sheet with the seat requests takes them from the notice line
    refreshSheet(true);
    if (another) el.querySelector(".sheet-body").scrollTop = 0;  // once shown: a hidden box keeps no scroll to set
    const f = el.querySelector("button:not([data-lang]), input"); if (f) f.focus({ preventScroll: true });  // not a language by accident
  }
  function closeSheet() { const el = document.getElementById("sheet"); el.hidden = true; delete el.dataset.kind; if (snap) C.view.notice(T); }
  // A sheet rebuilt under a player keeps what they typed or picked there; while they are in a
  // field it waits, and catches up when they leave it.
  let stale = false;
  function refreshSheet(fresh) {
    const el = document.getElementById("sheet");
    if (!sheets[el.dataset.kind]) return;
    const [title, build] = sheets[el.dataset.kind];
    const content = document.getElementById("sheet-content");
    if (!fresh && C.view.typing(content)) { stale = true; return; }
    stale = false;
    document.getElementById("sheet-title").textContent = title;
    // Tapped as the page loads, before the table's first read: open, and drawn by the first render.
    if (!snap) { content.replaceChildren(); return; }
    const kept = fresh ? () => {} : C.view.keep([content]);
    // A sheet the table has moved past (its player's turn over, the game ended) closes instead of
    // breaking the page under it.
    let body;
    try { body = build(); } catch (e) { closeSheet(); console.error(e); return; }
    const had = new Set([...content.querySelectorAll("[data-ask]")].map((x) => x.dataset.ask));
    content.replaceChildren(body);
    kept();
    // pt96: a request added at the top of an Invite sheet scrolled down waited off screen: it comes into view.
    const news = [...content.querySelectorAll("[data-ask]")].find((x) => !had.has(x.dataset.ask));
    if (news && !fresh) news.scrollIntoView({ block: "nearest" });
  }
  document.getElementById("sheet-content").addEventListener("focusout", () => setTimeout(() => {
    if (stale && document.getElementById("sheet").dataset.kind) refreshSheet();
  }));
  document.getElementById("sheet-close").onclick = closeSheet;
  document.getElementById("sheet").addEventListener("click", (e) => { if (e.target.id === "sheet" && creds) closeSheet(); });
  document.addEventListener("keydown", (e) => { if (e.key === "Escape" && creds) closeSheet(); });
  const dice = document.getElementById("open-dice");  // none for a game without dice
  if (dice) dice.onclick = () => openSheet("dice");
  document.getElementById("open-log").onclick = () => openSheet("log");
  document.getElementById("open-share").onclick = () => openSheet("share");
  document.getElementById("open-table").onclick = () => openSheet("table");
  // The host's undo of a move another phone made asks first, naming it (pt18: on a phone passed round
  // a stray tap took back Maximilian's placement, made on his own phone). Its own moves: one tap.
  // The move quoted short: names as the bar shows them, the line cut at a word past 80 characters
  // (pt52: the Singing Victory's whole line made the undo's question 13 lines at 360 px).
  const quoted = (text) => {
    const brief = briefly(text);
    return brief.length <= 80 ? brief : brief.slice(0, brief.lastIndexOf(" ", 80)) + "…";
  };
  // An undo on a game that has ended asks on every phone too, as the redo that ends it does (pt75: after
  // Play again, one tap on the old table's end screen put a finished game back into play).
  async function undoAsked() {
    const u = snap && snap.table && snap.table.undo, what = u && quoted(u.text);
    const ask = !u ? null : snap.table.over ? t("Undo “{what}”? The game has ended: this takes it back into play.", { what })
      : !ownMove(u.actor) ? t("Undo “{what}”? It was played on another phone.", { what }) : null;
    if (ask && !(await C.ask(ask, t("Undo")))) return;
    act({ type: "undo" });
  }
  document.getElementById("undo").onclick = undoAsked;
  T.undo = undoAsked;  // a game's own "take it back" button asks as the bar's does
  // A redo that ends the game asks first, naming what comes back, on any phone that may redo it
  // (pt11: Zoë's undone Finish came back in one tap of the host's ↷, with the question Finish asks
  // skipped). Asking, not hiding redo from the other phones: the host still brings back a slip's undo.
  document.getElementById("redo").onclick = async () => {
    const r = snap && snap.table && snap.table.redo;
    if (r && r.ends && !(await C.ask(t("Redo “{what}”? That ends the game.", { what: quoted(r.text) }), t("Redo")))) return;
    act({ type: "redo" });
  };

  // The snapshot carries the last 60 lines: the game's earlier ones load when asked (pt31: after the
  // game, the Act 1 moves could be read only in the whole game's JSON).
  let older = null;
  function logSheet() {
    const held = new Set(snap.log.map((e) => e.seq));
    const lines = [...(older || []).filter((e) => e.text && !held.has(e.seq)), ...snap.log];
    const more = !older && snap.log.length > 0 && snap.log[0].seq > 1;
    return h("div", {}, h("ol.log", {}, lines.reverse().map((e) =>
      h("li" + (e.undone ? ".undone" : ""), {}, h("time", {}, new Date(e.at * 1000).toLocaleTimeString(C.locale, { hour: "2-digit", minute: "2-digit" })), " ", e.text))),
    more ? h("button.btn", { "data-k": "earlier", onclick: earlier }, t("Earlier entries")) : null);
  }
  async function earlier() {
    try { older = await C.api(`/api/tables/${code}/log`); } catch { toast(t("Offline: try again when the connection is back"), true); return; }
    if (document.getElementById("sheet").dataset.kind === "log") refreshSheet(true);
  }
  // ---- toasts ---------------------------------------------------------------------------------
  // pt20: toasts covered the board for 3.5 s, three lines over the middle of the screen. Now
  // `news` (another phone's move, whole in the log) is two lines at most for 2.5 s (pt28: one line cut
  // the point off, "… hat gewürfelt:…"); an answer to this phone's
  // own tap or an error keeps up to three lines. Either sits just above the bottom bar, or under the
  // top bar when that would cover a primary button or the field being typed in; a tap dismisses it.
  let toastTimer = null;
  function toastAt(el) {
    const bar = document.querySelector(".actionbar"), top = document.querySelector(".topbar");
    const low = (bar ? bar.getBoundingClientRect().top : innerHeight) - el.offsetHeight - 6;
    // Shown ones only: a folded <details> keeps a box for its hidden content's sticky button.
    // Nor over what a game marks as the player's own ([data-own]: Bard Saga's "Your Scrolls", pt37), nor
    // over an open sheet's primary button (a greyed one's "why" drew under the finger, whose click shut it).
    const own = [...document.querySelectorAll("#main .btn.primary, #main input:focus, #main select:focus, #main [data-own], #sheet:not([hidden]) .btn.primary")]
      .filter((b) => !b.checkVisibility || b.checkVisibility()).map((b) => b.getBoundingClientRect()).filter((r) => r.height && r.bottom > low && r.top < low + el.offsetHeight);
    // Under the top bar, and under a status line a game keeps clear ([data-keep]: the score pad's
    // "Round 1 of 3 · 6 of 6 entered", pt36: the toast sat exactly over it; each game's winner headline), and
    // under the end's outcome line ([data-winner], pt83: "Der Gastgeber beendet…" lay over "… gewinnt die Bard Saga!").
    let high = top ? top.getBoundingClientRect().bottom + 6 : 6;
    for (const k of document.querySelectorAll("#main [data-keep], #main [data-winner]")) {
      const r = k.getBoundingClientRect();
      if (r.height && r.bottom > high - 6 && r.top < high + el.offsetHeight) high = r.bottom + 6;
    }
    el.style.bottom = "auto";
    el.style.top = (own.length && top ? high : low) + "px";
  }
  // A line with every player's name in the short form the bar shows ("Zoë" for "Zoë Ellington-Hartley").
  function briefly(text) { return C.view.brief(text, snap.players.map((p) => p.name)); }
  // A news toast up when a sheet opens goes: the log has it.
  function unsay() {
    const el = document.getElementById("toast");
    if (el && el.classList.contains("news")) { clearTimeout(toastTimer); el.className = "toast"; }
  }
  // News that runs past two lines ends at the last clause that fits ("Zoë prepared a difficulty 2 Segment…"),
  // rather than taking three or four lines over the screen (pt49) or its clamp cutting a word; the log keeps it whole.
  // A clause much shorter than the words that fit is not taken: the words are, up to the last whole one.
  function fit(el, msg) {
    const fits = (text) => { el.textContent = text; return el.scrollHeight <= el.clientHeight + 1; };
    if (fits(msg)) return;
    const words = msg.split(" ");
    let lo = 1, hi = words.length - 1;  // the most words that fit with an ellipsis: lo
    while (lo < hi) { const k = Math.ceil((lo + hi) / 2); if (fits(words.slice(0, k).join(" ") + "…")) lo = k; else hi = k - 1; }
    const most = words.slice(0, lo).join(" ");
    // A clause of one word is not one either ("gemacht: setzt…"): its end is no place to stop.
    const seps = [...msg.matchAll(/\s*[,:;·(]\s*|\s+[–—]\s+/g)].map((m) => [m.index, m.index + m[0].length]);
    const cuts = seps.filter(([i], n) => i >= 0.7 * most.length && msg.slice(n ? seps[n - 1][1] : 0, i).includes(" ")).reverse();
    for (const [i] of cuts) if (fits(msg.slice(0, i) + "…")) return;
    fits(most + "…");
  }
  // The bar growing under a toast already up moves it too (pt101: the turn's colour buttons came in under
  // "Zoë plays a Story face down", which then lay over them).
  const actionbar = document.getElementById("actionbar");
  if (actionbar && window.ResizeObserver) new ResizeObserver(placeAgain).observe(actionbar);
  // A toast that is up placed again, where the page now lets it be.
  function placeAgain() { const up = document.getElementById("toast"); if (up && up.classList.contains("show")) toastAt(up); }
  function toast(msg, bad, ms, news) {
    // News never covers an open sheet (pt49), whoever says it: the table, an undo, a game's own (`tells`).
    if (news && !document.getElementById("sheet").hidden && document.getElementById("sheet").dataset.kind) return;
    let el = document.getElementById("toast");
    if (!el) {
      el = h("div.toast", { id: "toast", role: "alert" });
      el.addEventListener("click", () => { clearTimeout(toastTimer); el.className = "toast"; });
      document.body.append(el);
    }
    // News names players as the bar does (their first names), so two lines keep what happened (pt28).
    if (news && snap) msg = briefly(msg);
    el.textContent = msg; el.className = "toast show" + (bad ? " bad" : "") + (news ? " news" : "");
    if (news) fit(el, msg);
    // Again once drawn, and a frame later: a game's render says its toast before it has drawn its
    // buttons, and places a sticky one in a frame of its own (the score pad's "Enter these scores").
    toastAt(el); requestAnimationFrame(() => { toastAt(el); requestAnimationFrame(() => toastAt(el)); });
    clearTimeout(toastTimer); toastTimer = setTimeout(() => (el.className = "toast"), ms || (bad ? 4000 : 3000));
  }

  // Keep the screen on while the table is open (where the browser allows it).
  async function wake() {
    if (data.screen) return;  // the table screen keeps its own lock, and says when it cannot (screen.js)
    try { if ("wakeLock" in navigator && document.visibilityState === "visible") await navigator.wakeLock.request("screen"); } catch (e) { /* not allowed: fine */ }
  }
  document.addEventListener("visibilitychange", wake);

  async function start() {
    const token = readToken();
    try { snap = await C.api(`/api/tables/${code}`, { token }); readWith = token; await requests(snap, token); }
    catch (e) {
      if (e.status === 403 && creds && creds.mine && creds.mine.token === token) {  // its own seat went: read as host
        delete creds.mine; C.creds.set(code, creds); return start();
      }
      // Said on the join sheet, with the seat offered back (pt38: it fell back to watching without a word).
      if (e.status === 403 && creds && creds.host && creds.mine) { creds = demoted(creds); C.creds.set(code, creds); return start(); }
      if (e.status === 403 && creds) { if (Number.isInteger(creds.seat)) lost = creds.seat; if (creds.host) demoted(creds); C.creds.clear(code); creds = null; snap = await C.api(`/api/tables/${code}`); readWith = null; }
      else { document.getElementById("main").textContent = e.message || t("Could not load the table."); return; }
    }
    if (!data.screen) C.tables.remember(code, { game: data.game, title: data.title, players: snap.players.map((p) => p.name) });
    render();
    held = { seq: snap.seq, seat: seatOf(snap), state: snap.state, table: snap.table };
    connect();
    wake();
    if (pending.length) flush();
    if (data.screen) return;  // no controls: nobody sits at the screen
    if (!creds) openSheet("join");
    else if (lost !== null) openSheet("join");
    else if (creds.asking) seats().then((S) => S.collect());  // asked before a reload: granted meanwhile?
    else if (creds.hostAsking) lazy("host").then((H) => H.collect()).catch(() => {});  // asked to be the host, likewise
    else if (creds.fresh) { delete creds.fresh; C.creds.set(code, creds); openSheet("share"); }  // just opened: invite the table
  }
  document.addEventListener("DOMContentLoaded", start);
})();
