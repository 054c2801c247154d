// The Dice sheet: roll for me or enter the real dice, roll off for first player, recent rolls and
// luck. Loaded by table.js the first time the sheet opens (most moves never need it).
"use strict";
(function () {
  const T = C.table, { h } = C, V = C.view;

  function sheet() {
    const snap = T.snap(), tb = snap.table;
    // The roll-off's dice are recent rolls too, the latest one too (pt76: "First: Anastasia" above an empty
    // "Recent rolls"; pt78: "No roll yet" above the roll-off).
    const recent = V.logOf(T, "rolls", "rolloffs");
    const latest = recent[recent.length - 1], shown = latest && V.rollShown(T, latest);
    // A game with dice of its own (Minstrels' two, The King of All Bards' d6) waits for those: at its roll
    // the sheet makes that roll, as its own buttons would (pt23: a generic 2d6 went to the log, the game
    // still waited). Its faces are not offered for a roll of the table's: the game would ignore it.
    const own = T.data.kinds.rolls.length > 1, step = own && T.game() && T.game().diceStep ? T.game().diceStep() : null;
    const faces = own ? [] : T.data.faces;
    const spec = h("input", { id: "dice-spec", value: localStorage.getItem("companion.dice") || "2d6", "aria-label": t("Dice, like 2d6 or 1d20+3"), autocomplete: "off" });
    const pick = faces.length ? h("select", { id: "dice-faces", "aria-label": t("Faces") }, h("option", { value: "" }, t("numbers")), faces.map((f) => h("option", { value: f }, C.lang === "en" ? f : T.data.title))) : null;
    // "2d6" said in words under the field, as it is typed (pt23: the notation read as a developer's).
    const reads = h("p.small.muted.dice-reads", { id: "dice-reads" }, spoken(spec.value));
    spec.addEventListener("input", () => (reads.textContent = spoken(spec.value)));
    requestAnimationFrame(() => (reads.textContent = spoken(spec.value)));  // drawn again, the frame keeps what was typed
    spec.setAttribute("aria-describedby", "dice-reads");
    const real = h("input", { id: "dice-real", inputmode: "numeric", placeholder: t("e.g. 3 5"), "aria-label": t("The faces you rolled"), autocomplete: "off" });
    const common = () => {
      localStorage.setItem("companion.dice", spec.value);
      const a = { type: "roll", dice: spec.value.trim() };
      if (pick && pick.value) a.faces = pick.value;
      return a;
    };
    // On the host's phone, whose roll it makes (pt11: every roll read "The host rolled", and nothing
    // said that tapping a player's name makes it theirs).
    const c = T.creds(), by = c && c.host ? T.seat() : null;
    const says = c && c.host ? h("p.small.muted.rolls-for", {}, by !== null ? t("Rolls for {name}", { name: T.name(by) })
      : t("Tap a name above to roll for them")) : null;  // one line at 360 px, 130 % (pt36: three)
    // The host's phone passed round rolls for the player it holds, and says so (pt41: "Roll for me").
    const mine = by !== null && by !== T.mySeat() ? t("Roll for {name}", { name: V.short(T.name(by), snap.players.map((p) => p.name)) }) : t("Roll for me");
    // A tap on a name then reaches the bar over the sheet's backdrop (dice.css; pt41: the backdrop covered
    // it, and the tap closed the sheet): the sheet keeps below the bar, whose height it is given here.
    const topbar = document.querySelector(".topbar");
    if (says && topbar) document.documentElement.style.setProperty("--topbar-h", topbar.getBoundingClientRect().height + "px");
    let realButton = null;
    // "I rolled this" waits for the dice's values (pt36: sent empty, the server answered 400): greyed,
    // a tap says what is missing (table-view.js reads data-why).
    const ready = () => {
      if (!realButton) return;
      const why = missing(spec.value, real.value);
      realButton.disabled = !!why;
      if (why) realButton.dataset.why = why; else delete realButton.dataset.why;
    };
    real.addEventListener("input", ready);
    spec.addEventListener("input", ready);
    requestAnimationFrame(ready);  // drawn again, the frame keeps what was typed
    const built = h("div.dice", {}, says,
      latest ? h("div.roll-big", { "data-k": "roll" }, shown !== null ? h("strong", {}, shown) : null, h("span", {}, latest.text)) : h("p.muted", {}, t("No roll yet")),
      step ? h("div.row.game-roll", {}, h("button.btn.primary", { id: "roll-for-me", onclick: step.roll }, step.label),
        h("button.btn", { id: "roll-real", onclick: () => { T.closeSheet(); step.real(); } }, step.realLabel)) : null,
      own && !step ? h("p.small.muted", {}, t("A roll here is not part of the game: the game rolls its own dice when it asks.")) : null,
      step ? null : h("div.row", {}, spec, pick, h("button.btn" + (own ? "" : ".primary"), { id: "roll-for-me", onclick: () => T.act(common()) }, mine)),
      step ? null : reads,
      step ? null : h("div.row", {}, real, realButton = h("button.btn", { id: "roll-real", onclick: () => {
        const typed = real.value, values = typed.split(/[\s,]+/).filter(Boolean).map(Number);
        // Refused ("a d6 shows 1 to 6, not 7"), the faces stay typed to be fixed, the field in focus (pt28: cleared).
        T.act(Object.assign(common(), { values }), (error) => { T.toast(error.message, true); real.value = typed; ready(); real.focus(); });
        real.value = "";
        ready();
      } }, t("I rolled this"))),
      h("div.row", {}, h("button.btn", { onclick: () => T.act({ type: "rolloff" }) }, t("Roll off for first player")),
        tb.first_player !== null && tb.first_player !== undefined ? h("span", {}, t("First: {name}", { name: T.name(tb.first_player) })) : null),
      h("h3", {}, t("Recent rolls")),
      recent.length ? h("ol.log.rolls", {}, recent.slice(-8).reverse().map((e) => h("li", {}, e.text))) : h("p.muted", {}, t("No rolls yet")),
      h("h3", {}, t("Luck: rolled vs expected")),
      luckTable(snap, tb.luck, recent.length));
    ready();
    return built;
  }
  // What keeps the typed faces from being a roll of `spec`: nothing typed, not whole numbers, or
  // another count than its dice; null when they can be sent (the server still checks each face).
  function missing(spec, typed) {
    const values = typed.split(/[\s,]+/).filter(Boolean), m = /^\s*(\d*)\s*[dD]\s*\d+/.exec(spec), n = m ? Number(m[1] || 1) : null;
    if (!values.length) return n ? C.tn("Type the {n} value you rolled first", "Type the {n} values you rolled first", n) : t("Type the faces you rolled first");
    if (values.some((v) => !/^-?\d+$/.test(v))) return t("Whole numbers only, like 3 5");
    if (n && values.length !== n) return C.tn("Type the {n} value you rolled first", "Type the {n} values you rolled first", n);
    return null;
  }
  // "2d6+1" as a player says it: "2 dice with 6 sides, +1"; anything else, how to write it.
  function spoken(spec) {
    const m = /^\s*(\d*)\s*[dD]\s*(\d+)\s*([+-]\s*\d+)?\s*$/.exec(spec);
    if (!m) return t("Write the dice like 2d6: two dice with six sides");
    const n = m[1] ? Number(m[1]) : 1, said = C.tn("{n} die with {sides} sides", "{n} dice with {sides} sides", n, { sides: m[2] });
    return m[3] ? said + ", " + m[3].replace(/\s/g, "") : said;
  }
  function luckTable(snap, luck, listed) {
    // Each seat that rolled, then the host phone's own rolls (passed round it rolls as the host).
    const who = [...snap.players.map((p) => [p.seat, p.name]), ["host", t("Host phone")]].filter(([k]) => luck[k]);
    const rows = who.map(([k, label]) => {
      const l = luck[k];
      const diff = l.sum - l.expected;
      return h("tr", {}, h("th", { scope: "row" }, label), h("td", {}, C.num(l.dice)), h("td", {}, C.num(l.sum)),
        h("td", {}, one(l.expected)), h("td", { class: diff >= 0 ? "up" : "down" }, (diff >= 0 ? "+" : "") + one(diff)));
    });
    // Recent rolls may list a roll-off or the game's own dice, which luck leaves out: say so, not "none".
    if (!rows.length && listed) return h("p.muted", {}, t("No luck to show yet: it counts only the rolls made here."));
    if (!rows.length) return h("p.muted", {}, t("No dice rolled from this sheet yet."));
    return h("table.luck", {}, h("thead", {}, h("tr", {}, ["", t("dice"), t("rolled"), t("expected"), t("luck")].map((x) => h("th", { scope: "col" }, x)))), h("tbody", {}, rows));
  }
  // one decimal, as the phone's language writes it (3.5, 3,5)
  const one = (x) => new Intl.NumberFormat(C.lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(x);
  C.dice = { sheet };
})();
