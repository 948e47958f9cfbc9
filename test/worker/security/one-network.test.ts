/**
 * One IPv6 /48 (200 of its /64s) against every unauthenticated path that reads or writes D1, in
 * production configuration: what it makes the site write and read is counted at the bindings
 * (test/support/counting-env.ts), and bounded; a second /48 right after is served normally.
 */
import { createExecutionContext, env as testEnv, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { ARCHIVE_PATH, issuePath } from "../../../src/newsletter/paths";
import type { Env } from "../../../worker/config";
import worker from "../../../worker/index";
import { countingEnv, noOperations, type OperationCounts } from "../../support/counting-env";
import { personUserAgent } from "../support/site-client";

const SITE = "https://www.example.com";
const PASSWORD = "q7Vx2mLp9RtZ4bNc8KwY3sHd";
const production: Env = { ...(testEnv as Env), ENVIRONMENT: "production", SITE_URL: SITE, PREVIEW_PASSWORD: PASSWORD };

/** The n-th of 200 /64s of one /48, and of another /48. */
const inNetwork = (n: number) => `2001:db8:1:${(n % 200).toString(16)}::1`;
const otherNetwork = (n: number) => `2001:db8:2:${n.toString(16)}::1`;

/** A word of letters no issue and no other request uses. */
let wordNumber = 0;
const madeUp = (stem: string) => `${stem}${Date.now().toString(36)}q${++wordNumber}`.replace(/\d/g, (digit) => "bcdfghjklm"[Number(digit)]!);

/** One request to the deployed entry point, counted into `counts`, run to the end of its background work. */
async function send(path: string, ip: string, counts: OperationCounts, headers: Record<string, string> = {}) {
  const ctx = createExecutionContext();
  const request = new Request(`${SITE}${path}`, { headers: { "CF-Connecting-IP": ip, "User-Agent": personUserAgent(7), ...headers } });
  const response = await worker.fetch(request as Request<unknown, IncomingRequestCfProperties>, countingEnv(production, counts), ctx);
  await response.arrayBuffer();
  await waitOnExecutionContext(ctx);
  return response;
}

describe("one /48 of 200 /64s", () => {
  it("240 searches that find nothing write at most 40 rows; some are refused with 429 and Retry-After; another /48 is served right after", {
    timeout: 120_000,
  }, async () => {
    // The index is brought up to date by the isolate's first search (outside the count).
    expect((await send(`${ARCHIVE_PATH}?q=thumbnail`, "192.0.2.10", noOperations())).status).toBe(200);
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
    expect((await send(`${ARCHIVE_PATH}?q=${madeUp("other")}`, otherNetwork(1), noOperations())).status).toBe(200);
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
    expect((await send("/internal", inNetwork(3), noOperations(), { Authorization: `Basic ${btoa(`owner:${PASSWORD}`)}` })).status).toBe(200);
  });
});
