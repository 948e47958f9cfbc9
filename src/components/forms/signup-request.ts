import { signupAlertFor, signupAlerts } from "../../content/signup";
import { SUBSCRIBE_PATH, type SubscribeAnswer } from "../../signup/contract";

export type SignupOutcome = { ok: true } | { ok: false; message: string; details: unknown; code?: string };

/**
 * Sends a signup as JSON and reads the answer as the spec's call table says: JSON whose
 * `success` must be true; a non-JSON body is an invalid answer; no status means a network error.
 */
export async function sendSignup(body: Record<string, string>): Promise<SignupOutcome> {
  let response: Response;
  try {
    response = await fetch(SUBSCRIBE_PATH, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(body),
    });
  } catch (error) {
    return { ok: false, message: signupAlerts.NETWORK, details: error, code: "NETWORK" };
  }
  if (!response.status) return { ok: false, message: signupAlerts.NETWORK, details: response, code: "NETWORK" };
  // Read defensively: a proxy or an older build may answer with anything.
  let answer: Partial<Record<keyof SubscribeAnswer, unknown>> & { code?: unknown; details?: unknown };
  try {
    answer = (await response.json()) as typeof answer;
  } catch (error) {
    return { ok: false, message: signupAlerts.FALLBACK, details: { status: response.status, error } };
  }
  if (answer?.success === true) return { ok: true };
  const code = typeof answer?.code === "string" ? answer.code : undefined;
  return { ok: false, message: signupAlertFor(code), details: { status: response.status, ...answer }, ...(code ? { code } : {}) };
}
