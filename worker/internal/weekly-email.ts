import type { DeskData } from "../../src/internal";
import { needsOf, weeklyEmailWords, weeklyMail } from "../../src/pages";
import { configOf, type Env } from "../config";
import { mailbox, mailerFor, messageIdOf, mimeMessage, senderAddress, type OwnerEmail } from "../inquiries";
import { readDesk } from "./desk-data";

/** The ISO 8601 week of a time (UTC): `2026-W48`. Mondays start it; its year is its Thursday's. */
export function isoWeek(time: number): string {
  const date = new Date(time);
  // The Thursday of the same week decides its year (ISO 8601).
  const thursday = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate() + 4 - (date.getUTCDay() || 7)));
  const week = Math.ceil(((thursday.getTime() - Date.UTC(thursday.getUTCFullYear(), 0, 1)) / 86_400_000 + 1) / 7);
  return `${thursday.getUTCFullYear()}-W${String(week).padStart(2, "0")}`;
}

/** Whether the week was quiet: nothing needs the owner and every number of the week is zero. */
export function isQuiet(data: DeskData): boolean {
  return needsOf(data).length === 0 && data.weeks.ok && Object.values(data.weeks.value.thisWeek).every((n) => n === 0);
}

/** The email as sent: its words from src/pages (the job holds none), in a MIME message from the site's domain. */
export function weeklyEmailOf(data: DeskData, week: string, siteUrl: string, now: number): OwnerEmail {
  const from = senderAddress(siteUrl);
  const { subject, text, html } = weeklyEmailWords(data, siteUrl);
  const raw = mimeMessage({
    from: mailbox(weeklyMail.fromName, from),
    to: weeklyMail.to,
    subject,
    date: new Date(now),
    messageId: messageIdOf(`week-${week}`, from),
    text,
    html,
  });
  return { from, to: weeklyMail.to, subject, text, html, raw };
}

/**
 * The weekly email, from the daily cron: its first run of an ISO week (Monday's) claims the week
 * in D1 before anything else, so a cron that runs twice sends one; nothing is sent for a quiet
 * week (the desk says so instead). A failed send gives the claim back, and the next day's run
 * sends it. Returns what happened.
 */
export async function sendWeeklyEmail(env: Env, now: number): Promise<"taken" | "quiet" | "sent" | "failed"> {
  const db = env.DB;
  const week = isoWeek(now);
  const claim = await db
    .prepare("INSERT INTO owner_weekly_emails (week, claimed_at) VALUES (?1, ?2) ON CONFLICT (week) DO NOTHING")
    .bind(week, new Date(now).toISOString())
    .run();
  if (!claim.meta.changes) return "taken";
  const config = configOf(env);
  const data = await readDesk(env, config, now);
  if (isQuiet(data)) {
    await db.prepare("UPDATE owner_weekly_emails SET outcome = 'quiet' WHERE week = ?1").bind(week).run();
    return "quiet";
  }
  try {
    await mailerFor(env, config).send(weeklyEmailOf(data, week, config.siteUrl, now));
  } catch (error) {
    console.error(`[desk] the weekly email of ${week} failed; the next run tries again`, error);
    await db.prepare("DELETE FROM owner_weekly_emails WHERE week = ?1 AND sent_at IS NULL").bind(week).run();
    return "failed";
  }
  await db.prepare("UPDATE owner_weekly_emails SET sent_at = ?2, outcome = 'sent' WHERE week = ?1").bind(week, new Date(now).toISOString()).run();
  return "sent";
}
