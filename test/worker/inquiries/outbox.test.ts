import { createExecutionContext, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { Env } from "../../../worker/config";
import { configOf } from "../../../worker/config";
import worker from "../../../worker/index";
import { DIGEST_MAX_INQUIRIES, EMAIL_LEASE_SECONDS, emailOwnerOnce, ownerEmailCap, takeEmailLease } from "../../../worker/inquiries";
import { devOutbox } from "../../../worker/inquiries/mailer";
import { inquiryOfRow, type InquiryRow } from "../../../worker/inquiries/repository";
import { findJob } from "../../../worker/outbox";
import { UNSENT_AFTER_MINUTES } from "../../../worker/inquiries/unsent";
import { callWorker, inquiryRequest, rowsWhere, validInquiry, ageInquiry, inquiriesFreshEachTest, uniqueOrganiser } from "../../fakes/inquiry-harness";
import { must } from "../../../src/must.ts";

inquiriesFreshEachTest();

const testEnv = env as Env;
const uniqueName = uniqueOrganiser;
const messageIdOf = (raw: string) => /^Message-ID: (.+)\r$/m.exec(raw)?.[1];

/** The 5-minute cron, run at `at`. */
async function cron(at = Date.now()) {
  await (worker.scheduled as ExportedHandlerScheduledHandler<Env>)(
    { cron: "*/5 * * * *", scheduledTime: at, noRetry() {} } as ScheduledController,
    testEnv,
    createExecutionContext(),
  );
}

/** Stores an inquiry through the endpoint while every send fails and the queue refuses the retry: it waits, unsent. */
async function storedUnsent(): Promise<InquiryRow> {
  const name = uniqueName();
  devOutbox.failNext = 1;
  const refusingQueue = {
    send: async () => {
      throw new Error("queue down");
    },
  } as unknown as Queue;
  expect((await callWorker(inquiryRequest(validInquiry({ name })), { ...testEnv, INQUIRY_QUEUE: refusingQueue })).status).toBe(200);
  const [row] = await rowsWhere("name", name);
  expect(row).toMatchObject({ emailed_at: null });
  expect(await emailJob(must(row).id)).toMatchObject({ done_at: null, lease: null });
  // Old enough for the cron's sweep.
  await ageInquiry(must(row).id, UNSENT_AFTER_MINUTES + 1);
  return (await rowsWhere("id", must(row).id))[0] as unknown as InquiryRow;
}

/** The inquiry's email job in the one outbox. */
const emailJob = (id: string) => findJob(testEnv.DB, `inquiry-email:${id}`);

const sentFor = (id: string) => devOutbox.sent.filter((email) => email.raw.includes(`Message-ID: <inquiry-${id}@example.com>`));

describe("the owner's email outbox", () => {
  it("a sender that dies between the claim and the send: the lease holds it back, then the cron takes it up once it expires and sends it once", async () => {
    const row = await storedUnsent();
    // A sender takes the lease, then its invocation ends before it sends.
    expect(await takeEmailLease(testEnv.DB, row.id)).toMatchObject({ token: expect.any(String) });
    expect(await takeEmailLease(testEnv.DB, row.id)).toBeUndefined();

    await cron();
    expect(sentFor(row.id)).toEqual([]);
    expect(must((await rowsWhere("id", row.id))[0]).emailed_at).toBeNull();

    const afterLease = Date.now() + (EMAIL_LEASE_SECONDS + 1) * 1000;
    await cron(afterLease);
    expect(sentFor(row.id)).toHaveLength(1);
    expect((await rowsWhere("id", row.id))[0]).toMatchObject({ emailed_at: expect.any(String) });
    expect(await emailJob(row.id)).toMatchObject({ done_at: expect.any(Number), lease: null });
    await cron(afterLease + 300_000);
    expect(sentFor(row.id)).toHaveLength(1);
  });

  it("a send that fails after Email Routing delivered it: the retry sends the same message with the same Message-ID, then never again", async () => {
    const row = await storedUnsent();
    const inquiry = inquiryOfRow(row);
    devOutbox.failAfterDeliveryNext = 1;
    expect(await emailOwnerOnce(testEnv, configOf(testEnv), inquiry)).toBe("failed");
    expect((await rowsWhere("id", row.id))[0]).toMatchObject({ emailed_at: null });
    // Two failed tries: the endpoint's (storedUnsent) and this one.
    expect(await emailJob(row.id)).toMatchObject({ done_at: null, lease: null, attempts: 2 });
    expect(await emailOwnerOnce(testEnv, configOf(testEnv), inquiry)).toBe("sent");
    const [first, second, ...more] = sentFor(row.id);
    expect(more).toEqual([]);
    expect(messageIdOf(must(first).raw)).toBe(`<inquiry-${row.id}@example.com>`);
    // Byte for byte the same message: a mail system that drops a repeated Message-ID drops this one.
    expect(must(second).raw).toBe(must(first).raw);
    expect(await emailOwnerOnce(testEnv, configOf(testEnv), inquiry)).toBe("not-mine");
    expect(sentFor(row.id)).toHaveLength(2);
  });

  it("five senders at once (the endpoint, the queue, crons): one sends", async () => {
    const row = await storedUnsent();
    const outcomes = await Promise.all(Array.from({ length: 5 }, () => emailOwnerOnce(testEnv, configOf(testEnv), inquiryOfRow(row))));
    expect(outcomes.filter((outcome) => outcome === "sent")).toHaveLength(1);
    expect(sentFor(row.id)).toHaveLength(1);
  });
});

describe("the hourly cap on owner emails, and the digest", () => {
  it(`sends ${ownerEmailCap.max} single emails in an hour, holds the rest for one digest from the cron, and drops no inquiry`, {
    timeout: 60_000,
  }, async () => {
    const event = `Flood ${crypto.randomUUID().slice(0, 6)}`;
    const total = ownerEmailCap.max + 4;
    for (let i = 0; i < total; i++)
      expect((await callWorker(inquiryRequest(validInquiry({ name: `Person ${i}`, eventName: `${event} ${i}` })))).status).toBe(200);
    const { results: rows } = await testEnv.DB.prepare("SELECT * FROM speaker_inquiries WHERE event_name LIKE ?1 ORDER BY received_at")
      .bind(`${event}%`)
      .all<InquiryRow & { email_held_at: string | null }>();
    expect(rows).toHaveLength(total);
    expect(devOutbox.sent).toHaveLength(ownerEmailCap.max);
    const held = rows.filter((row) => row.email_held_at !== null);
    expect(held).toHaveLength(4);

    await cron();
    const digests = devOutbox.sent.slice(ownerEmailCap.max);
    expect(digests).toHaveLength(1);
    const digest = must(digests[0]);
    expect(digest.subject).toBe("Speaking inquiries: 4 more arrived (digest)");
    for (const row of held) expect(digest.text).toContain(row.event_name);
    expect(digest.text).toContain("https://www.example.com/internal/inquiries");
    expect(messageIdOf(digest.raw)).toMatch(/^<digest-[0-9a-f-]{36}@example\.com>$/);
    const { results: after } = await testEnv.DB.prepare("SELECT emailed_at FROM speaker_inquiries WHERE event_name LIKE ?1")
      .bind(`${event}%`)
      .all<{ emailed_at: string | null }>();
    expect(after.every((row) => row.emailed_at !== null)).toBe(true);

    // Another inquiry within the hour: held, and no second digest until the hour is over.
    expect((await callWorker(inquiryRequest(validInquiry({ eventName: `${event} late` })))).status).toBe(200);
    await cron();
    expect(devOutbox.sent).toHaveLength(ownerEmailCap.max + 1);
    expect((await rowsWhere("event_name", `${event} late`))[0]).toMatchObject({ emailed_at: null, email_held_at: expect.any(String) });
  });

  it("a digest whose send fails is sent again by the next cron with the same members and Message-ID", { timeout: 60_000 }, async () => {
    const event = `Burst ${crypto.randomUUID().slice(0, 6)}`;
    for (let i = 0; i < ownerEmailCap.max + 2; i++) expect((await callWorker(inquiryRequest(validInquiry({ eventName: `${event} ${i}` })))).status).toBe(200);
    devOutbox.failAfterDeliveryNext = 1;
    await cron();
    await cron();
    const [first, second, ...more] = devOutbox.sent.slice(ownerEmailCap.max);
    expect(more).toEqual([]);
    expect(must(second).raw).toBe(must(first).raw);
    expect(DIGEST_MAX_INQUIRIES).toBeGreaterThanOrEqual(ownerEmailCap.max * 24);
  });
});
