// Bard Saga's round summary and end screen (loaded before bard-saga.js, whose helpers C.bs gives at call time).
"use strict";
(function () {
  const { h, s } = C;
  // Why a player got less than their Stories give: the Inn ran out (no compensation, pt29).
  function outOf(short) {
    const { nm } = C.bs, colours = Object.keys(short || {}).filter((c) => c !== "random");
    if (short && short.random) return t("the Inn is empty");
    return colours.length ? t("the Inn is out of {colours}", { colours: colours.map(nm).join(", ") }) : null;
  }

  // The Singing Victory: what each player took (the log keeps the whole sentence), in singing order.
  // The Scrolls as coloured dots (named for a screen reader), so a line holds a name and all it took.
  function sungList(snap, T0) {
    const { nm, sum, list, vp, dots } = C.bs, st = snap.state, g = st.sung;
    return h("div.bs-note", { "data-k": "sang" }, h("ul.bs-sung", {}, g.order.flatMap((i) => {
      const got = list(g.gains[i]) + (g.drawn[i].length ? " " + t("(random: {colours})", { colours: g.drawn[i].map(nm).join(", ") }) : "");
      const took = sum(g.gains[i]) ? Object.assign(dots(st, g.gains[i], "have"), { role: "img", ariaLabel: got }) : h("small", {}, t("nothing"));
      const why = outOf((g.short || [])[i]);
      return [h("li", { "data-seat": i }, h("span.nm", {}, T0.name(i)), took, g.legend_vp[i] ? h("b.nw", {}, vp("+" + g.legend_vp[i])) : null),
        why ? h("li.bs-short", { "data-k": "short", "data-for": i }, `(${why})`) : null].filter(Boolean);
    })), st.last_round ? null  // the game ends here: no next round to deal (pt128: the rule stood under the last one)
      : h("p", {}, t("Shuffle the played Stories into the Market; everyone draws 3 Story cards and keeps at most 3 (hand limit).")));
  }

  const tied = (all, x) => all.some((y) => y !== x && y.key[0] === x.key[0]);
  // The end: the winner celebrated, your place, the ranking, what decided it (data-winner), which
  // "Play again" and "Send to BG Stats" (the table's own) follow: the ranking on the first screen (pt29).
  // A shared victory's headline names them all and its tied rows take two lines: there Play again comes
  // before the ranking, else it went behind the bottom bar at 360 px (pt42, issue #26).
  function ending(snap, seat, T0) {
    const { vp, scrolls, mine, STAR } = C.bs;
    const st = snap.state, names = st.won.seats.map((i) => snap.players[i].name), shared = names.length > 1;
    // The end speaks to the phone's own player, the host's too when it holds a seat (pt42: only the other
    // phones said "You: 1st place (shared)"), not to whichever seat a phone passed round last acted for.
    const own = T0.mySeat(), me = mine(own) && st.standings.find((x) => x.seat === own);
    const solo = !!me && !shared && st.won.seats[0] === own;
    const all = shared ? t("{names} and {last}", { names: names.slice(0, -1).join(", "), last: names[names.length - 1] }) : "";
    const by = h("p.by", { "data-winner": "" }, shared ? st.won.by : st.won.line);
    // One line a player: the Scrolls (the tie-break) only beside a VP total someone else has too.
    const rows = h("ol", {}, st.standings.map((x) => h("li", { style: { "--pc": snap.players[x.seat].color }, "data-seat": x.seat, "aria-current": me && x.seat === own ? "true" : null },
      h("span.place", {}, x.place + (x.shared ? "=" : "")), h("span.nm", {}, snap.players[x.seat].name),
      h("span.pts", {}, h("strong", {}, vp(x.key[0])), tied(st.standings, x) ? h("small", {}, " · " + scrolls(x.key[1])) : null))));
    return h("section.bs-end", { "aria-label": t("Final standings") },
      s("svg", { viewBox: "0 0 20 20", class: "star", "aria-hidden": "true" }, s("path", { d: STAR })),
      h("p.win", { "data-k": "win", "data-keep": "" }, shared ? t("A shared victory: {names}! Sing a song about it.", { names: all }) : (solo ? t("You win the Bard Saga!") : t("{name} wins the Bard Saga!", { name: names[0] }))),
      me && !solo ? h("p.you", { "data-k": "you" }, t("You: {place}, {vp}", { place: C.placed(me.place, me.shared), vp: vp(me.key[0]) })) : null,
      shared ? [by, rows] : [rows, by]);
  }

  C.bsEnd = { sungList, ending };
})();
