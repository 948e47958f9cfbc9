import type { BrowserContextOptions, Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { baseUrl, DESKTOP, openPage, PHONE } from "./browser";
import { browser, visitorAddress } from "./fixture";
import { lane } from "./lane";
import { axeViolations } from "./axe";
import { press } from "./tap";
import { must } from "../../src/must.ts";

/** Each test is its own visitor (CF-Connecting-IP), so the per-client limit (5 an hour) does not couple them. */
function asVisitor(options: BrowserContextOptions, javaScriptEnabled = true): BrowserContextOptions {
  return { ...options, javaScriptEnabled, extraHTTPHeaders: { "CF-Connecting-IP": visitorAddress() } };
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Waits until the form's island has hydrated (after the first touch). */
async function hydrated(page: Page): Promise<void> {
  await page.locator('[data-island="InquiryForm"][data-hydrated="true"]').waitFor({ state: "attached" });
}

/** Types into a field after touching it, key by key, as a person does. */
async function typeInto(field: Locator, text: string, touchScreen: boolean): Promise<void> {
  await press(field, touchScreen);
  await field.pressSequentially(text, { delay: 10 });
  await expect.poll(() => field.inputValue()).toBe(text);
}

/** Fills the whole form; with JavaScript the first touch hydrates it and every field is typed. */
async function completeForm(
  page: Page,
  details: { name: string; eventName: string },
  { javascript, touchScreen }: { javascript: boolean; touchScreen: boolean },
) {
  const form = page.locator("form[action='/api/inquiry']");
  const name = form.getByLabel("Your name");
  if (javascript) {
    await press(name, touchScreen);
    await hydrated(page);
  }
  await typeInto(name, details.name, touchScreen);
  await typeInto(form.getByLabel("Email"), "organiser@example.org", touchScreen);
  await typeInto(form.getByLabel("Organisation"), "Creator Guild", touchScreen);
  await typeInto(form.getByLabel("Event name"), details.eventName, touchScreen);
  await typeInto(form.getByLabel("Anything else I should know?"), "A half-day workshop for our members.", touchScreen);
  await form.getByLabel("Event date").fill(inDays(120));
  await typeInto(form.getByLabel("City"), "Porto", touchScreen);
  await form.getByLabel("Audience size").selectOption("200-1000");
  await form.getByLabel("Workshop").check();
  await form.getByLabel("Budget").selectOption("5000-10000");
  return form;
}

async function ownerSees(page: Page, eventName: string) {
  await page.goto(new URL("/internal/inquiries", page.url()).href);
  const item = page.locator("li[data-inquiry]", { hasText: eventName });
  await expect.poll(() => item.count()).toBe(1);
  return item;
}

describe.each([
  ["a 375 px phone (touch)", PHONE, true],
  ["a 1280 px desktop", DESKTOP, false],
] as const)("an organiser on %s", (_label, device, touchScreen) => {
  it("books from a speaker page's button with JavaScript, and the owner's page lists the inquiry", async () => {
    const { page, errors, close } = await openPage(browser, "/speaker-v3", asVisitor(device));
    const button = page.getByRole("link", { name: "Inquire About Speaking" }).first();
    await press(button, touchScreen);
    await page.waitForURL("**/speaker/inquire?from=/speaker-v3");
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    const eventName = `Growth Day ${crypto.randomUUID().slice(0, 8)}`;
    const form = await completeForm(page, { name: "Grace Organiser", eventName }, { javascript: true, touchScreen });
    const submit = form.getByRole("button", { name: "Send Inquiry" });
    await press(submit, touchScreen);
    await page.waitForURL("**/speaker/inquire/thank-you?from=/speaker-v3");
    await expect.poll(() => page.locator("h1").textContent()).toBe("Thank you, your inquiry is in");
    expect(await page.locator("main").textContent()).toContain("within two business days");

    const item = await ownerSees(page, eventName);
    const text = await item.textContent();
    for (const expected of ["Grace Organiser", "organiser@example.org", "Creator Guild", "Porto", "Workshop", "/speaker-v3", "A half-day workshop"])
      expect(text).toContain(expected);
    expect(errors).toEqual([]);
    await close();
  });

  it("books without JavaScript: the custom-topic button opens the form with 'custom' chosen, the post lands on the thank-you page", async () => {
    const { page, close } = await openPage(browser, "/speaker-v1", asVisitor(device, false));
    await page.getByRole("link", { name: "Request Custom Topic" }).first().click();
    await page.waitForURL("**/speaker/inquire?from=/speaker-v1&topic=custom");
    const form = page.locator("form[action='/api/inquiry']");
    expect(await form.locator("#inquiry-topic").inputValue()).toBe("custom");
    const eventName = `No Script Summit ${crypto.randomUUID().slice(0, 8)}`;
    await completeForm(page, { name: "Noel NoScript", eventName }, { javascript: false, touchScreen });
    await form.locator("#inquiry-customTopic").fill("YouTube for nonprofits");
    await form.getByRole("button", { name: "Send Inquiry" }).click();
    await page.waitForURL("**/speaker/inquire/thank-you?from=/speaker-v1");
    const item = await ownerSees(page, eventName);
    const text = await item.textContent();
    for (const expected of ["Noel NoScript", "A custom topic: YouTube for nonprofits", "A half-day workshop", "/speaker-v1"]) expect(text).toContain(expected);
    await close();
  });
});

describe("the inquiry form's errors", () => {
  it("with JavaScript: a message beside each field, a summary, focus on the first error, a past date refused; no axe violation on the form or its errors", async () => {
    const { page, errors, close } = await openPage(browser, "/speaker/inquire?from=/speaker-v4", asVisitor(DESKTOP));
    await page.waitForLoadState("networkidle");
    expect(await axeViolations(page)).toEqual([]);
    const form = page.locator("form[action='/api/inquiry']");
    await press(form.getByLabel("Your name"), false);
    await hydrated(page);
    await form.getByLabel("Email").pressSequentially("not-an-email", { delay: 10 });
    await form.getByLabel("Event date").fill(inDays(-5));
    await form.getByRole("button", { name: "Send Inquiry" }).click();

    const summary = page.locator("#inquiry-summary");
    await summary.waitFor();
    const items = await summary.locator("li").allTextContents();
    expect(items).toEqual([
      "Enter your name.",
      "Enter an email address like name@example.com.",
      "Enter the name of your event.",
      "The event date is in the past. Enter a date from today on.",
      "Choose a format.",
    ]);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("inquiry-name");
    const email = form.getByLabel("Email");
    expect(await email.getAttribute("aria-invalid")).toBe("true");
    expect(await email.getAttribute("aria-describedby")).toBe("inquiry-email-error");
    expect(await page.locator("#inquiry-email-error").textContent()).toBe("Enter an email address like name@example.com.");
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });

  it("without JavaScript: the server answers with the form, the values kept, the errors shown, focus on the first; no axe violation", async () => {
    const send = async (page: Page) => {
      const form = page.locator("form[action='/api/inquiry']");
      await form.getByLabel("Your name").fill("Sam <script>alert(1)</script>");
      await form.getByLabel("Email").fill("sam@example");
      await form.getByRole("button", { name: "Send Inquiry" }).click();
      await page.locator("#inquiry-summary").waitFor();
      return form;
    };
    const noScript = await openPage(browser, "/speaker/inquire?from=/speaker-v6", asVisitor(PHONE, false));
    const form = await send(noScript.page);
    expect(noScript.page.url()).toMatch(/\/api\/inquiry$/);
    expect(await form.getByLabel("Your name").inputValue()).toBe("Sam <script>alert(1)</script>");
    expect(await noScript.page.locator("#inquiry-summary li").allTextContents()).toEqual([
      "Enter an email address like name@example.com.",
      "Enter the name of your event.",
      "Enter the event date, or tick “The date is flexible”.",
      "Choose a format.",
    ]);
    expect(await form.getByLabel("Email").getAttribute("autofocus")).toBe("");
    await noScript.close();

    // The same answer where scripts run but the form's code never arrives (axe needs scripts): focus and axe.
    const withoutIsland = await openPage(browser, "/speaker/inquire?from=/speaker-v6", asVisitor(PHONE), async (page) => {
      await page.route(/\/assets\/islands-/, (route) => route.abort());
    });
    await send(withoutIsland.page);
    expect(await withoutIsland.page.evaluate(() => document.activeElement?.id)).toBe("inquiry-email");
    expect(await axeViolations(withoutIsland.page)).toEqual([]);
    await withoutIsland.close();
  });
});

describe("past the allowance for inquiries without Turnstile's check", () => {
  /** The fake Siteverify's control routes (test/fakes/fake-siteverify-server.ts). */
  const siteverify = (path: string, body: object) => fetch(`${lane().fakeSiteverifyOrigin}/__fake/${path}`, { method: "POST", body: JSON.stringify(body) });

  it("without JavaScript the answers are kept and offered by email; with JavaScript the form runs the check and sends", { timeout: 120_000 }, async () => {
    // A script spends the two tokenless inquiries of one address (a shared network).
    const address = visitorAddress();
    for (let i = 0; i < 2; i++) {
      const response = await fetch(new URL("/api/inquiry", baseUrl()), {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: new URL(baseUrl()).origin, "CF-Connecting-IP": address },
        body: JSON.stringify({ name: "Script", email: "script@example.org", eventName: "Spam", dateFlexible: true, format: "other" }),
      });
      expect(response.status).toBe(200);
    }
    const at = (options: BrowserContextOptions, javaScriptEnabled: boolean) => ({
      ...options,
      javaScriptEnabled,
      extraHTTPHeaders: { "CF-Connecting-IP": address },
    });

    const noScript = await openPage(browser, "/speaker/inquire", at(PHONE, false));
    const eventName = `Offline Summit ${crypto.randomUUID().slice(0, 6)}`;
    let form = await completeForm(noScript.page, { name: "Nia NoScript", eventName }, { javascript: false, touchScreen: true });
    await form.getByRole("button", { name: "Send Inquiry" }).click();
    const alert = noScript.page.locator("#inquiry-alert");
    await alert.waitFor();
    expect(await alert.textContent()).toContain("that check needs JavaScript");
    expect(await form.getByLabel("Event name").inputValue()).toBe(eventName);
    const mailto = new URL(must(await alert.getByRole("link", { name: "Send these answers by email instead" }).getAttribute("href")));
    expect(mailto.protocol).toBe("mailto:");
    expect(mailto.searchParams.get("body")).toContain("Your name: Nia NoScript");
    await noScript.close();

    // The same address with JavaScript: the widget's first token is refused, so the server asks for the check, which passes.
    await siteverify("configure", { failNext: ["refuse"] });
    const person = await openPage(browser, "/speaker/inquire", at(DESKTOP, true));
    form = await completeForm(person.page, { name: "Jo Script", eventName: `${eventName} live` }, { javascript: true, touchScreen: false });
    const asked = person.page.waitForResponse((response) => response.url().endsWith("/api/inquiry") && response.status() === 429);
    await form.getByRole("button", { name: "Send Inquiry" }).click();
    expect(await (await asked).json()).toMatchObject({ code: "CHALLENGE_REQUIRED" });
    await person.page.waitForURL("**/speaker/inquire/thank-you");
    // The 429 that asked for the check is the only error the console saw.
    expect(person.errors.filter((error) => !error.includes("status of 429"))).toEqual([]);
    await siteverify("configure", {});
    await person.close();
  });
});
