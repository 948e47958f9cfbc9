/**
 * A local stand-in for the Kit API v4, following its documented requests and answers:
 * POST /v4/subscribers (upsert), POST /v4/forms/{id}/subscribers and POST /v4/tags/{id}/subscribers
 * by email address; `X-Kit-Api-Key` auth (401 `{"errors": [...]}`); 422 for an invalid address;
 * 404 for an unknown form or tag; 120 requests a minute per key, over which it answers 429 with
 * the plain text `Retry later` (no Retry-After, as Kit). Modes make it slow, failing (5xx) or
 * rate limited on purpose, and it records every request it received.
 *
 * Web-standard Request/Response only, so it runs inside workerd tests (as the target of a
 * stubbed `fetch`) and in Node (fake-kit-server.ts) for the browser tests and the bench.
 * Control routes under /__fake/ let another process drive the Node server.
 */

export type FakeKitMode = "normal" | "slow" | "server-error" | "rate-limited";

export interface FakeKitOptions {
  apiKey?: string;
  formIds?: string[];
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
  /** Confirmation/incentive emails sent: one per subscriber newly added to a form. */
  incentiveEmails: number;
  rateLimited: number;
}

export const FAKE_KIT_KEY = "kit_test_key";
export const FAKE_KIT_FORM_ID = "4242";
export const FAKE_KIT_TAG_IDS = { "business-growth-guide": "101", "youtube-seo-checklist": "102", "video-idea-checklist": "103", "change-title-thumbnail-guide": "104", "course-waitlist": "105" };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export class FakeKit {
  readonly options: Required<FakeKitOptions>;
  mode: FakeKitMode = "normal";
  /** Failures to serve before behaving normally again, e.g. ["server-error", "rate-limited"]. */
  failNext: Exclude<FakeKitMode, "normal">[] = [];
  requests: RecordedRequest[] = [];
  private subscribers = new Map<string, FakeSubscriber>();
  private forms = new Map<string, Set<string>>();
  private tags = new Map<string, Set<string>>();
  private windowHits: number[] = [];
  private nextId = 1;
  incentiveEmails = 0;
  rateLimited = 0;
  private readonly initialApiKey: string;

  constructor(options: FakeKitOptions = {}) {
    this.initialApiKey = options.apiKey ?? FAKE_KIT_KEY;
    this.options = {
      apiKey: options.apiKey ?? FAKE_KIT_KEY,
      formIds: options.formIds ?? [FAKE_KIT_FORM_ID],
      tagIds: options.tagIds ?? Object.values(FAKE_KIT_TAG_IDS),
      ratePerWindow: options.ratePerWindow ?? 120,
      windowMs: options.windowMs ?? 60_000,
      slowMs: options.slowMs ?? 10_000,
      now: options.now ?? Date.now,
    };
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
    };
  }

  /** Kit API requests; `/__fake/*` control routes. */
  async fetch(request: Request): Promise<Response> {
    const url = new URL(request.url);
    if (url.pathname.startsWith("/__fake/")) return this.control(url.pathname, request);

    const body = await request.json().catch(() => undefined);
    const apiKey = request.headers.get("X-Kit-Api-Key");
    const record: RecordedRequest = { method: request.method, path: url.pathname.replace(/^.*?(\/v4\/)/, "$1"), apiKey, body, status: 0, at: this.options.now() };
    this.requests.push(record);
    const response = await this.answer(record, request.signal);
    record.status = response.status;
    return response;
  }

  private async answer(record: RecordedRequest, signal: AbortSignal): Promise<Response> {
    if (this.overRate()) {
      this.rateLimited++;
      return new Response("Retry later", { status: 429, headers: { "Content-Type": "text/plain" } });
    }
    const forced = this.failNext.shift() ?? (this.mode === "normal" ? undefined : this.mode);
    if (forced === "rate-limited") {
      this.rateLimited++;
      return new Response("Retry later", { status: 429, headers: { "Content-Type": "text/plain" } });
    }
    if (forced === "server-error") return errors(500, ["Internal server error"]);
    if (forced === "slow") await sleep(this.options.slowMs, signal);

    if (record.apiKey !== this.options.apiKey) return errors(401, ["The access token is invalid"]);
    if (record.method !== "POST") return errors(404, ["Not Found"]);
    const body = (typeof record.body === "object" && record.body !== null ? record.body : {}) as Record<string, unknown>;
    const email = typeof body.email_address === "string" ? body.email_address.trim() : "";
    if (!EMAIL.test(email)) return errors(422, ["Email address is invalid"]);
    const key = email.toLowerCase();

    if (record.path === "/v4/subscribers") {
      const existing = this.subscribers.get(key);
      if (existing) return json(200, { subscriber: { ...existing, fields: {} } });
      const state = typeof body.state === "string" ? body.state : "active";
      const subscriber = { id: this.nextId++, email_address: email, first_name: null, state, created_at: new Date(this.options.now()).toISOString() };
      this.subscribers.set(key, subscriber);
      return json(201, { subscriber: { ...subscriber, fields: {} } });
    }

    const membership = /^\/v4\/(forms|tags)\/([^/]+)\/subscribers$/.exec(record.path);
    if (!membership) return errors(404, ["Not Found"]);
    const [, kind, id] = membership as unknown as [string, "forms" | "tags", string];
    const members = (kind === "forms" ? this.forms : this.tags).get(id);
    const subscriber = this.subscribers.get(key);
    if (!members || !subscriber) return errors(404, ["Not Found"]);
    const added = !members.has(key);
    members.add(key);
    if (added && kind === "forms") this.incentiveEmails++;
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
    if (path === "/__fake/reset") {
      this.reset();
      return json(200, { ok: true });
    }
    if (path === "/__fake/configure" && request.method === "POST") {
      const settings = (await request.json().catch(() => ({}))) as { apiKey?: string; mode?: FakeKitMode; failNext?: FakeKit["failNext"]; ratePerWindow?: number; windowMs?: number; slowMs?: number };
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
