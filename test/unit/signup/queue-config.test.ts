import { describe, expect, it } from "vitest";
import { DEAD_LETTER_QUEUE, DEAD_LETTER_QUEUE_NAME, DEAD_LETTERS_ALERT_CRON } from "../../../worker/signup/dead-letters";
import { queueConsumer, queueProducers, wranglerConfig } from "../../support/wrangler-config";

describe("signups-dlq in wrangler.toml", () => {
  it("keeps its messages through a long KV outage: the retries and delay the consumer counts on", () => {
    const consumer = queueConsumer(DEAD_LETTER_QUEUE_NAME);
    expect(consumer.max_retries).toBe(DEAD_LETTER_QUEUE.maxRetries);
    expect(consumer.retry_delay).toBe(DEAD_LETTER_QUEUE.retryDelaySeconds);
    // Retried for longer than a day, and all of it inside the 4 days a queue keeps a message.
    const waitSeconds = DEAD_LETTER_QUEUE.maxRetries * DEAD_LETTER_QUEUE.retryDelaySeconds;
    expect(waitSeconds).toBeGreaterThan(24 * 3600);
    expect(waitSeconds).toBeLessThan(4 * 24 * 3600);
  });

  it("can be sent to by the worker, which hands it dead letters KV could not store", () => {
    expect(queueProducers(DEAD_LETTER_QUEUE_NAME)).toEqual(["DEAD_LETTER_QUEUE"]);
  });

  it("is judged against the plan's retention the variable names (24 hours on Workers Free by default)", () => {
    expect(wranglerConfig.vars?.QUEUE_RETENTION_HOURS).toBe("24");
  });

  it("is where the signups queue sends what it gives up on", () => {
    expect(queueConsumer("signups").dead_letter_queue).toBe(DEAD_LETTER_QUEUE_NAME);
  });
});

describe("the crons in wrangler.toml", () => {
  it("run the replays every 5 minutes and the waiting dead letters' alert daily; no cron every minute (the broadcasts' reconciler runs on its own alarm)", () => {
    expect(wranglerConfig.triggers?.crons).toEqual(["*/5 * * * *", DEAD_LETTERS_ALERT_CRON]);
  });
});
