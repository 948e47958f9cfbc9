import { createExecutionContext, createMessageBatch, env as testEnv, getQueueResult, runInDurableObject } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import type { Env } from "../../../worker/config";
import worker from "../../../worker/index";
import { KEY_PREFIX, type DeadLetter, type SignupMessage } from "../../../worker/store";
import { kitBudget } from "../../../worker/kit";
import { FAKE_KIT_FORM_ID, FAKE_KIT_KEY } from "../../fakes/fake-kit";
import { FakeKit, freshEmail, kitEnv, routeKitTo, signupSetUpEachTest, type RecordingQueue } from "../../fakes/signup-harness";
import { SIGNUP_ALERT_PREFIX, SIGNUP_ALERTS } from "../../../src/signup/contract";
// Tests mirror the module they prove (worker/signup) and may read its inner files.
import { MESSAGE_SUBREQUESTS, MESSAGES_PER_BATCH, SUBREQUESTS_PER_INVOCATION } from "../../../worker/signup/subrequests";
import { countingEnv, noOperations } from "../../support/counting-env";
import { queueConsumer } from "../../support/wrangler-config";
import { must } from "../../../src/must.ts";

let kit: FakeKit;
let queue: RecordingQueue;
let env: Env;
let restore: () => void;
signupSetUpEachTest((setUp) => ({ kit, queue, env, restore } = setUp));

function signupMessage(email = freshEmail(), magnet?: string, attempts = 0): SignupMessage {
  return { v: 1, signup: { id: crypto.randomUUID(), email, receivedAt: new Date().toISOString(), ...(magnet ? { magnet: magnet as never } : {}) }, attempts };
}

let messageCounter = 0;
/** Runs the consumer on one batch; returns what it acknowledged and what it sent back to the queue. */
async function deliver(bodies: unknown[], withEnv = env, withQueue = queue) {
  const before = withQueue.sent.length;
  const batch = createMessageBatch(
    "signups",
    bodies.map((body) => ({ id: `msg-${++messageCounter}`, timestamp: new Date(), attempts: 1, body })),
  );
  const ctx = createExecutionContext();
  await (worker.queue as ExportedHandlerQueueHandler<Env>)(batch, withEnv, ctx);
  const result = await getQueueResult(batch, ctx);
  const ids = batch.messages.map((m) => m.id);
  return { result, ids, resent: withQueue.sent.slice(before) as { body: SignupMessage; delaySeconds?: number }[] };
}

async function deadLetterOf(signupId: string): Promise<DeadLetter | undefined> {
  const { keys } = await testEnv.SIGNUPS_KV.list({ prefix: KEY_PREFIX.deadLetter });
  const key = keys.find((k) => k.name.endsWith(signupId));
  return key ? JSON.parse(must(await testEnv.SIGNUPS_KV.get(key.name))) : undefined;
}

describe("signup queue consumer", () => {
  it("makes at most 50 subrequests in one batch (Workers Free): wrangler.toml's batch fits, and a larger batch hands back what would not fit", async () => {
    expect(queueConsumer("signups").max_batch_size).toBe(MESSAGES_PER_BATCH);
    expect(MESSAGES_PER_BATCH * MESSAGE_SUBREQUESTS + 1).toBeLessThanOrEqual(SUBREQUESTS_PER_INVOCATION);
    const counts = noOperations();
    const kitBefore = kit.requests.length;
    const messages = Array.from({ length: 20 }, () => signupMessage(undefined, "youtube-seo-checklist"));
    const { result } = await deliver(messages, countingEnv(env, counts));
    const subrequests = counts.subrequests + kit.requests.length - kitBefore;
    console.log(`[signup] a batch of 20: ${result.explicitAcks.length} delivered, ${result.retryMessages.length} handed back, ${subrequests} subrequests`);
    expect(result.explicitAcks).toHaveLength(MESSAGES_PER_BATCH);
    expect(result.retryMessages).toHaveLength(20 - MESSAGES_PER_BATCH);
    expect(subrequests).toBeLessThanOrEqual(SUBREQUESTS_PER_INVOCATION);
    // What was handed back is delivered by the next invocations, nothing lost.
    for (let rest = messages.slice(MESSAGES_PER_BATCH); rest.length > 0; rest = rest.slice(MESSAGES_PER_BATCH)) {
      const next = await deliver(rest.slice(0, MESSAGES_PER_BATCH));
      expect(next.result.explicitAcks).toHaveLength(Math.min(MESSAGES_PER_BATCH, rest.length));
    }
    expect(kit.state().forms[FAKE_KIT_FORM_ID]).toHaveLength(20);
  });

  it("delivers a queued signup to Kit and acknowledges it", async () => {
    const message = signupMessage(undefined, "youtube-seo-checklist");
    const { result, ids, resent } = await deliver([message]);
    expect(result.explicitAcks).toEqual(ids);
    expect(result.retryMessages).toEqual([]);
    expect(resent).toEqual([]);
    expect(kit.state().forms[FAKE_KIT_FORM_ID]).toEqual([message.signup.email.toLowerCase()]);
    expect(kit.requests.map((r) => r.path)).toContain("/v4/tags/102/subscribers");
  });

  it("re-queues a signup Kit failed (5xx with an HTML body) as attempt 1, then delivers it once when Kit recovers", async () => {
    const message = signupMessage();
    kit.failNext = ["server-error"];
    const first = await deliver([message]);
    expect(first.result.explicitAcks).toEqual(first.ids);
    expect(first.resent).toHaveLength(1);
    expect(must(first.resent[0]).body).toMatchObject({
      signup: message.signup,
      attempts: 1,
      lastError: { code: "kit", kind: "server", status: 500, call: "create" },
    });
    expect(must(first.resent[0]).delaySeconds).toBe(60);

    const second = await deliver([must(first.resent[0]).body]);
    expect(second.result.explicitAcks).toEqual(second.ids);
    expect(second.resent).toEqual([]);
    expect(kit.incentiveEmails).toBe(1);
    expect(kit.state().subscribers).toHaveLength(1);
  });

  it("waits longer after each failed attempt, then keeps the signup as a dead letter with its reason", async () => {
    kit.mode = "server-error";
    let body: SignupMessage = signupMessage();
    const delays: (number | undefined)[] = [];
    for (let round = 1; round < 8; round++) {
      const { resent } = await deliver([body]);
      expect(resent).toHaveLength(1);
      delays.push(must(resent[0]).delaySeconds);
      body = must(resent[0]).body;
    }
    expect(delays).toEqual([60, 120, 240, 480, 960, 1920, 3840]);
    const last = await deliver([body]);
    expect(last.result.explicitAcks).toEqual(last.ids);
    expect(last.resent).toEqual([]);
    const dead = await deadLetterOf(body.signup.id);
    expect(dead).toMatchObject({ signup: body.signup, attempts: 8 });
    expect(must(dead).reason).toEqual({ code: "kit", kind: "server", status: 500, call: "create" });
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

  it("after a 429, holds every Kit call for the pause (60 s): the rest waits in the queue without calling Kit or spending an attempt", async () => {
    kit.failNext = ["rate-limited"];
    const first = await deliver([signupMessage()]);
    expect(first.result.explicitAcks).toEqual(first.ids);
    expect(first.resent.map((m) => [m.body.attempts, m.delaySeconds])).toEqual([[0, 60]]);
    const during = await deliver([signupMessage(), signupMessage()]);
    expect(kit.requests).toHaveLength(1);
    expect(during.resent.map((m) => m.body.attempts)).toEqual([0, 0]);
    expect(during.resent.every((m) => must(m.delaySeconds) > 55 && must(m.delaySeconds) <= 60)).toBe(true);
  });

  it("does not send a call that slept until its slot once a 429 met elsewhere has paused every call", async () => {
    const paced = kitEnv(queue, { KIT_REQUESTS_PER_MINUTE: "60" });
    const budget = await kitBudget(paced, FAKE_KIT_KEY);
    const nextSlot = () => runInDurableObject(budget, (_, state) => state.storage.kv.get<{ nextSlotAt: number }>("state")?.nextSlotAt ?? 0);
    // Another caller takes the slot that is free now: this signup's first call sleeps about a second for the next.
    await budget.acquire(1, 60, 0);
    const taken = await nextSlot();
    const delivery = deliver([signupMessage()], paced);
    await expect.poll(nextSlot).toBeGreaterThan(taken);
    // Meanwhile a call elsewhere meets a 429.
    await budget.rateLimited(60_000);
    const { result, ids, resent } = await delivery;
    expect(kit.requests).toEqual([]);
    expect(result.explicitAcks).toEqual(ids);
    expect(resent.map((m) => m.body.attempts)).toEqual([0]);
    expect(must(resent[0]).delaySeconds).toBeGreaterThan(55);
  });

  it("doubles the pause when Kit answers 429 again after one, and waits out a short pause in the consumer", { timeout: 15_000 }, async () => {
    const quick = kitEnv(queue, { SIGNUP_BACKOFF_SECONDS: "1" });
    kit.failNext = ["rate-limited", "rate-limited"];
    const first = await deliver([signupMessage()], quick);
    expect(first.resent.map((m) => [m.body.attempts, m.delaySeconds])).toEqual([[0, 1]]);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const second = await deliver([must(first.resent[0]).body], quick);
    expect(second.resent.map((m) => [m.body.attempts, m.delaySeconds])).toEqual([[0, 2]]);
    // A pause shorter than the consumer's wait limit is slept through, then the signup is delivered.
    const pausedAt = Date.now();
    const third = await deliver([must(second.resent[0]).body], quick);
    expect(third.resent).toEqual([]);
    expect(must(kit.requests.at(-2)).at - pausedAt).toBeGreaterThanOrEqual(1500);
    expect(kit.incentiveEmails).toBe(1);
  });

  it("spends no more than the budget: a backlog at Kit's own rate meets no 429 and is delivered whole", { timeout: 30_000 }, async () => {
    // Kit's window scaled down 15 times: 40 requests in 4 s, and the site told 600 a minute.
    kit = new FakeKit({ ratePerWindow: 40, windowMs: 4000 });
    restore();
    restore = routeKitTo(kit).mockRestore;
    const paced = kitEnv(queue, { KIT_REQUESTS_PER_MINUTE: "600" });
    const messages = Array.from({ length: 25 }, () => signupMessage());
    const started = Date.now();
    // In batches of wrangler.toml's size, all at once (the budget, not the consumers, sets the pace).
    const batches = Array.from({ length: Math.ceil(messages.length / MESSAGES_PER_BATCH) }, (_, n) =>
      messages.slice(n * MESSAGES_PER_BATCH, (n + 1) * MESSAGES_PER_BATCH),
    );
    const results = await Promise.all(batches.map((batch) => deliver(batch, paced)));
    const seconds = (Date.now() - started) / 1000;
    expect(results.flatMap((delivered) => delivered.result.retryMessages)).toEqual([]);
    expect(queue.sent.map((m) => (m.body as SignupMessage).lastError ?? `delay ${m.delaySeconds}`)).toEqual([]);
    expect(kit.state().rateLimited).toBe(0);
    expect(kit.state().forms[FAKE_KIT_FORM_ID]).toHaveLength(25);
    // 50 requests at 10 a second take about 5 s; evenly spent, not in bursts.
    expect(seconds).toBeGreaterThan(4.5);
    const times = kit.requests.map((r) => r.at);
    // Slots are 105 ms apart (600 a minute, 95 % spent) and a sender may be up to 3 slots late
    // (later ones ask again), so any 2 s hold at most (2000 + 300) / 105 + 1 = 22.9 requests.
    for (const at of times) expect(times.filter((t) => t > at - 2000 && t <= at).length).toBeLessThanOrEqual(23);
  });

  it("keeps an address Kit refuses (422 on create naming the email) as a dead letter instead of retrying it", async () => {
    const message = signupMessage(`x.${Date.now()}@example.invalid`);
    const { result, ids, resent } = await deliver([message]);
    expect(result.explicitAcks).toEqual(ids);
    expect(resent).toEqual([]);
    expect(must(await deadLetterOf(message.signup.id)).reason).toEqual({ code: "invalid-email", details: ["Email address is invalid"] });
  });

  it("keeps retrying when Kit refuses the key (401), counting attempts, and logs what to fix", async () => {
    const errors = vi.spyOn(console, "error");
    const { resent } = await deliver([signupMessage()], kitEnv(queue, { KIT_API_KEY: "revoked" }));
    expect(must(resent[0]).body.attempts).toBe(1);
    expect(errors.mock.calls.flat().join(" ")).toContain(`${SIGNUP_ALERT_PREFIX} ${SIGNUP_ALERTS.KIT_AUTH}`);
    expect(errors.mock.calls.flat().join(" ")).toContain("npx wrangler secret put KIT_API_KEY");
    errors.mockRestore();
  });

  it("keeps signups waiting when Kit is not configured in production", async () => {
    const { resent, result, ids } = await deliver([signupMessage()], kitEnv(queue, { KIT_API_KEY: undefined }));
    expect(result.explicitAcks).toEqual(ids);
    expect(must(resent[0]).body).toMatchObject({ attempts: 1, lastError: { code: "not-configured", settings: ["KIT_API_KEY"] } });
    expect(kit.requests).toHaveLength(0);
  });

  it("lets the queue retry the message itself when it cannot re-send it", async () => {
    kit.mode = "server-error";
    queue.failing = true;
    const { result, ids } = await deliver([signupMessage()]);
    expect(result.retryMessages.map((m) => m.msgId)).toEqual(ids);
  });

  it("acknowledges and drops a message that is not a signup", async () => {
    const { result, ids } = await deliver([{ hello: "world" }, "text", null]);
    expect(result.explicitAcks).toEqual(ids);
    expect(kit.requests).toHaveLength(0);
  });
});
