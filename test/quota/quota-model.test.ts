/**
 * The quota model, part of `npm test` (and printed by `npm run bench -- --quota`): runs each step
 * of a visitor's way, the owner's, and each cron against the worker in workerd, with every binding
 * wrapped in a counter (test/support/counting-env.ts), Durable Object storage rows counted
 * (test/support/counting-do-storage.ts) and Kit's calls counted at the fake Kit, then checks that
 * docs/deploy.md's tables are what it computes (test/quota/plans.ts) and that a viral day fits
 * Workers Free's D1.
 */
import { createExecutionContext, createMessageBatch, env as testEnv, getQueueResult, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import deployDoc from "../../docs/deploy.md?raw";
import worker from "../../worker/index";
import type { Env } from "../../worker/config";
import { CLAIM_KEPT_SECONDS, forgetOldEvents } from "../../worker/api";
import { countingEnv, noOperations, type OperationCounts } from "../support/counting-env";
import { countDoStorage, installDoStorageCounting, type DoStorageCounts } from "../support/counting-do-storage";
import { FakeKit, KIT_BASE, kitEnv, recordingQueue } from "../fakes/signup-harness";
import { FakeKitWebhooks } from "../fakes/fake-kit-webhooks";
import { validInquiry } from "../fakes/inquiry-harness";
import { personUserAgent } from "../worker/support/site-client";
import { dailyUsage, FREE_A_DAY, FREE_SUBREQUESTS, quotaTables, tablesIn, TABLES_END, TABLES_START, VIRAL_VISITORS, type StepCounts } from "./plans";
import { kitBudget } from "../../worker/kit";
import { FAKE_KIT_KEY } from "../fakes/fake-kit";
import { NEWSLETTER_THANK_YOU_PATH } from "../../src/content/newsletter-thank-you";
import { issuePath } from "../../src/newsletter/paths";
import type { SignupMessage } from "../../worker/store";
import { draftText } from "../worker/publishing/publish-harness";
import { SHARE_CARD_FIELD } from "../../src/publishing/share-card-contract";
import { testPng, toBase64 } from "../support/png";
import { necessaryOnlyChoice } from "../support/consent-choice";
import { FakeYouTube, fakeVideoId } from "../fakes/fake-youtube";
import { readFeedIfOn } from "../../worker/videos";
import { must } from "../../src/must.ts";

let card: Uint8Array | undefined;

const SITE = "https://site.test";
const SECRET = "quota-webhook-secret";
const PASSWORD = "quota-owner-password-9f3K";
const ACCOUNT = "0123456789abcdef0123456789abcdef";

const kit = new FakeKit();
const webhooks = new FakeKitWebhooks();
const endpoint = { id: 1, url: `${SITE}/api/kit-webhook`, events: ["subscriber.activated"], name: "quota", secrets: [SECRET] };
// The channel's feed (worker/videos): its latest 15 uploads, as YouTube lists them.
const YOUTUBE_ORIGIN = "https://youtube.quota.test";
const CHANNEL_ID = "UCquotaChannel0123456789";
const youtube = new FakeYouTube(CHANNEL_ID);
youtube.uploads = Array.from({ length: 15 }, (_, n) => ({
  id: fakeVideoId(n + 1),
  title: `Quota video ${n + 1}`,
  description: `0:00 Intro\n1:15 The idea\n\nMore at https://tools.example/${n}`,
  published: new Date(Date.UTC(2026, 0, 1) + n * 86_400_000).toISOString(),
}));
/** The steps of the channel's pages read it with the channel on (the other steps keep it off, as their rows were measured). */
const withChannel = (env: Env): Env => ({
  ...env,
  YOUTUBE_CHANNEL_ID: CHANNEL_ID,
  YOUTUBE_FEED_URL: `${YOUTUBE_ORIGIN}/feeds/videos.xml?channel_id=${CHANNEL_ID}`,
  YOUTUBE_THUMBNAILS_BASE: YOUTUBE_ORIGIN,
});
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
  if (request.url.startsWith(YOUTUBE_ORIGIN)) return youtube.fetch(request);
  if (request.url.includes("/analytics_engine/sql")) {
    analyticsQueries++;
    return Response.json({ meta: [], data: [], rows: 0 });
  }
  return realFetch(request);
});

/** Production configuration: Kit (the fake), Analytics Engine readable, the signed webhook, the owner's password. */
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
const owner = { Authorization: `Basic ${btoa(`owner:${PASSWORD}`)}` };

/**
 * The step being measured: its counts, the invocations it made (each a Workers request) and the
 * most subrequests one of them made (Free allows 50: every binding call, D1 query and fetch).
 */
let measuring: { counts: OperationCounts; invocations: number; most: number } | undefined;
const subrequestsSoFar = () => (measuring?.counts.subrequests ?? 0) + kitCalls + analyticsQueries;
async function invocation<T>(work: () => Promise<T>): Promise<T> {
  const before = subrequestsSoFar();
  try {
    return await work();
  } finally {
    if (measuring) {
      measuring.invocations++;
      measuring.most = Math.max(measuring.most, subrequestsSoFar() - before);
    }
  }
}

/** One request to the worker, run to the end of its background work: one invocation. */
function fetchWorker(env: Env, request: Request): Promise<Response> {
  return invocation(() => fetchOnce(env, request));
}

async function fetchOnce(env: Env, request: Request): Promise<Response> {
  const ctx = createExecutionContext();
  (ctx as { cache?: unknown }).cache = { purge: async () => ({ success: true, errors: [] }) };
  const response = await worker.fetch(request as Request<unknown, IncomingRequestCfProperties>, env, ctx);
  const body = await response.arrayBuffer();
  await waitOnExecutionContext(ctx);
  return new Response(response.status === 204 || response.status === 304 ? null : body, { status: response.status, headers: response.headers });
}

async function send(env: Env, path: string, init: RequestInit = {}): Promise<Response> {
  const who = freshVisitor();
  const headers = new Headers({
    "CF-Connecting-IP": who.ip,
    "User-Agent": who.ua,
    ...(init.body ? { Origin: SITE, "Sec-Fetch-Site": "same-origin", "Content-Type": "application/json" } : {}),
  });
  for (const [name, value] of new Headers(init.headers)) headers.set(name, value);
  return fetchWorker(env, new Request(`${SITE}${path}`, { ...init, headers, redirect: "manual" }));
}

/** A cron run, as Cloudflare starts it (wrangler.toml's `crons`). */
async function cron(env: Env, expression: string): Promise<Response> {
  await invocation(async () =>
    must(worker.scheduled)({ cron: expression, scheduledTime: Date.now(), type: "scheduled", noRetry() {} } as ScheduledController, env),
  );
  return new Response(null, { status: 200 });
}

/**
 * Queued signups, a batch of wrangler.toml's size (4), delivered by the signups consumer: one
 * invocation. As in a backlog, every Kit call waits for its slot (Kit's budget at 300 a minute,
 * its next slot taken outside the count), so each asks the budget for its slot and for a pause
 * before it goes: the most a batch makes, and the same on every run (a sleeper may wake up to
 * 600 ms late before it asks again).
 */
async function consumeBatch(_env: Env, n: number): Promise<Response> {
  const budget = kitEnv(recordingQueue()).KIT_BUDGET;
  await (await kitBudget({ KIT_BUDGET: budget }, FAKE_KIT_KEY)).acquire(1, 300, 0);
  const env = countingEnv({ ...production, KIT_BUDGET: budget, KIT_REQUESTS_PER_MINUTE: "300" }, measuring?.counts ?? noOperations());
  const messages = Array.from(
    { length: 4 },
    (_, i): SignupMessage => ({
      v: 1,
      signup: {
        id: crypto.randomUUID(),
        email: `queued-${n}-${i}-${emailOf(n)}`,
        receivedAt: new Date().toISOString(),
        ...(i % 2 ? { magnet: "youtube-seo-checklist" as never } : {}),
      },
      attempts: 0,
    }),
  );
  const batch = createMessageBatch(
    "signups",
    messages.map((body, i) => ({ id: `quota-${STAMP}-${n}-${i}`, timestamp: new Date(), attempts: 1, body })),
  );
  const ctx = createExecutionContext();
  await invocation(async () => (worker.queue as ExportedHandlerQueueHandler<Env>)(batch, env, ctx));
  const result = await getQueueResult(batch, ctx);
  return new Response(null, { status: result.explicitAcks.length === messages.length ? 200 : 500 });
}

/** Production with Kit's budget paused (a 429 met a moment ago): a signup waits in the queue. */
let kitBusy: Env | undefined;
async function busyKit(): Promise<Env> {
  if (kitBusy) return kitBusy;
  const busy = { ...production, KIT_BUDGET: kitEnv(recordingQueue()).KIT_BUDGET };
  await (await kitBudget(busy, FAKE_KIT_KEY)).rateLimited(3_600_000);
  kitBusy = busy;
  return busy;
}

interface Step {
  name: string;
  /** What must exist before the step, done outside the count (the signup a confirmation confirms). */
  prepare?: (n: number) => Promise<unknown>;
  run: (env: Env, n: number) => Promise<Response>;
  expected: number[];
}

const STAMP = Date.now().toString(36);
/** The drafts the draft-save step saves, made by its `prepare`. */
const drafts = new Map<number, { id: string; version: number }>();
const emailOf = (n: number) => `quota-${n}-${STAMP}@example.com`;
const claimId = (n: number) => `old-claim-${STAMP}-${n}`;
const STEPS: Step[] = [
  { name: "page view", run: (env) => send(env, "/newsletter"), expected: [200] },
  { name: "page view, with an experiment (/)", run: (env) => send(env, "/"), expected: [200] },
  { name: "beacon", run: (env) => send(env, "/api/view", { method: "POST", body: JSON.stringify({ path: "/newsletter" }) }), expected: [204] },
  {
    name: "consent choice",
    run: (env) => send(env, "/api/consent", { method: "POST", body: JSON.stringify(necessaryOnlyChoice()) }),
    expected: [201],
  },
  {
    name: "signup",
    run: (env, n) => send(env, "/api/subscribe", { method: "POST", body: JSON.stringify({ email: emailOf(n), referrer: `${SITE}/newsletter` }) }),
    expected: [200],
  },
  // The page each signup goes to, and its beacon: two requests.
  {
    name: "thank-you page (after each signup)",
    run: async (env) => {
      const page = await send(env, NEWSLETTER_THANK_YOU_PATH);
      const beacon = await send(env, "/api/view", { method: "POST", body: JSON.stringify({ path: NEWSLETTER_THANK_YOU_PATH }) });
      return page.status === 200 ? beacon : page;
    },
    expected: [204],
  },
  {
    // Kit's budget paused: the endpoint queues the signup (one message: three queue operations).
    name: "signup, Kit busy (queued)",
    run: async (env, n) =>
      send({ ...env, KIT_BUDGET: (await busyKit()).KIT_BUDGET }, "/api/subscribe", {
        method: "POST",
        body: JSON.stringify({ email: `busy-${emailOf(n)}`, referrer: `${SITE}/newsletter` }),
      }),
    expected: [200, 202],
  },
  // The queued signups delivered once Kit answers: a full batch (a backlog fills them), half with a lead magnet.
  { name: "signups consumer, a batch of 4", run: (env, n) => consumeBatch(env, n), expected: [200] },
  {
    name: "confirmation",
    prepare: (n) =>
      send(production, "/api/subscribe", { method: "POST", body: JSON.stringify({ email: `confirm-${emailOf(n)}`, referrer: `${SITE}/newsletter` }) }),
    // Kit's signed delivery of `subscriber.activated`, as the fake Kit's webhooks send it.
    run: async (env, n) => {
      // The subscriber Kit holds (its id), so the referral links' Kit call succeeds as in production.
      const event = webhooks.subscriberEvent("subscriber.activated", `confirm-${emailOf(n)}`);
      (event.data.subscriber as { id: number }).id = must(kit.subscriber(`confirm-${emailOf(n)}`)).id;
      const [delivery] = webhooks.deliveries([event]);
      const attempt = await webhooks.send(endpoint, must(delivery), (request) => fetchWorker(env, request));
      return new Response(attempt.body, { status: attempt.status });
    },
    expected: [200],
  },
  {
    // Deleted by the daily cron's one statement: no request of its own.
    name: "webhook claim deleted (in the daily cron)",
    prepare: (n) =>
      testEnv.DB.prepare("INSERT INTO kit_webhook_events (event_id, received_at) VALUES (?1, ?2)")
        .bind(claimId(n), Math.floor(Date.now() / 1000) - CLAIM_KEPT_SECONDS - 60)
        .run(),
    run: async (env) => {
      await forgetOldEvents(env.DB);
      return new Response(null, { status: 200 });
    },
    expected: [200],
  },
  {
    // An isolate's first view of a day asks the day's salt (worker/stats/salt.ts): part of that view's request.
    name: "daily salt (an isolate's first view of a day)",
    run: async (env) => {
      await env.DAILY_SALT.get(env.DAILY_SALT.idFromName("daily-salt")).saltFor(new Date().toISOString().slice(0, 10));
      return new Response(null, { status: 200 });
    },
    expected: [200],
  },
  // A made-up address under the archive (a typo, a crawler's guess): one row looked up, a 404.
  { name: "unknown issue address", run: (env, n) => send(env, issuePath(`no-such-issue-${STAMP}-${n}`)), expected: [404] },
  {
    name: "inquiry",
    run: (env, n) => send(env, "/api/inquiry", { method: "POST", body: JSON.stringify(validInquiry({ email: `organiser-${n}@example.org` })) }),
    expected: [200, 201, 303],
  },
  { name: "stats page load", run: (env) => send(env, "/internal/stats?days=30", { headers: owner }), expected: [200] },
  // A search of the archive that finds issues (a warm isolate: the index already checked).
  { name: "archive search", run: (env) => send(env, "/newsletter/issues?q=thumbnail"), expected: [200] },
  {
    // The previewer's autosave of a draft the owner types: the draft exists (made outside the count), the save names its version.
    name: "draft save",
    prepare: async (n) => {
      const created = await send(production, "/internal/drafts", {
        method: "POST",
        headers: { ...owner, Accept: "application/json" },
        body: JSON.stringify({ text: draftText(), style: "editorial" }),
      });
      drafts.set(n, ((await created.json()) as { draft: { id: string; version: number } }).draft);
    },
    run: (env, n) =>
      send(env, `/internal/drafts/${must(drafts.get(n)).id}`, {
        method: "PUT",
        headers: { ...owner, Accept: "application/json" },
        body: JSON.stringify({ text: `${draftText()}\nedit ${n}`, style: "editorial", base_version: must(drafts.get(n)).version }),
      }),
    expected: [200],
  },
  {
    name: "publish",
    run: (env, n) =>
      send(env, "/internal/issues", {
        method: "POST",
        headers: { ...owner, Accept: "application/json" },
        // With its share card, as the previewer sends it (base64 of the PNG its browser drew).
        body: JSON.stringify({
          title: `A quota issue ${n}`,
          slug: `quota-issue-${STAMP}-${n}`,
          style: "editorial",
          draft: draftText(),
          [SHARE_CARD_FIELD]: toBase64(must(card)),
        }),
      }),
    expected: [201],
  },
  { name: "cron, every 5 minutes", run: (env) => cron(env, "*/5 * * * *"), expected: [200] },
  { name: "cron, daily", run: (env) => cron(env, "0 8 * * *"), expected: [200] },
  // The channel's feed, read by the 5-minute cron when YOUTUBE_CHANNEL_ID is set: the feed
  // unchanged since the last run (the steady state: its 15 videos read, only the read's time written).
  {
    name: "cron, channel feed (every 5 minutes)",
    run: async (env) => {
      const outcome = await readFeedIfOn(withChannel(env), new Date());
      return new Response(null, { status: outcome?.kind === "read" ? 200 : 500 });
    },
    expected: [200],
  },
  {
    name: "video page view",
    prepare: () => readFeedIfOn(withChannel(production), new Date()),
    run: (env) => send(withChannel(env), "/videos/quota-video-3"),
    expected: [200],
  },
];

/** Each step twice: the first warms the isolate (the day's salt, the page cache), the second is counted. */
async function measure(): Promise<StepCounts[]> {
  await installDoStorageCounting(testEnv.LIMIT_COUNTER as unknown as DurableObjectNamespace);
  card = await testPng(1200, 630);
  const measured: StepCounts[] = [];
  for (const step of STEPS) {
    await step.prepare?.(1);
    expect(step.expected, `${step.name} (warm-up)`).toContain((await step.run(production, 1)).status);
    await step.prepare?.(2);
    const counts: OperationCounts = noOperations();
    const storage: DoStorageCounts = { doRowsRead: 0, doRowsWritten: 0, alarmsSet: 0 };
    const before = { kit: kitCalls, queries: analyticsQueries, emails: ownerEmails };
    const stop = countDoStorage(storage);
    measuring = { counts, invocations: 0, most: 0 };
    const start = subrequestsSoFar();
    const response = await step.run(countingEnv(production, counts), 2).finally(stop);
    const { invocations, most } = measuring;
    // Work inside another invocation (the daily cron's, a view's): what it adds to that one.
    const subrequests = invocations === 0 ? subrequestsSoFar() - start : most;
    measuring = undefined;
    expect(step.expected, step.name).toContain(response.status);
    measured.push({
      name: step.name,
      requests: invocations,
      subrequests,
      counts,
      storage,
      kitCalls: kitCalls - before.kit,
      analyticsQueries: analyticsQueries - before.queries,
      ownerEmails: ownerEmails - before.emails,
    });
  }
  return measured;
}

describe("the quota model", () => {
  it("measures every step, and docs/deploy.md's tables are what it computes; a viral day fits Workers Free's D1", { timeout: 120_000 }, async () => {
    const steps = await measure();
    const tables = quotaTables(steps);
    if ((testEnv as { QUOTA_PRINT?: string }).QUOTA_PRINT) console.log(`\n${TABLES_START}\n${tables}\n${TABLES_END}\n`);

    // Counted at all: a step that spent nothing would mean a wrapper lost its binding.
    const byName = Object.fromEntries(steps.map((step) => [step.name, step]));
    expect(must(byName.signup).counts.doRequests).toBeGreaterThan(0);
    expect(must(byName.signup).storage.doRowsWritten).toBeGreaterThan(0);
    expect(must(byName.confirmation).counts.d1RowsWritten).toBeGreaterThan(0);

    // Workers Free's 50 subrequests per invocation: no step and no consumer batch makes more.
    for (const step of steps) expect(step.subrequests, `${step.name}: subrequests in one invocation`).toBeLessThanOrEqual(FREE_SUBREQUESTS);
    expect(must(byName["signups consumer, a batch of 4"]).counts.kvWrites, "a delivered marker per message").toBe(4);
    expect(must(byName["signup, Kit busy (queued)"]).counts.queueMessages).toBe(1);
    expect(must(byName["unknown issue address"]).counts.d1RowsRead).toBeLessThanOrEqual(2);
    expect(must(byName["unknown issue address"]).counts.d1RowsWritten).toBe(0);

    const viral = dailyUsage(steps, VIRAL_VISITORS);
    console.log(`[quota] a viral day writes ${viral.d1RowsWritten} D1 rows (Free: ${FREE_A_DAY.d1RowsWritten}) and ${viral.doRowsWritten} Durable Object rows`);
    // With room: at least 15,000 rows of Free's day left for more inquiries, publishing and the owner's work.
    expect(viral.d1RowsWritten).toBeLessThanOrEqual(0.85 * FREE_A_DAY.d1RowsWritten);

    expect(tablesIn(deployDoc), "docs/deploy.md lacks the quota-tables markers").toBeDefined();
    expect(tablesIn(deployDoc), "docs/deploy.md's quota tables differ from the model: run `npm run bench -- --quota --write`").toBe(tables);
  });
});
