// The new-table form: players with colours, options, then open the table and keep its tokens.
"use strict";
(function () {
  const form = document.getElementById("new-table");
  const list = document.getElementById("players");
  const tpl = document.getElementById("player-row");
  const { colors, names } = JSON.parse(document.getElementById("game-colors").textContent);
  const min = +form.dataset.min, max = +form.dataset.max;

  // A name's length, said under it from 7 characters before the limit on: the server takes at most
  // `data-max` (as it counts them: spaces run together, ends trimmed); a longer name is kept whole,
  // marked and said to be too long, never cut.
  let made = 0;
  function count(input) {
    const most = +input.dataset.max, n = [...input.value.normalize("NFC").trim().replace(/\s+/g, " ")].length;
    const hint = input.parentElement.querySelector(".pcount"), over = n > most;
    hint.hidden = n < most - 7;
    hint.textContent = over ? tn("{n} of {max} character: too long", "{n} of {max} characters: too long", most, { n, max: most })
      : tn("{n} of {max} character", "{n} of {max} characters", most, { n, max: most });
    hint.classList.toggle("over", over);
    if (over) input.setAttribute("aria-invalid", "true"); else input.removeAttribute("aria-invalid");
  }
  const named = (li) => { const f = li.querySelector(".pname"); return f.value.trim() || f.placeholder; };
  function addRow() {
    const n = list.children.length;
    if (n >= max) return;
    const row = tpl.content.firstElementChild.cloneNode(true);
    const hint = row.querySelector(".pcount");
    hint.id = "pcount-" + ++made;
    row.querySelector(".pname").setAttribute("aria-describedby", hint.id);
    // The colour's name as a placeholder, not a value: a typed name replaces it without clearing first
    // (pt8: "Red"/"Blue" had to be deleted); a row left empty keeps it as the player's name.
    row.querySelector(".pname").placeholder = names[n % names.length];
    count(row.querySelector(".pname"));
    row.querySelector(".pcolor").value = colors[n % colors.length];
    row.querySelector(".remove").addEventListener("click", () => { if (list.children.length > min) row.remove(); sync(); });
    list.append(row);
    sync();
  }
  // "This phone is for": each player by name, or everyone (one phone passed round).
  const mine = document.getElementById("this-phone");
  function relabel() {
    const was = mine.value || "0";
    // Each player by the first word of their name, as the player bar calls them, unless another shares it: a
    // closed picker 273 px wide at 360 px and 130 % showed "Maximilian Schwar…" (session 36's note).
    const all = [...list.children].map((li, i) => named(li) || t("Player {n}", { n: i + 1 }));
    const first = (n) => n.split(/\s+/)[0];
    const rows = all.map((n, i) => new Option(all.filter((m) => first(m) === first(n)).length > 1 ? n : first(n), String(i)));
    mine.replaceChildren(...rows, new Option(t("Everyone (passed round)"), "all"));
    mine.value = [...mine.options].some((o) => o.value === was) ? was : "0";
    // A seat option (who goes first) names the players as listed; its value is the 0-based seat.
    // Until a player is picked it shows the game's default (a seat, or random).
    form.querySelectorAll("select[data-seats]").forEach((sel) => {
      const v = sel.options.length > 1 ? sel.value : sel.dataset.default;
      sel.replaceChildren(new Option(t("Drawn at random"), "random"), ...rows.map((o) => new Option(o.text, o.value)));
      sel.value = [...sel.options].some((o) => o.value === v) ? v : "random";
    });
  }
  list.addEventListener("input", (e) => { if (e.target.matches(".pname")) count(e.target); relabel(); });
  function sync() {
    relabel();
    document.getElementById("add-player").disabled = list.children.length >= max;
    list.querySelectorAll(".remove").forEach((b) => (b.disabled = list.children.length <= min));
  }
  // A picker whose items are another option's list (the score pad's tie-breaker from its categories).
  form.querySelectorAll("select[data-from]").forEach((pick) => {
    const from = document.getElementById("opt-" + pick.dataset.from);
    const fill = () => {
      const was = pick.value;
      const items = [...new Set(from.value.split(",").map((x) => x.trim()).filter(Boolean))];
      pick.replaceChildren(new Option(t("None"), ""), ...items.map((x) => new Option(x, x)));
      pick.value = items.includes(was) ? was : "";
      pick.disabled = !items.length;
    };
    from.addEventListener("input", fill);
    fill();
  });
  document.getElementById("add-player").addEventListener("click", addRow);
  for (let i = 0; i < Math.max(min, Math.min(2, max)); i++) addRow();

  form.addEventListener("submit", async (ev) => {
    ev.preventDefault();
    const players = [...list.children].map((li) => ({ name: named(li), color: li.querySelector(".pcolor").value }));
    const options = {};
    form.querySelectorAll("[data-option]").forEach((f) => {
      const input = f.querySelector("input,select");
      const kind = f.dataset.kind;
      if (kind === "bool") options[f.dataset.option] = input.checked;
      else if (kind === "int") options[f.dataset.option] = parseInt(input.value, 10);
      else if (kind === "seat") options[f.dataset.option] = input.value === "random" ? "random" : +input.value;
      else if (kind === "list") options[f.dataset.option] = input.value.split(",").map((s) => s.trim()).filter(Boolean);
      else options[f.dataset.option] = input.value;
    });
    // The turn timer: off unless chosen (a per-turn sand timer, or chess clocks), in whole seconds.
    const mode = document.getElementById("timer-mode").value;
    // Typed as m:ss, seconds ("45s") or minutes.
    const seconds = C.duration(document.getElementById("timer-minutes").value);
    const timer = mode === "off" ? undefined : { mode, seconds };
    const error = document.getElementById("new-error");
    error.textContent = "";
    if (timer && !C.durationOk(seconds)) { error.textContent = C.durationSays(); return; }
    try {
      const t = await C.api("/api/tables", { method: "POST", body: { game: form.dataset.game, players, options, timer } });
      const creds = { seat: null, token: t.host_token, host: true, fresh: true, actingAs: null };
      C.creds.set(t.code, creds);
      if (mine.value !== "all") {
        // This phone takes its player's seat like any phone: by joining (the host token reads no seat).
        const seat = +mine.value;
        const s = await C.api(`/api/tables/${t.code}/join`, { method: "POST", body: { seat } });
        Object.assign(creds, { mine: { seat, token: s.token }, actingAs: seat });
        C.creds.set(t.code, creds);
      }
      // Passed round: the host's phone holds every seat, so a joining phone asks for one (pt20: "free").
      // Not kept (offline a moment): the table opens all the same, and the Table sheet's "Everyone" keeps them.
      else await C.api(`/api/tables/${t.code}/actions`, { method: "POST", body: { type: "keep_seats" }, token: t.host_token }).catch(() => null);
      location.href = "/t/" + t.code;
    } catch (e) {
      error.textContent = e.message;
    }
  });
})();
