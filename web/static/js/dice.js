// The Dice sheet: roll for me or enter the real dice, roll off for first player, recent rolls and
// luck. Loaded by table.js the first time the sheet opens (most moves never need it).
"use strict";
(function () {
  const T = C.table, { h } = C, V = C.view;

  function sheet() {
    const snap = T.snap(), t = snap.table, rolls = V.rollLog(T), latest = rolls[rolls.length - 1], shown = latest && V.rollShown(T, latest);
    const faces = T.data.faces;
    const spec = h("input", { id: "dice-spec", value: localStorage.getItem("companion.dice") || "2d6", "aria-label": "Dice, like 2d6 or 1d20+3", autocomplete: "off" });
    const pick = faces.length ? h("select", { id: "dice-faces", "aria-label": "Faces" }, h("option", { value: "" }, "numbers"), faces.map((f) => h("option", {}, f))) : null;
    const real = h("input", { id: "dice-real", inputmode: "numeric", placeholder: "e.g. 3 5", "aria-label": "The faces you rolled", autocomplete: "off" });
    const common = () => {
      localStorage.setItem("companion.dice", spec.value);
      const a = { type: "roll", dice: spec.value.trim() };
      if (pick && pick.value) a.faces = pick.value;
      return a;
    };
    return h("div.dice", {},
      latest ? h("div.roll-big", { "data-k": "roll" }, shown !== null ? h("strong", {}, shown) : null, h("span", {}, latest.text)) : h("p.muted", {}, "No roll yet"),
      h("div.row", {}, spec, pick, h("button.btn.primary", { id: "roll-for-me", onclick: () => T.act(common()) }, "Roll for me")),
      h("div.row", {}, real, h("button.btn", { id: "roll-real", onclick: () => {
        const values = real.value.split(/[\s,]+/).filter(Boolean).map(Number);
        T.act(Object.assign(common(), { values })); real.value = "";
      } }, "I rolled this")),
      h("div.row", {}, h("button.btn", { onclick: () => T.act({ type: "rolloff" }) }, "Roll off for first player"),
        t.first_player !== null && t.first_player !== undefined ? h("span", {}, "First: " + T.name(t.first_player)) : null),
      h("h3", {}, "Recent rolls"),
      h("ol.log.rolls", {}, rolls.slice(-8).reverse().map((e) => h("li", {}, e.text))),
      h("h3", {}, "Luck: rolled vs expected"),
      luckTable(snap, t.luck));
  }
  function luckTable(snap, luck) {
    const rows = snap.players.filter((p) => luck[p.seat]).map((p) => {
      const l = luck[p.seat];
      const diff = l.sum - l.expected;
      return h("tr", {}, h("th", { scope: "row" }, p.name), h("td", {}, l.dice), h("td", {}, l.sum),
        h("td", {}, l.expected.toFixed(1)), h("td", { class: diff >= 0 ? "up" : "down" }, (diff >= 0 ? "+" : "") + diff.toFixed(1)));
    });
    if (!rows.length) return h("p.muted", {}, "No dice rolled from this sheet yet.");
    return h("table.luck", {}, h("thead", {}, h("tr", {}, ["", "dice", "rolled", "expected", "luck"].map((x) => h("th", { scope: "col" }, x)))), h("tbody", {}, rows));
  }
  C.dice = { sheet };
})();
