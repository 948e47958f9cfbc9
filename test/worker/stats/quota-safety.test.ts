import { env as testEnv } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { Env } from "../../../worker/config";
import { necessaryOnlyChoice } from "../../support/consent-choice";
import { countingEnv, noOperations } from "../../support/counting-env";
import { personUserAgent, SITE, siteClient } from "../support/site-client";
import { must } from "../../../src/must.ts";
import { expectStatus } from "../../support/refusal";

const dayAt = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const CONSENT_ID = "7a1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f";

const json = (body: object, ip: string) => ({
  method: "POST",
  headers: { Origin: SITE, "Sec-Fetch-Site": "same-origin", "Content-Type": "application/json", "CF-Connecting-IP": ip, "User-Agent": personUserAgent(7) },
  body: JSON.stringify(body),
});

describe("what a view, a consent choice and a stats read spend", () => {
  it("in production configuration, writes no KV key for a view or a consent choice: the view goes to Analytics Engine, the proof to D1", async () => {
    const counts = noOperations();
    // Production, and no Analytics Engine read token: writing still needs only the binding.
    const production: Env = {
      ...(testEnv as unknown as Env),
      SITE_URL: SITE,
      ENVIRONMENT: "production",
      ANALYTICS_ACCOUNT_ID: "",
      ANALYTICS_API_TOKEN: undefined,
    };
    const send = siteClient(countingEnv(production, counts));
    expectStatus(await send("/api/view", json({ path: "/newsletter" }, "192.0.2.71"))).toBe(204);
    expectStatus(await send("/api/consent", json(necessaryOnlyChoice(CONSENT_ID), "192.0.2.72"))).toBe(201);
    expect(counts.kvWrites).toBe(0);
    expect(counts.kvWrittenKeys).toEqual([]);
    expect(counts.analyticsPoints).toBe(1);
    expect(counts.d1RowsWritten).toBeGreaterThanOrEqual(1);
    const stored = await testEnv.DB.prepare("SELECT record FROM consent_records WHERE id = ?").bind(`${CONSENT_ID}:0`).first<{ record: string }>();
    expect(JSON.parse(must(stored).record)).toMatchObject({ consentId: CONSENT_ID, categories: ["necessary"] });
  });

  it("without the read token, the stats page says how to add it and still answers; the JSON says what is missing", async () => {
    const production: Env = {
      ...(testEnv as unknown as Env),
      SITE_URL: SITE,
      ENVIRONMENT: "production",
      PREVIEW_PASSWORD: "owner-password-long-enough-2026",
      ANALYTICS_ACCOUNT_ID: "",
      ANALYTICS_API_TOKEN: undefined,
    };
    const send = siteClient(production);
    const authorization = { Authorization: `Basic ${btoa("owner:owner-password-long-enough-2026")}` };
    const page = await send("/internal/stats", { headers: authorization });
    expectStatus(page).toBe(200);
    expect(page.text).toContain("ANALYTICS_API_TOKEN");
    expect(page.text).toContain("Account Analytics: Read");
    const json = await send(`/internal/stats.json?from=${dayAt(0)}&to=${dayAt(0)}`, { headers: authorization });
    expect(json.response.status).toBe(503);
    expect(JSON.parse(json.text).error).toContain("ANALYTICS_API_TOKEN");
  });

  it("reads a 7-day range by listing only those 7 days, never every event ever stored", async () => {
    const counts = noOperations();
    const development: Env = { ...(testEnv as unknown as Env), SITE_URL: SITE, ENVIRONMENT: "development" };
    // An event outside the range, stored as the local store does.
    await testEnv.SIGNUPS_KV.put(`event:${dayAt(-30)}:${Date.now()}:old`, "", { metadata: { kind: "view", path: "/" } });
    const send = siteClient(countingEnv(development, counts));
    const { response, text } = await send(`/internal/stats.json?from=${dayAt(-6)}&to=${dayAt(0)}`);
    expectStatus({ response, text }).toBe(200);
    expect([...counts.kvListPrefixes].sort()).toEqual(Array.from({ length: 7 }, (_, n) => `event:${dayAt(n - 6)}:`).sort());
  });
});
