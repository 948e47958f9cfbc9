// Only type imports here: `npm run signups` (scripts/signups.mjs) runs this file in Node as it is.
import type { DeliveryProblem, StoredReason } from "../signup/delivery-problem.ts";

const KIT_CALLS: Record<string, string> = { create: "adding the subscriber", form: "adding them to the form", tag: "tagging them" };

const hoursBetween = (from: string, to: string) => {
  const hours = Math.max(1, Math.round((Date.parse(to) - Date.parse(from)) / 3_600_000));
  return Number.isFinite(hours) ? `${hours} hour${hours === 1 ? "" : "s"}` : "several hours";
};

/** Why a signup did not reach Kit, in the owner's words, from its stored code. */
export function deliveryProblemInWords(problem: DeliveryProblem, receivedAt: string, storedAt: string): string {
  switch (problem.code) {
    case "kit": {
      const call = KIT_CALLS[problem.call] ?? `its ${problem.call} call`;
      if (problem.kind === "unauthorized") return "Kit refused the site's API key (revoked or wrong): set a new one, then replay";
      if (problem.kind === "not_found") return `Kit has no such form or tag (${call}): check the form and tag ids, then replay`;
      if (problem.kind === "invalid")
        return `Kit refused a request the site built (${call}, ${problem.status}): ${problem.details?.join("; ") || "no details"}`;
      if (problem.kind === "rate_limited") return "Kit asked the site to slow down: replay in a minute";
      return `Kit was down or did not answer for ${hoursBetween(receivedAt, storedAt)} (${call}, ${problem.status || problem.kind})`;
    }
    case "invalid-email":
      return `Kit refused the address itself${problem.details.length ? `: ${problem.details.join("; ")}` : ""}`;
    case "not-configured":
      return `Kit is not set up on this site (${problem.settings.join(", ") || "its key or form id"}): set it, then replay`;
    case "local-store":
      return "The local store of development could not keep it: replay it";
    case "paused":
      return "Kit asked the site to wait: replay in a minute";
    case "queue-gave-up":
      return "The signup queue gave up after its retries (the worker's log has each error)";
    case "unexpected":
      return "Something unexpected went wrong (the worker's log has the error): replay it";
  }
}

/** An older record's sentence, read as well as its words allow (they were the worker's or Kit's). */
function oldReasonInWords(reason: string, receivedAt: string, storedAt: string): string {
  if (/\b401\b|unauthori[sz]ed|access token|API key/i.test(reason))
    return deliveryProblemInWords({ code: "kit", kind: "unauthorized", status: 401, call: "create" }, receivedAt, storedAt);
  if (/refused the address|invalid-email|INVALID_EMAIL|e-?mail.*(invalid|not valid)/i.test(reason)) return "Kit refused the address itself";
  if (/not configured|not set up|KIT_API_KEY is not set|CONFIG_ERROR/i.test(reason))
    return deliveryProblemInWords({ code: "not-configured", settings: [] }, receivedAt, storedAt);
  if (/\b404\b|no such|not found/i.test(reason)) return "Kit has no such form or tag: check the form and tag ids, then replay";
  if (/\b5\d\d\b|timed? ?out|timeout|fetch failed|network|connection|unavailable/i.test(reason))
    return `Kit was down or did not answer for ${hoursBetween(receivedAt, storedAt)}`;
  if (/max_retries/i.test(reason)) return deliveryProblemInWords({ code: "queue-gave-up" }, receivedAt, storedAt);
  return reason || "No reason was recorded";
}

/** A dead letter's stored reason as the owner reads it: a code in his words, an older record's sentence as well as it reads. */
export function reasonInWords(reason: StoredReason | undefined, receivedAt: string, storedAt: string): string {
  if (reason === undefined) return "No reason was recorded";
  return typeof reason === "string" ? oldReasonInWords(reason, receivedAt, storedAt) : deliveryProblemInWords(reason, receivedAt, storedAt);
}
