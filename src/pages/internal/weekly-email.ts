/**
 * The owner's weekly email, in his words: what needs him (as the desk lists it), the week's numbers,
 * the best source and video, each with a link to the desk. The daily cron that sends it
 * (worker/internal/weekly-email.ts) holds no words: it gives the desk's data and gets the subject,
 * text and HTML from here, as the inquiries' jobs get theirs from src/inquiry/owner-emails.ts.
 */
import { desk as deskWords, weeklyEmail as words } from "../../content/desk";
import { owner } from "../../content/owner";
import { escapeHtml, type EmailWords } from "../../inquiry/owner-emails";
import { DESK_PATH, type DeskData, type WeekNumbers } from "../../internal/desk";
import { needsOf } from "./desk-needs";

/** Who the weekly email goes to, and the sender's name (its address is on the site's domain). */
export const weeklyMail = { fromName: words.fromName, to: owner.email } as const;

/** The weekly email's subject, text and HTML from the desk's data; links are made absolute on `siteUrl`. */
export function weeklyEmailWords(data: DeskData, siteUrl: string): EmailWords {
  const deskUrl = new URL(DESK_PATH, siteUrl).href;
  const needs = needsOf(data).map((need) => ({ text: need.text, url: new URL(need.href, siteUrl).href }));
  const week = data.weeks.ok ? data.weeks.value : undefined;
  const numbers = week
    ? [
        ...(Object.keys(deskWords.week.rows) as (keyof WeekNumbers)[]).map((key) =>
          words.line(deskWords.week.rows[key], week.thisWeek[key], week.lastWeek[key]),
        ),
        `${deskWords.week.bestSource}: ${week.bestSource ?? deskWords.week.none}`,
        `${deskWords.week.bestVideo}: ${week.bestVideo ? `https://www.youtube.com/watch?v=${week.bestVideo}` : deskWords.week.none}`,
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
  return { subject, text, html };
}
