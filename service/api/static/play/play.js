// Referee playground: a worked example of a client of the public API (no build step).
//
// The page talks only to the documented endpoints: GET /v1/games, POST /v1/sessions,
// GET /v1/sessions/{id} (polled with If-None-Match), GET …/view.svg, GET …/legal-moves,
// POST …/validate, POST …/moves (If-Match + Idempotency-Key), GET …/history, GET …/score.
// Seat tokens live in this tab's memory and in the URL fragment (#s=<id>&seat=<n>&t<n>=<token>),
// which browsers never send to the server. A tab holds only the tokens of the seats it plays:
// handing a seat to another tab removes its token from this one.
"use strict";

const $ = (id) => document.getElementById(id);
const S = {
  games: {},        // id -> GET /v1/games entry
  sid: null,        // session id
  game: null,       // game id
  names: [],        // seat names
  bots: {},         // seat -> bot name (seats that move on their own)
  tokens: {},       // seat -> token (only the seats this tab plays)
  seat: null,       // the seat shown and played now (null: spectator)
  follow: true,     // switch to the held seat that must act
  version: null,    // the session version shown
  finished: false,
  botsSupported: false,
  timer: null,
  moves: [],
};

// ------------------------------------------------------------------ the API
// A seat's player: a person, or a bot at a level (1 random, 2 greedy, 3–8 expert: README, Bots).
const BOT_CHOICES = [
  ["person", "a person"], ["random", "bot: level 1 (random)"], ["greedy", "bot: level 2 (greedy)"],
  ...[3, 4, 5, 6, 7, 8].map((l) => [`L${l}`, `bot: level ${l} (expert)`]),
];

function botSeat(kind, name) {
  if (kind.startsWith("L")) return { bot: "expert", level: Number(kind.slice(1)), name };
  return { bot: kind, name };
}

async function api(method, path, { body, token, headers = {} } = {}) {
  const h = { Accept: "application/json, application/problem+json, image/svg+xml", ...headers };
  if (token) h.Authorization = `Bearer ${token}`;
  const key = $("api-key").value.trim();
  if (key) h["X-API-Key"] = key;
  if (body !== undefined) h["Content-Type"] = "application/json";
  const resp = await fetch(path, {
    method, headers: h, body: body === undefined ? undefined : JSON.stringify(body),
    cache: "no-store",
  });
  const type = resp.headers.get("Content-Type") || "";
  let json = null;
  let text = null;
  if (type.includes("json")) json = await resp.json();
  else text = await resp.text();
  return { status: resp.status, ok: resp.ok, json, text, etag: resp.headers.get("ETag") };
}

function problemText(p) {
  if (!p) return "no answer";
  const rule = p.rule && p.rule !== p.code ? ` (rule ${p.rule})` : "";
  return `${p.code || p.status}${rule}: ${p.detail || p.message || p.title || ""}`;
}

function showProblem(box, p, prefix) {
  box.hidden = false;
  box.textContent = "";
  const strong = document.createElement("strong");
  strong.textContent = prefix;
  const code = document.createElement("code");
  code.className = "rule";
  code.textContent = p.code || p.rule || String(p.status || "");
  const msg = document.createElement("span");
  msg.className = "message";
  msg.textContent = " " + (p.detail || p.message || p.title || "");
  box.append(strong, " ", code, msg);
  box.dataset.code = p.code || "";
}

function clearProblem(box) {
  box.hidden = true;
  box.textContent = "";
  delete box.dataset.code;
}

// ------------------------------------------------------------------ words
function seatName(seat) {
  const name = S.names[seat];
  const bot = S.bots[seat] ? ` (bot: ${S.bots[seat]})` : "";
  return (name ? `${name} (seat ${seat})` : `Seat ${seat}`) + bot;
}

function moveLabel(move) {
  if (move === null || move === undefined) return "(a hidden move)";
  if (typeof move === "string") return move;
  const parts = [move.type];
  for (const [k, v] of Object.entries(move)) {
    if (k === "type") continue;
    if (Array.isArray(v)) {
      const items = v.map((x) => (typeof x === "object" ? JSON.stringify(x) : x)).join(" ");
      parts.push(k === "cards" ? items : `${k} ${items}`);
    }
    else if (v !== null && typeof v === "object") parts.push(`${k} ${JSON.stringify(v)}`);
    else parts.push(`${k} ${v}`);
  }
  return parts.join(" ");
}

// ------------------------------------------------------------------ the setup form
async function loadGames() {
  const r = await api("GET", "/v1/games");
  if (!r.ok) return showProblem($("setup-error"), r.json || { detail: r.text }, "Cannot list the games:");
  const list = r.json.games || r.json;
  const select = $("game");
  for (const g of list) {
    S.games[g.id] = g;
    const opt = document.createElement("option");
    opt.value = g.id;
    opt.textContent = g.title;
    select.append(opt);
    $("board-game").append(opt.cloneNode(true));
  }
  select.addEventListener("change", gameChanged);
  $("players").addEventListener("change", seatRows);
  gameChanged();
}

async function detectBots() {
  // Bot seats are an optional capability: the contract says whether this server has them.
  try {
    const r = await fetch("/openapi.yaml", { cache: "no-store" });
    S.botsSupported = r.ok && (await r.text()).includes("BotName");
  } catch (e) {
    S.botsSupported = false;
  }
  $("bots-note").textContent = S.botsSupported
    ? "A bot seat moves on its own right after the people's moves."
    : "This server has no bot seats: play every seat here (hot seat) or hand seats to other tabs.";
  seatRows();
}

function gameChanged() {
  const g = S.games[$("game").value];
  if (!g) return;
  $("game-summary").textContent = g.summary || "";
  const players = $("players");
  players.min = g.players.min;
  players.max = g.players.max;
  const n = Number(players.value);
  if (n < g.players.min || n > g.players.max) players.value = g.players.min;
  seatRows();
  optionRows(g.options || { properties: {} });
}

function seatRows() {
  const rows = $("seat-rows");
  const n = Number($("players").value) || 2;
  const old = [...rows.querySelectorAll(".seat-row")].map((r) => ({
    name: r.querySelector("input").value,
    player: r.querySelector(".player-id").value,
    kind: r.querySelector("select") ? r.querySelector("select").value : "person",
  }));
  rows.textContent = "";
  for (let i = 0; i < n; i++) {
    const row = document.createElement("div");
    row.className = "seat-row";
    const label = document.createElement("label");
    label.htmlFor = `seat-name-${i}`;
    label.textContent = `Seat ${i} name`;
    const input = document.createElement("input");
    input.id = `seat-name-${i}`;
    input.maxLength = 40;
    input.value = old[i] ? old[i].name : ["Ann", "Bob", "Cy", "Dee", "Eve", "Fay", "Gus", "Hal"][i];
    const pl = document.createElement("label");
    pl.htmlFor = `seat-player-${i}`;
    pl.textContent = "player id";
    const player = document.createElement("input");
    player.id = `seat-player-${i}`;
    player.className = "player-id";
    player.maxLength = 64;
    player.pattern = "[A-Za-z0-9_.\\-]{1,64}";
    player.placeholder = "optional";
    player.value = old[i] ? old[i].player : "";
    row.append(label, input, pl, player);
    if (S.botsSupported) {
      const kl = document.createElement("label");
      kl.htmlFor = `seat-kind-${i}`;
      kl.textContent = "played by";
      const kind = document.createElement("select");
      kind.id = `seat-kind-${i}`;
      for (const [v, t] of BOT_CHOICES) {
        const o = document.createElement("option");
        o.value = v;
        o.textContent = t;
        kind.append(o);
      }
      kind.value = old[i] ? old[i].kind : (i === 0 ? "person" : "greedy");
      row.append(kl, kind);
    }
    rows.append(row);
  }
}

function optionRows(schema) {
  const rows = $("option-rows");
  rows.textContent = "";
  const props = schema.properties || {};
  if (!Object.keys(props).length) rows.textContent = "This game has no options.";
  for (const [name, spec] of Object.entries(props)) {
    const row = document.createElement("div");
    row.className = "field option";
    const id = `opt-${name}`;
    const label = document.createElement("label");
    label.htmlFor = id;
    label.textContent = name.replaceAll("_", " ");
    let input;
    const types = [].concat(spec.type || []);
    if (spec.enum) {
      input = document.createElement("select");
      for (const v of spec.enum) {
        const o = document.createElement("option");
        o.value = JSON.stringify(v);
        o.textContent = String(v);
        input.append(o);
      }
      input.value = JSON.stringify(spec.default);
    } else if (types.includes("boolean")) {
      input = document.createElement("input");
      input.type = "checkbox";
      input.checked = Boolean(spec.default);
      row.classList.add("check");
    } else if (types.includes("integer") || types.includes("number")) {
      input = document.createElement("input");
      input.type = "number";
      if (spec.minimum !== undefined) input.min = spec.minimum;
      if (spec.maximum !== undefined) input.max = spec.maximum;
      input.value = spec.default === null || spec.default === undefined ? "" : spec.default;
      input.placeholder = spec.default === null ? "none" : "";
    } else {
      input = document.createElement("input");
      input.type = "text";
      input.value = spec.default === null || spec.default === undefined ? "" : spec.default;
    }
    input.id = id;
    input.dataset.option = name;
    const hint = document.createElement("span");
    hint.className = "hint";
    hint.id = `${id}-hint`;
    hint.textContent = spec.description || "";
    input.setAttribute("aria-describedby", hint.id);
    row.append(label, input, hint);
    rows.append(row);
  }
}

function readOptions() {
  const g = S.games[$("game").value];
  const props = (g.options && g.options.properties) || {};
  const out = {};
  for (const input of $("option-rows").querySelectorAll("[data-option]")) {
    const name = input.dataset.option;
    const spec = props[name];
    let value;
    if (input.type === "checkbox") value = input.checked;
    else if (input.tagName === "SELECT") value = JSON.parse(input.value);
    else if (input.type === "number") value = input.value === "" ? null : Number(input.value);
    else value = input.value;
    if (JSON.stringify(value) !== JSON.stringify(spec.default)) out[name] = value;
  }
  return out;
}

async function createGame(ev) {
  ev.preventDefault();
  clearProblem($("setup-error"));
  const game = $("game").value;
  const rows = [...$("seat-rows").querySelectorAll(".seat-row")];
  const bots = {};
  const players = rows.map((r, i) => {
    const name = r.querySelector("input").value.trim() || `Seat ${i}`;
    const player = r.querySelector(".player-id").value.trim();
    const kind = r.querySelector("select") ? r.querySelector("select").value : "person";
    if (kind !== "person") {
      const seat = botSeat(kind, name);
      if (player) seat.player = player;
      bots[i] = seat.level ? `${seat.bot} ${seat.level}` : seat.bot;
      return seat;
    }
    if (player) return { name, player };
    return S.botsSupported ? { name } : name;
  });
  const body = { game, players, options: readOptions() };
  if ($("rated").checked) body.rated = true;
  const seed = $("seed").value.trim();
  if (seed) body.seed = seed;
  $("create").disabled = true;
  const r = await api("POST", "/v1/sessions", { body });
  $("create").disabled = false;
  if (!r.ok) return showProblem($("setup-error"), r.json || { detail: r.text }, "Not created:");
  const tokens = {};
  for (const s of r.json.seats) if (s.token && !(s.seat in bots)) tokens[s.seat] = s.token;
  const held = Object.keys(tokens).map(Number);
  enter(r.json.id, game, tokens, held.length ? held[0] : null, bots);
}

// ------------------------------------------------------------------ the table
function fragment() {
  const p = new URLSearchParams();
  p.set("s", S.sid);
  if (S.seat !== null) p.set("seat", S.seat);
  for (const [seat, token] of Object.entries(S.tokens)) p.set(`t${seat}`, token);
  return "#" + p.toString();
}

function enter(sid, game, tokens, seat, bots) {
  S.sid = sid;
  S.game = game;
  S.tokens = tokens;
  S.seat = seat;
  S.bots = bots || {};
  S.version = null;
  history.replaceState(null, "", fragment());
  $("setup").hidden = true;
  $("table").hidden = false;
  refresh(true);
  if (S.timer) clearInterval(S.timer);
  S.timer = setInterval(() => refresh(false), 1500);
}

function token() {
  return S.seat === null ? undefined : S.tokens[S.seat];
}

// Reads run one at a time, in order (the poll skips a beat while one is running).
let chain = Promise.resolve();
let pending = 0;
function refresh(force) {
  if (!force && pending) return chain;
  pending++;
  chain = chain.then(() => load(force)).catch((e) => {
    $("status").textContent = `The server did not answer: ${e.message}`;
  }).finally(() => { pending--; });
  return chain;
}

async function load(force) {
  if (!S.sid) return;
  const headers = force || S.version === null ? {} : { "If-None-Match": `"${S.version}"` };
  const r = await api("GET", `/v1/sessions/${S.sid}`, { token: token(), headers });
  if (r.status === 304) return;
  if (!r.ok) {
    $("status").textContent = `The session cannot be read: ${problemText(r.json)}`;
    if (r.status === 401) $("key-box").open = true;
    return;
  }
  const session = r.json;
  S.names = session.players.map((p) => p.name);
  for (const p of session.players) if (p.bot) S.bots[p.seat] = p.bot;
  S.game = session.game;
  S.finished = session.status === "finished";
  // hot seat: follow the turn to a seat this tab holds
  const held = Object.keys(S.tokens).map(Number);
  const acting = session.to_act.filter((s) => held.includes(s));
  if (S.follow && acting.length && !acting.includes(S.seat)) {
    S.seat = acting[0];
    history.replaceState(null, "", fragment());
    return load(true);
  }
  S.version = session.version;
  const title = (S.games[session.game] || {}).title || session.game;
  $("table-title").textContent = `${title} · session ${session.id.slice(0, 8)}…`;
  $("status").textContent = statusText(session);
  seatLinks(session);
  await Promise.all([picture(), legalMoves(session), historyList(), outcome(session)]);
  if (S.finished && S.timer) {  // a finished session never changes again
    clearInterval(S.timer);
    S.timer = null;
  }
  document.body.dataset.toAct = session.to_act.join(",");
  document.body.dataset.seat = S.seat === null ? "" : String(S.seat);
  document.body.dataset.version = String(session.version);
  document.body.dataset.status = session.status;
}

function statusText(session) {
  const who = S.seat === null ? "You are watching (spectator)." : `You play ${seatName(S.seat)}.`;
  if (session.status === "finished") return `${who} The game is over (version ${session.version}).`;
  const acting = session.to_act.map((s) => (s === S.seat ? "you" : seatName(s)));
  const mine = S.seat !== null && session.to_act.includes(S.seat);
  return `${who} ${mine ? "Your turn." : ""} Waiting for: ${acting.join(", ") || "nobody"}. Version ${session.version}.`;
}

function seatLinks(session) {
  const nav = $("seat-links");
  nav.textContent = "";
  const follow = document.createElement("label");
  follow.className = "check";
  const box = document.createElement("input");
  box.type = "checkbox";
  box.id = "follow";
  box.checked = S.follow;
  box.addEventListener("change", () => { S.follow = box.checked; });
  follow.append(box, " follow the turn (hot seat)");
  nav.append(follow);
  const list = document.createElement("ul");
  for (const p of session.players) {
    const li = document.createElement("li");
    li.append(seatName(p.seat) + (session.to_act.includes(p.seat) ? " · to act" : "") + " ");
    if (p.seat in S.tokens) {
      const here = document.createElement("button");
      here.type = "button";
      here.textContent = p.seat === S.seat ? "playing here" : "play here";
      here.disabled = p.seat === S.seat;
      here.setAttribute("aria-label", `Play ${seatName(p.seat)} in this tab`);
      here.addEventListener("click", () => { S.seat = p.seat; S.follow = false; history.replaceState(null, "", fragment()); refresh(true); });
      const away = document.createElement("a");
      const q = new URLSearchParams({ s: S.sid, seat: p.seat });
      q.set(`t${p.seat}`, S.tokens[p.seat]);
      away.href = `/play#${q}`;
      away.target = "_blank";
      away.rel = "noopener noreferrer";
      away.textContent = "hand to a new tab";
      away.setAttribute("aria-label", `Open ${seatName(p.seat)} in a new tab (this tab forgets its token)`);
      away.addEventListener("click", () => {
        setTimeout(() => {
          delete S.tokens[p.seat];
          if (S.seat === p.seat) {
            const left = Object.keys(S.tokens).map(Number);
            S.seat = left.length ? left[0] : null;
          }
          history.replaceState(null, "", fragment());
          refresh(true);
        }, 0);
      });
      li.append(here, " ", away);
    }
    list.append(li);
  }
  const li = document.createElement("li");
  const watch = document.createElement("a");
  watch.href = `/play#s=${S.sid}`;
  watch.target = "_blank";
  watch.rel = "noopener noreferrer";
  watch.textContent = "watch as a spectator in a new tab";
  li.append(watch);
  list.append(li);
  nav.append(list);
}

async function picture() {
  const r = await api("GET", `/v1/sessions/${S.sid}/view.svg`, { token: token() });
  const box = $("picture");
  if (!r.ok || !r.text) return;
  const doc = new DOMParser().parseFromString(r.text, "image/svg+xml");
  const svg = doc.documentElement;
  if (svg.nodeName !== "svg") return;
  // the server escapes every name it draws; still, a picture never brings code along
  for (const el of svg.querySelectorAll("script, foreignObject")) el.remove();
  // a group, not an image: screen readers read its text and each card's title
  svg.setAttribute("role", "group");
  svg.setAttribute("aria-label", `The table as ${S.seat === null ? "a spectator" : seatName(S.seat)} sees it`);
  svg.removeAttribute("width");
  svg.removeAttribute("height");
  box.replaceChildren(document.importNode(svg, true));
}

async function legalMoves(session) {
  const list = $("move-list");
  list.textContent = "";
  S.moves = [];
  const mine = S.seat !== null && session.to_act.includes(S.seat);
  $("moves").hidden = S.seat === null || session.status === "finished";
  $("resign").hidden = session.status !== "active";
  if (!mine) {
    list.textContent = S.seat === null ? "" : "Not your turn.";
    return;
  }
  const r = await api("GET", `/v1/sessions/${S.sid}/legal-moves`, { token: token() });
  if (!r.ok) {
    list.textContent = `No moves: ${problemText(r.json)}`;
    return;
  }
  S.moves = r.json.moves;
  drawMoves();
}

function drawMoves() {
  const list = $("move-list");
  list.textContent = "";
  const filter = $("move-filter").value.trim().toLowerCase();
  const LIMIT = 400;
  let shown = 0;
  for (const m of S.moves) {
    const label = moveLabel(m);
    if (filter && !label.toLowerCase().includes(filter)) continue;
    if (shown++ >= LIMIT) break;
    const b = document.createElement("button");
    b.type = "button";
    b.className = "move";
    b.textContent = label;
    b.title = JSON.stringify(m);
    b.dataset.move = JSON.stringify(m);
    b.addEventListener("click", () => play(m));
    list.append(b);
  }
  if (shown > LIMIT) {
    const more = document.createElement("p");
    more.className = "hint";
    more.textContent = `${S.moves.length} moves: showing ${LIMIT}; type in Filter to narrow them.`;
    list.append(more);
  }
  if (!S.moves.length) list.textContent = "No legal move.";
}

function readMoveText() {
  const text = $("move-text").value.trim();
  if (!text) return undefined;
  if (text.startsWith("{")) {
    try {
      return JSON.parse(text);
    } catch (e) {
      showProblem($("refusal"), { code: "json", detail: `not JSON: ${e.message}` }, "Not sent:");
      return undefined;
    }
  }
  return text;
}

async function check() {
  clearProblem($("refusal"));
  $("verdict").textContent = "";
  const move = readMoveText();
  if (move === undefined) return;
  const r = await api("POST", `/v1/sessions/${S.sid}/validate`, { token: token(), body: { move } });
  if (!r.ok) return showProblem($("refusal"), r.json, "Refused:");
  if (r.json.legal) $("verdict").textContent = `${moveLabel(move)} is legal.`;
  else showProblem($("refusal"), r.json, "Refused:");
}

async function play(move) {
  clearProblem($("refusal"));
  $("verdict").textContent = "";
  const headers = { "If-Match": `"${S.version}"`, "Idempotency-Key": crypto.randomUUID() };
  const r = await api("POST", `/v1/sessions/${S.sid}/moves`, { token: token(), body: { move }, headers });
  if (!r.ok) {
    showProblem($("refusal"), r.json || { detail: r.text }, r.status === 422 ? "Refused:" : `Not played (${r.status}):`);
    if (r.status === 412 || r.status === 409) await refresh(true);
    return;
  }
  $("verdict").textContent = `Played ${moveLabel(move)}.`;
  await refresh(true);
  $("verdict").textContent = `Played ${moveLabel(move)}.`;
  const first = $("move-list").querySelector("button");
  if (first) first.focus();
}

async function hint() {
  clearProblem($("refusal"));
  const box = $("hint-text");
  box.textContent = "Thinking…";
  const level = Number($("hint-level").value);
  const r = await api("POST", `/v1/sessions/${S.sid}/suggest`, { token: token(), body: { level } });
  if (!r.ok) {
    box.textContent = "";
    return showProblem($("refusal"), r.json || { detail: r.text }, "No hint:");
  }
  const h = r.json;
  box.textContent = h.move ? `Hint: ${moveLabel(h.move)} (${h.reason}).` : `Hint: wait (${h.reason}).`;
  const alts = h.alternatives || [];
  if (alts.length) {
    const list = document.createElement("ul");
    list.id = "hint-alternatives";
    for (const a of alts) {
      const li = document.createElement("li");
      const what = a.move ? moveLabel(a.move) : "wait";
      li.textContent = `${what}: ${Math.round(100 * a.win_rate)} % in ${a.playouts} playouts`;
      list.append(li);
    }
    box.append(list);
  }
}

async function resign() {
  if (S.seat === null || !confirm(`Resign ${seatName(S.seat)}? The game ends by its resignation rule.`)) return;
  clearProblem($("refusal"));
  const r = await api("POST", `/v1/sessions/${S.sid}/resign`, { token: token() });
  if (!r.ok) return showProblem($("refusal"), r.json || { detail: r.text }, `Not resigned (${r.status}):`);
  await refresh(true);
}

const ENTRY_WORDS = {
  join: "joins", start: "starts the game", resign: "resigns", abandon: "the game is abandoned",
  timeout: "runs out of time",
};

async function historyList() {
  const r = await api("GET", `/v1/sessions/${S.sid}/history`, { token: token() });
  if (!r.ok) return;
  const ol = $("history");
  ol.textContent = "";
  for (const e of r.json.entries) {
    const li = document.createElement("li");
    // entries other than moves (join, start, resign, abandon, timeout) say their type
    const what = e.type && e.type !== "move" ? (ENTRY_WORDS[e.type] || e.type) : moveLabel(e.move);
    li.textContent = e.seat === null || e.seat === undefined ? what : `${seatName(e.seat)}: ${what}`;
    ol.append(li);
  }
}

async function outcome(session) {
  const box = $("outcome-box");
  if (session.status !== "finished") {
    box.hidden = true;
    return;
  }
  const r = await api("GET", `/v1/sessions/${S.sid}/score`);
  box.hidden = false;
  const o = session.outcome || (r.json && r.json.outcome) || {};
  const who = (seats) => (seats || []).map(seatName).join(", ");
  let text = o.draw ? "A draw." : `Winner: ${who(o.winners) || "—"}.`;
  if (o.losers && o.losers.length) text += ` Loser: ${who(o.losers)}.`;
  if (o.reason) text += ` (${String(o.reason).replaceAll("_", " ")})`;
  const scores = r.ok ? r.json.scores : null;
  const totals = scores && Array.isArray(scores.totals) ? scores.totals : null;
  if (totals) text += " Totals: " + totals.map((t, i) => `${seatName(i)} ${t}`).join(" · ") + ".";
  $("outcome").textContent = text;
  $("scores").textContent = scores ? JSON.stringify(scores, null, 1) : "";
  await ratingChanges(session);
}

// ------------------------------------------------------------------ ratings
async function ratingChanges(session) {
  // A finished rated session: each player's newest history entry is this session's change
  // (a change still pending shows as such).
  const box = $("rating-box");
  if (!session.rated) {
    box.hidden = true;
    return;
  }
  const ul = $("rating-changes");
  const items = await Promise.all(session.players.filter((p) => p.player).map(async (p) => {
    const id = encodeURIComponent(p.player);
    const r = await api("GET", `/v1/players/${id}/history?game=${session.game}&limit=1`);
    const e = r.ok && r.json.entries.find((x) => x.session === session.id);
    if (!e) return `${seatName(p.seat)}: rating pending`;
    const sign = e.delta >= 0 ? "+" : "−";
    return `${seatName(p.seat)} [${p.player}], place ${e.place}: ${e.rating_before.toFixed(2)} → ` +
      `${e.rating.toFixed(2)} (${sign}${Math.abs(e.delta).toFixed(2)}; deviation ` +
      `${e.deviation.toFixed(2)}, ${e.games} rated games)`;
  }));
  ul.textContent = "";
  for (const text of items) {
    const li = document.createElement("li");
    li.textContent = text;
    ul.append(li);
  }
  box.hidden = false;
}

const BOARD = { cursor: null };

async function showBoard(next) {
  const game = $("board-game").value;
  clearProblem($("board-error"));
  const cursor = next && BOARD.cursor ? `&cursor=${encodeURIComponent(BOARD.cursor)}` : "";
  const r = await api("GET", `/v1/leaderboards/${game}?limit=20${cursor}`);
  if (!r.ok) {
    $("board-table").hidden = true;
    if (r.status === 401) $("key-box").open = true;
    return showProblem($("board-error"), r.json || { detail: r.text }, "No leaderboard:");
  }
  const body = $("board-rows");
  body.textContent = "";
  for (const e of r.json.entries) {
    const tr = document.createElement("tr");
    const cells = [e.position, e.player + (e.provisional ? " (provisional)" : ""),
      e.rating.toFixed(2), e.deviation.toFixed(2), e.games, e.wins];
    for (const c of cells) {
      const td = document.createElement("td");
      td.textContent = String(c);
      tr.append(td);
    }
    body.append(tr);
  }
  BOARD.cursor = r.json.next_cursor;
  $("board-next").hidden = !BOARD.cursor;
  $("board-table").hidden = false;
}

// ------------------------------------------------------------------ start
function fromFragment() {
  const p = new URLSearchParams(location.hash.slice(1));
  const sid = p.get("s");
  if (!sid || !/^[0-9a-f]{32}$/.test(sid)) return false;
  const tokens = {};
  for (const [k, v] of p.entries()) if (/^t\d+$/.test(k)) tokens[Number(k.slice(1))] = v;
  const seat = p.has("seat") && Number(p.get("seat")) in tokens ? Number(p.get("seat")) : null;
  enter(sid, null, tokens, seat, {});
  return true;
}

document.addEventListener("DOMContentLoaded", async () => {
  $("create-form").addEventListener("submit", createGame);
  $("free-move").addEventListener("submit", (ev) => {
    ev.preventDefault();
    const move = readMoveText();
    if (move !== undefined) play(move);
  });
  $("check-move").addEventListener("click", check);
  $("hint").addEventListener("click", hint);
  $("resign").addEventListener("click", resign);
  $("move-filter").addEventListener("input", drawMoves);
  $("board-show").addEventListener("click", () => showBoard(false));
  $("board-next").addEventListener("click", () => showBoard(true));
  await loadGames();
  await detectBots();
  if (!fromFragment()) $("game").focus();
});
