import type { Context } from "hono";
import * as v from "valibot";
import { afterResponse } from "../../background";
import { configOf, type AppEnv } from "../../config";
import { DeliverySchema, type KitEvent } from "./delivery";
import { EVENT_HANDLERS, type EventOutcome, type HandlerSite } from "./event-handlers";
import { claimEvents, releaseEvents } from "./seen-events";
import { KIT_SIGNATURE_HEADER, verifyKitSignature } from "./signature";
import { must } from "../../../src/must.ts";

/**
 * POST /api/kit-webhook: a Kit webhook endpoint (`/v4/webhook_endpoints`, docs/stats.md) whose
 * signing secret is the secret KIT_WEBHOOK_SECRET. What each answer makes Kit do
 * (https://developers.kit.com/webhooks/retries: any 2xx is done, anything else is retried with
 * backoff for about 41 hours, the whole delivery under the same id):
 * - 200: every event was handled (counted, already handled before, or of a type the site ignores);
 * - 401: no valid signature, or one older than 5 minutes: nothing is read or counted (Kit retries,
 *   re-signed, so a secret fixed within the retries loses nothing);
 * - 400: signed but not a delivery (retried in vain, logged);
 * - 500/503: an event could not be handled or claimed: its claim is given back, and Kit's retry
 *   handles it then (the ones that succeeded are claimed and are not counted twice);
 * - 404 while KIT_WEBHOOK_SECRET is not set.
 */
type Answer = { success: boolean; error?: string; events?: number; counted?: number; duplicates?: number; ignored?: number };
const answer = (c: Context<AppEnv>, body: Answer, status: 200 | 400 | 401 | 404 | 500 | 503) => c.json(body, status);

export async function receiveKitDelivery(c: Context<AppEnv>): Promise<Response> {
  const config = configOf(c.env);
  const secret = config.stats.kitSigningSecret;
  if (!secret) return answer(c, { success: false, error: "No webhook endpoint is set up here" }, 404);
  const body = new Uint8Array(await c.req.arrayBuffer());
  const signature = await verifyKitSignature(c.req.header(KIT_SIGNATURE_HEADER), body, secret);
  if (!signature.valid) {
    console.warn(`[kit webhook] refused a delivery: signature ${signature.reason}`);
    return answer(c, { success: false, error: `Signature ${signature.reason}` }, 401);
  }
  let parsed: v.SafeParseResult<typeof DeliverySchema>;
  try {
    parsed = v.safeParse(DeliverySchema, JSON.parse(new TextDecoder().decode(body)));
  } catch {
    console.error("[kit webhook] a signed delivery is not JSON");
    return answer(c, { success: false, error: "Body is not valid JSON" }, 400);
  }
  if (!parsed.success) {
    console.error(
      `[kit webhook] a signed delivery is not in Kit's format: ${parsed.issues.map((issue) => `${v.getDotPath(issue) ?? "body"}: ${issue.message}`).join("; ")}`,
    );
    return answer(c, { success: false, error: "Not a Kit delivery" }, 400);
  }
  const { delivery_id: deliveryId, events } = parsed.output;
  const handled = events.filter((event) => EVENT_HANDLERS[event.type]);
  const ignored = events.length - handled.length;
  let claimed: Set<string>;
  try {
    claimed = await claimEvents(c.env.DB, [...new Set(handled.map((event) => event.id))]);
  } catch (error) {
    console.error(`[kit webhook] delivery ${deliveryId}: could not claim its events; Kit will retry:`, error);
    c.header("Retry-After", "60");
    return answer(c, { success: false, error: "Try again later" }, 503);
  }
  const mine = handled.filter((event) => claimed.delete(event.id)); // a repeated id within the delivery is handled once
  const outcomes = await Promise.all(
    mine.map((event) => handle(event, { env: c.env, config, attributionKey: secret, defer: (work) => afterResponse(c, work) })),
  );
  const failed = mine.filter((_, index) => outcomes[index] === "failed").map((event) => event.id);
  const counts = {
    events: events.length,
    counted: outcomes.filter((outcome) => outcome === "counted").length,
    duplicates: handled.length - mine.length,
    ignored,
  };
  if (failed.length) {
    try {
      await releaseEvents(c.env.DB, failed);
    } catch (error) {
      console.error(`[kit webhook] delivery ${deliveryId}: could not give back the claims of ${failed.join(", ")}; those events are lost:`, error);
    }
    return answer(c, { success: false, error: `${failed.length} event(s) failed; retry`, ...counts }, 500);
  }
  return answer(c, { success: true, ...counts }, 200);
}

async function handle(event: KitEvent, site: HandlerSite): Promise<EventOutcome | "failed"> {
  try {
    return await must(EVENT_HANDLERS[event.type])(event, site);
  } catch (error) {
    console.error(`[kit webhook] event ${event.id} (${event.type}) failed:`, error);
    return "failed";
  }
}
