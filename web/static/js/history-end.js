// A finished play's "Send to BG Stats" link and QR code: on the end screen of every game (table.js
// loads this file once the game is over) and on each play of the history page.
"use strict";
(function () {
  const { h } = C;
  const tz = new Date().getTimezoneOffset();

  // The link opens BG Stats' import dialog (the server sends nothing anywhere); the QR code holds
  // the same link, for each player to open it on their own phone.
  C.bgstats = {
    row(p) {
      const img = h("img.qr", { src: p.qr, alt: t("QR code of the BG Stats link"), width: 220, height: 220, hidden: true });
      const toggle = h("button.btn", { type: "button", "aria-expanded": "false", onclick: () => {
        img.hidden = !img.hidden;
        toggle.setAttribute("aria-expanded", String(!img.hidden));
      } }, t("QR code"));
      return h("div.send", {},
        h("div.row", {}, h("a.btn.primary.bgstats", { href: p.bgstats, rel: "noopener", target: "_blank" }, t("Send to BG Stats")), toggle),
        img);
    },
  };

  // The end screen: the play of this table, asked for once per table version.
  let got = { seq: -1, play: null };
  async function fetchPlay(T) {
    const seq = T.snap().seq;
    if (got.seq === seq) return got.play;
    let play = null;
    try { play = await C.api(`/api/tables/${T.code}/play?tz=${tz}`); } catch (e) { play = null; }
    got = { seq, play };
    if (play) remember(T.code, play);
    return play;
  }
  // The start page's "Your tables" marks a finished table with its winners.
  function remember(code, play) {
    const all = C.tables.all();
    if (!all[code]) return;
    all[code].finished = play.players.filter((x) => x.winner).map((x) => x.name);
    C.tables.save(all);
  }
  async function show(T, main) {
    const play = await fetchPlay(T);
    const old = document.getElementById("bgstats-card");
    if (old) old.remove();
    if (!play || !main.isConnected) return;
    main.append(h("div.card.bgstats-card", { id: "bgstats-card" },
      h("p", {}, t("Keep this play in BG Stats: open the link, or scan the code with your own phone.")),
      C.bgstats.row(play),
      h("p.small", {}, h("a", { href: "/history" }, t("History of plays")))));
  }
  C["history-end"] = { show };
})();
