import { pageRoutes } from "../src/routes";
import { createApp } from "./app";
import type { Env } from "./env";
import { consumeDeadLetters } from "./queue/dead-letter-consumer";
import { consumeSignups } from "./queue/signup-consumer";
import { requeueReplays } from "./signup/policy";
import { warmUpPages } from "./pages/warm-up";

export { KitBudget } from "./kit/kit-budget";
export { LimitCounter } from "./signup/limit-counter";

/** The dead-letter queue of `signups` (wrangler.toml). Not exported: the main module exports only handlers and Durable Objects. */
const SIGNUP_DEAD_LETTER_QUEUE = "signups-dlq";

const app = createApp();
const warmUp = await warmUpPages(pageRoutes);
for (const { path, error } of warmUp.failed) console.error(`[start-up] ${path} failed to render:`, error);

export default {
  fetch: app.fetch,
  queue: (batch, env) => (batch.queue === SIGNUP_DEAD_LETTER_QUEUE ? consumeDeadLetters(batch, env) : consumeSignups(batch, env)),
  // The cron (wrangler.toml) puts dead letters the owner asked to replay back into the queue.
  scheduled: async (_controller, env) => void (await requeueReplays(env)),
} satisfies ExportedHandler<Env>;
