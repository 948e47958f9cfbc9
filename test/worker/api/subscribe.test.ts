import { signupAlertFor } from "../../../src/content/signup";
import { env as testEnv } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { Env } from "../../../worker/config";
import { kitBudget } from "../../../worker/kit";
import { signupLimits } from "../../../worker/api/subscribe";
import { FAKE_KIT_FORM_ID, FAKE_KIT_KEY, FAKE_KIT_TAG_IDS } from "../../fakes/fake-kit";
import { guideThankYou } from "../../../src/content/guide-thank-you";
import { signupAlerts } from "../../../src/content/signup";
import {
  FakeKit,
  SITE,
  call,
  freshClientIp,
  freshEmail,
  kitEnv,
  postForm,
  postJson,
  routeKitTo,
  signupSetUpEachTest,
  type RecordingQueue,
} from "../../fakes/signup-harness";
import { must } from "../../../src/must.ts";
import { expectStatus } from "../../support/refusal";

let kit: FakeKit;
let queue: RecordingQueue;
let env: Env;
let restore: () => void;
signupSetUpEachTest((setUp) => ({ kit, queue, env, restore } = setUp));

/** Addresses taken: sent to Kit's create call now, or queued when Kit's budget had no slot at that instant. */
function takenAddresses(): Set<string> {
  const created = kit.requests.filter((r) => r.path === "/v4/subscribers").map((r) => (r.body as { email_address: string }).email_address);
  const queued = queue.sent.map((message) => (message.body as { signup: { email: string } }).signup.email);
  return new Set([...created, ...queued]);
}

async function json(response: Response) {
  return (await response.json()) as { success: boolean; code?: string; error?: string; details?: string[]; redirect?: string; queued?: boolean };
}

/** Tests that send many signups at once: slow on a shared machine, not a limit under test. */
const MANY_AT_ONCE = { timeout: 60_000 };

describe("POST /api/subscribe: answers per code", () => {
  const huge = "x".repeat(10 * 1024);
  const rows: { name: string; body: string; contentType?: string | null; headers?: Record<string, string>; status: number; code: string }[] = [
    { name: "no email field", body: JSON.stringify({}), status: 400, code: "MISSING_EMAIL" },
    { name: "empty email", body: JSON.stringify({ email: "" }), status: 400, code: "MISSING_EMAIL" },
    { name: "blank email", body: JSON.stringify({ email: "   \t " }), status: 400, code: "MISSING_EMAIL" },
    { name: "null email", body: JSON.stringify({ email: null }), status: 400, code: "MISSING_EMAIL" },
    { name: "email without @", body: JSON.stringify({ email: "not-an-email" }), status: 400, code: "INVALID_EMAIL" },
    { name: "email without a domain dot", body: JSON.stringify({ email: "a@localhost" }), status: 400, code: "INVALID_EMAIL" },
    { name: "header injection in email", body: JSON.stringify({ email: "a@example.com\r\nBcc: victim@example.com" }), status: 400, code: "INVALID_EMAIL" },
    { name: "NUL in email", body: JSON.stringify({ email: "a\u0000b@example.com" }), status: 400, code: "INVALID_EMAIL" },
    { name: "email of 255 characters", body: JSON.stringify({ email: `${"a".repeat(60)}@${"b".repeat(190)}.com` }), status: 400, code: "INVALID_EMAIL" },
    { name: "unicode local part", body: JSON.stringify({ email: "jos\u00e9@example.com" }), status: 400, code: "INVALID_EMAIL" },
    { name: "emoji email", body: JSON.stringify({ email: "\u{1F600}@\u{1F600}.com" }), status: 400, code: "INVALID_EMAIL" },
    { name: "malformed JSON", body: '{"email": ', status: 400, code: "INVALID_REQUEST" },
    { name: "JSON array body", body: JSON.stringify([{ email: "a@example.com" }]), status: 400, code: "INVALID_REQUEST" },
    { name: "JSON string body", body: JSON.stringify("a@example.com"), status: 400, code: "INVALID_REQUEST" },
    { name: "JSON null body", body: "null", status: 400, code: "INVALID_REQUEST" },
    { name: "empty body", body: "", status: 400, code: "INVALID_REQUEST" },
    { name: "email as a number", body: JSON.stringify({ email: 42 }), status: 400, code: "INVALID_REQUEST" },
    { name: "email as an array", body: JSON.stringify({ email: ["a@example.com", "b@example.com"] }), status: 400, code: "INVALID_REQUEST" },
    { name: "email as a nested object", body: JSON.stringify({ email: { address: "a@example.com" } }), status: 400, code: "INVALID_REQUEST" },
    { name: "magnet as a number", body: JSON.stringify({ email: "a@example.com", magnet: 1 }), status: 400, code: "INVALID_REQUEST" },
    { name: "a 10 KB referrer", body: JSON.stringify({ email: "a@example.com", referrer: huge.slice(0, 3000) }), status: 400, code: "INVALID_REQUEST" },
    { name: "an unknown magnet", body: JSON.stringify({ email: "a@example.com", magnet: "free-money" }), status: 400, code: "UNKNOWN_MAGNET" },
    { name: "a prototype key as magnet", body: JSON.stringify({ email: "a@example.com", magnet: "__proto__" }), status: 400, code: "UNKNOWN_MAGNET" },
    { name: "a 10 KB email", body: JSON.stringify({ email: huge }), status: 413, code: "PAYLOAD_TOO_LARGE" },
    { name: "a 1 MB body", body: JSON.stringify({ email: "a@example.com", pad: "y".repeat(1024 * 1024) }), status: 413, code: "PAYLOAD_TOO_LARGE" },
    { name: "no content type", body: JSON.stringify({ email: "a@example.com" }), contentType: null, status: 415, code: "UNSUPPORTED_MEDIA_TYPE" },
    {
      name: "text/plain (a CORS-simple type)",
      body: JSON.stringify({ email: "a@example.com" }),
      contentType: "text/plain",
      status: 415,
      code: "UNSUPPORTED_MEDIA_TYPE",
    },
    { name: "multipart form data", body: "--x\r\n", contentType: "multipart/form-data; boundary=x", status: 415, code: "UNSUPPORTED_MEDIA_TYPE" },
    {
      name: "another site's Origin",
      body: JSON.stringify({ email: "a@example.com" }),
      headers: { Origin: "https://evil.example" },
      status: 403,
      code: "FORBIDDEN_ORIGIN",
    },
    { name: "Origin null", body: JSON.stringify({ email: "a@example.com" }), headers: { Origin: "null" }, status: 403, code: "FORBIDDEN_ORIGIN" },
    {
      name: "Sec-Fetch-Site cross-site",
      body: JSON.stringify({ email: "a@example.com" }),
      headers: { "Sec-Fetch-Site": "cross-site", Origin: "" },
      status: 403,
      code: "FORBIDDEN_ORIGIN",
    },
    {
      name: "Sec-Fetch-Site same-site",
      body: JSON.stringify({ email: "a@example.com" }),
      headers: { "Sec-Fetch-Site": "same-site" },
      status: 403,
      code: "FORBIDDEN_ORIGIN",
    },
    {
      name: "a look-alike origin",
      body: JSON.stringify({ email: "a@example.com" }),
      headers: { Origin: "https://site.test.evil.example" },
      status: 403,
      code: "FORBIDDEN_ORIGIN",
    },
  ];

  it.each(rows)("$name answers $status $code", async ({ body, contentType, headers, status, code }) => {
    const response = await call("/api/subscribe", body, { env, contentType: contentType === undefined ? "application/json" : contentType, headers });
    expect(response.status).toBe(status);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    // RFC 9457 problem details, with the members the seed's form reads (success, error, code, details) as extensions.
    expect(response.headers.get("Content-Type")).toBe("application/problem+json");
    const answer = await json(response);
    expect(answer).toMatchObject({ type: "about:blank", status, success: false, code, error: signupAlertFor(code), detail: signupAlertFor(code) });
    expect(typeof (answer as { title?: unknown }).title).toBe("string");
    expect(kit.requests).toHaveLength(0);
  });

  it.each(["GET", "PUT", "DELETE", "PATCH"])("%s answers 405 with Allow: POST", async (method) => {
    const response = await call("/api/subscribe", method === "GET" ? null : "{}", { env, method });
    expect(response.status).toBe(405);
    expect(response.headers.get("Allow")).toBe("POST");
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(await json(response)).toMatchObject({ success: false });
  });

  it("accepts a request without Origin and Sec-Fetch-Site (not a browser: the rate limit applies)", async () => {
    const response = await postJson({ email: freshEmail() }, { env, headers: { Origin: "", "Sec-Fetch-Site": "" } });
    expectStatus(response).toBe(200);
  });

  it("accepts localhost and 127.0.0.1 as one origin outside production", async () => {
    const local = { ...env, ENVIRONMENT: "development" };
    const response = await fetchAt("http://127.0.0.1:8787", { Origin: "http://localhost:8787" }, local);
    expect(response.status).toBe(200);
    const production = await fetchAt("http://127.0.0.1:8787", { Origin: "http://localhost:8787" }, env);
    expect(production.status).toBe(403);
  });
});

async function fetchAt(origin: string, headers: Record<string, string>, withEnv: Env) {
  const { default: worker } = await import("../../../worker/index");
  const { createExecutionContext } = await import("cloudflare:test");
  const request = new Request(`${origin}/api/subscribe`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": freshClientIp(), ...headers },
    body: JSON.stringify({ email: freshEmail() }),
  });
  return worker.fetch(request as Request<unknown, IncomingRequestCfProperties>, withEnv, createExecutionContext());
}

describe("POST /api/subscribe: Kit", () => {
  it("creates the subscriber as inactive, then adds them to the newsletter form with the page and its UTM parameters", async () => {
    const email = freshEmail();
    const referrer = `${SITE}/newsletter?utm_source=youtube&utm_medium=video&gclid=secret&email=leak`;
    const response = await postJson({ email, referrer }, { env });
    expectStatus(response).toBe(200);
    expect(await json(response)).toEqual({ success: true, redirect: "/newsletter-thank-you" });
    expect(kit.requests.map((r) => [r.path, r.apiKey])).toEqual([
      ["/v4/subscribers", "kit_test_key"],
      [`/v4/forms/${FAKE_KIT_FORM_ID}/subscribers`, "kit_test_key"],
    ]);
    expect(must(kit.requests[0]).body).toEqual({ email_address: email, state: "inactive" });
    expect(must(kit.requests[1]).body).toEqual({ email_address: email, referrer: `${SITE}/newsletter?utm_source=youtube&utm_medium=video` });
    expect(kit.incentiveEmails).toBe(1);
  });

  it("tags a lead-magnet signup with the magnet's tag and answers its thank-you page", async () => {
    const email = freshEmail();
    const response = await postJson({ email, magnet: "youtube-seo-checklist" }, { env });
    expect(await json(response)).toEqual({ success: true, redirect: "/youtube-seo-checklist/thank-you" });
    expect(kit.requests.map((r) => r.path)).toEqual([
      "/v4/subscribers",
      `/v4/forms/${FAKE_KIT_FORM_ID}/subscribers`,
      `/v4/tags/${FAKE_KIT_TAG_IDS["youtube-seo-checklist"]}/subscribers`,
    ]);
    expect(kit.state().tags[FAKE_KIT_TAG_IDS["youtube-seo-checklist"]]).toEqual([email.toLowerCase()]);
  });

  it("drops a referrer from another site rather than passing it to Kit", async () => {
    await postJson({ email: freshEmail(), referrer: "https://evil.example/?utm_source=x" }, { env });
    expect(must(kit.requests[1]).body).toMatchObject({ referrer: null });
  });

  it("calls Kit once for a double click: the second answer is the same success", async () => {
    const email = freshEmail();
    const clientIp = freshClientIp();
    const first = await postJson({ email }, { env, clientIp });
    const second = await postJson({ email: email.toUpperCase() }, { env, clientIp });
    expect([first.status, second.status]).toEqual([200, 200]);
    expect((await json(second)).success).toBe(true);
    expect(kit.requests).toHaveLength(2);
    expect(kit.incentiveEmails).toBe(1);
  });

  it("answers success to a filled honeypot and sends nothing", async () => {
    const response = await postJson({ email: freshEmail(), website: "https://spam.example" }, { env });
    expect(await json(response)).toEqual({ success: true, redirect: "/newsletter-thank-you" });
    expect(kit.requests).toHaveLength(0);
    expect(queue.sent).toHaveLength(0);
  });

  const transient: { name: string; failNext: FakeKit["failNext"] }[] = [
    { name: "a 5xx", failNext: ["server-error"] },
    { name: "a 429 (plain text)", failNext: ["rate-limited"] },
  ];
  it.each(transient)("queues the signup and answers success when Kit answers $name", async ({ failNext }) => {
    kit.failNext = failNext;
    const email = freshEmail();
    const response = await postJson({ email, magnet: "video-idea-checklist" }, { env });
    expectStatus(response).toBe(200);
    expect(await json(response)).toEqual({ success: true, redirect: "/video-idea-checklist/thank-you", queued: true });
    expect(queue.sent).toHaveLength(1);
    expect(must(queue.sent[0]).body).toMatchObject({ v: 1, signup: { email, magnet: "video-idea-checklist" } });
    expect(must(queue.sent[0]).delaySeconds).toBeGreaterThan(0);
  });

  it("sends Kit a referrer built from the site's origin and a normalised path, even for a same-origin Referer that resolves elsewhere", async () => {
    await postJson({ email: freshEmail() }, { env, headers: { Referer: `${SITE}//evil.example/x?utm_source=yt` } });
    expect(must(kit.requests[1]).body).toMatchObject({ referrer: `${SITE}/evil.example/x?utm_source=yt` });
  });

  it("after a 429, sends the next signups straight to the queue without calling Kit", async () => {
    kit.failNext = ["rate-limited"];
    await postJson({ email: freshEmail() }, { env });
    const callsAfterTheFirst = kit.requests.length;
    const next = await postJson({ email: freshEmail() }, { env });
    expect(await json(next)).toMatchObject({ success: true, queued: true });
    expect(kit.requests.length).toBe(callsAfterTheFirst);
    expect(queue.sent).toHaveLength(2);
    // The 429 pause is not a failed attempt; the message waits out the pause.
    expect(must(queue.sent[0]).body).toMatchObject({ attempts: 0 });
    expect(must(queue.sent[0]).delaySeconds).toBe(60);
  });

  it("answers within one 5 s deadline for all Kit calls, then queues the signup", { timeout: 20_000 }, async () => {
    kit = new FakeKit({ slowMs: 3000 });
    restore();
    restore = routeKitTo(kit).mockRestore;
    kit.mode = "slow";
    const started = Date.now();
    const response = await postJson({ email: freshEmail(), magnet: "youtube-seo-checklist" }, { env });
    const elapsed = Date.now() - started;
    expect(await json(response)).toMatchObject({ success: true, queued: true });
    // Three calls of 3 s each would hold the visitor 9 s; one deadline stops them at 5 s.
    expect(elapsed).toBeGreaterThanOrEqual(4900);
    expect(elapsed).toBeLessThan(6500);
    expect(kit.requests).toHaveLength(2);
    expect(queue.sent).toHaveLength(1);
  });

  it("never makes the visitor wait for Kit's budget: with the budget spent, the signup is queued without a call", async () => {
    const paced = kitEnv(queue, { KIT_REQUESTS_PER_MINUTE: "6" });
    const first = await postJson({ email: freshEmail() }, { env: paced });
    expect(await json(first)).toEqual({ success: true, redirect: "/newsletter-thank-you" });
    const callsAfterTheFirst = kit.requests.length;
    const started = Date.now();
    const second = await postJson({ email: freshEmail() }, { env: paced });
    expect(Date.now() - started).toBeLessThan(1000);
    expect(await json(second)).toMatchObject({ success: true, queued: true });
    expect(kit.requests.length).toBe(callsAfterTheFirst);
    expect(must(queue.sent[0]).body).toMatchObject({ attempts: 0 });
    expect(must(queue.sent[0]).delaySeconds).toBe(0);
  });

  it("answers KIT_API_ERROR 502 when Kit fails and the queue refuses the signup too", async () => {
    kit.mode = "server-error";
    queue.failing = true;
    const response = await postJson({ email: freshEmail() }, { env });
    expect(response.status).toBe(502);
    expect(await json(response)).toMatchObject({ success: false, code: "KIT_API_ERROR" });
  });

  const kept: { name: string; answer: () => Response | Promise<Response>; overrides?: Partial<Env> }[] = [
    { name: "an unusable 200 (HTML)", answer: () => new Response("<html>gateway</html>", { status: 200 }) },
    { name: "a 200 that is JSON but no subscriber", answer: () => Response.json({ ok: true }) },
    { name: "a 302 to a login page", answer: () => new Response(null, { status: 302, headers: { Location: "https://kit.example/login" } }) },
    {
      name: "a 503 with an HTML body",
      answer: () => new Response("<html><body>Service Unavailable</body></html>", { status: 503, headers: { "Content-Type": "text/html" } }),
    },
    { name: "a 401 (revoked key)", answer: () => Response.json({ errors: ["The access token is invalid"] }, { status: 401 }) },
    { name: "a 403", answer: () => Response.json({ errors: ["Forbidden"] }, { status: 403 }) },
    { name: "a 404 (deleted form)", answer: () => Response.json({ errors: ["Not Found"] }, { status: 404 }) },
    { name: "a 422 that names another parameter", answer: () => Response.json({ errors: ["State is not included in the list"] }, { status: 422 }) },
    { name: "a 400", answer: () => Response.json({ errors: ["Bad request"] }, { status: 400 }) },
    { name: "a connection reset", answer: () => Promise.reject(new TypeError("Network connection lost")) },
  ];
  it.each(kept)("keeps the signup in the queue and answers success when Kit answers $name", async ({ answer }) => {
    restore();
    const spy = routeKitTo(kit);
    spy.mockImplementation(async () => answer());
    restore = spy.mockRestore;
    const email = freshEmail();
    const response = await postJson({ email }, { env });
    expectStatus(response).toBe(200);
    expect(await json(response)).toMatchObject({ success: true, queued: true });
    expect(queue.sent).toHaveLength(1);
    expect(must(queue.sent[0]).body).toMatchObject({ v: 1, signup: { email }, attempts: 1 });
  });

  it("keeps the signup when Kit refuses the key (401) and when the form is unknown to Kit (404)", async () => {
    for (const overrides of [{ KIT_API_KEY: "wrong" }, { KIT_NEWSLETTER_FORM_ID: "999" }]) {
      const response = await postJson({ email: freshEmail() }, { env: kitEnv(queue, overrides) });
      expect(await json(response)).toMatchObject({ success: true, queued: true });
    }
    expect(kit.requests.map((r) => r.status)).toEqual([401, 202, 404]);
    expect(queue.sent).toHaveLength(2);
  });

  it("keeps the signup when Kit's 422 on adding to the form names the email (a missing email there is our fault, not the address's)", async () => {
    restore();
    const spy = routeKitTo(kit);
    spy.mockImplementation(async (input, init) => {
      const request = new Request(input as RequestInfo, init);
      return request.url.endsWith("/subscribers") && !request.url.includes("/forms/")
        ? kit.fetch(request)
        : Response.json({ errors: ["Email address can't be blank"] }, { status: 422 });
    });
    restore = spy.mockRestore;
    const response = await postJson({ email: freshEmail() }, { env });
    expect(await json(response)).toMatchObject({ success: true, queued: true });
  });

  it("answers INVALID_EMAIL 400 only when Kit's create call refuses the address itself (422 naming the email), without Kit's words in production", async () => {
    const response = await postJson({ email: `someone.${Date.now()}@example.invalid` }, { env });
    expect(response.status).toBe(400);
    const answer = await json(response);
    expect(answer).toMatchObject({ success: false, code: "INVALID_EMAIL", error: "Please enter a valid email address." });
    expect(answer.details).toBeUndefined();
    expect(queue.sent).toHaveLength(0);
    const development = await postJson({ email: `someone.${Date.now()}@example.invalid` }, { env: kitEnv(queue, { ENVIRONMENT: "development" }) });
    expect(await json(development)).toMatchObject({ code: "INVALID_EMAIL", details: ["Email address is invalid"] });
  });

  const misconfigured: { name: string; overrides: Partial<Env> }[] = [
    { name: "no KIT_API_KEY in production", overrides: { KIT_API_KEY: undefined } },
    { name: "no form id", overrides: { KIT_NEWSLETTER_FORM_ID: undefined } },
    { name: "unreadable KIT_TAG_IDS", overrides: { KIT_TAG_IDS: "{not json" } },
  ];
  it.each(misconfigured)("answers CONFIG_ERROR 500 with $name, without calling Kit, and no details in production", async ({ overrides }) => {
    const response = await postJson({ email: freshEmail() }, { env: kitEnv(queue, overrides) });
    expect(response.status).toBe(500);
    const answer = await json(response);
    expect(answer).toMatchObject({ success: false, code: "CONFIG_ERROR", error: "Server configuration issue. Please contact support." });
    expect(answer.details).toBeUndefined();
    expect(kit.requests).toHaveLength(0);
  });

  it("names what to fix in a CONFIG_ERROR only when ENVIRONMENT=development", async () => {
    const response = await postJson({ email: freshEmail() }, { env: kitEnv(queue, { ENVIRONMENT: "development", KIT_NEWSLETTER_FORM_ID: undefined }) });
    expect(await json(response)).toMatchObject({ code: "CONFIG_ERROR", details: ["KIT_NEWSLETTER_FORM_ID must be the numeric id of a Kit form"] });
  });
});

function _routeKitToResponse(response: Response) {
  const kitAnswering = new FakeKit();
  const spy = routeKitTo(kitAnswering);
  spy.mockImplementation(async () => response.clone());
  return spy;
}

describe("POST /api/subscribe: rate limit", () => {
  it("lets a client sign up 5 times in 10 minutes, then answers RATE_LIMITED 429 with Retry-After", async () => {
    const clientIp = freshClientIp();
    for (let i = 0; i < 5; i++) expectStatus(await postJson({ email: freshEmail() }, { env, clientIp })).toBe(200);
    const refused = await postJson({ email: freshEmail() }, { env, clientIp });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(500);
    expect(await json(refused)).toMatchObject({ success: false, code: "RATE_LIMITED" });
    expectStatus(await postJson({ email: freshEmail() }, { env, clientIp: freshClientIp() })).toBe(200);
  });

  it("holds under concurrency: of 40 signups sent at once by one client, 5 pass and 35 get RATE_LIMITED with Retry-After", async () => {
    const clientIp = freshClientIp();
    const answers = await Promise.all(Array.from({ length: 40 }, () => postJson({ email: freshEmail() }, { env, clientIp })));
    expect(answers.filter((response) => response.status === 200)).toHaveLength(5);
    const refused = answers.filter((response) => response.status === 429);
    expect(refused).toHaveLength(35);
    for (const response of refused) expect(Number(response.headers.get("Retry-After"))).toBeGreaterThan(500);
    expect(takenAddresses().size).toBe(5);
  });
});

describe("POST /api/subscribe: when the limit counters fail", () => {
  const countersThatThrow = (error: Error) =>
    ({ idFromName: (name: string) => name, get: () => ({ take: () => Promise.reject(error) }) }) as unknown as Env["LIMIT_COUNTER"];

  it("lets the signup through when a counter cannot answer: losing a real signup is worse", async () => {
    const response = await postJson(
      { email: freshEmail() },
      { env: kitEnv(queue, { LIMIT_COUNTER: countersThatThrow(new Error("Network connection lost")) }) },
    );
    expect(await json(response)).toEqual({ success: true, redirect: "/newsletter-thank-you" });
    expect(kit.incentiveEmails).toBe(1);
  });

  it("refuses with RATE_LIMITED when a counter is overloaded: only a flood at that one client or mailbox overloads it", async () => {
    const overloaded = Object.assign(new Error("Durable Object is overloaded"), { overloaded: true });
    const response = await postJson({ email: freshEmail() }, { env: kitEnv(queue, { LIMIT_COUNTER: countersThatThrow(overloaded) }) });
    expect(response.status).toBe(429);
    expect(Number(response.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(kit.requests).toHaveLength(0);
  });
});

describe("POST /api/subscribe: rate limit per IPv6 /64", () => {
  it("counts every address of one /64 as one client", async () => {
    for (let i = 1; i <= 5; i++) expectStatus(await postJson({ email: freshEmail() }, { env, clientIp: `2001:db8:64:64::${i}` })).toBe(200);
    const sameNetwork = await postJson({ email: freshEmail() }, { env, clientIp: "2001:0db8:0064:0064:ffff:ffff:ffff:ffff" });
    expect(sameNetwork.status).toBe(429);
    expectStatus(await postJson({ email: freshEmail() }, { env, clientIp: "2001:db8:64:65::1" })).toBe(200);
  });

  it("holds under concurrency: of 40 signups sent at once from 40 addresses of one /64, 5 pass", async () => {
    const network = freshClientIp().replace(/::1$/, "");
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => postJson({ email: freshEmail() }, { env, clientIp: `${network}::${(i + 1).toString(16)}` })),
    );
    expect(answers.filter((response) => response.status === 200)).toHaveLength(5);
    expect(answers.filter((response) => response.status === 429)).toHaveLength(35);
  });
});

describe("POST /api/subscribe: rate limit per IPv6 /48", () => {
  it(
    "holds under concurrency: of 60 signups sent at once from 20 /64s of one /48, 40 pass; the rest are RATE_LIMITED with nothing sent to Kit",
    MANY_AT_ONCE,
    async () => {
      const network = freshClientIp().replace(/::1$/, "");
      const answers = await Promise.all(
        Array.from({ length: 60 }, (_, i) =>
          postJson({ email: freshEmail() }, { env, clientIp: `${network}:${(i % 20).toString(16)}::${(i + 1).toString(16)}` }),
        ),
      );
      expect(answers.filter((response) => response.status === 200)).toHaveLength(signupLimits.network.max);
      const refused = answers.filter((response) => response.status !== 200);
      expect(await Promise.all(refused.map(async (response) => (await json(response)).code))).toEqual(
        Array(60 - signupLimits.network.max).fill("RATE_LIMITED"),
      );
      expect(takenAddresses().size).toBe(signupLimits.network.max);
      expectStatus(await postJson({ email: freshEmail() }, { env, clientIp: freshClientIp() })).toBe(200);
    },
  );
});

describe("POST /api/subscribe: per mailbox", () => {
  /** Signups one mailbox is allowed a day (one for each list: the newsletter and each guide). */
  const MAILBOX = signupLimits.mailbox.max;
  /** One Gmail mailbox spelled eight ways (plus-tags, dots, capitals, googlemail.com), and more plus-tags until there are `count`. */
  const spellings = (name: string, count: number) => {
    const ways = [
      `${name}@gmail.com`,
      `${name}+news@gmail.com`,
      `${name.slice(0, 3)}.${name.slice(3)}@gmail.com`,
      `${name.toUpperCase()}@googlemail.com`,
      `${name[0]}.${name.slice(1)}+guide@gmail.com`,
      `${name}+1@googlemail.com`,
      `${name}+2@gmail.com`,
      `${name.slice(0, 2)}.${name.slice(2)}@gmail.com`,
    ];
    return [...ways, ...Array.from({ length: Math.max(0, count - ways.length) }, (_, n) => `${name}+more${n}@gmail.com`)];
  };
  const createdAddresses = () => kit.requests.filter((r) => r.path === "/v4/subscribers").map((r) => (r.body as { email_address: string }).email_address);

  it(`takes ${MAILBOX} signups a day per mailbox however it is spelled, sends Kit each address as typed, then answers RATE_LIMITED until the day is over`, async () => {
    const addresses = spellings(`box${Date.now().toString(36)}`, MAILBOX + 2);
    const answers: Response[] = [];
    // Each from its own client: the per-client limit is not what stops them.
    for (const email of addresses) answers.push(await postJson({ email }, { env }));
    expect(answers.map((response) => response.status)).toEqual([...Array<number>(MAILBOX).fill(200), 429, 429]);
    expect(await json(must(answers[MAILBOX]))).toMatchObject({ success: false, code: "RATE_LIMITED" });
    expect(Number(must(answers[MAILBOX]).headers.get("Retry-After"))).toBeGreaterThan(600);
    expect(createdAddresses()).toEqual(addresses.slice(0, MAILBOX));
    expect(kit.incentiveEmails).toBe(MAILBOX);
    // Another mailbox of the same domain is another count.
    expectStatus(await postJson({ email: `other${Date.now().toString(36)}@gmail.com` }, { env })).toBe(200);
  });

  it(`holds under concurrency: of ${MAILBOX + 14} plus-tagged addresses of one mailbox sent at once, ${MAILBOX} are taken`, async () => {
    const name = `burst${Date.now().toString(36)}`;
    const answers = await Promise.all(Array.from({ length: MAILBOX + 14 }, (_, i) => postJson({ email: `${name}+${i}@example.com` }, { env })));
    expect(answers.filter((response) => response.status === 200)).toHaveLength(MAILBOX);
    expect(answers.filter((response) => response.status === 429)).toHaveLength(14);
    expect(takenAddresses().size).toBe(MAILBOX);
  });
});

describe("POST /api/subscribe: each Kit call in its own slot", () => {
  /** Routes Kit to the fake and runs `meanwhile` while the signup's first call is with Kit. */
  function duringFirstCall(meanwhile: () => Promise<unknown>) {
    restore();
    const spy = routeKitTo(kit);
    let first = true;
    spy.mockImplementation(async (input, init) => {
      const request = new Request(input as RequestInfo, init);
      if (first) {
        first = false;
        await meanwhile();
      }
      return kit.fetch(request);
    });
    restore = spy.mockRestore;
  }
  const slowFirstCall = () => {
    kit = new FakeKit({ slowMs: 50 });
    kit.failNext = ["slow"];
  };

  it("defers to the queue a call that Kit's slowness made late for its slot when no slot is free now", async () => {
    slowFirstCall();
    // Meanwhile the consumer takes every slot of the next minute.
    duringFirstCall(async () => (await kitBudget(env, FAKE_KIT_KEY)).acquire(1_000_000, Number(env.KIT_REQUESTS_PER_MINUTE), 120_000));
    const response = await postJson({ email: freshEmail() }, { env });
    expect(await json(response)).toMatchObject({ success: true, queued: true });
    expect(kit.requests.map((r) => r.path)).toEqual(["/v4/subscribers"]);
    expect(queue.sent).toHaveLength(1);
    // Waiting for the budget is not a failed attempt.
    expect(must(queue.sent[0]).body).toMatchObject({ attempts: 0 });
  });

  it("sends a late call in a fresh slot when the budget has one free now", async () => {
    slowFirstCall();
    duringFirstCall(async () => undefined);
    const response = await postJson({ email: freshEmail() }, { env });
    expect(await json(response)).toEqual({ success: true, redirect: "/newsletter-thank-you" });
    expect(kit.requests).toHaveLength(2);
    expect(queue.sent).toHaveLength(0);
  });

  it("stops the later calls of a signup under way when a 429 pause starts elsewhere, and queues it for the pause", async () => {
    // Another request met Kit's 429 while this signup's first call was out.
    duringFirstCall(async () => (await kitBudget(env, FAKE_KIT_KEY)).rateLimited(60_000));
    const response = await postJson({ email: freshEmail(), magnet: "youtube-seo-checklist" }, { env });
    expect(await json(response)).toMatchObject({ success: true, queued: true });
    expect(kit.requests.map((r) => r.path)).toEqual(["/v4/subscribers"]);
    expect(queue.sent).toHaveLength(1);
    expect(must(queue.sent[0]).body).toMatchObject({ attempts: 0 });
    expect(must(queue.sent[0]).delaySeconds).toBeGreaterThanOrEqual(50);
    expect(must(queue.sent[0]).delaySeconds).toBeLessThanOrEqual(60);
  });
});

describe("POST /api/subscribe: local provider", () => {
  it("records the signup in KV outside production when no Kit key is set", async () => {
    const local = { ...env, ENVIRONMENT: "development", KIT_API_KEY: undefined };
    const email = freshEmail("local");
    const response = await postJson({ email }, { env: local });
    expect(await json(response)).toEqual({ success: true, redirect: "/newsletter-thank-you" });
    const keys = await testEnv.SIGNUPS_KV.list({ prefix: "local-signup:" });
    const values = await Promise.all(keys.keys.map((key) => testEnv.SIGNUPS_KV.get(key.name)));
    expect(values.some((value) => value?.includes(email))).toBe(true);
    expect(kit.requests).toHaveLength(0);
  });
});

describe("POST /api/subscribe: form posts without JavaScript", () => {
  const formHeaders = { Referer: `${SITE}/newsletter?utm_source=x` };

  it("answers 303 to the newsletter thank-you page", async () => {
    const response = await postForm({ email: freshEmail(), source: "/newsletter", form: "newsletter-hero" }, { env, headers: formHeaders });
    expectStatus(response).toBe(303);
    expect(response.headers.get("Location")).toBe("/newsletter-thank-you");
  });

  it("answers 303 to the magnet's thank-you page", async () => {
    const response = await postForm({ email: freshEmail(), magnet: "business-growth-guide", source: "/lead-magnet" }, { env });
    expect(response.headers.get("Location")).toBe("/lead-magnet/thank-you");
  });

  it("a free download whose signup failed on our side answers with the download itself, honest about the failure, and the address in a retry form", async () => {
    kit.mode = "server-error";
    queue.failing = true;
    const email = freshEmail("download");
    const response = await postForm({ email, magnet: "youtube-seo-checklist", source: "/youtube-seo-checklist", form: "hero-signup" }, { env });
    expect(response.status).toBe(502);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(response.headers.get("Location")).toBeNull();
    const html = await response.text();
    expect(html).toContain('href="/downloads/youtube-seo-checklist.pdf"');
    expect(html).toContain(guideThankYou.signupFailed.title);
    expect(html).toContain(signupAlerts.KIT_API_ERROR);
    for (const claim of ["Thanks for signing up", "Check your inbox"]) expect(html).not.toContain(claim);
    // A real form: it posts the same address again, with or without JavaScript.
    const retry = /<form id="retry-signup"[^>]*action="\/api\/subscribe"[\s\S]*?<\/form>/.exec(html)?.[0] ?? "";
    expect(retry).toContain(`value="${email}"`);
    expect(retry).toContain('name="magnet" value="youtube-seo-checklist"');
  });

  it("a free download refused by the per-client limit still gives the file (429, Retry-After), the newsletter form still goes back with the code", async () => {
    const clientIp = freshClientIp();
    for (let i = 0; i < 5; i++) expectStatus(await postForm({ email: freshEmail(), source: "/" }, { env, clientIp })).toBe(303);
    const download = await postForm({ email: freshEmail(), magnet: "video-idea-checklist", source: "/video-idea-checklist" }, { env, clientIp });
    expect(download.status).toBe(429);
    expect(Number(download.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await download.text()).toContain('href="/downloads/video-idea-validation-checklist.pdf"');
    const newsletter = await postForm({ email: freshEmail(), source: "/newsletter" }, { env, clientIp });
    expectStatus(newsletter).toBe(303);
    expect(newsletter.headers.get("Location")).toBe("/newsletter?signup_error=RATE_LIMITED");
  });

  const errors: { name: string; fields: Record<string, string>; location: string }[] = [
    {
      name: "missing email",
      fields: { email: "", source: "/newsletter", form: "newsletter-hero" },
      location: "/newsletter?signup_error=MISSING_EMAIL%3Anewsletter-hero#newsletter-hero",
    },
    { name: "invalid email", fields: { email: "nope", source: "/", form: "home-hero" }, location: "/?signup_error=INVALID_EMAIL%3Ahome-hero#home-hero" },
    {
      name: "unknown magnet",
      fields: { email: "a@example.com", magnet: "x", source: "/youtube-seo-checklist" },
      location: "/youtube-seo-checklist?signup_error=UNKNOWN_MAGNET",
    },
    { name: "repeated email field", fields: { source: "/newsletter" }, location: "/newsletter?signup_error=INVALID_REQUEST" },
    {
      name: "an outside source (open redirect attempt)",
      fields: { email: "", source: "//evil.example/x" },
      location: "/newsletter?signup_error=MISSING_EMAIL",
    },
    { name: "a scheme in source", fields: { email: "", source: "javascript:alert(1)" }, location: "/newsletter?signup_error=MISSING_EMAIL" },
    {
      name: "a source that normalises to another site (/.//evil)",
      fields: { email: "", source: "/.//evil.example/x" },
      location: "/newsletter?signup_error=MISSING_EMAIL",
    },
    { name: "a source with dot segments", fields: { email: "", source: "/a/../resources" }, location: "/resources?signup_error=MISSING_EMAIL" },
    { name: "an unsafe form id", fields: { email: "", source: "/", form: 'x"><script>' }, location: "/?signup_error=MISSING_EMAIL" },
  ];
  it.each(errors)("sends $name back to the form page with the code", async ({ name, fields, location }) => {
    const body = new URLSearchParams(fields);
    if (name === "repeated email field") {
      body.append("email", "a@example.com");
      body.append("email", "b@example.com");
    }
    const response = await call("/api/subscribe", body.toString(), { env, contentType: "application/x-www-form-urlencoded", headers: formHeaders });
    expectStatus(response).toBe(303);
    expect(response.headers.get("Location")).toBe(location);
  });

  it("goes back to the Referer's page when a too-large form post cannot be read", async () => {
    const response = await postForm({ email: "a@example.com", pad: "z".repeat(8000) }, { env, headers: formHeaders });
    expect(response.headers.get("Location")).toBe("/newsletter?signup_error=PAYLOAD_TOO_LARGE");
  });

  it("refuses a cross-site form post with 403 instead of redirecting", async () => {
    const response = await postForm({ email: freshEmail(), source: "/" }, { env, headers: { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" } });
    expect(response.status).toBe(403);
  });
});

describe("POST /api/subscribe: hostile input never produces a 500", () => {
  const bodies: [string, string][] = [
    ["deeply nested JSON", "[".repeat(2000) + "]".repeat(2000)],
    ["prototype pollution", JSON.stringify({ email: "a@example.com", __proto__: { admin: true }, constructor: { prototype: {} } })],
    ["boolean email", JSON.stringify({ email: true })],
    ["invalid UTF-8", "\udc00"],
    ["BOM then JSON", `\ufeff${JSON.stringify({ email: "a@example.com" })}`],
    ["10 KB of unicode", JSON.stringify({ email: "\u{1F600}".repeat(2600) })],
    ["RTL override in email", JSON.stringify({ email: "a\u202e@example.com" })],
    ["numbers as keys", JSON.stringify({ 0: "a@example.com" })],
  ];
  it.each(bodies)("%s answers a 4xx JSON error or success", async (_name, body) => {
    const response = await postJson(body, { env });
    expect(response.status).toBeLessThan(500);
    expect((await response.json()) as object).toHaveProperty("success");
  });

  it("answers every random body with a 4xx or success", async () => {
    const alphabet = ["{", "}", '"', ":", ",", "[", "]", "email", "@", "a", ".", "com", " ", "\\", "null", "1", "\u0000", "\u00e9"];
    for (let i = 0; i < 60; i++) {
      let body = "";
      for (let j = 0; j < 1 + (i % 25); j++) body += alphabet[(i * 7 + j * 13) % alphabet.length];
      const response = await postJson(body, { env });
      expect(response.status, body).toBeLessThan(500);
    }
  });
});
