import { createExecutionContext, createMessageBatch, env as testEnv, getQueueResult } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Env } from "../../../worker/config";
import worker from "../../../worker/index";
import { KEY_PREFIX, type DeadLetter, type SignupMessage } from "../../../worker/store";
import { FAKE_KIT_FORM_ID } from "../../fakes/fake-kit";
import { queueConsumer } from "../../support/wrangler-config";
import { FakeKit, freshEmail, kitEnv, postJson, recordingQueue, routeKitTo, type RecordingQueue } from "../../fakes/signup-harness";
import { SIGNUP_ALERTS } from "../../../src/signup/contract";
import { must } from "../../../src/must.ts";

/** A KV namespace that refuses every call while `down`, as during a storage outage. */
function outageKv(kv: KVNamespace) {
  const outage = { down: false, refused: 0 };
  const namespace = new Proxy(kv, {
    get(target, property) {
      const value = Reflect.get(target, property) as unknown;
      if (typeof value !== "function") return value;
      return (...args: unknown[]) => {
        if (outage.down) {
          outage.refused++;
          return Promise.reject(new Error("KV unavailable (simulated outage)"));
        }
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return { outage, namespace };
}

/** A consumer's max_retries in wrangler.toml (the platform's default, 3, where none is set). */
const maxRetriesOf = (queue: string) => queueConsumer(queue).max_retries;

interface Pending {
  id: string;
  body: unknown;
  /** Deliveries so far, as the platform counts them. */
  attempts: number;
}

/**
 * The two queues as the platform runs them, a round at a time (delays play no part): a retried
 * message comes back with one more attempt; past its queue's max_retries it moves to the dead
 * letter queue (signups) or is deleted (signups-dlq, which has none: a lost signup).
 */
function simulatedQueues() {
  const queues: Record<"signups" | "signups-dlq", Pending[]> = { signups: [], "signups-dlq": [] };
  const lost: unknown[] = [];
  let counter = 0;
  const producer = (name: keyof typeof queues): RecordingQueue => {
    const send = async (body: unknown) => void queues[name].push({ id: `${name}-${++counter}`, body, attempts: 0 });
    return { queue: { send } as unknown as Queue<unknown>, sent: [], failing: false };
  };
  const limits = { signups: maxRetriesOf("signups"), "signups-dlq": maxRetriesOf("signups-dlq") };

  async function round(env: Env) {
    for (const name of ["signups", "signups-dlq"] as const) {
      const messages = queues[name].splice(0).map((message) => ({ ...message, attempts: message.attempts + 1 }));
      if (messages.length === 0) continue;
      const batch = createMessageBatch(
        name,
        messages.map(({ id, body, attempts }) => ({ id, body, attempts, timestamp: new Date() })),
      );
      const ctx = createExecutionContext();
      await (worker.queue as ExportedHandlerQueueHandler<Env>)(batch, env, ctx);
      const result = await getQueueResult(batch, ctx);
      const retried = new Set(result.retryBatch.retry ? messages.map((m) => m.id) : result.retryMessages.map((m) => m.msgId));
      for (const message of messages.filter((m) => retried.has(m.id))) {
        if (message.attempts <= limits[name]) queues[name].push(message);
        else if (name === "signups") queues["signups-dlq"].push({ id: `dlq-${message.id}`, body: message.body, attempts: 0 });
        else lost.push(message.body);
      }
    }
  }
  const pending = () => queues.signups.length + queues["signups-dlq"].length;
  return { queues, lost, producer, round, pending };
}

let kit: FakeKit;
let restore: () => void;
beforeEach(() => {
  kit = new FakeKit();
  restore = routeKitTo(kit).mockRestore;
});
afterEach(() => {
  restore();
  vi.restoreAllMocks();
});

async function deadLetterOf(signupId: string): Promise<DeadLetter | undefined> {
  const { keys } = await testEnv.SIGNUPS_KV.list({ prefix: KEY_PREFIX.deadLetter });
  const key = keys.find((k) => k.name.endsWith(signupId));
  return key ? JSON.parse(must(await testEnv.SIGNUPS_KV.get(key.name))) : undefined;
}

describe("a KV outage", () => {
  it("loses no signup accepted while KV refuses every call: each reaches Kit exactly once, and one Kit refuses is kept with its reason", {
    timeout: 60_000,
  }, async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const kv = outageKv(testEnv.SIGNUPS_KV);
    const queues = simulatedQueues();
    const env = kitEnv(queues.producer("signups"), { SIGNUPS_KV: kv.namespace, DEAD_LETTER_QUEUE: queues.producer("signups-dlq").queue });

    kv.outage.down = true;
    const emails = [freshEmail("outage"), freshEmail("outage"), freshEmail("outage"), freshEmail("outage")];
    const refusedByKit = `outage.${Date.now()}@example.invalid`;
    // Kit fails each visitor's first call, so every signup is accepted into the queue.
    kit.failNext = Array.from({ length: emails.length + 1 }, () => "server-error" as const);
    for (const email of [...emails, refusedByKit]) {
      const answer = await postJson({ email }, { env });
      expect(await answer.json()).toMatchObject({ success: true });
    }
    expect(queues.pending()).toBe(emails.length + 1);

    // The outage lasts longer than any queue's retries would without care for it.
    for (let round = 0; round < 12; round++) await queues.round(env);
    kv.outage.down = false;
    for (let round = 0; round < 5 && queues.pending() > 0; round++) await queues.round(env);

    expect(kv.outage.refused).toBeGreaterThan(0);
    expect(queues.lost).toEqual([]);
    expect(queues.pending()).toBe(0);
    const addsToForm = (email: string) =>
      kit.requests.filter((r) => r.path === `/v4/forms/${FAKE_KIT_FORM_ID}/subscribers` && (r.body as { email_address?: string }).email_address === email);
    for (const email of emails) expect(addsToForm(email)).toHaveLength(1);
    expect(kit.incentiveEmails).toBe(emails.length);

    const { keys } = await testEnv.SIGNUPS_KV.list({ prefix: KEY_PREFIX.deadLetter });
    const dead = await Promise.all(keys.map(async (key) => JSON.parse(must(await testEnv.SIGNUPS_KV.get(key.name))) as DeadLetter));
    const kept = dead.find((letter) => letter.signup.email === refusedByKit);
    expect(kept?.reason).toEqual({ code: "invalid-email", details: ["Email address is invalid"] });
  });

  it("writes a dead letter whole to the log on its last delivery, when KV still refuses it", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const kv = outageKv(testEnv.SIGNUPS_KV);
    kv.outage.down = true;
    const env = kitEnv(recordingQueue(), { SIGNUPS_KV: kv.namespace });
    const body: SignupMessage = {
      v: 1,
      signup: { id: crypto.randomUUID(), email: "last.copy@example.com", receivedAt: new Date().toISOString() },
      attempts: 8,
      lastError: { code: "kit", kind: "server", status: 500, call: "create" },
    };
    const deliver = async (attempts: number) => {
      const batch = createMessageBatch("signups-dlq", [{ id: `dlq-${attempts}`, timestamp: new Date(), attempts, body }]);
      const retry = vi.spyOn(must(batch.messages[0]), "retry");
      const ctx = createExecutionContext();
      await (worker.queue as ExportedHandlerQueueHandler<Env>)(batch, env, ctx);
      return { ...(await getQueueResult(batch, ctx)), retryOptions: retry.mock.calls.map(([options]) => options) };
    };
    const limit = maxRetriesOf("signups-dlq");

    const early = await deliver(limit);
    expect(early.retryMessages.map((m) => m.msgId)).toEqual([`dlq-${limit}`]);
    // Retried later, not at once: KV outages last minutes to hours.
    expect(early.retryOptions[0]?.delaySeconds).toBeGreaterThanOrEqual(600);
    expect(errors.mock.calls.flat().join(" ")).not.toContain("last.copy@example.com");

    const last = await deliver(limit + 1);
    expect(last.explicitAcks).toEqual([`dlq-${limit + 1}`]);
    const logged = errors.mock.calls
      .flat()
      .map(String)
      .find((line) => line.includes(SIGNUP_ALERTS.SIGNUP_IN_LOG_ONLY));
    expect(logged).toContain(JSON.stringify(body));
    expect(await deadLetterOf(body.signup.id)).toBeUndefined();
  });

  it("writes a dead letter to the log before the plan's retention deletes it: after 23.5 hours on Workers Free, not on Paid", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const kv = outageKv(testEnv.SIGNUPS_KV);
    kv.outage.down = true;
    const body: SignupMessage = {
      v: 1,
      signup: { id: crypto.randomUUID(), email: "retention@example.com", receivedAt: new Date().toISOString() },
      attempts: 8,
      lastError: "Gave up",
    };
    const deliver = async (retentionHours: string) => {
      const env = kitEnv(recordingQueue(), { SIGNUPS_KV: kv.namespace, QUEUE_RETENTION_HOURS: retentionHours });
      // Sent 23 h 40 min ago, 47 deliveries so far: far from max_retries, close to a day.
      const timestamp = new Date(Date.now() - (23 * 60 + 40) * 60_000);
      const batch = createMessageBatch("signups-dlq", [{ id: `dlq-${retentionHours}`, timestamp, attempts: 47, body }]);
      const ctx = createExecutionContext();
      await (worker.queue as ExportedHandlerQueueHandler<Env>)(batch, env, ctx);
      return getQueueResult(batch, ctx);
    };
    const paid = await deliver("96");
    expect(paid.retryMessages.map((m) => m.msgId)).toEqual(["dlq-96"]);
    expect(errors.mock.calls.flat().join(" ")).not.toContain("retention@example.com");

    const free = await deliver("24");
    expect(free.explicitAcks).toEqual(["dlq-24"]);
    const logged = errors.mock.calls
      .flat()
      .map(String)
      .find((line) => line.includes(SIGNUP_ALERTS.SIGNUP_IN_LOG_ONLY));
    expect(logged).toContain(JSON.stringify(body));
  });

  it("gives a signup up with the real last error when the consumer itself keeps failing, not 'unknown'", { timeout: 60_000 }, async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const queues = simulatedQueues();
    const broken = {
      idFromName: (name: string) => name,
      get: () => {
        throw new Error("Kit budget object unavailable (simulated)");
      },
    };
    const env = kitEnv(queues.producer("signups"), {
      KIT_BUDGET: broken as unknown as Env["KIT_BUDGET"],
      DEAD_LETTER_QUEUE: queues.producer("signups-dlq").queue,
    });
    const body: SignupMessage = { v: 1, signup: { id: crypto.randomUUID(), email: freshEmail("broken"), receivedAt: new Date().toISOString() }, attempts: 0 };
    queues.queues.signups.push({ id: "first", body, attempts: 0 });
    for (let round = 0; round < 20 && queues.pending() > 0; round++) await queues.round(env);
    expect(queues.lost).toEqual([]);
    const kept = await deadLetterOf(body.signup.id);
    // Kept as a code; the log has the real error.
    expect(kept?.reason).toEqual({ code: "unexpected" });
    expect(errors.mock.calls.flat().map(String).join(" ")).toContain("Kit budget object unavailable (simulated)");
  });
});
