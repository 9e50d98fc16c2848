// The tabsql page: keeps the API key for the browser session and calls the /v1 API with it.
// Every value from the server is put into the page as text (never as HTML).
"use strict";

const KEY = "tabsql-key";
const $ = (id) => document.getElementById(id);
const state = { me: null, documents: [], tables: [], answer: null, focus: 0, table: null, sql: "" };

function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (name === "text") node.textContent = value;
    else if (name.startsWith("on")) node.addEventListener(name.slice(2), value);
    else if (value !== null && value !== undefined && value !== false) node.setAttribute(name, value);
  }
  for (const child of children) node.append(child);
  return node;
}

class ApiError extends Error {
  constructor(status, message) { super(message); this.status = status; }
}

async function api(path, options = {}) {
  const headers = Object.assign({ Authorization: "Bearer " + sessionStorage.getItem(KEY) }, options.headers || {});
  if (options.json !== undefined) {
    headers["Content-Type"] = "application/json";
    options.body = JSON.stringify(options.json);
  }
  const response = await fetch(path, { method: options.method || "GET", headers, body: options.body });
  if (response.status === 401 && path !== "/v1/me") signOut("Your key is no longer accepted; enter a valid key.");
  if (!response.ok) {
    let message = response.statusText;
    try { message = (await response.json()).error || message; } catch (e) { /* not JSON */ }
    throw new ApiError(response.status, message);
  }
  if (options.raw) return response;
  return response.status === 204 ? null : response.json();
}

async function download(path, filename, options = {}) {
  const blob = await (await api(path, Object.assign({ raw: true }, options))).blob();
  const url = URL.createObjectURL(blob);
  const link = el("a", { href: url, download: filename });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10000);
}

function fill(target, ...nodes) { target.replaceChildren(...nodes); }

function formatNumber(value) {
  return typeof value === "number" ? value.toLocaleString("en", { maximumFractionDigits: 6 }) : String(value);
}

// ------------------------------------------------------------------ key
async function signIn(key) {
  sessionStorage.setItem(KEY, key);
  try {
    state.me = await api("/v1/me");
  } catch (err) {
    sessionStorage.removeItem(KEY);
    $("key-error").textContent = err.status === 401 ? "That key was not accepted (unknown or revoked)." : err.message;
    return false;
  }
  $("key-view").hidden = true;
  $("app").hidden = false;
  $("forget-key").hidden = false;
  $("who").textContent = "Groups: " + state.me.groups.join(", ") + (state.me.admin ? " (admin)" : "");
  fill($("upload-group"), ...state.me.groups.map((g) => el("option", { value: g, text: g })));
  show("ask");
  await loadDocuments();
  return true;
}

function signOut(message) {
  sessionStorage.removeItem(KEY);
  state.me = null;
  $("app").hidden = true;
  $("forget-key").hidden = true;
  $("who").textContent = "";
  $("key-view").hidden = false;
  $("key-error").textContent = message || "";
  $("key-input").value = "";
  $("key-input").focus();
}

// ------------------------------------------------------------------ views
function show(view) {
  for (const tab of document.querySelectorAll(".tab")) {
    const on = tab.dataset.view === view;
    if (on) tab.setAttribute("aria-current", "page"); else tab.removeAttribute("aria-current");
    $("view-" + tab.dataset.view).hidden = !on;
  }
  if (view === "documents") loadDocuments();
  if (view === "tables") loadTables();
}

// ------------------------------------------------------------------ ask
async function ask(question, documents) {
  $("answer-box").hidden = false;
  $("answer-status").textContent = "asking…";
  $("answer-status").className = "status";
  $("answer").textContent = "";
  const scope = $("ask-scope");
  scope.hidden = !documents;
  scope.textContent = documents ? "Asked of " + documents.join(", ") + " only." : "";
  const body = { question };
  if (documents) body.documents = documents;
  try {
    renderAnswer(await api("/v1/ask", { method: "POST", json: body }));
  } catch (err) {
    renderAnswer({ status: "error", answer: err.message, citations: [], conditions: [] });
  }
}

function renderAnswer(ans) {
  state.answer = ans;
  state.focus = 0;
  const status = $("answer-status");
  status.textContent = ans.status;
  status.className = "status status-" + ans.status;
  const verified = $("verified");
  verified.hidden = ans.status !== "answered";
  verified.textContent = ans.verified ? "✓ verified against the cited cells" : "not verified";
  verified.className = "badge " + (ans.verified ? "badge-ok" : "badge-warn");
  const words = $("words-" + ans.status);
  $("status-words").textContent = words ? words.content.textContent : "";
  $("answer").textContent = ans.answer || "";

  const facts = [];
  if (ans.value !== null && ans.value !== undefined) {
    const value = Array.isArray(ans.value) ? ans.value.map(formatNumber).join("; ") : formatNumber(ans.value);
    facts.push(el("dt", { text: "Value" }), el("dd", { text: value + (ans.unit ? " " + ans.unit : "") }));
  }
  if (ans.route) facts.push(el("dt", { text: "Route" }), el("dd", { text: ans.route }));
  fill($("answer-facts"), ...facts);

  const conditions = ans.conditions || [];
  $("conditions-box").hidden = !conditions.length;
  fill($("conditions"), ...conditions.map((c) => el("li", { text: c })));

  const links = Array.isArray(ans.links) ? ans.links : [];
  $("links-box").hidden = !links.length;
  fill($("links"), ...links.map((l) => el("li", {},
    el("q", { text: l.term }), " matched the " + l.matched + " ", el("strong", { text: l.text || "" }))));

  $("sql-used-box").hidden = !ans.sql;
  $("sql-used").textContent = ans.sql || "";

  renderChoices(ans);
  const citations = ans.citations || [];
  $("citations-box").hidden = !citations.length;
  fill($("citations"), ...citations.map((c, i) => el("li", {},
    el("button", { type: "button", class: "citation", "data-testid": "citation", "data-index": i,
                   onclick: () => focusCitation(i) },
       el("span", { class: "cite-where", text: c.document + " · page " + c.page + " · " + c.table }),
       el("span", { class: "cite-cell", text: [c.row, c.column].filter(Boolean).join(" | ") + ": " + c.text })))));
  if (citations.length) showPage(citations[0]); else $("source").hidden = true;
}

function renderChoices(ans) {
  const box = $("choices");
  box.replaceChildren();
  if (ans.status !== "ambiguous") return;
  const names = [...new Set((ans.citations || []).map((c) => c.document))];
  if (names.length < 2) return;
  for (const name of names) {
    box.append(el("button", { type: "button", class: "choice",
      onclick: () => ask(ans.question || $("question-input").value, [name]) }, "Ask of " + name));
  }
}

// ------------------------------------------------------------------ the cited page
function documentId(name) {
  const doc = state.documents.find((d) => d.name === name);
  return doc ? doc.id : null;
}

let pageRequest = 0;
async function showPage(citation) {
  const request = ++pageRequest;
  const figure = $("source");
  figure.hidden = false;
  $("source-error").textContent = "";
  if (!documentId(citation.document)) await loadDocuments();
  const id = documentId(citation.document);
  if (!id) { $("source-error").textContent = "The cited document is not in your list."; return; }
  const base = "/v1/documents/" + encodeURIComponent(id) + "/pages/" + citation.page;
  try {
    const [layout, image] = await Promise.all([api(base + ".json"),
                                               api(base + ".png", { raw: true }).then((r) => r.blob())]);
    if (request !== pageRequest) return;
    const img = $("source-page");
    if (img.src.startsWith("blob:")) URL.revokeObjectURL(img.src);
    img.src = URL.createObjectURL(image);
    img.alt = "Page " + citation.page + " of " + citation.document + ", cited cells highlighted";
    $("source-caption").textContent = citation.document + ", page " + citation.page;
    drawBoxes(layout, citation);
    panTo(document.querySelector("#overlay .highlight.focused"));
  } catch (err) {
    $("source-error").textContent = "The page cannot be shown: " + err.message;
  }
}

// A cell's box in PDF points, placed over the page image in percent of the page, so it stays on
// the cell at any image size (set through CSSOM: the page's CSP allows no inline style).
function box(bbox, layout, attrs) {
  const [x0, top, x1, bottom] = bbox;
  const node = el("div", attrs);
  node.style.left = (100 * x0 / layout.width) + "%";
  node.style.top = (100 * top / layout.height) + "%";
  node.style.width = (100 * (x1 - x0) / layout.width) + "%";
  node.style.height = (100 * (bottom - top) / layout.height) + "%";
  return node;
}

function drawBoxes(layout, current) {
  const citations = state.answer.citations || [];
  const here = citations.map((c, i) => [c, i]).filter(([c]) => c.document === layout.document && c.page === layout.page);
  const cited = new Set(here.map(([c]) => c.table));
  const boxes = [];
  for (const table of layout.tables) {
    if (!cited.has(table.table)) continue;
    for (const cell of table.cells) boxes.push(box(cell.bbox, layout, { class: "cell" }));
  }
  for (const [c, i] of here) {
    if (!c.bbox) continue;
    boxes.push(box(c.bbox, layout, { class: "highlight" + (c === current ? " focused" : ""),
                                     "data-testid": "highlight", "data-index": i }));
  }
  fill($("overlay"), ...boxes);
}

// On a narrow screen the page is wider than its frame: pan sideways to the box (never the window).
function panTo(highlight) {
  const scroller = document.querySelector(".page-scroll");
  if (highlight && scroller.scrollWidth > scroller.clientWidth) {
    scroller.scrollLeft = highlight.offsetLeft + highlight.offsetWidth / 2 - scroller.clientWidth / 2;
  }
}

function focusCitation(i) {
  const citations = state.answer.citations;
  const c = citations[i];
  const prev = citations[state.focus];
  state.focus = i;
  for (const b of document.querySelectorAll(".citation")) b.classList.toggle("current", Number(b.dataset.index) === i);
  if (!prev || prev.document !== c.document || prev.page !== c.page || $("source").hidden) {
    showPage(c);
    return;
  }
  for (const h of document.querySelectorAll("#overlay .highlight")) {
    h.classList.toggle("focused", Number(h.dataset.index) === i);
  }
  panTo(document.querySelector("#overlay .highlight.focused"));
}

// ------------------------------------------------------------------ documents
async function loadDocuments() {
  try {
    state.documents = (await api("/v1/documents")).documents;
  } catch (err) {
    $("documents-error").textContent = err.message;
    return;
  }
  $("documents-error").textContent = "";
  $("documents-empty").hidden = state.documents.length > 0;
  fill($("documents").tBodies[0], ...state.documents.map((d) => el("tr", {},
    el("td", { text: d.name }), el("td", { class: "num", text: d.pages }), el("td", { class: "num", text: d.tables }),
    el("td", { text: d.groups.join(", ") }),
    el("td", { class: "actions" },
      el("button", { type: "button", class: "quiet", "aria-label": "Tables of " + d.name,
                     onclick: () => { $("table-filter").value = d.name; show("tables"); } }, "Tables"),
      el("button", { type: "button", class: "quiet", "aria-label": "Download " + d.name,
                     onclick: () => download("/v1/documents/" + d.id + "/pdf", d.name) }, "PDF"),
      el("button", { type: "button", class: "danger", "aria-label": "Delete " + d.name, onclick: () => remove(d) }, "Delete")))));
}

async function remove(doc) {
  if (!window.confirm("Delete " + doc.name + " for your groups?")) return;
  try {
    await api("/v1/documents/" + encodeURIComponent(doc.id), { method: "DELETE" });
    $("upload-status").textContent = "Deleted " + doc.name + ".";
  } catch (err) {
    $("documents-error").textContent = err.message;
  }
  await loadDocuments();
}

function upload(event) {
  event.preventDefault();
  const files = $("upload-files").files;
  if (!files.length) return;
  const form = new FormData();
  for (const f of files) form.append("files", f, f.name);
  form.append("groups", $("upload-group").value);
  const progress = $("upload-progress");
  const status = $("upload-status");
  progress.hidden = false;
  progress.value = 0;
  $("upload-button").disabled = true;
  fill($("upload-result"));
  const xhr = new XMLHttpRequest();
  xhr.open("POST", "/v1/documents");
  xhr.setRequestHeader("Authorization", "Bearer " + sessionStorage.getItem(KEY));
  xhr.upload.onprogress = (e) => {
    if (!e.lengthComputable) return;
    progress.value = Math.round(100 * e.loaded / e.total);
    status.textContent = "Uploading… " + progress.value + "%";
  };
  xhr.upload.onload = () => { progress.removeAttribute("value"); status.textContent = "Reading the tables…"; };
  xhr.onerror = () => { status.textContent = "The upload failed (network error)."; $("upload-button").disabled = false; };
  xhr.onload = async () => {
    $("upload-button").disabled = false;
    progress.hidden = true;
    let summary = {};
    try { summary = JSON.parse(xhr.responseText); } catch (e) { summary = { error: xhr.statusText }; }
    if (xhr.status === 401) { signOut("Your key is no longer accepted."); return; }
    const lines = [];
    for (const i of summary.ingested || []) lines.push(el("li", { class: "ok", text: "Ingested " + i.document + ": " + i.pages + " pages, " + i.tables + " tables" }));
    for (const i of summary.skipped || []) lines.push(el("li", { text: "Already there: " + i.document }));
    for (const i of summary.failed || []) lines.push(el("li", { class: "error", text: "Failed: " + i.error }));
    if (!lines.length && summary.error) lines.push(el("li", { class: "error", text: summary.error }));
    await loadDocuments();  // the list is current by the time the result is shown
    fill($("upload-result"), ...lines);
    status.textContent = (summary.failed || []).length || summary.error && !lines.length ? "Done, with problems." : "Done.";
    $("upload-form").reset();
  };
  xhr.send(form);
}

// ------------------------------------------------------------------ tables
async function loadTables() {
  try { state.tables = (await api("/v1/tables")).tables; } catch (err) { $("tables-error").textContent = err.message; return; }
  renderTables();
}

function renderTables() {
  const needle = $("table-filter").value.trim().toLowerCase();
  const shown = state.tables.filter((t) => !needle || [t.name, t.caption || "", t.document].some((s) => s.toLowerCase().includes(needle)));
  fill($("tables").tBodies[0], ...shown.map((t) => el("tr", {},
    el("td", {}, el("button", { type: "button", class: "link", onclick: () => openTable(t.name) }, t.name)),
    el("td", { text: t.caption || "" }), el("td", { text: t.document }), el("td", { class: "num", text: t.page }))));
}

function typedText(cell) {
  const v = cell.value || {};
  if (v.kind === "null") return "";
  if (v.number !== null && v.number !== undefined && ["number", "money", "percent"].includes(v.kind)) {
    return formatNumber(v.number) + (v.unit ? " " + v.unit : "");
  }
  return v.raw || cell.text || "";
}

async function openTable(name) {
  let t;
  try { t = await api("/v1/tables/" + encodeURIComponent(name)); } catch (err) { $("tables-error").textContent = err.message; return; }
  state.table = t;
  $("table-detail").hidden = false;
  $("table-title").textContent = (t.caption || t.table) + " (" + t.name + ")";
  $("table-meta").textContent = t.document + ", page " + t.pages.join(", ") +
    (t.unit ? " · unit " + t.unit : "") + (t.scale && t.scale !== 1 ? " · scale ×" + t.scale : "") +
    " · values in base units";
  const cells = new Map(t.cells.map((c) => [c.row + ":" + c.col, c]));
  const labels = t.table_columns.filter((c) => c.index < (t.label_cols || 0));
  const cols = t.table_columns.filter((c) => c.index >= (t.label_cols || 0));
  const header = (c) => c.path.join(" › ") || c.sql_name;
  const head = el("tr", {}, el("th", { scope: "col", text: labels.map(header).join(" › ") || "Row" }),
    ...cols.map((c) => el("th", { scope: "col" }, header(c),
      c.unit && !header(c).includes(c.unit) ? el("span", { class: "unit", text: " (" + c.unit + ")" }) : "")));
  const body = t.rows.map((r) => el("tr", { class: r.is_total ? "total" : null },
    el("th", { scope: "row", text: r.label_path.join(" › ") }),
    ...cols.map((c) => {
      const cell = cells.get(r.index + ":" + c.index);
      return el("td", { class: cell && cell.value && cell.value.number !== null ? "num" : null,
                        title: cell ? "printed: " + cell.text : null, text: cell ? typedText(cell) : "" });
    })));
  fill($("table-grid"), el("thead", {}, head), el("tbody", {}, ...body));
  $("table-conditions-box").hidden = !t.conditions.length;
  fill($("table-conditions"), ...t.conditions.map((c) => el("li", { text: c })));
  $("table-title").focus();
}

// ------------------------------------------------------------------ SQL
async function runSql(event) {
  event.preventDefault();
  const sql = $("sql-input").value;
  $("sql-error").textContent = "";
  $("sql-count").textContent = "Running…";
  try {
    const result = await api("/v1/sql", { method: "POST", json: { sql } });
    state.sql = sql;
    $("sql-csv").disabled = false;
    $("sql-count").textContent = result.rows.length + (result.rows.length === 1 ? " row" : " rows");
    fill($("sql-result"),
      el("thead", {}, el("tr", {}, ...result.columns.map((c) => el("th", { scope: "col", text: c })))),
      el("tbody", {}, ...result.rows.map((row) => el("tr", {}, ...row.map((v) =>
        el("td", { class: typeof v === "number" ? "num" : null, text: v === null ? "" : formatNumber(v) }))))));
  } catch (err) {
    $("sql-count").textContent = "";
    $("sql-error").textContent = "Refused: " + err.message;
    fill($("sql-result"));
  }
}

// ------------------------------------------------------------------ wiring
document.addEventListener("DOMContentLoaded", () => {
  $("key-form").addEventListener("submit", (e) => { e.preventDefault(); $("key-error").textContent = ""; signIn($("key-input").value.trim()); });
  $("forget-key").addEventListener("click", () => signOut(""));
  for (const tab of document.querySelectorAll(".tab")) tab.addEventListener("click", () => show(tab.dataset.view));
  $("ask-form").addEventListener("submit", (e) => { e.preventDefault(); ask($("question-input").value.trim(), null); });
  $("upload-form").addEventListener("submit", upload);
  $("table-filter").addEventListener("input", renderTables);
  $("table-csv").addEventListener("click", () => download("/v1/tables/" + encodeURIComponent(state.table.name), state.table.name + ".csv", { headers: { Accept: "text/csv" } }));
  $("table-xlsx").addEventListener("click", () => download("/v1/tables/" + encodeURIComponent(state.table.name) + ".xlsx", state.table.name + ".xlsx"));
  $("sql-form").addEventListener("submit", runSql);
  $("sql-csv").addEventListener("click", () => download("/v1/sql", "result.csv", { method: "POST", json: { sql: state.sql }, headers: { Accept: "text/csv" } }));
  const key = sessionStorage.getItem(KEY);
  if (key) signIn(key); else $("key-input").focus();
});
