// Scanning a filled score sheet: the camera through a file input, the photo shrunk on the phone,
// the server's reading checked (scan-check.js), and one tap that records it.
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
        const [read, check] = await Promise.all([upload(where ? `/api/tables/${where.code}/scan` : "/api/scan", where && where.token, file), checker()]);
        status.textContent = "";
        check(read, where, record);
      } catch (e) {
        status.textContent = e.status ? e.message.charAt(0).toUpperCase() + e.message.slice(1) : t("The server did not answer. Is this phone on the same Wi-Fi as the host's?");
        status.classList.add("error");
        if (e.data && e.data.error && e.data.error.table) status.append(" ", h("a", { href: "/t/" + e.data.error.table }, t("Open table {code}", { code: e.data.error.table })));
      }
    });
    return h("div.scan", { id },
      input, h("label.btn.scan-button", { for: id + "-input" }, "📷 ", t("Scan a score sheet")), status);
  }

  // The check of the reading (scan-check.js, fetched on first use: most visits never scan).
  function checker() {
    if (C.scanCheck) return Promise.resolve(C.scanCheck);
    return C.load("js/scan-check.js").then(() => C.scanCheck, () => {
      throw new Error(t("The server did not answer. Is this phone on the same Wi-Fi as the host's?"));
    });
  }

  // Recorded at the table (the host's `score_sheet` action), or a new finished table for a blank sheet.
  // `endsGame`: the check said so (the game was still going in the app): the server asks for it.
  async function record(read, where, values, names, endsGame) {
    const action = { type: "score_sheet", values, scanned: true, ends_game: !!endsGame, id: C.uid() };
    if (where) {
      await C.api(`/api/tables/${where.code}/actions`, { method: "POST", body: action, token: where.token });
      if (C.table) {  // the table's end, with the paper's places, in place of the sheet it was scanned from
        C.table.closeSheet();
        C.table.reload().then(() => C.table.render()).catch(() => {});
      }
      return;
    }
    const made = await C.api("/api/tables", { method: "POST", body: { game: read.game, players: names.map((name) => ({ name })) } });
    // Not `fresh`: that opens the Invite sheet, over the result this table was opened to show.
    C.creds.set(made.code, { seat: null, token: made.host_token, host: true, actingAs: null });
    await C.api(`/api/tables/${made.code}/actions`, { method: "POST", body: action, token: made.host_token });
    location.href = "/t/" + made.code;
  }

  C.scan = { button, shrink };
})();
