/**
 * A local stand-in for the Kit API v4 (developers.kit.com), following its documentation rather
 * than what our client expects:
 * - POST /v4/subscribers is an upsert: 202 with the subscriber when it creates one, 200 when the
 *   address exists; 422 `{"errors": [...]}` when a parameter is invalid (the email, or another
 *   one such as `state`).
 * - POST /v4/forms/{id}/subscribers and /v4/tags/{id}/subscribers by email address: 201 when
 *   added, 200 when already there; 404 for an unknown form or tag and for a subscriber that does
 *   not exist yet. A form is single or double opt-in; only a double opt-in form sends its
 *   incentive (confirmation) email, once per subscriber newly added to it.
 * - `X-Kit-Api-Key` auth (401); 120 requests per rolling 60 s per key, over which it answers 429
 *   with the plain text `Retry later` (no Retry-After, as Kit). 5xx answers are HTML, as a proxy
 *   in front of an API sends them.
 * Modes make it slow, failing (5xx) or rate limited on purpose; the fault mode injects timeouts,
 * connection resets, 429s and 5xx at set rates and a window of 401s. It records every request.
 *
 * Web-standard Request/Response only, so it runs inside workerd tests (as the target of a
 * stubbed `fetch`) and in Node (fake-kit-server.ts) for the browser tests and the bench.
 * Control routes under /__fake/ let another process drive the Node server.
 */

import { magnets, type MagnetSlug } from "../../src/content/magnets.ts";
import { FakeKitCustomFields } from "./fake-kit-custom-fields.ts";
import { FakeKitWebhooks } from "./fake-kit-webhooks.ts";
import { FakeKitBroadcasts, type FakeBroadcastResults } from "./fake-kit-broadcasts";
import { FakeKitHolds } from "./fake-kit-holds";
import { must } from "../../src/must.ts";

export type FakeKitMode = "normal" | "slow" | "server-error" | "rate-limited";

/** Injected faults: each request draws one (rates are probabilities, 0 to 1, summing to at most 1). */
export interface FakeKitFaults {
  /** Hangs until the caller gives up (half of them after Kit has done the work). */
  timeout?: number;
  /** Drops the connection (half of them after Kit has done the work). */
  reset?: number;
  rateLimited?: number;
  serverError?: number;
  /** Every request is refused with 401 from `fromMs` to `toMs` after the faults were set (a revoked key, restored). */
  unauthorizedWindow?: { fromMs: number; toMs: number };
  /** Seed of the draws, so a run can be repeated. */
  seed?: number;
}

/** Thrown (in workerd) or a destroyed socket (over HTTP): the connection was reset. */
export class FakeKitReset extends Error {
  constructor() {
    super("Network connection lost (fake Kit reset)");
    this.name = "FakeKitReset";
  }
}

export interface FakeKitOptions {
  apiKey?: string;
  formIds?: string[];
  /** Forms with single opt-in (no incentive email); the others are double opt-in. */
  singleOptInFormIds?: string[];
  tagIds?: string[];
  /** Kit's limit: 120 requests in 60 seconds per key. */
  ratePerWindow?: number;
  windowMs?: number;
  /** How long "slow" answers take. */
  slowMs?: number;
  now?: () => number;
}

export interface RecordedRequest {
  method: string;
  path: string;
  apiKey: string | null;
  body: unknown;
  status: number;
  at: number;
  /** The query string (e.g. the list's `per_page` and `after`), without its `?`. */
  query?: string;
}

interface FakeSubscriber {
  id: number;
  email_address: string;
  first_name: string | null;
  state: string;
  created_at: string;
}

export interface FakeKitState {
  mode: FakeKitMode;
  requests: RecordedRequest[];
  subscribers: FakeSubscriber[];
  /** form id -> emails on it */
  forms: Record<string, string[]>;
  /** tag id -> emails tagged */
  tags: Record<string, string[]>;
  /** Confirmation/incentive emails sent: one per subscriber newly added to a double opt-in form. */
  incentiveEmails: number;
  /** 429s for going over the rate (not injected ones). */
  rateLimited: number;
  /** Faults injected, by kind. */
  injected: Record<string, number>;
  /** Custom field values by lower-cased email (./fake-kit-custom-fields.ts). */
  fields: Record<string, Record<string, string>>;
  /** When the fake was reset (ms, its clock), kept across resets: a test that lost Kit's state can tell why. */
  resets: number[];
}

export const FAKE_KIT_KEY = "kit_test_key";
export const FAKE_KIT_FORM_ID = "4242";
/** A single opt-in form the fake also knows. */
export const FAKE_KIT_SINGLE_OPT_IN_FORM_ID = "4343";
/** One tag per magnet (each free guide's record, the course waitlist), "101" upwards in their order. */
export const FAKE_KIT_TAG_IDS = Object.fromEntries(Object.keys(magnets).map((slug, i) => [slug, String(101 + i)])) as Record<MagnetSlug, string>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const STATES = new Set(["active", "cancelled", "bounced", "complained", "inactive"]);

export class FakeKit {
  readonly options: Required<FakeKitOptions>;
  mode: FakeKitMode = "normal";
  /** Failures to serve before behaving normally again, e.g. ["server-error", "rate-limited"]. */
  failNext: Exclude<FakeKitMode, "normal">[] = [];
  requests: RecordedRequest[] = [];
  /** Webhook endpoints and signed deliveries (./fake-kit-webhooks.ts). */
  readonly webhooks = new FakeKitWebhooks();
  /** Custom fields, subscriber updates and tags by name (./fake-kit-custom-fields.ts). */
  readonly customFields = new FakeKitCustomFields();
  private subscribers = new Map<string, FakeSubscriber>();
  private forms = new Map<string, Set<string>>();
  private tags = new Map<string, Set<string>>();
  private windowHits: number[] = [];
  private nextId = 1;
  incentiveEmails = 0;
  rateLimited = 0;
  private readonly resets: number[] = [];
  injected: Record<string, number> = {};
  private faults: FakeKitFaults | undefined;
  private faultsSetAt = 0;
  private random = mulberry32(1);
  private readonly initialApiKey: string;
  /** Requests held until the test answers them (fake-kit-holds.ts). */
  readonly holds = new FakeKitHolds();
  /** Broadcasts and email templates (fake-kit-broadcasts.ts). */
  readonly broadcasts: FakeKitBroadcasts;

  constructor(options: FakeKitOptions = {}) {
    this.initialApiKey = options.apiKey ?? FAKE_KIT_KEY;
    this.options = {
      apiKey: options.apiKey ?? FAKE_KIT_KEY,
      formIds: options.formIds ?? [FAKE_KIT_FORM_ID, FAKE_KIT_SINGLE_OPT_IN_FORM_ID],
      singleOptInFormIds: options.singleOptInFormIds ?? [FAKE_KIT_SINGLE_OPT_IN_FORM_ID],
      tagIds: options.tagIds ?? Object.values(FAKE_KIT_TAG_IDS),
      ratePerWindow: options.ratePerWindow ?? 120,
      windowMs: options.windowMs ?? 60_000,
      slowMs: options.slowMs ?? 10_000,
      now: options.now ?? Date.now,
    };
    this.broadcasts = new FakeKitBroadcasts(this.options.now);
    this.reset();
  }

  reset(): void {
    this.mode = "normal";
    this.options.apiKey = this.initialApiKey;
    this.failNext = [];
    this.requests = [];
    this.subscribers.clear();
    this.forms = new Map(this.options.formIds.map((id) => [id, new Set<string>()]));
    this.tags = new Map(this.options.tagIds.map((id) => [id, new Set<string>()]));
    this.windowHits = [];
    this.incentiveEmails = 0;
    this.rateLimited = 0;
    this.injected = {};
    this.faults = undefined;
    this.broadcasts.reset();
    this.holds.reset();
    this.customFields.reset();
  }

  /** Turns the fault mode on (or off with undefined); the 401 window starts now. */
  setFaults(faults: FakeKitFaults | undefined): void {
    this.faults = faults;
    this.faultsSetAt = this.options.now();
    this.random = mulberry32(faults?.seed ?? 1);
  }

  /** A subscriber as Kit holds it (for signed deliveries that carry its id and first name). */
  subscriber(email: string): FakeSubscriber | undefined {
    return this.subscribers.get(email.trim().toLowerCase());
  }

  state(): FakeKitState {
    const listed = (map: Map<string, Set<string>>) => Object.fromEntries([...map].map(([id, emails]) => [id, [...emails]]));
    return {
      mode: this.mode,
      requests: this.requests,
      subscribers: [...this.subscribers.values()],
      forms: listed(this.forms),
      tags: listed(this.tags),
      incentiveEmails: this.incentiveEmails,
      rateLimited: this.rateLimited,
      injected: this.injected,
      fields: Object.fromEntries([...this.subscribers.keys()].map((email) => [email, this.customFields.fieldsOf(email)])),
      resets: [...this.resets],
    };
  }

  /** Kit API requests; `/__fake/*` control routes. */
  async fetch(request: Request): Promise<Response> {
    const url = new URL(request.url);
    if (url.pathname.startsWith("/__fake/")) return this.control(url.pathname, request);

    const body = await request.json().catch(() => undefined);
    const apiKey = request.headers.get("X-Kit-Api-Key");
    const record: RecordedRequest = {
      method: request.method,
      path: url.pathname.replace(/^.*?(\/v4\/)/, "$1"),
      apiKey,
      body,
      status: 0,
      at: this.options.now(),
      query: url.search.slice(1),
    };
    this.requests.push(record);
    const response = await this.answer(record, request.signal);
    record.status = response.status;
    return response;
  }

  private async answer(record: RecordedRequest, signal: AbortSignal): Promise<Response> {
    if (this.overRate()) {
      this.rateLimited++;
      return retryLater();
    }
    const forced = this.failNext.shift() ?? (this.mode === "normal" ? undefined : this.mode);
    if (forced === "rate-limited") {
      this.rateLimited++;
      return retryLater();
    }
    if (forced === "server-error") return serverError(500);
    if (forced === "slow") await sleep(this.options.slowMs, signal);

    const held = this.holds.run(record.method, record.path, () => this.process(record));
    if (held) return held;

    const fault = this.drawFault();
    if (fault) this.injected[fault] = (this.injected[fault] ?? 0) + 1;
    if (fault === "unauthorized") return errors(401, ["The access token is invalid"]);
    if (fault === "rateLimited") return retryLater();
    if (fault === "serverError") return serverError(must(([500, 502, 503] as const)[Math.floor(this.random() * 3)]));
    if (fault === "timeout" || fault === "reset") {
      // Half the time Kit did the work and only the answer is lost: a retry must not double it.
      if (this.random() < 0.5) await this.process(record);
      if (fault === "reset") throw new FakeKitReset();
      await sleep(10 * 60_000, signal);
    }
    return this.process(record);
  }

  private drawFault(): "timeout" | "reset" | "rateLimited" | "serverError" | "unauthorized" | undefined {
    const faults = this.faults;
    if (!faults) return undefined;
    const elapsed = this.options.now() - this.faultsSetAt;
    if (faults.unauthorizedWindow && elapsed >= faults.unauthorizedWindow.fromMs && elapsed < faults.unauthorizedWindow.toMs) return "unauthorized";
    let draw = this.random();
    for (const kind of ["timeout", "reset", "rateLimited", "serverError"] as const) {
      draw -= faults[kind] ?? 0;
      if (draw < 0) return kind;
    }
    return undefined;
  }

  private async process(record: RecordedRequest): Promise<Response> {
    if (record.apiKey !== this.options.apiKey) return errors(401, ["The access token is invalid"]);
    const broadcastAnswer = this.broadcasts.answer(record.method, record.path, record.body, new URLSearchParams(record.query ?? ""));
    if (broadcastAnswer) return broadcastAnswer;
    const body = (typeof record.body === "object" && record.body !== null ? record.body : {}) as Record<string, unknown>;
    const extended = this.customFields.handle(
      record.method,
      record.path,
      body,
      { subscriberById: (id) => [...this.subscribers.values()].find((one) => one.id === id), addTag: (id) => this.tags.set(id, new Set()) },
      json,
    );
    if (extended) return extended;
    if (record.method !== "POST") return errors(404, ["Not Found"]);
    const email = typeof body.email_address === "string" ? body.email_address.trim() : "";
    const key = email.toLowerCase();

    if (record.path === "/v4/webhook_endpoints") return this.webhooks.createEndpoint(body);
    if (record.path === "/v4/subscribers") {
      // Kit refuses addresses it cannot deliver to; `.invalid` is reserved for exactly that.
      if (!EMAIL.test(email) || key.endsWith(".invalid")) return errors(422, ["Email address is invalid"]);
      if (body.state !== undefined && (typeof body.state !== "string" || !STATES.has(body.state))) return errors(422, ["State is not included in the list"]);
      const existing = this.subscribers.get(key);
      this.customFields.upsertFields(key, body.fields);
      if (existing) return json(200, { subscriber: { ...existing, fields: this.customFields.fieldsOf(key) } });
      const state = typeof body.state === "string" ? body.state : "active";
      const subscriber = {
        id: this.nextId++,
        email_address: email,
        first_name: typeof body.first_name === "string" ? body.first_name : null,
        state,
        created_at: new Date(this.options.now()).toISOString(),
      };
      this.subscribers.set(key, subscriber);
      return json(202, { subscriber: { ...subscriber, fields: this.customFields.fieldsOf(key) } });
    }
    if (!email) return errors(422, ["Email address can't be blank"]);

    const membership = /^\/v4\/(forms|tags)\/([^/]+)\/subscribers$/.exec(record.path);
    if (!membership) return errors(404, ["Not Found"]);
    const [, kind, id] = membership as unknown as [string, "forms" | "tags", string];
    const members = (kind === "forms" ? this.forms : this.tags).get(id);
    const subscriber = this.subscribers.get(key);
    if (!members || !subscriber) return errors(404, ["Not Found"]);
    const added = !members.has(key);
    members.add(key);
    if (added && kind === "forms" && !this.options.singleOptInFormIds.includes(id)) this.incentiveEmails++;
    const stamp = new Date(this.options.now()).toISOString();
    const extra = kind === "forms" ? { added_at: stamp, referrer: body.referrer ?? null } : { tagged_at: stamp };
    return json(added ? 201 : 200, { subscriber: { ...subscriber, ...extra, fields: {} } });
  }

  /** Kit counts every request of a key, refused ones included, in a rolling window. */
  private overRate(): boolean {
    const now = this.options.now();
    this.windowHits = this.windowHits.filter((at) => at > now - this.options.windowMs);
    this.windowHits.push(now);
    return this.windowHits.length > this.options.ratePerWindow;
  }

  private async control(path: string, request: Request): Promise<Response> {
    if (path === "/__fake/state") return json(200, this.state());
    if (path === "/__fake/broadcasts") return json(200, { broadcasts: this.broadcasts.broadcasts });
    if (path === "/__fake/broadcast-results" && request.method === "POST") {
      // { id, stats?, clicks? }: what Kit answers for that broadcast's stats and clicks.
      const { id, ...results } = (await request.json().catch(() => ({}))) as { id?: number } & FakeBroadcastResults;
      if (typeof id !== "number") return errors(422, ["id is required"]);
      this.broadcasts.setResults(id, results);
      return json(200, { ok: true });
    }
    if (path === "/__fake/kit-app" && request.method === "POST") {
      // { subject, action }: what he does in Kit's own app to the unsent broadcast with that subject:
      // delete it, or send it now (its send_at becomes now, so Kit reads it as sent).
      const { subject, action } = (await request.json().catch(() => ({}))) as { subject?: string; action?: "delete" | "send" };
      const found = this.broadcasts.broadcasts.find((b) => b.subject === subject && !(b.send_at && Date.parse(b.send_at) <= this.options.now()));
      if (!found) return errors(404, ["Not Found"]);
      if (action === "delete") this.broadcasts.broadcasts.splice(this.broadcasts.broadcasts.indexOf(found), 1);
      else if (action === "send") found.send_at = new Date(this.options.now() - 1000).toISOString();
      else return errors(422, ["action is delete or send"]);
      return json(200, { ok: true, id: found.id });
    }
    if (path === "/__fake/reset") {
      this.resets.push(this.options.now());
      this.reset();
      return json(200, { ok: true });
    }
    if (path === "/__fake/configure" && request.method === "POST") {
      const settings = (await request.json().catch(() => ({}))) as {
        apiKey?: string;
        mode?: FakeKitMode;
        failNext?: FakeKit["failNext"];
        ratePerWindow?: number;
        windowMs?: number;
        slowMs?: number;
        faults?: FakeKitFaults | null;
      };
      if (settings.faults !== undefined) this.setFaults(settings.faults ?? undefined);
      if (settings.mode) this.mode = settings.mode;
      if (settings.apiKey) this.options.apiKey = settings.apiKey;
      if (settings.failNext) this.failNext = settings.failNext;
      if (settings.ratePerWindow) this.options.ratePerWindow = settings.ratePerWindow;
      if (settings.windowMs) this.options.windowMs = settings.windowMs;
      if (settings.slowMs) this.options.slowMs = settings.slowMs;
      return json(200, { ok: true });
    }
    return errors(404, ["Not Found"]);
  }
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json; charset=utf-8" } });
}

function errors(status: number, messages: string[]): Response {
  return json(status, { errors: messages });
}

/** Kit's 429: plain text, no Retry-After. */
function retryLater(): Response {
  return new Response("Retry later", { status: 429, headers: { "Content-Type": "text/plain" } });
}

/** A 5xx as the proxy in front of an API sends it: an HTML page, not JSON. */
function serverError(status: 500 | 502 | 503): Response {
  return new Response(
    `<!DOCTYPE html><html><head><title>${status} Server Error</title></head><body><h1>${status} Server Error</h1><p>nginx</p></body></html>`,
    {
      status,
      headers: { "Content-Type": "text/html" },
    },
  );
}

/** A small seeded random generator, so a fault run can be repeated. */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Waits, or fails as a real fetch does when the caller gives up (its timeout signal fires). */
function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener("abort", () => {
      clearTimeout(timer);
      reject(signal.reason ?? new DOMException("The operation was aborted", "AbortError"));
    });
  });
}
