import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { signupAlertFor } from "../../../src/content/signup";
import { inquiryForm } from "../../../src/content/inquiry";
import { CONSENT_API_PATH } from "../../../src/consent-contract";
import { INQUIRY_API_PATH } from "../../../src/inquiry/schema";
import { SUBSCRIBE_PATH } from "../../../src/signup/contract";
import { VIEW_PATH } from "../../../src/stats/contract";
import { createApp } from "../../../worker/app";
import type { Env } from "../../../worker/config";

const SITE = "https://site.test";
const testEnv = { ...(env as unknown as Env), SITE_URL: SITE };

async function call(path: string, init: RequestInit = {}) {
  const ctx = createExecutionContext();
  const response = await createApp().fetch(new Request(`${SITE}${path}`, init), testEnv, ctx);
  const body = (await response.json()) as Record<string, unknown>;
  await waitOnExecutionContext(ctx);
  return { response, body };
}

const json = (origin: string | undefined, body: unknown, type = "application/json") => ({
  method: "POST",
  headers: { "Content-Type": type, ...(origin ? { Origin: origin } : {}) },
  body: typeof body === "string" ? body : JSON.stringify(body),
});

/** Each error of each /api endpoint: status, code, and the words the page shows. */
const cases = [
  { name: "an unknown /api path", path: "/api/nothing-here", init: {}, status: 404, code: "NOT_FOUND", error: signupAlertFor("NOT_FOUND") },
  { name: "GET of a POST endpoint", path: SUBSCRIBE_PATH, init: {}, status: 405, code: "METHOD_NOT_ALLOWED", error: signupAlertFor("METHOD_NOT_ALLOWED") },
  {
    name: "a signup from another site",
    path: SUBSCRIBE_PATH,
    init: json("https://evil.example", { email: "a@example.com" }),
    status: 403,
    code: "FORBIDDEN_ORIGIN",
  },
  { name: "a signup without email", path: SUBSCRIBE_PATH, init: json(SITE, {}), status: 400, code: "MISSING_EMAIL", error: signupAlertFor("MISSING_EMAIL") },
  { name: "a consent proof as text", path: CONSENT_API_PATH, init: json(SITE, "x", "text/plain"), status: 415, code: "UNSUPPORTED_MEDIA_TYPE" },
  { name: "a consent proof from nowhere", path: CONSENT_API_PATH, init: json(undefined, {}), status: 403, code: "FORBIDDEN_ORIGIN" },
  { name: "a beacon of the wrong shape", path: VIEW_PATH, init: json(SITE, { path: 3 }), status: 400, code: "INVALID_REQUEST" },
  {
    name: "an inquiry from another site",
    path: INQUIRY_API_PATH,
    init: json("https://evil.example", {}),
    status: 403,
    code: "FORBIDDEN_ORIGIN",
    error: inquiryForm.forbidden,
  },
] as const;

describe("every /api error is RFC 9457 problem details", () => {
  it.each(cases)("$name: $status $code", async ({ path, init, status, code, ...rest }) => {
    const { response, body } = await call(path, init);
    expect(response.status).toBe(status);
    expect(response.headers.get("Content-Type")).toBe("application/problem+json");
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(body).toMatchObject({ type: "about:blank", status, success: false, code });
    expect(typeof body.title).toBe("string");
    expect(body.detail).toBe(body.error);
    if ("error" in rest) expect(body.error).toBe(rest.error);
  });
});
