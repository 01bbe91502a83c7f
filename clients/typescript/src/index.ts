/**
 * The TypeScript client of the Referee API.
 *
 * Every type comes from `./schema.ts`, which openapi-typescript generates from the contract
 * (`openapi.yaml`; `make sdk` regenerates it, a test fails when it is stale): `paths` (each
 * operation's parameters, body and answers) and `components` (every schema: `PalaceSession`,
 * `RedsMove`, ...). Requests go through openapi-fetch, so paths, parameters, bodies and answers
 * are checked by the compiler. Nothing here is written by hand but this file.
 *
 * ```ts
 * import { createRefereeClient, bearer } from "@referee/client";
 * const referee = createRefereeClient({ baseUrl: "http://localhost:8000" });
 * const { data, error } = await referee.POST("/v1/sessions", {
 *   body: { game: "dragons", players: 2, seed: "42" },
 * });
 * ```
 */
import createClient, { type Client, type ClientOptions } from "openapi-fetch";
import type { components, paths } from "./schema.js";

export type { components, operations, paths, webhooks } from "./schema.js";

/** Every schema of the contract by name: `Schemas["PalaceView"]`. */
export type Schemas = components["schemas"];

/** A client bound to the contract's paths. */
export type RefereeClient = Client<paths>;

/** openapi-fetch's client for Referee (`baseUrl`, `headers`, `fetch`, ... as openapi-fetch). */
export function createRefereeClient(options: ClientOptions = {}): RefereeClient {
  return createClient<paths>(options);
}

/** The `Authorization` header of a seat or admin token (per request: `{ headers: bearer(t) }`). */
export function bearer(token: string): { Authorization: string } {
  return { Authorization: `Bearer ${token}` };
}

/** The `X-API-Key` header of a tenant (per client: `createRefereeClient({ headers: apiKey(k) })`). */
export function apiKey(key: string): { "X-API-Key": string } {
  return { "X-API-Key": key };
}
