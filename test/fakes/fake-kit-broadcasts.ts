import { must } from "../../src/must.ts";
/**
 * The fake Kit's broadcasts and email templates, from Kit's API v4 reference:
 * - GET /v4/email_templates (https://developers.kit.com/api-reference/email-templates/list-email-templates):
 *   200 `{ email_templates: [{ id, name, is_default, category }], pagination }`.
 * - POST /v4/broadcasts (https://developers.kit.com/api-reference/broadcasts/create-a-broadcast):
 *   201 `{ broadcast }`; 422 `{ errors }` for a blank subject, an unknown template, or a
 *   "Starting point" template, which the API does not accept ("'Starting point' template is not supported").
 *   Without `email_template_id`, the account's default template.
 * - GET /v4/broadcasts (the list, newest first, cursor pagination), GET /v4/broadcasts/{id}: 200, or 404.
 * - PUT /v4/broadcasts/{id}: 200 `{ broadcast }`; 404 unknown; 422 as for a create.
 * - DELETE /v4/broadcasts/{id} (https://developers.kit.com/api-reference/broadcasts/delete-a-broadcast):
 *   204 with no body; 404 unknown; a sent broadcast is refused (422), as Kit keeps what it sent.
 * - `send_at` (ISO 8601) schedules the broadcast; null keeps it a draft (the reference's Get a
 *   broadcast answers `"send_at": null` for a draft). A send_at that is not a time, or one not in
 *   the future, is refused with 422 and changes nothing, as Kit refuses to schedule in the past.
 *   A broadcast whose send_at has passed is sent: Kit no longer takes a change to it (422).
 * - GET /v4/broadcasts/{broadcast_id}/stats (https://developers.kit.com/api-reference/broadcasts/get-stats-for-a-broadcast):
 *   200 `{ broadcast: { id, stats: { recipients, open_rate, emails_opened, click_rate, unsubscribe_rate,
 *   unsubscribes, total_clicks, show_total_clicks, status, progress, open_tracking_disabled,
 *   click_tracking_disabled } } }`; 404 unknown. Rates in percent, as Kit's examples give them. Until a
 *   test sets them (`setResults`), the figures are zero and the status follows `send_at`: draft
 *   (null), scheduled (ahead), completed (past).
 * - GET /v4/broadcasts/{broadcast_id}/clicks (…/get-link-clicks-for-a-broadcast): 200 `{ broadcast: { id,
 *   clicks: [{ url, unique_clicks, click_to_delivery_rate, click_to_open_rate }] }, pagination }`, the
 *   first CLICKS_PER_PAGE links (the page size of Kit's example); 404 unknown.
 * The API key (401) and the rate limit (429) are fake-kit.ts's, as for every Kit call.
 */

export interface FakeEmailTemplate {
  id: number;
  name: string;
  is_default: boolean;
  category: "Classic" | "Starting point";
}

export interface FakeBroadcast {
  id: number;
  publication_id: number;
  created_at: string;
  subject: string;
  preview_text: string | null;
  description: string | null;
  content: string | null;
  public: boolean;
  published_at: string | null;
  send_at: string | null;
  thumbnail_alt: string | null;
  thumbnail_url: string | null;
  public_url: string | null;
  email_address: string;
  email_template: { id: number; name: string };
  subscriber_filter: unknown[];
}

/** Kit's `stats` of a broadcast (every field its reference requires). */
export interface FakeBroadcastStats {
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

/** One link of a broadcast's clicks (rates are fractions there, as in Kit's example). */
export interface FakeLinkClicks {
  url: string;
  unique_clicks: number;
  click_to_delivery_rate: number;
  click_to_open_rate: number;
}

/** What a test sets of a broadcast's results; unset fields keep their defaults. */
export interface FakeBroadcastResults {
  stats?: Partial<FakeBroadcastStats>;
  clicks?: FakeLinkClicks[];
}

const CLICKS_PER_PAGE = 500;

/** The templates a new Kit account has: a default Classic one, a text-only one and a Starting point one. */
export const FAKE_EMAIL_TEMPLATES: FakeEmailTemplate[] = [
  { id: 101, name: "Text only", is_default: false, category: "Classic" },
  { id: 102, name: "Classic", is_default: true, category: "Classic" },
  { id: 103, name: "Newsletter", is_default: false, category: "Starting point" },
];

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json; charset=utf-8" } });
const errors = (status: number, messages: string[]) => json(status, { errors: messages });
const pagination = (items: { id: number }[]) => ({
  has_previous_page: false,
  has_next_page: false,
  start_cursor: items[0] ? btoa(String(items[0].id)) : null,
  end_cursor: items.at(-1) ? btoa(String(must(items.at(-1)).id)) : null,
  per_page: 500,
});

export class FakeKitBroadcasts {
  broadcasts: FakeBroadcast[] = [];
  /** Results set by tests, by broadcast id. */
  private results = new Map<number, FakeBroadcastResults>();
  private nextId = 5000;

  constructor(private readonly now: () => number) {}

  reset(): void {
    this.broadcasts = [];
    this.results.clear();
  }

  /** Sets what Kit answers for a broadcast's stats and clicks (a sent broadcast's figures). */
  setResults(id: number, results: FakeBroadcastResults): void {
    this.results.set(id, { ...this.results.get(id), ...results });
  }

  private statsOf(broadcast: FakeBroadcast): FakeBroadcastStats {
    const sendAt = broadcast.send_at ? Date.parse(broadcast.send_at) : undefined;
    const status = sendAt === undefined ? "draft" : sendAt > this.now() ? "scheduled" : "completed";
    const base: FakeBroadcastStats = {
      recipients: 0,
      open_rate: 0,
      emails_opened: 0,
      click_rate: 0,
      unsubscribe_rate: 0,
      unsubscribes: 0,
      total_clicks: 0,
      show_total_clicks: false,
      status,
      progress: status === "completed" ? 100 : 0,
      open_tracking_disabled: false,
      click_tracking_disabled: false,
    };
    return { ...base, ...this.results.get(broadcast.id)?.stats };
  }

  private clicksOf(broadcast: FakeBroadcast): Response {
    const all = this.results.get(broadcast.id)?.clicks ?? [];
    const clicks = all.slice(0, CLICKS_PER_PAGE);
    const cursor = (index: number) => btoa(JSON.stringify([index]));
    const page = {
      has_previous_page: false,
      has_next_page: all.length > CLICKS_PER_PAGE,
      start_cursor: clicks.length ? cursor(0) : null,
      end_cursor: clicks.length ? cursor(clicks.length - 1) : null,
      per_page: CLICKS_PER_PAGE,
    };
    return json(200, { broadcast: { id: broadcast.id, clicks }, pagination: page });
  }

  /** One page of the list (https://developers.kit.com/api-reference/pagination): default 500, at most 1000 a page. */
  private page(query: URLSearchParams): Response {
    const newestFirst = [...this.broadcasts].reverse();
    const perPage = Math.min(1000, Math.max(1, Number(query.get("per_page")) || 500));
    const after = query.get("after");
    const start = after ? newestFirst.findIndex((broadcast) => btoa(String(broadcast.id)) === after) + 1 : 0;
    if (after && start === 0) return errors(422, ["Invalid cursor"]);
    const items = newestFirst.slice(start, start + perPage);
    return json(200, {
      broadcasts: items,
      pagination: { ...pagination(items), has_previous_page: start > 0, has_next_page: start + perPage < newestFirst.length, per_page: perPage },
    });
  }

  /** Kit's answer to a broadcasts or templates request, after its key and rate checks; undefined for other paths. */
  answer(method: string, path: string, body: unknown, query: URLSearchParams = new URLSearchParams()): Response | undefined {
    if (path === "/v4/email_templates" && method === "GET")
      return json(200, { email_templates: FAKE_EMAIL_TEMPLATES, pagination: pagination(FAKE_EMAIL_TEMPLATES) });
    if (path === "/v4/broadcasts") {
      // Newest first, as Kit lists them, a page at a time (per_page, at most 1000; `after`: the last page's end_cursor).
      if (method === "GET") return this.page(query);
      if (method === "POST") return this.write(undefined, body);
      return undefined;
    }
    const results = /^\/v4\/broadcasts\/(\d+)\/(stats|clicks)$/.exec(path);
    if (results && method === "GET") {
      const found = this.broadcasts.find((broadcast) => broadcast.id === Number(results[1]));
      if (!found) return errors(404, ["Not Found"]);
      return results[2] === "stats" ? json(200, { broadcast: { id: found.id, stats: this.statsOf(found) } }) : this.clicksOf(found);
    }
    const one = /^\/v4\/broadcasts\/(\d+)$/.exec(path);
    if (!one) return undefined;
    const found = this.broadcasts.find((broadcast) => broadcast.id === Number(one[1]));
    if (method === "GET") return found ? json(200, { broadcast: found }) : errors(404, ["Not Found"]);
    if (method === "PUT") return found ? this.write(found, body) : errors(404, ["Not Found"]);
    if (method === "DELETE") {
      if (!found) return errors(404, ["Not Found"]);
      if (found.send_at && Date.parse(found.send_at) <= this.now()) return errors(422, ["Broadcast has already been sent and cannot be deleted"]);
      this.broadcasts.splice(this.broadcasts.indexOf(found), 1);
      return new Response(null, { status: 204 });
    }
    return undefined;
  }

  private write(existing: FakeBroadcast | undefined, raw: unknown): Response {
    const body = (typeof raw === "object" && raw !== null ? raw : {}) as Record<string, unknown>;
    const text = (key: string, fallback: string | null) => (typeof body[key] === "string" ? (body[key] as string) : body[key] === null ? null : fallback);
    const now = this.now();
    if (existing?.send_at && Date.parse(existing.send_at) <= now) return errors(422, ["Broadcast has already been sent and cannot be updated"]);
    const sendAt = text("send_at", existing?.send_at ?? null);
    if (sendAt !== null && !(Date.parse(sendAt) > now))
      return errors(422, [Number.isNaN(Date.parse(sendAt)) ? "Send at is not a valid date" : "Send at must be in the future"]);
    const subject = text("subject", existing?.subject ?? "") ?? "";
    if (subject.trim() === "") return errors(422, ["Subject can't be blank"]);
    const templateId = body.email_template_id ?? existing?.email_template.id;
    const template =
      templateId === undefined || templateId === null
        ? must(FAKE_EMAIL_TEMPLATES.find((t) => t.is_default))
        : FAKE_EMAIL_TEMPLATES.find((t) => t.id === Number(templateId));
    if (!template) return errors(422, ["Email template not found"]);
    if (template.category === "Starting point") return errors(422, ["'Starting point' template is not supported"]);
    const broadcast: FakeBroadcast = {
      id: existing?.id ?? this.nextId++,
      publication_id: existing?.publication_id ?? this.nextId++,
      created_at: existing?.created_at ?? new Date(now).toISOString(),
      subject,
      preview_text: text("preview_text", existing?.preview_text ?? null),
      description: text("description", existing?.description ?? null),
      content: text("content", existing?.content ?? null),
      public: typeof body.public === "boolean" ? body.public : (existing?.public ?? false),
      published_at: text("published_at", existing?.published_at ?? null),
      send_at: sendAt === null ? null : new Date(Date.parse(sendAt)).toISOString(),
      thumbnail_alt: null,
      thumbnail_url: null,
      public_url: null,
      email_address: "jordan@example.com",
      email_template: { id: template.id, name: template.name },
      subscriber_filter: [{ all: [{ type: "all_subscribers" }] }],
    };
    if (existing) this.broadcasts[this.broadcasts.indexOf(existing)] = broadcast;
    else this.broadcasts.push(broadcast);
    return json(existing ? 200 : 201, { broadcast });
  }
}
