import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { ConsentProof } from "../../../src/consent-contract";
import { CONSENT_RECORD_DAYS, deleteExpiredConsents } from "../../../worker/api/consent-records";
import { must } from "../../../src/must.ts";
import { keepRefusal } from "../../support/refusal";
import { expectStatus } from "../../support/refusal";

const CONSENT_ID = "3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f";
const TIMESTAMP = "2025-07-20T10:15:30.123Z";

function cookieFor(categories: string[], consentId = CONSENT_ID, revision = 1): string {
  const value = {
    categories,
    revision,
    data: null,
    consentTimestamp: TIMESTAMP,
    consentId,
    services: { necessary: [], analytics: [] },
    languageCode: "en",
    lastConsentTimestamp: TIMESTAMP,
    expirationTime: 1,
  };
  return encodeURIComponent(JSON.stringify(value));
}

function proof(overrides: Partial<Record<keyof ConsentProof, unknown>> & Record<string, unknown> = {}) {
  return {
    consentId: CONSENT_ID,
    categories: ["necessary", "analytics"],
    revision: 1,
    timestamp: TIMESTAMP,
    acceptType: "all",
    gpc: false,
    cookie: cookieFor(["necessary", "analytics"]),
    ...overrides,
  };
}

let clientCounter = 0;
/** Each post comes from its own client unless told otherwise, so the rate limit stays out of the way. */
function post(body: unknown, headers: Record<string, string> = {}) {
  const all: Record<string, string> = {
    "Content-Type": "application/json",
    Origin: "https://site.test",
    "Sec-Fetch-Site": "same-origin",
    "CF-Connecting-IP": `198.51.100.${++clientCounter % 250}`,
    ...headers,
  };
  for (const [name, value] of Object.entries(all)) if (value === "") delete all[name];
  return SELF.fetch("https://site.test/api/consent", {
    method: "POST",
    headers: all,
    body: typeof body === "string" ? body : JSON.stringify(body),
  }).then(keepRefusal);
}

/** The records of a consent id, as D1 keeps them (one row per id and revision). */
async function storedRecords(consentId = CONSENT_ID) {
  const { results } = await env.DB.prepare("SELECT record FROM consent_records WHERE id LIKE ? ORDER BY id").bind(`${consentId}:%`).all<{ record: string }>();
  return results.map((row) => JSON.parse(row.record) as Record<string, unknown>);
}

describe("POST /api/consent", () => {
  it("stores the proof (id, categories, revision, time; no IP address) and answers 201", async () => {
    const response = await post(proof(), { "CF-Connecting-IP": "203.0.113.9" });
    expectStatus(response).toBe(201);
    expect(await response.json()).toEqual({ success: true });
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const [record, ...others] = await storedRecords();
    expect(others).toEqual([]);
    expect(Object.keys(must(record)).sort()).toEqual(["acceptType", "categories", "consentId", "gpc", "receivedAt", "revision", "timestamp"]);
    expect(record).toMatchObject({ consentId: CONSENT_ID, categories: ["necessary", "analytics"], revision: 1, timestamp: TIMESTAMP, gpc: false });
    expect(JSON.stringify(record)).not.toContain("203.0.113.9");
  });

  it("keeps one record per consent id and revision: a change updates it and keeps the earlier choice", async () => {
    const id = "11111111-2222-4333-8444-555555555555";
    await post(proof({ consentId: id, cookie: cookieFor(["necessary", "analytics"], id) }));
    await post(proof({ consentId: id, categories: ["necessary"], acceptType: "necessary", cookie: cookieFor(["necessary"], id) }));
    const records = await storedRecords(id);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ categories: ["necessary"], acceptType: "necessary" });
    expect((must(records[0]).changes as { categories: string[] }[]).map((change) => change.categories)).toEqual([["necessary", "analytics"]]);
    // A new revision (the policy changed) is a record of its own.
    await post(proof({ consentId: id, revision: 2, cookie: cookieFor(["necessary", "analytics"], id, 2) }));
    expect(await storedRecords(id)).toHaveLength(2);
  });

  it("stores no more records however often the same choice is posted", async () => {
    const id = "44444444-2222-4333-8444-555555555555";
    for (let i = 0; i < 25; i++) await post(proof({ consentId: id, cookie: cookieFor(["necessary", "analytics"], id) }));
    const records = await storedRecords(id);
    expect(records).toHaveLength(1);
    expect((must(records[0]).changes as unknown[]).length).toBeLessThanOrEqual(20);
  });

  it("limits each client (IPv6 /64) to 30 posts a day, then answers RATE_LIMITED 429 with Retry-After", async () => {
    const client = (i: number) => ({ "CF-Connecting-IP": `2001:db8:c0:1::${i.toString(16)}` });
    for (let i = 1; i <= 30; i++) {
      const id = `55555555-2222-4333-8444-${String(i).padStart(12, "0")}`;
      expectStatus(await post(proof({ consentId: id, cookie: cookieFor(["necessary", "analytics"], id) }), client(i))).toBe(201);
    }
    const id = "66666666-2222-4333-8444-555555555555";
    const refused = await post(proof({ consentId: id, cookie: cookieFor(["necessary", "analytics"], id) }), client(999));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({ success: false, code: "RATE_LIMITED" });
    expect(await storedRecords(id)).toEqual([]);
  });

  const idOf = (prefix: string, i: number) => `${prefix}-2222-4333-8444-${String(i).padStart(12, "0")}`;
  const proofFor = (id: string) => proof({ consentId: id, cookie: cookieFor(["necessary", "analytics"], id) });

  it("refuses a client past its 30 records for the rest of the day, not for 10 minutes: a script that forges Origin cannot spend D1's write budget", async () => {
    const client = { "CF-Connecting-IP": "203.0.113.77" };
    for (let i = 1; i <= 30; i++) expectStatus(await post(proofFor(idOf("99999999", i)), client)).toBe(201);
    const refused = await post(proofFor(idOf("99999999", 31)), client);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(600);
    expect(Number(refused.headers.get("Retry-After"))).toBeLessThanOrEqual(24 * 3600);
  });

  it("holds the bound under concurrency: of 40 posts sent at once by one client, 30 are stored", async () => {
    const client = { "CF-Connecting-IP": "2001:db8:c0:2::1" };
    const ids = Array.from({ length: 40 }, (_, i) => idOf("88888888", i));
    const answers = await Promise.all(ids.map((id) => post(proofFor(id), client)));
    expect(answers.filter((response) => response.status === 201)).toHaveLength(30);
    expect(answers.filter((response) => response.status === 429)).toHaveLength(10);
    expect((await Promise.all(ids.map((id) => storedRecords(id)))).flat()).toHaveLength(30);
  });

  it("bounds one IPv6 /48 across its 65,536 /64s: posts from ever-new /64s stop, a neighbouring /48 is not affected", async () => {
    // Each post from its own /64 of 2001:db8:48::/48, so no /64's own bound is reached.
    const inNetwork = (i: number) => ({ "CF-Connecting-IP": `2001:db8:48:${i.toString(16)}::1` });
    const answers: number[] = [];
    for (let batch = 0; batch < 31; batch++) {
      const sent = Array.from({ length: 10 }, (_, n) => batch * 10 + n + 1).map((i) => post(proofFor(idOf("48484848", i)), inNetwork(i)));
      answers.push(...(await Promise.all(sent)).map((response) => response.status));
    }
    const stored = answers.filter((status) => status === 201).length;
    expect(stored).toBeGreaterThan(0);
    // 120 a minute through CONSENT_NETWORK_LIMIT, 300 a day in the isolate: whichever comes first.
    expect(stored).toBeLessThanOrEqual(300);
    expect(answers.filter((status) => status === 429)).toHaveLength(310 - stored);
    const refused = await post(proofFor(idOf("48484848", 999)), inNetwork(999));
    expect(await refused.json()).toMatchObject({ success: false, code: "RATE_LIMITED" });
    expect(await storedRecords(idOf("48484848", 999))).toEqual([]);
    expectStatus(await post(proofFor(idOf("49494949", 1)), { "CF-Connecting-IP": "2001:db8:49:1::1" })).toBe(201);
  }, 60_000);

  it("re-issues the consent cookie from the server for six months, Secure and SameSite=Lax", async () => {
    const response = await post(proof());
    const cookie = response.headers.get("Set-Cookie") ?? "";
    expect(cookie.startsWith(`cc_cookie=${cookieFor(["necessary", "analytics"])};`)).toBe(true);
    expect(cookie).toMatch(/Max-Age=15724800/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Secure/);
    expect(cookie).toMatch(/Domain=site\.test/);
    expect(cookie).not.toMatch(/HttpOnly/);
  });

  it("stores the proof without a cookie when the browser kept none, and sets none", async () => {
    const id = "22222222-2222-4333-8444-555555555555";
    const response = await post(proof({ consentId: id, cookie: "" }));
    expectStatus(response).toBe(201);
    expect(response.headers.get("Set-Cookie")).toBeNull();
    expect(await storedRecords(id)).toHaveLength(1);
  });

  it.each([
    ["another site's Origin", { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" }],
    ["a cross-site fetch", { Origin: "https://site.test", "Sec-Fetch-Site": "cross-site" }],
    ["a request without Origin (not the site's page)", { Origin: "", "Sec-Fetch-Site": "" }],
  ])("refuses %s with 403", async (_, headers) => {
    const id = "77777777-2222-4333-8444-555555555555";
    const response = await post(proof({ consentId: id, cookie: cookieFor(["necessary", "analytics"], id) }), headers);
    expect(response.status).toBe(403);
    expect(await storedRecords(id)).toEqual([]);
    expect(await response.json()).toMatchObject({ success: false, code: "FORBIDDEN_ORIGIN" });
  });

  it("refuses a body that is not JSON with 415", async () => {
    const response = await post("consentId=x", { "Content-Type": "application/x-www-form-urlencoded" });
    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({ success: false, code: "UNSUPPORTED_MEDIA_TYPE" });
  });

  it("refuses a body over 4 KB with 413, whatever its content", async () => {
    const response = await post(proof({ cookie: "a".repeat(5000) }));
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ success: false, code: "PAYLOAD_TOO_LARGE" });
  });

  const REFUSED_ID = "33333333-2222-4333-8444-555555555555";
  const valid = () => proof({ consentId: REFUSED_ID, cookie: cookieFor(["necessary", "analytics"], REFUSED_ID) });
  it.each([
    ["broken JSON", "{"],
    ["a consent id that is not a UUID", { ...valid(), consentId: "me" }],
    ["an unknown category", { ...valid(), categories: ["necessary", "marketing"] }],
    ["categories without necessary", { ...valid(), categories: ["analytics"] }],
    ["a negative revision", { ...valid(), revision: -1 }],
    ["a time that is not ISO 8601", { ...valid(), timestamp: "yesterday" }],
    ["an extra field such as an IP address", { ...valid(), ip: "203.0.113.9" }],
    ["a cookie that could inject header attributes", { ...valid(), cookie: "x; Domain=evil.example" }],
    ["a cookie that says something else than the proof", { ...valid(), cookie: cookieFor(["necessary"], REFUSED_ID) }],
  ])("refuses %s with 400 and stores nothing", async (_, body) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ success: false, code: "INVALID_CONSENT" });
    expect(response.headers.get("Set-Cookie")).toBeNull();
    expect(await storedRecords(REFUSED_ID)).toEqual([]);
  });

  it("answers other methods with 405 and Allow: POST", async () => {
    const response = await SELF.fetch("https://site.test/api/consent");
    expect(response.status).toBe(405);
    expect(response.headers.get("Allow")).toBe("POST");
  });
});

describe("proofs of consent past their two years", () => {
  it("are deleted by the daily clean-up; younger ones stay", async () => {
    const now = Date.parse("2027-06-01T08:00:00Z");
    const old = new Date(now - (CONSENT_RECORD_DAYS + 1) * 86_400_000).toISOString();
    const young = new Date(now - (CONSENT_RECORD_DAYS - 1) * 86_400_000).toISOString();
    const insert = env.DB.prepare("INSERT INTO consent_records (received_day, id, record, received_at) VALUES (substr(?2, 1, 10), ?1, '{}', ?2)");
    await env.DB.batch([insert.bind("expired-proof:0", old), insert.bind("kept-proof:0", young)]);
    await deleteExpiredConsents(env.DB, now);
    const { results } = await env.DB.prepare("SELECT id FROM consent_records WHERE id IN ('expired-proof:0', 'kept-proof:0')").all<{ id: string }>();
    expect(results.map((row) => row.id)).toEqual(["kept-proof:0"]);
  });
});
