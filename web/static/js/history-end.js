// A finished play's "Send to BG Stats" link and QR code: on the end screen of every game (table.js
// loads this file once the game is over) and on each play of the history page.
"use strict";
(function () {
  const { h, s } = C;
  // A QR code's three corner squares and a few modules: the button that shows (and hides) the code.
  const ICON = () => s("svg", { viewBox: "0 0 21 21", class: "qr-icon", "aria-hidden": "true" },
    s("path", { d: "M0 0h7v7H0zM2 2v3h3V2zM14 0h7v7h-7zM16 2v3h3V2zM0 14h7v7H0zM2 16v3h3v-3zM9 0h3v3H9zM9 5h3v5H9zM0 9h5v3H0zM14 9h7v3h-7zM9 14h3v7H9zM14 14h3v3h-3zM18 17h3v4h-3zM14 18h3v3h-3z" }));
  const tz = new Date().getTimezoneOffset();

  // The link opens BG Stats' import dialog (the server sends nothing anywhere); the QR code holds
  // the same link, for each player to open it on their own phone.
  C.bgstats = {
    // `lead`: the page's one primary button (the history's); on the end screen "Play again" is (pt51: two equal blues).
    row(p, lead = true) {
      // The code holds the short link (this server's /p/<id>, a redirect to BG Stats): big modules,
      // scannable from across the table.
      const img = h("img.qr", { src: p.qr, alt: t("QR code of the BG Stats link"), width: 300, height: 300, hidden: true });
      const toggle = h("button.btn.qr-toggle", { type: "button", "aria-expanded": "false", "aria-label": t("QR code"), title: t("QR code"), onclick: () => {
        img.hidden = !img.hidden;
        toggle.setAttribute("aria-expanded", String(!img.hidden));
        if (!img.hidden) img.scrollIntoView({ block: "center" });  // clear of the bottom bar
      } }, ICON());
      return h("div.send", {},
        h("div.row", {}, h("a.btn.bgstats" + (lead ? ".primary" : ""), { href: p.bgstats, rel: "noopener", target: "_blank" }, t("Send to BG Stats")), toggle),
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
  // The start page's "Your tables" marks a finished table with its winners, under the game's name as the play has it
  // (pt120: a score pad named "7 Wonders" stayed "Score pad · HFK433" there).
  function remember(code, play) {
    const all = C.tables.all();
    if (!all[code]) return;
    all[code].finished = play.players.filter((x) => x.winner).map((x) => x.name);
    all[code].title = play.title;
    C.tables.save(all);
  }
  // `slot`: the place on the end screen, right below "Play again".
  async function show(T, slot) {
    const play = await fetchPlay(T);
    if (!play || !slot.isConnected) return;
    // The log's latest line (the game's end) takes the winner's colour (table-view.js).
    C.view.winners = { seq: T.snap().seq, seats: play.players.map((p, i) => (p.winner ? p.seat ?? i : null)).filter((i) => i !== null) };
    C.view.lastMove(T);
    slot.replaceChildren(C.bgstats.row(play, false),
      h("p.small", {}, t("Keep this play in BG Stats: open the link, or scan the code with your own phone."), " ",
        h("a", { href: "/history" }, t("History of plays"))));
  }
  C["history-end"] = { show };
})();
