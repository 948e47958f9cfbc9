import type { BrowserContextOptions, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DESKTOP, openPage, PHONE, type WatchedPage } from "./browser";
import { browser } from "./fixture";
import { asVisitor, consentCommands, consentCookie, cookieNames, startAnalyticsWorker, stubGtag } from "./consent-visitor";
import { must } from "../../src/must.ts";

let site: Awaited<ReturnType<typeof startAnalyticsWorker>>;

beforeAll(async () => {
  site = await startAnalyticsWorker();
});
afterAll(async () => {
  await site?.dispose();
});

interface Visit extends WatchedPage {
  gtagRequests: string[];
}

/** Opens a page of the analytics-enabled site as a person (not a bot), with gtag.js stubbed. */
async function visit(path = "/", options: BrowserContextOptions = DESKTOP, { gpc = false } = {}): Promise<Visit> {
  let gtagRequests: string[] = [];
  const watched = await openPage(browser, new URL(path, site.url).href, options, async (page) => {
    await asVisitor(page, { gpc });
    gtagRequests = await stubGtag(page.context());
  });
  return { ...watched, gtagRequests };
}

const banner = (page: Page) => page.getByRole("dialog", { name: "We use cookies" });
const preferences = (page: Page) => page.getByRole("dialog", { name: "Cookie preferences" });

async function choose(page: Page, button: RegExp | string, within: "banner" | "preferences") {
  const proof = page.waitForResponse((response) => response.url().endsWith("/api/consent") && response.request().method() === "POST");
  await (within === "banner" ? banner(page) : preferences(page)).getByRole("button", { name: button, exact: true }).click();
  return proof;
}

describe("cookie banner", () => {
  it("shows 'We use cookies', its text and 'Accept all', 'Reject all' and 'Settings' in a box at the bottom right", async () => {
    const { page, errors, close } = await visit("/");
    const box = banner(page);
    await box.waitFor({ state: "visible" });
    await expect.poll(() => box.evaluate((element) => getComputedStyle(element).opacity)).toBe("1");
    await expect.poll(() => box.evaluate((element) => getComputedStyle(element).transform)).toMatch(/none|matrix\(1, 0, 0, 1, 0, 0\)/);
    expect(await box.getByRole("heading").textContent()).toBe("We use cookies");
    expect(await box.textContent()).toContain("This website uses cookies to ensure you get the best experience on our website.");
    expect(await box.getByRole("button").allTextContents()).toEqual(["Accept all", "Reject all", "Settings"]);
    const bounds = must(await box.boundingBox());
    expect(DESKTOP.viewport.width - (bounds.x + bounds.width)).toBeLessThan(40);
    expect(DESKTOP.viewport.height - (bounds.y + bounds.height)).toBeLessThan(40);
    expect(bounds.x).toBeGreaterThan(DESKTOP.viewport.width / 2);
    expect(errors).toEqual([]);
    await close();
  });

  it.each([
    { name: "desktop", options: DESKTOP },
    { name: "phone", options: PHONE },
  ])("gives 'Reject all' the same weight as 'Accept all' ($name): same size, colours and type", async ({ options }) => {
    const { page, close } = await visit("/", options);
    const box = banner(page);
    await box.waitFor({ state: "visible" });
    const look = (name: string) =>
      box.getByRole("button", { name, exact: true }).evaluate((button) => {
        const style = getComputedStyle(button);
        const { width, height } = button.getBoundingClientRect();
        return {
          width,
          height,
          background: style.backgroundColor,
          color: style.color,
          border: `${style.borderWidth} ${style.borderStyle} ${style.borderColor}`,
          font: `${style.fontWeight} ${style.fontSize}`,
        };
      });
    const [accept, reject] = [await look("Accept all"), await look("Reject all")];
    expect(reject).toEqual(accept);
    expect(accept.height).toBeGreaterThanOrEqual(44);
    await close();
  });

  it("slides in from below, and simply appears when the reader prefers reduced motion", async () => {
    const moving = await visit("/");
    const motion = await banner(moving.page).evaluate((element) => getComputedStyle(element).transitionDuration);
    expect(motion.split(",").some((duration) => parseFloat(duration) > 0)).toBe(true);
    expect(await banner(moving.page).evaluate((element) => getComputedStyle(element).transitionProperty)).toContain("transform");
    await moving.close();

    const still = await visit("/", { ...DESKTOP, reducedMotion: "reduce" });
    await banner(still.page).waitFor({ state: "visible" });
    const durations = await banner(still.page).evaluate((element) => getComputedStyle(element).transitionDuration);
    // Reduced-motion rules may leave a token duration (e.g. 0.01 ms): nothing a reader can see.
    expect(durations.split(",").every((duration) => parseFloat(duration) < 0.01)).toBe(true);
    await still.close();
  });

  it("fits a 375 px phone with 44 px buttons and no horizontal scroll", async () => {
    const { page, close } = await visit("/newsletter", PHONE);
    await banner(page).waitFor({ state: "visible" });
    for (const button of await banner(page).getByRole("button").all()) {
      expect(must(await button.boundingBox()).height).toBeGreaterThanOrEqual(44);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await close();
  });

  it("asks again with the revision message when the choice was made under an older policy", async () => {
    const { page, close } = await visit("/");
    await choose(page, "Accept all", "banner");
    const cookie = must((await page.context().cookies()).find((candidate) => candidate.name === "cc_cookie"));
    const older = { ...JSON.parse(decodeURIComponent(cookie.value)), revision: 0 };
    await page.context().addCookies([{ ...cookie, value: encodeURIComponent(JSON.stringify(older)) }]);
    await page.reload();
    await banner(page).waitFor({ state: "visible" });
    expect(await banner(page).textContent()).toMatch(/review the updated privacy policy/i);
    expect(await banner(page).getByRole("link", { name: "privacy policy" }).getAttribute("href")).toBe("/privacy-policy");
    await close();
  });
});

describe("cookie preferences", () => {
  it("'Settings' opens 'Cookie preferences' at the left: blocks, links, locked necessary and analytics off", async () => {
    const { page, close } = await visit("/");
    await banner(page).getByRole("button", { name: "Settings" }).click();
    const dialog = preferences(page);
    await dialog.waitFor({ state: "visible" });
    expect(must(await dialog.boundingBox()).x).toBeLessThanOrEqual(1);
    for (const title of ["Cookie usage", "Strictly necessary cookies", "Analytics cookies", "More information"]) {
      await expect.poll(() => dialog.getByText(title, { exact: true }).count()).toBeGreaterThan(0);
    }
    expect(await dialog.textContent()).toMatch(/anonymised/);
    expect(await dialog.getByRole("link", { name: "privacy policy" }).getAttribute("href")).toBe("/privacy-policy");
    expect(await dialog.getByRole("link", { name: "contact us" }).getAttribute("href")).toBe("/contact");
    for (const name of ["Save settings", "Accept all", "Reject all", "Close"]) {
      expect(await dialog.getByRole("button", { name, exact: true }).count()).toBe(1);
    }
    const necessary = dialog.getByRole("checkbox", { name: /Strictly necessary cookies/ });
    expect(await necessary.isChecked()).toBe(true);
    expect(await necessary.isDisabled()).toBe(true);
    expect(await dialog.getByRole("checkbox", { name: /Analytics cookies/ }).isChecked()).toBe(false);

    await dialog.getByRole("button", { name: "Close" }).click();
    await dialog.waitFor({ state: "hidden" });
    expect(await consentCookie(page)).toBeUndefined();
    await close();
  });

  it("'Cookie settings' in the footer reopens the preferences after a choice", async () => {
    const { page, close } = await visit("/contact");
    await choose(page, "Accept all", "banner");
    await page.locator("footer").getByRole("link", { name: "Cookie settings" }).click();
    await preferences(page).waitFor({ state: "visible" });
    expect(
      await preferences(page)
        .getByRole("checkbox", { name: /Analytics cookies/ })
        .isChecked(),
    ).toBe(true);
    expect(new URL(page.url()).pathname).toBe("/contact");
    await close();
  });

  it("'Cookie settings' leads to how to change the choice on the cookie policy when JavaScript is off", async () => {
    const { page, close } = await openPage(browser, new URL("/contact", site.url).href, { ...DESKTOP, javaScriptEnabled: false });
    await page.locator("footer").getByRole("link", { name: "Cookie settings" }).click();
    await page.waitForURL(/\/cookie-policy#cookie-settings$/);
    const target = page.locator("#cookie-settings");
    expect(await target.getByRole("heading").textContent()).toBe("Changing your cookie choice");
    expect(await target.isVisible()).toBe(true);
    await close();
  });

  it.each(["/privacy-policy", "/cookie-policy"])(
    "'Cookie settings' in the text of %s opens the preferences with script, and leads to its explanation without",
    async (path) => {
      const scripted = await visit(path);
      await banner(scripted.page).waitFor({ state: "visible" });
      await scripted.page.locator("main").getByRole("link", { name: "Cookie settings" }).first().click();
      await preferences(scripted.page).waitFor({ state: "visible" });
      expect(new URL(scripted.page.url()).hash).toBe("");
      await scripted.close();

      const plain = await openPage(browser, new URL(path, site.url).href, { ...DESKTOP, viewport: { width: 1280, height: 600 }, javaScriptEnabled: false });
      await plain.page.locator("main").getByRole("link", { name: "Cookie settings" }).first().click();
      await plain.page.waitForURL(/#cookie-settings$/);
      await expect.poll(() => plain.page.locator("#cookie-settings h2").evaluate((heading) => heading.getBoundingClientRect().top)).toBeLessThan(300);
      await plain.close();
    },
  );
});

describe("choices do what they say", () => {
  it("analytics waits for consent: the loader is inert and Consent Mode defaults to denied", async () => {
    const { page, gtagRequests, close } = await visit("/");
    await banner(page).waitFor({ state: "visible" });
    await page.waitForLoadState("networkidle");
    expect(gtagRequests).toEqual([]);
    expect(await page.locator('script[type="text/plain"][data-category="analytics"]').count()).toBe(1);
    const [defaults] = await consentCommands(page);
    expect(defaults).toEqual([
      "consent",
      "default",
      expect.objectContaining({ analytics_storage: "denied", ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied" }),
    ]);
    await close();
  });

  it("'Accept all' runs analytics, records the choice in the cookie, posts the proof, and a reload keeps it", async () => {
    const { page, gtagRequests, errors, close } = await visit("/");
    const proof = await choose(page, "Accept all", "banner");
    expect(proof.status()).toBe(201);
    expect(JSON.parse(must(proof.request().postData()))).toMatchObject({ categories: ["necessary", "analytics"], acceptType: "all", revision: 1, gpc: false });
    expect(await proof.headerValue("set-cookie")).toMatch(/^cc_cookie=/);
    await expect.poll(() => page.evaluate(() => (window as unknown as { __gtagRan?: boolean }).__gtagRan)).toBe(true);
    expect(gtagRequests).toHaveLength(1);
    expect(await consentCommands(page)).toContainEqual(["consent", "update", { analytics_storage: "granted" }]);
    expect((await consentCookie(page))?.categories).toEqual(["necessary", "analytics"]);
    await banner(page).waitFor({ state: "hidden" });

    await page.reload();
    await expect.poll(() => page.evaluate(() => (window as unknown as { __gtagRan?: boolean }).__gtagRan)).toBe(true);
    expect(await banner(page).isVisible()).toBe(false);
    expect(errors).toEqual([]);
    await close();
  });

  it("'Reject all' on the banner refuses in one click: analytics stays off, the proof says so, the banner goes", async () => {
    const { page, gtagRequests, errors, close } = await visit("/");
    const proof = await choose(page, "Reject all", "banner");
    expect(proof.status()).toBe(201);
    expect(JSON.parse(must(proof.request().postData()))).toMatchObject({ categories: ["necessary"], acceptType: "necessary", revision: 1 });
    expect((await consentCookie(page))?.categories).toEqual(["necessary"]);
    await banner(page).waitFor({ state: "hidden" });
    await page.reload();
    await page.waitForLoadState("networkidle");
    expect(gtagRequests).toEqual([]);
    expect(await banner(page).isVisible()).toBe(false);
    expect(errors).toEqual([]);
    await close();
  });

  it("'Reject all' keeps analytics off, and rejecting later clears its cookies", async () => {
    const first = await visit("/");
    await banner(first.page).getByRole("button", { name: "Settings" }).click();
    const proof = await choose(first.page, "Reject all", "preferences");
    expect(JSON.parse(must(proof.request().postData()))).toMatchObject({ categories: ["necessary"], acceptType: "necessary" });
    expect((await consentCookie(first.page))?.categories).toEqual(["necessary"]);
    await first.page.reload();
    await first.page.waitForLoadState("networkidle");
    expect(first.gtagRequests).toEqual([]);
    expect(await banner(first.page).isVisible()).toBe(false);
    await first.close();

    const second = await visit("/");
    await choose(second.page, "Accept all", "banner");
    await expect.poll(() => cookieNames(second.page)).toContain("_ga");
    await second.page.locator("footer").getByRole("link", { name: "Cookie settings" }).click();
    await choose(second.page, "Reject all", "preferences");
    expect((await cookieNames(second.page)).filter((name) => name.startsWith("_ga"))).toEqual([]);
    expect((await consentCommands(second.page)).at(-1)).toEqual(["consent", "update", { analytics_storage: "denied" }]);
    await second.close();
  });

  it("'Save settings' keeps exactly the toggles: analytics only when switched on", async () => {
    const off = await visit("/");
    await banner(off.page).getByRole("button", { name: "Settings" }).click();
    await choose(off.page, "Save settings", "preferences");
    expect((await consentCookie(off.page))?.categories).toEqual(["necessary"]);
    await off.page.waitForLoadState("networkidle");
    expect(off.gtagRequests).toEqual([]);
    await off.close();

    const on = await visit("/");
    await banner(on.page).getByRole("button", { name: "Settings" }).click();
    await preferences(on.page)
      .getByText("Analytics cookies", { exact: true })
      .locator("xpath=ancestor::*[contains(@class,'section-title-wrapper')]")
      .locator("label")
      .click();
    const proof = await choose(on.page, "Save settings", "preferences");
    expect(JSON.parse(must(proof.request().postData()))).toMatchObject({ categories: ["necessary", "analytics"], acceptType: "all" });
    await expect.poll(() => on.gtagRequests.length).toBe(1);
    expect((await consentCookie(on.page))?.categories).toEqual(["necessary", "analytics"]);
    await on.close();
  });
});

describe("Global Privacy Control", () => {
  it("keeps analytics off with no banner, until the reader turns it on in the settings", async () => {
    const { page, gtagRequests, close } = await visit("/", DESKTOP, { gpc: true });
    await page.waitForLoadState("networkidle");
    expect(await banner(page).count()).toBe(0);
    expect(gtagRequests).toEqual([]);
    expect(await consentCookie(page)).toBeUndefined();

    await page.locator("footer").getByRole("link", { name: "Cookie settings" }).click();
    const analytics = preferences(page).getByRole("checkbox", { name: /Analytics cookies/ });
    expect(await analytics.isChecked()).toBe(false);
    await preferences(page)
      .getByText("Analytics cookies", { exact: true })
      .locator("xpath=ancestor::*[contains(@class,'section-title-wrapper')]")
      .locator("label")
      .click();
    const proof = await choose(page, "Save settings", "preferences");
    expect(JSON.parse(must(proof.request().postData()))).toMatchObject({ categories: ["necessary", "analytics"], gpc: true });
    await expect.poll(() => gtagRequests.length).toBe(1);
    await close();
  });
});
