// Shared helpers for every page: element building, the API, stored tokens, the service worker.
"use strict";
const C = (window.C = {});

// h("div.card", {onclick}, "text", child) -> element (text is always set as text, never HTML)
C.h = function (tag, attrs, ...kids) {
  const [name, ...classes] = tag.split(".");
  const el = document.createElement(name || "div");
  if (classes.length) el.className = classes.join(" ");
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === null || v === undefined || v === false) continue;
    if (k.startsWith("on")) el.addEventListener(k.slice(2), v);
    else if (k === "style" && typeof v === "object") for (const [p, x] of Object.entries(v)) el.style.setProperty(p, x);
    else el.setAttribute(k, v === true ? "" : v);
  }
  return C.fill(el, kids);
};
// An element's children replaced by `kids` as C.h takes them (lists flattened; null, undefined and
// false left out: replaceChildren would write them as text, "null" or "[object HTMLDivElement]").
C.fill = function (el, ...kids) {
  el.replaceChildren();
  for (const kid of [kids].flat(Infinity)) {
    if (kid === null || kid === undefined || kid === false) continue;
    el.append(kid instanceof Node ? kid : document.createTextNode(String(kid)));
  }
  return el;
};

// SVG element builder (same shape as C.h).
C.s = function (tag, attrs, ...kids) {
  const el = document.createElementNS("http://www.w3.org/2000/svg", tag);
  for (const [k, v] of Object.entries(attrs || {})) if (v !== null && v !== undefined) el.setAttribute(k, v);
  return C.fill(el, kids);
};

// A static file's URL at its current version (web/assets.py): a phone keeps it without asking again.
C.staticV = JSON.parse((document.getElementById("static-v") || {}).textContent || "{}");
C.asset = (file) => "/static/" + file + (C.staticV[file] ? "?v=" + C.staticV[file] : "");
// A page's rarer code, fetched the first time it is needed (with its style, if it has one): one
// promise per script, forgotten when the script cannot come (offline), so the next use tries again.
{
  const loading = {};  // in a block: the page's scripts share one top level
  C.load = (js, css) => loading[js] || (loading[js] = new Promise((ok, bad) => {
    if (css) document.head.append(C.h("link", { rel: "stylesheet", href: C.asset(css) }));
    document.head.append(C.h("script", { src: C.asset(js), onload: ok, onerror: () => { delete loading[js]; bad(new Error("offline")); } }));
  }));
}
// Whether this device speaks turns (its switch, kept in localStorage: speech.js; table.js fetches
// speech.js for a draw when it does).
C.SPEECH = "companion.speech";
C.speaking = () => localStorage.getItem(C.SPEECH) === "1";

// The page's language and its JS messages (<script id="i18n">, from the server's catalogs).
// t("Waiting for {name}", {name}) and tn("{n} Fan", "{n} Fans", n): the msgid is the English text.
C.i18n = JSON.parse((document.getElementById("i18n") || {}).textContent || '{"lang":"en","messages":{}}');
C.lang = C.i18n.lang;
const fill = (text, vars) => (vars ? text.replace(/\{(\w+)\}/g, (m, k) => (k in vars ? String(vars[k]) : m)) : text);
C.t = (msgid, vars) => fill(C.i18n.messages[msgid] || msgid, vars);
const plurals = new Intl.PluralRules(C.lang);
// gettext's order of forms: en/de [one, other]; ru [one, few, many]
const FORM = { en: ["one", "other"], de: ["one", "other"], ru: ["one", "few", "many"] };
C.tn = (singular, plural, n, vars) => {
  const forms = C.i18n.messages[singular];
  const all = Object.assign({ n: C.num(n) }, vars);
  if (!Array.isArray(forms)) return fill(n === 1 ? singular : plural, all);
  const order = FORM[C.lang] || FORM.en, i = order.indexOf(plurals.select(n));
  return fill(forms[i < 0 ? forms.length - 1 : i], all);
};
C.num = (n) => new Intl.NumberFormat(C.lang).format(n);
// Dates and times as the phone writes them in the page's language: an en-GB phone's clock is 24-hour (pt74 read
// "07:48 PM"), an en-US one's 12-hour; a page in another language than the phone's, that language's own way.
C.locale = (navigator.languages || []).find((l) => l.split("-")[0].toLowerCase() === C.lang) || C.lang;
// "4th place": German "4. Platz", Russian "4-е место" (one message per English suffix); "(shared)" after a tied one.
C.placed = (n, shared) => {
  const k = n % 100 >= 10 && n % 100 <= 20 ? 0 : n % 10;
  const at = k === 1 ? t("{n}st place", { n }) : k === 2 ? t("{n}nd place", { n }) : k === 3 ? t("{n}rd place", { n }) : t("{n}th place", { n });
  return shared ? at + " " + t("(shared)") : at;
};
// A turn timer's time as a host types it: "1:30" (m:ss), "90s" (seconds; "90 Sek", "90 с" too), "2" or
// "1.5" (minutes, a comma too); whole seconds, or null for anything else.
C.duration = (text) => {
  const v = String(text).trim().toLowerCase().replace(",", ".");
  const ms = /^(\d+):([0-5]?\d)$/.exec(v), secs = /^(\d+)\s*(s|sec|sek|с|сек)\.?$/.exec(v);
  const n = ms ? Number(ms[1]) * 60 + Number(ms[2]) : secs ? Number(secs[1]) : /^\d+(\.\d+)?$/.test(v) ? Number(v) * 60 : NaN;
  return Number.isFinite(n) ? Math.round(n) : null;
};
C.durationOk = (s) => Number.isInteger(s) && s >= 5 && s <= 86400;  // as the server takes it (companion/timer.py)
C.durationSays = () => t("Type the time as m:ss (1:30) or seconds (45s), from 0:05 to 24:00:00.");
// One tap: remembered on this phone (a cookie the server reads, so pages and streams speak it too).
// Pages and table snapshots kept for offline use speak the old language: they go first, so the
// service worker never shows one (sw.js also files them by language).
C.setLang = async (code) => {
  document.cookie = `lang=${code}; path=/; max-age=31536000; samesite=lax`;
  try {
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const req of await cache.keys()) if (!new URL(req.url).pathname.startsWith("/static/")) await cache.delete(req);
    }
  } catch (e) { /* no Cache API on plain-http pages: nothing kept */ }
  location.reload();
};
// The switch: every language by its own name, one tap each (pages put it in their top line,
// the table in its Table sheet).
C.langSwitch = () => C.h("span.lang-switch", { role: "group", "aria-label": C.t("Language") },
  (C.i18n.languages || []).map((l) => C.h("button.btn.small.lang", { type: "button", lang: l.code, "data-lang": l.code, "aria-pressed": String(l.code === C.lang) }, l.name)));
document.addEventListener("click", (e) => {
  const b = e.target.closest && e.target.closest(".lang-switch [data-lang]");
  if (b && b.dataset.lang !== C.lang) C.setLang(b.dataset.lang);
});
window.t = C.t; window.tn = C.tn;

C.api = async function (path, { method = "GET", body, token } = {}) {
  const headers = { Accept: "application/json" };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  if (token) headers.Authorization = "Bearer " + token;
  const resp = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const data = await resp.json().catch(() => ({}));
  if (!resp.ok) {
    const err = new Error((data.error && data.error.message) || resp.statusText);
    err.status = resp.status; err.data = data;
    err.retryAfter = Number(resp.headers.get("Retry-After")) || 0;  // seconds, on a 503 or 429
    throw err;
  }
  return data;
};

// Tokens live only on this phone: {seat, token, host, seats: [...]}
C.creds = {
  get: (code) => JSON.parse(localStorage.getItem("companion." + code) || "null"),
  set: (code, v) => localStorage.setItem("companion." + code, JSON.stringify(v)),
  clear: (code) => localStorage.removeItem("companion." + code),
};

// Random ids without crypto.randomUUID, which plain-http LAN pages do not get.
C.uid = () => Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) => b.toString(16).padStart(2, "0")).join("");

// The tables this phone has joined, for the start page: {code: {code, game, title, players, opened}}.
C.tables = {
  all: () => JSON.parse(localStorage.getItem("companion.tables") || "{}"),
  save: (all) => localStorage.setItem("companion.tables", JSON.stringify(all)),
  list: () => Object.values(C.tables.all()).sort((a, b) => b.opened - a.opened),
  remember(code, info) { const all = C.tables.all(); all[code] = Object.assign({ code }, info, { opened: Date.now() }); C.tables.save(all); },
  // The table moved to a fresh join code: keep it listed under the new one.
  rename(old, code) { const all = C.tables.all(); if (all[old]) { all[code] = Object.assign(all[old], { code }); delete all[old]; C.tables.save(all); } },
  forget(code) {
    const all = C.tables.all(); delete all[code]; C.tables.save(all);
    C.creds.clear(code); localStorage.removeItem("companion.pending." + code);
  },
};

if ("serviceWorker" in navigator && window.isSecureContext) navigator.serviceWorker.register("/sw.js").catch(() => {});

// The app's own "are you sure?": a modal in the page's language and look (the browser's confirm()
// speaks the browser's language and looks foreign). Resolves true when `yes` is tapped.
C.ask = (question, yes) => new Promise((done) => {
  const d = C.h("dialog.ask", { "aria-label": question });
  const close = (answer) => { d.close(); d.remove(); done(answer); };
  C.fill(d, C.h("p", {}, question), C.h("div.ask-buttons", {},
    C.h("button.btn", { type: "button", onclick: () => close(false) }, C.t("Cancel")),
    C.h("button.btn.primary.ask-yes", { type: "button", onclick: () => close(true) }, yes)));
  d.addEventListener("cancel", (e) => { e.preventDefault(); close(false); });  // Esc or the back gesture: no
  document.body.append(d);
  d.showModal();
});
