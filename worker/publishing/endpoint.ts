import type { Context } from "hono";
import { publishProblems as words, kitStatusWords } from "../../src/content";
import { issuePath as issuePagePath } from "../../src/newsletter";
import { type PublishAnswer, type PublishedIssue, type PublishProblem, dayInZone } from "../../src/publishing";
import { problem, refusePublish, storageUnavailable, wantsJson } from "./refusals";
import { searchIndexStatements } from "../search";
import type { IssueVideos } from "../../src/newsletter-contract";
import { configOf, type AppEnv, type Config } from "../config";
import { issuesView, repositoryIssue } from "./catalogue";
import { checkIssue, type SentFields } from "./checks";
import { sentFields } from "./sent-fields";
import { broadcastState, kitIsSending, readBroadcastRecord, type BroadcastRecord } from "../broadcasts";
import { videosOf } from "./kit-drafts";
import { insertIssue, updateIssue } from "./repository";
import { findIssue, issueStateOf, issueVersionNumber, type IssueRow, type IssueText } from "../issues";
import { afterChange } from "./after-change";
import { changedAnswer, staleEdit } from "./stale-edit";
import { scheduleOf, sendChoiceProblem, type Schedule } from "./schedule";
import { keepShareCard, sentShareCard } from "./share-image";
import type { ShareCardCheck } from "./share-card-check";
import { must } from "../../src/must.ts";

function publishedIssue(row: IssueRow, broadcast: BroadcastRecord | null, config: Config, now: Date, version: number): PublishedIssue {
  const today = dayInZone(now, config.ownerTimeZone);
  return {
    slug: row.slug,
    title: row.title,
    date: row.date,
    style: row.style,
    state: issueStateOf(row, today, now),
    url: issuePagePath(row.slug),
    kit: broadcastState(broadcast, config.kit),
    send: row.send_choice,
    sendAt: row.send_at,
    time: row.send_time ?? "00:00",
    timeZone: config.ownerTimeZone,
    version,
  };
}

/** Nothing to change: the same text, schedule and email lines (a line not sent stays as it is). */
const sameText = (row: IssueRow, issue: IssueText, schedule: Schedule) =>
  row.title === issue.title &&
  row.date === issue.date &&
  row.style === issue.style &&
  row.draft === issue.draft &&
  row.send_choice === schedule.send_choice &&
  row.send_at === schedule.send_at &&
  row.live_at === schedule.live_at &&
  (issue.subject === undefined || row.subject === issue.subject) &&
  (issue.preview_text === undefined || row.preview_text === issue.preview_text);

/** The schedule asked for, checked against the issue's date and the owner's clock; a problem is a 422. */
function scheduleFor(
  sent: SentFields,
  issue: IssueText,
  config: Config,
  now: Date,
  previous?: IssueRow,
  sentByKit = false,
): { schedule: Schedule } | { problem: PublishProblem } {
  const unknown = sendChoiceProblem(sent.send);
  if (unknown) return { problem: unknown };
  // Sent by Kit already, or off the web: the email's schedule is not his to change here.
  const asked = scheduleOf({ send: sent.send, time: sent.time }, { date: issue.date, timeZone: config.ownerTimeZone, now: now.getTime(), previous });
  // Its email is not his to change here, but its page's moment is (a draft's rules: any moment).
  if (previous && (sentByKit || previous.state === "unpublished")) {
    const moment = scheduleOf({ send: "draft", time: sent.time }, { date: issue.date, timeZone: config.ownerTimeZone, now: now.getTime(), previous });
    return "problem" in moment
      ? moment
      : { schedule: { send_choice: previous.send_choice, send_time: moment.schedule.send_time, send_at: previous.send_at, live_at: moment.schedule.live_at } };
  }
  return asked;
}

/** The answer to a change that went through: the issue's page, or JSON (`email: "sending"`: it reached the web page only, and says so). */
export async function published(c: Context<AppEnv>, slug: string, status: 200 | 201, { email }: { email?: "sending" } = {}): Promise<Response> {
  if (!wantsJson(c)) return c.redirect(issuePagePath(slug), 303);
  const [row, broadcast, version] = await Promise.all([findIssue(c.env.DB, slug), readBroadcastRecord(c.env.DB, slug), issueVersionNumber(c.env.DB, slug)]);
  const answer: PublishAnswer = {
    success: true,
    issue: publishedIssue(must(row), broadcast, configOf(c.env), new Date(), version),
    ...(email === "sending" ? { notice: kitStatusWords.sending } : {}),
  };
  return c.json(answer, status, { "Cache-Control": "no-store" });
}

/** What the site knows of the draft's videos (worker/videos), when the channel is on; else none is checked as unknown. */
async function knownVideos(c: Context<AppEnv>, draft: string | undefined): Promise<IssueVideos | undefined> {
  return configOf(c.env).youtube ? videosOf(c.env, draft ?? "") : undefined;
}

/** POST /internal/issues: publishes (or schedules) a new issue. A slug already taken is 409, never an edit. */
export async function publishIssue(c: Context<AppEnv>): Promise<Response> {
  const sent = await sentFields(c);
  if (!sent) return refusePublish(c, 422, words.bodyUnreadable, [problem("body", "BODY_UNREADABLE", words.bodyUnreadable)]);
  const now = new Date();
  const config = configOf(c.env);
  const { issue, problems } = checkIssue(sent, {
    today: dayInZone(now, config.ownerTimeZone),
    siteUrl: config.siteUrl,
    videos: await knownVideos(c, sent.draft),
    ...(await newestLive(c)),
  });
  if (!issue) return refusePublish(c, 422, problems[0]?.message ?? words.problemsTitle, problems);
  if (repositoryIssue(issue.slug)) return refusePublish(c, 409, words.slugTaken, [problem("slug", "SLUG_TAKEN", words.slugTaken)]);
  const scheduled = scheduleFor(sent, issue, config, now);
  if ("problem" in scheduled) return refusePublish(c, 422, scheduled.problem.message, [scheduled.problem]);
  const card = await sentShareCard(c);
  if (card && !card.ok) return refusedCard(c, card);
  try {
    if (!(await insertIssue(c.env.DB, issue, now.toISOString(), scheduled.schedule, searchIndexStatements(c.env.DB, issue)))) {
      // A second click on Publish sends the same issue again: it answers as the first did, and changes nothing.
      const existing = await findIssue(c.env.DB, issue.slug);
      if (existing?.state === "published" && sameText(existing, issue, scheduled.schedule)) return published(c, issue.slug, 201);
      return refusePublish(c, 409, words.slugTaken, [problem("slug", "SLUG_TAKEN", words.slugTaken)]);
    }
    if (card) await keepShareCard(c.env.DB, issue, card.png);
  } catch (error) {
    return storageUnavailable(c, error);
  }
  afterChange(c);
  return published(c, issue.slug, 201);
}

/** POST /internal/issues/<slug>: replaces a published issue's text (its slug stays), keeping the earlier version. */
export async function editIssue(c: Context<AppEnv>): Promise<Response> {
  const slug = c.req.param("slug") ?? "";
  if (repositoryIssue(slug)) return refusePublish(c, 422, words.issueInRepository, [problem("slug", "ISSUE_IN_REPOSITORY", words.issueInRepository)]);
  const sent = await sentFields(c);
  if (!sent) return refusePublish(c, 422, words.bodyUnreadable, [problem("body", "BODY_UNREADABLE", words.bodyUnreadable)]);
  const now = new Date();
  let existing: IssueRow | null;
  let broadcast: BroadcastRecord | null;
  try {
    [existing, broadcast] = await Promise.all([findIssue(c.env.DB, slug), readBroadcastRecord(c.env.DB, slug)]);
  } catch (error) {
    return storageUnavailable(c, error);
  }
  if (!existing) return refusePublish(c, 404, words.issueNotFound, [problem("slug", "ISSUE_NOT_FOUND", words.issueNotFound)]);
  const stale = await staleEdit(c, existing, sent);
  if (stale) return stale;
  const config = configOf(c.env);
  const { issue, problems } = checkIssue(sent, {
    today: dayInZone(now, config.ownerTimeZone),
    siteUrl: config.siteUrl,
    videos: await knownVideos(c, sent.draft),
    slugFixed: slug,
    ...(await newestLive(c, slug)),
  });
  if (!issue) return refusePublish(c, 422, problems[0]?.message ?? words.problemsTitle, problems);
  // Kit sent it, or is sending it now: the change reaches the web page only; the email is never written to.
  const sending = kitIsSending(broadcast, now.getTime());
  const scheduled = scheduleFor(sent, issue, config, now, existing, sending || broadcastState(broadcast, config.kit).state === "sent");
  if ("problem" in scheduled) return refusePublish(c, 422, scheduled.problem.message, [scheduled.problem]);
  const card = await sentShareCard(c);
  if (card && !card.ok) return refusedCard(c, card);
  try {
    if (card) await keepShareCard(c.env.DB, issue, card.png);
    if (sameText(existing, issue, scheduled.schedule)) return published(c, slug, 200);
    const updated = await updateIssue(c.env.DB, issue, now.toISOString(), scheduled.schedule, existing.state, {
      ...(sending ? { email: "leave" as const } : {}),
      alongside: searchIndexStatements(c.env.DB, issue),
      // Another device's Update landed since this one read the issue: nothing changed, asked as a stale one is.
      unchangedSince: sent.baseVersion === undefined ? null : existing.updated_at,
    });
    if (!updated) return changedAnswer(c, slug, sent);
  } catch (error) {
    return storageUnavailable(c, error);
  }
  afterChange(c);
  return published(c, slug, 200, sending ? { email: "sending" } : {});
}

/** A share card that failed its check: 422 naming the problem. */
export const refusedCard = (c: Context<AppEnv>, card: Extract<ShareCardCheck, { ok: false }>) =>
  refusePublish(c, 422, card.message, [problem("body", card.code, card.message)]);

/** The newest issue on the web other than `slug`: a date before it would not lead the archive (a warning). */
async function newestLive(c: Context<AppEnv>, slug?: string): Promise<{ newestLiveDate?: string }> {
  const view = await issuesView(c.env.DB, configOf(c.env).ownerTimeZone);
  const newest = (await view.load()).find((issue) => issue.slug !== slug);
  return newest ? { newestLiveDate: newest.date } : {};
}
