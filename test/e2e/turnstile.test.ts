import type { Page } from "playwright-core";
import { beforeEach, describe, expect, it } from "vitest";
import { signupAlerts } from "../../src/content/signup";
import { TURNSTILE_TEST_SITE_KEYS } from "../../worker/config/index.ts";
import { WIDGET_STAND_IN_SCRIPT } from "../../worker/turnstile/index.ts";
import type { FakeKitState } from "../fakes/fake-kit";
import type { FakeSiteverifyState } from "../fakes/fake-siteverify-server";
import { baseUrl, DESKTOP, touchToHydrate } from "./browser";
import { browser, visitorAddress } from "./fixture";
import { lane } from "./lane";

/**
 * People behind one address (a room at a talk, an office, carrier NAT) and Turnstile: the served
 * worker has Cloudflare's always-passing invisible test site key (pages load the widget stand-in)
 * and a Siteverify stand-in that answers as Cloudflare does (test/e2e/global-setup.ts).
 */

async function control<T>(origin: string, path: string, body?: object): Promise<T> {
  const response = await fetch(`${origin}/__fake/${path}`, body ? { method: "POST", body: JSON.stringify(body) } : undefined);
  return response.json() as Promise<T>;
}
const kit = (path: string, body?: object) => control<FakeKitState>(lane().fakeKitOrigin, path, body);
const siteverify = (path: string, body?: object) => control<FakeSiteverifyState>(lane().fakeSiteverifyOrigin, path, body);

beforeEach(async () => {
  await kit("reset", {});
  await siteverify("reset", {});
});

let emailCount = 0;
const freshEmail = () => `room${++emailCount}.${Date.now().toString(36)}@example.com`;
/** One shared address per test (a room's NAT), apart from the other tests' visitors. */
const sharedAddress = () => visitorAddress();

interface Person {
  page: Page;
  /** Status and code of each signup the page sent. */
  answers: { status: number; code?: string }[];
  close(): Promise<void>;
}

/** A person at the shared address, in a browser context of their own; navigator.webdriver reads false. */
async function person(address: string, path = "/"): Promise<Person> {
  const context = await browser.newContext({ ...DESKTOP, extraHTTPHeaders: { "CF-Connecting-IP": address } });
  await context.addInitScript(() => Object.defineProperty(Navigator.prototype, "webdriver", { get: () => false, configurable: true }));
  const page = await context.newPage();
  const answers: Person["answers"] = [];
  page.on("response", (response) => {
    if (!response.url().endsWith("/api/subscribe")) return;
    void response.json().then(
      (body: { code?: string }) => answers.push({ status: response.status(), ...(body.code ? { code: body.code } : {}) }),
      () => answers.push({ status: response.status() }),
    );
  });
  await page.goto(new URL(path, baseUrl()).href);
  return { page, answers, close: () => context.close() };
}

/** Touches the form (it hydrates, and Turnstile runs), then types the address with a person's pace and sends it. */
async function signUp({ page }: Person, email: string) {
  const form = page.locator("form#hero-signup");
  const input = form.getByLabel("Email address");
  await touchToHydrate(input);
  await input.click();
  await input.pressSequentially(email, { delay: 60 });
  await form.getByRole("button").click();
}

const createdEmails = async () =>
  (await kit("state")).requests.filter((r) => r.path === "/v4/subscribers").map((r) => (r.body as { email_address: string }).email_address);

/** Five signups without a token from `address`, as a script would send them: the allowance is spent. */
async function spendAllowance(address: string) {
  for (let i = 0; i < 5; i++) {
    const response = await fetch(new URL("/api/subscribe", baseUrl()), {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: new URL(baseUrl()).origin, "Sec-Fetch-Site": "same-origin", "CF-Connecting-IP": address },
      body: JSON.stringify({ email: freshEmail() }),
    });
    expect(response.status).toBe(200);
  }
}

describe("a room of people behind one address", () => {
  it("nine people sign up from one IPv4 address within two minutes: all reach the thank-you page and Kit, none is asked for a click", {
    timeout: 240_000,
  }, async () => {
    const address = sharedAddress();
    const emails = Array.from({ length: 9 }, freshEmail);
    const started = Date.now();
    const people: Person[] = [];
    // Three at a time, as people finish typing at different moments.
    for (let batch = 0; batch < 9; batch += 3) {
      await Promise.all(
        emails.slice(batch, batch + 3).map(async (email) => {
          const visitor = await person(address);
          people.push(visitor);
          await signUp(visitor, email);
          await visitor.page.waitForURL("**/newsletter-thank-you", { timeout: 60_000 });
        }),
      );
    }
    expect(Date.now() - started).toBeLessThan(120_000);
    for (const visitor of people) {
      // The response listener reads each body after the page has; wait for it.
      await expect.poll(() => visitor.answers).toEqual([{ status: 200 }]);
      await visitor.close();
    }
    // A signup Kit did not answer within the intake's deadline (a loaded machine) is queued and reaches Kit a moment later.
    await expect.poll(async () => new Set(await createdEmails()), { timeout: 30_000 }).toEqual(new Set(emails));
    const calls = (await siteverify("state")).calls;
    expect(calls).toHaveLength(9);
    for (const call of calls) expect(call.remoteip).toBe(address);
  });

  it("loads Turnstile only when the form is touched, never with the page", async () => {
    const visitor = await person(sharedAddress());
    const widgetRequests: string[] = [];
    visitor.page.on("request", (request) => request.url().includes("/__turnstile/") && widgetRequests.push(request.url()));
    await visitor.page.waitForLoadState("networkidle");
    expect(widgetRequests).toEqual([]);
    await touchToHydrate(visitor.page.locator("form#hero-signup"));
    await expect.poll(() => widgetRequests.length).toBe(1);
    await visitor.close();
  });
});

describe("past the allowance for signups without a valid token", () => {
  it("a person whose first token is refused is asked for the challenge, passes it without a click, and is signed up", async () => {
    const address = sharedAddress();
    await spendAllowance(address);
    await siteverify("configure", { failNext: ["refuse"] });
    const visitor = await person(address);
    const email = freshEmail();
    await signUp(visitor, email);
    await visitor.page.waitForURL("**/newsletter-thank-you");
    // The response listener reads each body after the page has; wait for it.
    await expect.poll(() => visitor.answers).toEqual([{ status: 429, code: "CHALLENGE_REQUIRED" }, { status: 200 }]);
    expect(await createdEmails()).toContain(email);
    await visitor.close();
  });

  it("a visitor whose widget cannot load gets the message with the way forward, not a silent failure", async () => {
    const address = sharedAddress();
    await spendAllowance(address);
    const visitor = await person(address);
    await visitor.page.route("**/__turnstile/**", (route) => route.abort("blockedbyclient"));
    await signUp(visitor, freshEmail());
    const alert = visitor.page.locator("form#hero-signup").getByRole("alert");
    await expect.poll(() => alert.textContent()).toBe(signupAlerts.CHALLENGE_REQUIRED);
    // The response listener reads each body after the page has; wait for it.
    await expect.poll(() => visitor.answers).toEqual([{ status: 429, code: "CHALLENGE_REQUIRED" }]);
    await visitor.close();
  });
});

describe("the widget stand-in behaves as Cloudflare's test site keys", () => {
  /** Renders one widget with `sitekey` on a blank page; returns what its callbacks reported. */
  async function renderWidget(sitekey: string) {
    const context = await browser.newContext(DESKTOP);
    const page = await context.newPage();
    await page.setContent('<div id="box"></div>');
    await page.addScriptTag({ content: WIDGET_STAND_IN_SCRIPT });
    await page.evaluate((key) => {
      const events: string[] = [];
      (window as unknown as { events: string[] }).events = events;
      // In the page: no import reaches it (must() would be undefined there).
      (window.turnstile as NonNullable<typeof window.turnstile>).render(document.getElementById("box") as HTMLElement, {
        sitekey: key,
        action: "signup",
        appearance: "interaction-only",
        callback: (token: string) => events.push(`token ${token.slice(0, 8)}`),
        "error-callback": (code: string) => events.push(`error ${code}`),
        "before-interactive-callback": () => events.push("asks"),
      });
    }, sitekey);
    const events = () => page.evaluate(() => (window as unknown as { events: string[] }).events);
    return { page, events, close: () => context.close() };
  }

  it.each([TURNSTILE_TEST_SITE_KEYS.passInvisible, TURNSTILE_TEST_SITE_KEYS.passVisible])("%s passes without interaction, showing nothing", async (key) => {
    const widget = await renderWidget(key);
    await expect.poll(widget.events).toEqual(["token standin."]);
    expect(await widget.page.locator("#box [data-turnstile-stand-in]").isVisible()).toBe(false);
    await widget.close();
  });

  it.each([TURNSTILE_TEST_SITE_KEYS.blockInvisible, TURNSTILE_TEST_SITE_KEYS.blockVisible])("%s blocks: the error callback, no token", async (key) => {
    const widget = await renderWidget(key);
    await expect.poll(widget.events).toEqual(["error 600010"]);
    await widget.close();
  });

  it("the interactive key shows a check the person clicks, then gives the token", async () => {
    const widget = await renderWidget(TURNSTILE_TEST_SITE_KEYS.interactive);
    const check = widget.page.getByRole("button", { name: "Verify you are human" });
    await check.waitFor();
    expect(await widget.events()).toEqual(["asks"]);
    await check.click();
    await expect.poll(widget.events).toEqual(["asks", "token standin."]);
    await widget.close();
  });
});
