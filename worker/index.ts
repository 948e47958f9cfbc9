import { env as startupEnv } from "cloudflare:workers";
import { guides, magnets } from "../src/content";
import { pageRoutes } from "../src/routes";
import { deleteExpiredConsents, forgetOldEvents } from "./api";
import { createApp } from "./app";
import { configOf, kitTagProblems, type Env } from "./config";
import { sendWeeklyEmail } from "./internal";
import { consumeInquiries, INQUIRY_QUEUE_NAME, sendOwnerDigest, sendUnsentEmails } from "./inquiries";
import { warmUpPages } from "./pages";
import { CRON_RUN_MS, refreshDueIssueResults, wakeIfChangesWait } from "./publishing";
import { referralUpkeep } from "./referrals";
import { forgetDeletedDrafts } from "./drafts";
import { pruneMisses } from "./search";
import { pruneTallies } from "./tallies";
import { readFeedIfOn } from "./videos";
import {
  alertWaitingDeadLetters,
  consumeDeadLetters,
  consumeSignups,
  DEAD_LETTER_QUEUE_NAME,
  DEAD_LETTERS_ALERT_CRON,
  flushSignupAlerts,
  requeueReplays,
} from "./signup";

export { KitBudget } from "./kit";
export { LimitCounter } from "./limits";
export { DailySalt } from "./stats";
export { PageVariants } from "./pages";
export { BroadcastReconciler } from "./publishing";

// A bad variable stops the worker at start-up (and so the deploy), naming the value, rather than
// failing request by request.
const startupConfig = configOf(startupEnv as Env);
// Every guide needs its Kit tag id: say which one lacks it, where the deploy's log shows it.
const taggedSignups = new Map(Object.keys(magnets).map((slug) => [slug, Object.hasOwn(guides, slug) ? guides[slug as keyof typeof guides].kitTag : undefined]));
if (!startupConfig.development) for (const problem of kitTagProblems(startupConfig.kit, taggedSignups)) console.warn(`[start-up] ${problem}`);

const app = createApp();
const warmUp = await warmUpPages(pageRoutes, startupEnv as Env);
for (const { path, error } of warmUp.failed) console.error(`[start-up] ${path} failed to render:`, error);

export default {
  // Owner alerts raised while answering are kept in D1 for the desk afterwards (no write when none was).
  fetch: async (request, env, ctx) => {
    const response = await app.fetch(request, env, ctx);
    ctx.waitUntil(flushSignupAlerts(env.DB));
    return response;
  },
  queue: async (batch, env) => {
    await (batch.queue === INQUIRY_QUEUE_NAME
      ? consumeInquiries(batch, env, configOf(env))
      : batch.queue === DEAD_LETTER_QUEUE_NAME
        ? consumeDeadLetters(batch, env, configOf(env))
        : consumeSignups(batch, env, configOf(env)));
    await flushSignupAlerts(env.DB);
  },
  // The crons (wrangler.toml): every 5 minutes, replays the owner asked for go back into the
  // queue, inquiries whose owner email never went out are sent (an expired lease included), then
  // the digest of those held over the hourly cap, and the referral programme's Kit calls and
  // deletions run, and the issues' results owed a refresh are read from Kit (each at most every
  // 30 minutes: worker/publishing/issue-results.ts), and the YouTube channel's feed is read once
  // (worker/videos); once a day, the owner is alerted while any
  // dead letter waits, proofs of consent past their two years, Kit webhook claims past their week
  // searches that found nothing and the guards' tallies past 90 days and drafts deleted more than 30 days ago are deleted, and the owner's weekly email goes out
  // on the week's first run (Monday's). Every 5 minutes too, the broadcasts' reconciler is woken if a
  // change has waited for it over a minute (its own alarm missed): it sleeps when nothing is watched.
  scheduled: async (controller, env) => {
    if (controller.cron === DEAD_LETTERS_ALERT_CRON)
      await Promise.all([
        alertWaitingDeadLetters(env),
        deleteExpiredConsents(env.DB),
        forgetOldEvents(env.DB).catch((error: unknown) => console.error("[kit webhook] could not delete old event ids:", error)),
        pruneMisses(env.DB).catch((error: unknown) => console.error("[search] could not prune the searches that found nothing:", error)),
        pruneTallies(env.DB).catch((error: unknown) => console.error("[tallies] could not prune the guards' tallies:", error)),
        forgetDeletedDrafts(env.DB).catch((error: unknown) => console.error("[drafts] could not forget deleted drafts:", error)),
        sendWeeklyEmail(env, controller.scheduledTime).catch((error: unknown) => console.error("[desk] the weekly email failed:", error)),
      ]);
    else {
      await Promise.all([
        requeueReplays(env),
        sendUnsentEmails(env, configOf(env), controller.scheduledTime).then(() => sendOwnerDigest(env, configOf(env), controller.scheduledTime)),
        referralUpkeep(env).catch((error: unknown) => console.error("[referrals] upkeep failed:", error)),
        refreshDueIssueResults(env, new Date(controller.scheduledTime), CRON_RUN_MS),
        readFeedIfOn(env, new Date(controller.scheduledTime)).catch((error: unknown) => console.error("[videos] the feed read failed:", error)),
        wakeIfChangesWait(env, controller.scheduledTime).catch((error: unknown) => console.error("[broadcasts] could not check the waiting changes:", error)),
      ]);
    }
    await flushSignupAlerts(env.DB);
  },
} satisfies ExportedHandler<Env>;
