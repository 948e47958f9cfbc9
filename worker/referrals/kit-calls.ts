import type { Config, Env } from "../config";
import { kitPacer } from "../kit";

/**
 * The referral programme's Kit API v4 calls, each drawing on the one Kit budget (worker/kit) first.
 * A failure throws; the caller's outbox (./kit-jobs.ts) keeps the call and tries again later.
 * - Custom fields: https://developers.kit.com/api-reference/custom-fields/list-custom-fields and
 *   https://developers.kit.com/api-reference/custom-fields/create-a-custom-field (`{label}`; Kit
 *   makes the `key`, and answers 200 with the field when the label exists).
 * - https://developers.kit.com/api-reference/subscribers/update-a-subscriber: PUT
 *   /v4/subscribers/{id} with `email_address` (required) and `fields` keyed by the fields' keys;
 *   an unknown key is an error, so the fields are made first.
 * - Tags: https://developers.kit.com/api-reference/tags/create-a-tag (`{name}`) and
 *   https://developers.kit.com/api-reference/tags/tag-a-subscriber-by-email-address (adding a tag
 *   twice leaves one: the call is safe to repeat).
 */
export class KitUnavailable extends Error {
  constructor(
    message: string,
    /** Kit's status, 0 when it gave none. */
    readonly status = 0,
  ) {
    super(message);
    this.name = "KitUnavailable";
  }
}

/** Longest the outbox waits for a slot in Kit's budget before leaving the call for later. */
const SLOT_WAIT_MS = 5_000;
const CALL_TIMEOUT_MS = 10_000;

export type KitCaller = (method: "GET" | "POST" | "PUT", path: string, body?: object) => Promise<unknown>;

/** A caller for this deployment's Kit, or undefined when Kit is not configured (development without a key). */
export function kitCaller(env: Env, config: Config): KitCaller | undefined {
  if (config.kit.kind !== "kit") return undefined;
  const { baseUrl, apiKey } = config.kit.config;
  const base = baseUrl.replace(/\/+$/, "");
  return async (method, path, body) => {
    const pacer = await kitPacer(env, apiKey, { requestsPerMinute: config.kitRequestsPerMinute, backoffSeconds: config.signupBackoffSeconds });
    await pacer.waitForSlot(SLOT_WAIT_MS);
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method,
        headers: { Accept: "application/json", "X-Kit-Api-Key": apiKey, ...(body ? { "Content-Type": "application/json" } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
        redirect: "manual",
      });
    } catch (error) {
      throw new KitUnavailable(`${method} ${path}: ${error instanceof Error ? error.message : String(error)}`);
    }
    pacer.answered(response.status);
    await pacer.settled();
    const text = await response.text();
    if (response.status === 429) {
      await pacer.rateLimited();
      throw new KitUnavailable(`${method} ${path}: 429`);
    }
    if (response.status < 200 || response.status > 299) throw new KitUnavailable(`${method} ${path}: ${response.status} ${text.replace(/\s+/g, " ").slice(0, 200)}`, response.status);
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new KitUnavailable(`${method} ${path}: answer is not JSON`);
    }
  };
}
