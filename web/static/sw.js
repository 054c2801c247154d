// Service worker: keeps the app shell so a table page opens with a flaky or absent connection.
const SHELL = "companion-shell-v1";
const ASSETS = ["/", "/static/css/app.css", "/static/js/app.js", "/static/js/table.js", "/static/icon.svg"];

self.addEventListener("install", (e) => e.waitUntil(caches.open(SHELL).then((c) => c.addAll(ASSETS))));
self.addEventListener("activate", (e) => e.waitUntil(
  caches.keys().then((keys) => Promise.all(keys.filter((k) => k !== SHELL).map((k) => caches.delete(k))))));
self.addEventListener("fetch", (e) => {
  const url = new URL(e.request.url);
  if (e.request.method !== "GET" || url.origin !== location.origin || url.pathname.startsWith("/api/")) return;
  if (url.pathname.startsWith("/static/")) {
    // Static files: cache first, refreshed in the background.
    e.respondWith(caches.open(SHELL).then(async (c) => {
      const hit = await c.match(e.request);
      const net = fetch(e.request).then((r) => { if (r.ok) c.put(e.request, r.clone()); return r; }).catch(() => hit);
      return hit || net;
    }));
  } else {
    // Pages: network first, the cached copy when offline.
    e.respondWith(fetch(e.request).then((r) => {
      if (r.ok) caches.open(SHELL).then((c) => c.put(e.request, r.clone()));
      return r;
    }).catch(() => caches.match(e.request)));
  }
});
