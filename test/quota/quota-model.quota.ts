/**
 * The quota model (`npm run bench -- --quota`; never part of `npm test`): runs each step of a
 * visitor's way against the worker in workerd, with every binding wrapped in a counter
 * (test/support/counting-env.ts) and Kit's calls counted at the fake Kit, then prints what one of
 * each step spends and how many visitors a day each plan holds (test/quota/plans.ts).
 */
import { createExecutionContext, env as testEnv, waitOnExecutionContext } from "cloudflare:test";
import { afterAll, expect, it, vi } from "vitest";
import worker from "../../worker/index";
import type { Env } from "../../worker/config";
import { countingEnv, noOperations, type OperationCounts } from "../support/counting-env";
import { FakeKit, KIT_BASE, kitEnv, recordingQueue } from "../fakes/signup-harness";
import { validInquiry } from "../fakes/inquiry-harness";
import { personUserAgent } from "../worker/support/site-client";
import { printPlans, type StepCounts } from "./plans";

const SITE = "https://site.test";
const SECRET = "quota-webhook-secret";
const PASSWORD = "quota-owner-password";
const ACCOUNT = "0123456789abcdef0123456789abcdef";

const kit = new FakeKit();
let kitCalls = 0;
let analyticsQueries = 0;
let ownerEmails = 0;
const realFetch = globalThis.fetch;
vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
  const request = new Request(input as RequestInfo, init);
  if (request.url.startsWith(KIT_BASE)) {
    kitCalls++;
    return kit.fetch(request);
  }
  if (request.url.includes("/analytics_engine/sql")) {
    analyticsQueries++;
    return Response.json({ meta: [], data: [], rows: 0 });
  }
  return realFetch(request);
});

/** Production configuration: Kit (the fake), Analytics Engine readable, the webhook, the owner's password. */
const production: Env = {
  ...kitEnv(recordingQueue(), {
    SITE_URL: SITE,
    SIGNUP_QUEUE: (testEnv as unknown as Env).SIGNUP_QUEUE,
    KIT_WEBHOOK_SECRET: SECRET,
    PREVIEW_PASSWORD: PASSWORD,
    ANALYTICS_ACCOUNT_ID: ACCOUNT,
    ANALYTICS_API_TOKEN: "quota-token",
  }),
  OWNER_EMAIL: {
    async send() {
      ownerEmails++;
    },
  } as unknown as SendEmail,
};

let visitorNumber = 0;
const freshVisitor = () => ({ ip: `203.0.113.${(++visitorNumber % 250) + 1}`, ua: personUserAgent(5000 + visitorNumber) });

async function send(env: Env, path: string, init: RequestInit & { visitor?: { ip: string; ua: string } } = {}): Promise<Response> {
  const who = init.visitor ?? freshVisitor();
  const headers = new Headers({ "CF-Connecting-IP": who.ip, "User-Agent": who.ua, ...(init.body ? { Origin: SITE, "Sec-Fetch-Site": "same-origin", "Content-Type": "application/json" } : {}) });
  for (const [name, value] of new Headers(init.headers)) headers.set(name, value);
  const ctx = createExecutionContext();
  const response = await worker.fetch(new Request(`${SITE}${path}`, { ...init, headers, redirect: "manual" }) as Request<unknown, IncomingRequestCfProperties>, env, ctx);
  await response.arrayBuffer();
  await waitOnExecutionContext(ctx);
  return response;
}

interface Step {
  name: string;
  /** What must exist before the step, done outside the count (the signup a confirmation confirms). */
  prepare?: (n: number) => Promise<unknown>;
  run: (env: Env, n: number) => Promise<Response>;
  expected: number[];
}

const STAMP = Date.now().toString(36);
const emailOf = (n: number) => `quota-${n}-${STAMP}@example.com`;
const STEPS: Step[] = [
  { name: "page view", run: (env) => send(env, "/newsletter"), expected: [200] },
  { name: "page view, with an experiment (/)", run: (env) => send(env, "/"), expected: [200] },
  { name: "beacon", run: (env) => send(env, "/api/view", { method: "POST", body: JSON.stringify({ path: "/newsletter" }) }), expected: [204] },
  {
    name: "consent choice",
    run: (env) => {
      const consentId = crypto.randomUUID();
      return send(env, "/api/consent", { method: "POST", body: JSON.stringify({ consentId, categories: ["necessary"], revision: 0, timestamp: new Date().toISOString(), acceptType: "necessary", gpc: false, cookie: "" }) });
    },
    expected: [201],
  },
  { name: "signup", run: (env, n) => send(env, "/api/subscribe", { method: "POST", body: JSON.stringify({ email: emailOf(n), referrer: `${SITE}/newsletter` }) }), expected: [200] },
  {
    name: "confirmation",
    prepare: (n) => send(production, "/api/subscribe", { method: "POST", body: JSON.stringify({ email: `confirm-${emailOf(n)}`, referrer: `${SITE}/newsletter` }) }),
    run: (env, n) =>
      send(env, `/api/kit-webhook/${SECRET}`, { method: "POST", body: JSON.stringify({ subscriber: { id: n, first_name: null, email_address: `confirm-${emailOf(n)}`, state: "active", created_at: new Date().toISOString(), fields: {} } }) }),
    expected: [200],
  },
  { name: "inquiry", run: (env, n) => send(env, "/api/inquiry", { method: "POST", body: JSON.stringify(validInquiry({ email: `organiser-${n}@example.org` })) }), expected: [200, 201, 303] },
  // A search of the archive that finds issues (a warm isolate: the index already checked).
  { name: "search", run: (env) => send(env, "/newsletter/issues?q=thumbnail"), expected: [200] },
  { name: "stats page load", run: (env) => send(env, "/internal/stats?days=30", { headers: { Authorization: `Basic ${btoa(`owner:${PASSWORD}`)}` } }), expected: [200] },
];

const measured: StepCounts[] = [];

it("counts what each step of a visitor's way spends", { timeout: 120_000 }, async () => {
  for (const step of STEPS) {
    // The first run warms the isolate (the day's salt, the page cache); the second is measured.
    await step.prepare?.(1);
    expect(step.expected, step.name).toContain((await step.run(production, 1)).status);
    await step.prepare?.(2);
    const counts: OperationCounts = noOperations();
    const before = { kit: kitCalls, queries: analyticsQueries, emails: ownerEmails };
    const response = await step.run(countingEnv(production, counts), 2);
    expect(step.expected, step.name).toContain(response.status);
    measured.push({ name: step.name, requests: 1, counts, kitCalls: kitCalls - before.kit, analyticsQueries: analyticsQueries - before.queries, ownerEmails: ownerEmails - before.emails });
  }
});

afterAll(() => {
  if (measured.length === STEPS.length) printPlans(measured);
});
