import { env as startupEnv } from "cloudflare:workers";
import { pageRoutes } from "../src/routes";
import { createApp } from "./app";
import { configOf, type Env } from "./config";
import { warmUpPages } from "./pages";
import { consumeDeadLetters, consumeSignups, DEAD_LETTER_QUEUE_NAME, requeueReplays } from "./signup";

export { KitBudget } from "./kit";
export { LimitCounter } from "./limits";

// A bad variable stops the worker at start-up (and so the deploy), naming the value, rather than
// failing request by request.
configOf(startupEnv as Env);

const app = createApp();
const warmUp = await warmUpPages(pageRoutes);
for (const { path, error } of warmUp.failed) console.error(`[start-up] ${path} failed to render:`, error);

export default {
  fetch: app.fetch,
  queue: (batch, env) => (batch.queue === DEAD_LETTER_QUEUE_NAME ? consumeDeadLetters(batch, env) : consumeSignups(batch, env, configOf(env))),
  // The cron (wrangler.toml) puts dead letters the owner asked to replay back into the queue.
  scheduled: async (_controller, env) => void (await requeueReplays(env)),
} satisfies ExportedHandler<Env>;
