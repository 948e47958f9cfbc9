import { createExecutionContext, createMessageBatch, env as testEnv, getQueueResult } from "cloudflare:test";
import { afterAll, describe, expect, it, vi } from "vitest";
import { desk } from "../../../src/content/desk";
import { deliveryProblemInWords } from "../../../src/content/delivery-problems";
import { inquiryDigest, inquiryEmail } from "../../../src/content/inquiry";
import { kitProblemWords, resultsProblemWords } from "../../../src/content/kit-status";
import { feedFailures } from "../../../src/content/videos";
import { ISSUES_PATH } from "../../../src/publishing/contract";
import { DELIVERY_PROBLEM_CODES, type DeliveryProblem } from "../../../src/signup";
import { configOf, type Env } from "../../../worker/config";
import worker from "../../../worker/index";
import { devOutbox, ownerEmailCap } from "../../../worker/inquiries";
import { refreshDueIssueResults } from "../../../worker/publishing";
import { DEAD_LETTERS_ALERT_CRON } from "../../../worker/signup";
import { KEY_PREFIX, type SignupMessage } from "../../../worker/store";
import { readChannelFeed } from "../../../worker/videos";
import { FAKE_KIT_KEY } from "../../fakes/fake-kit";
import { callWorker, inquiryRequest, validInquiry } from "../../fakes/inquiry-harness";
import { FakeKit, KIT_BASE, kitEnv, recordingQueue, routeKitTo } from "../../fakes/signup-harness";
import { passAt } from "../../support/broadcast-reconciler";
import { daysFromToday, freshSlug, jsonPost, newKitAccount, publishingClient, validIssue } from "../publishing/publish-harness";
import { freshYouTube, youtubeEnv } from "../videos/youtube-harness";
import { must } from "../../../src/must";
import { expectStatus } from "../../support/refusal";

/**
 * No stored row holds an owner's sentence (issue 59): the jobs that write why something failed store
 * a code, and src/content words it when a page renders. The scenarios below make each such row (a
 * failed and a rate-limited Kit call of the broadcast's reconciler, a failed refresh of an issue's
 * results, a failing channel feed, the inquiries' digest), then every text column of every D1 table
 * is read and no value may hold a sentence of the words those codes render as.
 */

const MARK = "\u0000";
/** Each word of a map, said with every datum a mark and then empty: the fixed parts between are its sentences. */
function sentencesOf(words: object): string[] {
  // Any field of a code's data reads as `value`, and so does the datum itself in a template.
  const data = (value: string) => new Proxy({}, { get: (_, key) => (key === "toString" || key === "valueOf" ? () => value : value) });
  const tried = (call: () => unknown) => {
    try {
      return call();
    } catch {
      return undefined;
    }
  };
  const said = Object.values(words).flatMap((word: unknown) => {
    if (typeof word === "string") return [word];
    if (typeof word !== "function") return typeof word === "object" && word !== null ? sentencesOf(word) : [];
    const call = word as (...args: unknown[]) => unknown;
    return [MARK, ""]
      .flatMap((value) => [tried(() => call(data(value))), tried(() => call(value, value))])
      .filter((text): text is string => typeof text === "string");
  });
  // Short fixed parts ("Kit answered ") could be anyone's words; a sentence's are longer.
  return [...new Set(said.flatMap((text) => text.split(MARK)).map((part) => part.trim()))].filter((part) => part.length >= 16);
}

/** Why a signup did not reach Kit, each code said with every datum a mark. */
const deliveryWords = Object.fromEntries(
  DELIVERY_PROBLEM_CODES.map((code) => [
    code,
    deliveryProblemInWords({ code, kind: MARK, status: MARK, call: MARK, details: [MARK], settings: [MARK] } as unknown as DeliveryProblem, MARK, MARK),
  ]),
);

const SENTENCES = [kitProblemWords, resultsProblemWords, feedFailures, inquiryDigest, inquiryEmail, desk.alerts, deliveryWords].flatMap(sentencesOf);

/** A stored code's data: numbers, and strings that are ids or names (no spaces), or lists of those. */
const isCodeDatum = (value: unknown): boolean =>
  typeof value === "number" || (typeof value === "string" && !/\s/.test(value)) || (Array.isArray(value) && value.every(isCodeDatum));

/** Every value and metadata of SIGNUPS_KV's dead letters, with where it is. */
async function deadLetterTexts(kv: KVNamespace): Promise<{ at: string; value: string; metadata: unknown }[]> {
  const { keys } = await kv.list({ prefix: KEY_PREFIX.deadLetter });
  return Promise.all(keys.map(async ({ name, metadata }) => ({ at: name, value: must(await kv.get(name)), metadata })));
}

/** Every text value of every D1 table, with where it is. */
async function storedTexts(db: D1Database): Promise<{ at: string; value: string }[]> {
  const { results: tables } = await db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name NOT LIKE 'd1_%'")
    .all<{ name: string }>();
  const texts: { at: string; value: string }[] = [];
  for (const { name } of tables) {
    const { results: columns } = await db.prepare(`PRAGMA table_info("${name}")`).all<{ name: string; type: string }>();
    for (const column of columns.filter((column) => column.type === "" || /TEXT|CHAR|CLOB/i.test(column.type))) {
      const { results } = await db.prepare(`SELECT "${column.name}" AS value FROM "${name}" WHERE typeof("${column.name}") = 'text'`).all<{ value: string }>();
      for (const { value } of results) texts.push({ at: `${name}.${column.name}`, value });
    }
  }
  return texts;
}

function setUpKit() {
  const kit = new FakeKit();
  routeKitTo(kit);
  const env = kitEnv(recordingQueue(), { ENVIRONMENT: "development", KIT_EMAIL_TEMPLATE_ID: "101" } as Partial<Env>);
  return { kit, env, send: publishingClient(env) };
}

afterAll(() => vi.restoreAllMocks());

describe("no stored row holds an owner's sentence", () => {
  it("knows the sentences it looks for", () => {
    expect(SENTENCES).toContain("); the site looks again within a minute.");
    expect(SENTENCES).toContain("The site could not reach YouTube's feed.");
    expect(SENTENCES).toContain("): fix the cause, then replay it on the dead-letter page.");
    expect(SENTENCES).toContain("The signup queue gave up after its retries (the worker's log has each error)");
  });

  it("after Kit fails the reconciler, refuses a refresh, the feed fails and the digest goes", { timeout: 90_000 }, async () => {
    await newKitAccount();
    const { kit, env, send } = setUpKit();
    // The reconciler: Kit failing (500), then asking to slow down (429).
    kit.mode = "server-error";
    await send(ISSUES_PATH, jsonPost(validIssue()));
    await passAt(env);
    kit.mode = "normal";
    kit.failNext = ["rate-limited"];
    await send(ISSUES_PATH, jsonPost(validIssue()));

    // The results' refresh: Kit failing on an issue it holds.
    const made = await kit.fetch(
      new Request(`${KIT_BASE}/broadcasts`, {
        method: "POST",
        headers: { "X-Kit-Api-Key": FAKE_KIT_KEY, "Content-Type": "application/json" },
        body: JSON.stringify({ subject: "Results", content: "<p>x</p>", public: false, send_at: null }),
      }),
    );
    const { broadcast } = (await made.json()) as { broadcast: { id: number } };
    const slug = freshSlug("codes");
    const now = new Date().toISOString();
    await testEnv.DB.batch([
      testEnv.DB.prepare(
        "INSERT INTO newsletter_issues (slug, title, date, style, draft, published_at, updated_at) VALUES (?1, 'Results', ?2, 'editorial', 'HOOK: x', ?3, ?3)",
      ).bind(slug, daysFromToday(-3), now),
      testEnv.DB.prepare("INSERT INTO issue_broadcasts (slug, confirmed_revision, kit_id) VALUES (?1, 1, ?2)").bind(slug, broadcast.id),
    ]);
    kit.failNext = ["server-error"];
    expect((await refreshDueIssueResults(env)).failed).toBe(1);
    vi.restoreAllMocks();

    // The channel's feed: YouTube failing.
    const youtube = await freshYouTube();
    youtube.feedMode = "server-error";
    const videos = youtubeEnv();
    expect(await readChannelFeed(videos, must(configOf(videos).youtube))).toMatchObject({ kind: "failed" });
    vi.restoreAllMocks();

    // The inquiries: past the hourly cap, the rest go in the cron's digest.
    for (let i = 0; i <= ownerEmailCap.max; i++) expectStatus(await callWorker(inquiryRequest(validInquiry({ name: `Person ${i}` })))).toBe(200);
    const sent = devOutbox.sent.length;
    await (worker.scheduled as ExportedHandlerScheduledHandler<Env>)(
      { cron: "*/5 * * * *", scheduledTime: Date.now(), noRetry() {} } as ScheduledController,
      testEnv as Env,
      createExecutionContext(),
    );
    expect(devOutbox.sent.length).toBe(sent + 1);

    const stored = await storedTexts(testEnv.DB);
    // The scenarios stored their reasons.
    for (const column of ["issue_broadcasts.reason", "newsletter_issue_results.failure", "video_feed_state.last_failure"])
      expect(stored.some((text) => text.at === column)).toBe(true);
    const worded = stored.flatMap(({ at, value }) =>
      SENTENCES.filter((sentence) => value.includes(sentence)).map((sentence) => `${at}: ${value} (holds "${sentence}")`),
    );
    expect(worded).toEqual([]);
  });

  it("after a signup Kit fails until it is a dead letter, and the owner alerts it raises", { timeout: 60_000 }, async () => {
    const kit = new FakeKit();
    routeKitTo(kit);
    const queue = recordingQueue();
    const env = kitEnv(queue);
    const deliver = async (body: SignupMessage, target: Env = env) => {
      const batch = createMessageBatch("signups", [{ id: `m-${crypto.randomUUID()}`, timestamp: new Date(), attempts: 1, body }]);
      const ctx = createExecutionContext();
      await (worker.queue as ExportedHandlerQueueHandler<Env>)(batch, target, ctx);
      await getQueueResult(batch, ctx);
    };
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    vi.spyOn(console, "warn").mockImplementation(() => undefined);

    // Kit failing (500) on every attempt: the signup becomes a dead letter (alert DEAD_LETTER).
    kit.mode = "server-error";
    let body: SignupMessage = {
      v: 1,
      signup: { id: crypto.randomUUID(), email: `dead.${Date.now()}@example.com`, receivedAt: new Date().toISOString() },
      attempts: 0,
    };
    for (let round = 1; round <= 8; round++) {
      const before = queue.sent.length;
      await deliver(body);
      if (queue.sent.length === before) break;
      body = must(queue.sent.at(-1)).body as SignupMessage;
    }
    kit.mode = "normal";
    // Kit refusing the key (alert KIT_AUTH), and the daily check of waiting dead letters (DEAD_LETTERS_WAITING).
    await deliver(
      { v: 1, signup: { id: crypto.randomUUID(), email: `key.${Date.now()}@example.com`, receivedAt: new Date().toISOString() }, attempts: 0 },
      kitEnv(queue, { KIT_API_KEY: "revoked" }),
    );
    await (worker.scheduled as ExportedHandlerScheduledHandler<Env>)(
      { cron: DEAD_LETTERS_ALERT_CRON, scheduledTime: Date.now(), noRetry() {} } as ScheduledController,
      env,
      createExecutionContext(),
    );
    vi.restoreAllMocks();

    // D1: the alerts are kept, each as its name and details that are no words.
    const { results: alerts } = await testEnv.DB.prepare("SELECT * FROM owner_alerts").all<Record<string, unknown>>();
    expect(alerts.map((alert) => alert.name)).toEqual(expect.arrayContaining(["DEAD_LETTER", "KIT_AUTH", "DEAD_LETTERS_WAITING"]));
    const notCodes = alerts.flatMap(({ day: _day, name: _name, count: _count, last_at: _at, ...kept }) =>
      Object.entries(kept).flatMap(([column, value]) => {
        const details = (() => {
          try {
            return JSON.parse(String(value)) as unknown;
          } catch {
            return value;
          }
        })();
        const ok = typeof details === "object" && details !== null && !Array.isArray(details) && Object.values(details).every(isCodeDatum);
        return ok ? [] : [`owner_alerts.${column}: ${String(value)}`];
      }),
    );
    expect(notCodes).toEqual([]);

    // KV: the dead letter keeps a code, in its value and its metadata.
    const letters = await deadLetterTexts(testEnv.SIGNUPS_KV);
    const letter = letters.find((stored) => stored.at.endsWith(body.signup.id));
    expect(letter).toBeDefined();
    const { reason, lastError } = JSON.parse(must(letter).value) as { reason: unknown; lastError?: unknown };
    for (const code of [reason, lastError, must(letter).metadata]) {
      expect(code).toMatchObject({ code: expect.any(String) });
      expect(Object.values(code as object).every(isCodeDatum), JSON.stringify(code)).toBe(true);
    }
    const stored = [
      ...(await storedTexts(testEnv.DB)),
      ...letters.flatMap(({ at, value, metadata }) => [
        { at, value },
        { at: `${at} (metadata)`, value: JSON.stringify(metadata) },
      ]),
    ];
    const worded = stored.flatMap(({ at, value }) =>
      SENTENCES.filter((sentence) => value.includes(sentence)).map((sentence) => `${at}: ${value} (holds "${sentence}")`),
    );
    expect(worded).toEqual([]);
  });
});
