/**
 * Kit's custom fields and tags by name, for the fake Kit (./fake-kit.ts), as developers.kit.com
 * documents them:
 * - `GET /v4/custom_fields` lists `{custom_fields: [{id, name, key, label}], pagination}`
 *   (https://developers.kit.com/api-reference/custom-fields/list-custom-fields);
 * - `POST /v4/custom_fields` `{label}`: 201 with the new field, whose `key` is the label
 *   lower-cased and underscored and `name` is `ck_field_<id>_<key>`; 200 with the field when the
 *   label exists; 422 without a label
 *   (https://developers.kit.com/api-reference/custom-fields/create-a-custom-field);
 * - `fields` on `POST /v4/subscribers` sets values of fields that exist and ignores the others;
 *   `PUT /v4/subscribers/{id}` (`email_address` required) sets them too, and an unknown key is an
 *   error (https://developers.kit.com/api-reference/subscribers/update-a-subscriber);
 * - `POST /v4/tags` `{name}`: 201 with a new tag, 200 with the existing one of that name
 *   (https://developers.kit.com/api-reference/tags/create-a-tag).
 */
/** The webhook endpoint's signing secret the browser tests' worker is started with (KIT_WEBHOOK_SECRET). */
export const FAKE_KIT_WEBHOOK_SECRET = "fake-kit-webhook-signing-secret";

export interface FakeCustomField {
  id: number;
  name: string;
  key: string;
  label: string;
}

export interface FakeSubscriberRef {
  id: number;
  email_address: string;
  first_name: string | null;
}

/** What the extension needs of the fake Kit. */
export interface FakeKitCore {
  subscriberById(id: number): FakeSubscriberRef | undefined;
  /** Makes a tag the fake's membership routes know; returns its id. */
  addTag(id: string): void;
}

type Json = (status: number, body: unknown) => Response;

export class FakeKitCustomFields {
  fields: FakeCustomField[] = [];
  /** lower-cased email -> key -> value */
  values = new Map<string, Record<string, string>>();
  tagsByName = new Map<string, { id: number; name: string; created_at: string }>();
  private nextFieldId = 1;
  private nextTagId = 900;

  reset(): void {
    this.fields = [];
    this.values.clear();
    this.tagsByName.clear();
  }

  fieldsOf(email: string): Record<string, string> {
    return Object.fromEntries(this.fields.map((field) => [field.key, this.values.get(email.toLowerCase())?.[field.key] ?? ""]));
  }

  /** `fields` of POST /v4/subscribers: known keys set, unknown ignored. */
  upsertFields(email: string, fields: unknown): void {
    if (typeof fields !== "object" || fields === null) return;
    const known = new Set(this.fields.map((field) => field.key));
    const current = this.values.get(email.toLowerCase()) ?? {};
    for (const [key, value] of Object.entries(fields)) if (known.has(key) && typeof value === "string") current[key] = value;
    this.values.set(email.toLowerCase(), current);
  }

  /** The routes this extension answers; undefined for any other. */
  handle(method: string, path: string, body: Record<string, unknown>, core: FakeKitCore, json: Json): Response | undefined {
    if (path === "/v4/custom_fields" && method === "GET")
      return json(200, {
        custom_fields: this.fields,
        pagination: { has_previous_page: false, has_next_page: false, start_cursor: null, end_cursor: null, per_page: 500 },
      });
    if (path === "/v4/custom_fields" && method === "POST") {
      const label = typeof body.label === "string" ? body.label.trim() : "";
      if (!label) return json(422, { errors: ["Label can't be blank"] });
      const existing = this.fields.find((field) => field.label === label);
      if (existing) return json(200, { custom_field: existing });
      const id = this.nextFieldId++;
      const key = label
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, "_")
        .replace(/^_|_$/g, "");
      const field = { id, name: `ck_field_${id}_${key}`, key, label };
      this.fields.push(field);
      return json(201, { custom_field: field });
    }
    if (path === "/v4/tags" && method === "POST") {
      const name = typeof body.name === "string" ? body.name.trim() : "";
      if (!name) return json(422, { errors: ["Name can't be blank"] });
      const existing = this.tagsByName.get(name);
      if (existing) return json(200, { tag: existing });
      const tag = { id: this.nextTagId++, name, created_at: new Date().toISOString() };
      this.tagsByName.set(name, tag);
      core.addTag(String(tag.id));
      return json(201, { tag });
    }
    const update = /^\/v4\/subscribers\/(\d+)$/.exec(path);
    if (update && method === "PUT") {
      const subscriber = core.subscriberById(Number(update[1]));
      if (!subscriber) return json(404, { errors: ["Not Found"] });
      if (typeof body.email_address !== "string" || !body.email_address) return json(422, { errors: ["Email address can't be blank"] });
      const fields = (typeof body.fields === "object" && body.fields !== null ? body.fields : {}) as Record<string, unknown>;
      const unknown = Object.keys(fields).filter((key) => !this.fields.some((field) => field.key === key));
      if (unknown.length) return json(422, { errors: [`Custom field ${unknown.join(", ")} does not exist`] });
      this.upsertFields(subscriber.email_address, fields);
      if (typeof body.first_name === "string") subscriber.first_name = body.first_name;
      return json(200, { subscriber: { ...subscriber, fields: this.fieldsOf(subscriber.email_address) } });
    }
    return undefined;
  }

  /** The tag named `name`'s members, through the fake's membership lists. */
  tagId(name: string): string | undefined {
    const tag = this.tagsByName.get(name);
    return tag ? String(tag.id) : undefined;
  }
}
