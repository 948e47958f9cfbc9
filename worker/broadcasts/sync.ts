import { configOf, type Env } from "../config";
import { KitError, pacedBroadcastClient, PacerRefusal, type KitBroadcastClient, type KitBroadcastFields, type PacerSettings } from "../kit";
import { claim, dueJobs, fail, finish, release, type OutboxClaim } from "../outbox";
import { ATTEMPT_MS, KIT_DRAFT_JOB, KIT_DRAFT_POLICY } from "./job";
import { answerLost, bringKitInStep, broadcastMarker, refusedByKit, type BroadcastEmail } from "./kit-steps";
import { broadcastJobId, noteAttempt, noteUnclaimed, readBroadcast, recordConfirmation, type BroadcastRow, type Confirmation } from "./store";
import { templateId } from "./template";

/**
 * The Kit job of one issue's broadcast: claims it, reads what he wants at a revision, brings Kit in
 * step (./kit-steps.ts), and records what Kit holds only while its lease holds, as in step only if
 * the revision is still the one it read; otherwise it runs again at once. Each attempt ends by
 * ATTEMPT_MS after its claim on its own clock (each call is cut to what is left), well inside its
 * lease, so no other attempt takes it up while it may still write to Kit. A change made after the
 * attempt's last reading but before its close reopens the job as it closes; the change's own
 * attempt found the job held and left it, so this call runs it again at once.
 */

/** The email of an issue (the publishing module composes it); null when the issue is gone. */
export type ComposeEmail = (slug: string) => Promise<BroadcastEmail | null>;

export interface AttemptOptions {
  /** The attempt's clock (milliseconds); tests move it. */
  clock?: () => number;
}

const CALL_TIMEOUT_MS = 10_000;
/** How long a call waits for a slot in Kit's budget before leaving the job to the cron. */
const BUDGET_WAIT_MS = 5_000;
/** A call is started only with this much of the attempt left after its budget wait. */
const MIN_CALL_MS = 2_000;
/** Rounds of one attempt: changes made while Kit answered, and retries after an answer was lost. */
const MAX_ROUNDS = 5;
/**
 * Attempts after the first in one call, each after a change reopened the job as it closed. Bounded
 * so that a flood of changes cannot keep one call busy (a request's background work, or the cron's
 * run through twenty jobs): past it the job is due, and the minute cron runs it.
 */
const MAX_AGAIN = 3;

class OutOfTime extends Error {
  constructor() {
    super("The attempt ran out of time before Kit answered; tried again within a minute.");
  }
}

/** What the owner reads about a failure: Kit's own words when it gave some. */
export function reasonOf(error: unknown): string {
  if (error instanceof PacerRefusal) return "Kit's request budget is spent for now; tried again within a minute.";
  if (error instanceof KitError) {
    if (error.kind === "invalid" || error.kind === "not_found" || error.kind === "unauthorized")
      return error.details.join("; ") || `Kit answered ${error.status}`;
    if (error.kind === "rate_limited") return "Kit asked to slow down (429); tried again within a minute.";
    if (error.kind === "server") return `Kit failed (${error.status}); tried again within a minute.`;
    return `Kit did not answer (${error.kind}); tried again within a minute.`;
  }
  return error instanceof Error ? error.message : String(error);
}

/** The client with the attempt's deadline: no call starts without time left for its budget wait and itself. */
function withDeadline(kit: KitBroadcastClient, left: () => number): KitBroadcastClient {
  const guard =
    <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      if (left() < BUDGET_WAIT_MS + MIN_CALL_MS) throw new OutOfTime();
      return call(...args);
    };
  return {
    create: guard(kit.create),
    update: guard(kit.update),
    delete: guard(kit.delete),
    get: guard(kit.get),
    list: guard(kit.list),
    emailTemplates: guard(kit.emailTemplates),
    stats: guard(kit.stats),
    clicks: guard(kit.clicks),
  };
}

/** Kit's account and the pace its calls keep. */
type KitAccount = { baseUrl: string; apiKey: string; settings: PacerSettings };

/** Brings one issue's broadcast in step with what he wants, if no other attempt runs. */
export async function syncBroadcast(env: Env, slug: string, compose: ComposeEmail, { clock = Date.now }: AttemptOptions = {}): Promise<void> {
  const config = configOf(env);
  if (config.kit.kind !== "kit") {
    await noteUnclaimed(
      env.DB,
      slug,
      config.kit.kind === "local" ? "Kit is not set up here (no KIT_API_KEY): the draft waits." : config.kit.problems.join("; "),
    ).catch(() => undefined);
    return;
  }
  const account = {
    baseUrl: config.kit.config.baseUrl,
    apiKey: config.kit.config.apiKey,
    settings: { requestsPerMinute: config.kitRequestsPerMinute, backoffSeconds: config.signupBackoffSeconds },
  };
  for (let attempt = 0; attempt <= MAX_AGAIN; attempt++) {
    if ((await attemptSync(env, account, slug, compose, clock)) !== "again") return;
  }
}

/** One attempt on its own claim and deadline; `again` when its close found the job owed again meanwhile. */
async function attemptSync(env: Env, account: KitAccount, slug: string, compose: ComposeEmail, clock: () => number): Promise<"again" | undefined> {
  const db = env.DB;
  const started = clock();
  const job = await claim(db, broadcastJobId(slug), KIT_DRAFT_POLICY, started);
  if (!job) return;
  const left = () => started + ATTEMPT_MS - clock();
  const paced = await pacedBroadcastClient(env, { ...account, timeoutMs: () => Math.max(1, Math.min(CALL_TIMEOUT_MS, left())), budgetWaitMs: BUDGET_WAIT_MS });
  const kit = withDeadline(paced.kit, left);
  const fields = async (): Promise<KitBroadcastFields | null> => {
    const email = await compose(slug);
    if (!email) return null;
    const template = await templateId(env, kit);
    return { ...email, description: broadcastMarker(slug), public: false, send_at: null, ...(template ? { email_template_id: template } : {}) };
  };
  let row: BroadcastRow | null = null;
  let lost: unknown;
  try {
    let lookFirst = job.takenUp;
    for (let round = 0; round < MAX_ROUNDS; round++) {
      row = await readBroadcast(db, slug);
      if (!row || (row.confirmed_revision === row.revision && row.look_first === 0)) return closed(await finish(db, job, clock()));
      let confirmation: Confirmation;
      try {
        confirmation = await bringKitInStep(kit, row, { now: clock(), lookFirst: lookFirst || row.look_first === 1, fields, reasonOf });
      } catch (error) {
        if (refusedByKit(error)) {
          // Kit refused it: no retry makes it take it; the next change owes it again.
          confirmation = { kit_id: row.kit_id, kit_send_at: row.kit_send_at, sent_at: null, refused: reasonOf(error), schedule_refused: null, inStep: true };
        } else if (answerLost(error)) {
          // Whether Kit took it is unknown: the retry looks in Kit's list first.
          await noteAttempt(db, job, reasonOf(error), row.kit_id === null);
          lookFirst = true;
          lost = error;
          continue;
        } else throw error;
      }
      const revision = await recordConfirmation(db, job, row.revision, confirmation);
      // Another attempt took the job up: it carries on (and its list keeps one broadcast).
      if (revision === undefined) return;
      if (revision === row.revision && confirmation.inStep) return closed(await finish(db, job, clock()));
      lookFirst = false;
      lost = undefined;
    }
    // Rounds spent: answers lost each time count as a failed try; changes kept coming, as none.
    if (lost !== undefined) await endFailed(db, job, row, lost, clock());
    else await release(db, job, clock());
  } catch (error) {
    await endFailed(db, job, row, error, clock());
  } finally {
    await paced.settled();
  }
}

/** The close, as the attempt's end: run again only when a change reopened the job. */
const closed = (outcome: "done" | "again" | "lost") => (outcome === "again" ? "again" : undefined);

async function endFailed(db: D1Database, job: OutboxClaim, row: BroadcastRow | null, error: unknown, now: number): Promise<void> {
  console.warn(`[broadcasts] ${job.id} not done:`, reasonOf(error));
  await noteAttempt(db, job, reasonOf(error), answerLost(error) && row?.kit_id === null);
  // Out of time is not a failed try: due again at once.
  if (error instanceof OutOfTime) await release(db, job, now);
  else await fail(db, job, error, KIT_DRAFT_POLICY, now);
}

/** The cron's turn (every minute): each due broadcast job, oldest first, each attempt on its own clock (`offset` moves it in tests). */
export async function syncDueBroadcasts(env: Env, compose: ComposeEmail, { offsetMs = 0 } = {}): Promise<void> {
  const clock = () => Date.now() + offsetMs;
  const due = await dueJobs(env.DB, KIT_DRAFT_JOB, { now: clock(), limit: 20 });
  for (const id of due) await syncBroadcast(env, id.slice(KIT_DRAFT_JOB.length + 1), compose, { clock });
}
