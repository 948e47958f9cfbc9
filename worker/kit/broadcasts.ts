import { KitError } from "./error";
import { kitRequest, type KitMethod } from "./request";

/**
 * Kit API v4's broadcasts and email templates, as a newsletter issue's draft needs them
 * (https://developers.kit.com/api-reference/broadcasts/create-a-broadcast, …/update-a-broadcast,
 * …/list-broadcasts, and https://developers.kit.com/api-reference/email-templates/list-email-templates),
 * and a sent broadcast's results (…/get-stats-for-a-broadcast, …/get-link-clicks-for-a-broadcast).
 * Every failure is a KitError, as for the signup calls.
 */
export interface KitBroadcastFields {
  subject: string;
  preview_text: string;
  /** Kit's internal description: the issue's marker, to find the draft again when an answer was lost. */
  description: string;
  /** The whole email HTML. */
  content: string;
  /** false: not on Kit's own web archive, which would compete with the site's page in search. */
  public: false;
  /**
   * null: a draft (the owner sends it from Kit); an ISO 8601 UTC time in the future: Kit sends it
   * then (https://developers.kit.com/api-reference/broadcasts/update-a-broadcast; Get a broadcast
   * answers `"send_at": null` for a draft). Always sent, never left out: the site never asks Kit
   * to send at once, and never sends a time that is not ahead of now (kit-schedule.ts).
   */
  send_at: string | null;
  email_template_id?: number;
}

export interface KitBroadcast {
  id: number;
  description: string | null;
  /** When Kit sends (or sent) it; null for a draft. */
  send_at?: string | null;
  /** Some answers carry Kit's own status ("draft", "scheduled", "sent"…). */
  status?: string;
  /** When Kit made it (ISO 8601): the list is newest first by it. */
  created_at?: string;
}

export interface KitEmailTemplate {
  id: number;
  name: string;
  is_default: boolean;
  category?: string;
}

/**
 * A broadcast's `stats`, as GET /v4/broadcasts/{broadcast_id}/stats answers
 * (https://developers.kit.com/api-reference/broadcasts/get-stats-for-a-broadcast): every field
 * required there. Rates are percentages (Kit's own example elsewhere: `"open_rate": 60.97`);
 * `status` is Kit's word for the broadcast: draft, scheduled, sending, completed, aborted.
 */
export interface KitBroadcastStats {
  recipients: number;
  open_rate: number;
  emails_opened: number;
  click_rate: number;
  unsubscribe_rate: number;
  unsubscribes: number;
  total_clicks: number;
  show_total_clicks: boolean;
  status: string;
  progress: number;
  open_tracking_disabled: boolean;
  click_tracking_disabled: boolean;
}

/**
 * One link of GET /v4/broadcasts/{broadcast_id}/clicks
 * (https://developers.kit.com/api-reference/broadcasts/get-link-clicks-for-a-broadcast);
 * the rates there are fractions (`"click_to_delivery_rate": 0.006`).
 */
export interface KitLinkClicks {
  url: string;
  unique_clicks: number;
  click_to_delivery_rate: number;
  click_to_open_rate: number;
}

export interface KitBroadcastClient {
  create(fields: KitBroadcastFields): Promise<KitBroadcast>;
  /** Writes only the fields given: a field left out keeps Kit's value (a send_at Kit already holds stays as it is). */
  update(id: number, fields: Partial<KitBroadcastFields>): Promise<KitBroadcast>;
  /** Deletes an unsent broadcast: 204 (https://developers.kit.com/api-reference/broadcasts/delete-a-broadcast). */
  delete(id: number): Promise<void>;
  /** One broadcast (https://developers.kit.com/api-reference/broadcasts/get-a-broadcast). */
  get(id: number): Promise<KitBroadcast>;
  /**
   * The broadcasts, newest first, page by page (Kit's cursor pagination, 1,000 a page, the most
   * https://developers.kit.com/api-reference/broadcasts/list-broadcasts allows): down to the first
   * page that reaches a broadcast made before `madeSince` (ms), or every page; at most `maxPages`.
   */
  list(options?: { madeSince?: number; maxPages?: number }): Promise<KitBroadcast[]>;
  emailTemplates(): Promise<KitEmailTemplate[]>;
  /** The broadcast's stats (`{ broadcast: { id, stats } }`). */
  stats(id: number): Promise<KitBroadcastStats>;
  /** The links of the broadcast's first page of clicks (`{ broadcast: { id, clicks }, pagination }`), in Kit's order. */
  clicks(id: number): Promise<KitLinkClicks[]>;
}

export interface KitBroadcastOptions {
  baseUrl: string;
  apiKey: string;
  /** Per call: a number, or asked before each call (an attempt with a deadline gives each call what is left). */
  timeoutMs: number | (() => number);
  /** A read's own limit (GET: the list, one broadcast), when it may wait longer than a write: a read changes nothing in Kit. */
  readTimeoutMs?: number;
  /** Awaited before each request: the budget's slot. */
  beforeRequest: () => Promise<void>;
  /** Told of every status Kit answered. */
  onAnswer: (status: number) => void;
}

/** Broadcasts a page of Kit's list. */
const LIST_PAGE = 1000;

export function createKitBroadcastClient({ baseUrl, apiKey, timeoutMs, readTimeoutMs, beforeRequest, onAnswer }: KitBroadcastOptions): KitBroadcastClient {
  const call = <T>(method: KitMethod, path: string, body?: object) =>
    kitRequest<T>({ baseUrl, apiKey }, "broadcast", method, path, body, {
      timeoutMs: method === "GET" && readTimeoutMs !== undefined ? readTimeoutMs : timeoutMs,
      beforeRequest,
      onAnswer,
    });

  return {
    create: async (fields) => (await call<{ broadcast: KitBroadcast }>("POST", "/broadcasts", fields)).broadcast,
    update: async (id, fields) => (await call<{ broadcast: KitBroadcast }>("PUT", `/broadcasts/${id}`, fields)).broadcast,
    delete: async (id) => void (await call<undefined>("DELETE", `/broadcasts/${id}`)),
    get: async (id) => (await call<{ broadcast: KitBroadcast }>("GET", `/broadcasts/${id}`)).broadcast,
    async list({ madeSince, maxPages = 20 } = {}) {
      const found: KitBroadcast[] = [];
      let after: string | null = null;
      for (let page = 0; page < maxPages; page++) {
        const answer: { broadcasts?: KitBroadcast[]; pagination?: { has_next_page?: boolean; end_cursor?: string | null } } = await call(
          "GET",
          `/broadcasts?per_page=${LIST_PAGE}${after ? `&after=${encodeURIComponent(after)}` : ""}`,
        );
        // A 200 without the list is not what Kit documents: never read as "Kit holds nothing".
        if (!Array.isArray(answer.broadcasts)) throw new KitError("unexpected", 200, [JSON.stringify(answer).slice(0, 200)], "broadcast");
        found.push(...answer.broadcasts);
        const oldest = answer.broadcasts.at(-1)?.created_at;
        if (madeSince !== undefined && oldest && Date.parse(oldest) < madeSince) break;
        if (!answer.pagination?.has_next_page || !answer.pagination.end_cursor) break;
        after = answer.pagination.end_cursor;
      }
      return found;
    },
    emailTemplates: async () => (await call<{ email_templates: KitEmailTemplate[] }>("GET", "/email_templates")).email_templates,
    stats: async (id) =>
      answerPart(await call<{ broadcast?: { stats?: KitBroadcastStats } }>("GET", `/broadcasts/${id}/stats`), (answer) => answer.broadcast?.stats),
    clicks: async (id) =>
      answerPart(await call<{ broadcast?: { clicks?: KitLinkClicks[] } }>("GET", `/broadcasts/${id}/clicks`), (answer) => answer.broadcast?.clicks),
  };
}

/** The part of a 200 the caller needs; a 200 without it is not what Kit documents. */
function answerPart<A, T>(answer: A, part: (answer: A) => T | undefined): T {
  const found = part(answer);
  if (found === undefined || found === null || typeof found !== "object")
    throw new KitError("unexpected", 200, [JSON.stringify(answer).slice(0, 200)], "broadcast");
  return found;
}
