import type { BrowserContext, BrowserContextOptions, ConsoleMessage, Page } from "playwright-core";
import { describe, expect } from "vitest";
import { EXPERIMENT_META_NAME, experiments, FORCE_VARIANT_PARAM } from "../../src/experiments";
import type { StatsJson, VariantResult } from "../../src/stats/contract";
import { baseUrl, DESKTOP, PERSON_UA, PHONE, touchToHydrate } from "./browser";
import { browserTest, type VisitorOf } from "./fixture";
import { tapInView } from "./tap";
import { must } from "../../src/must.ts";
import { experimentOn } from "../support/experiment-fixture";

const HOME = experimentOn("/");

const PHONE_UA = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1";
const HYDRATION_REPORT = /hydrat|did not match|react\.dev\/errors\/4(18|23|25)/i;

const today = () => new Date().toISOString().slice(0, 10);
async function variantRows(experiment: string): Promise<VariantResult[]> {
  const response = await fetch(`${baseUrl()}/internal/stats.json?from=${today()}&to=${today()}`);
  const report = (await response.json()) as StatsJson;
  return report.experiments.find((result) => result.id === experiment)?.variants ?? [];
}
const variantRow = async (experiment: string, variant: string) => (await variantRows(experiment)).find((row) => row.id === variant);

interface Visit {
  context: BrowserContext;
  page: Page;
  warnings: string[];
  errors: string[];
}

/** One person with their own address and browser, watching the console for React's hydration reports. */
async function visit(visitor: VisitorOf, path: string, options: BrowserContextOptions, userAgent: string): Promise<Visit> {
  const { context, page } = await visitor({ ...options, userAgent });
  const warnings: string[] = [];
  const errors: string[] = [];
  page.on("console", (message: ConsoleMessage) => {
    if (message.type() === "warning") warnings.push(message.text());
    if (message.type() === "error") errors.push(message.text());
  });
  await page.goto(new URL(path, baseUrl()).href);
  return { context, page, warnings, errors };
}

const markOf = (page: Page) => page.locator(`meta[name="${EXPERIMENT_META_NAME}"]`).getAttribute("content");

describe("experiments, as visitors meet them", () => {
  browserTest("a reader on a phone sees their variant, signs up with the hero form, and the signup counts for that variant", async ({ visitor }) => {
    const before = await variantRows(HOME.id);
    const { page, warnings } = await visit(visitor, "/", PHONE, PHONE_UA);
    const mark = must(await markOf(page));
    expect(mark).toMatch(new RegExp(`^${HOME.id}:`));
    const variant = must(mark.split(":")[1]);
    const definition = HOME;
    const headline = must(definition.variants.find((candidate) => candidate.id === variant)).changes.headline;
    if (headline) expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(headline);
    const was = must(before.find((row) => row.id === variant));
    // The view of this visit counts for the variant (the beacon names it), and for no other.
    await expect.poll(async () => must(await variantRow(HOME.id, variant)).views).toBe(was.views + 1);
    expect((await variantRows(HOME.id)).filter((row) => row.id !== variant).map((row) => row.views)).toEqual(
      before.filter((row) => row.id !== variant).map((row) => row.views),
    );

    const form = page.locator("form#hero-signup");
    await touchToHydrate(form);
    const email = form.getByLabel("Email address");
    await email.pressSequentially(`variant-${Date.now().toString(36)}@example.com`, { delay: 40 });
    await tapInView(form.getByRole("button"));
    await page.waitForURL("**/newsletter-thank-you");
    await expect.poll(async () => must(await variantRow(HOME.id, variant)).conversions).toBe(was.conversions + 1);
    expect(warnings.filter((warning) => HYDRATION_REPORT.test(warning))).toEqual([]);
  });

  browserTest(
    "an organiser on a desktop clicks a booking button of their /speaker design: the click counts for it and the form knows where they came from",
    async ({ visitor }) => {
      const { page } = await visit(visitor, "/speaker", DESKTOP, PERSON_UA);
      const mark = must(await markOf(page));
      const variant = must(mark.split(":")[1]);
      const before = must(await variantRow("speaker-design", variant));
      const booking = page.locator('a[data-goal="booking"]').first();
      await booking.scrollIntoViewIfNeeded();
      await booking.click();
      await page.waitForURL((url) => url.pathname === "/speaker/inquire");
      expect(new URL(page.url()).searchParams.get("experiment")).toBe(mark);
      expect(await page.locator('input[name="experiment"]').getAttribute("value")).toBe(mark);
      await expect.poll(async () => must(await variantRow("speaker-design", variant)).conversions).toBe(before.conversions + 1);
    },
  );
});

describe("every variant of every experiment", () => {
  const forced = experiments.flatMap((experiment) => experiment.variants.map((variant) => `${experiment.page}?${FORCE_VARIANT_PARAM}=${variant.id}`));

  browserTest.for(forced)("%s hydrates its islands with the server's markup, and counts nothing", async (path, { visitor }) => {
    const { page, warnings, errors } = await visit(visitor, path, DESKTOP, PERSON_UA);
    expect(await page.locator(`meta[name="${EXPERIMENT_META_NAME}"]`).count()).toBe(0);
    for (const island of await page.locator("[data-island]").all()) await touchToHydrate(island);
    expect(await page.locator('[data-island]:not([data-hydrated="true"])').count()).toBe(0);
    expect(warnings.filter((warning) => HYDRATION_REPORT.test(warning))).toEqual([]);
    expect(errors).toEqual([]);
  });
});
