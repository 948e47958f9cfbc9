import { owner, desk as deskWords, weeklyEmail as words } from "../../src/content";
import { DESK_PATH, type DeskData, type WeekNumbers } from "../../src/internal";
import { needsOf } from "../../src/pages";
import { configOf, type Env } from "../config";
import { escapeHtml, mailbox, mailerFor, messageIdOf, mimeMessage, senderAddress, type OwnerEmail } from "../inquiries";
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

/** The email: what needs him (as on the desk), the week's numbers, the best source and video, each with a link to the desk. */
export function weeklyEmailOf(data: DeskData, week: string, siteUrl: string, now: number): OwnerEmail {
  const from = senderAddress(siteUrl);
  const deskUrl = new URL(DESK_PATH, siteUrl).href;
  const needs = needsOf(data).map((need) => ({ text: need.text, url: new URL(need.href, siteUrl).href }));
  const numbers = data.weeks.ok
    ? [
        ...(Object.keys(deskWords.week.rows) as (keyof WeekNumbers)[]).map((key) =>
          words.line(deskWords.week.rows[key], data.weeks.ok ? data.weeks.value.thisWeek[key] : 0, data.weeks.ok ? data.weeks.value.lastWeek[key] : 0),
        ),
        `${deskWords.week.bestSource}: ${data.weeks.value.bestSource ?? deskWords.week.none}`,
        `${deskWords.week.bestVideo}: ${data.weeks.value.bestVideo ? `https://www.youtube.com/watch?v=${data.weeks.value.bestVideo}` : deskWords.week.none}`,
      ]
    : [words.missing];
  const subject = words.subject(needs.length);
  const text = [
    words.intro,
    "",
    `${words.needsYou}:`,
    ...(needs.length ? needs.map((n) => `- ${n.text}: ${n.url}`) : [words.nothing]),
    "",
    `${words.numbers}:`,
    ...numbers,
    "",
    `${words.desk}: ${deskUrl}`,
    "",
  ].join("\n");
  const html = [
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body>`,
    `<p>${escapeHtml(words.intro)}</p>`,
    `<h2>${escapeHtml(words.needsYou)}</h2>`,
    needs.length
      ? `<ul>${needs.map((n) => `<li><a href="${escapeHtml(n.url)}">${escapeHtml(n.text)}</a></li>`).join("")}</ul>`
      : `<p>${escapeHtml(words.nothing)}</p>`,
    `<h2>${escapeHtml(words.numbers)}</h2>`,
    `<ul>${numbers.map((line) => `<li>${escapeHtml(line)}</li>`).join("")}</ul>`,
    `<p><a href="${escapeHtml(deskUrl)}">${escapeHtml(words.desk)}</a></p>`,
    "</body></html>",
  ].join("\r\n");
  const raw = mimeMessage({
    from: mailbox(words.fromName, from),
    to: owner.email,
    subject,
    date: new Date(now),
    messageId: messageIdOf(`week-${week}`, from),
    text,
    html,
  });
  return { from, to: owner.email, subject, text, html, raw };
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
