import { env as testEnv } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { StatsJson } from "../../../src/stats/contract";
import type { Env } from "../../../worker/config";
import { personUserAgent, SITE, siteClient, type Visitor } from "../support/site-client";
import { must } from "../../../src/must.ts";

const today = () => new Date().toISOString().slice(0, 10);
const env: Env = { ...(testEnv as unknown as Env), SITE_URL: SITE, ENVIRONMENT: "development" };
const send = siteClient(env);
const headers = (who: Visitor) => ({
  Origin: SITE,
  "Sec-Fetch-Site": "same-origin",
  "Content-Type": "application/json",
  "CF-Connecting-IP": who.ip,
  "User-Agent": who.ua,
});

describe("rates an owner can believe", () => {
  it("never shows a rate above 100 %: signups without a counted view are shown apart, as from outside the site", async () => {
    const tag = crypto.randomUUID().slice(0, 8);
    const reader: Visitor = { ip: "198.18.40.1", ua: personUserAgent(401) };
    await send("/api/view", { method: "POST", headers: headers(reader), body: JSON.stringify({ path: "/sales-page", utm_source: tag }) });
    await send("/api/subscribe", {
      method: "POST",
      headers: headers(reader),
      body: JSON.stringify({ email: `in-${tag}@example.org`, referrer: `${SITE}/sales-page?utm_source=${tag}` }),
    });
    // Eight signups posted to the same page without any view (no beacon: no JavaScript, or a form posted from elsewhere).
    for (let n = 0; n < 8; n++) {
      const who: Visitor = { ip: `198.18.41.${n + 1}`, ua: personUserAgent(410 + n) };
      await send("/api/subscribe", {
        method: "POST",
        headers: headers(who),
        body: JSON.stringify({ email: `out-${tag}-${n}@example.org`, referrer: `${SITE}/sales-page?utm_source=${tag}` }),
      });
    }
    const { text } = await send(`/internal/stats.json?from=${today()}&to=${today()}`);
    const report = JSON.parse(text) as StatsJson;
    const source = must(report.sources.find((row) => row.source === tag));
    // All nine signups are counted; the rate is the one visitor of one who signed up.
    expect(source).toMatchObject({ views: 1, visitors: 1, signups: 9, signupRate: 1 });
    expect(report.outsideSite.signups).toBeGreaterThanOrEqual(8);
    const rates = [report.totals, ...report.pages, ...report.sources].flatMap((row) => [row.signupRate, row.confirmedRate]);
    expect(Math.max(...rates)).toBeLessThanOrEqual(1);

    const page = await send("/internal/stats");
    expect(page.text).toContain("Signups from outside the site");
    const percents = [...page.text.matchAll(/>(\d+(?:\.\d)?)%</g)].map((match) => Number(match[1]));
    expect(percents.length).toBeGreaterThan(0);
    expect(Math.max(...percents)).toBeLessThanOrEqual(100);
  });
});
