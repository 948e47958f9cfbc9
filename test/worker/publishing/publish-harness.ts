import { createExecutionContext, env as testEnv, waitOnExecutionContext } from "cloudflare:test";
import { createApp } from "../../../worker/app";
import type { Env } from "../../../worker/config";
import { owner } from "../../../src/content/owner";
import { dayInZone } from "../../../src/publishing/zone-time";
import { readMarker } from "../../../worker/broadcasts";
import type { FakeKit } from "../../fakes/fake-kit";

export const SITE = "https://www.example.com";

/** Every purge the worker asked of Workers Cache (Miniflare has none: the execution context's `cache` is ours). */
export const purges: CachePurgeOptions[] = [];

/**
 * Requests to the whole app, each run to the end of its background work (the purge, the Kit
 * draft), with a Workers Cache stand-in on the execution context that records what is purged.
 */
export function publishingClient(env: Env = testEnv as Env) {
  const app = createApp();
  return async function send(path: string, init: RequestInit = {}) {
    const ctx = createExecutionContext();
    (ctx as { cache?: unknown }).cache = {
      purge: async (options: CachePurgeOptions) => {
        purges.push(options);
        return { success: true, errors: [] as CachePurgeError[] };
      },
    };
    const response = await app.fetch(new Request(`${SITE}${path}`, init), env, ctx);
    const bytes = new Uint8Array(await response.arrayBuffer());
    await waitOnExecutionContext(ctx);
    return { response, text: new TextDecoder().decode(bytes), bytes };
  };
}

let issueNumber = 0;
/** A slug no other test uses. */
export const freshSlug = (name = "issue") => `${name}-${Date.now().toString(36)}-${++issueNumber}`;

/** A short, valid draft in the previewer's format. */
export function draftText(hook = "One idea a week, with the numbers behind it.") {
  return `HOOK: ${hook}\n\nINTRO:\nHey there, it's Jordan.\n\n# The idea\n\nWrite the title before you film. <a href="https://www.example.com/contact">Ask me</a> how.\n`;
}

export interface IssueFields {
  title?: string;
  slug?: string;
  date?: string;
  style?: string;
  draft?: string;
  accept_warnings?: string;
  subject?: string;
  preview_text?: string;
}

export const sameOrigin = { Origin: SITE, "Sec-Fetch-Site": "same-origin" };

/** The previewer's JSON post. */
export function jsonPost(fields: IssueFields | unknown): RequestInit {
  return { method: "POST", headers: { ...sameOrigin, "Content-Type": "application/json", Accept: "application/json" }, body: JSON.stringify(fields) };
}

/** A plain form post, as a page without script sends it. */
export function formPost(fields: IssueFields): RequestInit {
  const body = new URLSearchParams(Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== undefined));
  return { method: "POST", headers: { ...sameOrigin, "Content-Type": "application/x-www-form-urlencoded" }, body: body.toString() };
}

export function validIssue(overrides: IssueFields = {}): IssueFields {
  return { title: "Package before you publish", slug: freshSlug(), style: "editorial", draft: draftText(), ...overrides };
}

export async function issueRow(slug: string) {
  return (testEnv as Env).DB.prepare("SELECT * FROM newsletter_issues WHERE slug = ?1").bind(slug).first<Record<string, unknown>>();
}

/** The issue's broadcast record (worker/broadcasts): what he wants, what Kit confirmed, and whether Kit is in step. */
export async function broadcastRow(slug: string) {
  const row = await (testEnv as Env).DB.prepare("SELECT * FROM issue_broadcasts WHERE slug = ?1").bind(slug).first<Record<string, unknown>>();
  return row && ({ ...row, inStep: row.confirmed_revision === row.revision } as Record<string, unknown>);
}

/** The day `days` from the owner's today, in his zone (an issue's date is a day there). */
export const daysFromToday = (days: number, timeZone = owner.timeZone) => {
  let day = dayInZone(Date.now(), timeZone);
  for (let step = 0; step < Math.abs(days); step++) day = new Date(Date.parse(`${day}T12:00:00Z`) + Math.sign(days) * 86_400_000).toISOString().slice(0, 10);
  return day;
};

/** The issue's broadcasts in the fake Kit, by the site's marker, first made first. */
export const kitBroadcastsOf = (kit: FakeKit, slug: string) =>
  kit.broadcasts.broadcasts.filter((broadcast) => readMarker(broadcast.description)?.slug === slug).sort((a, b) => a.id - b.id);

/**
 * Each test's fake Kit is a new Kit account, empty: the broadcast records of the file's earlier
 * tests name broadcasts of another account, which one reconciler pass (it reads every watched
 * issue) would find gone or make again in this one. In production there is one Kit.
 */
export async function newKitAccount(): Promise<void> {
  await (testEnv as Env).DB.prepare("DELETE FROM issue_broadcasts").run();
}
