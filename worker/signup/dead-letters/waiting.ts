import type { Env } from "../../config";
import { KEY_PREFIX } from "../../store";
import { signupAlert } from "../alerts";

/** The daily cron of wrangler.toml that runs the check below (test/unit/signup/queue-config.test.ts holds them equal). */
export const DEAD_LETTERS_ALERT_CRON = "0 8 * * *";

/**
 * The daily cron's check: while any dead letter waits, the owner is alerted again, so none waits
 * unseen (they never expire). Returns how many wait.
 */
export async function alertWaitingDeadLetters(env: Pick<Env, "SIGNUPS_KV">): Promise<number> {
  let waiting = 0;
  let oldest: string | undefined;
  let cursor: string | undefined;
  do {
    const page = await env.SIGNUPS_KV.list({ prefix: KEY_PREFIX.deadLetter, ...(cursor ? { cursor } : {}) });
    waiting += page.keys.length;
    // Keys sort by the time they were stored, so the first one listed is the oldest.
    oldest ??= page.keys[0]?.name;
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor);
  if (waiting) {
    signupAlert(
      "DEAD_LETTERS_WAITING",
      `${waiting} signup(s) Kit did not take wait as dead letters (oldest: ${oldest}). See them with \`npm run signups -- list --remote\`, then replay or dismiss them.`,
      { waiting, ...(oldest ? { oldest } : {}) },
    );
  }
  return waiting;
}
