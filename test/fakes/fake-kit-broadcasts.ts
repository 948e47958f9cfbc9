/**
 * The fake Kit's broadcasts and email templates, from Kit's API v4 reference:
 * - GET /v4/email_templates (https://developers.kit.com/api-reference/email-templates/list-email-templates):
 *   200 `{ email_templates: [{ id, name, is_default, category }], pagination }`.
 * - POST /v4/broadcasts (https://developers.kit.com/api-reference/broadcasts/create-a-broadcast):
 *   201 `{ broadcast }`; 422 `{ errors }` for a blank subject, an unknown template, or a
 *   "Starting point" template, which the API does not accept ("'Starting point' template is not supported").
 *   Without `email_template_id`, the account's default template.
 * - GET /v4/broadcasts (the list, cursor pagination), GET /v4/broadcasts/{id}: 200, or 404.
 * - PUT /v4/broadcasts/{id}: 200 `{ broadcast }`; 404 unknown; 422 as for a create.
 * - `send_at` (ISO 8601) schedules the broadcast; null keeps it a draft (the reference's Get a
 *   broadcast answers `"send_at": null` for a draft). A send_at that is not a time, or one not in
 *   the future, is refused with 422 and changes nothing, as Kit refuses to schedule in the past.
 *   A broadcast whose send_at has passed is sent: Kit no longer takes a change to it (422).
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

/** The templates a new Kit account has: a default Classic one, a text-only one and a Starting point one. */
export const FAKE_EMAIL_TEMPLATES: FakeEmailTemplate[] = [
  { id: 101, name: "Text only", is_default: false, category: "Classic" },
  { id: 102, name: "Classic", is_default: true, category: "Classic" },
  { id: 103, name: "Newsletter", is_default: false, category: "Starting point" },
];

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json; charset=utf-8" } });
const errors = (status: number, messages: string[]) => json(status, { errors: messages });
const pagination = (items: { id: number }[]) => ({ has_previous_page: false, has_next_page: false, start_cursor: items[0] ? btoa(String(items[0].id)) : null, end_cursor: items.at(-1) ? btoa(String(items.at(-1)!.id)) : null, per_page: 500 });

export class FakeKitBroadcasts {
  broadcasts: FakeBroadcast[] = [];
  private nextId = 5000;

  constructor(private readonly now: () => number) {}

  reset(): void {
    this.broadcasts = [];
  }

  /** Kit's answer to a broadcasts or templates request, after its key and rate checks; undefined for other paths. */
  answer(method: string, path: string, body: unknown): Response | undefined {
    if (path === "/v4/email_templates" && method === "GET") return json(200, { email_templates: FAKE_EMAIL_TEMPLATES, pagination: pagination(FAKE_EMAIL_TEMPLATES) });
    if (path === "/v4/broadcasts") {
      if (method === "GET") return json(200, { broadcasts: this.broadcasts, pagination: pagination(this.broadcasts) });
      if (method === "POST") return this.write(undefined, body);
      return undefined;
    }
    const one = /^\/v4\/broadcasts\/(\d+)$/.exec(path);
    if (!one) return undefined;
    const found = this.broadcasts.find((broadcast) => broadcast.id === Number(one[1]));
    if (method === "GET") return found ? json(200, { broadcast: found }) : errors(404, ["Not Found"]);
    if (method === "PUT") return found ? this.write(found, body) : errors(404, ["Not Found"]);
    return undefined;
  }

  private write(existing: FakeBroadcast | undefined, raw: unknown): Response {
    const body = (typeof raw === "object" && raw !== null ? raw : {}) as Record<string, unknown>;
    const text = (key: string, fallback: string | null) => (typeof body[key] === "string" ? (body[key] as string) : body[key] === null ? null : fallback);
    const now = this.now();
    if (existing?.send_at && Date.parse(existing.send_at) <= now) return errors(422, ["Broadcast has already been sent and cannot be updated"]);
    const sendAt = text("send_at", existing?.send_at ?? null);
    if (sendAt !== null && !(Date.parse(sendAt) > now)) return errors(422, [Number.isNaN(Date.parse(sendAt)) ? "Send at is not a valid date" : "Send at must be in the future"]);
    const subject = text("subject", existing?.subject ?? "") ?? "";
    if (subject.trim() === "") return errors(422, ["Subject can't be blank"]);
    const templateId = body.email_template_id ?? existing?.email_template.id;
    const template = templateId === undefined || templateId === null ? FAKE_EMAIL_TEMPLATES.find((t) => t.is_default)! : FAKE_EMAIL_TEMPLATES.find((t) => t.id === Number(templateId));
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
