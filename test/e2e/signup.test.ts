import type { BrowserContextOptions, Page } from "playwright-core";
import { beforeEach, describe, expect, it } from "vitest";
import { guideAddresses } from "../../src/content/guide-record";
import { guideThankYou } from "../../src/content/guide-thank-you";
import { guideList } from "../../src/content/guides";
import { FAKE_KIT_TAG_IDS } from "../fakes/fake-kit";
import { signupAlertFor, signupAlerts } from "../../src/content/signup";
import type { FakeKitState } from "../fakes/fake-kit";
import { DESKTOP, openPage, PHONE, touchToHydrate, type WatchedPage } from "./browser";
import { browser, visitorAddress } from "./fixture";
import { lane } from "./lane";
import { must } from "../../src/must.ts";

const kitOrigin = () => lane().fakeKitOrigin;
async function kitControl(path: string, body?: object) {
  const response = await fetch(`${kitOrigin()}/__fake/${path}`, body ? { method: "POST", body: JSON.stringify(body) } : undefined);
  return response.json() as Promise<FakeKitState>;
}
beforeEach(async () => {
  await kitControl("reset", {});
});

/** Each test is its own visitor (CF-Connecting-IP), so the per-client rate limit does not couple them. */
function asVisitor(options: BrowserContextOptions): BrowserContextOptions {
  return { ...options, extraHTTPHeaders: { "CF-Connecting-IP": visitorAddress() } };
}

let emailCount = 0;
const freshEmail = () => `e2e${++emailCount}.${Date.now().toString(36)}@example.com`;

/** Passes the page's signups through unchanged, keeping the server's answer for the test to read. */
async function recordSignupAnswer(page: Page): Promise<{ body: unknown }> {
  const answer: { body: unknown } = { body: undefined };
  await page.route("**/api/subscribe", async (route) => {
    const response = await route.fetch();
    answer.body = await response.json();
    await route.fulfill({ response });
  });
  return answer;
}

async function openForm(path: string, formId: string, options = DESKTOP): Promise<WatchedPage & { form: ReturnType<Page["locator"]> }> {
  const watched = await openPage(browser, path, asVisitor(options));
  const form = watched.page.locator(`form#${formId}`);
  await touchToHydrate(form);
  await form.locator("xpath=self::*[@data-enhanced]").waitFor();
  return { ...watched, form };
}

/** Holds /api/subscribe answers until released, to look at the busy state. */
async function holdSignups(page: Page) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/subscribe", async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

describe("newsletter form", () => {
  it("inline variant: shows '...' and a disabled button while submitting, then the thank-you page, and Kit has the subscriber", async () => {
    const { page, form, errors, close } = await openForm("/", "hero-signup");
    const release = await holdSignups(page);
    const email = freshEmail();
    await form.getByLabel("Email address").fill(email);
    await form.getByRole("button").click();
    const button = form.locator("button[type=submit]");
    await expect.poll(() => button.textContent()).toBe("...");
    expect(await button.isDisabled()).toBe(true);
    expect(await button.getAttribute("aria-label")).toBe("Subscribing...");
    release();
    await page.waitForURL("**/newsletter-thank-you");
    const kit = await kitControl("state");
    expect(kit.requests.map((r) => r.path)).toEqual(["/v4/subscribers", "/v4/forms/4242/subscribers"]);
    expect(must(kit.requests[0]).body).toMatchObject({ email_address: email, state: "inactive" });
    expect((must(kit.requests[1]).body as { referrer: string }).referrer).toMatch(/\/$/);
    expect(errors).toEqual([]);
    await close();
  });

  it("stacked variant: shows 'Subscribing...' and stays disabled while navigating", async () => {
    const { page, form, close } = await openForm("/newsletter?utm_source=youtube&utm_campaign=launch", "closing-signup", PHONE);
    let navigated = false;
    page.on("framenavigated", () => (navigated = true));
    const release = await holdSignups(page);
    await form.getByLabel("Email address").fill(freshEmail());
    await form.getByRole("button").click();
    const button = form.locator("button[type=submit]");
    await expect.poll(() => button.textContent()).toBe("Subscribing...");
    release();
    await page.waitForURL("**/newsletter-thank-you");
    expect(navigated).toBe(true);
    const kit = await kitControl("state");
    expect((must(kit.requests[1]).body as { referrer: string }).referrer).toBe("https://www.example.com/newsletter?utm_source=youtube&utm_campaign=launch");
    await close();
  });

  it("sends nothing when the email is empty", async () => {
    const { page, form, close } = await openForm("/", "hero-signup");
    let posts = 0;
    page.on("request", (request) => request.url().includes("/api/subscribe") && posts++);
    await form.getByRole("button").click();
    // The browser refused the submit: it moved focus to the empty required field (a state, not a wait).
    const input = form.getByLabel("Email address");
    await expect.poll(() => input.evaluate((node) => node === document.activeElement && !(node as HTMLInputElement).validity.valid)).toBe(true);
    expect(posts).toBe(0);
    expect(page.url()).toMatch(/\/$/);
    await close();
  });

  it("checks the address with the server's rule: 'user@localhost' gets the alert and is not sent", async () => {
    const { page, form, close } = await openForm("/", "hero-signup");
    let posts = 0;
    page.on("request", (request) => request.url().includes("/api/subscribe") && posts++);
    const input = form.getByLabel("Email address");
    await input.fill("user@localhost");
    // The browser's own type=email check lets it through: the form's shared rule is what stops it.
    expect(await input.evaluate((node) => (node as HTMLInputElement).checkValidity())).toBe(true);
    await form.getByRole("button").click();
    const alert = form.getByRole("alert");
    await expect.poll(() => alert.textContent()).toBe(signupAlerts.INVALID_EMAIL);
    expect(await alert.evaluate((node) => node === document.activeElement)).toBe(true);
    expect(posts).toBe(0);
    expect(await form.locator("button[type=submit]").isDisabled()).toBe(false);
    await close();
  });

  /** Signs up on the home page as a visitor would and expects the thanks of a queued signup; returns what Kit saw. */
  async function signUpExpectingQueue() {
    const { page, form, close } = await openForm("/", "hero-signup");
    const answer = await recordSignupAnswer(page);
    await form.getByLabel("Email address").fill(freshEmail());
    await form.getByRole("button").click();
    await page.waitForURL("**/newsletter-thank-you");
    expect(answer.body).toMatchObject({ success: true, queued: true });
    await close();
    return (await kitControl("state")).requests.map((request) => request.status);
  }

  it("still thanks the visitor when Kit is down: the signup is queued", async () => {
    await kitControl("configure", { mode: "server-error" });
    expect((await signUpExpectingQueue()).every((status) => status === 500)).toBe(true);
  });

  it("still thanks the visitor when Kit refuses the API key (a revoked key): the signup waits in the queue", async () => {
    await kitControl("configure", { apiKey: "rotated" });
    expect(await signUpExpectingQueue()).toContain(401);
  });

  type Answer = { status?: number; body?: string; abort?: boolean; kit?: object; email?: () => string };
  const alerts: { name: string; answer: Answer; message: string }[] = [
    { name: "MISSING_EMAIL", answer: { status: 400, body: JSON.stringify({ success: false, code: "MISSING_EMAIL" }) }, message: signupAlerts.MISSING_EMAIL },
    { name: "CONFIG_ERROR", answer: { status: 500, body: JSON.stringify({ success: false, code: "CONFIG_ERROR" }) }, message: signupAlerts.CONFIG_ERROR },
    {
      name: "an address Kit refuses (422 on create)",
      answer: { kit: {}, email: () => `e2e${++emailCount}.${Date.now().toString(36)}@example.invalid` },
      message: signupAlerts.INVALID_EMAIL,
    },
    { name: "KIT_API_ERROR", answer: { status: 502, body: JSON.stringify({ success: false, code: "KIT_API_ERROR" }) }, message: signupAlerts.KIT_API_ERROR },
    { name: "a network failure", answer: { abort: true }, message: signupAlerts.NETWORK },
    { name: "RATE_LIMITED", answer: { status: 429, body: JSON.stringify({ success: false, code: "RATE_LIMITED" }) }, message: signupAlerts.RATE_LIMITED },
    { name: "INVALID_EMAIL", answer: { status: 400, body: JSON.stringify({ success: false, code: "INVALID_EMAIL" }) }, message: signupAlerts.INVALID_EMAIL },
    { name: "another code", answer: { status: 503, body: JSON.stringify({ success: false, code: "MAINTENANCE" }) }, message: signupAlerts.FALLBACK },
    { name: "an unparseable answer", answer: { status: 200, body: "<html>oops</html>" }, message: signupAlerts.FALLBACK },
    { name: "success not true", answer: { status: 200, body: JSON.stringify({ success: "yes" }) }, message: signupAlerts.FALLBACK },
  ];
  it.each(alerts)("on $name shows '$message' in a focused alert, logs details and returns to idle", async ({ answer, message }) => {
    if (answer.kit) await kitControl("configure", answer.kit);
    const { page, form, errors, close } = await openForm("/", "hero-signup");
    if (!answer.kit) {
      await page.route("**/api/subscribe", (route) =>
        answer.abort ? route.abort("internetdisconnected") : route.fulfill({ status: answer.status, body: answer.body, contentType: "application/json" }),
      );
    }
    await form.getByLabel("Email address").fill(answer.email?.() ?? freshEmail());
    await form.getByRole("button").click();
    const alert = form.getByRole("alert");
    await expect.poll(() => alert.textContent()).toBe(message);
    expect(await alert.evaluate((node) => node === document.activeElement)).toBe(true);
    expect(errors.some((line) => line.includes("Signup failed"))).toBe(true);
    const button = form.locator("button[type=submit]");
    expect(await button.isDisabled()).toBe(false);
    expect(await button.textContent()).toBe("Send Me the Insights");
    expect(page.url()).not.toContain("thank-you");
    await close();
  });
});

describe("lead-magnet form", () => {
  const magnets = guideList.map((guide) => ({ path: guide.path, thankYou: guideAddresses(guide).thankYouPath, tag: FAKE_KIT_TAG_IDS[guide.slug] }));
  it.each(magnets)(
    "$path shows 'Getting Your Guide...' for at least a second, subscribes with the magnet's tag, then thanks",
    async ({ path, thankYou, tag }) => {
      const { page, form, errors, close } = await openForm(path, "hero-signup");
      const email = freshEmail();
      await form.getByLabel("Email address").fill(email);
      const started = Date.now();
      // Watched inside the page from before the click: the label cannot come and go unseen.
      const busy = page.waitForFunction(() => document.querySelector("form#hero-signup button[type=submit]")?.textContent === "Getting Your Guide...", null, {
        polling: "raf",
      });
      await form.getByRole("button").click();
      await busy;
      await page.waitForURL(`**${thankYou}`);
      expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
      const kit = await kitControl("state");
      expect(kit.tags[tag]).toEqual([email.toLowerCase()]);
      expect(errors).toEqual([]);
      await close();
    },
  );
});

describe("lead-magnet form when Kit fails", () => {
  /** The download link on the thank-you page, and that the file is really there. */
  async function expectDownload(page: Page, href: string) {
    const link = page.locator(`main a[href="${href}"]`);
    await link.waitFor();
    const response = await page.request.get(new URL(href, page.url()).href);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("application/pdf");
  }

  // Not "rate-limited": a 429 pauses Kit calls for every visitor for a minute, which would reach into later tests.
  it.each(["server-error", "slow"] as const)("Kit %s: the signup is queued and the thank-you page with the download follows", async (mode) => {
    await kitControl("configure", { mode });
    const { page, form, close } = await openForm("/youtube-seo-checklist", "hero-signup", PHONE);
    const answer = await recordSignupAnswer(page);
    await form.getByLabel("Email address").fill(freshEmail());
    await form.getByRole("button").click();
    await page.waitForURL("**/youtube-seo-checklist/thank-you");
    expect(answer.body).toMatchObject({ success: true, queued: true });
    await expectDownload(page, "/downloads/youtube-seo-checklist.pdf");
    await close();
  });

  const faults = [
    { name: "RATE_LIMITED", code: "RATE_LIMITED", answer: { status: 429, body: JSON.stringify({ success: false, code: "RATE_LIMITED" }) } },
    { name: "KIT_API_ERROR", code: "KIT_API_ERROR", answer: { status: 502, body: JSON.stringify({ success: false, code: "KIT_API_ERROR" }) } },
    { name: "CONFIG_ERROR", code: "CONFIG_ERROR", answer: { status: 500, body: JSON.stringify({ success: false, code: "CONFIG_ERROR" }) } },
    { name: "an unparseable answer", code: "FALLBACK", answer: { status: 502, body: "<html>Bad gateway</html>" } },
    { name: "a network failure", code: "NETWORK", answer: { abort: true } },
  ];
  it.each(faults)(
    "a fault on our side ($name) still gives the download, says plainly the subscription did not go through, and one click retries it",
    async ({ code, answer }) => {
      const { page, form, errors, close } = await openForm("/lead-magnet", "hero-signup");
      await page.route("**/api/subscribe", (route) =>
        "abort" in answer ? route.abort("internetdisconnected") : route.fulfill({ status: answer.status, body: answer.body, contentType: "application/json" }),
      );
      const email = freshEmail();
      await form.getByLabel("Email address").fill(email);
      await form.getByRole("button").click();
      await page.waitForURL((url) => url.pathname === "/lead-magnet/thank-you" && url.searchParams.get("signup_error") === code);
      // The address travels in this tab's storage, never in the URL.
      expect(page.url()).not.toContain(encodeURIComponent(email));
      expect(page.url()).not.toContain(email);
      await expectDownload(page, "/downloads/ultimate-business-growth-guide.pdf");
      expect(errors.some((line) => line.includes("Signup failed"))).toBe(true);

      const main = (await page.locator("main").textContent()) ?? "";
      expect(main).toContain(guideThankYou.signupFailed.title);
      expect(main).toContain(signupAlertFor(code));
      for (const claim of ["Thanks for", "Check your inbox", "arrives once a week"]) expect(main).not.toContain(claim);

      // The retry form holds the address as soon as the page is idle: one click sends it again.
      const retry = page.locator("form#retry-signup");
      await page.locator('[data-island="SignupRetry"][data-hydrated="true"]').waitFor();
      await expect.poll(() => retry.getByLabel("Email address").inputValue()).toBe(email);
      await page.unroute("**/api/subscribe");
      await retry.getByRole("button").click();
      await page.waitForURL((url) => url.pathname === "/lead-magnet/thank-you" && url.search === "");
      expect((await kitControl("state")).subscribers.map((subscriber) => subscriber.email_address)).toContain(email);
      expect(await page.locator("main").textContent()).not.toContain(guideThankYou.signupFailed.title);
      await close();
    },
  );

  it("an address to fix (INVALID_EMAIL from the server) keeps the visitor on the form with the alert", async () => {
    const { page, form, close } = await openForm("/video-idea-checklist", "hero-signup");
    await page.route("**/api/subscribe", (route) =>
      route.fulfill({ status: 400, body: JSON.stringify({ success: false, code: "INVALID_EMAIL" }), contentType: "application/json" }),
    );
    await form.getByLabel("Email address").fill(freshEmail());
    await form.getByRole("button").click();
    await expect.poll(() => form.getByRole("alert").textContent()).toBe(signupAlerts.INVALID_EMAIL);
    expect(page.url()).not.toContain("thank-you");
    expect(await form.locator("button[type=submit]").isDisabled()).toBe(false);
    await close();
  });

  it("the course waitlist gives no file, so a fault there shows the alert instead of thanking", async () => {
    const { page, close } = await openPage(browser, "/sales-page#waitlist", asVisitor(DESKTOP));
    const form = page.locator("#waitlist form");
    await touchToHydrate(form);
    await form.locator("xpath=self::*[@data-enhanced]").waitFor();
    await page.route("**/api/subscribe", (route) =>
      route.fulfill({ status: 502, body: JSON.stringify({ success: false, code: "KIT_API_ERROR" }), contentType: "application/json" }),
    );
    await form.getByLabel("Email address").fill(freshEmail());
    await form.getByRole("button").click();
    await expect.poll(() => form.getByRole("alert").textContent()).toBe(signupAlerts.KIT_API_ERROR);
    expect(page.url()).not.toContain("thank-you");
    await close();
  });
});

describe("without JavaScript", () => {
  const noScript = { ...DESKTOP, javaScriptEnabled: false };

  it("a form post subscribes and lands on the thank-you page", async () => {
    const { page, close } = await openPage(browser, "/newsletter", asVisitor(noScript));
    const form = page.locator("form#hero-signup");
    const email = freshEmail();
    await form.getByLabel("Email address").fill(email);
    await form.getByRole("button").click();
    await page.waitForURL("**/newsletter-thank-you");
    const subscribers = (await kitControl("state")).subscribers.map((s) => s.email_address);
    expect(subscribers).toContain(email);
    await close();
  });

  it("a lead-magnet form post lands on the magnet's thank-you page", async () => {
    const { page, close } = await openPage(browser, "/youtube-seo-checklist", asVisitor(noScript));
    const form = page.locator("form#hero-signup");
    await form.getByLabel("Email address").fill(freshEmail());
    await form.getByRole("button").click();
    await page.waitForURL("**/youtube-seo-checklist/thank-you");
    await close();
  });

  it("a lead-magnet form post past the allowance still gives the download, says so, and offers the same address again", async () => {
    const options = asVisitor(noScript);
    const { page, close } = await openPage(browser, "/youtube-seo-checklist", options);
    // This visitor's address has spent its signups (5 in 10 minutes) on other addresses.
    for (let i = 0; i < 5; i++) {
      const spent = await page.request.post(new URL("/api/subscribe", page.url()).href, {
        form: { email: freshEmail() },
        headers: { Origin: new URL(page.url()).origin },
        maxRedirects: 0,
      });
      expect(spent.status()).toBe(303);
    }
    const form = page.locator("form#hero-signup");
    const email = freshEmail();
    await form.getByLabel("Email address").fill(email);
    await form.getByRole("button").click();
    await page.locator("form#retry-signup").waitFor();
    const main = (await page.locator("main").textContent()) ?? "";
    expect(main).toContain(guideThankYou.signupFailed.title);
    // Turnstile is on (its test keys): past the allowance for signups without a token, the challenge is asked for.
    expect(main).toContain(signupAlerts.CHALLENGE_REQUIRED);
    for (const claim of ["Thanks for", "Check your inbox"]) expect(main).not.toContain(claim);
    expect(await page.locator('main a[href="/downloads/youtube-seo-checklist.pdf"]').count()).toBe(1);
    expect(await page.locator("form#retry-signup").getByLabel("Email address").inputValue()).toBe(email);
    expect(page.url()).not.toContain("example.com");
    await close();
  });

  it("an error comes back to the same form on the same page, with the message in its alert", async () => {
    const { page, close } = await openPage(browser, "/", asVisitor(noScript));
    const form = page.locator("form#closing-signup");
    // An address Kit refuses (422 on create naming the email): the one Kit answer a visitor is told about.
    await form.getByLabel("Email address").fill(`e2e${++emailCount}.${Date.now().toString(36)}@example.invalid`);
    await form.getByRole("button").click();
    await expect.poll(() => page.url(), { timeout: 10_000 }).toMatch(/\/\?signup_error=INVALID_EMAIL%3Aclosing-signup#closing-signup$/);
    await page.waitForLoadState();
    expect(await form.getByRole("alert").textContent()).toBe(signupAlerts.INVALID_EMAIL);
    expect(await page.locator("form#hero-signup [role=alert]").textContent()).toBe("");
    await close();
  });
});

describe("form markup and layout", () => {
  it("hides the honeypot from people and assistive tech without display:none", async () => {
    const { page, close } = await openPage(browser, "/", asVisitor(DESKTOP));
    const trap = page.locator("form#hero-signup input[name=website]");
    expect(await trap.getAttribute("tabindex")).toBe("-1");
    expect(await trap.evaluate((node) => node.closest("[aria-hidden=true]") !== null)).toBe(true);
    expect(await trap.evaluate((node) => getComputedStyle(node).display)).not.toBe("none");
    const box = await trap.boundingBox();
    expect(box === null || box.x + box.width < 0).toBe(true);
    const snapshot = await page.locator("form#hero-signup").ariaSnapshot();
    expect(snapshot).not.toContain("Leave this field empty");
    await close();
  });

  it("puts the inline form's email and button on one row on desktop, stacked on a phone, with 44 px targets", async () => {
    for (const [options, sameRow] of [
      [DESKTOP, true],
      [PHONE, false],
    ] as const) {
      const { page, close } = await openPage(browser, "/", asVisitor(options));
      const input = must(await page.locator("#hero-signup-email").boundingBox());
      const button = must(await page.locator("form#hero-signup button[type=submit]").boundingBox());
      expect(Math.abs(input.y - button.y) < 4).toBe(sameRow);
      expect(input.height).toBeGreaterThanOrEqual(44);
      expect(button.height).toBeGreaterThanOrEqual(44);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await close();
    }
  });
});
