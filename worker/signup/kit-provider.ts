import { createKitClient } from "../kit/client";
import { KitError } from "../kit/kit-error";
import type { Delivery, SignupProvider } from "./delivery";
import type { KitConfig } from "./kit-config";
import type { Signup } from "./signup";

/**
 * Hands a signup to Kit: upsert the subscriber as `inactive` (so the form's double opt-in still
 * confirms them), add them to the newsletter form with the page they came from (this sends the
 * confirmation or incentive email), then, for a lead magnet, tag them. Every call is idempotent
 * on Kit's side, so a retry after a partial success repeats no email.
 */
export function kitProvider(config: KitConfig, timeoutMs: number): SignupProvider {
  const kit = createKitClient({ baseUrl: config.baseUrl, apiKey: config.apiKey, timeoutMs });
  return {
    name: "kit",
    async deliver(signup: Signup): Promise<Delivery> {
      try {
        await kit.createSubscriber({ email_address: signup.email, state: "inactive" });
        await kit.addSubscriberToForm(config.formId, { email_address: signup.email, referrer: signup.referrer ?? null });
        const tagId = signup.magnet ? config.tagIds[signup.magnet] : undefined;
        if (tagId) await kit.tagSubscriber(tagId, { email_address: signup.email });
        else if (signup.magnet) console.warn(`No Kit tag for lead magnet "${signup.magnet}" (KIT_TAG_IDS); joined the newsletter form only`);
        return { kind: "delivered" };
      } catch (error) {
        return deliveryFor(error);
      }
    },
  };
}

function deliveryFor(error: unknown): Delivery {
  if (!(error instanceof KitError)) return { kind: "transient", reason: String(error), rateLimited: false };
  if (error.transient) return { kind: "transient", reason: error.message, rateLimited: error.kind === "rate_limited" };
  switch (error.kind) {
    case "unauthorized":
      return { kind: "permanent", code: "CONFIG_ERROR", details: ["Kit refused the API key"] };
    case "not_found":
      return { kind: "permanent", code: "CONFIG_ERROR", details: ["Kit has no such form or tag; check KIT_NEWSLETTER_FORM_ID and KIT_TAG_IDS"] };
    case "invalid":
      return { kind: "permanent", code: "INVALID_EMAIL", details: error.details };
    default:
      return { kind: "permanent", code: "KIT_API_ERROR", details: [error.message] };
  }
}
