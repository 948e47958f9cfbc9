import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { FakeKitState } from "../fakes/fake-kit";
import { DESKTOP, openPage, PHONE, touchToHydrate } from "./browser";
import { browser, visitorAddress } from "./fixture";
import { lane } from "./lane";
import { must } from "../../src/must.ts";

/** Which of the module items are open, by position. */
async function openModules(page: Page): Promise<number[]> {
  return page.locator('details[name="modules"]').evaluateAll((items) => items.flatMap((item, index) => ((item as HTMLDetailsElement).open ? [index] : [])));
}

describe("course sales page in Chromium", () => {
  it("keeps one module open at a time, and lets the open one collapse", async () => {
    const { page, errors, close } = await openPage(browser, "/sales-page", DESKTOP);
    expect(await openModules(page)).toEqual([0]);
    const summaries = page.locator('details[name="modules"] > summary');

    await summaries.nth(2).click();
    expect(await openModules(page)).toEqual([2]);
    await summaries.nth(4).click();
    expect(await openModules(page)).toEqual([4]);
    await summaries.nth(4).click();
    expect(await openModules(page)).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });

  it("works with the keyboard: Tab reaches each module, Enter and Space open and close it", async () => {
    const { page, close } = await openPage(browser, "/sales-page", PHONE);
    const summaries = page.locator('details[name="modules"] > summary');
    await summaries.nth(0).focus();
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain("Module 2");

    await page.keyboard.press("Enter");
    expect(await openModules(page)).toEqual([1]);
    await page.keyboard.press("Tab");
    await page.keyboard.press("Space");
    expect(await openModules(page)).toEqual([2]);
    await page.keyboard.press("Space");
    expect(await openModules(page)).toEqual([]);
    await close();
  });

  it("tells screen readers each module is an expandable control and whether it is open", async () => {
    const { page, close } = await openPage(browser, "/sales-page", DESKTOP);
    // Chromium's accessibility tree, as assistive technology receives it.
    const cdp = await page.context().newCDPSession(page);
    const { nodes } = (await cdp.send("Accessibility.getFullAXTree")) as {
      nodes: { role?: { value: string }; name?: { value: string }; properties?: { name: string; value: { value: unknown } }[] }[];
    };
    const controls = nodes
      // "DisclosureTriangleGrouped" when the <details> share a name.
      .filter((node) => /^DisclosureTriangle/.test(node.role?.value ?? "") && /^module \d/i.test(node.name?.value ?? ""))
      .map((node) => ({
        name: must(node.name).value,
        expanded: node.properties?.find((property) => property.name === "expanded")?.value.value,
        focusable: node.properties?.find((property) => property.name === "focusable")?.value.value,
      }));
    expect(controls).toHaveLength(5);
    expect(controls[0]).toMatchObject({ expanded: true, focusable: true });
    expect(must(controls[0]).name).toContain("Channel Strategy That Compounds");
    expect(controls.slice(1).every((control) => control.expanded === false && control.focusable === true)).toBe(true);
    await close();
  });

  it("keeps the FAQ to one open answer too", async () => {
    const { page, close } = await openPage(browser, "/sales-page", DESKTOP);
    const questions = page.locator('details[name="faq"] > summary');
    await questions.nth(0).click();
    await questions.nth(3).click();
    const open = await page.locator('details[name="faq"]').evaluateAll((items) => items.filter((item) => (item as HTMLDetailsElement).open).length);
    expect(open).toBe(1);
    await expect.poll(() => page.locator('details[name="faq"]').nth(3).getByText("30-day money-back guarantee").isVisible()).toBe(true);
    await close();
  });

  it("without a checkout configured, Enroll takes the visitor to the waitlist signup", async () => {
    const { page, errors, failedRequests, close } = await openPage(browser, "/sales-page", PHONE);
    await page.locator("a[data-enroll]").first().click();
    await expect.poll(() => new URL(page.url()).hash).toBe("#waitlist");
    const email = page.locator("#waitlist input[type=email]");
    await expect.poll(() => email.isVisible()).toBe(true);
    expect(await page.locator('#waitlist input[name="magnet"]').inputValue()).toBe("course-waitlist");
    expect(errors).toEqual([]);
    expect(failedRequests).toEqual([]);
    await close();
  });

  it("a waitlist signup lands on the waitlist thank-you page, tagged for the waitlist, and is not told it enrolled", async () => {
    const visitor = { ...PHONE, extraHTTPHeaders: { "CF-Connecting-IP": visitorAddress() } };
    const { page, errors, close } = await openPage(browser, "/sales-page#waitlist", visitor);
    const form = page.locator("#waitlist form");
    await touchToHydrate(form);
    await form.locator("xpath=self::*[@data-enhanced]").waitFor();
    const email = `waitlist.${Date.now().toString(36)}@example.com`;
    await form.getByLabel("Email address").fill(email);
    await form.getByRole("button").click();
    await page.waitForURL("**/sales-page/waitlist/thank-you");
    const heading = page.getByRole("heading", { level: 1 });
    expect(await heading.textContent()).toBe("You're on the waitlist!");
    const main = (await page.locator("main").textContent()) ?? "";
    expect(main).not.toMatch(/enrolled|receipt|login/i);
    expect(await page.locator('main a[href="/sales-page"]').count()).toBe(1);
    const kit = (await (await fetch(`${lane().fakeKitOrigin}/__fake/state`)).json()) as FakeKitState;
    expect(kit.tags["105"]).toContain(email.toLowerCase());
    expect(errors).toEqual([]);
    await close();
  });

  it.each(["/sales-page", "/sales-page/thank-you", "/sales-page/waitlist/thank-you"])("%s fits a 375 px phone without horizontal scrolling", async (path) => {
    const { page, close } = await openPage(browser, path, PHONE);
    await page.waitForLoadState("networkidle");
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await close();
  });
});
