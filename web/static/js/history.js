// The history page: asks for the plays (with this phone's tables and tokens, in a POST body: a
// hosted server shows a phone only the plays of its own tables), then draws the per-player stats
// and the plays, newest first, each with its BG Stats link and QR code.
"use strict";
(function () {
  const { h } = C;
  const form = document.getElementById("history-filter");
  const status = document.getElementById("history-status");
  const tz = new Date().getTimezoneOffset();

  // Each table this phone keeps a token for: the server checks the token against the table.
  function held() {
    const out = [];
    for (const tb of C.tables.list()) {
      const c = C.creds.get(tb.code);
      if (c && c.token) out.push({ code: tb.code, token: c.token });
    }
    return out;
  }
  function filters() {
    return { game: form.game.value || null, player: form.player.value.trim() || null };
  }

  async function load() {
    status.textContent = t("Loading…");
    try {
      const got = await C.api("/api/plays", { method: "POST", body: Object.assign(filters(), { tz, tables: held() }) });
      drawStats(got.stats);
      drawPlays(got.plays);
      status.textContent = got.plays.length ? tn("{n} play", "{n} plays", got.plays.length)
        : got.mode === "all" ? t("No finished plays yet.") : t("No finished plays of this phone's tables yet.");
    } catch (e) {
      status.textContent = e.message || t("The server did not answer.");
    }
  }

  const num = (v) => (v === null || v === undefined ? "–" : C.num(v));
  function drawStats(lines) {
    const table = document.getElementById("history-stats");
    const head = h("tr", {}, [t("Player"), t("Game"), t("Plays"), t("Wins"), t("Best"), t("Average")].map((x) => h("th", { scope: "col" }, x)));
    table.replaceChildren(h("thead", {}, head), h("tbody", {}, lines.map((x) => h("tr", {},
      h("th", { scope: "row" }, x.name), h("td", {}, x.title), h("td.num", {}, num(x.plays)), h("td.num", {}, num(x.wins)),
      h("td.num", {}, num(x.best)), h("td.num", {}, num(x.average))))));
    table.closest("section").hidden = !lines.length;
  }

  const when = new Intl.DateTimeFormat(C.lang, { dateStyle: "medium", timeStyle: "short" });
  function drawPlays(plays) {
    document.getElementById("history-plays").replaceChildren(...plays.map(playItem));
  }
  function playItem(p) {
    const ranked = p.players.slice().sort((a, b) => a.rank - b.rank || a.seat - b.seat);
    const winners = p.players.filter((x) => x.winner).map((x) => x.name);
    return h("li.card.play", { "data-play": p.id },
      h("div.play-head", {}, h("strong", {}, p.title),
        h("time", { datetime: p.started }, when.format(new Date(p.started_at * 1000)), " · ", t("{n} min", { n: C.num(p.duration_min) }))),
      h("p.winners", {}, tn("Winner: {names}", "Winners: {names}", winners.length, { names: winners.join(", ") })),
      h("ol.ranking", {}, ranked.map((x) => h("li" + (x.winner ? ".won" : ""), {},
        h("span.place", {}, C.num(x.rank) + "."), " ",
        h("span.dot", { style: { "--pc": x.color }, "aria-hidden": "true" }), " ",
        h("span.name", {}, x.name),
        x.score !== null ? h("span.score", {}, C.num(x.score)) : null,
        x.start ? h("small.start", {}, t("first player")) : null))),
      C.bgstats.row(p));
  }

  // Exports carry the same filters and tables (a form post: the browser downloads the answer).
  for (const f of document.querySelectorAll("form.export")) {
    f.addEventListener("submit", () => {
      f.querySelectorAll("input[type=hidden]").forEach((x) => x.remove());
      const add = (name, value) => { if (value !== null && value !== undefined) f.append(h("input", { type: "hidden", name, value })); };
      const fl = filters();
      add("game", fl.game); add("player", fl.player); add("tz", tz);
      for (const x of held()) { add("code", x.code); add("token", x.token); }
    });
  }
  form.addEventListener("submit", (ev) => {
    ev.preventDefault();
    const q = new URLSearchParams(Object.entries(filters()).filter(([, v]) => v));
    history.replaceState(null, "", "/history" + (q.toString() ? "?" + q : ""));
    load();
  });
  const given = new URLSearchParams(location.search);
  if (given.get("game")) form.game.value = given.get("game");
  if (given.get("player")) form.player.value = given.get("player");
  load();
})();
