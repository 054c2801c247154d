// The start page: join by code (checked before leaving the page) and the tables this phone has joined.
"use strict";
(function () {
  const { h } = C;
  const form = document.getElementById("join-form");
  const field = document.getElementById("join-code");
  const error = document.getElementById("join-error");
  const CODE = /^[A-HJ-NP-Z2-9]{6}$/;  // the server's code letters: no 0/O, no 1/I

  function again(message) {
    error.textContent = message;
    field.setAttribute("aria-invalid", "true");
    field.focus();
    field.select();
  }
  form.addEventListener("submit", async (ev) => {
    ev.preventDefault();
    const code = field.value.replace(/\s+/g, "").toUpperCase();
    if (!CODE.test(code)) {
      again(code.length !== 6
        ? `A table code has 6 letters and digits; that was ${code.length}.`
        : "A table code has only letters and the digits 2 to 9 (no 0, O, 1 or I).");
      return;
    }
    error.textContent = "";
    try {
      await C.api(`/api/tables/${code}`);
      location.href = "/t/" + code;
    } catch (e) {
      if (e.status === 404) again(`No table has the code ${code}. Check it with the host and type it again.`);
      else if (e.status) again(e.message);
      else again("The server did not answer. Is this phone on the same Wi-Fi as the host's?");
    }
  });
  field.addEventListener("input", () => { field.removeAttribute("aria-invalid"); error.textContent = ""; });

  function ago(t) {
    const min = Math.round((Date.now() - t) / 60000);
    if (min < 1) return "just now";
    if (min < 60) return `${min} min ago`;
    const hours = Math.round(min / 60);
    if (hours < 24) return `${hours} h ago`;
    return new Date(t).toLocaleDateString([], { day: "numeric", month: "short" });
  }
  function role(code) {
    const c = C.creds.get(code);
    if (!c) return "";
    if (c.host) return c.mine ? "host · your seat" : "host";
    if (c.token) return "your seat";
    return "watching";
  }
  function show() {
    const list = C.tables.list();
    document.getElementById("your-tables").hidden = !list.length;
    document.getElementById("your-tables-list").replaceChildren(...list.map((t) => h("li.card.table-item", {},
      h("div.table-info", {},
        h("strong", {}, t.title, " · ", t.code),
        h("span", {}, t.players.join(", ")),
        h("small", {}, "opened " + ago(t.opened), role(t.code) ? " · " + role(t.code) : ""),
        t.finished ? h("small.finished", {}, "🏆 " + t.finished.join(", ")) : null),
      h("div.row", {},
        h("a.btn.primary", { href: "/t/" + t.code }, "Open"),
        h("button.btn", { type: "button", "aria-label": `Forget ${t.title} ${t.code}`, onclick: () => {
          if (!confirm(`Forget ${t.title} (${t.code}) on this phone? Its seat on this phone goes too.`)) return;
          C.tables.forget(t.code); show();
        } }, "Forget")))));
  }
  show();
})();
