import { createExecutionContext, createMessageBatch, env, getQueueResult } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import type { Env } from "../../../worker/config";
import worker from "../../../worker/index";
import { KEY_PREFIX, kvKeys } from "../../../worker/store";
import { DEAD_LETTERS_ALERT_CRON } from "../../../worker/signup";
import { SIGNUP_ALERT_PREFIX, SIGNUP_ALERTS } from "../../../src/signup/contract";
import { must } from "../../../src/must.ts";

describe("signup dead-letter queue", () => {
  it("keeps every dead letter in KV for the owner to replay, and acknowledges it", async () => {
    const body = { v: 1, signup: { id: crypto.randomUUID(), email: "stuck@example.com", receivedAt: new Date().toISOString() } };
    const batch = createMessageBatch("signups-dlq", [{ id: "dead-1", timestamp: new Date(), attempts: 1, body }]);
    const ctx = createExecutionContext();
    await (worker.queue as ExportedHandlerQueueHandler<Env>)(batch, env as unknown as Env, ctx);
    const result = await getQueueResult(batch, ctx);
    expect(result.explicitAcks).toEqual(["dead-1"]);
    expect(result.retryMessages).toEqual([]);

    const { keys } = await env.SIGNUPS_KV.list({ prefix: KEY_PREFIX.deadLetter });
    const stored = keys.find((key) => key.name.endsWith(body.signup.id));
    expect(stored).toBeDefined();
    // Kept until the owner replays or dismisses it: no expiry.
    expect(must(stored).expiration).toBeUndefined();
    expect(JSON.parse(must(await env.SIGNUPS_KV.get(must(stored).name)))).toMatchObject({ ...body, reason: { code: "queue-gave-up" } });
  });

  it("leaves messages of the main queue to the signup consumer, which delivers them", async () => {
    const signup = { id: crypto.randomUUID(), email: "queued@example.com", receivedAt: new Date().toISOString() };
    const batch = createMessageBatch("signups", [{ id: "main-1", timestamp: new Date(), attempts: 1, body: { v: 1, signup, attempts: 0 } }]);
    const ctx = createExecutionContext();
    await (worker.queue as ExportedHandlerQueueHandler<Env>)(batch, env as unknown as Env, ctx);
    expect((await getQueueResult(batch, ctx)).explicitAcks).toEqual(["main-1"]);
    // Delivered (the local store, as in development without a Kit key), not kept as a dead letter.
    const delivered = await env.SIGNUPS_KV.list({ prefix: "local-signup:" });
    expect(delivered.keys.some((key) => key.name.endsWith(signup.id))).toBe(true);
    const dead = await env.SIGNUPS_KV.list({ prefix: KEY_PREFIX.deadLetter });
    expect(dead.keys.some((key) => key.name.endsWith(signup.id))).toBe(false);
  });
});

describe("replaying dead letters", () => {
  it("the cron puts replay: keys (npm run signups -- replay) back into the queue with fresh attempts, and removes them", async () => {
    const { kitEnv, recordingQueue } = await import("../../fakes/signup-harness");
    const queue = recordingQueue();
    const signup = { id: crypto.randomUUID(), email: "replayed@example.com", receivedAt: new Date().toISOString() };
    await env.SIGNUPS_KV.put(
      kvKeys.replay(signup.id),
      JSON.stringify({ v: 1, signup, attempts: 0, lastError: { code: "kit", kind: "unauthorized", status: 401, call: "create" } }),
    );
    const ctx = createExecutionContext();
    await (worker.scheduled as ExportedHandlerScheduledHandler<Env>)(
      { cron: "*/5 * * * *", scheduledTime: Date.now(), type: "scheduled", noRetry: () => {} } as ScheduledController,
      kitEnv(queue),
      ctx,
    );
    expect(queue.sent.map((m) => m.body)).toEqual([{ v: 1, signup, attempts: 0 }]);
    expect(await env.SIGNUPS_KV.get(kvKeys.replay(signup.id))).toBeNull();
  });
});

describe("dead letters waiting for the owner", () => {
  const run = async (cron: string, target: Env) => {
    const ctx = createExecutionContext();
    await (worker.scheduled as ExportedHandlerScheduledHandler<Env>)(
      { cron, scheduledTime: Date.now(), type: "scheduled", noRetry: () => {} } as ScheduledController,
      target,
      ctx,
    );
  };
  const alerts = (errors: { mock: { calls: unknown[][] } }) =>
    errors.mock.calls
      .flat()
      .map(String)
      .filter((line) => line.includes(`${SIGNUP_ALERT_PREFIX} ${SIGNUP_ALERTS.DEAD_LETTERS_WAITING}`));

  it("raise the owner alert once a day while any waits, naming how many; the 5-minute cron does not", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const signup = { id: crypto.randomUUID(), email: "waiting@example.com", receivedAt: new Date().toISOString() };
    await env.SIGNUPS_KV.put(
      kvKeys.deadLetter(new Date().toISOString(), signup.id),
      JSON.stringify({ v: 1, signup, attempts: 8, reason: "Gave up", storedAt: new Date().toISOString() }),
    );
    const { keys } = await env.SIGNUPS_KV.list({ prefix: KEY_PREFIX.deadLetter });

    await run("*/5 * * * *", env as unknown as Env);
    expect(alerts(errors)).toEqual([]);
    await run(DEAD_LETTERS_ALERT_CRON, env as unknown as Env);
    expect(alerts(errors)).toHaveLength(1);
    expect(alerts(errors)[0]).toContain(`${keys.length} signup(s)`);
    errors.mockRestore();
  });

  it("stay quiet when none waits", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const empty = { list: async () => ({ keys: [], list_complete: true, cacheStatus: null }) } as unknown as KVNamespace;
    await run(DEAD_LETTERS_ALERT_CRON, { ...(env as unknown as Env), SIGNUPS_KV: empty });
    expect(alerts(errors)).toEqual([]);
    errors.mockRestore();
  });
});
