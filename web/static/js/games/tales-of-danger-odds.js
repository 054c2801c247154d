// Tales of Danger: the Odds sheet, as a few plain sentences with the numbers (fetched when first opened).
"use strict";
C.todOdds = function ({ h, B, S, ui, again, T, ME, pct }) {
  const o = S.odds, d = ui.od || 2, list = (f) => o.labels.map((l) => `${l} ${pct(f(l))}`).join(", ");
  const [c, n] = o.need[d].map(([a, b]) => (a / b).toFixed(1)), a3 = S.phase === "act3", r = S.reshuffles;
  return h("div.tods.odds", {},
    h("p", { "data-k": "deck" }, `The deck holds ${o.unknown} Segment Cost cards you have not seen (${o.seen} seen`,
      a3 ? (r ? `; reshuffled ${r === 1 ? "once" : r + " times"} in Act 3, counted since the last).` : r === 0 ? "; not reshuffled in Act 3 yet)." : " since the last reshuffle).") : ")."),
    h("p", {}, "The next Difficulty card from the deck: " + [1, 2, 3].map((x) => `${x} ship${x > 1 ? "s" : ""} ${pct(o.difficulty[x])}`).join(", ") + "."),
    h("div.pick", { role: "group", "aria-label": "Difficulty" }, [1, 2, 3].map((x) => B(x === d ? ".on" : "", x + (x > 1 ? " ships" : " ship"), () => { ui.od = x; again(); }, { "aria-pressed": String(x === d), "aria-label": "Difficulty " + x }))),
    h("p", { "data-k": "seg" }, `A difficulty ${d} Segment draws ${d} Cost card${d > 1 ? "s" : ""}. At least one: ${list((l) => o.segment[d][l])}. On average it asks ${c} Crew and ${n} Supplies.`),
    h("p", {}, `A Forage flips 4 cards. At least one: ${list((l) => o.forage[l].p)}. A card that cancels: ` + Object.entries(o.cancels).map(([p, v]) => `${p} ${pct(v)}`).join(", ") + "."),
    a3 && ME !== null ? B("", "Deck reshuffled", () => { if (confirm("The discards were shuffled into the deck?")) T.act({ type: "deck_reshuffled" }); }) : null);
};
