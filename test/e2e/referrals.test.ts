import { describe, expect, it } from "vitest";
import { referralRewards } from "../../src/content/referrals";
import { FAKE_KIT_KEY, type FakeKitState } from "../fakes/fake-kit";
import { FAKE_KIT_WEBHOOK_SECRET } from "../fakes/fake-kit-custom-fields";
import { FakeKitWebhooks } from "../fakes/fake-kit-webhooks";
import { baseUrl, openPage, PHONE, touchToHydrate } from "./browser";
import { browser } from "./fixture";
import { lane } from "./lane";
import { tapInView } from "./tap";
import { must } from "../../src/must.ts";

const kitOrigin = () => lane().fakeKitOrigin;
const kitState = async () => (await (await fetch(`${kitOrigin()}/__fake/state`)).json()) as FakeKitState;

/** Kit's side of the webhook: the endpoint the served worker verifies, signing as Kit does. */
const webhooks = new FakeKitWebhooks();
const endpoint = { id: 1, url: "", events: ["subscriber.activated"], name: "site", secrets: [FAKE_KIT_WEBHOOK_SECRET] };
const postToSite = (request: Request) => fetch(request.url, { method: "POST", headers: request.headers, body: request.body, duplex: "half" } as RequestInit);

/** Kit confirms a subscriber it holds: a signed subscriber.activated with its id and first name. */
async function kitConfirms(email: string) {
  const subscriber = (await kitState()).subscribers.find((one) => one.email_address.toLowerCase() === email.toLowerCase());
  expect(subscriber, email).toBeDefined();
  const event = webhooks.subscriberEvent("subscriber.activated", email);
  event.data = { subscriber: { ...subscriber } };
  endpoint.url = `${baseUrl()}/api/kit-webhook`;
  const attempt = await webhooks.send(endpoint, must(webhooks.deliveries([event])[0]), postToSite);
  expect(attempt.status, attempt.body).toBe(200);
}

describe("a referral, as a friend on a phone makes it", () => {
  it("opens A's link, sees A's name, subscribes, confirms; A's progress page shows 1 and the first reward, tagged in Kit", async () => {
    const stamp = Date.now().toString(36);
    const referrer = `ada.${stamp}@example.com`;
    const friend = `friend.${stamp}@example.com`;
    // A is a Kit subscriber with a first name, and confirms.
    const created = await fetch(`${kitOrigin()}/v4/subscribers`, {
      method: "POST",
      headers: { "X-Kit-Api-Key": FAKE_KIT_KEY, "Content-Type": "application/json" },
      body: JSON.stringify({ email_address: referrer, first_name: "Ada" }),
    });
    expect(created.status).toBe(202);
    await kitConfirms(referrer);
    await expect.poll(async () => (await kitState()).fields[referrer]?.referral_link ?? "").toMatch(/\/r\/[0-9a-z]{10}$/);
    const links = must((await kitState()).fields[referrer]);
    const sharePath = new URL(must(links.referral_link)).pathname;
    const progressPath = new URL(must(links.referral_progress_link)).pathname;

    // The friend, on a phone, on their own connection.
    const { page, errors, close } = await openPage(browser, sharePath, PHONE);
    await expect.poll(() => page.getByText("Recommended to you by Ada").count()).toBeGreaterThan(0);
    const form = page.locator("form#hero-signup");
    await touchToHydrate(form);
    await form.locator("xpath=self::*[@data-enhanced]").waitFor();
    await form.getByLabel("Email address").pressSequentially(friend, { delay: 30 });
    await tapInView(form.getByRole("button"));
    await page.waitForURL("**/newsletter-thank-you");
    expect(errors).toEqual([]);
    await close();

    // Kit has the friend; the friend confirms (the signed delivery the fake Kit sends).
    await expect.poll(async () => (await kitState()).subscribers.some((one) => one.email_address === friend)).toBe(true);
    await kitConfirms(friend);

    const progress = await openPage(browser, progressPath, PHONE);
    await expect.poll(() => progress.page.locator("[data-confirmed]").getAttribute("data-confirmed")).toBe("1");
    const first = must(referralRewards[0]);
    expect(await progress.page.getByRole("listitem").filter({ hasText: first.title }).count()).toBe(1);
    // The share link's copy button (the island) puts the link on the clipboard.
    await progress.page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseUrl() });
    const shareLink = progress.page.getByRole("textbox", { name: "Your link" });
    await touchToHydrate(shareLink);
    expect(await shareLink.inputValue()).toBe(links.referral_link);
    await tapInView(progress.page.getByRole("button", { name: "Copy" }).first());
    await expect.poll(() => progress.page.getByRole("button", { name: "Copied" }).count()).toBe(1);
    expect(await progress.page.evaluate(() => navigator.clipboard.readText())).toBe(links.referral_link);
    expect(progress.errors).toEqual([]);
    await progress.close();

    const kit = await kitState();
    const tag = kit.requests.find((request) => request.path === "/v4/tags" && (request.body as { name?: string }).name === first.tag && request.status === 201);
    expect(tag).toBeDefined();
    const tagId = /^\/v4\/tags\/(\d+)\/subscribers$/;
    const tagged = kit.requests.filter(
      (request) => tagId.test(request.path) && (request.body as { email_address?: string }).email_address === referrer && request.status < 300,
    );
    expect(tagged).toHaveLength(1);
    expect(Object.values(kit.tags).some((members) => members.includes(referrer))).toBe(true);
  });
});
