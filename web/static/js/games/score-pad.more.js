// Score pad, its quieter parts (loaded before score-pad.js): the end's standings, the chart, the
// game's name, the grid's column heads, and where a player's own card goes next (pt20).
"use strict";
(function () {
  const { h, s } = C;
  const list = (names) => C.lang === "en" ? (names.length > 1 ? names.slice(0, -1).join(", ") + " and " + names[names.length - 1] : names[0])
    : new Intl.ListFormat(C.lang, { type: "conjunction" }).format(names);

  // The column heads: each name's shortest start (2 or 3 letters) no other player's shares, else
  // the initials of first and last name ("Chris E." and "Chris O." are CE and CO), else the first
  // letter and seat number: two players never share a head ("Anna" and "Andreas" are Ann and And).
  function heads(P) {
    const letters = P.map((p) => [...p.name.trim()]);
    const start = (k) => (i) => letters[i].slice(0, k).join("");
    const initials = (i) => { const w = P[i].name.trim().split(/\s+/); return w.length > 1 ? [...w[0]][0] + [...w[w.length - 1]][0] : ""; };
    const unique = (f, i) => f(i) && P.every((_, j) => j === i || f(j).toLowerCase() !== f(i).toLowerCase());
    const out = P.map((_, i) => { const f = [start(2), start(3), initials].find((g) => unique(g, i)); return f ? f(i) : null; });
    // Forms mixed across players could still meet ("Ma" and an "MA"): those take the numbered form.
    return out.map((x, i) => (x && out.filter((y) => y && y.toLowerCase() === x.toLowerCase()).length === 1 ? x : start(1)(i) + (i + 1)));
  }
  // The host names the game the pad kept: the history and BG Stats show it instead of "Score pad".
  function naming(snap, T) {
    const input = h("input", { id: "game-name", type: "text", maxlength: 60, value: snap.state.name || "", placeholder: t("e.g. Carcassonne"), autocomplete: "off" });
    return h("form.name-game", { onsubmit: (e) => {
      e.preventDefault();
      T.act({ type: "name_game", name: input.value });
    } }, h("label", { for: "game-name" }, t("Which game was it?")), h("div.row", {}, input, h("button.btn", { type: "submit" }, t("Save"))),
      h("p.small.muted", {}, t("The history and BG Stats show this name instead of “Score pad”.")));
  }

  // Each player's line by its own dashes as well as its colour: two reds side by side still differ.
  const DASHES = 6;
  // Score over time: one line per player; with rounds a step per round, so a corrected entry moves
  // the line itself (the history keeps the mistake); without rounds, a step per scoring entry.
  function series(st, n) {
    if (!st.rounds) {
      const out = Array.from({ length: n }, () => [0]);
      st.history.forEach(([seat, total]) => out.forEach((line, i) => line.push(i === seat ? total : line[line.length - 1])));
      return out;
    }
    const upTo = st.finished || st.entered.some((e) => e[st.round - 1]) ? st.round : st.round - 1;
    return st.by_round.map((rs) => rs.slice(0, upTo).reduce((line, v) => [...line, line[line.length - 1] + v], [0]));
  }
  function chart(snap) {
    const lines = series(snap.state, snap.players.length), steps = lines[0].length - 1;
    const W = 320, H = 140, pad = 18;
    const all = lines.flat();
    const lo = Math.min(0, ...all), hi = Math.max(1, ...all);
    const x = (i) => pad + (i * (W - 2 * pad)) / Math.max(1, steps);
    const y = (v) => H - pad - ((v - lo) * (H - 2 * pad)) / (hi - lo || 1);
    const svg = s("svg", { viewBox: `0 0 ${W} ${H}`, class: "chart", role: "img", "aria-label": t("Scores over time") },
      s("line", { x1: pad, y1: y(0), x2: W - pad, y2: y(0), class: "axis" }),
      s("text", { x: 2, y: y(hi) + 4, class: "tick" }, C.num(hi)), s("text", { x: 2, y: y(lo) + 4, class: "tick" }, C.num(lo)));
    lines.forEach((line, i) => {
      const el = s("polyline", { points: line.map((v, j) => `${x(j)},${y(v)}`).join(" "), class: "line d" + (i % DASHES) });
      el.style.setProperty("--pc", snap.players[i].color);  // the CSP allows styles set from script only
      svg.append(el);
    });
    // The legend: each player's colour and dashes beside their name.
    const legend = h("ul.legend", { "aria-label": t("Legend") }, snap.players.map((p, i) =>
      h("li", { style: { "--pc": p.color } }, s("svg", { class: "swatch", viewBox: "0 0 24 6", "aria-hidden": "true" },
        s("line", { x1: 0, y1: 3, x2: 24, y2: 3, class: "line d" + (i % DASHES) })), p.name)));
    return h("figure.chart-wrap", {}, svg, h("figcaption", {}, h("span.muted", {}, t("Scores over time")), legend));
  }

  // This phone's own place and score, under the winner (pt28: a 4th place read only a scroll down): its seat, else
  // on the host's phone the seats it holds while they are few (passed round for everyone: the list is all of them).
  const ownSeats = (P, mine) => (Number.isInteger(mine) ? [mine] : mine === "held" ? P.filter((p) => !p.claimed).map((p) => p.seat) : []);
  function yours(snap, mine) {
    const st = snap.state, P = snap.players, own = ownSeats(P, mine);
    if (!own.length || own.length > 2) return null;
    return h("p.yours", { "data-k": "yours" }, own.map((seat, i) => {
      const s = st.standings.find((x) => x.seat === seat), n = st.totals[seat], at = { place: s.place, n: C.num(n), name: P[seat].name };
      const said = mine === "held" ? (s.shared ? tn("{name}: shared place {place}, {n} point", "{name}: shared place {place}, {n} points", n, at)
        : tn("{name}: place {place}, {n} point", "{name}: place {place}, {n} points", n, at))
        : s.shared ? tn("You: shared place {place}, {n} point", "You: shared place {place}, {n} points", n, at)
        : tn("You: place {place}, {n} point", "You: place {place}, {n} points", n, at);
      return [i ? h("br") : null, h("span", { style: { "--pc": P[seat].color } }, said)];
    }).flat());
  }
  // Why this phone's player stands below another on the same points: the tie-break's figures, said under the place
  // (pt131: a 4th place level with the 3rd on 35 read the reason only in the standings' small print, a scroll down).
  // Not for a shared place, nor for the lead, whose tie-break line follows.
  function level(snap, mine) {
    const st = snap.state, P = snap.players, tb = st.tie_breaker, all = P.map((p) => p.name);
    const own = ownSeats(P, mine);
    if (!tb || !own.length || own.length > 2) return null;
    const best = st.totals[st.standings[0].seat];
    const said = own.map((seat) => {
      const s = st.standings.find((x) => x.seat === seat), n = st.totals[seat];
      const others = st.standings.filter((x) => x.seat !== seat && st.totals[x.seat] === n);
      if (s.shared || !others.length || (st.decided_by && n === best)) return null;
      return tn("Level on {n} point with {names}: {category} {mine} against {theirs}.", "Level on {n} points with {names}: {category} {mine} against {theirs}.", n,
        { n: C.num(n), names: list(others.map((x) => C.view.short(P[x.seat].name, all))), category: tb,
          mine: C.num(st.by_category[seat][tb]), theirs: others.map((x) => C.num(st.by_category[x.seat][tb])).join(", ") });
    }).filter(Boolean);
    return said.length ? h("p.small.level", { "data-k": "level" }, said.join(" ")) : null;
  }
  // How the tie for the lead was broken, every player level with the winner named with their figure, in
  // the standings' order (pt46: "Tie broken by Gold: 17 against 16." named no one and left out the third).
  function broken(snap) {
    const st = snap.state, P = snap.players, all = P.map((p) => p.name), tb = st.tie_breaker;
    const best = st.totals[st.standings[0].seat], level = st.standings.filter((s) => st.totals[s.seat] === best);
    const figures = level.map((s) => C.view.short(P[s.seat].name, all) + " " + C.num(st.by_category[s.seat][tb])).join(", ");
    return (st.lowest_wins ? t("Tie broken by {category} (fewest wins): {figures}", { category: tb, figures })
      : t("Tie broken by {category}: {figures}", { category: tb, figures })) + ".";
  }
  // The end: the winner celebrated (or the shared win), the tie-break that decided it named; `mine`: this
  // phone's seat, "held" on a host's phone without one.
  function standings(snap, mine) {
    const st = snap.state, first = st.standings.filter((s) => s.place === 1).map((s) => snap.players[s.seat].name);
    const names = list(first), you = yours(snap, mine), tb = st.tie_breaker;
    // "Play again" goes under the last of the lines that say the outcome (table.js: after [data-winner]).
    if (you && !st.decided_by) you.dataset.winner = "";
    const head = first.length > 1 ? t("{names} share the win!", { names }) : t("{name} wins!", { name: first[0] });
    return h("section.standings", { "aria-label": t("Final standings") },
      st.name ? h("p.game-name", { "data-k": "game-name" }, st.name) : null,  // the game it was, as the host named it
      h("h2.winner" + (first.length > 1 ? ".shared" : ""), { "data-k": "winner", "data-keep": "", "data-winner": st.decided_by || you ? null : "" }, "🏆 " + head),
      you, level(snap, mine),
      st.tie_break_incomplete ? h("p.decided", { "data-k": "incomplete" }, t("Some points are in no category, so {category} does not count them all.", { category: st.tie_breaker })) : null,
      st.decided_by ? h("p.decided", { "data-k": "decided", "data-winner": "" }, broken(snap)) : null,
      h("h3", {}, t("Final standings")),
      // A grid row each (place | name, which may wrap | score), never wrapping into each other; with
      // categories a row opens on its breakdown.
      h("ol.final", {}, st.standings.map((s) => {
        // A total others share: its tie-break figure under the name, so the table can check the order (pt46).
        const level = tb && st.totals.filter((x) => x === st.totals[s.seat]).length > 1;
        const p = snap.players[s.seat], row = [h("span.place", {}, s.place + (s.shared ? "=" : "")), h("span.name", {}, whole(p.name),
          level ? h("small.tb", { "data-k": "tb" + s.seat }, tb + " " + C.num(st.by_category[s.seat][tb])) : null),
          h("strong.score", {}, C.num(st.totals[s.seat]))];
        return h("li", { style: { "--pc": p.color }, "data-k": "final" + s.seat }, st.categories.length
          ? h("details.breakdown", {}, h("summary", { title: t("Points by category") }, ...row),
            h("dl", {}, st.categories.flatMap((c) => [h("dt", {}, c), h("dd", {}, C.num(st.by_category[s.seat][c]))])))
          : h("div.row", {}, ...row));
      })),
      // Said what they are (pt92: a bare "CSV · JSON" under the standings; pt99: still the file types in English).
      h("p.small", { id: "pad-export" }, t("Download the scores:"), " ", h("a", { href: `/api/tables/${snap.code}/export.csv`, download: "" }, t("spreadsheet (CSV)")),
        " · ", h("a", { href: `/api/tables/${snap.code}/export.json`, download: "" }, t("data file (JSON)"))));
  }

  // Where a player's own card goes next (pt20: the picker stayed on Gold after each entry, so every
  // category took opening the picker again): the category after `now` this seat has not filled in
  // this round, round the list once; null when every one is filled.
  function nextEmpty(st, seat, now, queued = []) {
    const filled = [...((st.filled && st.filled[seat] && st.filled[seat][st.round - 1]) || []), ...queued], cats = st.categories;
    const from = cats.indexOf(now), order = [...cats.slice(from + 1), ...cats.slice(0, from + 1)];
    return order.find((c) => c !== now && !filled.includes(c)) || null;
  }
  const signed = (n) => (n > 0 ? "+" : "") + C.num(n);
  // Who made a move: a seat's player, else the host.
  const actorName = (P, actor) => (Number.isInteger(actor) && P[actor] ? P[actor].name : t("The host"));
  // The events of `e`'s grid in `log`: one round_scored per category, sent in one action (same time, same phone).
  const gridOf = (log, e) => e.type !== "round_scored" || !e.data.category ? []
    : log.filter((x) => x.type === "round_scored" && x.at === e.at && x.actor === e.actor && x.data.category);
  // A grid as one line: each player's points summed, every category named; `counted`: more than two
  // players counted rather than listed (a toast over the cards; the log strip and the log list them).
  // pt51: one or two players say each category ("Zoë: Quests +4, Monsters 0", not "Zoë +4" for 4 and 0);
  // counted, the line names who entered it ("The host entered round 1 for 4 players").
  function gridLine(grid, P, counted) {
    const round = grid[0].data.round, add = (n, x, seat) => (x.data.points[seat] === null || x.data.points[seat] === undefined ? n : (n || 0) + x.data.points[seat]);
    const sums = P.map((p) => grid.reduce((n, x) => add(n, x, p.seat), null)), got = P.filter((p) => sums[p.seat] !== null);
    const cats = " (" + grid.map((x) => x.data.category).join(", ") + ")", few = got.length <= 2;
    const one = (v) => (v ? signed(v) : "0");
    const parts = (p) => p.name + ": " + grid.filter((x) => x.data.points[p.seat] !== null && x.data.points[p.seat] !== undefined)
      .map((x) => x.data.category + " " + one(x.data.points[p.seat])).join(", ");
    const scores = few ? got.map(parts).join("; ") : got.map((p) => p.name + " " + one(sums[p.seat])).join(", ");
    if (counted && !few) {
      const who = actorName(P, grid[0].actor), n = got.length;
      return (round ? tn("{who} entered round {round} for {n} player", "{who} entered round {round} for {n} players", n, { who, round })
        : tn("{who} entered scores for {n} player", "{who} entered scores for {n} players", n, { who })) + cats;
    }
    return (round ? t("Round {n} entered: {scores}", { n: round, scores }) : t("Scores entered: {scores}", { scores })) + (few ? "" : cats);
  }
  // A category's long words with soft hyphens at their syllables ("Se­hens­wür­dig­kei­ten"): the browser
  // breaks at one, with a hyphen, only where a word cannot fit its column whole (pt51: a shrink-to-fit
  // set labels at 11 px and still broke "Sehenswürdigk|eiten"; Chromium has no hyphenation dictionary
  // on many phones, so `hyphens: auto` alone cannot be relied on).
  const VOWEL = /[aeiouyäöüéèàâêîôûëïæœåøаеёиоуыэюяіїє]/i, LETTER = /\p{L}/u, GLIDE = /[йьъ]/i;
  const LIQUID = /[rlрл]/i, STOP = /[pbtdkgfvпбтдкгфв]/i;
  function syllables(word) {
    const vowel = (i) => VOWEL.test(word[i] || ""), consonant = (i) => LETTER.test(word[i] || "") && !vowel(i);
    const at = [];
    for (let i = 1; i < word.length - 1; i++) {
      // A syllable starts at the consonant before a vowel ("Se|hens"), with a stop before r/l ("Досто|при")
      // and German ch, sch, ck kept whole; й, ь and ъ stay with the syllable before them.
      if (!consonant(i) || !vowel(i + 1) || GLIDE.test(word[i])) continue;
      let b = i;
      if (LIQUID.test(word[i]) && STOP.test(word[i - 1])) b = i - 1;
      else if (/h/i.test(word[i]) && /c/i.test(word[i - 1])) b = /s/i.test(word[i - 2] || "") ? i - 2 : i - 1;
      else if (/k/i.test(word[i]) && /c/i.test(word[i - 1])) b = i - 1;
      if (/h/i.test(word[b - 1]) && /c/i.test(word[b - 2])) b -= /s/i.test(word[b - 3] || "") ? 3 : 2;  // "Kaiser|schmarrn"
      const before = word.slice(0, b);
      if (b >= 2 && word.length - b >= 2 && [...before].some((x) => VOWEL.test(x)) && LETTER.test(word[b - 1])) at.push(b);
    }
    let out = "", from = 0;
    for (const b of at) { out += word.slice(from, b) + "\u00AD"; from = b; }
    return out + word.slice(from);
  }
  const hyphenated = (text) => text.split(" ").map((w) => (w.length >= 7 ? syllables(w) : w)).join(" ");
  // A player's name that breaks only between its words or after a hyphen; a word wider than its line is
  // cut with an ellipsis, and a tap on it shows the whole name (table-view.js: a clipped .pname's
  // data-full). pt51: "Константинов|на" in the final standings and the cell editor.
  const whole = (name) => h("span.nm", {}, name.split(/(\s+)/).flatMap((part) => /^\s+$/.test(part) ? [" "]
    : part.split(/(?<=-)/).flatMap((w, i) => [i ? "\u200B" : null, h("span.pname.w", { "data-full": name }, w)])));
  // The fields typed in from now until `stop()`: a form sent empties only the others once its answer comes
  // (an answer slow to come took the next scores typed meanwhile with it). `empty(id)`: that field emptied
  // (the keyboard put away) unless typed in meanwhile; whether it was.
  const typedMeanwhile = () => {
    const ids = new Set(), mark = (e) => { if (e.target && e.target.id) ids.add(e.target.id); };
    document.addEventListener("input", mark, true);
    const empty = (id) => {
      if (ids.has(id)) return false;
      const f = document.getElementById(id);
      if (f) { f.value = ""; f.blur(); }
      return true;
    };
    return { empty, stop: () => document.removeEventListener("input", mark, true) };
  };
  C.scorePadMore = { list, heads, naming, chart, standings, nextEmpty, signed, actorName, gridOf, gridLine, hyphenated, whole, typedMeanwhile };
})();
