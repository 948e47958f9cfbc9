import type { Context } from "hono";
import { timingSafeEqual } from "hono/utils/buffer";
import { WEBHOOK_MAX_BODY_BYTES } from "../../../src/stats/contract";
import { configOf, type AppEnv } from "../../config";
import { recordConfirmed } from "../../stats";
import { apiError, apiSuccess, failure } from "../errors";
import { limitJsonBody } from "../json-body";

/**
 * The legacy webhook, kept for one release while an owner moves to the signed endpoint (./endpoint.ts):
 * POST /api/kit-webhook/<KIT_LEGACY_WEBHOOK_SECRET>, Kit's `/v4/webhooks` event
 * `subscriber.subscriber_activate` (a subscriber confirmed). Those carry no signature, so the
 * secret is in the URL (compared in constant time; a wrong one, or none set, is a 404); the app's
 * error logs write this path without it (../log-path.ts), Workers' own request logs do not. A confirmation of a signup this site recorded becomes
 * a `confirmed` event with the signup's attribution; anyone else, or a second delivery, is a 200
 * that records nothing. Bad input answers 400 or 413, never 500.
 */
export const legacyKitWebhookHandlers = [
  async (c: Context<AppEnv>, next: () => Promise<void>) => {
    const secret = configOf(c.env).stats.kitLegacyWebhookSecret;
    const given = c.req.param("secret") ?? "";
    if (!secret || !(await timingSafeEqual(given, secret))) return apiError(c, failure("NOT_FOUND"));
    return next();
  },
  limitJsonBody(WEBHOOK_MAX_BODY_BYTES),
  async (c: Context<AppEnv>) => {
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      return apiError(c, failure("INVALID_REQUEST", ["Body is not valid JSON"]));
    }
    const subscriber = (body as { subscriber?: { email_address?: unknown; state?: unknown } } | null)?.subscriber;
    const email = subscriber?.email_address;
    if (typeof email !== "string" || !email.includes("@") || email.length > 320) return apiError(c, failure("INVALID_REQUEST", ["subscriber.email_address is missing"]));
    const config = configOf(c.env);
    let recorded = false;
    try {
      recorded = await recordConfirmed(c.env, config, config.stats.kitWebhookSecret ?? "", email);
    } catch (error) {
      console.error("[stats] could not record a confirmation:", error);
    }
    return apiSuccess(c, { recorded });
  },
] as const;
