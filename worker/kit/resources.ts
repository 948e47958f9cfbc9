import type { Config, Env } from "../config";
import { kitPacer } from "./pacer";
import { kitRequest, type KitMethod } from "./request";

/**
 * Kit's small resources (custom fields, tags, a subscriber's fields), each call drawing on the one
 * Kit budget first (./pacer.ts) and told to it after, so a 429 pauses every caller:
 * - custom fields: https://developers.kit.com/api-reference/custom-fields/list-custom-fields and
 *   …/create-a-custom-field (`{label}`; Kit makes the `key`, and answers 200 with the field when
 *   the label exists);
 * - https://developers.kit.com/api-reference/subscribers/update-a-subscriber (`fields` keyed by
 *   the fields' keys; an unknown key is an error, so the fields are made first);
 * - tags: https://developers.kit.com/api-reference/tags/create-a-tag and
 *   …/tag-a-subscriber-by-email-address (adding a tag twice leaves one).
 * A failure is a KitError; the caller's outbox keeps the work and tries again later.
 */
export type KitCaller = (method: KitMethod, path: string, body?: object) => Promise<unknown>;

/** Longest a call waits for a slot in Kit's budget before leaving the work for later. */
const SLOT_WAIT_MS = 5_000;
const CALL_TIMEOUT_MS = 10_000;

/** A caller for this deployment's Kit, or undefined when Kit is not configured (development without a key). */
export function kitCaller(env: Pick<Env, "KIT_BUDGET">, config: Config): KitCaller | undefined {
  if (config.kit.kind !== "kit") return undefined;
  const account = config.kit.config;
  const settings = { requestsPerMinute: config.kitRequestsPerMinute, backoffSeconds: config.signupBackoffSeconds };
  return async (method, path, body) => {
    const pacer = await kitPacer(env, account.apiKey, settings);
    let pause: Promise<number> | undefined;
    try {
      return await kitRequest<unknown>(account, "resource", method, path, body, {
        timeoutMs: CALL_TIMEOUT_MS,
        beforeRequest: () => pacer.waitForSlot(SLOT_WAIT_MS),
        // A 429 pauses every caller of the budget before this one gives up.
        onAnswer: (status) => {
          if (status === 429) pause = pacer.rateLimited();
          else pacer.answered(status);
        },
      });
    } finally {
      await pause;
      await pacer.settled();
    }
  };
}
