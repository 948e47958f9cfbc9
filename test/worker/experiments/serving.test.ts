import { env as testEnv } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { home } from "../../../src/content/home";
import { EXPERIMENT_META_NAME, SEEN_EXPERIMENT_FIELD, type ExperimentDefinition } from "../../../src/experiments";
import type { StatsJson } from "../../../src/stats/contract";
import type { Env } from "../../../worker/config";
import { personUserAgent, SITE, siteClient, type Visitor } from "../support/site-client";
import { must } from "../../../src/must.ts";
import { experimentOn } from "../../support/experiment-fixture";
import { expectStatus } from "../../support/refusal";

const BOT_UA = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const today = () => new Date().toISOString().slice(0, 10);

const env: Env = { ...(testEnv as unknown as Env), SITE_URL: SITE, ENVIRONMENT: "development" };
const send = siteClient(env);

const visitor = (n: number, net = 7): Visitor => ({ ip: `198.18.${net}.${n}`, ua: personUserAgent(n) });
const visit = (who: Visitor, path: string, headers: Record<string, string> = {}) =>
  send(path, { headers: { "CF-Connecting-IP": who.ip, "User-Agent": who.ua, ...headers } });

const HOME = experimentOn("/");
const SPEAKER = experimentOn("/speaker");
const markOf = (html: string) => new RegExp(`<meta name="${EXPERIMENT_META_NAME}" content="([^"]*)"`).exec(html)?.[1];
const headlineOf = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];
const headlineOfVariant = (variant: string) => must(HOME.variants.find((candidate) => candidate.id === variant)).changes.headline ?? home.hero.headline;
/** The h1's text, whatever markup it holds: each speaker design has its own. */
const h1Of = (html: string) => /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, "");
const renderStep = (response: Response) => response.headers.get("Server-Timing") ?? "";

afterEach(() => {
  vi.useRealTimers();
});

// The shipped experiments must be running for these requests; an end date in the past is the owner's to move.
const running = (definition: ExperimentDefinition) => definition.start <= today() && today() <= definition.end;

describe("a page with an experiment", () => {
  it("runs the shipped experiments today", () => {
    expect(running(HOME) && running(SPEAKER)).toBe(true);
  });

  it("renders each visitor's variant into the HTML, the same one on every visit that day, and never shares it beyond the browser", async () => {
    const seen = new Map<string, string>();
    for (let n = 1; n <= 24; n++) {
      const who = visitor(n);
      const first = await visit(who, "/");
      const again = await visit(who, "/");
      const mark = must(markOf(first.text));
      expect(mark).toMatch(new RegExp(`^${HOME.id}:`));
      expect(markOf(again.text)).toBe(mark);
      const variant = must(mark.split(":")[1]);
      expect(headlineOf(first.text)).toBe(headlineOfVariant(variant));
      // The signup forms carry what the visitor saw, so a signup counts for it.
      expect(first.text).toContain(`name="${SEEN_EXPERIMENT_FIELD}" value="${mark}"`);
      expect(first.response.headers.get("Cache-Control")).toBe("private, no-cache");
      seen.set(variant, must(first.response.headers.get("ETag")));
    }
    // Both variants were served to these 24 visitors, each with its own validator (its own cache entry).
    expect([...seen.keys()].sort()).toEqual(HOME.variants.map((variant) => variant.id).sort());
    expect(new Set(seen.values()).size).toBe(HOME.variants.length);
  });

  it("keeps one page-cache entry per variant: a second visitor in the same variant is served from it", async () => {
    const byVariant = new Map<string, Visitor[]>();
    for (let n = 30; n < 60 && [...byVariant.values()].filter((list) => list.length >= 2).length < HOME.variants.length; n++) {
      const who = visitor(n);
      const variant = must(must(markOf((await visit(who, "/", { "Cache-Control": "no-cache" })).text)).split(":")[1]);
      byVariant.set(variant, [...(byVariant.get(variant) ?? []), who]);
    }
    for (const [variant, visitors] of byVariant) {
      const second = await visit(must(visitors[1]), "/");
      expect(headlineOf(second.text), variant).toBe(headlineOfVariant(variant));
      expect(renderStep(second.response), variant).toMatch(/cache;dur=[^;]*;desc="HIT/);
    }
  });

  it("answers a visitor's conditional request with 304 while their variant holds", async () => {
    const who = visitor(70);
    const first = await visit(who, "/");
    const again = await visit(who, "/", { "If-None-Match": must(first.response.headers.get("ETag")) });
    expect(again.response.status).toBe(304);
  });

  it("shows the owner a forced variant (?variant=) without counting it: no mark, no experiment field, no variant in the booking links", async () => {
    for (const variant of HOME.variants) {
      const { text, response } = await visit(visitor(80), `/?variant=${variant.id}`);
      expect(headlineOf(text)).toBe(headlineOfVariant(variant.id));
      expect(markOf(text)).toBeUndefined();
      expect(text).not.toContain(`name="${SEEN_EXPERIMENT_FIELD}"`);
      expect(response.headers.get("Cache-Control")).toBe("private, no-cache");
    }
    const speaker = await visit(visitor(80), "/speaker?variant=v4");
    expect(h1Of(speaker.text)).toBe(h1Of((await visit(visitor(80), "/speaker-v4")).text));
    expect(speaker.text).not.toContain(`${SEEN_EXPERIMENT_FIELD}=`);
    // A value that is no variant is no preview: the visitor's own variant, counted.
    expect(markOf((await visit(visitor(81), "/?variant=nonsense")).text)).toMatch(new RegExp(`^${HOME.id}:`));
  });

  it("shows crawlers the control, uncounted", async () => {
    const { text } = await visit({ ip: "198.18.9.9", ua: BOT_UA }, "/");
    expect(headlineOf(text)).toBe(home.hero.headline);
    expect(markOf(text)).toBeUndefined();
  });

  it("serves /speaker as one of the six designs, each variant its own design, with booking links that carry the variant", async () => {
    const designs = new Set<string>();
    for (let n = 1; n <= 40 && designs.size < SPEAKER.variants.length; n++) {
      const { text } = await visit(visitor(n, 8), "/speaker");
      const mark = must(markOf(text));
      const variant = must(mark.split(":")[1]);
      designs.add(variant);
      // The design of /speaker-vN, whose variant id names it.
      expect(h1Of(text)).toBe(h1Of((await visit(visitor(n, 8), `/speaker-${variant}`)).text));
      expect(text).toContain(`/speaker/inquire?from=/speaker&amp;${SEEN_EXPERIMENT_FIELD}=${mark}`);
      expect(text).toMatch(/data-goal="booking"/);
    }
    expect(designs.size).toBe(SPEAKER.variants.length);
    // The six /speaker-vN routes stay as they are, outside the experiment.
    const v2 = await visit(visitor(1, 8), "/speaker-v2");
    expect(markOf(v2.text)).toBeUndefined();
    expect(v2.response.headers.get("Cache-Control")).toMatch(/^public/);
  });

  it("after the end, serves everyone the control (or the named winner) from one shared cache entry", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(`${SPEAKER.end}T12:00:00Z`).getTime() + 86_400_000);
    const answers = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => visit(visitor(n, 9), "/speaker")));
    for (const { text, response } of answers) {
      expect(markOf(text)).toBeUndefined();
      expect(h1Of(text)).toBe(h1Of((await visit(visitor(1, 9), "/speaker-v1")).text));
      expect(response.headers.get("Cache-Control")).toMatch(/^public/);
    }
    expect(new Set(answers.map(({ response }) => response.headers.get("ETag"))).size).toBe(1);
  });
});

describe("counting what each variant converts", () => {
  const stats = async (): Promise<StatsJson> => JSON.parse((await send(`/internal/stats.json?from=${today()}&to=${today()}`)).text) as StatsJson;
  const beacon = (who: Visitor, body: object) =>
    send("/api/view", {
      method: "POST",
      headers: { Origin: SITE, "Sec-Fetch-Site": "same-origin", "Content-Type": "application/json", "CF-Connecting-IP": who.ip, "User-Agent": who.ua },
      body: JSON.stringify(body),
    });
  const variantRow = (report: StatsJson, id: string, variant: string) =>
    must(must(report.experiments.find((result) => result.id === id)).variants.find((row) => row.id === variant));

  it("credits views, booking clicks and inquiries to the variant the visitor saw, and ignores a variant that is not running there", async () => {
    const before = await stats();
    const who = visitor(3, 10);
    const mark = must(markOf((await visit(who, "/speaker")).text));
    const variant = must(mark.split(":")[1]);
    expectStatus(await beacon(who, { path: "/speaker", experiment: mark })).toBe(204);
    expectStatus(await beacon(who, { path: "/speaker", experiment: mark, goal: "booking" })).toBe(204);
    // Forged or misplaced: a variant that does not exist counts for the one this visitor is assigned
    // (a second view of it), another page's experiment for none.
    await beacon(who, { path: "/speaker", experiment: "speaker-design:v9" });
    await beacon(who, { path: "/resources", experiment: mark });
    const inquiry = await send("/api/inquiry", {
      method: "POST",
      headers: { Origin: SITE, "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": who.ip, "User-Agent": who.ua },
      body: new URLSearchParams({
        name: "Ada Organiser",
        email: "ada@example.org",
        eventName: "Creator Week",
        dateFlexible: "on",
        format: "keynote",
        from: "/speaker",
        [SEEN_EXPERIMENT_FIELD]: mark,
      }).toString(),
    });
    expectStatus(inquiry).toBe(303);

    const after = await stats();
    const row = variantRow(after, SPEAKER.id, variant);
    const was = variantRow(before, SPEAKER.id, variant);
    expect(row.views - was.views).toBe(2);
    expect(row.conversions - was.conversions).toBe(1);
    expect(row.inquiries - was.inquiries).toBe(1);
    const others = must(after.experiments.find((result) => result.id === SPEAKER.id)).variants.filter((other) => other.id !== variant);
    const othersBefore = must(before.experiments.find((result) => result.id === SPEAKER.id)).variants.filter((other) => other.id !== variant);
    expect(others.map((other) => other.views)).toEqual(othersBefore.map((other) => other.views));
    const page = (report: StatsJson) => report.pages.find((candidate) => candidate.path === "/speaker");
    expect(must(page(after)).bookings - (page(before)?.bookings ?? 0)).toBe(1);
    expect(must(page(after)).inquiries - (page(before)?.inquiries ?? 0)).toBe(1);
    // The inquiry keeps the variant it came from.
    const stored = await env.DB.prepare("SELECT source_page, variant FROM speaker_inquiries WHERE email = ?")
      .bind("ada@example.org")
      .first<{ source_page: string; variant: string }>();
    expect(stored).toEqual({ source_page: "/speaker", variant });
  });

  it("credits a forged claim to the variant this worker assigns the visitor, never to the one it names, and a visitor's booking once a day", async () => {
    const before = await stats();
    const assigned = new Map<string, number>();
    for (let n = 1; n <= 12; n++) {
      const who = visitor(n, 11);
      // What the page shows this visitor: the variant the worker assigns them.
      const variant = must(must(markOf((await visit(who, "/speaker")).text)).split(":")[1]);
      assigned.set(variant, (assigned.get(variant) ?? 0) + 1);
      // A script claiming v3 for every view and booking, three clicks each.
      await beacon(who, { path: "/speaker", experiment: "speaker-design:v3" });
      for (let click = 0; click < 3; click++) await beacon(who, { path: "/speaker", experiment: "speaker-design:v3", goal: "booking" });
    }
    const after = await stats();
    for (const { id } of SPEAKER.variants) {
      const delta = variantRow(after, SPEAKER.id, id).views - variantRow(before, SPEAKER.id, id).views;
      expect([id, delta]).toEqual([id, assigned.get(id) ?? 0]);
      const conversions = variantRow(after, SPEAKER.id, id).conversions - variantRow(before, SPEAKER.id, id).conversions;
      expect([id, conversions]).toEqual([id, assigned.get(id) ?? 0]);
    }
    // Twelve visitors spread over six designs: v3 did not get them all.
    expect(assigned.get("v3") ?? 0).toBeLessThan(12);
  });

  it("credits one address at most 20 visitors and 3 converting visitors per experiment a day: a script that picks its visitors by User-Agent moves little", async () => {
    const before = await stats();
    const sum = (report: StatsJson, pick: (row: { views: number; conversions: number }) => number, ids = SPEAKER.variants.map((variant) => variant.id)) =>
      ids.reduce((total, id) => total + pick(variantRow(report, SPEAKER.id, id)), 0);
    const favoured = ["v1", "v2", "v3"];
    // One address, 40 User-Agents: each fetches the page and sends its view; those shown a favoured design book.
    let converters = 0;
    for (let n = 1; n <= 40; n++) {
      const who: Visitor = { ip: "198.18.12.1", ua: `${personUserAgent(n)} script/${n}` };
      const mark = must(markOf((await visit(who, "/speaker")).text));
      await beacon(who, { path: "/speaker", experiment: mark });
      if (favoured.includes(must(mark.split(":")[1]))) {
        converters++;
        await beacon(who, { path: "/speaker", experiment: mark, goal: "booking" });
      }
    }
    expect(converters).toBeGreaterThan(3);
    const after = await stats();
    expect(sum(after, (row) => row.views) - sum(before, (row) => row.views)).toBe(20);
    expect(sum(after, (row) => row.conversions) - sum(before, (row) => row.conversions)).toBeLessThanOrEqual(3);
    expect(sum(after, (row) => row.conversions, favoured) - sum(before, (row) => row.conversions, favoured)).toBeGreaterThan(0);
    // Past the bound the page still counts every booking; another address is credited as before.
    const page = (report: StatsJson) => report.pages.find((candidate) => candidate.path === "/speaker")?.bookings ?? 0;
    expect(page(after) - page(before)).toBe(converters);
    const other: Visitor = { ip: "198.18.12.2", ua: personUserAgent(1) };
    await beacon(other, { path: "/speaker", experiment: must(markOf((await visit(other, "/speaker")).text)) });
    expect(sum(await stats(), (row) => row.views) - sum(after, (row) => row.views)).toBe(1);
  }, 60_000);

  it("credits a signup to the variant its form's page showed, and a forced preview's signup to none", async () => {
    const before = await stats();
    const who = visitor(4, 10);
    const page = (await visit(who, "/")).text;
    const mark = must(markOf(page));
    const variant = must(mark.split(":")[1]);
    const post = (fields: Record<string, string>) =>
      send("/api/subscribe", {
        method: "POST",
        headers: { Origin: SITE, "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": who.ip, "User-Agent": who.ua },
        body: new URLSearchParams({ source: "/", form: "hero-signup", ...fields }).toString(),
      });
    const seen = await post({ email: `seen-${crypto.randomUUID().slice(0, 8)}@example.org`, [SEEN_EXPERIMENT_FIELD]: mark });
    expectStatus(seen).toBe(303);
    const preview = await post({ email: `preview-${crypto.randomUUID().slice(0, 8)}@example.org` });
    expectStatus(preview).toBe(303);
    const after = await stats();
    const total = (report: StatsJson) =>
      must(report.experiments.find((result) => result.id === HOME.id)).variants.reduce((sum, row) => sum + row.conversions, 0);
    expect(variantRow(after, HOME.id, variant).conversions - variantRow(before, HOME.id, variant).conversions).toBe(1);
    expect(total(after) - total(before)).toBe(1);
    expect(after.totals.signups - before.totals.signups).toBe(2);
  });
});
