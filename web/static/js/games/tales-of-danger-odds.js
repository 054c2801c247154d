// Tales of Danger: the Odds sheet, as a few plain sentences with the numbers (fetched when first opened).
"use strict";
C.todOdds = function ({ h, B, S, ui, again, ME, pct, W, reshuffled }) {
  const o = S.odds, d = ui.od || 2, list = (f) => o.labels.map((l) => `${W.labels[l]} ${pct(f(l))}`).join(", ");
  const one = new Intl.NumberFormat(C.lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const [c, n] = o.need[d].map(([a, b]) => one.format(a / b)), a3 = S.phase === "act3", r = S.reshuffles;
  // What the count of seen cards covers: before Act 3, since Act 3 began, or since the last reshuffle.
  const seen = !a3 ? t("{seen} seen", { seen: o.seen })
    : r ? tn("{seen} seen; reshuffled once in Act 3, counted since the last", "{seen} seen; reshuffled {n} times in Act 3, counted since the last", r, { seen: o.seen })
      : r === 0 ? t("{seen} seen; not reshuffled in Act 3 yet", { seen: o.seen }) : t("{seen} seen since the last reshuffle", { seen: o.seen });
  const ships = (x) => tn("{n} ship", "{n} ships", x);
  return h("div.tods.odds", {},
    h("p", { "data-k": "deck" }, tn("The deck holds {n} Segment Cost card you have not seen", "The deck holds {n} Segment Cost cards you have not seen", o.unknown) + ` (${seen}).`),
    h("p", {}, t("The next Difficulty card from the deck: {list}.", { list: [1, 2, 3].map((x) => `${ships(x)} ${pct(o.difficulty[x])}`).join(", ") })),
    h("div.pick", { role: "group", "aria-label": t("Difficulty") }, [1, 2, 3].map((x) => B(x === d ? ".on" : "", ships(x), () => { ui.od = x; again(); }, { "aria-pressed": String(x === d), "aria-label": t("Difficulty {d}", { d: x }) }))),
    h("p", { "data-k": "seg" }, [tn("A difficulty {d} Segment draws {n} Cost card.", "A difficulty {d} Segment draws {n} Cost cards.", d, { d }),
      t("At least one: {list}.", { list: list((l) => o.segment[d][l]) }), t("On average it asks {crew} Crew and {supplies} Supplies.", { crew: c, supplies: n })].join(" ")),
    h("p", {}, [t("A Forage flips 4 cards."), t("At least one: {list}.", { list: list((l) => o.forage[l].p) }),
      t("A card that cancels: {list}.", { list: Object.entries(o.cancels).map(([p, v]) => `${W.cancels[p]} ${pct(v)}`).join(", ") })].join(" ")),
    a3 && ME !== null ? B("", t("Deck reshuffled"), reshuffled) : null);
};
