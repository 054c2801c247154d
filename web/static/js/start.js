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
        ? tn("A table code has 6 letters and digits; that was {n}.", "A table code has 6 letters and digits; that was {n}.", code.length)
        : t("A table code has only letters and the digits 2 to 9 (no 0, O, 1 or I)."));
      return;
    }
    error.textContent = "";
    try {
      await C.api(`/api/tables/${code}`);
      location.href = "/t/" + code;
    } catch (e) {
      if (e.status === 404) again(t("No table has the code {code}. Check it with the host and type it again.", { code }));
      else if (e.status) again(e.message);
      else again(t("The server did not answer. Is this phone on the same Wi-Fi as the host's?"));
    }
  });
  field.addEventListener("input", () => { field.removeAttribute("aria-invalid"); error.textContent = ""; });

  function ago(at) {
    const min = Math.round((Date.now() - at) / 60000);
    if (min < 1) return t("just now");
    if (min < 60) return tn("{n} min ago", "{n} min ago", min);
    const hours = Math.round(min / 60);
    if (hours < 24) return tn("{n} h ago", "{n} h ago", hours);
    return new Date(at).toLocaleDateString(C.lang, { day: "numeric", month: "short" });
  }
  function role(code) {
    const c = C.creds.get(code);
    if (!c) return "";
    if (c.host) return c.mine ? t("host · your seat") : t("host");
    if (c.token) return t("your seat");
    return t("watching");
  }
  function show() {
    const list = C.tables.list();
    document.getElementById("your-tables").hidden = !list.length;
    document.getElementById("your-tables-list").replaceChildren(...list.map((tab) => h("li.card.table-item", {},
      h("div.table-info", {},
        h("strong", {}, tab.title, " · ", tab.code),
        h("span", {}, tab.players.join(", ")),
        h("small", {}, t("opened {when}", { when: ago(tab.opened) }), role(tab.code) ? " · " + role(tab.code) : ""),
        tab.finished ? h("small.finished", {}, "🏆 " + tab.finished.join(", ")) : null),
      h("div.row", {},
        h("a.btn.primary", { href: "/t/" + tab.code }, t("Open")),
        h("button.btn", { type: "button", "aria-label": t("Forget {game} {code}", { game: tab.title, code: tab.code }), onclick: async () => {
          if (!(await C.ask(t("Forget {game} ({code}) on this phone? Its seat on this phone goes too.", { game: tab.title, code: tab.code }), t("Forget")))) return;
          C.tables.forget(tab.code); show();
        } }, t("Forget"))))));
  }
  show();
  // A blank score sheet, filled in on paper: scanned into a new finished table (scan.js).
  document.getElementById("scan-slot").append(C.scan.button(null, "scan-start"));
})();
