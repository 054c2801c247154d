// Service worker: keeps the app shell so a table page opens with a flaky or absent connection.
const SHELL = "companion-shell-v7";
const ASSETS = ["/", "/static/css/app.css", "/static/js/app.js", "/static/js/table.js", "/static/js/table-view.js", "/static/js/speech.js", "/static/js/timer.js", "/static/icon.svg"];
// A table's snapshot (GET /api/tables/<code>): kept so the table shows offline. The server sends
// `Vary: Authorization`, so a copy answers only the token it was read with.
const SNAPSHOT = /^\/api\/tables\/[A-Za-z0-9]{1,40}$/;
// Pages and snapshots speak the phone's language. The Cache API cannot match on the cookie or
// Accept-Language (a worker's requests carry neither), so each copy is filed under the language
// it was served in (Content-Language) and an offline phone gets only a copy in its own.
const LANGS = ["en", "de", "ru"];

self.addEventListener("install", (e) => e.waitUntil(caches.open(SHELL).then((c) => c.addAll(ASSETS.filter((a) => a.startsWith("/static/"))))));
self.addEventListener("activate", (e) => e.waitUntil(
  caches.keys().then((keys) => Promise.all(keys.filter((k) => k !== SHELL).map((k) => caches.delete(k))))));

// The phone's language: its `lang` cookie (the switch), else the browser's languages, else English.
async function wanted() {
  try {
    const c = self.cookieStore && (await self.cookieStore.get("lang"));
    if (c && LANGS.includes(c.value)) return c.value;
  } catch (e) { /* no cookieStore here: the browser's languages decide */ }
  for (const l of self.navigator.languages || []) { const x = l.split("-")[0].toLowerCase(); if (LANGS.includes(x)) return x; }
  return "en";
}
const filed = (req, lang) => { const u = new URL(req.url); u.searchParams.set("sw-lang", lang); return u.href; };
// Copies in any language but the phone's go. The switch (C.setLang) drops them too, but a copy
// whose fetch was under way when it did lands afterwards: this runs after every copy is filed,
// and by then the switch's cookie names the new language.
async function dropOtherLanguages(cache) {
  const lang = await wanted();
  for (const req of await cache.keys()) {
    const l = new URL(req.url).searchParams.get("sw-lang");
    if (l && l !== lang) await cache.delete(req);
  }
}

// Network first, the cached copy (in this phone's language) when offline. The copy is cloned at
// once, before the page reads the body (a clone made later fails: "body is already used").
function networkFirst(e) {
  const headers = e.request.headers;
  e.respondWith(fetch(e.request).then((r) => {
    if (r.ok) {
      const copy = r.clone(), lang = r.headers.get("Content-Language") || "en";
      e.waitUntil(caches.open(SHELL).then((c) => c.put(new Request(filed(e.request, lang), { headers }), copy).then(() => dropOtherLanguages(c))));
    }
    return r;
  }).catch(async () => (await caches.match(new Request(filed(e.request, await wanted()), { headers }))) || Response.error()));
}

self.addEventListener("fetch", (e) => {
  const url = new URL(e.request.url);
  if (e.request.method !== "GET" || url.origin !== location.origin) return;
  if (url.pathname.startsWith("/api/")) {
    if (SNAPSHOT.test(url.pathname)) networkFirst(e);
    return;  // everything else of the API (the stream, actions) is live only
  }
  if (url.pathname.startsWith("/static/")) {
    // Static files (the same in every language: the words come inline with each page): cache
    // first. A page's own files carry their content's hash (`?v=`, web/assets.py): a copy of that
    // URL is that file, so nothing is asked. The rest (parts a page loads on use) are refreshed
    // in the background. Offline, a file not kept at its version is the copy of any other (the
    // shell installed with the worker has none).
    const versioned = url.searchParams.has("v");
    e.respondWith(caches.open(SHELL).then(async (c) => {
      const hit = await c.match(e.request);
      if (hit && versioned) return hit;
      const net = fetch(e.request).then((r) => {
        if (r.ok) {
          const copy = r.clone(), older = versioned ? c.delete(e.request, { ignoreSearch: true }) : Promise.resolve();
          e.waitUntil(older.then(() => c.put(e.request, copy)));  // a new version replaces the older ones
        }
        return r;
      }).catch(async () => hit || (await c.match(e.request, { ignoreSearch: true })) || Response.error());
      return hit || net;
    }));
  } else {
    networkFirst(e);
  }
});
