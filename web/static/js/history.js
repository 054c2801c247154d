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

  // Per player name: a card with one line per game (flowing text: it fits a narrow phone in any language).
  function drawStats(lines) {
    const byName = new Map();
    for (const x of lines) {
      const key = x.name.trim().toLowerCase();
      if (!byName.has(key)) byName.set(key, []);
      byName.get(key).push(x);
    }
    document.getElementById("history-stats").replaceChildren(...[...byName.values()].map((games) =>
      h("li.card.player-stats", { "data-player": games[0].name }, h("strong", {}, games[0].name),
        h("ul", {}, games.map((x) => h("li", { "data-game": x.game }, h("span.game", {}, x.title), " ",
          h("span.figures", {}, figures(x))))))));
    document.getElementById("history-stats").closest("section").hidden = !lines.length;
  }
  function figures(x) {
    const out = [tn("{n} play", "{n} plays", x.plays), tn("{n} win", "{n} wins", x.wins)];
    if (x.best !== null) out.push(t("best {n}", { n: C.num(x.best) }), t("average {n}", { n: C.num(x.average) }));
    return out.join(" · ");
  }

  const minutes = (s) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
  const when = new Intl.DateTimeFormat(C.locale, { dateStyle: "medium", timeStyle: "short" });
  function drawPlays(plays) {
    document.getElementById("history-plays").replaceChildren(...plays.map(playItem));
  }
  function playItem(p) {
    const ranked = p.players.slice().sort((a, b) => a.rank - b.rank || a.seat - b.seat);
    const winners = p.players.filter((x) => x.winner).map((x) => x.name);
    // A timer that never ran a turn (a score pad has none) gave everyone 0:00: no times at all then (pt120).
    const timed = p.players.some((x) => x.thinking > 0);
    return h("li.card.play", { "data-play": p.id },
      h("div.play-head", {}, h("strong", {}, p.title),
        h("time", { datetime: p.started }, when.format(new Date(p.started_at * 1000)), " · ", t("{n} min", { n: C.num(p.duration_min) }))),
      h("p.winners", {}, tn("Winner: {names}", "Winners: {names}", winners.length, { names: winners.join(", ") })),
      h("ol.ranking", {}, ranked.map((x) => h("li" + (x.winner ? ".won" : ""), {},
        h("span.place", {}, C.num(x.rank) + "."), " ",
        h("span.dot", { style: { "--pc": x.color }, "aria-hidden": "true" }), " ",
        h("span.name", { "data-room": x.score !== null ? C.num(x.score) : null }, x.name),  // the score's room on its first line (history.css)
        x.start ? h("small.start", {}, t("first player")) : null,
        // Played with a turn timer: each player's thinking time (the server summed it).
        timed && Number.isInteger(x.thinking) ? h("small.thinking", { "aria-label": t("Thinking time") }, "⏳ " + minutes(x.thinking)) : null,
        x.score !== null ? h("span.score", {}, C.num(x.score)) : null))),
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
