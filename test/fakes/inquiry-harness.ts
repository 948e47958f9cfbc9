import { applyD1Migrations, createExecutionContext, env as testEnv, runInDurableObject, waitOnExecutionContext, type D1Migration } from "cloudflare:test";
import { beforeAll, beforeEach } from "vitest";
import type { Env } from "../../worker/config";
import { sha256 } from "../../worker/digest";
import worker from "../../worker/index";
import { devOutbox, ownerDigestCap, ownerEmailCap } from "../../worker/inquiries";
import { keepRefusal } from "../support/refusal";

/** The D1 migrations vitest.config.ts read into the TEST_MIGRATIONS binding. */
export async function migrateInquiries(db: D1Database = testEnv.DB): Promise<void> {
  await applyD1Migrations(db, (testEnv as unknown as { TEST_MIGRATIONS: D1Migration[] }).TEST_MIGRATIONS);
}

let visitor = 0;
/** A client address of its own, so each test meets the per-client limit afresh. */
export const freshVisitor = () => `198.51.${Math.floor(++visitor / 250) % 250}.${(visitor % 250) + 1}`;

/** A date this many days from today (UTC), as the form sends it. */
export function daysFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** A complete, valid inquiry as the island sends it. */
export function validInquiry(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: "Ada Organiser",
    email: "ada@example.org",
    organisation: "Creators Summit",
    eventName: "Creators Summit 2027",
    eventDate: daysFromToday(90),
    dateFlexible: false,
    city: "Lisbon",
    virtual: false,
    audience: "200-1000",
    format: "keynote",
    topic: "strategy",
    customTopic: "",
    budget: "5000-10000",
    message: "We would love a keynote on channel strategy.",
    from: "/speaker-v3",
    website: "",
    ...overrides,
  };
}

/**
 * Calls the worker as the runtime would, with `env` (the test's bindings, or ones a test replaced),
 * and waits for the work it left after its answer (the owner's email).
 */
export async function callWorker(request: Request, env: Env = testEnv as Env): Promise<Response> {
  const ctx = createExecutionContext();
  const response = await (worker.fetch as (request: Request, env: Env, ctx: ExecutionContext) => Promise<Response>)(request, env, ctx);
  await waitOnExecutionContext(ctx);
  // A refusal is kept for expectStatus, which names its fields when a request meant to pass fails.
  return keepRefusal(response);
}

/** POST /api/inquiry as the island (JSON) or a plain form post would send it, from this site. */
export function inquiryRequest(
  fields: Record<string, unknown>,
  { kind = "json", ip = freshVisitor(), origin = "https://www.example.com" }: { kind?: "json" | "form"; ip?: string; origin?: string | null } = {},
): Request {
  const headers: Record<string, string> = { "CF-Connecting-IP": ip };
  if (origin) headers.Origin = origin;
  let body: string;
  if (kind === "json") {
    headers["Content-Type"] = "application/json";
    body = JSON.stringify(fields);
  } else {
    headers["Content-Type"] = "application/x-www-form-urlencoded";
    const form = new URLSearchParams();
    for (const [name, value] of Object.entries(fields)) {
      if (value === false) continue;
      form.set(name, value === true ? "on" : String(value));
    }
    body = form.toString();
  }
  return new Request("https://www.example.com/api/inquiry", { method: "POST", headers, body });
}

export interface Row {
  id: string;
  name: string;
  email: string;
  message: string;
  event_name: string;
  emailed_at: string | null;
  answered_at: string | null;
  variant: string | null;
  source_page: string;
  [column: string]: unknown;
}

export async function rowsWhere(column: string, value: string): Promise<Row[]> {
  const { results } = await testEnv.DB.prepare(`SELECT * FROM speaker_inquiries WHERE ${column} = ?1`).bind(value).all<Row>();
  return results;
}

/**
 * Empties the owner-wide counters (the hourly cap on owner emails and on digests), which outlive a
 * test in a test file's storage, so each test starts with the owner's hour unspent.
 */
export async function resetOwnerInbox(): Promise<void> {
  const counters = (testEnv as Env).LIMIT_COUNTER;
  for (const limit of [ownerEmailCap, ownerDigestCap]) {
    const stub = counters.get(counters.idFromName(`${limit.kind}:${await sha256("owner-inbox")}`));
    await runInDurableObject(stub, (_instance, state) => state.storage.deleteAll());
  }
}

/**
 * What each inquiry test starts from: the inquiry tables migrated (once a file), the owner's hour
 * unspent and the development outbox empty, with no failure left armed by an earlier test.
 */
export function inquiriesFreshEachTest(): void {
  beforeAll(() => migrateInquiries());
  beforeEach(async () => {
    await resetOwnerInbox();
    devOutbox.sent.length = 0;
    devOutbox.failNext = 0;
    devOutbox.failAfterDeliveryNext = 0;
  });
}

/** An organiser's name no other test uses, to find this test's row. */
export const uniqueOrganiser = () => `Organiser ${crypto.randomUUID().slice(0, 8)}`;

/** Makes a stored inquiry `minutes` old: its row and its email's job in the outbox, which the cron's sweep reads. */
export async function ageInquiry(id: string, minutes: number): Promise<void> {
  const at = Date.now() - minutes * 60_000;
  await testEnv.DB.batch([
    testEnv.DB.prepare("UPDATE speaker_inquiries SET received_at = ?1 WHERE id = ?2").bind(new Date(at).toISOString(), id),
    testEnv.DB.prepare("UPDATE outbox_jobs SET created_at = ?1 WHERE id = ?2").bind(at, `inquiry-email:${id}`),
  ]);
}
