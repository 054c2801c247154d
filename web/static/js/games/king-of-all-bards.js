// The King of All Bards: the Square and six Pubs, secret picks, Duels, Songs with odds, Tricks, the story.
"use strict";
(function () {
  const { h, s } = C, ID = "king-of-all-bards";
  const PATH = {
    love: "M8 14S2 10 2 6a3 3 0 0 1 6-1.5A3 3 0 0 1 14 6c0 4-6 8-6 8z",
    epic: "M2 10h12l-2 4H4zM8 2v8M8 3l4 5H8",
    dance: "M5 2h3v8l3 1.5V14H3v-3l2-1z",
    drinking: "M3 4h7v10H3zM10 6h2.5v5H10M3 4q3.5-3 7 0",
    major: "M3 3h10v5a5 5 0 0 1-10 0zM5.5 6h1M9.5 6h1M6 10q2 2 4 0",
    minor: "M3 3h10v5a5 5 0 0 1-10 0zM5.5 6h1M9.5 6h1M6 11.5q2-2 4 0",
  };
  // The reference data comes from Python with the page (Game.facts); this render's runtime, state,
  // players, acting seat and host phone.
  const R = JSON.parse(document.getElementById("table-data").textContent).facts;
  let T, S, P, me, host;
  const ic = (k, z = 18, x, y) => s("svg", { viewBox: "0 0 16 16", width: z, height: z, x, y, class: "ic", role: "img", "aria-label": R.genres[k] || R.moods[k] || k }, s("path", { d: PATH[k] }));
  const sum = (a) => a.reduce((x, y) => x + y, 0);
  const nb = (x) => x.replace(/(\S) (?=\d)|(\d) (?=\S)/g, "$1$2\u00a0");  // a number never leaves its word: "Pub 5", "2 Tips"
  const sg = (v) => (v < 0 ? "−" : "+") + Math.abs(v);
  const loc = (l) => (l ? t("Pub {n} ({name})", { n: l, name: R.pubs[l - 1][2] }) : t("the {square}", { square: R.square }));
  const nm = (i) => (P[i] ? P[i].name : "?");
  // A player said short where many names stand in a row, as the player bar's first line says it.
  const short = (i) => C.view.short(nm(i), P.map((q) => q.name));
  // Tokens a seat may play now: those taken on this very roll wait for a later turn (the rulebook: "subsequent turns").
  const playable = (i, k) => ((S.held && S.held[i]) || {})[k] - ((S.fresh || [])[i] || []).filter((x) => x === k).length;
  const col = (i) => (P[i] ? P[i].color : "#888");
  // A Fan's letter, so Fans are told apart without their colour: the player's initial, or the seat's number
  // when two players' names begin alike (the default names Green and Grey).
  const mark = (i) => { const first = (p) => [...(p.name || "?").trim()][0]?.toUpperCase() || "?";
    return P.filter((p) => first(p) === first(P[i] || {})).length > 1 ? String(i + 1) : first(P[i] || {}); };
  // A letter's size as a style: the board's rem size for its words (CSS) outranked the attribute, and at 130 % the
  // letters stuck out of their discs (pt45). Its corners stay inside the disc: 1.3 r high, baseline a third below.
  const sized = (el, units) => { el.style.fontSize = units.toFixed(1) + "px"; return el; };
  const fan = (i, cx, cy, r) => [s("circle", { cx, cy, r, ...pc(i), class: "fan" }), sized(s("text", { x: cx, y: cy + r * 0.47, "text-anchor": "middle", class: "fi" }, mark(i)), r * 1.3)];
  // The pieces follow the phone's text size as the words do (rem): 9 px discs with a 7 px letter were unreadable at
  // arm's length at 130 % (RE8815). A Fan in a Pub is 6 units at 100 %, 7.8 at 130 % (at most 8), packed closer
  // when a full Pub's row would leave its box.
  const rem = () => parseFloat(getComputedStyle(document.documentElement).fontSize) / 16 || 1;
  const pubFan = (n) => { const r = Math.min(8, 6 * rem()); return { r, x0: r + 3, step: Math.min(2 * r + 1.5, (112 - 2 * (r + 3)) / Math.max(1, n - 1)) }; };
  const seats = () => P.map((p, i) => i);
  // A player's colour on the board: app.css's shared --ink (OKLCH lightness at most .56 in light mode, at least .7
  // in dark; Ottosson's OKLab matrices) worked out as plain sRGB, so the Bard's letters on it have a known colour.
  const dark = matchMedia("(prefers-color-scheme: dark)"), lin = (v) => (v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
  const gam = (v) => Math.round(255 * Math.min(1, Math.max(0, v <= 0.0031308 ? 12.92 * v : 1.055 * v ** (1 / 2.4) - 0.055)));
  const mul = (m, v) => m.map((r) => r[0] * v[0] + r[1] * v[1] + r[2] * v[2]);
  const M1 = [[0.4122214708, 0.5363325363, 0.0514459929], [0.2119034982, 0.6806995451, 0.1073969566], [0.0883024619, 0.2817188376, 0.6299787005]];
  const M2 = [[0.2104542553, 0.793617785, -0.0040720468], [1.9779984951, -2.428592205, 0.4505937099], [0.0259040371, 0.7827717662, -0.808675766]];
  const I2 = [[1, 0.3963377774, 0.2158037573], [1, -0.1055613458, -0.0638541728], [1, -0.0894841775, -1.291485548]];
  const I1 = [[4.0767416621, -3.3077115913, 0.2309699292], [-1.2684380046, 2.6097574011, -0.3413193965], [-0.0041960863, -0.7034186147, 1.707614701]];
  const ink = (hex, lab = mul(M2, mul(M1, [1, 3, 5].map((k) => lin(parseInt(hex.slice(k, k + 2), 16) / 255))).map(Math.cbrt))) =>
    `rgb(${mul(I1, mul(I2, [dark.matches ? Math.max(lab[0], 0.7) : Math.min(lab[0], 0.56), lab[1], lab[2]]).map((v) => v ** 3)).map(gam).join(",")})`;
  const pc = (i) => ({ fill: /^#[0-9a-f]{6}$/i.test(col(i)) ? ink(col(i)) : col(i) });
  // Every Brawl pauses for "Draw for me" / "We drew…" on the acting phone: these actions may start one.
  const DRAWS = ["reward", "duel_reward", "move_fan", "ragnarok_brawl", "play_trick"];
  // After an action the page had been left where the finger scrolled it (a playtest: the board and the Duel off
  // screen once a sheet closed): the next render brings what the table asks now into view.
  let moved = false, wasEnding = null, asked = "";
  // The host's phone resting on its own player reads as that seat (snap.you.host is false), yet is still the phone
  // passed round: an action for another seat it keeps names it (pt45, a Duel's loser asked "a Trick?").
  const shared = () => { const c = T.creds(); return !!(c && c.host); };
  const act = (a, by) => { moved = true; return T.act({ ...(DRAWS.includes(a.type) && { wait_for_draw: true }), ...a, ...((host || (shared() && by !== me)) && by != null && { by }) }); };
  function inView(el) {
    const top = (document.querySelector(".topbar") || { getBoundingClientRect: () => ({ bottom: 0 }) }).getBoundingClientRect().bottom, r = el.getBoundingClientRect();
    if (r.top < top || r.top > innerHeight * 0.6) window.scrollBy(0, r.top - top - 6);
  }
  const can = () => me != null || host;  // a spectator (no seat) gets no action controls
  // The phone's own player: "you" and "your" are theirs; a host's phone passed round names the seat it acts for.
  const self = (i) => i === me && (!host || i === T.mySeat());
  const btn = (label, fn, cls = "") => h("button.btn" + cls, { onclick: fn }, label);
  const shut = (fn) => () => { T.closeSheet(); fn(); };
  const sheet = (title, build) => T.openSheet("kob", title, () => { S = T.snap().state; return build(); });
  const keep = {};  // choices in sheets survive the re-render after every change
  const sel = (label, opts, pick) => h("select", { "aria-label": label, onchange: (e) => (keep[label] = e.target.value) },
    opts.map(([v, t]) => h("option", { value: v, selected: String(v) === String(keep[label] ?? pick) }, t)));
  // The rewards in the rulebook's words and case ("Draw a Card"): "+1 card" stood lower-case beside "+1 Tip" (pt88).
  const NONE = t("none"), RW = { tip: t("+1 Tip"), fan: t("+1 Fan"), card: t("+1 Card"), push: t("Push a Fan"), pull: t("Pull a Fan") };
  // A seat this phone keeps: the host's own, or one without a phone of its own.
  const keeps = (i) => !P[i].claimed || i === T.mySeat();
  const who = (pending) => (me != null ? [me] : host ? seats().filter(pending) : []);  // a host phone acts for each in turn
  // A secret pick is made on its player's own phone: the host phone offers it only for the seats without one.
  const secretly = (pending) => who((i) => pending(i) && !(me == null && P[i].claimed));
  // A seat's moves of a type waiting to be sent (offline): made, not offered again (pt61: a pick made offline
  // was offered again, and the second, queued after the last pick, was refused once the Duels had begun).
  const waiting = (i, type) => T.waiting(i, type);
  const picked = (i) => S.picked[i] || waiting(i, "pick").length > 0;
  const refreshed = (i) => S.refreshed.includes(i) || waiting(i, "refresh").length > 0;
  // This phone's own pick: the one waiting to be sent, else the table's (none while the phone goes round, pt57).
  const myPick = () => (host || T.passedRound() ? null : (waiting(me, "pick").pop() || {}).pub ?? S.my_pick);

  // ---- the board
  function board() {
    const svg = s("svg", { viewBox: "0 0 360 330", class: "kob-board", role: "img", "aria-label": t("The {square} and the six Pubs", { square: R.square }) });
    const sq = s("g", { role: "button", "aria-label": R.square }, s("ellipse", { cx: 180, cy: 165, rx: 50, ry: 82, class: "sqc" }), s("text", { x: 180, y: 101, "text-anchor": "middle", class: "pn", "data-room": 92 }, t("Square")));
    let k = 0;
    const sr = Math.min(8, 6.5 * rem());
    // Two to a row, each count by its own disc with a clear gap before the next ("B1W1Z1" read as one word, pt9):
    // the Square is tall (the Pubs leave it 100 units across, 200 down).
    S.fans[0].forEach((n, i) => { if (!n) return; const x = 158 + (k % 2) * 40, y = 120 + 20 * Math.floor(k++ / 2);
      sq.append(...fan(i, x, y, sr), s("text", { x: x + sr + 1.5, y: y + 4, class: "cnt" }, n)); });
    bards(sq, 0, (j) => [157 + (j % 3) * 23, 190 + 23 * Math.floor(j / 3)]);
    svg.append(sq);
    sq.addEventListener("click", () => details(0));
    const pickable = !!boardPick();  // a tap picks the Pub: the Pubs say so by their cursor and a thicker frame
    R.pubs.forEach(([num, , short, spec]) => {
      const a = ((num - 1) / 3 - 0.5) * Math.PI, f = S.fans[num];
      const g = s("g", { class: "pub" + (me != null && S.at[me] === num ? " here" : "") + (myPick() === num ? " pick" : "") + (pickable ? " pickable" : ""), role: "button", "aria-label": t("Pub {n}", { n: num }),
        transform: `translate(${124 + 122 * Math.cos(a)},${133 + 132 * Math.sin(a)})` },
        s("rect", { width: 112, height: 64, rx: 10 }), s("text", { x: 6, y: 14, class: "pn", "data-room": 86 }, num + " " + short), ic(spec, 15, 94, 3),
        // The count sits in the Bards' row, at its right: the Fans (larger since RE8815) take the whole row above.
        s("text", { x: 107, y: 56, "text-anchor": "end", class: "cap", "data-k": "cap" + num }, `${sum(f)}/${S.capacity}`));
      let d = 0;
      const z = pubFan(sum(f));
      f.forEach((n, i) => { while (n--) g.append(...fan(i, z.x0 + z.step * d++, 29, z.r)); });
      // Side by side, never on top of each other ("Кс" under "Ма" read "Kc", pt12), left of the count: three at full
      // size; four or more are drawn smaller to share the row's 72 units.
      const here = seats().filter((i) => S.at[i] === num).length, bs = Math.min(20, 72 / Math.max(1, here) - 2);
      bards(g, num, (j) => [(here <= 3 ? 12 : 2 + bs / 2) + j * (bs + 2), 48], bs);
      g.addEventListener("click", () => tapPub(num));
      svg.append(g);
    });
    C.kobTurn.squeeze(svg);  // a Pub's name wider than its room is squeezed into it, not run into the icon
    return svg;
  }
  // While this phone must pick a Pub (its first Fans, a secret Movement), a tap on one picks it: the same action
  // as the button and its list, one tap (it opened the Pub's details, pt12). Else a tap tells about the Pub.
  function boardPick() {
    if (S.phase === "placement" && me != null && me === S.turn) return { fn: (p) => act({ type: "place_start", pub: p }, me), off: [] };
    if (S.phase !== "movement" || me == null || waiting(me, "pick").length || !secretly((i) => !S.picked[i]).includes(me)) return null;
    return { fn: (p) => act({ type: "pick", pub: p }, me), off: S.at[me] && S.bards[me] !== "hikari" ? [S.at[me]] : [] };
  }
  function tapPub(num) {
    const k = boardPick();
    if (!k) return details(num);
    if (k.off.includes(num)) return T.toast(t("Bards cannot choose the Pub which they currently occupy"));
    k.fn(num);
  }
  // What the board's pieces and each Pub's "1/6" mean (pt9: "1/6" was unexplained), in one line under it.
  const legend = () => h("p.kob-legend", { "data-k": "legend" },
    s("svg", { viewBox: "0 0 12 12", class: "kob-pic", "aria-hidden": "true" }, s("rect", { x: 1, y: 1, width: 10, height: 10, rx: 2, class: "lg-bard" })), " " + t("Bard") + " · ",
    s("svg", { viewBox: "0 0 12 12", class: "kob-pic", "aria-hidden": "true" }, s("circle", { cx: 6, cy: 6, r: 4.5, class: "lg-fan" })), " " + t("Fan") + " · ",
    nb(t("{n}/{cap}: Fans in the Pub / its Capacity (more: a Brawl)", { n: "n", cap: S.capacity })));
  function bards(g, l, at, z = 20) {
    seats().filter((i) => S.at[i] === l).forEach((i, j) => { const [x, y] = at(j);
      // A Bard's standee is a square, larger than a Fan's round disc and ringed thickly: told apart at arm's length (pt9).
      // The player's initial, as on their Fans: the Bard's "Ki" beside the player's "A" had to be mapped (pt45); the
      // Bard is named in the Pub's details. Its size follows the phone's text (10 px at 130 % was too small), within the standee.
      const fs = Math.min(z * 0.72, 10.2 * rem());
      g.append(s("rect", { x: x - z / 2, y: y - z / 2, width: z, height: z, rx: z / 5, ...pc(i), class: "bard" }),
        sized(s("text", { x, y: y + fs * 0.36, "text-anchor": "middle", class: "bi" }, mark(i)), fs)); });
  }
  function details(l) {
    sheet(l ? t("Pub {n}: {name}", { n: l, name: R.pubs[l - 1][1] }) : t("The {square}", { square: R.square }), () => h("div.kob-detail", {},
      l ? h("p", {}, ic(R.pubs[l - 1][3], 22), " " + t("{bonus} · Capacity {n}/{cap}", { bonus: R.pubs[l - 1][4], n: sum(S.fans[l]), cap: S.capacity })) : null,
      h("p", {}, t("Bards: {list}", { list: seats().filter((i) => S.at[i] === l).map((i) => `${nm(i)} (${R.bards[S.bards[i]][0]})`).join(", ") || NONE })),
      P.map((p, i) => { const fans = tn("{n} Fan", "{n} Fans", S.fans[l][i]), tips = tn("{n} Tip", "{n} Tips", S.tips[i]);
        return h("p", {}, h("span.dot", { style: { "--pc": p.color } }), " " + t("{name}: {fans} · reserve {reserve} · {tips}", { name: p.name, fans, reserve: S.reserve[i], tips })); })));
  }

  // ---- what this phone can do now
  function panel(main, add) {
    const ph = S.phase, note = (t) => main.append(h("p.kob-note", {}, t));
    // Who has done it, then whom the table waits for, by first names (pt61: "Bartholomew Longname-Smy … ·
    // Wilhelmina Featherstones ✓ · …" took five lines at 360 px, and its ellipsis read as a name cut short).
    const ticks = (done) => { const no = seats().filter((i) => !done(i)), yes = seats().filter(done);
      return [yes.length ? yes.map(short).join(", ") : NONE, no.length ? t("Waiting for {names}", { names: no.map(short).join(", ") }) : ""].filter(Boolean).join(" · "); };
    const pre = (i) => (me == null ? nm(i) + ": " : "");
    if (ph === "setup") return setup(main, add);
    if (ph === "placement") {
      if (me === S.turn) add(btn(t("Place first Fans"), () => pubs(t("Your first Fan goes to…"), [], (p) => act({ type: "place_start", pub: p }, me)), ".primary"));
    } else if (ph === "movement") {
      note(t("Picked: {list}", { list: ticks(picked) }));
      const pickers = secretly((i) => !picked(i)).filter((i) => !waiting(i, "pick").length);
      pickers.forEach(handOver);
      pickers.forEach((i) => add(btn(me == null ? t("{name} picks", { name: nm(i) }) : myPick() ? t("Picked Pub {n}: change", { n: myPick() }) : S.picked[i] ? t("Picked (secret): change") : t("Pick a Pub (secret)"), () =>
        pubs(t("{name}: pick a Pub (secret)", { name: nm(i) }), S.at[i] && S.bards[i] !== "hikari" ? [S.at[i]] : [], (p) => act({ type: "pick", pub: p }, i), null,
          t("Bards cannot choose the Pub which they currently occupy")), S.picked[i] ? "" : ".primary")));
    } else if (ph === "duels" && S.duel) duel(main, add, pre);
    else if (ph === "performance") perform(main, add);
    else if (ph === "refreshment") {
      note(t("Refreshed: {list}", { list: ticks(refreshed) }));
      // The host phone refreshes for the seats without a phone of their own (the others do it on theirs): a row
      // each, "Done" beside its Cash In, never twelve rows of six long names.
      // A seat that is done has no "Done" left to tap (a second tap was refused with a 400, pt9): it waits, and says for whom.
      const mine = secretly((i) => !refreshed(i)).filter((i) => !refreshed(i)), rest = seats().filter((i) => !refreshed(i));
      mine.forEach(handOver);
      // The Cash In said in the rulebook's words, short: "I discarded 3 or more Tricks" took three lines at 360 px and
      // 130 % text (pt84); two at most, in German too.
      mine.forEach((i) => add(h("div.kob-row", {}, btn(pre(i) + t("Done"), () => act({ type: "refresh", cash_in: false }, i), ".primary"),
        btn(t("Done: 3+ Tricks discarded (+1 Tip)"), () => act({ type: "refresh", cash_in: true }, i), ".kob-cash"))));
      if (!mine.length && can() && rest.length) {
        // Names while they fit the bar; more than two are counted, and a tap on it names them.
        const w = t("Waiting for {names}", { names: rest.map(short).join(", ") });
        add(h("button.btn.kob-waiting", { disabled: true, "data-k": "waiting", "data-why": w },
          rest.length > 2 ? tn("Waiting for {n} player", "Waiting for {n} players", rest.length) : w));
      }
    }
    // A token due after an Epic Fail: in the Epic Fail step itself for the singer (perform), else a short button
    // while Duels and Songs go on; later it waits in the Tricks sheet ("Maximilian Von Sturmberg: Take a token", five
    // lines tall, stood beside the next round's secret pick: RE8815).
    const sung = (i) => ph === "performance" && S.perf && S.perf.seat === i && S.perf.roll === 1;
    if (ph === "duels" || ph === "performance") who((i) => S.token_due[i]).filter((i) => S.token_due[i] && !sung(i)).forEach((i) =>
      add(btn(me == null ? t("Token: {name}", { name: short(i) }) : t("Take a token"), () => more("tokenSheet", i), i === me && ph === "duels" ? ".primary" : "")));
    const r = S.ragnarok;
    if (r && r.seat === me) add(btn(t("{trick}: {n} left", { trick: R.brawl_causes.ragnarok, n: r.left }), () => pubs(t("{trick}: a Brawl in…", { trick: R.brawl_causes.ragnarok }), r.pubs, (p) => act({ type: "ragnarok_brawl", pub: p }, me),
      () => act({ type: "ragnarok_done" }, me)), ".primary"));
    add(...aside());
  }
  // Beside a name, not answered yet (pt100: "Bartholomew …" read as a name cut short).
  const YET = "?";
  // Tricks and the Board's moves are rarely needed: two compact buttons that share a row with what is asked now.
  const aside = () => [btn(t("Tricks"), () => more("trickSheet"), ".kob-aside"), btn(t("Board"), () => more("boardSheet"), ".kob-aside")];
  function setup(main, add) {
    const taken = {};
    S.bards.forEach((b, i) => { if (b) taken[b] = i; });
    if (!can()) return main.append(h("p.kob-note", {}, t("Bards: {list}", { list: P.map((p, i) => `${p.name} ${S.bards[i] ? R.bards[S.bards[i]][0] : YET}`).join(" · ") })));
    // Only while a Bard is still to choose (pt97: it stood under "Waiting for 2 players to roll for the First Player").
    if (me == null && !S.bards.every(Boolean)) main.append(h("p.kob-note", { "data-k": "choose-hint" }, t("Each player chooses a Bard (one phone: tap a name at the top first).")));
    main.append(
      h("div.kob-grid", {}, Object.entries(R.bards).map(([id, b]) => h("button.btn" + (id in taken ? ".taken" : ""), {
        disabled: me == null || (id in taken && taken[id] !== me), "data-why": me == null ? t("Tap a name at the top first") : id in taken ? t("{name} has this Bard", { name: nm(taken[id]) }) : null, style: { "--pc": col(taken[id]) }, onclick: () => act({ type: "choose_bard", bard: id }, me),
      // One's own: "yours" (pt110: "Kars der Seebär gewählt von Maximilian Schwarzenberg" on Maximilian's phone).
      }, ic(b[2], 20), ` ${b[0]} ${b[1]}`, id in taken ? h("span.kob-by", {}, taken[id] === me ? t("your Bard") : t("taken by {name}", { name: nm(taken[id]) })) : null)),
      me != null && !S.bards[me] ? btn(t("Random Bard"), () => act({ type: "choose_bard", bard: "random" }, me)) : ""));
    // The rulebook's order: every Bard Card, then the roll (the server refuses it before: pt25 rolled too early).
    if (S.first == null && S.bards.every(Boolean)) rollOff(main, add);
  }
  // The roll for the First Player, a die a seat: each phone rolls for the seats it keeps, the others on their own
  // phones (pt40: the host's one tap rolled for the players at their own phones); a tie rolls again.
  function rollOff(main, add) {
    const r = S.rolloff, left = r ? r.in.filter((i) => !(i in r.rolls)) : seats();
    // Said at the top, above the Bard Cards (all chosen by now): under them it took a scroll, and a tie was never
    // said, the phones just asked some to roll again (pt45).
    const top = lead || main, tie = r && r.rounds && r.rounds.length ? r.rounds[r.rounds.length - 1] : null;
    if (tie) top.append(h("p.kob-note.kob-wins", { "data-k": "tie" }, t("Tie at {n}: {names} roll again", { n: tie[r.in[0]], names: r.in.map(short).join(t(" and ")) })));
    if (r) top.append(h("p.kob-note", { "data-k": "rolloff" }, t("Roll-off: {list}", { list: r.in.map((i) => short(i) + " " + (i in r.rolls ? r.rolls[i] : YET)).join(" · ") })));
    const mine = host ? left.filter(keeps) : left.filter((i) => i === me);
    // Nobody on a phone of their own: the host's one tap rolls for all, ties and all, as before.
    const all = host && !r && P.every((p) => !p.claimed);
    const for_ = mine.length > 2 ? tn("Roll for {n} player on this phone", "Roll for {n} players on this phone", mine.length) : t("Roll for {names}", { names: mine.map(short).join(t(" and ")) });
    if (all) add(btn(t("Roll for the First Player"), () => act({ type: "first_player" }), ".primary"));
    // The seats it rolls for, counted, for as long as there is more than one (pt110: "Roll for 4 players on this phone"
    // became "Roll for the First Player" once the other phones had rolled, and still rolled four dice).
    else if (mine.length) add(btn(!host || mine.length === 1 ? t("Roll for the First Player") : for_,
      () => mine.reduce((p, i) => p.then(() => act({ type: "first_player" }, i)), Promise.resolve()), ".primary"));
    // A real roll-off while the app's is under way says what was rolled so far: the winner tapped decides instead
    // (pt80: Zoë had rolled 6 in the app; another phone's sheet offered six one-tap winners without a word of it).
    const sofar = r && Object.keys(r.rolls).length ? Object.entries(r.rolls).map(([i, v]) => short(+i) + " " + v).join(" · ") : null;
    add(btn(t("Real roll-off…"), () => sheet(t("Who won the roll-off?"), () => h("div", {},
      sofar ? h("p.kob-note", { "data-k": "rolled-so-far" }, t("Rolled in the app so far: {list}. The winner you tap here goes first instead.", { list: sofar })) : null,
      // A tie being rolled off offers only the tied (pt121: all six were offered for a tie of three).
      h("div.kob-grid", {}, (r ? r.in : P.map((_, i) => i)).map((i) => btn(P[i].name, shut(() => act({ type: "first_player", seat: i })))))))));
  }
  function pubs(title, off, fn, stop, why) {  // why: what a tap on an `off` Pub says
    sheet(title, () => h("div.kob-grid", {}, R.pubs.map(([n, name, , spec]) => h("button.btn.big", { disabled: off.includes(n), "data-why": why || null, onclick: shut(() => fn(n)) }, ic(spec, 20), ` ${n} ${name}`)),
      stop ? btn(t("Done"), shut(stop)) : null));
  }
  // The eight kinds of Song with each one's modifier (and, to sing, its chance): one tap declares it.
  // `tap` wraps each button's action (the sheet closes itself first).
  function songGrid(i, type, tap = (fn) => fn) {
    const pv = (S.preview || {})[i] || {}, best = (g, m) => (pv[g + "-" + m] || [0])[0];
    // One row a genre, named once at its start, its Major and Minor beside it: two Songs a row with each name on its
    // button took Russian three lines a button, and the lowest row lay under the bar on the passed phone (pt50). The
    // Bard's best genre first (the rulebook's order among equals): the Songs worth singing lead.
    const top = (g) => Math.max(best(g, "major"), best(g, "minor"));
    const genres = ["love", "epic", "dance", "drinking"].sort((a, b) => top(b) - top(a));
    const song = (g, m) => { const p = pv[g + "-" + m], go = () => (type === "sing" ? handful(i) : Promise.resolve(true)).then((ok) => ok && act({ type, genre: g, mood: m }, i))
      .then((ok) => ok && type === "sing" && dieAt(i));
      // Its whole name ("Love Major") for a screen reader and a search; the eye reads the genre at the row's start.
      return h("button.btn", { onclick: tap(go) }, h("span.sr", {}, t("{genre} {mood}", { genre: R.genres[g], mood: R.moods[m] })),
        h("b", { "aria-hidden": "true" }, ic(m, 22), R.moods[m]), p ? h("small", {}, sg(p[0]) + (type === "sing" ? ` · ${p[1]}%` : "")) : null); };
    // The player's own choice: no toast lies over it (pt80: "Du bist dran" hid the Dance row, "+2 · 67%").
    return h("div.kob-songs.kob-by-genre", { "data-own": "" }, genres.map((g) => [h("span.kob-genre", { "aria-hidden": "true" }, ic(g, 22), R.genres[g]), song(g, "major"), song(g, "minor")]),
      type === "duel_song" ? btn(t("No Song (you lose)"), tap(() => act({ type, no_song: true }, i))) : null);
  }
  // A hand holds 6 cards (the rulebook's Refreshment); only a drawn card lets a Bard sing more in a round, which the
  // app does not see: past a hand's worth it asks (a stuck tap sang 17 Songs, 17 Tips, in one turn: pt40).
  const HAND = 6;
  const handful = (i) => { const n = S.songs.filter((x) => x.seat === i).length;
    return n < HAND ? Promise.resolve(true) : C.ask(t("{name} has sung {n} Songs this round: sing another?", { name: short(i), n }), t("Sing")); };
  // A sheet's title names the player as the bar does, short (pt123: 4-5 lines of title at 130 % over six buttons).
  const songs = (i, type) => sheet(t("{name}: which Song?", { name: short(i) }), () => songGrid(i, type, shut));
  // A Song is sung and rolled in one tap, its button showing the chance already: "Song → Roll for me → reward" was
  // 3 taps, the commonest action (pt45). A phone set to the real die asks its value instead (remembered: a table plays
  // one way). The roll's step stays for an undone roll, and the Tricks may still change it until the reward.
  const REAL = "companion.kob.realDie", realDie = () => localStorage.getItem(REAL) === "1";
  const dieAt = (i) => (realDie() ? dieSheet("perform_roll", i) : over(act({ type: "perform_roll" }, i), i));
  // Beside the Songs' heading, not in the bar: beside "End turn", Tricks and Board it took the bar a second row; under the
  // Songs it lay under the bar at 360 px, 130 % (pt50).
  const realToggle = () => h("button.btn.small.kob-real", { type: "button", "aria-pressed": String(realDie()), title: t("Real die: each Song asks for the die rolled at the table"),
    onclick: () => { localStorage.setItem(REAL, realDie() ? "0" : "1"); C.table.render(); } }, (realDie() ? "☑ " : "☐ ") + t("Real die"));
  function dieSheet(type, i, more = {}) {
    const go = (a) => (type === "perform_roll" ? over(act(a, i), i) : act(a, i));
    sheet(self(i) ? t("I rolled…") : t("{name}'s die: I rolled…", { name: short(i) }), () =>
      h("div.kob-faces", {}, [1, 2, 3, 4, 5, 6].map((v) => btn(String(v), shut(() => go({ type, ...more, value: v })), ".big"))));
  }
  // The roll asked for now (`due`), for the Dice sheet (dice.js): the same actions as these buttons.
  let due = null;
  function roll(type, i, add, app = true) {  // app: its "Roll for me" too (else a button for all rolls the app's dice)
    const go = (a) => (type === "perform_roll" ? over(act(a, i), i) : act(a, i));
    const real = () => dieSheet(type, i);
    due = { label: t("Roll for me"), roll: () => go({ type }), realLabel: t("Real die…"), real };
    add(app ? btn(due.label, due.roll, ".primary") : null, btn(due.realLabel, real));
  }
  // "A failed Song immediately ends the player's turn": once this phone's roll (or its Epic Fail's token) leaves the
  // singer nothing to choose, it ends the turn itself. A separate action, so an undo brings the failed roll back,
  // with its Cabbage, Egg or a Trick still to play (and no second automatic end).
  const over = (sent, i) => sent.then((r) => {
    const p = r && S.perf, due = tokenDue(i);
    if (!p || S.turn !== i || p.seat !== i || p.status !== "rolled" || !p.outcome || p.outcome === "success" || due || p.cabbage) return;
    if (p.roll !== 1 && S.tokens && playable(i, "egg") > 0) return;
    return act({ type: "end_turn" }, i);
  });
  // The breakdown (translated by Python) speaks to the singer ("Your Fans here"); every other phone is told whose.
  const pat = (m) => new RegExp("^" + m.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace("{n}", "(\\d+)") + "$");
  const OWN = pat(t("Your Fans here: {n}")), gem = () => trickName("hidden_gem");
  const whose = (l, i, m = OWN.exec(l)) => (self(i) ? l : m ? t("{name}'s Fans here: {n}", { name: nm(i), n: m[1] })
    : l === t("{trick} (no Fans of yours here)", { trick: gem() }) ? t("{trick} (no Fans of {name} here)", { trick: gem(), name: nm(i) }) : l);
  const mods = (info, i) => h("ul.kob-mods", {}, info.mods.length ? info.mods.map(([l, v]) => h("li", {}, h("b", {}, sg(v)), " " + whose(l, i))) : h("li", {}, t("No modifiers")));
  function duel(main, add) {
    // Before the reveal the card is one heading: the eight Songs below it must fit above the bottom bar (pt12).
    const d = S.duel, box = h("section.kob-panel.kob-duel", {}, h("h3", {}, t("Duel in {where}", { where: d.revealed ? loc(d.pub) : t("Pub {n}", { n: d.pub }) })));
    // What this phone decides for a duelist: its own seat's, or on a host's phone resting on no seat a seat it keeps
    // (pt55: it showed Anastasia's reward as its own buttons, though she has her phone). A Song: never a seat with a phone.
    const mine = (i) => (me != null ? i === me : host && keeps(i)), secret = (i) => mine(i) && !(me == null && P[i].claimed);
    if (!d.revealed) {
      // A Song chosen offline is chosen: shown as this phone's, not asked again until it is sent (pt72: the grid
      // stayed, a second Song was queued, and back online it was refused once the first had revealed the Duel).
      const queued = (i) => waiting(i, "duel_song").slice(-1)[0], chose = (i) => !!d.songs[i] || !!queued(i);
      const q = me != null && queued(me), my = q ? (q.no_song ? null : q) : S.my_song;
      // First names, ✓ once a Song is in, ⏳ until then ("Bartholomew Longname-Smy …" took 3 lines and read as cut: pt12).
      box.firstChild.append(h("span.kob-duelists", { "data-k": "duelists" }, ": " + d.seats.map((i) => short(i) + (chose(i) ? " ✓" : " ⏳")).join(t(" vs "))));
      if (my) box.append(h("p", { "data-k": "my-song" }, t("Your Song (secret):") + " ", ic(my.genre), ic(my.mood), " " + t("{genre} {mood}", { genre: R.genres[my.genre], mood: R.moods[my.mood] })));
      d.seats.filter((i) => secret(i) && !chose(i)).forEach(handOver);
      // The seat this phone plays for now picks its Song right here, a tap (it was a button, then a sheet: pt9);
      // the host's phone with no seat followed still names each seat, and a chosen Song may be changed (once sent).
      const here = me != null && d.seats.includes(me) && secret(me) && !chose(me);
      if (here) box.append(songGrid(me, "duel_song"));  // the prompt says "(secret)": no line of its own
      d.seats.filter((i) => secret(i) && !(here && i === me) && !queued(i) && (!d.songs[i] || me != null)).forEach((i) =>
        add(btn(me == null ? t("{name}: Song", { name: nm(i) }) : d.songs[i] ? t("Change Song") : t("Choose a Song (secret)"), () => songs(i, "duel_song"), d.songs[i] ? "" : ".primary")));
    } else {
      d.seats.forEach((i) => {
        const song = d.songs[i], x = (d.info || {})[i];
        box.append(h("div.kob-duelist" + (d.winner === i ? ".won" : d.out.includes(i) ? ".out" : ""), { style: { "--pc": col(i) } },
          // The modifier is named: "wins +1" read as a reward of +1 (pt9).
          h("strong", {}, nm(i)), " ", song ? [ic(song.genre), ic(song.mood)] : t("no Song"),
          x ? [" · " + t("modifier {mod}", { mod: sg(x.mod) }) + (x.roll != null ? " · " + t("rolled {roll} = {total}", { roll: x.roll, total: x.total }) + (x.roll === 1 ? ` ${R.epic_fail}` : "") : "")] : null,
          d.winner === i ? " · ♛ " + t("wins") : d.out.includes(i) ? " ✗" : "", x ? mods(x, i) : null));
      });
      const st = d.steps[d.steps.length - 1];
      const last = st && Object.entries(st.totals).map(([i, v]) => nm(+i) + (st.rolls[i] === 1 ? " 1, " + R.epic_fail : " " + v)).join(" · ");
      if (st && d.winner == null) box.append(h("p.kob-step", { "data-k": "step" }, t("Last rolls: {list}", { list: last })
        + " · " + (st.reason === "tie" ? t("tie: {names} roll again", { names: d.in.map(nm).join(t(" and ")) }) : t("all rolled 1: roll again"))));
      const left = d.in.filter((i) => !(i in d.rolls));
      if (d.winner == null) {
        // The roll is open (only the Song is secret): the phone passed round rolls for all the duelists it holds in one
        // tap, as the roll-off does; each was handed it again for "Roll for me" (pt50: 8 hand-overs a Duel).
        const held = me != null && left.includes(me) && shared() ? left.filter(keeps) : [];
        if (held.length > 1) add(btn(tn("Roll for {n} player on this phone", "Roll for {n} players on this phone", held.length),
          () => held.reduce((p, i) => p.then(() => act({ type: "duel_roll" }, i)), Promise.resolve()), ".primary"));
        if (me != null && left.includes(me)) roll("duel_roll", me, add, held.length < 2);
        else if (me == null && host && left.length) {
          // Only the seats this phone keeps: the others roll on their own phones (pt40: one tap rolled for them).
          const kept = left.filter(keeps);
          if (kept.length) add(btn(kept.length === left.length ? t("Roll for everyone") : t("Roll for {names}", { names: kept.map(short).join(t(" and ")) }),
            () => kept.reduce((p, i) => p.then(() => act({ type: "duel_roll" }, i)), Promise.resolve()), ".primary"));
        }
        if (!left.length) settled(d, box, add, mine);

      } else if (d.rewards && mine(d.winner)) duelRewards(d.winner, d.rewards, add);
    }
    main.append(box);
  }
  const duelRewards = (w, n, add) => [["tip"], ["fan"], ["card"], ["tip", "fan"], ["tip", "card"], ["fan", "card"], ["tip", "fan", "card"]].filter((x) => x.length === n)
    .forEach((x) => add(btn(x.map((k) => (k === "fan" ? C.kobTurn.fan(RW[k], S, S.at[w]) : RW[k])).join(" · "), () => act({ type: "duel_reward", rewards: x }, w), ".primary")));
  // Every die is in. The totals and who they make the winner go first in the box, in view when the reward is chosen.
  // With no Trick to play the winner's reward settles the Duel itself (the server's duel_reward): no "settle" tap
  // between the rolls and the reward; a tie's reroll is still asked for, and any Trick may be played until then.
  function settled(d, box, add, mine) {
    const n = d.settles || {}, w = n.winner;
    box.firstChild.after(h("p.kob-step", { "data-k": "totals" }, d.in.map((i, _, __, x = (d.info || {})[i] || {}) => nm(i) + " " + (x.roll === 1 ? "1, " + R.epic_fail : x.total)).join(" · ")),
      // A tie has no winner: say who rolls again (DOM after() wrote a null as the word "null", pt12).
      w != null ? h("p.kob-step.kob-wins", { "data-k": "wins" }, "♛ " + t("{name} wins unless a Trick is played", { name: nm(w) }))
        : h("p.kob-step", { "data-k": "tie" }, n.reason === "tie" ? t("Tie: {names} roll again unless a Trick is played", { names: (n.reroll || d.in).map(short).join(t(" and ")) })
          : t("All rolled 1: roll again unless a Trick is played")));
    // The losers this shared phone keeps: their "a Trick?" comes to this phone, named, rather than behind a tap on the
    // name (pt45). One question, one "No Trick" for them all, and the winner's rewards only once every loser has
    // answered (pt50: rewards beside two "Pass to …: a Trick?" lines were two orders at once). That order is the
    // rulebook's: a Trick is played "before … wins a duel". A loser with a phone answers there, for themselves (pt61,
    // pt62: one loser's "No Trick" settled a three-way Duel for the other): every phone says whom the Duel waits for.
    // A tie asks the tied the same way, each for themselves, before their dice are rerolled (pt126, pt127).
    const asked = d.asked || [], none = w != null ? t("No Trick: settle the Duel") : t("No Trick: roll again");
    // A phone never waits for its own player: the prompt asks them (pt88: "Ждём Александра: Трюк?" on Александра's phone).
    const awaited = asked.filter((i) => !self(i)), names = { names: awaited.map(short).join(t(" and ")) };
    // An Epic Fail's token comes first, as the prompt says on every phone (pt133: the card said "a Trick?" under it).
    if (awaited.length) box.append(h("p.kob-step", { "data-k": "asked" }, awaited.some(tokenDue) ? t("Waiting for {names}: a token, then a Trick?", names)
      : t("Waiting for {names}: a Trick?", names)));
    const ask = trickAsked(), first = ask.some(tokenDue);
    if (ask.length) {
      passTo(ask, first ? S.prompt.do : t("a Trick?"));
      // The phone's own player alone is asked as a loser's own phone asks (pt88: "Bartholomew: No Trick" on his phone).
      // With a token to take first, "No Trick" waits beside it, not as a second primary (pt133).
      const alone = ask.length === 1 && self(ask[0]);
      add(btn(ask.length > 1 ? t("Nobody plays a Trick") : alone ? none : t("{name}: No Trick", { name: short(ask[0]) }), () => act({ type: "duel_settle", seats: ask, by: null }), first ? "" : ".primary"),
        ...ask.filter((i) => !self(i)).map((i) => btn(t("{name}: Tricks", { name: short(i) }), () => moreAs(i, "trickSheet"))));  // its own: the bar's Tricks
      return;
    }
    // The winner's rewards wait for the losers' answers (pt63: the reward, live beside "Waiting for Zoë", ended the
    // Duel before she had answered): a phone that may settle it at once (the host's) says so in its own words.
    if (w != null && mine(w) && asked.length) {
      const why = t("Waiting for {names}: a Trick?", { names: asked.map(short).join(t(" and ")) });
      add(h("button.btn.kob-waiting", { disabled: true, "data-k": "waiting", "data-why": why }, why));
      if (host || shared()) add(btn(t("Settle the Duel now"), () => act({ type: "duel_settle", by: null })));
      return;
    }
    if (w != null && mine(w)) return duelRewards(w, n.rewards, add);
    // A loser's (or a tied Bard's) own phone: their own answer (the last one settles the Duel); once given, the line
    // above says who is left.
    if (me != null && d.seats.includes(me) && (w != null || !host)) {
      // An Epic Fail's token first, as the prompt asks (pt126: "take a token" above a blue "No Trick").
      const token = tokenDue(me);
      // Its own player unnamed (pt127: "Wilhelmina: kein Trick" on Wilhelmina's phone); the last answer says what follows.
      if (asked.includes(me)) add(btn(asked.length > 1 ? t("No Trick") : none, () => act({ type: "duel_settle" }, me), token ? "" : ".primary"));
      return;
    }
    // Settled by the Duel's own players (or the host, at once): a bystander's phone only waits for it.
    // pt72: in a tie the host's "No Trick: roll again" answered for a tied player at her own phone too; there the
    // host's button says what it does, settling for everyone, and leaves the players' own phones the first word.
    const others = me == null && (d.in || d.seats).some((i) => !keeps(i));
    // With a tied Bard still to answer on their own phone, the host's phone may settle it for everyone, said so.
    if (w == null && host && (others || asked.length)) add(btn(t("Settle the Duel now"), () => act({ type: "duel_settle", by: null })));
    else if (me == null ? host : d.seats.includes(me)) add(btn(w != null ? t("No Trick: settle the Duel") : t("No Trick: roll again"), () => act({ type: "duel_settle" }), w != null ? "" : ".primary"));
  }
  function perform(main, add) {
    // The singer's own screen (the prompt above names them) says it short: the eight Songs need the room below.
    const p = S.perf, tu = S.turn, own = me === tu && !(p && p.mods), pub = S.at[tu], x = { name: short(tu), where: pub && loc(pub), square: R.square };
    // The singer's heading says just "♪ Pub 5" (the prompt says "sing", the board where) and shares its line with the
    // real-die switch: "Sing in Pub 5" sent the switch to a row of its own in German and Russian, and the Drinking
    // Songs under the bar (pt50).
    // The singer's Epic Fail with its token to take: the roll is the heading, short, above the token buttons (pt84:
    // the result line under the four buttons lay under the bar; above them it pushed "No token" there). The prompt
    // says whose turn it is and the round's heading where.
    const due = me === tu && p && !["declared", "done"].includes(p.status) && p.roll === 1 && tokenDue(tu);
    const box = h("section.kob-panel", {}, due ? h("h3.kob-odds.epic_fail", { "data-k": "odds", title: t("Rolled {roll}: {epic_fail}!", { roll: p.roll, epic_fail: R.epic_fail }) },
      t("🎲 {roll}: {epic_fail}", { roll: p.roll, epic_fail: R.epic_fail }))
      : h("h3", {}, own ? "♪ " + (pub ? t("Pub {n}", { n: pub }) : R.square) : pub ? t("{name} sings in {where}", x) : t("{name} sings in the {square}", x)));
    // A Song a Vicious Heckle cancelled says so where its roll is (pt127: "end turn (Song failed)" under a 6, the
    // Heckle only in the log).
    const last = p && p.status === "failed" && [...T.snap().log].reverse().find((e) => ["sing", "song_cancelled"].includes(e.type) && !e.undone && e.data.seat === p.seat);
    const heckled = last && last.type === "song_cancelled" ? last : null;
    if (heckled) box.append(h("p.kob-odds.fail", { "data-k": "odds" }, heckled.text));
    if (p && p.mods) {
      const odds = due ? null : h("p.kob-odds." + (p.outcome || "before"), { "data-k": "odds" }, p.roll == null ? t("Chance of success: {n}%", { n: p.chance }) :
        p.roll === 1 ? t("Rolled {roll}: {epic_fail}!", { roll: p.roll, epic_fail: R.epic_fail }) : p.outcome === "success"
          ? t("Rolled {roll} {mod} = {total}: Success!", { ...p, mod: sg(p.mod) }) : t("Rolled {roll} {mod} = {total}: Failed", { ...p, mod: sg(p.mod) }));
      box.append(...(p.roll == null ? [] : [odds, rerolled(tu)].filter(Boolean)), h("p", {}, ic(p.genre, 22), ic(p.mood, 22), " " + t("{genre} {mood} · modifier {mod}", { genre: R.genres[p.genre], mood: R.moods[p.mood], mod: sg(p.mod) })), mods(p, tu),
        ...(p.roll == null ? [odds] : []),  // once rolled, the result first: below the breakdown it sat under the bar at 130 % (pt32)
        // An Egg (or a Tomato) played on this roll, said where the roll is: the Tricks sheet closed on it.
        ...(p.tokens && p.roll != null ? [h("p.kob-token-line", { "data-k": "token-line" }, `${sg(p.tokens)} ${R.token_names[p.tokens > 0 ? "egg" : "tomato"]} → `
          + (p.outcome === "success" ? t("Success") : p.roll === 1 ? R.epic_fail : t("Failed")))] : []));  // DOM append: no null
    } else box.append(h("p", {}, t("Turn order: {list}", { list: seats().map((i) => (S.first + i) % P.length).map((i) => short(i) + (S.performed.includes(i) ? " ✓" : i === tu ? " ♪" : "")).join(" → ") })));
    // The last failed Song, on every phone until the next roll (the picker replaced it at once: pt16), leads the screen (pt32: under the board).
    // A result in its own box, in the singer's colour and the page's text (a small red line was missed once the prompt
    // had moved on to the next singer, pt40).
    const f = S.failed_song, fx = f && { name: short(f.seat), epic_fail: R.epic_fail, roll: f.roll, mod: sg(f.mod), total: f.total };
    const said = f && (f.roll === 1 ? t("{name} rolled 1: {epic_fail}, turn over", fx) : t("{name} rolled {roll} {mod} = {total}: failed, turn over", fx));
    // Over the next singer's Songs on the phone passed round, one short line (the whole in its title and the log; the
    // prompt names the next singer): its two lines, with "📱 Pass to …", left the lowest Songs under the bar in German and Russian (pt50).
    const folded = f && own && !p && host && !P[tu].claimed && !self(tu);
    if (f) (lead || box).append(h("p.kob-failed" + (folded ? ".kob-folded" : ""), { "data-k": "failed", style: { "--pc": col(f.seat) }, title: folded ? said : null },
      !folded ? said : f.roll === 1 ? t("{name}: {epic_fail}", fx) : t("{name}: failed", fx)), folded ? "" : trickBack(f) || "");
    main.append(box);
    if (me !== tu) return;
    if (!p) handOver(tu);  // a turn come round: the open phases say it too, as the secret ones do (pt45)
    const end = () => act({ type: "end_turn" }, tu);
    // The Songs lie on the table screen, not behind a sheet: a tap sings one, the next tap rolls (issue #26).
    if (!p || p.status === "done") {
      const head = box.querySelector("h3"), row = h("div.kob-sing-head");
      box.classList.add("kob-sing");
      head.replaceWith(row);
      row.append(head, realToggle());
      row.after(songGrid(tu, "sing"));  // right under the heading, before the turn order
      // Nothing sung yet: a turn that has just come round waits a moment (king-of-all-bards.turn.js, pt21).
      add(p ? btn(t("End turn"), end) : C.kobTurn.endTurn(btn(t("End turn"), end), S, t("{name}'s turn has just begun", { name: nm(tu) })));
    }
    else if (p.status === "declared") roll("perform_roll", tu, add);
    else if (p.outcome !== "success" || p.status !== "rolled") {
      // The Epic Fail's token, chosen in its own step, right under the heading: below the breakdown it was under the
      // fold at 360 px, with "End turn" the only button in sight (pt12). Its "No token" ends the turn instead.
      if (due) box.querySelector("h3").after(tokenPick(tu));
      // A held Cabbage or Egg saves the roll right here, where the failed roll is shown (not only in the Tricks sheet).
      // Its reroll at the table too, on a phone set to the real die (pt123: the app rolled it anyway).
      const cabbage = { type: "use_token", kind: "cabbage" };
      if (p.cabbage && p.status === "rolled") add(btn(t("Use your {token}: reroll", { token: R.token_names.cabbage }), () => (realDie() ? dieSheet(cabbage.type, tu, { kind: "cabbage" }) : act(cabbage, tu))));
      if (p.roll !== 1 && p.status === "rolled" && S.tokens && playable(tu, "egg") > 0) add(btn(t("Use your {token}: +1", { token: R.token_names.egg }), () => act({ type: "use_token", kind: "egg", target: tu }, tu)));
      if (!due) add(btn(t("End turn"), end, ".primary"));
    }
    else (S.at[tu] ? ["tip", "fan", "card"] : ["tip", "card", "push", "pull"]).forEach((k) => add(btn((k === "fan" ? C.kobTurn.fan(RW[k], S, S.at[tu]) : RW[k]) + (p.rewards_left > 1 ? " " + t("({n} left)", { n: p.rewards_left }) : ""),
      () => (k[0] === "p" ? moveSheet(k) : act({ type: "reward", kind: k }, tu)), ".primary")));
  }
  // The failed Song's turn ended by itself (pt9: nothing left to tap), but a Trick may still answer its die ("Epic
  // Solo: play after any Bard rolls a die"): until the next move, every phone offers to take the end back, and the
  // failed roll waits again with its Tricks (pt123, pt126: no chance to play one). On the phones that may undo it
  // (the singer's, the host's: the server's rule), asking as the bar's undo does.
  function trickBack(f) {
    const sn = T.snap(), u = sn.table.undo, c = T.creds(), e = u && sn.log.find((x) => x.seq === u.seq);
    if (!c || !c.token || !(c.host || u.actor === c.seat)) return null;
    if (!e || e.type !== "song_done" || e.data.success || e.data.duel || e.data.seat !== f.seat) return null;
    // Not on the line folded over the next singer's Songs (the phone passed round): all eight stay above the bar
    // there (pt50), and the bar's ↶ does the same.
    return h("p.kob-back-row", {}, h("button.btn.small.kob-back", { type: "button", "data-k": "trick-back", onclick: () => T.undo() }, t("↶ A Trick on this roll?")));
  }
  // A Song's die rerolled (a Cabbage, Epic Solo) says so where the roll is, the die before and after (pt61: a
  // Cabbage's 4 came up 4 again and nothing on the screen changed but the Cabbage gone from the pill).
  function rerolled(seat) {
    const rolls = T.snap().log.filter((e) => e.type === "perf_roll" && !e.undone && e.data && e.data.seat === seat);
    const last = rolls[rolls.length - 1], before = rolls[rolls.length - 2];
    if (!last || !last.data.reroll || !before) return null;
    const why = last.data.reroll, trick = R.tricks.find((x) => x[0] === why), what = R.token_names[why] || (trick ? trick[1] : why);
    return h("p.kob-reroll", { "data-k": "reroll" }, `↻ ${what}: ${before.data.value} → ${last.data.value}`);
  }
  // After an Epic Fail: the token taken right in its step, a tap each (no sheet, no lingering button).
  const tokenPick = (i) => h("div.kob-token-pick", { "data-k": "token-pick", role: "group", "aria-label": t("{epic_fail}: take a token", { epic_fail: R.epic_fail }) },
    // Said by the prompt above ("take a token after the Epic Fail"): the four buttons get the line (pt12).
    h("div.kob-grid", {}, Object.entries(S.tokens).map(([k, n]) => h("button.btn", { disabled: !n, "data-why": t("None left"), onclick: () => over(act({ type: "take_token", kind: k }, i), i) },
      h("b", {}, R.token_names[k]), ` (${n}) · `, h("small", {}, R.tokens[k]))), btn(t("No token"), () => over(act({ type: "take_token", kind: "none" }, i), i))));
  function moveSheet(kind) {
    const push = kind === "push";
    sheet(push ? t("Push a Fan from the Square to a Pub") : t("Pull a Fan from a Pub to the Square"), () => {
      const has = (n, i) => S.fans[n][i] > 0, from = push ? [0] : [1, 2, 3, 4, 5, 6];
      const cs = seats().filter((i) => from.some((n) => has(n, i)));
      if (!cs.length) return h("p", {}, push ? t("No Fan in the Square: choose another reward.") : t("No Fan in any Pub: choose another reward."));
      let c = cs.includes(keep.mc) ? keep.mc : cs.includes(me) ? me : cs[0];
      // Whose Fan and where, each two to a row (first names, the Pubs' short names): six full names a row each pushed
      // Pubs 3-6 below the fold at 360 px with larger text (pt21). The own Fan is picked already: one tap, the Pub.
      const box = h("div"), fill = () => box.replaceChildren(h("div.kob-chips.kob-whose", { "aria-label": t("Whose Fan") }, cs.map((i) => h("button.btn.chip" + (i === c ? ".primary" : ""), {
        style: { "--pc": col(i) }, "aria-pressed": String(i === c), title: nm(i), onclick: () => { keep.mc = c = i; fill(); } }, short(i) + (push ? ` (${S.fans[0][i]})` : "")))),
        h("div.kob-grid.kob-to", {}, R.pubs.map(([n, name, sh]) => h("button.btn", { title: name, disabled: !push && !has(n, c), "data-why": t("No Fan of {name}'s here", { name: nm(c) }), onclick: shut(() => act({ type: "reward", kind, color: c, pub: n }, me)) },
          `${n} ${sh}` + (push ? "" : ` (${S.fans[n][c]})`)))));
      fill();
      return box;
    });
  }

  // ---- Tricks, tokens and the board's ordinary moves: rarely used, loaded on first use
  const trickName = (id) => R.tricks.find((t) => t[0] === id)[1];
  const K = { R, sg, nm, short, col, btn, shut, sheet, sel, keep, act: (a, by) => act(a, by), trickName, keeps, shared,
    moreAs: (i, fn) => moreAs(i, fn), get T() { return T; }, get S() { return S; }, get P() { return P; }, get me() { return me; } };
  // The sheets as another seat this phone keeps: its Tricks, paid by it (a Duel's loser asked "a Trick?", pt45).
  const moreAs = (i, fn) => more.call(Object.create(K, { me: { get: () => i } }), fn);
  function more(fn, ...x) {
    C.load("js/games/king-of-all-bards-more.js").then(() => C.kobMore[fn](this || K, ...x))
      .catch(() => T.toast(t("Offline: try again when the connection is back"), true));
  }

  // ---- moments everyone sees: the reveal of every move, a Duel's result, the Brawls, the draw
  const chip = (i, label) => h("span.chip", { style: { "--pc": col(i) } }, h("span.dot"), " " + label);
  // A line a player in a moment: the name gives way (an ellipsis, the whole in its title), what happened never does.
  const line = (i, tail) => h("span.chip", { style: { "--pc": col(i) }, title: nm(i) }, h("span.dot"), h("span.kob-n", {}, nm(i)), h("span.kob-to", {}, "\u00a0" + tail));
  function moments(main, parts = ["reveal", "duel"]) {
    const mv = parts.includes("reveal") && S.reveal, d = parts.includes("duel") && S.duel_result;  // the view keeps them from the log's fold, undo included
    // Short names in a wrapping row: six long names a line each pushed the board 1,300 px down (pt9).
    if (mv) main.append(h("section.kob-moment", { "data-k": "reveal" }, h("h3", {}, t("Every Bard's move")),
      h("p.kob-chips", {}, mv.map((l, i) => h("span.chip", { style: { "--pc": col(i) }, title: nm(i) }, h("span.dot"), nb(" " + short(i) + " → " + (l ? t("Pub {n}", { n: l }) : R.square)))))));
    if (d) {
      const lose = d.losers.map(nm).join(t(" and "));
      // A loser's own phone says it to them (pt110: in a three-way Duel the loser saw only the winner's "2 rewards").
      const mine = me !== null && d.losers.includes(me);
      const card = h("section.kob-moment.kob-duel-card", { "data-k": "duel-card" },
        h("h3", {}, d.winner != null ? "♛ " + t("{name} wins the Duel in Pub {n}", { name: nm(d.winner), n: d.pub }) : t("Nobody wins the Duel in Pub {n}", { n: d.pub })),
        mine ? h("p.kob-lost", { "data-k": "you-lost" }, t("You lost: go to the {square} and draw a card", { square: R.square })) : null,
        d.totals ? h("p.kob-chips.kob-lines", {}, Object.entries(d.totals).map(([i, v]) => line(+i, v + (d.rolls[i] === 1 ? ` (${R.epic_fail})` : "")))) : h("p", {}, t("Without dice: no other Bard had a Song")),
        lose ? h("p", {}, t("{names}: go to the {square} and draw a card", { names: lose, square: R.square })) : null);
      main.append(card);
      // A result new to this phone comes into view: the page stayed scrolled down at the Duel's dice, its headline
      // above the screen (pt110).
      const key = `${d.pub} ${d.winner} ${Object.values(d.totals || {}).join(",")}`;
      if (key !== shownDuel && shownDuel !== undefined) requestAnimationFrame(() => { if (card.isConnected) card.scrollIntoView({ block: "nearest" }); });
      shownDuel = key;
    } else if (parts.includes("duel")) shownDuel = null;
  }
  // The Duel result this phone has brought into view (undefined: none drawn yet, as a page opened on one keeps its
  // scroll); null: no result up.
  let shownDuel;
  function brawlDue(main, add) {
    const b = S.brawl_bag, own = S.options.own_components;
    main.append(h("section.kob-panel.kob-due", { "data-k": "due" }, h("h3", {}, b.cause === "capacity" ? t("Brawl in Pub {n}: over Capacity", { n: b.pub }) : t("Brawl in Pub {n} ({cause})", { n: b.pub, cause: R.brawl_causes[b.cause] })),
      h("p", {}, tn("{n} Fan to draw from the Brawl bag. In the bag:", "{n} Fans to draw from the Brawl bag. In the bag:", b.count)),
      // Whose Fans, how many, the chance: "Ann: 2 Fans · 50%" (pt100: "Bartholomew Longname-Smy 1 · 14%" ran the count into the name).
      h("p.kob-chips", {}, b.bag.map(([n, pc], i) => (n ? chip(i, `${nm(i)}: ${tn("{n} Fan", "{n} Fans", n)} · ${pc}%`) : null)))));
    if (S.prompt.seats.includes(me) || host) add(h("div.draw-pair", {}, btn(t("Draw for me"), () => act({ type: "draw_brawl" }), own ? "" : ".primary"),
      btn(t("We drew…"), () => more("weDrewSheet"), own ? ".primary" : "")));
  }
  // ---- the pending end: five-and-five is met, and the game ends unless somebody plays a Trick
  function ending(main, add) {
    const e = S.ending;
    // First on the page: it is what every phone must answer now (the round's panels can wait).
    main.prepend(h("section.kob-panel.kob-ending", { "data-k": "ending" }, h("h3", {}, t("The game ends unless someone plays a Trick")),
      h("p", {}, t("{names}: 5 Tips and Fans in 5 different Pubs", { names: e.seats.map(nm).join(t(" and ")) })),
      h("p", {}, t("Let it end: {list}", { list: P.map((p, i) => p.name + (e.passed.includes(i) ? " ✓" : " " + YET)).join(" · ") }))));
    // One tap a phone: a host's phone answers for every seat it holds (its own, and those without a phone), also while
    // it rests on its own seat (snap.you.host false there): it asked its four seats one by one (pt50).
    const held = host || shared() ? seats().filter((i) => keeps(i) && !e.passed.includes(i)) : [];
    if (held.length) add(btn(held.length > 1 ? tn("No Trick: let the game end ({n} player)", "No Trick: let the game end ({n} players)", held.length)
      : t("No Trick: let the game end"), () => act({ type: "end_game", seats: held, by: null }), ".primary"));
    else if (!host && me != null && !e.passed.includes(me)) add(btn(t("No Trick: let the game end"), () => act({ type: "end_game" }, me), ".primary"));
    // The others' phones may have gone quiet: the host can still end it at once, a tap it must mean.
    else if (host || shared()) add(btn(t("End the game now"), () => act({ type: "end_game", by: null })));
    add(...aside());
  }
  // ---- the end: standings and the story
  function story(main) {
    const o = S.over;
    const why = o.decided || "";
    // The phone's own player's place under the winner's lines, above Play again (pt133: Großmutter's shared 2nd place
    // was found only a scroll down the table), as the other games say it.
    const own = T.mySeat(), mine = Number.isInteger(own) && !o.winners.includes(own) && o.standings.find((x) => x.seat === own);
    main.append(h("section.standings.kob-end", {}, h("h2", { "data-winner": "" }, "♛ " + t("{names}: King of All Bards!", { names: o.winners.map(nm).join(t(" and ")) })),
      mine ? h("p.you", { "data-k": "you" }, t("You: {place}, {score}", { place: C.placed(mine.place, mine.shared), score: spelled(S, own) })) : null,
      h("p.kob-decided", {}, nb(why.charAt(0).toUpperCase() + why.slice(1))),
      // A name of 24 characters has its own row over its figures: beside three German heads it broke into letters.
      // Fixed, equal columns, each head centred over its numbers: German's "Trinkgeld Kneipen" ran together (pt9).
      h("table.grid.kob-places", {}, h("colgroup", {}, h("col.kob-col-place"), h("col"), h("col"), h("col")), h("thead", {}, h("tr", {}, h("th", { "aria-label": t("Place") }), [t("Tips"), t("Pubs"), t("Fans in Pubs")].map((x) => h("th", {}, x)))),
        o.standings.map((x) => h("tbody", {}, h("tr.who", {}, h("td", {}, x.place + (x.shared ? "=" : "")), h("th", { colspan: 3 }, h("span.dot", { style: { "--pc": col(x.seat) } }), " " + nm(x.seat))),
          h("tr", {}, h("td"), [S.tips, S.pubs, S.in_pubs].map((a) => h("td", {}, a[x.seat])))))),
      // The rulebook names only the winner: the places below are the app's, and say how they are counted.
      P.length > 2 ? h("p.kob-below", {}, t("The rulebook names only the winner. The others: most steps towards 5 Tips and 5 Pubs, then most Fans in Pubs, then most Tips.")) : null,
      h("details.kob-more", {}, h("summary", {}, t("The story and the board")),
        // A block a player, their rounds wrapping under their name: six names across made a table 984 px wide in a
        // 306 px box, panned sideways (RE8815).
        h("p.kob-story-head", {}, t("The story: Tips · Pubs after each round")),
        h("div.kob-story", { role: "region", "aria-label": t("The story: Tips · Pubs after each round") }, P.map((p, i) => h("div.kob-story-who", {},
          h("p.kob-story-name", {}, h("span.dot", { style: { "--pc": p.color } }), " " + p.name),
          h("p.kob-story-rounds", {}, S.history.map((r) => h("span", {}, h("small", {}, r.final ? t("End") : t("Round {n}", { n: r.round })), ` ${r.tips[i]} · ${r.pubs[i]}`)))))),
        board())));
  }

  function render({ main, bar, snap, seat, T: table }) {
    T = table; S = snap.state; P = snap.players; me = seat; host = !!snap.you.host; due = null;
    // A phone passed round forgets the picks it sent: the host's, and the host's resting on its own seat while it keeps
    // seats without a phone, which it does once all it holds have picked, still in the last picker's hands (pt57).
    if (host || T.passedRound()) S.my_pick = S.my_song = null;
    yours();
    if (!R) return main.append(h("p.muted", {}, t("Loading the board…")));
    if (S.over) return story(main);  // "Play again" (table.js) goes right below the winner
    const picking = S.phase === "performance" && me != null && me === S.turn && !(S.perf && S.perf.mods);  // its Songs: the heading says where
    // "you: Pub 2" stays on one line: wrapped after "you:", its lone "Kneipe 2" read as a heading (RE8815).
    main.append(h("p.kob-phase", { "data-k": "phase" }, nb((S.round ? t("Round {n}", { n: S.round }) + " · " : "") + R.phases[S.phase]),
      me != null && S.at[me] != null && !picking ? [" · ", h("span.kob-you", {}, t("you: {where}", { where: S.at[me] ? t("Pub {n}", { n: S.at[me] }) : t("Square") }))] : null));
    main.append(lead = h("div.kob-lead"));
    const bs = S.brawls.filter((b) => b.round === S.round && (b.phase == null || b.phase === S.phase));  // a Movement's is old news later (pt32)
    // This round's Brawls in one line, the whole of each on a tap (and in the log): two of them, four lines each in
    // a red box, pushed the Songs below the fold at 360 px (pt40).
    // On the banner first names, and how it was drawn only in the whole (a tap, the log): it takes two lines, not
    // cut ("⚔ Brawl in Pub 1: Konstant…", pt45).
    const said = (name, how) => bs.map((b) => nb((b.cause === "capacity" ? t("Brawl in Pub {n}", { n: b.pub }) : t("Brawl in Pub {n} ({cause})", { n: b.pub, cause: R.brawl_causes[b.cause] })) + ": "
      + (b.drawn.map((i) => t("{name}'s Fan", { name: name(i) })).join(", ") || t("nobody")) + " → " + t("Square")
      + (!how || b.at_table == null || !b.drawn.length ? "" : b.at_table ? " " + t("(drawn at the table)") : " " + t("(drawn by the app)"))));
    const whole = said(nm, true).join("\n");
    const brawled = bs.length ? h("button.kob-brawl", { type: "button", title: whole, onclick: () => T.toast(whole) },
      h("span.kob-bl" + (bs.length > 1 ? ".two" : ""), { "data-k": "brawl" }, said(short, false).map((x, i) => [i ? " · " : "", h("span.kob-b", {}, x)]))) : null;
    // The singer's Songs come first, above the last Duel's result: the next tap never needs a scroll.
    const pn = h("div");
    // So do a duelist's Songs while this phone has one to pick (the Movement's reveal pushed them off screen).
    const d = S.duel, singing = picking || (S.phase === "duels" && d && !d.revealed && me != null && d.seats.includes(me) && !d.songs[me]);
    if (singing) main.append(pn);
    if (brawled) main.append(brawled);  // under the Songs being picked: the action first
    // In Performance (and Refreshment) the Movement's reveal is old news and goes under the board (it pushed the board off the
    // first screen, pt9); the Duel's result stays on top.
    const later = S.phase === "performance" || S.phase === "refreshment";
    moments(main, later ? ["duel"] : undefined);
    const add = can() ? (...x) => bar.append(...x.filter(Boolean)) : () => {};
    if (S.brawl_due && S.brawl_due.length) brawlDue(main, add);
    else if (S.ending) ending(main, add);
    else panel(pn, add);
    // The end window opened under this phone's sheet (a Board correction made the fifth Tip): the sheet covered
    // "No Trick: let the game end", and the phone passed round was left looking at its corrections.
    if (S.ending && wasEnding === false && document.getElementById("sheet").dataset.kind === "kob") { T.closeSheet(); moved = true; }
    wasEnding = !!S.ending;
    const live = S.duel || (S.perf && S.perf.mods) || S.phase === "setup";  // a Song being sung goes above the board
    const bd = h("div.kob-board-box", {}, board(), legend());
    main.append(...(singing ? [bd, score()] : live ? [pn, bd, score()] : [bd, score(), pn]));
    if (later) moments(main, ["reveal"]);
    (main.querySelector("[data-k=ending], .kob-due") || (picking || live ? pn : bd)).dataset.anchor = "";
    // Found again in the next frame: a render in between (the stream's, then the answer's) replaces this one.
    // The prompt turning to this phone's player (another phone's move, a Duel settled elsewhere) brings what to tap into
    // view too (pt74: the page stayed 470 px down after the Duel, the Songs above the screen, "End turn" the one button).
    const mine = me != null && S.prompt && S.prompt.seats && S.prompt.seats.includes(me) ? [S.round, S.phase, S.turn, me].join("|") : "";
    if (mine && mine !== asked) moved = true;
    asked = mine;
    if (moved) { moved = false; requestAnimationFrame(() => { const el = document.querySelector("#main [data-anchor]"); if (el) inView(el); }); }
  }
  // "Tips · Pubs" spelled out, each player's (five of each wins): the bar's badge is the short form.
  const spelled = (st, i) => tn("{n} Tip", "{n} Tips", st.tips[i]) + " · " + tn("{n} Pub", "{n} Pubs", st.pubs[i]);
  // The figures keep their words ("2 Trinkgelder"), the name stays free to wrap before them: glued to its last word
  // ("Константинова 2 Trinkgelder" unbroken) the chip ran 30 px past a 360 px phone at 130 % and took the bar off screen (pt88).
  const score = () => h("p.kob-chips.kob-score", { "data-k": "score" }, P.map((p, i) => chip(i, `${p.name} ${nb(spelled(S, i))}`)));
  // The host's phone passed round is in the hands of the player it acts for: the prompt speaks to them ("roll a die
  // for your Song"), where the frame, drawn just before, said it of them ("their Song", RE8815).
  function yours() {
    const c = T.creds(), p = S.prompt, a = T.seat(), el = document.getElementById("prompt"), ask = trickAsked();
    // The held losers' Trick question comes first on this phone (pt50): the prompt says it, not the winner's reward.
    // ...unless one of them has an Epic Fail's token to take: the server's prompt asks that first (pt133).
    if (el && ask.length && !ask.some(tokenDue) && !(ask.length === 1 && self(ask[0]))) return (el.textContent = t("{name}: {do}", { name: ask.map(short).join(t(" and ")), do: t("a Trick?") }));
    if (!el || !c || !c.host || a == null || a === T.mySeat() || !p || !p.seats || !p.seats.includes(a)) return;
    // The seats this phone still has to do, in turn: "(and 5 more)" counted the other phones' seats too (pt9).
    const rest = p.seats.filter((i) => i !== a && (i === T.mySeat() || !P[i].claimed)).map(short);
    // Counted, not named: four first names ran the prompt to 4 lines at 360 px, 130 % (pt12); the bar marks them.
    el.textContent = rest.length ? tn("{name}, then {n} more: {do}", "{name}, then {n} more: {do}", rest.length, { name: short(a), n: rest.length, do: p.do })
      : t("{name}: {do}", { name: short(a), do: p.do });
  }
  // The phone passed round, before a secret choice of a player other than its own: hand it over first (pt9).
  // Said at the top of the page (the panel may be under the board), before the secret choice's button.
  let lead = null;
  // The Duel's losers this shared phone keeps, to be asked "a Trick?" before the winner's reward (see settled): the
  // one it acts for too (the prompt asks the losers, and the phone follows the first of them).
  const tokenDue = (i) => !!(S.tokens && S.token_due && S.token_due[i] > 0);
  const trickAsked = () => { const d = S.duel, n = d && d.revealed && d.winner == null && d.in.every((i) => i in d.rolls) ? d.settles : null;
    return !n || !shared() || me == null ? [] : (d.asked || []).filter((i) => i !== n.winner && keeps(i)); };
  // "📱 Pass to Maximilian and Friedrich: a Trick?": seats asked the same at once, one line.
  // Never to the phone's own player, who holds it (pt88: "📱 Hand to Bartholomew: a Trick?" on Bartholomew's phone).
  // A toast keeps off the hand-over line ([data-keep], pt103: a Duel's news lay over "📱 Hand to Zoë" as it was passed).
  const passTo = (all, why, xs = all.filter((i) => !self(i))) => { if (lead && xs.length) lead.append(h("p.kob-pass", { "data-k": "pass", "data-keep": "" }, "📱 " + t("Hand to {name}: {do}", { name: xs.map(short).join(t(" and ")), do: why }))); };
  // `why`: what it is asked, when the phone is handed over for a seat other than the one it shows (a Duel's "a Trick?").
  const handOver = (i, why) => { if (!lead || !(why ? shared() : host) || me == null || P[i].claimed || (why ? i === me : i !== me || self(i))) return;
    lead.append(h("p.kob-pass", { "data-k": "pass", "data-keep": "" }, "📱 " + (why ? t("Hand to {name}: {do}", { name: short(i), do: why }) : t("Hand to {name}", { name: short(i) })))); };
  // Tips and Pubs as the game's pieces, a gold Tip and a Pub's roof, each over its number: no letters to decode
  // ("1T 1P" read as nothing at a playtest), and narrow, so the name gets the pill's width on two lines.
  const TIP = () => s("svg", { viewBox: "0 0 10 10", class: "kob-pic tip", "aria-hidden": "true" }, s("circle", { cx: 5, cy: 5, r: 4.2 }), s("path", { d: "M5 2.8v4.4" }));
  const PUB = () => s("svg", { viewBox: "0 0 10 10", class: "kob-pic pub", "aria-hidden": "true" }, s("path", { d: "M1 5 5 1.5 9 5M2.3 4v5h5.4V4M4.2 9V6.6h1.6V9" }));
  // The Egg, Tomato and Cabbage a player holds, on their pill: they showed only inside the Tricks sheet (pt12).
  const TOKEN = { egg: [["ellipse", { cx: 5, cy: 5.3, rx: 3.2, ry: 4.1 }]], tomato: [["circle", { cx: 5, cy: 5.6, r: 3.9 }], ["path", { d: "M3.4 1.8 5 3 6.6 1.8" }]],
    cabbage: [["circle", { cx: 5, cy: 5, r: 4.1 }], ["path", { d: "M5 1.2v7.6M5 5 2.6 3M5 6.4l2.4-2" }]] };
  const tokenPic = (k) => s("svg", { viewBox: "0 0 10 10", class: "kob-pic tok " + k, "aria-hidden": "true" }, ...TOKEN[k].map(([tag, at]) => s(tag, at)));
  const holding = (st, i) => (st.held && st.held[i] ? Object.entries(st.held[i]).filter(([, n]) => n > 0) : []);
  const heldSaid = (st, i) => holding(st, i).map(([k, n]) => `${R.token_names[k]} ${n}`).join(", ");
  const badge = (sn, i) => { const said = [spelled(sn.state, i), heldSaid(sn.state, i)].filter(Boolean).join(" · ");
    return h("span.kob-badge", { title: said, "aria-label": said, role: "img" }, h("span", {}, TIP(), sn.state.tips[i]), h("span", {}, PUB(), sn.state.pubs[i]),
      ...holding(sn.state, i).map(([k, n]) => h("span.kob-held", { "data-token": k }, tokenPic(k), n > 1 ? n : ""))); };
  // A name cut at the end of its pill's two lines (overflowing downwards, not sideways, so the bar's own check
  // misses it) is shown whole on a tap, as a name cut on one line is.
  document.addEventListener("click", (e) => {
    const el = e.target.closest && e.target.closest("#players-bar .pname");
    if (el && el.scrollHeight > el.clientHeight + 1 && el.scrollWidth <= el.clientWidth + 1) T.toast(el.textContent.trim());
  }, true);
  // Duel and Song rolls are this game's dice: the Dice sheet lists them.
  // The inks are worked out for the scheme at render time: a phone turning dark (at dusk) draws the board again.
  dark.addEventListener("change", () => C.table.render());
  // Six players may act at once (Movement, Refreshment): the prompt counts them, in two lines at most.
  // Said aloud when the device speaks turns (speech.js): a Brawl, and a Duel's winner.
  function speak(e, T) {
    if (e.type === "brawl") return t("Brawl in {pub}!", { pub: R.pubs[e.data.pub - 1][2] });
    if (e.type === "duel_won" && Number.isInteger(e.data.winner)) return t("{name} wins the Duel", { name: T.name(e.data.winner) });
    return null;
  }
  // "…'s Song is complete" closes a move whose reward was just said ("Wilhelmina's Fan: … (pushed)"); the setup's
  // line follows the roll-off's result, which the table waits to hear (pt74), and the prompt says it anyway.
  const echo = (e, before) => (e.type === "song_done" && e.data.success && !e.data.duel)
    || (e.type === "placement_begins" && before.type === "first_player");
  // The move that answers a simultaneous phase's prompt, made offline: the prompt says it waits to be sent (pt61).
  const ANSWERS = { movement: "pick", duels: "duel_song", refreshment: "refresh" };
  // The log strip under a completed Song says what it won, the line before it (pt126: "Wilhelmina's Epic Major Song
  // is complete" stood there, the "+1 Tip" only further down the log).
  const strip = (snap, e) => {
    if (e.type !== "song_done" || !e.data.success || e.data.duel) return e.text;
    const won = [...snap.log].reverse().find((x) => x.seq < e.seq && x.text && !x.undone);
    return won && won.type !== "reward" ? won.text : e.text;
  };
  C.table.register(ID, { render, badge, speak, fewNames: true, diceStep: () => due, echo, strip,
    made: (table, seat) => table.waiting(seat, ANSWERS[table.snap().state.phase]).length > 0 });
})();
