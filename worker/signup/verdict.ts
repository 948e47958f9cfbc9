import type { KitConfig } from "../config";
import { KitError, PacerRefusal, type KitPacer } from "../kit";
import { signupAlert } from "./alerts";
import type { DeliveryProblem } from "../../src/signup";
import { notConfiguredProblem, type Verdict } from "./next-step";

const WAITING = "Signups wait in the queue meanwhile.";

/** A 429 pauses every Kit call (the budget doubles the pause per 429 in a row); returns the pause in seconds. */
async function pauseAfter429(pacer: KitPacer): Promise<number> {
  const pauseMs = await pacer.rateLimited();
  console.warn(`[signup] KIT_RATE_LIMITED: Kit answered 429; every Kit call waits ${Math.ceil(pauseMs / 1000)} s`);
  return pauseMs / 1000;
}

/** Reads a failed delivery: one verdict per failure, with a loud log for the ones only the owner can fix. */
export async function judgeFailure(error: unknown, config: KitConfig, pacer: KitPacer): Promise<Verdict> {
  if (error instanceof PacerRefusal) return { kind: "paused", delaySeconds: error.retryInMs / 1000 };
  if (!(error instanceof KitError)) {
    console.error("[signup] delivery failed unexpectedly:", error);
    return { kind: "failed", problem: { code: "unexpected" } };
  }
  const reason = error.message;
  const kitDetails = { call: error.call, kind: error.kind, status: error.status };
  const problem: DeliveryProblem = {
    code: "kit",
    kind: error.kind,
    status: error.status,
    call: error.call,
    // Kit's own messages say what a refused request lacked; other failures' bodies (an HTML error page) are the log's.
    ...(error.kind === "invalid" && error.details.length ? { details: error.details.slice(0, 5).map((detail) => detail.slice(0, 200)) } : {}),
  };
  switch (error.kind) {
    case "rate_limited":
      return { kind: "paused", delaySeconds: await pauseAfter429(pacer), problem };
    case "invalid":
      if (error.status === 422 && error.call === "create" && error.details.some((detail) => /e-?mail/i.test(detail))) {
        return { kind: "invalid-email", details: error.details };
      }
      signupAlert(
        "KIT_REJECTED_REQUEST",
        `${reason}. Kit refused a request this site built; check what the details name (the form's settings, the referrer) and report it. ${WAITING}`,
        kitDetails,
      );
      break;
    case "unauthorized":
      signupAlert("KIT_AUTH", `${reason}. Kit refused the API key. Set a valid v4 key: \`npx wrangler secret put KIT_API_KEY\`. ${WAITING}`, kitDetails);
      break;
    case "not_found": {
      const fix =
        error.call === "form"
          ? `Kit has no form ${config.formId} (or did not have the subscriber yet). Check KIT_NEWSLETTER_FORM_ID.`
          : error.call === "tag"
            ? "Kit has no such tag. Check KIT_TAG_IDS."
            : "Kit has no such endpoint. Check KIT_API_BASE (https://api.kit.com/v4).";
      signupAlert("KIT_NOT_FOUND", `${reason}. ${fix} ${WAITING}`, kitDetails);
      break;
    }
  }
  return { kind: "failed", problem };
}

/** Kit's settings are missing or malformed: said loudly, every time a signup meets it. */
export function notConfigured(problems: string[]): Verdict {
  const settings = notConfiguredProblem(problems).settings;
  signupAlert("KIT_CONFIG_MISSING", `${problems.join("; ")}. Set the Kit settings (docs/signups.md, Configuration). ${WAITING}`, { settings });
  return { kind: "not-configured", problems };
}
