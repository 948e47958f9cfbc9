import { createExecutionContext, env as testEnv, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, beforeEach, vi } from "vitest";
import type { Env } from "../../worker/config";
import worker from "../../worker/index";
import { SiteverifyStandIn } from "../../worker/turnstile";
import { FAKE_KIT_FORM_ID, FAKE_KIT_KEY, FAKE_KIT_TAG_IDS, FakeKit } from "./fake-kit";
import { keepRefusal } from "../support/refusal";
import { reconcilerStandIn } from "../support/broadcast-reconciler";

/** Helpers for the signup tests inside workerd: a fake Kit behind `fetch`, a recording queue. */

export const SITE = "https://site.test";
export const KIT_BASE = "https://kit.fake/v4";
/** Where the workerd tests' Siteverify stand-in answers (TURNSTILE_SITEVERIFY_URL). */
export const SITEVERIFY_URL = "https://siteverify.fake/turnstile/v0/siteverify";
/** A site key and secret that look like real ones (not Cloudflare's test keys). */
export const TURNSTILE_KEYS = {
  TURNSTILE_SITE_KEY: "0x4AAAAAAAtestsitekey",
  TURNSTILE_SECRET_KEY: "0x4AAAAAAAtestsecretkey",
  TURNSTILE_SITEVERIFY_URL: SITEVERIFY_URL,
} as const;

export interface RecordingQueue {
  queue: Queue<unknown>;
  sent: { body: unknown; delaySeconds?: number }[];
  failing: boolean;
}

export function recordingQueue(): RecordingQueue {
  const recording: RecordingQueue = { sent: [], failing: false, queue: undefined as unknown as Queue<unknown> };
  recording.queue = {
    async send(body: unknown, options?: QueueSendOptions) {
      if (recording.failing) throw new Error("Queue unavailable");
      recording.sent.push({ body, delaySeconds: options?.delaySeconds });
    },
    async sendBatch() {
      throw new Error("not used");
    },
  } as unknown as Queue<unknown>;
  return recording;
}

/**
 * Kit's budget lives in one Durable Object per API key; each environment built here gets its own
 * (a suffix on the name), so a pause or a spent budget in one test does not leak into the next.
 */
function isolatedBudget(namespace: Env["KIT_BUDGET"]): Env["KIT_BUDGET"] {
  const suffix = crypto.randomUUID();
  return new Proxy(namespace, {
    get(target, property) {
      if (property === "idFromName") return (name: string) => target.idFromName(`${name}:${suffix}`);
      const value = Reflect.get(target, property) as unknown;
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

/** A production-like environment wired to the fake Kit. */
export function kitEnv(queue: RecordingQueue, overrides: Partial<Env> = {}): Env {
  const env: Env = {
    ...(testEnv as unknown as Env),
    SITE_URL: SITE,
    ENVIRONMENT: "production",
    KIT_API_BASE: KIT_BASE,
    KIT_API_KEY: FAKE_KIT_KEY,
    KIT_NEWSLETTER_FORM_ID: FAKE_KIT_FORM_ID,
    KIT_TAG_IDS: JSON.stringify(FAKE_KIT_TAG_IDS),
    SIGNUP_QUEUE: queue.queue,
    // Budget pacing has its own tests; elsewhere Kit's budget is never the reason a signup waits.
    KIT_REQUESTS_PER_MINUTE: "1000000",
    KIT_BUDGET: isolatedBudget((testEnv as unknown as Env).KIT_BUDGET),
    ...overrides,
  };
  // The broadcasts' reconciler on this env, in this isolate (a Durable Object would read wrangler.toml's env).
  env.BROADCAST_RECONCILER = overrides.BROADCAST_RECONCILER ?? reconcilerStandIn(env);
  return env;
}

/**
 * What each signup test starts with: a new fake Kit, a recording queue, a Siteverify stand-in
 * (answering only where the env has Turnstile's keys), an env wired to them, and `restore` to undo
 * the routing.
 */
export interface SignupSetUp {
  kit: FakeKit;
  queue: RecordingQueue;
  siteverify: SiteverifyStandIn;
  env: Env;
  restore: () => void;
}

/**
 * Before each test of the calling file, a new fake Kit and Siteverify stand-in that the worker's
 * calls reach, a recording queue and a production-like env wired to them (with `overrides`, e.g.
 * `TURNSTILE_KEYS`), handed to `take`; after each, every spy (the routing, and any a test put in
 * its place) is undone.
 */
export function signupSetUpEachTest(take: (setUp: SignupSetUp) => void, overrides: Partial<Env> = {}): void {
  beforeEach(() => {
    const kit = new FakeKit();
    const queue = recordingQueue();
    const siteverify = new SiteverifyStandIn(TURNSTILE_KEYS.TURNSTILE_SECRET_KEY);
    take({ kit, queue, siteverify, env: kitEnv(queue, overrides), restore: routeKitTo(kit, siteverify).mockRestore });
  });
  afterEach(() => vi.restoreAllMocks());
}

/** Routes the worker's calls to Kit's base URL to the fake (and Siteverify's to its stand-in); the worker runs in this isolate. */
export function routeKitTo(kit: FakeKit, siteverify?: SiteverifyStandIn) {
  const realFetch = globalThis.fetch;
  return vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input as RequestInfo, init);
    if (siteverify && request.url === SITEVERIFY_URL) return siteverify.fetch(request);
    return request.url.startsWith(KIT_BASE) ? kit.fetch(request) : realFetch(request);
  });
}

let clientCounter = 0;
/** A fresh client address (its own IPv6 /64), so tests do not share a rate-limit window. */
export function freshClientIp(): string {
  return `2001:db8:${(++clientCounter).toString(16)}::1`;
}

let emailCounter = 0;
export function freshEmail(prefix = "reader"): string {
  return `${prefix}${++emailCounter}.${Date.now().toString(36)}@example.com`;
}

export interface PostOptions {
  env: Env;
  contentType?: string | null;
  headers?: Record<string, string>;
  method?: string;
  clientIp?: string;
}

/** Sends a request to the worker with the given environment. */
export async function call(path: string, body: BodyInit | null, options: PostOptions): Promise<Response> {
  const headers = new Headers({ Origin: SITE, "Sec-Fetch-Site": "same-origin", "CF-Connecting-IP": options.clientIp ?? freshClientIp(), ...options.headers });
  if (options.contentType !== null) headers.set("Content-Type", options.contentType ?? "application/json");
  for (const [name, value] of Object.entries(options.headers ?? {})) if (value === "") headers.delete(name);
  const request = new Request(`${SITE}${path}`, { method: options.method ?? "POST", headers, body, redirect: "manual" });
  const ctx = createExecutionContext();
  const response = await worker.fetch(request as Request<unknown, IncomingRequestCfProperties>, options.env, ctx);
  await waitOnExecutionContext(ctx);
  return keepRefusal(response);
}

export const postJson = (body: unknown, options: PostOptions) => call("/api/subscribe", typeof body === "string" ? body : JSON.stringify(body), options);

export const postForm = (fields: Record<string, string>, options: PostOptions) =>
  call("/api/subscribe", new URLSearchParams(fields).toString(), { ...options, contentType: "application/x-www-form-urlencoded" });

export { FakeKit, SiteverifyStandIn };
