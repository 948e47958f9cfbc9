import { createExecutionContext, createMessageBatch, env, getQueueResult } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { Env } from "../../worker/env";
import worker from "../../worker/index";

describe("signup dead-letter queue", () => {
  it("keeps every dead letter in KV for the owner to replay, and acknowledges it", async () => {
    const body = { v: 1, signup: { id: crypto.randomUUID(), email: "stuck@example.com", receivedAt: new Date().toISOString() } };
    const batch = createMessageBatch("signups-dlq", [{ id: "dead-1", timestamp: new Date(), attempts: 1, body }]);
    const ctx = createExecutionContext();
    await (worker.queue as ExportedHandlerQueueHandler<Env>)(batch, env as unknown as Env, ctx);
    const result = await getQueueResult(batch, ctx);
    expect(result.explicitAcks).toEqual(["dead-1"]);
    expect(result.retryMessages).toEqual([]);

    const { keys } = await env.SIGNUPS_KV.list({ prefix: "dead-letter:" });
    const stored = keys.find((key) => key.name.endsWith(body.signup.id));
    expect(stored).toBeDefined();
    expect(JSON.parse((await env.SIGNUPS_KV.get(stored!.name))!)).toMatchObject({ ...body, reason: expect.stringContaining("max_retries") });
  });

  it("leaves messages of the main queue to the signup consumer", async () => {
    const batch = createMessageBatch("signups", [{ id: "not-json", timestamp: new Date(), attempts: 1, body: "garbage" }]);
    const ctx = createExecutionContext();
    await (worker.queue as ExportedHandlerQueueHandler<Env>)(batch, env as unknown as Env, ctx);
    await getQueueResult(batch, ctx);
    const { keys } = await env.SIGNUPS_KV.list({ prefix: "dead-letter:" });
    expect(keys.some((key) => key.name.endsWith("not-json"))).toBe(false);
  });
});

describe("replaying dead letters", () => {
  it("the cron puts replay: keys (npm run signups -- replay) back into the queue with fresh attempts, and removes them", async () => {
    const { kitEnv, recordingQueue } = await import("../fakes/signup-harness");
    const queue = recordingQueue();
    const signup = { id: crypto.randomUUID(), email: "replayed@example.com", receivedAt: new Date().toISOString() };
    await env.SIGNUPS_KV.put(`replay:${signup.id}`, JSON.stringify({ v: 1, signup, attempts: 0, lastError: "Replayed after: Kit refused the key" }));
    const ctx = createExecutionContext();
    await (worker.scheduled as ExportedHandlerScheduledHandler<Env>)({ cron: "*/5 * * * *", scheduledTime: Date.now(), type: "scheduled", noRetry: () => {} } as ScheduledController, kitEnv(queue), ctx);
    expect(queue.sent.map((m) => m.body)).toEqual([{ v: 1, signup, attempts: 0 }]);
    expect(await env.SIGNUPS_KV.get(`replay:${signup.id}`)).toBeNull();
  });
});
