// Scanning a filled score sheet: the camera through a file input, the photo shrunk on the phone,
// the server's reading shown field by field beside its crop, and one tap that records it.
// On a table (end screen, Table sheet) the host records it there; on the start page a blank sheet
// opens a new finished table of its game.
"use strict";
(function () {
  const { h } = C;
  const MAX_PIXELS = 2e6;  // about 2 megapixels: enough for the bubbles, ~0.5 MB on the wire

  // The photo as a JPEG of at most MAX_PIXELS (a 12-megapixel photo is 4-6 MB, slow over Wi-Fi).
  async function shrink(file) {
    let img;
    try { img = await createImageBitmap(file, { imageOrientation: "from-image" }); } catch (e) { return file; }  // not decodable here: the server says what it is
    const scale = Math.min(1, Math.sqrt(MAX_PIXELS / (img.width * img.height)));
    const canvas = h("canvas", { width: Math.floor(img.width * scale), height: Math.floor(img.height * scale) });
    canvas.getContext("2d").drawImage(img, 0, 0, canvas.width, canvas.height);
    return new Promise((done) => canvas.toBlob((b) => done(b || file), "image/jpeg", 0.88));
  }

  async function upload(path, token, file) {
    const form = new FormData();
    form.append("photo", await shrink(file), "sheet.jpg");
    const headers = { Accept: "application/json" };
    if (token) headers.Authorization = "Bearer " + token;
    const resp = await fetch(path, { method: "POST", headers, body: form });
    const data = await resp.json().catch(() => ({}));
    if (!resp.ok) throw Object.assign(new Error((data.error && data.error.message) || resp.statusText), { status: resp.status, data });
    return data;
  }

  // "Scan a score sheet": a label that opens the camera (plain HTTP on a LAN is enough for it).
  // `where`: {code, token} of a table whose host this phone is, or null for a blank sheet.
  function button(where, id) {
    const status = h("p.small.scan-status", { role: "status" });
    const input = h("input.scan-input", { type: "file", accept: "image/*", capture: "environment", id: id + "-input" });
    input.addEventListener("change", async () => {
      const file = input.files && input.files[0];
      input.value = "";
      if (!file) return;
      status.textContent = t("Reading the score sheet…");
      status.classList.remove("error");
      try {
        const read = await upload(where ? `/api/tables/${where.code}/scan` : "/api/scan", where && where.token, file);
        status.textContent = "";
        check(read, where);
      } catch (e) {
        status.textContent = e.status ? e.message : t("The server did not answer. Is this phone on the same Wi-Fi as the host's?");
        status.classList.add("error");
        if (e.data && e.data.error && e.data.error.table) status.append(" ", h("a", { href: "/t/" + e.data.error.table }, t("Open table {code}", { code: e.data.error.table })));
      }
    });
    return h("div.scan", { id },
      input, h("label.btn.scan-button", { for: id + "-input" }, "📷 ", t("Scan a score sheet")), status);
  }

  // The check: every field beside its crop; unread and empty ones must be typed; one tap records.
  function check(read, where) {
    const d = h("dialog.scan-check", { "aria-labelledby": "scan-title" });
    const inputs = [];
    const rows = [];
    for (const f of read.fields) {
      let row = rows.find((r) => r.key === f.key);
      // A blank score pad's rows have no printed label: they go by their place ("row3").
      if (!row) rows.push(row = { key: f.key, label: f.label || t("Row {n}", { n: f.key.replace(/\D/g, "") }), fields: [] });
      row.fields.push(f);
    }
    const fieldEl = (f) => {
      const state = f.value !== null ? "" : f.empty ? t("empty: type it") : t("unread: type it");
      const input = h("input.scan-value", { type: "text", inputmode: "numeric", pattern: "-?[0-9]*", value: f.value === null ? "" : String(f.value),
        "aria-label": t("{row}, {name}", { row: f.label, name: read.names[f.seat] }), "data-key": f.key, "data-seat": f.seat, "aria-invalid": f.value === null ? "true" : null });
      input.addEventListener("input", () => { input.removeAttribute("aria-invalid"); ready(); });
      inputs.push(input);
      return h("li.scan-field" + (f.value === null ? ".must" : ""), {},
        h("span.scan-name", {}, read.names[f.seat]),
        f.crop ? h("img.scan-crop", { src: f.crop, alt: t("the field on the photo") }) : h("span.scan-crop.none", {}, t("not on this photo")),
        input, state ? h("small.scan-state", {}, state) : null);
    };
    const error = h("p.error", { role: "alert" });
    const confirm = h("button.btn.primary.big", { type: "button", id: "scan-confirm" }, t("Confirm these scores"));
    const missing = () => inputs.filter((i) => !/^-?\d+$/.test(i.value.trim()));
    function ready() {
      const left = missing().length;
      confirm.disabled = left > 0;
      error.textContent = left ? tn("Type {n} more figure to confirm.", "Type {n} more figures to confirm.", left) : "";
    }
    confirm.addEventListener("click", async () => {
      if (missing().length) return;
      const values = {};
      for (const i of inputs) (values[i.dataset.key] = values[i.dataset.key] || new Array(read.players).fill(null))[+i.dataset.seat] = parseInt(i.value, 10);
      confirm.disabled = true;
      const named = names ? names.map((i, k) => i.value.trim() || read.names[k]) : read.names;
      try { await record(read, where, values, named); d.close(); d.remove(); }
      catch (e) { error.textContent = e.message; confirm.disabled = false; }
    });
    // A blank sheet's names are handwritten (the reader does not read them): typed here, for the
    // history's players and BG Stats.
    const names = where ? null : read.names.map((n, i) => h("input.scan-name-input", { type: "text", maxlength: 40, value: n,
      "aria-label": t("Player {n}", { n: i + 1 }), id: "scan-name-" + i }));
    C.fill(d,
      h("div.sheet-head", {}, h("h2#scan-title", {}, t("Check the score sheet")),
        h("button.btn.icon", { type: "button", "aria-label": t("Close"), onclick: () => { d.close(); d.remove(); } }, "×")),
      h("p.small", {}, read.title, " · ", read.message),
      names ? h("section.scan-row", {}, h("h3", {}, t("Players")), h("div.scan-names", {}, names)) : null,
      rows.map((r) => h("section.scan-row", {}, h("h3", {}, r.label), h("ul.scan-fields", {}, r.fields.map(fieldEl)))),
      error, confirm);
    document.body.append(d);
    d.showModal();
    ready();
  }

  // Recorded at the table (the host's `score_sheet` action), or a new finished table for a blank sheet.
  async function record(read, where, values, names) {
    const action = { type: "score_sheet", values, scanned: true, id: C.uid() };
    if (where) {
      await C.api(`/api/tables/${where.code}/actions`, { method: "POST", body: action, token: where.token });
      if (C.table) {  // the table's end, with the paper's places, in place of the sheet it was scanned from
        C.table.closeSheet();
        C.table.reload().then(() => C.table.render()).catch(() => {});
      }
      return;
    }
    const made = await C.api("/api/tables", { method: "POST", body: { game: read.game, players: names.map((name) => ({ name })) } });
    C.creds.set(made.code, { seat: null, token: made.host_token, host: true, fresh: true, actingAs: null });
    await C.api(`/api/tables/${made.code}/actions`, { method: "POST", body: action, token: made.host_token });
    location.href = "/t/" + made.code;
  }

  C.scan = { button, shrink };
})();
