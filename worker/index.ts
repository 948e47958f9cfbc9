import { env as startupEnv } from "cloudflare:workers";
import { pageRoutes } from "../src/routes";
import { createApp } from "./app";
import { configOf, type Env } from "./config";
import { consumeInquiries, INQUIRY_QUEUE_NAME, sendUnsentEmails } from "./inquiries";
import { warmUpPages } from "./pages";
import { referralUpkeep } from "./referrals";
import { alertWaitingDeadLetters, consumeDeadLetters, consumeSignups, DEAD_LETTER_QUEUE_NAME, DEAD_LETTERS_ALERT_CRON, requeueReplays } from "./signup";

export { KitBudget } from "./kit";
export { LimitCounter } from "./limits";
export { DailySalt } from "./stats";
export { PageVariants } from "./pages";

// A bad variable stops the worker at start-up (and so the deploy), naming the value, rather than
// failing request by request.
configOf(startupEnv as Env);

const app = createApp();
const warmUp = await warmUpPages(pageRoutes, startupEnv as Env);
for (const { path, error } of warmUp.failed) console.error(`[start-up] ${path} failed to render:`, error);

export default {
  fetch: app.fetch,
  queue: (batch, env) =>
    batch.queue === INQUIRY_QUEUE_NAME
      ? consumeInquiries(batch, env, configOf(env))
      : batch.queue === DEAD_LETTER_QUEUE_NAME
        ? consumeDeadLetters(batch, env, configOf(env))
        : consumeSignups(batch, env, configOf(env)),
  // The crons (wrangler.toml): every 5 minutes, replays the owner asked for go back into the
  // queue and inquiries whose owner email never went out are sent, and the referral programme's Kit calls
  // and deletions run; once a day, the owner is
  // alerted while any dead letter waits.
  scheduled: async (controller, env) => {
    if (controller.cron === DEAD_LETTERS_ALERT_CRON) return void (await alertWaitingDeadLetters(env));
    await Promise.all([requeueReplays(env), sendUnsentEmails(env, configOf(env)), referralUpkeep(env).catch((error: unknown) => console.error("[referrals] upkeep failed:", error))]);
  },
} satisfies ExportedHandler<Env>;
