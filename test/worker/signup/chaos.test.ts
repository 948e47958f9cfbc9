import { createExecutionContext, createMessageBatch, env as testEnv, getQueueResult } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { queueConsumer } from "../../support/wrangler-config";
import type { Env } from "../../../worker/config";
import worker from "../../../worker/index";
import { KEY_PREFIX, type DeadLetter } from "../../../worker/store";
import { FAKE_KIT_FORM_ID } from "../../fakes/fake-kit";
import { FakeKit, freshEmail, kitEnv, postJson, recordingQueue, routeKitTo } from "../../fakes/signup-harness";
import { must } from "../../../src/must.ts";

let restore = () => {};
afterEach(() => restore());

const BATCH = queueConsumer("signups").max_batch_size ?? 4;
const magnets = [undefined, "youtube-seo-checklist", "business-growth-guide", undefined];

async function drain(queue: ReturnType<typeof recordingQueue>, env: Env): Promise<number> {
  let rounds = 0;
  while (queue.sent.length && rounds < 60) {
    rounds++;
    const pending = queue.sent.splice(0);
    // Batches of wrangler.toml's size (within Free's subrequests: worker/signup/subrequests.ts).
    for (let i = 0; i < pending.length; i += BATCH) {
      const batch = createMessageBatch(
        "signups",
        pending.slice(i, i + BATCH).map((m, j) => ({ id: `chaos-${rounds}-${i + j}`, timestamp: new Date(), attempts: 1, body: m.body })),
      );
      const ctx = createExecutionContext();
      await (worker.queue as ExportedHandlerQueueHandler<Env>)(batch, env, ctx);
      await getQueueResult(batch, ctx);
    }
    // Delays are compressed: a round every 100 ms stands for the queue's own schedule.
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return rounds;
}

describe("signups under Kit faults", () => {
  it("counts every signup through timeouts, resets, 429s, HTML 5xx and a window of 401s: on the Kit form exactly once, or a dead letter with its reason", {
    timeout: 120_000,
  }, async () => {
    // Kit's window scaled 20 times (120 requests in 3 s) and the budget with it (2,400 a minute).
    const kit = new FakeKit({ windowMs: 3000 });
    restore = routeKitTo(kit).mockRestore;
    vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(console, "log").mockImplementation(() => {});
    const queue = recordingQueue();
    const env = kitEnv(queue, { SIGNUP_BACKOFF_SECONDS: "0.05", KIT_REQUESTS_PER_MINUTE: "2400" });
    kit.setFaults({ timeout: 0.02, reset: 0.05, rateLimited: 0.05, serverError: 0.08, unauthorizedWindow: { fromMs: 400, toMs: 1200 }, seed: 42 });

    const accepted: string[] = [];
    const refused: string[] = [];
    const started = Date.now();
    // Ten visitors at a time, so the timeouts of some overlap with the answers of others.
    for (let group = 0; group < 4; group++) {
      await Promise.all(
        Array.from({ length: 10 }, async (_, j) => {
          const i = group * 10 + j;
          // Two addresses Kit itself refuses: the only signups that may be turned away.
          const email = i % 20 === 7 ? `refused${i}.${Date.now()}@example.invalid` : freshEmail("chaos");
          const response = await postJson({ email, ...(magnets[i % 4] ? { magnet: magnets[i % 4] } : {}) }, { env });
          const answer = (await response.json()) as { success: boolean; code?: string };
          if (answer.success) accepted.push(email.toLowerCase());
          else {
            expect(answer.code).toBe("INVALID_EMAIL");
            refused.push(email);
          }
        }),
      );
    }
    const answeredIn = Date.now() - started;
    const rounds = await drain(queue, env);
    console.info(
      JSON.stringify({ answeredIn, rounds, drainedIn: Date.now() - started - answeredIn, injected: kit.state().injected, overRate: kit.state().rateLimited }),
    );
    expect(queue.sent).toEqual([]);

    const onForm = new Set(kit.state().forms[FAKE_KIT_FORM_ID]);
    const { keys } = await testEnv.SIGNUPS_KV.list({ prefix: KEY_PREFIX.deadLetter });
    const deadLetters = (await Promise.all(keys.map(async ({ name }) => JSON.parse(must(await testEnv.SIGNUPS_KV.get(name))) as DeadLetter))).filter((d) =>
      accepted.includes(d.signup.email.toLowerCase()),
    );
    const dead = new Set(deadLetters.map((d) => d.signup.email.toLowerCase()));
    const missing = accepted.filter((email) => !onForm.has(email) && !dead.has(email));

    expect(Object.values(kit.state().injected).reduce((a, b) => a + b, 0)).toBeGreaterThan(5);
    expect(kit.state().rateLimited).toBe(0);
    expect(missing).toEqual([]);
    // None doubled: one confirmation email per subscriber on the (double opt-in) form.
    expect(kit.incentiveEmails).toBe(onForm.size);
    expect(kit.state().subscribers.filter((s) => !s.email_address.endsWith(".invalid")).length).toBe(
      onForm.size + [...dead].filter((e) => !onForm.has(e) && kit.state().subscribers.some((s) => s.email_address.toLowerCase() === e)).length,
    );
    for (const letter of deadLetters) expect(letter.reason).toMatchObject({ code: expect.any(String) });
    expect(refused.length + accepted.length).toBe(40);
    expect(refused.every((email) => email.endsWith(".invalid"))).toBe(true);
  });
});
