import type { KitDraftState } from "../../src/publishing/contract";
import { plainHook } from "../../src/newsletter/web";
import { videosByIds } from "../videos";
import { videoLinesOf } from "../../src/videos/contract";
import { configOf, type Config, type Env } from "../config";
import { publishProblems as words } from "../../src/content/publishing";
import { KitError, pacedBroadcastClient, PacerRefusal, type KitBroadcast, type KitBroadcastClient, type KitBroadcastFields } from "../kit";
import { issueEmail } from "./checks";
import { claim, complete, dueJobs, fail, jobId } from "../outbox";
import { KIT_DRAFT_JOB, KIT_DRAFT_POLICY } from "./kit-draft-job";
import type { IssueRow } from "./repository";
import { sendAtForKit } from "./schedule";

/**
 * Each published issue's broadcast in Kit: created once, a draft (send_at null: the owner sends it
 * from Kit, to his segments, at his time) or scheduled with the web page (`send=schedule`:
 * send_at at the issue's go-live moment, ./schedule.ts); updated while Kit has not sent it when the
 * issue is edited, rescheduled or unpublished (send_at back to null). Once Kit sent it, an edit
 * changes only the web page. What Kit is owed is the issue's row (`kit_state` 'waiting', or
 * `kit_edit_pending`); the work is a job of the one outbox (./kit-draft-job.ts).
 * Every call goes through Kit's budget (worker/kit), like signups. Exactly once per issue:
 * - an attempt first claims the job with a lease, so two attempts never run together;
 * - an attempt that may have reached Kit without its answer (a timeout, a lost connection)
 *   keeps its lease; the next, taking the job up, looks for the draft by its marker in Kit's list
 *   before creating one.
 */

type KitRow = Pick<IssueRow, "state" | "kit_state" | "kit_broadcast_id" | "kit_reason" | "kit_edit_pending" | "send_choice" | "send_at" | "kit_send_at" | "kit_sent_at" | "kit_schedule_reason">;

/**
 * The Kit broadcast's state as the previewer, the issue list and the desk show it
 * (src/publishing/kit-status.ts words it). `kit`: the configuration's Kit settings' kind.
 */
export function kitDraftOf(row: KitRow, kit: Config["kit"], now = Date.now()): KitDraftState {
  const id = row.kit_broadcast_id;
  if (row.kit_state === "created" && id !== null) {
    const url = kitBroadcastUrl(id);
    const sentAt = row.kit_sent_at ?? (row.kit_send_at !== null && Date.parse(row.kit_send_at) <= now ? row.kit_send_at : null);
    if (sentAt) return { state: "sent", broadcastId: id, url, sentAt };
    const scheduleOwed = row.kit_edit_pending === 1 && row.state === "published" && row.send_choice === "schedule" && row.send_at !== row.kit_send_at;
    if (kit.kind !== "kit" && row.kit_edit_pending === 1) return { state: "not-set-up", reason: notSetUp(kit) };
    if (scheduleOwed) return row.kit_reason ? { state: "waiting", schedule: true, reason: row.kit_reason } : { state: "waiting", schedule: true };
    if (row.kit_send_at !== null) return { state: "scheduled", broadcastId: id, url, sendAt: row.kit_send_at };
    return row.kit_schedule_reason ? { state: "created", broadcastId: id, url, scheduleRefused: row.kit_schedule_reason } : { state: "created", broadcastId: id, url };
  }
  if (row.kit_state === "refused") return { state: "refused", reason: row.kit_reason ?? "" };
  if (kit.kind !== "kit") return { state: "not-set-up", reason: notSetUp(kit) };
  const schedule = row.send_choice === "schedule" && row.state === "published";
  return { state: "waiting", ...(schedule ? { schedule } : {}), ...(row.kit_reason ? { reason: row.kit_reason } : {}) };
}

const notSetUp = (kit: Config["kit"]) => (kit.kind === "invalid" ? kit.problems.join("; ") : "no KIT_API_KEY here");

/** The broadcast in Kit's app, where the owner picks its recipients and sends it. */
export function kitBroadcastUrl(id: number): string {
  return `https://app.kit.com/campaigns/${id}/draft`;
}

/** The description Kit keeps with the draft: how a retry finds it when an answer was lost. */
export const kitMarker = (slug: string) => `The Playback issue: ${slug}`;

const CALL_TIMEOUT_MS = 10_000;
/** How long one attempt waits for a slot in Kit's budget before leaving it to the cron. */
const BUDGET_WAIT_MS = 5_000;

/** The owner's template (KIT_EMAIL_TEMPLATE_ID), else Kit's default one, read once per isolate. */
let defaultTemplate: number | undefined;
async function templateId(env: Env, kit: KitBroadcastClient): Promise<number | undefined> {
  const picked = env.KIT_EMAIL_TEMPLATE_ID?.trim() ?? "";
  if (/^\d{1,20}$/.test(picked)) return Number(picked);
  defaultTemplate ??= (await kit.emailTemplates()).find((template) => template.is_default)?.id;
  return defaultTemplate;
}

/** The titles of the draft's videos the site knows, for the email's VIDEO: blocks. */
async function videoTitlesOf(env: Env, draft: string): Promise<Record<string, string>> {
  const ids = videoLinesOf(draft).flatMap((line) => (line.id ? [line.id] : []));
  if (ids.length === 0 || !configOf(env).youtube) return {};
  return Object.fromEntries((await videosByIds(env.DB, [...new Set(ids)].slice(0, 20))).map((video) => [video.id, video.title]));
}

async function broadcastFields(env: Env, kit: KitBroadcastClient, row: IssueRow): Promise<KitBroadcastFields> {
  const { siteUrl } = configOf(env);
  const { content, html } = issueEmail(row, siteUrl, await videoTitlesOf(env, row.draft));
  const template = await templateId(env, kit);
  // The subject is the title as text: Kit shows it as written, markup and all, never as HTML.
  // send_at is always sent: null (a draft) unless ./schedule.ts gives a moment still ahead.
  return { subject: row.title, preview_text: plainHook(content), description: kitMarker(row.slug), content: html, public: false, send_at: null, ...(template ? { email_template_id: template } : {}) };
}

/** An issue whose broadcast Kit still owes: to create (published), or to update (an edit, a new schedule, an unpublish). */
const OWED = "((state = 'published' AND (kit_state = 'waiting' OR kit_edit_pending = 1)) OR (state = 'unpublished' AND kit_state = 'created' AND kit_edit_pending = 1))";

const note = (db: D1Database, slug: string, sql: string, ...values: unknown[]) => db.prepare(`UPDATE newsletter_issues SET ${sql} WHERE slug = ?1`).bind(slug, ...values).run();

/** What the owner reads about a failure: Kit's own words when it gave some. */
function reasonOf(error: unknown): string {
  if (error instanceof PacerRefusal) return "Kit's request budget is spent for now; tried again within a minute.";
  if (error instanceof KitError) {
    // Kit's own words when it refused; else what happened, without a proxy's HTML page.
    if (error.kind === "invalid" || error.kind === "not_found" || error.kind === "unauthorized") return error.details.join("; ") || `Kit answered ${error.status}`;
    if (error.kind === "rate_limited") return "Kit asked to slow down (429); tried again within a minute.";
    if (error.kind === "server") return `Kit failed (${error.status}); tried again within a minute.`;
    return `Kit did not answer (${error.kind}); tried again within a minute.`;
  }
  return error instanceof Error ? error.message : String(error);
}

/** Kit refused the draft itself (its content or template): no retry makes it take it. */
const refusedByKit = (error: unknown) => error instanceof KitError && (error.kind === "invalid" || error.kind === "not_found");
/** The call may have reached Kit without its answer reaching us. */
const answerLost = (error: unknown) => error instanceof KitError && (error.kind === "timeout" || error.kind === "network");

/** Creates or updates one issue's Kit draft now, if it is owed and no other attempt runs; the issue stays published whatever Kit answers. */
export async function syncKitDraft(env: Env, slug: string, now = new Date()): Promise<void> {
  const db = env.DB;
  const config = configOf(env);
  if (config.kit.kind !== "kit") {
    await note(db, slug, "kit_reason = ?2", config.kit.kind === "local" ? "Kit is not set up here (no KIT_API_KEY): the draft waits." : config.kit.problems.join("; ")).catch(() => undefined);
    return;
  }
  const job = await claim(db, jobId(KIT_DRAFT_JOB, slug), KIT_DRAFT_POLICY, now.getTime());
  if (!job) return;
  const row = await db.prepare(`SELECT * FROM newsletter_issues WHERE slug = ?1 AND ${OWED}`).bind(slug).first<IssueRow>();
  // Nothing owed (an edit Kit need not see, an email already sent, the issue gone): the job is done.
  if (!row) return void (await complete(db, job, now.getTime()));
  const { kit, settled } = await pacedBroadcastClient(env, { baseUrl: config.kit.config.baseUrl, apiKey: config.kit.config.apiKey, settings: { requestsPerMinute: config.kitRequestsPerMinute, backoffSeconds: config.signupBackoffSeconds }, timeoutMs: CALL_TIMEOUT_MS, budgetWaitMs: BUDGET_WAIT_MS });
  try {
    const fields = await broadcastFields(env, kit, row);
    const sendAt = sendAtForKit(row, now.getTime());
    // Wanted but passed while Kit was away: never sent as it is (Kit would send at once or refuse).
    const missed = row.state === "published" && row.send_choice === "schedule" && row.send_at !== null && sendAt === null ? words.sendTimeMissed : null;
    if (row.kit_state === "waiting") {
      // An earlier attempt may have created it without our knowing: look before creating.
      const earlier = job.takenUp ? (await kit.list()).find((broadcast) => broadcast.description === fields.description) : undefined;
      const { broadcast, sendAt: held, refused } = await writeScheduled((withSendAt) => (earlier ? kit.update(earlier.id, withSendAt) : kit.create(withSendAt)), fields, sendAt);
      await note(db, slug, "kit_state = 'created', kit_broadcast_id = ?2, kit_reason = NULL, kit_edit_pending = 0, kit_send_at = ?3, kit_schedule_reason = ?4", broadcast.id, held, refused ?? missed);
    } else if (row.kit_broadcast_id !== null) {
      // Sent already (its send_at passed, or sent from Kit): history. The edit stays on the web page.
      const current = await kit.get(row.kit_broadcast_id);
      if (sentByKit(current, now.getTime())) {
        await note(db, slug, "kit_edit_pending = 0, kit_reason = NULL, kit_sent_at = ?2, kit_send_at = ?2", current.send_at ?? now.toISOString());
        return void (await complete(db, job, now.getTime()));
      }
      const { sendAt: held, refused } = await writeScheduled((withSendAt) => kit.update(row.kit_broadcast_id!, withSendAt), fields, sendAt);
      await note(db, slug, "kit_edit_pending = 0, kit_reason = NULL, kit_send_at = ?2, kit_schedule_reason = ?3", held, refused ?? missed);
    }
    await complete(db, job, now.getTime());
  } catch (error) {
    console.warn(`[publishing] Kit draft of ${slug} not done:`, reasonOf(error));
    if (refusedByKit(error)) {
      if (row.kit_state === "waiting") await note(db, slug, "kit_state = 'refused', kit_reason = ?2", reasonOf(error));
      else await note(db, slug, "kit_edit_pending = 0, kit_reason = ?2", reasonOf(error));
      // Kit refused: no retry makes it take it; the next edit owes the job again.
      await complete(db, job, now.getTime());
    } else {
      await note(db, slug, "kit_reason = ?2", reasonOf(error));
      // Kept claimed when the answer may be lost (the next attempt, taking it up, looks first), else a failed try.
      if (!answerLost(error)) await fail(db, job, error, KIT_DRAFT_POLICY, now.getTime());
      return;
    }
  } finally {
    await settled();
  }
}

/** Kit's broadcast was sent: its send_at has passed, or Kit says so. */
function sentByKit(broadcast: KitBroadcast, now: number): boolean {
  if (broadcast.status && /^(sent|completed|sending|processing)$/i.test(broadcast.status)) return true;
  return typeof broadcast.send_at === "string" && Date.parse(broadcast.send_at) <= now;
}

/**
 * Writes the broadcast with its schedule. Kit refusing the schedule (e.g. 422 for a time it reads
 * as past) writes it again as a draft (send_at null), so the broadcast never keeps an older
 * schedule the owner did not choose; Kit's words are kept to show him.
 */
async function writeScheduled(write: (fields: KitBroadcastFields) => Promise<KitBroadcast>, fields: KitBroadcastFields, sendAt: string | null): Promise<{ broadcast: KitBroadcast; sendAt: string | null; refused?: string }> {
  if (sendAt === null) return { broadcast: await write(fields), sendAt: null };
  try {
    return { broadcast: await write({ ...fields, send_at: sendAt }), sendAt };
  } catch (error) {
    if (!refusedByKit(error)) throw error;
    return { broadcast: await write(fields), sendAt: null, refused: reasonOf(error) };
  }
}

/** The cron's turn (every minute): every issue whose Kit work is due (never run, failed, or its lease expired), oldest first. */
export async function syncWaitingKitDrafts(env: Env, now = new Date()): Promise<void> {
  const due = await dueJobs(env.DB, KIT_DRAFT_JOB, { now: now.getTime(), limit: 20 });
  for (const id of due) await syncKitDraft(env, id.slice(KIT_DRAFT_JOB.length + 1), now);
}
