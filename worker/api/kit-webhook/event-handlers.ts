import * as v from "valibot";
import type { Config, Env } from "../../config";
import { referralActivated, referralSettings, referralUnsubscribed, runKitJobs } from "../../referrals";
import { recordConfirmed } from "../../stats";
import type { KitEvent } from "./delivery";

/**
 * What the site does with each event type it subscribes to (https://developers.kit.com/webhooks/event-types).
 * Any other type is acknowledged and ignored, so subscribing the endpoint to more events breaks
 * nothing; a new use (a referral programme's `subscriber.unsubscribed`) is one more entry here.
 * A handler throws when it could not do its work: the delivery then answers 500 and Kit retries it.
 */
export type EventOutcome = "counted" | "nothing";
/** What a handler works with: the bindings, the configuration, and the key signups' attributions are kept under. */
export interface HandlerSite {
  env: Env;
  config: Config;
  attributionKey: string;
  /** Work after the answer (Kit calls the referral programme owes; they wait in D1 if this is lost). */
  defer?: (work: Promise<unknown>) => void;
}
export type EventHandler = (event: KitEvent, site: HandlerSite) => Promise<EventOutcome>;

const SubscriberData = v.object({
  subscriber: v.object({
    email_address: v.pipe(v.string(), v.email(), v.maxLength(320)),
    id: v.optional(v.nullable(v.union([v.number(), v.string()]))),
    first_name: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(200)))),
  }),
});

/** A subscriber became active (confirmed): the `confirmed` step of the signup's funnel, once. */
const countConfirmation: EventHandler = async (event, { env, config, attributionKey }) => {
  const data = v.safeParse(SubscriberData, event.data);
  // Nothing to count and nothing a retry would change: acknowledged, and said in the log.
  if (!data.success) {
    console.warn(`[kit webhook] event ${event.id} (${event.type}) carries no subscriber email; ignored`);
    return "nothing";
  }
  return (await recordConfirmed(env, config, attributionKey, data.output.subscriber.email_address)) ? "counted" : "nothing";
};

/** A confirmation also gives the subscriber a referral code, and confirms the referral that brought them (worker/referrals). */
const referralConfirmation: EventHandler = async (event, { env, config, defer }) => {
  const data = v.safeParse(SubscriberData, event.data);
  if (!data.success) return "nothing";
  const settings = referralSettings(env);
  const codes = await referralActivated(env, settings, data.output.subscriber);
  const work = Promise.all(codes.map((code) => runKitJobs(env, config, settings, code))).catch((error: unknown) =>
    console.error("[referrals] Kit jobs failed; the cron retries them:", error),
  );
  if (defer) defer(work);
  else await work;
  return "nothing";
};

/** An unsubscribe cancels a referral still in its hold period, and revokes the subscriber's own code. */
const referralUnsubscribe: EventHandler = async (event, { env }) => {
  const data = v.safeParse(SubscriberData, event.data);
  if (!data.success) {
    console.warn(`[kit webhook] event ${event.id} (${event.type}) carries no subscriber email; ignored`);
    return "nothing";
  }
  await referralUnsubscribed(env, referralSettings(env), data.output.subscriber);
  return "counted";
};

/** Every handler of a type runs; the event counts when one of them counted it. */
const both =
  (...handlers: EventHandler[]): EventHandler =>
  async (event, site) => {
    const outcomes = [];
    for (const handler of handlers) outcomes.push(await handler(event, site));
    return outcomes.includes("counted") ? "counted" : "nothing";
  };

export const EVENT_HANDLERS: Readonly<Record<string, EventHandler>> = {
  "subscriber.activated": both(countConfirmation, referralConfirmation),
  "subscriber.unsubscribed": referralUnsubscribe,
};
