// The contrast, wrapped-number and overflow checks, run in a page by tests/browser/contrast.py.
"use strict";
// The elements a check looks at: all of the page (an open modal dialog alone when there is one), or
// the elements matching `within` (a list of selectors) and everything inside them.
const scope = (within, modal) => {
  if (!within) return [...(modal || document.body).querySelectorAll("*")];
  const seen = new Set();
  for (const q of within) for (const el of document.querySelectorAll(q)) {
    seen.add(el);
    for (const x of el.querySelectorAll("*")) seen.add(x);
  }
  return [...seen];
};
// Any CSS colour the browser computes: rgb() is read directly; oklch() (what var(--ink) gives),
// lab() and the rest are painted on a 1x1 canvas and read back, so that no colour goes unchecked.
const COLOUR = /(?:rgba?|oklch|oklab|lch|lab|hwb|hsla?|color)\([^)]*\)/g;
const pen = document.createElement("canvas").getContext("2d", { willReadFrequently: true });
const painted = new Map();
const parse = (c) => {
  const m = c && c.match(/rgba?\(([^)]+)\)/);
  if (m && m.index === 0) {
    const p = m[1].split(/[\s,\/]+/).filter(Boolean).map(Number);
    return [p[0], p[1], p[2], p.length > 3 ? p[3] : 1];
  }
  const any = c && c.match(COLOUR);
  if (!any) return null;
  if (!painted.has(any[0])) {
    pen.clearRect(0, 0, 1, 1);
    pen.fillStyle = "rgba(0, 0, 0, 0)";
    pen.fillStyle = any[0];
    pen.fillRect(0, 0, 1, 1);
    const d = pen.getImageData(0, 0, 1, 1).data;
    painted.set(any[0], [d[0], d[1], d[2], d[3] / 255]);
  }
  return painted.get(any[0]);
};
const over = (top, under) => {
  const a = top[3];
  return [0, 1, 2].map((i) => top[i] * a + under[i] * (1 - a)).concat([1]);
};
const lum = (c) => {
  const f = (v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); };
  return 0.2126 * f(c[0]) + 0.7152 * f(c[1]) + 0.0722 * f(c[2]);
};
const ratio = (a, b) => { const x = lum(a), y = lum(b); return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05); };
const hex = (c) => "#" + c.slice(0, 3).map((v) => Math.round(v).toString(16).padStart(2, "0")).join("");
const gradient = (img) => (img && img !== "none" ? (img.match(COLOUR) || []).map(parse) : []);
// The colours behind an element: its ancestors' backgrounds laid over one another (a gradient
// gives several candidates: every one of them is checked).
function behind(el, self) {
  let layers = [], node = self ? el : el.parentElement, opacity = 1;
  while (node && node.nodeType === 1) {
    const cs = getComputedStyle(node);
    opacity *= parseFloat(cs.opacity);
    const g = gradient(cs.backgroundImage);
    if (g.length) { layers.push(g); if (g.every((c) => c[3] >= 1)) break; }
    const bg = parse(cs.backgroundColor);
    if (bg && bg[3] > 0) { layers.push([bg]); if (bg[3] >= 1) break; }
    node = node.parentElement;
  }
  let base = [[255, 255, 255, 1]];
  const root = parse(getComputedStyle(document.documentElement).backgroundColor);
  if (!node && root && root[3] > 0) base = [over(root, [255, 255, 255, 1])];
  for (const layer of layers.reverse()) base = layer.flatMap((c) => base.map((b) => over(c, b)));
  return { colors: base, opacity };
}
const hidden = (el) => {
  if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return true;
  const r = el.getBoundingClientRect();
  return r.width <= 1 || r.height <= 1;
};
const disabled = (el) => !!el.closest("button:disabled, input:disabled, select:disabled, fieldset:disabled, [aria-disabled=true]");
const label = (el) => {
  let s = el.tagName.toLowerCase() + (el.id ? "#" + el.id : "");
  const cls = (el.getAttribute("class") || "").trim().split(/\s+/).filter(Boolean).slice(0, 3);
  if (cls.length) s += "." + cls.join(".");
  const p = el.parentElement && el.parentElement.closest("[id], [class]");
  return (p && p !== el ? (p.id ? "#" + p.id : p.tagName.toLowerCase() + "." + (p.getAttribute("class") || "").split(" ")[0]) + " > " : "") + s;
};
// SVG: the background of a shape is the last filled shape drawn under its centre, else the picture's.
// A picture's shapes in drawing order, each with its fill and box (null when hidden), and what is behind
// the picture: measured once per check, not again for every shape in it (a board of ~100 shapes was
// ~100 ms a check); a check runs in one task, so the page cannot change meanwhile.
const pictures = new Map();
const picture = (svg) => {
  if (!pictures.has(svg)) pictures.set(svg, { page: behind(svg, true), shapes: [...svg.querySelectorAll("rect, circle, ellipse, path, polygon")]
    .map((s) => (hidden(s) ? [s, null, null] : [s, parse(getComputedStyle(s).fill), s.getBoundingClientRect()])) });
  return pictures.get(svg);
};
function svgBehind(el) {
  const svg = el.ownerSVGElement, r = el.getBoundingClientRect(), cx = r.left + r.width / 2, cy = r.top + r.height / 2;
  const { page, shapes } = picture(svg);
  let under = null;
  for (const [s, f, b] of shapes) {
    if (s === el) break;
    if (!b || s.contains(el)) continue;
    if (f && f[3] > 0 && cx >= b.left && cx <= b.right && cy >= b.top && cy <= b.bottom) under = f;
  }
  return under ? { colors: page.colors.map((c) => over(under, c)), opacity: page.opacity } : page;
}
const lowContrast = (within, pieces) => {
const out = [];
const worst = (fg, bgs, need, el, kind, opacity) => {
  let low = null;
  for (const bg of bgs) {
    let f = over(fg, bg);
    if (opacity < 1) f = over([...f.slice(0, 3), opacity], bg);
    const r = ratio(f, bg);
    if (!low || r < low.r) low = { r, f, bg };
  }
  if (low && low.r < need - 0.005) out.push({ kind, element: label(el), text: (el.innerText || el.value || el.textContent || "").trim().slice(0, 40),
    ratio: Math.round(low.r * 100) / 100, need, fg: hex(low.f), bg: hex(low.bg) });
};
const SHAPES = "rect, circle, ellipse, path, polygon, polyline, line";
const MARK = 32;  // px: a marker (dot, pip, piece, icon); anything bigger is a surface things sit on
// An open modal dialog is all a player can see (the page behind is dimmed and inert).
const modal = [...document.querySelectorAll("[aria-modal=true]")].find((d) => !hidden(d));
// Text: an element with its own words (or a field's value), in HTML or in an SVG picture.
function checkText(el, cs, inSvg) {
  const size = parseFloat(cs.fontSize), bold = parseInt(cs.fontWeight, 10) >= 700;
  const need = size >= 24 || (size >= 18.66 && bold) ? 3 : 4.5;
  const fg = parse(inSvg ? cs.fill : cs.color);
  const bgs = inSvg ? svgBehind(el) : behind(el, true);
  if (fg && fg[3] > 0) worst(fg, bgs.colors, need, el, "text", bgs.opacity);
}
// An SVG shape passes when its fill or its outline stands out.
function checkShape(el, cs) {
  const bgs = svgBehind(el);
  const paints = [parse(cs.fill), parseFloat(cs.strokeWidth) > 0 ? parse(cs.stroke) : null].filter((c) => c && c[3] > 0);
  if (!paints.length) return;
  const seen = (p) => [...p.slice(0, 3), p[3] * bgs.opacity * parseFloat(cs.opacity)];  // faded as drawn
  const best = Math.max(...paints.map((p) => Math.min(...bgs.colors.map((b) => ratio(over(seen(p), b), b)))));
  if (best < 3 - 0.005) worst(paints[0], bgs.colors, 3, el, "marker", bgs.opacity);
}
// An element's borders (each side), outline and box-shadow rings: [colour, width].
function edges(cs) {
  const rings = [], sides = [];
  for (const side of ["Top", "Right", "Bottom", "Left"]) {
    const w = parseFloat(cs["border" + side + "Width"]), c = parse(cs["border" + side + "Color"]);
    const on = w > 0 && cs["border" + side + "Style"] !== "none" && c && c[3] > 0;
    sides.push(on ? [c, w] : null);
    if (on) rings.push([c, w]);
  }
  if (cs.outlineStyle !== "none" && parseFloat(cs.outlineWidth) > 0) rings.push([parse(cs.outlineColor), parseFloat(cs.outlineWidth)]);
  for (const m of (cs.boxShadow || "").matchAll(/(?:rgba?|oklch|oklab|lch|lab|color)\([^)]+\)[^,]*?(-?[\d.]+px\s+){3}(-?[\d.]+)px/g)) rings.push([parse(m[0]), parseFloat(m[2])]);
  // A stripe (a thick side unlike the others, like a player's colour down a card's edge) is a
  // marker; a frame of one colour all round is decoration (its text says what it is).
  const key = (x) => (x ? x[0].join() + "/" + x[1] : "none");
  const stripes = sides.filter((x) => x && x[1] >= 3 && sides.some((y) => key(y) !== key(x)));
  return { rings, stripes };
}
// An HTML box: a text-less coloured one (a dot, a chip, a piece, a swatch) is a marker; a stripe
// must stand out from what is outside it or from the box it edges.
function checkBox(el, cs, wordless) {
  const bgs = behind(el, false), { rings, stripes } = edges(cs);
  // Seen through its own opacity and its ancestors' (a coin in a faded cell is faded too).
  const opacity = bgs.opacity * parseFloat(cs.opacity), seen = (c) => c && [...c.slice(0, 3), c[3] * opacity];
  const stand = (c) => c && Math.min(...bgs.colors.map((b) => ratio(over(seen(c), b), b)));
  const fill = parse(cs.backgroundColor);
  if (wordless && fill && fill[3] > 0) {
    const best = Math.max(stand(fill), ...rings.map(([c]) => stand(c) || 0));
    if (best < 3 - 0.005 && stand(fill) > 1.05) worst(fill, bgs.colors, 3, el, "marker", opacity);
  }
  const inner = fill && fill[3] > 0 ? bgs.colors.map((b) => over(seen(fill), b)) : bgs.colors;
  for (const [c] of stripes) {
    const best = Math.max(stand(c), Math.min(...inner.map((b) => ratio(over(seen(c), b), b))));
    if (best < 3 - 0.005) { worst(c, bgs.colors, 3, el, "border", opacity); break; }
  }
}
for (const el of scope(within, modal)) {
  if (["SCRIPT", "STYLE", "TEMPLATE", "HEAD", "OPTION"].includes(el.tagName) || hidden(el) || disabled(el)) continue;
  const cs = getComputedStyle(el), inSvg = el instanceof SVGElement && el.tagName !== "svg";
  const own = [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim());
  const field = ["INPUT", "SELECT", "TEXTAREA"].includes(el.tagName) && !["color", "checkbox", "radio"].includes(el.type) && (el.value || "").trim();
  if (own || field) checkText(el, cs, inSvg);
  const r = el.getBoundingClientRect(), small = r.width <= MARK && r.height <= MARK;
  const piece = !!pieces && el.matches(pieces);  // a game's pieces are markers, words on them or not
  if (inSvg) { if ((piece || (!own && small)) && el.matches(SHAPES)) checkShape(el, cs); continue; }
  // A check box or radio button the browser draws itself (its own dark ring, not CSS) is no marker of ours.
  const native = el.tagName === "INPUT" && ["checkbox", "radio"].includes(el.type) && cs.appearance !== "none";
  checkBox(el, cs, piece || (!own && !field && !native && small && !el.textContent.trim() && !el.querySelector("img, svg, input, select, textarea")));
}
return out;
};

// One element's contrast against what is behind it: its text ("text": its colour, or an SVG
// text's fill), its fill ("fill": an HTML box's background or an SVG shape's fill), its stroke
// ("stroke"), or a side's border ("border-left", "border-top": a stripe); the worst ratio over
// every colour behind it.
const contrastOf = (el, what) => {
  const cs = getComputedStyle(el), inSvg = el instanceof SVGElement && el.tagName !== "svg";
  const paint = { text: inSvg ? cs.fill : cs.color, fill: inSvg ? cs.fill : cs.backgroundColor,
    stroke: cs.stroke, "border-left": cs.borderLeftColor, "border-top": cs.borderTopColor }[what];
  const fg = parse(paint), bgs = inSvg ? svgBehind(el) : behind(el, what === "text");
  if (!fg) return 0;
  return Math.min(...bgs.colors.map((b) => ratio(over(fg, b), b)));
};

// Every word with a digit in it ("12", "4T", "Pub 3" as "3") broken over two lines, in any text.
const brokenNumbers = (within) => {
const bad = [];
for (const el of scope(within, null)) for (const n of el.childNodes) {
  if (n.nodeType !== 3 || el.closest("svg, [hidden]") || !el.getClientRects().length) continue;
  for (const m of n.data.matchAll(/[^ \n\t]*\d[^ \n\t]*/g)) {
    const r = document.createRange(); r.setStart(n, m.index); r.setEnd(n, m.index + m[0].length);
    if (new Set([...r.getClientRects()].map((x) => Math.round(x.top))).size > 1) bad.push(m[0]); } }
return bad;
};

const wrappedNumbers = (within) => {
const out = [];
for (const el of scope(within, null)) {
  const own = [...el.childNodes].filter((n) => n.nodeType === 3).map((n) => n.textContent).join("").trim();
  if (!/^[+\-−±]?\d[\d.,]*\s?\S{0,3}$/.test(own) || own.length < 2) continue;
  if (!el.checkVisibility({ visibilityProperty: true }) || !el.getClientRects().length) continue;
  const lines = new Set();
  for (const n of el.childNodes) if (n.nodeType === 3 && n.textContent.trim()) {
    const r = document.createRange(); r.selectNodeContents(n);
    for (const x of r.getClientRects()) if (x.width > 0) lines.add(Math.round(x.top));
  }
  if (lines.size > 1) out.push(el.tagName.toLowerCase() + "." + (el.getAttribute("class") || "").split(" ")[0] + " " + JSON.stringify(own));
}
return out;
};

// What runs off the phone or is cut off, measured against the visual viewport: on a phone Chromium
// widens the layout viewport to the content, so `innerWidth` grows with a page too wide for it.
// The page wider than the screen; any element whose box passes the screen's edges (unless it sits
// in a box that scrolls sideways, like a wide grid); a box pinned to the screen (the bottom bar, an
// open sheet) that passes its top or bottom (laid out against a widened layout viewport, it sits
// below the screen); a label cut off inside its button, field or clipping box (but for one shortened
// with an ellipsis).
const overflow = (within) => {
const out = [], W = visualViewport.width, H = visualViewport.height, root = document.documentElement;
if (!within && root.scrollWidth > W + 1) out.push(`page is ${root.scrollWidth}px wide on a ${W}px screen`);
const scrolls = (el) => { for (let p = el.parentElement; p; p = p.parentElement) {
  if (["auto", "scroll"].includes(getComputedStyle(p).overflowX)) return true; } return false; };
const pinned = (el) => { for (let p = el; p; p = p.parentElement) {
  const cs = getComputedStyle(p);
  if (cs.position === "fixed") return true;
  if (p !== el && ["auto", "scroll"].includes(cs.overflowY)) return false; } return false; };
// The width of a select's chosen option's text in the select's own font.
const chosenWidth = (el, cs) => {
  const o = el.options[el.selectedIndex];
  if (!o) return 0;
  const s = document.createElement("span");
  s.textContent = o.text;
  s.style.cssText = `position:absolute;visibility:hidden;white-space:pre;font:${cs.font};letter-spacing:${cs.letterSpacing}`;
  document.body.append(s);
  const w = Math.ceil(s.getBoundingClientRect().width);
  s.remove();
  return w;
};
const what = (el) => `${el.tagName.toLowerCase()}.${(el.getAttribute("class") || "").split(" ")[0]} ${JSON.stringify((el.textContent || "").trim().slice(0, 40))}`;
for (const el of scope(within, null)) {
  if (["SCRIPT", "STYLE", "TEMPLATE", "HEAD", "OPTION"].includes(el.tagName) || el.closest("[hidden]")) continue;
  const r = el.getBoundingClientRect(), cs = getComputedStyle(el);
  if (!r.width || !el.checkVisibility({ visibilityProperty: true }) || scrolls(el)) continue;
  if (r.width <= 1 && r.height <= 1) continue;  // words for screen readers only (.sr): never drawn
  if (r.right > W + 1 || r.left < -1) out.push(`${what(el)} runs off the screen: ${Math.round(r.left)}..${Math.round(r.right)} of ${W}px`);
  if ((r.bottom > H + 1 || r.top < -1) && pinned(el)) out.push(`${what(el)} is pinned off the screen: ${Math.round(r.top)}..${Math.round(r.bottom)} of ${H}px high`);
  const clips = el.tagName === "BUTTON" || el.tagName === "SELECT" || ["hidden", "clip"].includes(cs.overflowX);
  // A name shortened with an ellipsis shows it is shortened (a tap shows it whole): not cut off.
  // A select shows its chosen option only: that one must fit (some Chromium versions give a select
  // the scrollWidth of its widest option, which the list shows whole when it opens).
  const wide = el.tagName === "SELECT" ? chosenWidth(el, cs) : el.scrollWidth;
  const room = el.tagName === "SELECT" ? el.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight) : el.clientWidth;
  if (clips && cs.textOverflow !== "ellipsis" && wide > room + 1 && el.textContent.trim()) out.push(`${what(el)} is cut off: ${wide}px in ${room}px`);
  // A player's colour dot squeezed by its row loses the colour it shows (pt61: 4 px wide beside a long name).
  if (el.classList.contains("dot") && Math.abs(r.width - r.height) > 1) out.push(`${what(el)} is squashed: ${r.width.toFixed(1)} x ${r.height.toFixed(1)}px`);
}
return out;
};
