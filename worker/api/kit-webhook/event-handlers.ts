import * as v from "valibot";
import type { Config, Env } from "../../config";
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
}
export type EventHandler = (event: KitEvent, site: HandlerSite) => Promise<EventOutcome>;

const SubscriberData = v.object({ subscriber: v.object({ email_address: v.pipe(v.string(), v.email(), v.maxLength(320)) }) });

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

export const EVENT_HANDLERS: Readonly<Record<string, EventHandler>> = {
  "subscriber.activated": countConfirmation,
};
