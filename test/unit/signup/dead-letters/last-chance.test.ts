import { describe, expect, it } from "vitest";
// Tests mirror the module they prove (worker/signup/dead-letters) and may read its inner files.
import { DEAD_LETTER_QUEUE, isLastChance } from "../../../../worker/signup/dead-letters/consumer";

const HOUR = 3600;
const now = Date.UTC(2026, 10, 24, 12);
const sent = (hoursAgo: number, attempts = 1) => ({ attempts, timestamp: new Date(now - hoursAgo * HOUR * 1000) });

describe("signups-dlq: when a dead letter KV cannot store has had its last chance", () => {
  it("on Workers Free (24 h retention): a message that would be deleted before its next retry (30 min) is written to the log now", () => {
    const free = 24 * HOUR;
    expect(isLastChance(sent(1), free, now)).toBe(false);
    expect(isLastChance(sent(23), free, now)).toBe(false);
    expect(isLastChance(sent(23.5), free, now)).toBe(true);
    expect(isLastChance(sent(23.9), free, now)).toBe(true);
    // Long before its 100 retries would be spent: the retention decides, not the count.
    expect(isLastChance(sent(23.6, 47), free, now)).toBe(true);
  });

  it("on Workers Paid (4 days): it waits through a day-long outage, and is logged before the fourth day ends", () => {
    const paid = 96 * HOUR;
    expect(isLastChance(sent(23.9), paid, now)).toBe(false);
    expect(isLastChance(sent(50), paid, now)).toBe(false);
    expect(isLastChance(sent(95.5), paid, now)).toBe(true);
  });

  it("past its max_retries it is the last delivery, however young", () => {
    expect(isLastChance(sent(1, DEAD_LETTER_QUEUE.maxRetries), 96 * HOUR, now)).toBe(false);
    expect(isLastChance(sent(1, DEAD_LETTER_QUEUE.maxRetries + 1), 96 * HOUR, now)).toBe(true);
  });
});
