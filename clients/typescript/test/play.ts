/**
 * Plays a whole seeded game of every game through the client against a running server
 * (`REFEREE_URL`), reading only typed answers: create a session, then, while it runs, the
 * first seat to act lists its legal moves and sends one back with `If-Match`; then the
 * finished session, its score and its history. Prints one JSON line per game; exits 1 on
 * the first failure. tests/contract/test_typescript_client.py compiles it with `tsc --strict`
 * and runs it.
 */
import { bearer, createRefereeClient, type Schemas } from "../src/index.js";

type GameId = Schemas["GameId"];
type Move = Schemas["Move"];

const PALACE_ORDER = "3 4 5 6 7 8 9 J Q K A 2 10".split(" ");

/** Palace ends soonest when the lowest rank is played (about a hundred moves). */
function palacePolicy(moves: Schemas["PalaceMove"][]): Schemas["PalaceMove"] {
  let best: Schemas["PalacePlayMove"] | undefined;
  let bestKey: [number, number] = [Infinity, 0];
  for (const move of moves) {
    if (move.type !== "play") continue;
    const rank = (move.cards[0] ?? "").slice(0, -1);
    const index = PALACE_ORDER.indexOf(rank);
    const key: [number, number] = [index < 0 ? PALACE_ORDER.length : index, -move.cards.length];
    if (key[0] < bestKey[0] || (key[0] === bestKey[0] && key[1] < bestKey[1])) {
      best = move;
      bestKey = key;
    }
  }
  return best ?? first(moves);
}

function first<T>(moves: T[]): T {
  const move = moves[0];
  if (move === undefined) throw new Error("no legal move listed");
  return move;
}

/** The move a seat plays from its listed moves (typed by the game the answer names). */
function choose(legal: Schemas["LegalMoves"]): Move {
  switch (legal.game) {
    case "palace":
      return palacePolicy(legal.moves);
    case "red_dragon":
    case "dragons":
    case "reds":
    case "dragons_wild":
      return first<Move>(legal.moves);
  }
}

const GAMES: [GameId, number][] = [
  ["palace", 3],
  ["red_dragon", 3],
  ["dragons", 2],
  ["reds", 2],
  ["dragons_wild", 3],
];

function check(condition: boolean, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

async function play(baseUrl: string, game: GameId, players: number): Promise<object> {
  const referee = createRefereeClient({ baseUrl });
  const described = await referee.GET("/v1/games/{game}", { params: { path: { game } } });
  check(described.data?.id === game, `describe ${game}: ${JSON.stringify(described.error)}`);

  const created = await referee.POST("/v1/sessions", {
    body: { game, players, seed: `ts-${game}` } as Schemas["CreateSessionRequest"],
  });
  const session = created.data;
  check(session !== undefined, `create ${game}: ${JSON.stringify(created.error)}`);
  check(session.game === game, `created a ${session.game}, not a ${game}`);
  const tokens = new Map<number, string>();
  for (const seat of session.seats) {
    check(seat.token !== null && seat.token !== undefined, `seat ${seat.seat} has no token`);
    tokens.set(seat.seat, seat.token);
  }
  check(tokens.size === players, `${tokens.size} seats`);

  let toAct: number[] = [...session.view.to_act];
  let version: number = session.version;
  let finished = false;
  let moves = 0;
  while (!finished) {
    check(moves < 3000, `${game} did not end`);
    const seat = toAct[0];
    check(seat !== undefined, `${game}: nobody to act at version ${version}`);
    const token = tokens.get(seat);
    check(token !== undefined, `no token for seat ${seat}`);
    const id = session.id;
    const listed = await referee.GET("/v1/sessions/{id}/legal-moves", {
      params: { path: { id } },
      headers: bearer(token),
    });
    const legal = listed.data;
    check(legal !== undefined, `legal moves: ${JSON.stringify(listed.error)}`);
    check(legal.game === game && legal.seat === seat && legal.version === version,
      `legal moves of ${legal.game} seat ${legal.seat} v${legal.version}`);
    const applied = await referee.POST("/v1/sessions/{id}/moves", {
      params: { path: { id }, header: { "If-Match": `"${version}"` } },
      headers: bearer(token),
      body: { move: choose(legal) },
    });
    const result = applied.data;
    check(result !== undefined, `move: ${JSON.stringify(applied.error)}`);
    check(result.game === game && result.version === version + 1, `move result v${result.version}`);
    check(result.view.to_act.join() === result.to_act.join(), "the view's to_act is the result's");
    toAct = [...result.to_act];
    version = result.version;
    finished = result.status === "finished";
    moves += 1;
  }
  check(toAct.length === 0, "seats still to act after the end");

  const read = await referee.GET("/v1/sessions/{id}", { params: { path: { id: session.id } } });
  const final = read.data;
  check(final !== undefined && final.status === "finished", `session: ${JSON.stringify(read.error)}`);
  check(final.outcome !== null, "a finished session has an outcome");
  const winners: number[] = [...final.outcome.winners];
  const scored = await referee.GET("/v1/sessions/{id}/score", {
    params: { path: { id: session.id } },
  });
  check(scored.data?.game === game, `score: ${JSON.stringify(scored.error)}`);
  check(scored.data.outcome !== null && scored.data.outcome.winners.join() === winners.join(),
    "the score's outcome is the session's");
  const first0 = tokens.get(0);
  check(first0 !== undefined, "seat 0");
  const history = await referee.GET("/v1/sessions/{id}/history", {
    params: { path: { id: session.id } },
    headers: bearer(first0),
  });
  check(history.data?.entries.length === moves, `history: ${JSON.stringify(history.error)}`);
  return { game, moves, version, winners, reason: final.outcome.reason };
}

async function main(): Promise<void> {
  const baseUrl = process.env["REFEREE_URL"];
  if (!baseUrl) throw new Error("set REFEREE_URL");
  const only = process.argv.slice(2);
  for (const [game, players] of GAMES) {
    if (only.length > 0 && !only.includes(game)) continue;
    console.log(JSON.stringify(await play(baseUrl, game, players)));
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack ?? error.message : error);
  process.exit(1);
});
