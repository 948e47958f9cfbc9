import { vi } from "vitest";
import {
  applyOutcome,
  broadcastState,
  kitIsSending,
  PassRunner,
  readMarker,
  reasonOf,
  runPass,
  watched,
  type BroadcastRow,
  type BroadcastStore,
  type Wanted,
} from "../../../worker/broadcasts";
import { createKitBroadcastClient } from "../../../worker/kit";
import { FAKE_KIT_KEY, FakeKit } from "../../fakes/fake-kit";
import { must } from "../../../src/must.ts";
import { SEND_LEAD_MINUTES } from "../../../src/publishing";

/**
 * A world for the broadcasts' fault model: the project's fake Kit driven in-process on a simulated
 * clock, Kit's faults injected call by call (a creation committed up to minutes late, a write
 * committed but answered 504 or timed out, a failing list), his actions as the publishing endpoint
 * applies them to the broadcast's record (the last-minutes rule included), and the reconciler's
 * own PassRunner, runPass and planner, with an in-memory store that applies outcomes as D1 does.
 */
export const KIT_URL = "https://kit.fault-model.test/v4";
const MINUTE = 60_000;

/** What Kit does with one call while the faults last. */
export type KitFault =
  | { kind: "ok" }
  /** Kit answers 503 (HTML) and does nothing. */
  | { kind: "fail" }
  /** Kit does it and its gateway answers 504 (HTML). */
  | { kind: "commit-504" }
  /** Kit does it and the caller's wait ends in a timeout. */
  | { kind: "commit-timeout" }
  /** The caller times out at once; Kit does it `delayMs` later (a write; a read fails instead). */
  | { kind: "late"; delayMs: number };

/** His actions, and what happens in Kit's app. */
export type Action =
  | { kind: "publish"; issue: number; schedule: boolean; inMinutes: number }
  | { kind: "edit"; issue: number }
  | { kind: "move"; issue: number; inMinutes: number }
  | { kind: "to-draft"; issue: number }
  | { kind: "unpublish"; issue: number }
  | { kind: "republish"; issue: number }
  | { kind: "schedule-again"; issue: number }
  /** An edit in the last minutes before the issue's moment (the clock moves there first). */
  | { kind: "last-minutes-edit"; issue: number; secondsBefore: number }
  | { kind: "delete-in-kit"; issue: number }
  | { kind: "send-in-kit"; issue: number }
  | { kind: "wait"; minutes: number };

interface Issue {
  slug: string;
  onWeb: boolean;
  schedule: boolean;
  moment: number;
}

/** The record as the D1 store keeps it, in memory: the same outcomes, applied the same way. */
class MemoryStore implements BroadcastStore {
  rows = new Map<string, BroadcastRow>();
  async watched(now: number) {
    return [...this.rows.values()].filter((row) => watched(row, now)).map((row) => ({ ...row }));
  }
  async record(row: BroadcastRow, outcome: Parameters<BroadcastStore["record"]>[1]) {
    const current = this.rows.get(row.slug);
    const next = current && applyOutcome(current, row.revision, outcome);
    if (next) this.rows.set(row.slug, next);
    return next ? { ...next } : undefined;
  }
  async noteUnread(slugs: string[], reason: string) {
    for (const slug of slugs) this.rows.set(slug, { ...must(this.rows.get(slug)), reason });
  }
  /** wantBroadcast (worker/broadcasts/store.ts): a new row, or a new revision of what he wants. */
  want(slug: string, wanted: Wanted, now: number) {
    const sendAt = wanted.kind === "scheduled" ? wanted.sendAt : null;
    const row = this.rows.get(slug);
    if (row) this.rows.set(slug, { ...row, revision: row.revision + 1, wanted: wanted.kind, wanted_send_at: sendAt, changed_at: now });
    else
      this.rows.set(slug, {
        slug,
        revision: 1,
        wanted: wanted.kind,
        wanted_send_at: sendAt,
        confirmed_revision: 0,
        kit_id: null,
        kit_send_at: null,
        sent_at: null,
        refused: null,
        schedule_refused: null,
        reason: null,
        changed_at: now,
        since: now,
        unsettled_at: 0,
        unsettled_send_at: null,
        send_missed: 0,
        deleted_in_kit_at: null,
      });
  }
  /** scheduleAgain (worker/broadcasts/store.ts): refused too when the moment he wants is less than SEND_LEAD_MINUTES away. */
  scheduleAgain(slug: string, now: number): boolean {
    const row = this.rows.get(slug);
    if (!row || row.deleted_in_kit_at === null || row.sent_at !== null) return false;
    if (row.wanted === "scheduled" && Date.parse(must(row.wanted_send_at)) < now + SEND_LEAD_MINUTES * 60_000) return false;
    this.rows.set(slug, {
      ...row,
      revision: row.revision + 1,
      deleted_in_kit_at: null,
      kit_id: null,
      kit_send_at: null,
      refused: null,
      schedule_refused: null,
      send_missed: 0,
      unsettled_at: 0,
      unsettled_send_at: null,
      changed_at: now,
      since: now,
    });
    return true;
  }
}

export class KitWorld {
  now: number;
  readonly kit: FakeKit;
  readonly store = new MemoryStore();
  readonly issues: Issue[];
  readonly runner: PassRunner;
  private alarm: number | null = null;
  private faults: KitFault[] = [];
  private late: { at: number; request: () => Request }[] = [];
  /** The faults last until this moment; his moments are all after it and its settling. */
  readonly faultsEnd: number;
  /** Broadcasts he sent himself from Kit's app (not by their schedule). */
  readonly sentInApp = new Set<number>();
  /** What he wanted of each issue's email over time, to judge a send by the moment it happened. */
  readonly wantedLog: { slug: string; at: number; wanted: Wanted }[] = [];
  passes = 0;
  passesAfterFaults = 0;

  constructor({ issues, faults, start, faultMinutes }: { issues: number; faults: KitFault[]; start: number; faultMinutes: number }) {
    this.now = start;
    this.faultsEnd = start + faultMinutes * MINUTE;
    this.faults = [...faults];
    this.kit = new FakeKit({ now: () => this.now, ratePerWindow: 1_000_000 });
    this.issues = Array.from({ length: issues }, (_, i) => ({ slug: `issue-${i}`, onWeb: false, schedule: false, moment: 0 }));
    const client = createKitBroadcastClient({ baseUrl: KIT_URL, apiKey: FAKE_KIT_KEY, timeoutMs: 10_000, beforeRequest: async () => {}, onAnswer: () => {} });
    this.runner = new PassRunner({
      alarms: {
        set: async (at) => {
          this.alarm = at;
        },
        clear: async () => {
          this.alarm = null;
        },
      },
      clock: () => this.now,
      pass: async (now) => {
        this.passes++;
        if (now >= this.faultsEnd) this.passesAfterFaults++;
        return runPass({ store: this.store, kit: client, now, email: async (slug) => this.emailOf(slug), reasonOf });
      },
    });
  }

  /** The fetch every Kit call of this world goes through: the fault of the moment, then the fake Kit. */
  route() {
    // Kit's timeouts here are the faults' own, on the simulated clock. A real timer per call would stay active after
    // the fake Kit answered, and workerd allows 10,000 at once: thousands of histories would hit that limit.
    vi.spyOn(AbortSignal, "timeout").mockImplementation(() => new AbortController().signal);
    const realFetch = globalThis.fetch;
    return vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      const request = new Request(input as RequestInfo, init);
      if (!request.url.startsWith(KIT_URL)) return realFetch(request);
      return this.kitCall(request);
    });
  }

  private async kitCall(request: Request): Promise<Response> {
    const fault: KitFault = this.now < this.faultsEnd ? (this.faults.shift() ?? { kind: "ok" }) : { kind: "ok" };
    const body = request.method === "GET" || request.method === "DELETE" ? undefined : await request.text();
    const again = () => new Request(request.url, { method: request.method, headers: request.headers, ...(body !== undefined ? { body } : {}) });
    const timeout = () => Promise.reject(new DOMException("The operation was aborted due to timeout", "TimeoutError"));
    const gateway = (status: number) => new Response(`<html><body>${status} Gateway</body></html>`, { status, headers: { "Content-Type": "text/html" } });
    switch (fault.kind) {
      case "ok":
        return this.kit.fetch(again());
      case "fail":
        return gateway(503);
      case "commit-504":
        await this.kit.fetch(again());
        return gateway(504);
      case "commit-timeout":
        await this.kit.fetch(again());
        return timeout();
      case "late":
        if (request.method === "GET") return gateway(503);
        this.late.push({ at: this.now + fault.delayMs, request: again });
        return timeout();
    }
  }

  private emailOf(slug: string) {
    const row = this.store.rows.get(slug);
    return row ? { subject: `Issue ${slug}`, preview_text: "Hook", content: `<p>${slug} at revision ${row.revision}</p>`, public: false as const } : null;
  }

  /** His change reaches the email, unless Kit is sending it now (the endpoint's rule): then the web page only. */
  private change(issue: Issue, wanted: Wanted) {
    if (kitIsSending(this.store.rows.get(issue.slug), this.now)) return;
    this.store.want(issue.slug, wanted, this.now);
    this.wantedLog.push({ slug: issue.slug, at: this.now, wanted });
  }

  private wantedOf(issue: Issue): Wanted {
    if (!issue.onWeb) return { kind: "none" };
    return issue.schedule ? { kind: "scheduled", sendAt: new Date(issue.moment).toISOString() } : { kind: "draft" };
  }

  /** A moment he may pick: at least 5 minutes ahead (the endpoint's lead), and after the faults and their settling. */
  private momentIn(minutes: number) {
    return Math.max(this.now + 5 * MINUTE, this.faultsEnd + 15 * MINUTE) + minutes * MINUTE;
  }

  async act(action: Action): Promise<void> {
    if (action.kind === "wait") return this.advance(action.minutes * MINUTE);
    const issue = must(this.issues[action.issue % this.issues.length]);
    const row = this.store.rows.get(issue.slug);
    const sent = row?.sent_at != null;
    switch (action.kind) {
      case "publish":
        if (row) return;
        Object.assign(issue, { onWeb: true, schedule: action.schedule, moment: this.momentIn(action.inMinutes) });
        this.change(issue, this.wantedOf(issue));
        break;
      case "edit":
        if (!row || sent) return;
        this.change(issue, this.wantedOf(issue));
        break;
      case "move":
        if (!row || sent || !issue.onWeb || kitIsSending(row, this.now)) return;
        Object.assign(issue, { schedule: true, moment: this.momentIn(action.inMinutes) });
        this.change(issue, this.wantedOf(issue));
        break;
      case "to-draft":
        if (!row || sent || !issue.onWeb || kitIsSending(row, this.now)) return;
        issue.schedule = false;
        this.change(issue, this.wantedOf(issue));
        break;
      case "unpublish":
        if (!row || !issue.onWeb) return;
        issue.onWeb = false;
        if (!kitIsSending(row, this.now)) issue.schedule = false;
        this.change(issue, this.wantedOf(issue));
        break;
      case "republish":
        if (!row || issue.onWeb) return;
        Object.assign(issue, { onWeb: true, schedule: false });
        this.change(issue, this.wantedOf(issue));
        break;
      case "schedule-again":
        if (!this.store.scheduleAgain(issue.slug, this.now)) return;
        break;
      case "last-minutes-edit": {
        if (!row || sent || !issue.schedule) return;
        const at = issue.moment - action.secondsBefore * 1000;
        if (at <= this.now) return;
        await this.advance(at - this.now);
        this.change(issue, this.wantedOf(issue));
        break;
      }
      case "delete-in-kit": {
        // His click in Kit's app: the issue's first unsent broadcast goes (Kit's app keeps what it sent).
        const found = this.ours(issue.slug).find((broadcast) => !this.sentInKit(broadcast));
        if (!found) return;
        this.kit.broadcasts.broadcasts.splice(this.kit.broadcasts.broadcasts.indexOf(found), 1);
        return;
      }
      case "send-in-kit": {
        const found = this.ours(issue.slug).find((broadcast) => !this.sentInKit(broadcast));
        if (!found) return;
        found.send_at = new Date(this.now).toISOString();
        this.sentInApp.add(found.id);
        return;
      }
    }
    // Each change wakes the reconciler.
    await this.runner.wake();
  }

  /** Time passes: late commits land and the reconciler's alarm fires, in the order they fall. */
  async advance(ms: number): Promise<void> {
    const until = this.now + ms;
    for (;;) {
      this.late.sort((a, b) => a.at - b.at);
      const commit = this.late[0]?.at ?? Number.POSITIVE_INFINITY;
      const alarm = this.alarm ?? Number.POSITIVE_INFINITY;
      const next = Math.min(commit, alarm);
      if (next > until) break;
      this.now = Math.max(this.now, next);
      if (commit <= alarm) {
        const { request } = must(this.late.shift());
        await this.kit.fetch(request());
      } else {
        this.alarm = null;
        await this.runner.wake();
      }
    }
    this.now = until;
  }

  ours(slug: string) {
    return this.kit.broadcasts.broadcasts.filter((broadcast) => readMarker(broadcast.description)?.slug === slug).sort((a, b) => a.id - b.id);
  }

  sentInKit(broadcast: { send_at: string | null }) {
    return broadcast.send_at !== null && Date.parse(broadcast.send_at) <= this.now;
  }

  /**
   * The results' refresh (worker/publishing/issue-results.ts, every 30 minutes) reads Kit's stats of
   * each broadcast the record knows: one Kit sent (a draft he sent from Kit's app) is recorded as
   * markBroadcastSent does; one Kit answers 404 for (he deleted it in Kit's app) is looked for again
   * (lookAgain) and the reconciler woken. Answers the slugs the passes had already seen sent.
   */
  async refreshResults(): Promise<Set<string>> {
    const seenByPasses = new Set<string>();
    let gone = false;
    for (const [slug, row] of this.store.rows) {
      if (row.sent_at !== null) seenByPasses.add(slug);
      if (row.sent_at !== null || row.kit_id === null) continue;
      const broadcast = this.kit.broadcasts.broadcasts.find((candidate) => candidate.id === row.kit_id);
      if (broadcast && this.sentInKit(broadcast)) this.store.rows.set(slug, { ...row, sent_at: row.kit_send_at ?? new Date(this.now).toISOString() });
      if (!broadcast) {
        this.store.rows.set(slug, { ...row, unsettled_at: this.now });
        gone = true;
      }
    }
    if (gone) await this.runner.wake();
    return seenByPasses;
  }

  /** What he wanted of the issue's email at `at`. */
  wantedAt(slug: string, at: number): Wanted | undefined {
    return this.wantedLog.filter((entry) => entry.slug === slug && entry.at <= at).at(-1)?.wanted;
  }

  /** The one state his pages show. */
  stateOf(slug: string) {
    return broadcastState(this.store.rows.get(slug), { kind: "kit", config: { baseUrl: KIT_URL, apiKey: FAKE_KIT_KEY, formId: "1", tagIds: {} } } as never);
  }

  get latestMoment() {
    return Math.max(this.faultsEnd, ...this.issues.map((issue) => issue.moment));
  }
}
