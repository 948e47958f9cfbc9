import { createExecutionContext, createMessageBatch, env, getQueueResult } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { Env } from "../../../worker/config";
import worker from "../../../worker/index";
import { readInquiryMessage, type InquiryMessage } from "../../../worker/store";
import { devOutbox } from "../../../worker/inquiries/mailer";
import { INQUIRY_QUEUE_NAME } from "../../../worker/inquiries";
import { UNSENT_AFTER_MINUTES } from "../../../worker/inquiries/unsent";
import { recordingQueue } from "../../fakes/signup-harness";
import { callWorker, inquiryRequest, rowsWhere, validInquiry, ageInquiry, inquiriesFreshEachTest, uniqueOrganiser } from "../../fakes/inquiry-harness";
import { must } from "../../../src/must.ts";

inquiriesFreshEachTest();

const uniqueName = uniqueOrganiser;

let counter = 0;
/** Runs the `inquiries` consumer on these messages, as the queue would deliver them. */
async function consume(bodies: unknown[], attempts = 1) {
  const batch = createMessageBatch(
    INQUIRY_QUEUE_NAME,
    bodies.map((body) => ({ id: `inquiry-msg-${++counter}`, timestamp: new Date(), attempts, body })),
  );
  const ctx = createExecutionContext();
  await (worker.queue as ExportedHandlerQueueHandler<Env>)(batch, env as Env, ctx);
  return getQueueResult(batch, ctx);
}

const failingDb = {
  prepare: () => ({
    bind: () => ({
      run: async () => {
        throw new Error("D1_ERROR: database unavailable");
      },
    }),
  }),
} as unknown as D1Database;

describe("an inquiry answered 200 is never lost", () => {
  it("when the D1 write fails: queued, then stored by the consumer and the owner emailed once", async () => {
    const queue = recordingQueue();
    const name = uniqueName();
    const response = await callWorker(inquiryRequest(validInquiry({ name })), { ...(env as Env), DB: failingDb, INQUIRY_QUEUE: queue.queue });
    expect(response.status).toBe(200);
    expect(await rowsWhere("name", name)).toEqual([]);
    expect(devOutbox.sent).toEqual([]);
    expect(queue.sent).toHaveLength(1);
    const message = readInquiryMessage(must(queue.sent[0]).body) as InquiryMessage;
    expect(message.inquiry).toMatchObject({ name, variant: "v3" });

    const first = await consume([message]);
    expect(first.explicitAcks).toHaveLength(1);
    expect(first.retryMessages).toEqual([]);
    const [row] = await rowsWhere("name", name);
    expect(row).toMatchObject({ id: message.inquiry.id, emailed_at: expect.any(String) });
    expect(devOutbox.sent.map((email) => email.subject)).toEqual([expect.stringContaining("Creators Summit 2027")]);

    // The queue delivers at least once: the same message again stores nothing new and sends nothing.
    const again = await consume([message], 2);
    expect(again.explicitAcks).toHaveLength(1);
    expect(await rowsWhere("name", name)).toHaveLength(1);
    expect(devOutbox.sent).toHaveLength(1);
  });

  it("when the owner's email fails: stored at once, the email retried from the queue and sent once", async () => {
    const queue = recordingQueue();
    const name = uniqueName();
    devOutbox.failNext = 1;
    const response = await callWorker(inquiryRequest(validInquiry({ name })), { ...(env as Env), INQUIRY_QUEUE: queue.queue });
    expect(response.status).toBe(200);
    const [stored] = await rowsWhere("name", name);
    expect(stored).toMatchObject({ emailed_at: null });
    expect(devOutbox.sent).toEqual([]);
    expect(queue.sent).toHaveLength(1);

    // The retry fails too: the message comes back later, still unsent.
    devOutbox.failNext = 1;
    const failed = await consume([must(queue.sent[0]).body]);
    expect(failed.retryMessages.map((m) => m.msgId)).toHaveLength(1);
    expect(failed.explicitAcks).toEqual([]);
    expect((await rowsWhere("name", name))[0]).toMatchObject({ emailed_at: null });

    const sent = await consume([must(queue.sent[0]).body], 2);
    expect(sent.explicitAcks).toHaveLength(1);
    expect(must((await rowsWhere("name", name))[0]).emailed_at).not.toBeNull();
    expect(devOutbox.sent).toHaveLength(1);
    await consume([must(queue.sent[0]).body], 3);
    expect(devOutbox.sent).toHaveLength(1);
  });

  it("retries a message while D1 stays down, and drops only what is not an inquiry", async () => {
    const queue = recordingQueue();
    await callWorker(inquiryRequest(validInquiry()), { ...(env as Env), DB: failingDb, INQUIRY_QUEUE: queue.queue });
    const batch = createMessageBatch(INQUIRY_QUEUE_NAME, [
      { id: "down", timestamp: new Date(), attempts: 1, body: must(queue.sent[0]).body },
      { id: "junk", timestamp: new Date(), attempts: 1, body: { v: 1, kind: "signup" } },
    ]);
    const ctx = createExecutionContext();
    await (worker.queue as ExportedHandlerQueueHandler<Env>)(batch, { ...(env as Env), DB: failingDb }, ctx);
    const result = await getQueueResult(batch, ctx);
    expect(result.retryMessages.map((m) => m.msgId)).toEqual(["down"]);
    expect(result.explicitAcks).toEqual(["junk"]);
  });
});

describe("the 5-minute cron", () => {
  it("sends the owner's email of a stored inquiry whose email never went out, once", async () => {
    const name = uniqueName();
    const queue = recordingQueue();
    queue.failing = true;
    devOutbox.failNext = 1;
    // The send fails and the queue refuses the retry: the row waits with emailed_at NULL.
    expect((await callWorker(inquiryRequest(validInquiry({ name })), { ...(env as Env), INQUIRY_QUEUE: queue.queue })).status).toBe(200);
    const [row] = await rowsWhere("name", name);
    expect(row).toMatchObject({ emailed_at: null });
    await ageInquiry(must(row).id, UNSENT_AFTER_MINUTES + 1);

    for (let run = 0; run < 2; run++) {
      const ctx = createExecutionContext();
      await (worker.scheduled as ExportedHandlerScheduledHandler<Env>)(
        { cron: "*/5 * * * *", scheduledTime: Date.now(), noRetry() {} } as ScheduledController,
        env as Env,
        ctx,
      );
    }
    expect(devOutbox.sent.filter((email) => email.raw.includes(must(row).id))).toHaveLength(1);
    expect(must((await rowsWhere("name", name))[0]).emailed_at).not.toBeNull();
  });
});
