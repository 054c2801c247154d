// Service worker: keeps the app shell so a table page opens with a flaky or absent connection.
const SHELL = "companion-shell-v3";
const ASSETS = ["/", "/static/css/app.css", "/static/js/app.js", "/static/js/table.js", "/static/js/table-view.js", "/static/icon.svg"];
// A table's snapshot (GET /api/tables/<code>): kept so the table shows offline. The server sends
// `Vary: Authorization`, so a copy answers only the token it was read with.
const SNAPSHOT = /^\/api\/tables\/[A-Za-z0-9]{1,40}$/;

self.addEventListener("install", (e) => e.waitUntil(caches.open(SHELL).then((c) => c.addAll(ASSETS))));
self.addEventListener("activate", (e) => e.waitUntil(
  caches.keys().then((keys) => Promise.all(keys.filter((k) => k !== SHELL).map((k) => caches.delete(k))))));

// Network first, the cached copy when offline. The copy is cloned at once, before the page reads
// the body (a clone made later fails: "body is already used").
function networkFirst(e) {
  e.respondWith(fetch(e.request).then((r) => {
    if (r.ok) {
      const copy = r.clone();
      e.waitUntil(caches.open(SHELL).then((c) => c.put(e.request, copy)));
    }
    return r;
  }).catch(() => caches.match(e.request).then((hit) => hit || Response.error())));
}

self.addEventListener("fetch", (e) => {
  const url = new URL(e.request.url);
  if (e.request.method !== "GET" || url.origin !== location.origin) return;
  if (url.pathname.startsWith("/api/")) {
    if (SNAPSHOT.test(url.pathname)) networkFirst(e);
    return;  // everything else of the API (the stream, actions) is live only
  }
  if (url.pathname.startsWith("/static/")) {
    // Static files: cache first, refreshed in the background.
    e.respondWith(caches.open(SHELL).then(async (c) => {
      const hit = await c.match(e.request);
      const net = fetch(e.request).then((r) => { if (r.ok) c.put(e.request, r.clone()); return r; }).catch(() => hit);
      return hit || net;
    }));
  } else {
    networkFirst(e);
  }
});
