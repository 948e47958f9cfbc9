/**
 * One IPv6 /48 (up to 200 of its /64s) against every unauthenticated path that writes, or makes Kit
 * send an email, in production configuration: what it makes the site write, read and send is counted
 * at the bindings (test/support/counting-env.ts) and at the fake Kit, and bounded; a second /48
 * right after is served normally. Each test logs its numbers (`[one network]`); docs/deploy.md
 * (#what-one-network-can-spend) has them before and after the /48 bounds.
 */
import { createExecutionContext, env as testEnv, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { guideList } from "../../../src/content/guides";
import { signupAlerts } from "../../../src/content/signup";
import { ARCHIVE_PATH, issuePath } from "../../../src/newsletter/paths";
import { INQUIRY_API_PATH } from "../../../src/inquiry/schema";
import { inquiryLimits, NETWORK_PAGE_MINUTE, signupLimits } from "../../../worker/api";
import type { Env } from "../../../worker/config";
import worker from "../../../worker/index";
import { validInquiry } from "../../fakes/inquiry-harness";
import { FakeKit, kitEnv, recordingQueue, routeKitTo, SiteverifyStandIn, TURNSTILE_KEYS } from "../../fakes/signup-harness";
import { clockedRateLimit } from "../../support/clocked-rate-limit";
import { countingEnv, noOperations, type OperationCounts } from "../../support/counting-env";
import { personUserAgent } from "../support/site-client";
import { must } from "../../../src/must.ts";
import { keepRefusal } from "../../support/refusal";
import { expectStatus } from "../../support/refusal";

const SITE = "https://www.example.com";
const PASSWORD = "q7Vx2mLp9RtZ4bNc8KwY3sHd";
const production: Env = { ...(testEnv as Env), ENVIRONMENT: "production", SITE_URL: SITE, PREVIEW_PASSWORD: PASSWORD };

/** The n-th of 200 /64s of one /48, and of another /48. */
const inNetwork = (n: number) => `2001:db8:1:${(n % 200).toString(16)}::1`;
const otherNetwork = (n: number) => `2001:db8:2:${n.toString(16)}::1`;

/** A word of letters no issue and no other request uses. */
let wordNumber = 0;
const madeUp = (stem: string) => `${stem}${Date.now().toString(36)}q${++wordNumber}`.replace(/\d/g, (digit) => must("bcdfghjklm"[Number(digit)]));

/** One request to the deployed entry point, counted into `counts`, run to the end of its background work. */
async function send(path: string, ip: string, counts: OperationCounts, headers: Record<string, string> = {}, init: RequestInit = {}, env = production) {
  const ctx = createExecutionContext();
  const request = new Request(`${SITE}${path}`, { ...init, headers: { "CF-Connecting-IP": ip, "User-Agent": personUserAgent(7), ...headers } });
  const response = await worker.fetch(request as Request<unknown, IncomingRequestCfProperties>, countingEnv(env, counts), ctx);
  const kept = response.clone();
  await response.arrayBuffer();
  await waitOnExecutionContext(ctx);
  return keepRefusal(kept);
}

/** A JSON post from the site's own page, as its scripts send it. */
const post = (body: object): [Record<string, string>, RequestInit] => [
  { Origin: SITE, "Sec-Fetch-Site": "same-origin", "Content-Type": "application/json" },
  { method: "POST", body: JSON.stringify(body) },
];

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("one /48 of 200 /64s", () => {
  it("240 searches that find nothing write at most 40 rows; some are refused with 429 and Retry-After; another /48 is served right after", {
    timeout: 120_000,
  }, async () => {
    // The index is brought up to date by the isolate's first search (outside the count).
    expectStatus(await send(`${ARCHIVE_PATH}?q=thumbnail`, "192.0.2.10", noOperations())).toBe(200);
    const counts = noOperations();
    const statuses: number[] = [];
    for (let n = 0; n < 240; n++) {
      const response = await send(`${ARCHIVE_PATH}?q=${madeUp("zyx")}`, inNetwork(n), counts);
      statuses.push(response.status);
      if (response.status === 429) expect(response.headers.get("Retry-After")).toBe("60");
    }
    console.log(
      `[one network] 240 searches: ${statuses.filter((s) => s === 200).length} answered, ${statuses.filter((s) => s === 429).length} refused; ${counts.d1RowsWritten} D1 rows written, ${counts.d1RowsRead} read`,
    );
    expect(statuses.every((status) => status === 200 || status === 429)).toBe(true);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
    expect(counts.d1RowsWritten).toBeLessThanOrEqual(40);
    expectStatus(await send(`${ARCHIVE_PATH}?q=${madeUp("other")}`, otherNetwork(1), noOperations())).toBe(200);
  });

  it("120 made-up issue addresses and their share cards are 404s that write nothing and read at most 2 rows each", { timeout: 120_000 }, async () => {
    // The isolate's versions and caches are read once (outside the count).
    await send(issuePath("warm-up-address"), "192.0.2.11", noOperations());
    let written = 0;
    let read = 0;
    for (let n = 0; n < 120; n++) {
      const slug = madeUp("no-such-issue-");
      for (const path of [issuePath(slug), `/images/issues/${slug}.png`]) {
        const counts = noOperations();
        const response = await send(path, inNetwork(n), counts);
        expect(response.status, path).toBe(404);
        expect(counts.d1RowsRead, path).toBeLessThanOrEqual(2);
        written += counts.d1RowsWritten;
        read += counts.d1RowsRead;
      }
    }
    console.log(`[one network] 120 made-up addresses and 120 share cards: ${written} D1 rows written, ${read} read`);
    expect(written).toBe(0);
  });

  it("120 made-up referral codes and forged progress links write nothing and read at most 2 rows each", { timeout: 120_000 }, async () => {
    const alphabet = "0123456789abcdefghjkmnpqrstvwxyz";
    const code = () => Array.from(crypto.getRandomValues(new Uint8Array(10)), (byte) => alphabet[byte & 31]).join("");
    const signature = () =>
      btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(32))))
        .replace(/\+/g, "-")
        .replace(/\//g, "_")
        .replace(/=+$/, "");
    let written = 0;
    let read = 0;
    for (let n = 0; n < 120; n++) {
      const made = code();
      for (const [path, status] of [
        [`/r/${made}`, 200],
        [`/r/${made}/progress/${signature()}`, 404],
      ] as const) {
        const counts = noOperations();
        const response = await send(path, inNetwork(n), counts);
        expect(response.status, path).toBe(status);
        expect(counts.d1RowsRead, path).toBeLessThanOrEqual(2);
        written += counts.d1RowsWritten;
        read += counts.d1RowsRead;
      }
    }
    console.log(`[one network] 120 made-up referral codes and 120 forged progress links: ${written} D1 rows written, ${read} read`);
    expect(written).toBe(0);
  });

  it("200 wrong passwords write at most 20 rows, answered 401 then 429 with no Durable Object request once refused; another /48 is asked for its password", {
    timeout: 120_000,
  }, async () => {
    const counts = noOperations();
    let refusedAt: number | undefined;
    for (let n = 0; n < 200; n++) {
      const before = counts.doRequests;
      const response = await send("/internal", inNetwork(n), counts, { Authorization: `Basic ${btoa(`owner:wrong-${n}`)}` });
      expect([401, 429], `guess ${n}`).toContain(response.status);
      if (response.status === 429) {
        expect(Number(response.headers.get("Retry-After"))).toBeGreaterThan(0);
        if (refusedAt === undefined) refusedAt = n;
        else expect(counts.doRequests - before, `guess ${n} after the network was refused`).toBe(0);
      }
    }
    console.log(
      `[one network] 200 wrong passwords: refused from guess ${refusedAt}; ${counts.d1RowsWritten} D1 rows written, ${counts.doRequests} Durable Object requests`,
    );
    expect(refusedAt).toBeDefined();
    expect(counts.d1RowsWritten).toBeLessThanOrEqual(20);
    expect((await send("/internal", otherNetwork(2), noOperations(), { Authorization: `Basic ${btoa("owner:wrong")}` })).status).toBe(401);
    expectStatus(await send("/internal", inNetwork(3), noOperations(), { Authorization: `Basic ${btoa(`owner:${PASSWORD}`)}` })).toBe(200);
  });

  it("240 signups without a token from 40 /64s (newsletter, lead magnet and referral): at most 40 accepted, the rest refused before any KV write or Kit call; another /48 is served right after", {
    timeout: 180_000,
  }, async () => {
    const kit = new FakeKit();
    const queue = recordingQueue();
    routeKitTo(kit, new SiteverifyStandIn(TURNSTILE_KEYS.TURNSTILE_SECRET_KEY));
    // Turnstile on, and no token: each /64 has the low allowance (5 in 10 minutes).
    const env = kitEnv(queue, { ...TURNSTILE_KEYS, SITE_URL: SITE });
    const code = "7k2m9q4x1c";
    await env.DB.prepare("INSERT INTO referral_codes (code, email, email_hash, created_at) VALUES (?1, 'referrer@example.net', 'referrer', 0)")
      .bind(code)
      .run();
    const guide = guideList[0].slug;
    const network = (n: number) => `2001:db8:3:${(n % 40).toString(16)}::1`;
    const counts = noOperations();
    let accepted = 0;
    let refused = 0;
    for (let n = 0; n < 240; n++) {
      const email = `reader${n}.${Date.now().toString(36)}@example.org`;
      const body = n % 3 === 0 ? { email } : n % 3 === 1 ? { email, magnet: guide } : { email, ref: code };
      const kitBefore = kit.requests.length;
      const writesBefore = counts.kvWrites + counts.d1RowsWritten + counts.queueMessages;
      const response = await send("/api/subscribe", network(n), counts, ...post(body), env);
      expect([200, 429], `signup ${n}`).toContain(response.status);
      if (response.status === 200) accepted++;
      else {
        refused++;
        expect(Number(response.headers.get("Retry-After")), `signup ${n}`).toBeGreaterThan(0);
        expect(kit.requests.length - kitBefore, `signup ${n}: Kit calls`).toBe(0);
        expect(counts.kvWrites + counts.d1RowsWritten + counts.queueMessages - writesBefore, `signup ${n}: writes`).toBe(0);
      }
    }
    const referred = await env.DB.prepare("SELECT COUNT(*) AS n FROM referrals WHERE code = ?1").bind(code).first<{ n: number }>();
    console.log(
      `[one network] 240 signups from 40 /64s: ${accepted} accepted, ${refused} refused; ${counts.kvWrites} KV writes, ${counts.d1RowsWritten} D1 rows written, ${counts.queueMessages} queued, ${counts.doRequests} Durable Object requests, ${kit.requests.length} Kit requests, ${kit.incentiveEmails} confirmation emails from Kit, ${referred?.n ?? 0} referrals kept`,
    );
    expect(accepted).toBeLessThanOrEqual(signupLimits.network.max);
    expect(accepted).toBe(40);
    expect(counts.kvWrites).toBeLessThanOrEqual(2 * signupLimits.network.max);
    expect(kit.incentiveEmails).toBeLessThanOrEqual(signupLimits.network.max);

    // The refusal is the one a person reads past the client's own limit, and another /48 signs up at once.
    const over = await send("/api/subscribe", network(7), noOperations(), ...post({ email: "late@example.org" }), env);
    expect(over.status).toBe(429);
    expect(await over.json()).toMatchObject({ success: false, code: "RATE_LIMITED", error: signupAlerts.RATE_LIMITED });
    expectStatus(await send("/api/subscribe", "2001:db8:4::1", noOperations(), ...post({ email: "neighbour@example.org" }), env)).toBe(200);
  });

  it("500 view beacons of one campaign's page from 200 /64s within a minute count as at most 60 views; the rest are answered 429 with Retry-After", {
    timeout: 180_000,
  }, async () => {
    // The minute caps on a clock held still (test/support/clocked-rate-limit.ts), at the start of a minute.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime((Math.floor(Date.now() / 60_000) + 1) * 60_000 + 1_000);
    const env: Env = {
      ...production,
      VIEW_ADDRESS_LIMIT: clockedRateLimit("VIEW_ADDRESS_LIMIT"),
      VIEW_PAGE_LIMIT: clockedRateLimit("VIEW_PAGE_LIMIT"),
      VIEW_NETWORK_LIMIT: clockedRateLimit("VIEW_NETWORK_LIMIT"),
    };
    const beacon = { path: "/newsletter", utm_source: "youtube", utm_medium: "video", utm_campaign: "launch" };
    const network = (n: number) => `2001:db8:5:${(n % 200).toString(16)}::1`;
    const counts = noOperations();
    const statuses: number[] = [];
    for (let n = 0; n < 500; n++) {
      const response = await send("/api/view", network(n), counts, ...post(beacon), env);
      statuses.push(response.status);
      if (response.status === 429) expect(response.headers.get("Retry-After")).toBe("60");
    }
    // Refusals are stored once a minute per isolate, as one point per reason: not views.
    const views = counts.analyticsPoints;
    console.log(
      `[one network] 500 view beacons of one page from 200 /64s: ${statuses.filter((s) => s === 204).length} answered 204, ${statuses.filter((s) => s === 429).length} refused; ${views} Analytics Engine points, ${counts.kvWrites} KV writes, ${counts.d1RowsWritten} D1 rows written, ${counts.doRequests} Durable Object requests`,
    );
    expect(statuses.every((status) => status === 204 || status === 429)).toBe(true);
    expect(statuses.filter((status) => status === 204)).toHaveLength(NETWORK_PAGE_MINUTE);
    expect(views).toBeLessThanOrEqual(NETWORK_PAGE_MINUTE + 2);
    expect(counts.kvWrites + counts.d1RowsWritten).toBe(0);
    expectStatus(await send("/api/view", "2001:db8:6::1", noOperations(), ...post(beacon), env)).toBe(204);
  });

  it("60 speaker inquiries from 30 /64s: at most 20 kept, with at most one owner email each; the rest 429 with nothing written", {
    timeout: 120_000,
  }, async () => {
    let emails = 0;
    const env: Env = { ...production, OWNER_EMAIL: { send: async () => void emails++ } as unknown as SendEmail };
    const network = (n: number) => `2001:db8:7:${(n % 30).toString(16)}::1`;
    const counts = noOperations();
    const statuses: number[] = [];
    for (let n = 0; n < 60; n++) {
      const written = counts.d1RowsWritten + counts.queueMessages;
      const response = await send(INQUIRY_API_PATH, network(n), counts, ...post(validInquiry({ organisation: `Summit ${n}` })), env);
      statuses.push(response.status);
      if (response.status === 429) {
        expect(Number(response.headers.get("Retry-After"))).toBeGreaterThan(0);
        expect(counts.d1RowsWritten + counts.queueMessages - written, `inquiry ${n}`).toBe(0);
      }
    }
    const kept = statuses.filter((status) => status === 200).length;
    console.log(
      `[one network] 60 inquiries from 30 /64s: ${kept} kept, ${statuses.filter((s) => s === 429).length} refused; ${counts.d1RowsWritten} D1 rows written, ${counts.queueMessages} queued, ${emails} emails to the owner, ${counts.doRequests} Durable Object requests`,
    );
    expect(statuses.every((status) => status === 200 || status === 429)).toBe(true);
    expect(kept).toBe(inquiryLimits.network.max);
    expect(emails).toBeLessThanOrEqual(inquiryLimits.network.max);
  });

  it("310 consent proofs from 310 /64s within a minute: at most 120 stored, one D1 row each; the rest 429", { timeout: 120_000 }, async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime((Math.floor(Date.now() / 60_000) + 1) * 60_000 + 2_000);
    const env: Env = { ...production, CONSENT_LIMIT: clockedRateLimit("CONSENT_LIMIT"), CONSENT_NETWORK_LIMIT: clockedRateLimit("CONSENT_NETWORK_LIMIT") };
    const counts = noOperations();
    const statuses: number[] = [];
    for (let n = 0; n < 310; n++) {
      const consentId = `3f1c2d4e-5a6b-4c7d-8e9f-${n.toString(16).padStart(12, "0")}`;
      const response = await send("/api/consent", `2001:db8:8:${n.toString(16)}::1`, counts, ...post(consentProof(consentId)), env);
      statuses.push(response.status);
    }
    const stored = statuses.filter((status) => status === 201).length;
    console.log(
      `[one network] 310 consent proofs from 310 /64s: ${stored} stored, ${statuses.filter((s) => s === 429).length} refused; ${counts.d1RowsWritten} D1 rows written`,
    );
    expect(statuses.every((status) => status === 201 || status === 429)).toBe(true);
    expect(stored).toBe(120);
    expect(counts.d1RowsWritten).toBeLessThanOrEqual(stored);
  });
});

/** A visitor's proof of consent as the consent script posts it (worker/api/consent.ts). */
function consentProof(consentId: string) {
  const timestamp = "2026-01-20T10:15:30.123Z";
  const cookie = {
    categories: ["necessary"],
    revision: 1,
    data: null,
    consentTimestamp: timestamp,
    consentId,
    services: { necessary: [], analytics: [] },
    languageCode: "en",
    lastConsentTimestamp: timestamp,
    expirationTime: 1,
  };
  return {
    consentId,
    categories: ["necessary"],
    revision: 1,
    timestamp,
    acceptType: "necessary",
    gpc: false,
    cookie: encodeURIComponent(JSON.stringify(cookie)),
  };
}
