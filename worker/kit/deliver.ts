import type { KitConfig } from "../config";
import type { Signup } from "../store";
import { VIDEO_KIT_FIELD } from "../../src/videos";
import { createKitClient, type KitCallOptions } from "./client";

/** Kit requests one signup costs: create, add to the form, and a tag for a lead magnet. */
export function kitRequestsFor(signup: Signup, config: KitConfig): number {
  return signup.magnet && config.tagIds[signup.magnet] ? 3 : 2;
}

/**
 * Hands a signup to Kit: upsert the subscriber as `inactive` (so a double opt-in form still
 * confirms them), add them to the newsletter form with the page they came from (Kit sends the
 * form's confirmation or incentive email), then, for a lead magnet, tag them. Every call is
 * idempotent on Kit's side (Kit emails a subscriber only when first added to a form), so a retry
 * after a partial success repeats no email. Throws a KitError or the pacer's refusal.
 */
export async function deliverToKit(config: KitConfig, signup: Signup, options: KitCallOptions): Promise<void> {
  const kit = createKitClient({ baseUrl: config.baseUrl, apiKey: config.apiKey });
  // A signup on a video's page carries its id; Kit ignores a field it does not have yet.
  const fields = signup.video ? { fields: { [VIDEO_KIT_FIELD.key]: signup.video } } : {};
  await kit.createSubscriber({ email_address: signup.email, state: "inactive", ...fields }, options);
  await kit.addSubscriberToForm(config.formId, { email_address: signup.email, referrer: signup.referrer ?? null }, options);
  const tagId = signup.magnet ? config.tagIds[signup.magnet] : undefined;
  if (tagId) await kit.tagSubscriber(tagId, { email_address: signup.email }, options);
  else if (signup.magnet) console.warn(`[signup] No Kit tag for lead magnet "${signup.magnet}" (KIT_TAG_IDS); joined the newsletter form only`);
}
