// Asking to be the host when the host's phone lost the table (pt45 problem 1, issue #26): this phone
// shows a three-digit check, another seated phone (or the host) allows it, and this phone collects
// the new host token. Loaded by seats.js and the notice line the first time one of them needs it.
"use strict";
(function () {
  const T = C.table, code = T.code;
  const post = (path, body, token) => C.api(`/api/tables/${code}/${path}`, { method: "POST", body: body || {}, token });
  // A seated phone asks with its seat token (the server then refuses its own Allow, and names it).
  const seatToken = (c) => (c && c.host ? (c.mine ? c.mine.token : null) : c && c.token) || null;

  async function ask() {
    const c = T.creds() || { watch: true };
    let r;
    try { r = await post("host", {}, seatToken(c)); } catch (e) { T.toast(e.message, true); return; }
    c.hostAsking = { request: r.request, check: r.check };
    T.setCreds(c);
    T.closeSheet();
    T.reload();
  }
  // Allowed: the host token, kept beside this phone's own seat (if it had one), as the host's phone keeps it.
  async function collect() {
    const c = T.creds();
    if (!c || !c.hostAsking) return;
    let r;
    try { r = await post("host", { request: c.hostAsking.request }); } catch (e) {
      if (!e.status) return;  // offline: tried again on the next notice or read
      delete c.hostAsking; T.setCreds(c); T.toast(e.message, true); T.reload().catch(() => {});
      return;
    }
    if (r.pending) return;
    const own = c.token && !c.host ? { seat: c.seat, token: c.token } : c.mine;
    const fresh = { seat: null, token: r.token, host: true, actingAs: null };
    if (own) fresh.mine = own;
    T.setCreds(fresh);
    T.toast(t("This phone is now the host"));
    T.reload();
  }
  // A late Allow (another phone was quicker, or the request ended) is no error: a fresh read drops it.
  async function allow(r) {
    const c = T.creds();
    const token = c && c.host ? c.token : seatToken(c);
    try { await post("host/allow", { check: r.check }, token); }
    catch (e) { T.toast(e.message, !!e.status && e.status !== 404); T.reload().catch(() => {}); }
  }
  // The host role was asked for or moved: seated phones and the host read the check; the asking phone collects.
  function event(m) {
    const c = T.creds();
    if (m.type === "host_moved" && c && c.hostAsking) return collect();
    if (m.type === "host_moved" && m.text) T.toast(m.text);  // "Ann's phone is now the host", on every phone
    if (c && c.token) T.reload().catch(() => {});  // the old host phone learns here that its token is gone
  }
  C.host = { ask, collect, allow, event };
})();
