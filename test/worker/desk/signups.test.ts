import { createExecutionContext, createMessageBatch, env as testEnv, getQueueResult, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Env } from "../../../worker/config";
import worker from "../../../worker/index";
import { KEY_PREFIX, type SignupMessage } from "../../../worker/store";
import { FakeKit, freshEmail, kitEnv, recordingQueue, routeKitTo, SITE, type RecordingQueue } from "../../fakes/signup-harness";
import { must } from "../../../src/must.ts";
import { reasonInWords } from "../../../src/content/dead-letters";
import { expectStatus } from "../../support/refusal";

const escaped = (text: string) => text.replace(/&/g, "&amp;").replace(/'/g, "&#x27;").replace(/"/g, "&quot;");

const PASSWORD = "correct-horse-battery-staple-42";
const AUTH = { Authorization: `Basic ${btoa(`owner:${PASSWORD}`)}` };
const FORM = { ...AUTH, "Content-Type": "application/x-www-form-urlencoded", Origin: SITE, "Sec-Fetch-Site": "same-origin" };

let kit: FakeKit;
let queue: RecordingQueue;
let env: Env;
let restore: () => void;

beforeEach(async () => {
  kit = new FakeKit();
  queue = recordingQueue();
  env = kitEnv(queue, { PREVIEW_PASSWORD: PASSWORD });
  restore = routeKitTo(kit).mockRestore;
  for (const prefix of [KEY_PREFIX.deadLetter, "dismissed-letter:"])
    for (const { name } of (await testEnv.SIGNUPS_KV.list({ prefix })).keys) await testEnv.SIGNUPS_KV.delete(name);
});
afterEach(() => restore());

/** A real dead letter: the consumer retries while Kit answers 500, until the attempts run out. */
async function deadLetter(email = freshEmail()): Promise<string> {
  kit.mode = "server-error";
  let body: SignupMessage = {
    v: 1,
    signup: { id: crypto.randomUUID(), email, receivedAt: new Date().toISOString(), magnet: "youtube-seo-checklist" as never },
    attempts: 0,
  };
  for (let round = 1; round <= 8; round++) {
    const before = queue.sent.length;
    const batch = createMessageBatch("signups", [{ id: `m-${crypto.randomUUID()}`, timestamp: new Date(), attempts: 1, body }]);
    const ctx = createExecutionContext();
    await (worker.queue as ExportedHandlerQueueHandler<Env>)(batch, env, ctx);
    await getQueueResult(batch, ctx);
    if (queue.sent.length === before) break;
    body = must(queue.sent.at(-1)).body as SignupMessage;
  }
  const { keys } = await testEnv.SIGNUPS_KV.list({ prefix: KEY_PREFIX.deadLetter });
  expect(keys.some(({ name }) => name.endsWith(body.signup.id))).toBe(true);
  kit.mode = "normal";
  return email;
}

async function call(path: string, init: RequestInit = {}) {
  const ctx = createExecutionContext();
  const response = await (worker.fetch as (r: Request, e: Env, c: ExecutionContext) => Promise<Response>)(
    new Request(`${SITE}${path}`, { ...init, headers: { ...AUTH, ...(init.headers as Record<string, string>) } }),
    env,
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return { response, html: await response.text() };
}
const keyOf = (html: string, email: string) =>
  must(must(new RegExp(`data-dead-letter="${email.replace(/[.+]/g, "\\$&")}".*?name="key" value="([^"]+)"`).exec(html))[1]);
const post = (path: string, fields: Record<string, string>, headers: Record<string, string> = FORM) =>
  call(path, { method: "POST", headers, body: new URLSearchParams(fields).toString() });

describe("dead letters on the owner's page", () => {
  it("lists a real dead letter with its address, form, arrival in words, attempts and reason in words; the desk counts it", async () => {
    const email = await deadLetter();
    const { response, html } = await call("/internal/signups");
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const item = must(new RegExp(`data-dead-letter="${email}".*?</li>`).exec(html))[0];
    expect(item).toContain("Guide:");
    expect(item).toMatch(/<time dateTime="[^"]+">today, \d{1,2}:\d\d (AM|PM)<\/time>/);
    expect(item).toMatch(/Attempts<\/dt><dd[^>]*>8</);
    expect(item).toMatch(/Kit was down or did not answer for 1 hour/);
    expect(html).toContain('href="/internal"');
    expect((await call("/internal")).html).toMatch(/data-need="dead-letters"[^>]*><a[^>]*>1 signup waiting/);
    // The DEAD_LETTER alert the consumer raised is kept in D1 for the desk, as well as logged.
    const alert = await testEnv.DB.prepare("SELECT count, last_details FROM owner_alerts WHERE name = 'DEAD_LETTER' ORDER BY last_at DESC").first<{
      count: number;
      last_details: string;
    }>();
    expect(alert?.count).toBeGreaterThanOrEqual(1);
    // Kept as ids and Kit's status, never words: the desk says them.
    expect(JSON.parse(must(alert).last_details)).toMatchObject({ call: "create", kind: "server", status: 500 });
    expect((await call("/internal")).html).toContain('data-need="alert-DEAD_LETTER"');
  });

  it("replays one at once through the delivery path: it reaches Kit, leaves the list, and the page says so", async () => {
    const email = await deadLetter();
    const { html: before } = await call("/internal/signups");
    const { response, html } = await post("/internal/signups/replay", { key: keyOf(before, email) });
    expectStatus({ response, text: html }).toBe(200);
    expect(html).toContain(`data-outcome="ok"`);
    expect(html).toContain(`${email} reached Kit.`);
    expect(html).not.toContain(`data-dead-letter="${email}"`);
    expect(kit.state().subscribers.some((s) => s.email_address === email)).toBe(true);
    expect(queue.sent.filter((m) => (m.body as SignupMessage).signup.email === email)).toHaveLength(7);
  });

  it("a replay Kit refuses again stays, one attempt more, with the new reason shown", async () => {
    const email = await deadLetter();
    const { html: before } = await call("/internal/signups");
    // The site's key was revoked at Kit: a key Kit does not know answers 401.
    env = { ...env, KIT_API_KEY: "kit_revoked_key_0000000000" };
    const { html } = await post("/internal/signups/replay", { key: keyOf(before, email) });
    expect(html).toContain(`data-outcome="failed"`);
    const item = must(new RegExp(`data-dead-letter="${email}".*?</li>`).exec(html))[0];
    expect(item).toMatch(/Attempts<\/dt><dd[^>]*>9</);
    expect(item).toContain("Kit refused the site&#x27;s API key");
  });

  it("shows an older dead letter whose reason was stored as a sentence, in the same words", async () => {
    const signup = { id: crypto.randomUUID(), email: freshEmail("old"), receivedAt: new Date(Date.now() - 3 * 3_600_000).toISOString() };
    const storedAt = new Date().toISOString();
    const reason = "Gave up after 8 attempts; last: Kit create call: unauthorized (401): The access token is invalid";
    await testEnv.SIGNUPS_KV.put(`${KEY_PREFIX.deadLetter}${storedAt}:${signup.id}`, JSON.stringify({ v: 1, signup, attempts: 8, reason, storedAt }), {
      metadata: { reason },
    });
    const { html } = await call("/internal/signups");
    const item = must(new RegExp(`data-dead-letter="${signup.email}".*?</li>`).exec(html))[0];
    expect(item).toContain(escaped(reasonInWords(reason, signup.receivedAt, storedAt)));
    expect(item).toContain(escaped(reasonInWords({ code: "kit", kind: "unauthorized", status: 401, call: "create" }, signup.receivedAt, storedAt)));
  });

  it("replays all at once", async () => {
    const [one, two] = [await deadLetter(), await deadLetter()];
    const { html } = await post("/internal/signups/replay", { key: "all" });
    expect(html).toContain("Replayed all: 2 reached Kit, 0 did not");
    for (const email of [one, two]) expect(kit.state().subscribers.some((s) => s.email_address === email)).toBe(true);
    expect(html).toContain("data-empty");
  });

  it("dismisses one only with a reason, and keeps it with that reason", async () => {
    const email = await deadLetter();
    const { html: before } = await call("/internal/signups");
    const key = keyOf(before, email);
    const refused = await post("/internal/signups/dismiss", { key, reason: " " });
    expect(refused.response.status).toBe(400);
    expect(refused.html).toContain(`data-dead-letter="${email}"`);
    const { html } = await post("/internal/signups/dismiss", { key, reason: "A test address" });
    expect(html).toContain("Dismissed, with its reason kept.");
    expect(html).not.toContain(`data-dead-letter="${email}"`);
    const kept = must((await testEnv.SIGNUPS_KV.list({ prefix: "dismissed-letter:" })).keys[0]);
    expect(JSON.parse(must(await testEnv.SIGNUPS_KV.get(kept.name)))).toMatchObject({ signup: { email }, dismissedBecause: "A test address" });
  });

  it("refuses a replay or dismiss posted from another site, or without the password", async () => {
    const email = await deadLetter();
    const key = keyOf((await call("/internal/signups")).html, email);
    expect((await post("/internal/signups/replay", { key }, { ...FORM, Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" })).response.status).toBe(
      403,
    );
    expect(
      (await post("/internal/signups/dismiss", { key, reason: "x" }, { ...FORM, Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" })).response
        .status,
    ).toBe(403);
    expect((await call("/internal/signups", { headers: { Authorization: "" } })).response.status).toBe(401);
    expect((await call("/internal/signups")).html).toContain(`data-dead-letter="${email}"`);
  });

  it("says the store is down when KV does not answer", async () => {
    env = {
      ...env,
      SIGNUPS_KV: { list: () => Promise.reject(new Error("KV down")), get: () => Promise.reject(new Error("KV down")) } as unknown as KVNamespace,
    };
    const { response, html } = await call("/internal/signups");
    expect(response.status).toBe(503);
    expect(html).toContain('data-missing="KV"');
  });
});
