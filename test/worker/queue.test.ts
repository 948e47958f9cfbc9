import { createExecutionContext, createMessageBatch, env as testEnv, getQueueResult } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Env } from "../../worker/env";
import worker from "../../worker/index";
import type { SignupMessage } from "../../worker/signup/signup";
import { FAKE_KIT_FORM_ID } from "../fakes/fake-kit";
import { FakeKit, freshEmail, kitEnv, recordingQueue, routeKitTo } from "../fakes/signup-harness";

let kit: FakeKit;
let env: Env;
let restore: () => void;

beforeEach(async () => {
  kit = new FakeKit();
  env = kitEnv(recordingQueue());
  restore = routeKitTo(kit).mockRestore;
  await testEnv.SIGNUPS_KV.delete("kit:paused");
});
afterEach(() => restore());

function signupMessage(email = freshEmail(), magnet?: string): SignupMessage {
  return { v: 1, signup: { id: crypto.randomUUID(), email, receivedAt: new Date().toISOString(), ...(magnet ? { magnet: magnet as never } : {}) } };
}

let messageCounter = 0;
async function deliver(bodies: unknown[], attempts = 1, withEnv = env) {
  const batch = createMessageBatch("signups", bodies.map((body) => ({ id: `msg-${++messageCounter}`, timestamp: new Date(), attempts, body })));
  // The queue result lists retried ids; the delays asked for are read from the calls themselves.
  const delays = new Map<string, number | undefined>();
  for (const message of batch.messages) {
    const retry = message.retry.bind(message);
    Object.defineProperty(message, "retry", {
      value: (options?: QueueRetryOptions) => {
        delays.set(message.id, options?.delaySeconds);
        retry(options);
      },
    });
  }
  const ctx = createExecutionContext();
  await (worker.queue as ExportedHandlerQueueHandler<Env>)(batch, withEnv, ctx);
  const result = await getQueueResult(batch, ctx);
  const ids = batch.messages.map((m) => m.id);
  const retriedBodies = bodies.filter((_, i) => result.retryMessages.some((m) => m.msgId === ids[i]));
  return { result, ids, delays, retriedBodies };
}

describe("signup queue consumer", () => {
  it("delivers a queued signup to Kit and acknowledges it", async () => {
    const message = signupMessage(undefined, "youtube-seo-checklist");
    const { result, ids } = await deliver([message]);
    expect(result.explicitAcks).toEqual(ids);
    expect(result.retryMessages).toEqual([]);
    expect(kit.state().forms[FAKE_KIT_FORM_ID]).toEqual([message.signup.email.toLowerCase()]);
    expect(kit.requests.map((r) => r.path)).toContain("/v4/tags/102/subscribers");
  });

  it("retries a signup Kit failed (5xx), then delivers it once when Kit recovers", async () => {
    const message = signupMessage();
    kit.failNext = ["server-error"];
    const first = await deliver([message], 1);
    expect(first.result.explicitAcks).toEqual([]);
    expect(first.result.retryMessages.map((m) => m.msgId)).toEqual(first.ids);
    expect(first.delays.get(first.ids[0]!)).toBe(60);

    const second = await deliver([message], 2);
    expect(second.result.explicitAcks).toEqual(second.ids);
    expect(kit.incentiveEmails).toBe(1);
    expect(kit.state().subscribers).toHaveLength(1);
  });

  it("retries with exponentially growing delays while Kit keeps failing, so the queue moves it to the dead-letter queue after max_retries", async () => {
    kit.mode = "server-error";
    const message = signupMessage();
    const delays: (number | undefined)[] = [];
    for (let attempts = 1; attempts <= 9; attempts++) {
      const { result, ids, delays: asked } = await deliver([message], attempts);
      expect(result.explicitAcks).toEqual([]);
      delays.push(asked.get(ids[0]!));
    }
    expect(delays).toEqual([60, 120, 240, 480, 960, 1920, 3840, 7680, 14400]);
    expect(kit.incentiveEmails).toBe(0);
  });

  it("is idempotent: a message delivered twice reaches Kit once", async () => {
    const message = signupMessage();
    await deliver([message]);
    const requestsAfterFirst = kit.requests.length;
    const again = await deliver([message]);
    expect(again.result.explicitAcks).toEqual(again.ids);
    expect(kit.requests.length).toBe(requestsAfterFirst);
    expect(kit.incentiveEmails).toBe(1);
  });

  it("after a 429 (plain text), pauses Kit calls and retries the rest of the batch without calling Kit", async () => {
    kit.failNext = ["rate-limited"];
    const { result, ids } = await deliver([signupMessage(), signupMessage(), signupMessage()]);
    expect(result.explicitAcks).toEqual([]);
    expect(result.retryMessages.map((m) => m.msgId)).toEqual(ids);
    expect(kit.requests).toHaveLength(1);
    expect(Number(await testEnv.SIGNUPS_KV.get("kit:paused"))).toBeGreaterThan(Date.now());
  });

  it("stays within Kit's 120 requests a minute: a burst over it is retried, none is lost", async () => {
    const clock = { now: 0 };
    kit = new FakeKit({ now: () => clock.now });
    restore();
    restore = routeKitTo(kit).mockRestore;
    const messages = Array.from({ length: 100 }, () => signupMessage());
    let pending: unknown[] = messages;
    let attempts = 1;
    while (pending.length && attempts < 10) {
      pending = (await deliver(pending, attempts)).retriedBodies;
      expect(kit.requests.filter((r) => r.at === clock.now && r.status !== 429).length).toBeLessThanOrEqual(120);
      clock.now += 61_000;
      await testEnv.SIGNUPS_KV.delete("kit:paused");
      attempts++;
    }
    expect(pending).toHaveLength(0);
    expect(attempts).toBeGreaterThan(2);
    expect(kit.state().forms[FAKE_KIT_FORM_ID]).toHaveLength(100);
    expect(kit.incentiveEmails).toBe(100);
  });

  it("drops an address Kit refuses as invalid (422) instead of retrying it forever", async () => {
    const { result, ids } = await deliver([signupMessage("not-an-email")]);
    expect(result.explicitAcks).toEqual(ids);
    expect(result.retryMessages).toEqual([]);
  });

  it("keeps retrying when Kit refuses the key (401), so the owner can fix it before the dead-letter queue", async () => {
    const { result, ids } = await deliver([signupMessage()], 1, kitEnv(recordingQueue(), { KIT_API_KEY: "revoked" }));
    expect(result.retryMessages.map((m) => m.msgId)).toEqual(ids);
  });

  it("retries everything when Kit is not configured in production", async () => {
    const { result, ids } = await deliver([signupMessage()], 1, kitEnv(recordingQueue(), { KIT_API_KEY: undefined }));
    expect(result.retryMessages.map((m) => m.msgId)).toEqual(ids);
    expect(kit.requests).toHaveLength(0);
  });

  it("acknowledges and drops a message that is not a signup", async () => {
    const { result, ids } = await deliver([{ hello: "world" }, "text", null]);
    expect(result.explicitAcks).toEqual(ids);
    expect(kit.requests).toHaveLength(0);
  });
});
