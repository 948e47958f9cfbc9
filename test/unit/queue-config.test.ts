import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { DEAD_LETTER_QUEUE } from "../../worker/queue/dead-letter-consumer";

const wrangler = readFileSync(join(import.meta.dirname, "../../wrangler.toml"), "utf8");

/** The `key = value` lines of each `[[table]]` block whose `field` is `value`. */
function blocks(table: string, field: string, value: string): Record<string, string>[] {
  return wrangler
    .split(/^(?=\[)/m)
    .filter((block) => block.startsWith(`[[${table}]]`))
    .map((block) => Object.fromEntries([...block.matchAll(/^(\w+)\s*=\s*"?([^"\n]*)"?\s*$/gm)].map((m) => [m[1]!, m[2]!])))
    .filter((entries) => entries[field] === value);
}

describe("signups-dlq in wrangler.toml", () => {
  it("keeps its messages through a long KV outage: the retries and delay the consumer counts on", () => {
    const [consumer] = blocks("queues.consumers", "queue", "signups-dlq");
    expect(consumer).toBeDefined();
    expect(Number(consumer!.max_retries)).toBe(DEAD_LETTER_QUEUE.maxRetries);
    expect(Number(consumer!.retry_delay)).toBe(DEAD_LETTER_QUEUE.retryDelaySeconds);
    // Retried for longer than a day, and all of it inside the 4 days a queue keeps a message.
    const waitSeconds = DEAD_LETTER_QUEUE.maxRetries * DEAD_LETTER_QUEUE.retryDelaySeconds;
    expect(waitSeconds).toBeGreaterThan(24 * 3600);
    expect(waitSeconds).toBeLessThan(4 * 24 * 3600);
  });

  it("can be sent to by the worker, which hands it dead letters KV could not store", () => {
    expect(blocks("queues.producers", "queue", "signups-dlq").map((producer) => producer.binding)).toEqual(["DEAD_LETTER_QUEUE"]);
  });

  it("is where the signups queue sends what it gives up on", () => {
    expect(blocks("queues.consumers", "queue", "signups")[0]?.dead_letter_queue).toBe("signups-dlq");
  });
});
