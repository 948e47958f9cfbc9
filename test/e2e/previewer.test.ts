import { describe, expect, it } from "vitest";
import { bodyContent } from "../../src/presend-checks/html-scan";
import { DESKTOP, PHONE } from "./browser";
import { browser } from "./fixture";
import { BACKUP, CLIPBOARD, expectedSample, frame, frameHtml, frameWidth, openPreviewer, PREVIEWER } from "./previewer-page";
import { must } from "../../src/must.ts";

const styleRadio = (page: import("playwright-core").Page, name: string) => page.getByRole("radio", { name: new RegExp(`^${name}`) });

describe("the previewer's defaults", () => {
  it.each([
    [PREVIEWER, "editorial", "Premium Editorial"],
    [BACKUP, "minimal", "Minimal Clean"],
  ] as const)("%s opens on %s, mobile view, code hidden", async (path, key, name) => {
    const { page, errors, close } = await openPreviewer(browser, path, DESKTOP);
    const expected = await expectedSample(page);
    await expect.poll(() => styleRadio(page, name).isChecked()).toBe(true);
    expect(await page.getByRole("radio", { checked: true }).count()).toBe(1);
    expect(await page.getByRole("button", { name: "Mobile" }).getAttribute("aria-pressed")).toBe("true");
    expect(await page.getByRole("button", { name: "Desktop" }).getAttribute("aria-pressed")).toBe("false");
    expect(await page.getByRole("button", { name: "Show Code" }).getAttribute("aria-pressed")).toBe("false");
    expect(await page.getByRole("region", { name: "Email HTML" }).count()).toBe(0);
    expect(await frameHtml(page)).toBe(expected.html(key));
    expect(await frameWidth(page)).toBe(375);
    expect(errors).toEqual([]);
    await close();
  });
});

describe("the style picker", () => {
  it("shows each of the six styles in the preview when picked", async () => {
    const { page, errors, close } = await openPreviewer(browser, PREVIEWER, DESKTOP);
    const expected = await expectedSample(page);
    const radios = page.getByRole("radiogroup", { name: "Style" }).getByRole("radio");
    expect(await radios.count()).toBe(6);
    for (const [key, name] of [
      ["minimal", "Minimal Clean"],
      ["bold", "Bold Header"],
      ["sidebar", "Sidebar Accent"],
      ["magazine", "Magazine Style"],
      ["hybrid", "Brand Signature"],
      ["editorial", "Premium Editorial"],
    ] as const) {
      await styleRadio(page, name).check();
      await expect.poll(() => frameHtml(page)).toBe(expected.html(key));
    }
    expect(errors).toEqual([]);
    await close();
  });

  it("works from the keyboard: arrow keys move through the styles", async () => {
    const { page, close } = await openPreviewer(browser, BACKUP, DESKTOP);
    const expected = await expectedSample(page);
    await styleRadio(page, "Minimal Clean").focus();
    await page.keyboard.press("ArrowDown");
    await expect.poll(() => styleRadio(page, "Bold Header").isChecked()).toBe(true);
    await expect.poll(() => frameHtml(page)).toBe(expected.html("bold"));
    await close();
  });
});

describe("the view toggle", () => {
  it("shows the email 375 px wide on Mobile and up to 800 px on Desktop", async () => {
    const { page, close } = await openPreviewer(browser, PREVIEWER, DESKTOP);
    expect(await frameWidth(page)).toBe(375);
    await page.getByRole("button", { name: "Desktop" }).click();
    expect(await page.getByRole("button", { name: "Desktop" }).getAttribute("aria-pressed")).toBe("true");
    expect(await page.getByRole("button", { name: "Mobile" }).getAttribute("aria-pressed")).toBe("false");
    await expect.poll(() => frameWidth(page)).toBeGreaterThan(600);
    expect(await frameWidth(page)).toBeLessThanOrEqual(800);
    await page.getByRole("button", { name: "Mobile" }).click();
    await expect.poll(() => frameWidth(page)).toBe(375);
    await close();
  });

  it("never makes the desktop preview wider than 800 px, even on a wide screen", async () => {
    const { page, close } = await openPreviewer(browser, PREVIEWER, { viewport: { width: 1920, height: 1000 } });
    await page.getByRole("button", { name: "Desktop" }).click();
    await expect.poll(() => frameWidth(page)).toBe(800);
    await close();
  });
});

describe("the code toggle", () => {
  it("shows the email's HTML under 'Hide Code' and hides it again under 'Show Code'", async () => {
    const { page, close } = await openPreviewer(browser, PREVIEWER, DESKTOP);
    await page.getByRole("button", { name: "Show Code" }).click();
    const toggle = page.getByRole("button", { name: "Hide Code" });
    expect(await toggle.getAttribute("aria-pressed")).toBe("true");
    const code = page.getByRole("region", { name: "Email HTML" });
    await code.waitFor();
    expect(await code.textContent()).toMatch(/^<!doctype html>/);
    expect(await code.textContent()).toContain("{{ unsubscribe_url }}");
    await toggle.click();
    await page.getByRole("button", { name: "Show Code" }).waitFor();
    expect(await code.count()).toBe(0);
    await close();
  });
});

describe("Copy HTML", () => {
  it("writes the email to the clipboard and shows 'Copied!' for two seconds", async () => {
    const { page, errors, close } = await openPreviewer(browser, PREVIEWER, { ...DESKTOP, permissions: CLIPBOARD });
    const expected = await expectedSample(page);
    const button = page.getByRole("button", { name: "Copy HTML" });
    // Timed inside the page (click to the label coming back), so a slow test runner cannot
    // miss the two-second window or read it late.
    const shown = page.evaluate(
      () =>
        new Promise<{ clickedAt: number; copiedAt: number; statusSaid: boolean; backAt: number }>((resolve) => {
          const label = () =>
            [...document.querySelectorAll("button")].map((candidate) => candidate.textContent).find((text) => text === "Copy HTML" || text === "Copied!");
          let clickedAt = 0;
          let copiedAt = 0;
          let statusSaid = false;
          document.addEventListener("click", () => (clickedAt ||= performance.now()), { capture: true, once: true });
          const observer = new MutationObserver(() => {
            if (!copiedAt && label() === "Copied!") {
              copiedAt = performance.now();
              statusSaid = [...document.querySelectorAll('[role="status"]')].some((status) => status.textContent?.includes("Copied!"));
            } else if (copiedAt && label() === "Copy HTML") {
              observer.disconnect();
              resolve({ clickedAt, copiedAt, statusSaid, backAt: performance.now() });
            }
          });
          observer.observe(document.body, { subtree: true, childList: true, characterData: true });
        }),
    );
    await button.click();
    const timing = await shown;
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected.html("editorial"));
    expect(timing.statusSaid).toBe(true);
    // Shown for two seconds: still there 1.5 s after the click, gone 2.6 s after it.
    expect(timing.backAt - timing.clickedAt).toBeGreaterThanOrEqual(1500);
    expect(timing.backAt - timing.copiedAt).toBeGreaterThanOrEqual(1900);
    expect(timing.backAt - timing.clickedAt).toBeLessThanOrEqual(2600);
    expect(await button.textContent()).toBe("Copy HTML");
    expect(errors).toEqual([]);
    await close();
  });

  it("copies only the <body> content for a Kit template", async () => {
    const { page, close } = await openPreviewer(browser, BACKUP, { ...DESKTOP, permissions: CLIPBOARD });
    const expected = await expectedSample(page);
    await page.getByRole("button", { name: "Copy body for Kit" }).click();
    await page.getByRole("button", { name: "Copied!" }).waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(bodyContent(expected.html("minimal")));
    expect(copied).not.toMatch(/<(head|body|html)\b/);
    await close();
  });

  it("offers the HTML to copy by hand, and says so, when the browser will not copy", async () => {
    const { page, errors, close } = await openPreviewer(browser, PREVIEWER, DESKTOP, async (page) => {
      await page.addInitScript(() => {
        Object.defineProperty(Navigator.prototype, "clipboard", { get: () => undefined, configurable: true });
        document.execCommand = () => false;
      });
    });
    const expected = await expectedSample(page);
    await page.getByRole("button", { name: "Copy HTML" }).click();
    const alert = page.getByRole("alert").filter({ hasText: "did not allow copying" });
    await alert.waitFor();
    const manual = page.getByRole("textbox", { name: "Text to copy" });
    expect(await manual.inputValue()).toBe(expected.html("editorial"));
    expect(
      await manual.evaluate((area: HTMLTextAreaElement) => area === document.activeElement && area.selectionEnd - area.selectionStart === area.value.length),
    ).toBe(true);
    expect(await page.getByRole("button", { name: "Copied!" }).count()).toBe(0);
    await page.getByRole("button", { name: "Close" }).click();
    expect(await alert.count()).toBe(0);
    expect(errors).toEqual([]);
    await close();
  });
});

describe("the preview frame", () => {
  it("runs no script, even one added to the email's document", async () => {
    const { page, close } = await openPreviewer(browser, PREVIEWER, DESKTOP);
    const email = await frame(page).contentFrame().locator("body").elementHandle();
    const ran = await must(email).evaluate((body) => {
      const script = body.ownerDocument.createElement("script");
      script.textContent = "document.body.dataset.ran = 'yes'";
      body.appendChild(script);
      return body.dataset.ran ?? "no";
    });
    expect(ran).toBe("no");
    expect(await frame(page).getAttribute("sandbox")).not.toContain("allow-same-origin");
    await close();
  });

  it("opens the email's links in a new tab, never inside the frame", async () => {
    const { page, close } = await openPreviewer(browser, PREVIEWER, DESKTOP);
    const expected = await expectedSample(page);
    // The sample links to the site's public origin, which this machine cannot reach.
    await page
      .context()
      .route(`${new URL(expected.sample.footer.cta.url).origin}/**`, (route) => route.fulfill({ contentType: "text/html", body: "<title>stub</title>" }));
    const popupOpened = page.context().waitForEvent("page");
    await frame(page).contentFrame().getByRole("link", { name: "Book a channel review" }).click();
    const popup = await popupOpened;
    await popup.waitForLoadState();
    expect(popup.url()).toBe(expected.sample.footer.cta.url);
    expect(await frame(page).contentFrame().getByRole("link", { name: "Book a channel review" }).count()).toBe(1);
    await close();
  });
});

describe("the previewer on a phone", () => {
  it("stacks the sidebar above the preview and fits the screen", async () => {
    const { page, errors, close } = await openPreviewer(browser, PREVIEWER, PHONE);
    const picker = await page.getByRole("radiogroup", { name: "Style" }).boundingBox();
    const preview = await frame(page).boundingBox();
    expect(must(picker).y + must(picker).height).toBeLessThan(must(preview).y);
    expect(must(preview).width).toBeLessThanOrEqual(375);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const small = await page
      .getByRole("button")
      .evaluateAll((buttons) =>
        buttons.filter((button) => button.checkVisibility() && button.getBoundingClientRect().height < 44).map((button) => button.textContent),
      );
    expect(small).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });
});
