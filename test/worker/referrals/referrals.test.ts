import { env as testEnv } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { referralRewards } from "../../../src/content/referrals";
import { signupAlerts } from "../../../src/content/signup";
import type { Env } from "../../../worker/config";
import { referralUpkeep } from "../../../worker/referrals";
import { FAKE_KIT_KEY } from "../../fakes/fake-kit";
import type { FakeWebhookEndpoint } from "../../fakes/fake-kit-webhooks";
import { FakeKit, SITE, call, freshClientIp, freshEmail, kitEnv, postForm, postJson, recordingQueue, routeKitTo } from "../../fakes/signup-harness";
import { must } from "../../../src/must.ts";
import { owner } from "../../../src/content/owner";
import { expectStatus } from "../../support/refusal";

const NEWSLETTER = owner.newsletterName;

/**
 * The referral programme end to end inside workerd: the worker, D1, KV and the Kit budget's
 * Durable Object are real; Kit is the fake Kit (test/fakes), reached through `fetch`, which also
 * sends the signed webhook deliveries.
 */
let kit: FakeKit;
let env: Env;
let endpoint: FakeWebhookEndpoint;
let restore: () => void;

beforeEach(async () => {
  kit = new FakeKit();
  const created = await kit.fetch(
    new Request("https://api.kit.com/v4/webhook_endpoints", {
      method: "POST",
      headers: { "X-Kit-Api-Key": FAKE_KIT_KEY, "Content-Type": "application/json" },
      body: JSON.stringify({ url: `${SITE}/api/kit-webhook`, events: ["subscriber.activated", "subscriber.unsubscribed"] }),
    }),
  );
  const { webhook_endpoint } = (await created.json()) as { webhook_endpoint: { secret: string } };
  endpoint = must(kit.webhooks.endpoints[0]);
  env = kitEnv(recordingQueue(), { KIT_WEBHOOK_SECRET: webhook_endpoint.secret, REFERRAL_SECRET: "referral-test-secret" });
  restore = routeKitTo(kit).mockRestore;
});
afterEach(() => restore());

/** What Kit's POST reaches: the whole worker. */
const post = (request: Request) =>
  request.text().then((body) => call(new URL(request.url).pathname, body, { env, headers: Object.fromEntries(request.headers) }));

/** Kit's event for a subscriber it holds (its id and first name, as Kit's deliveries carry them). */
function event(type: "subscriber.activated" | "subscriber.unsubscribed", email: string, id?: string) {
  const base = kit.webhooks.subscriberEvent(type, email, id);
  const held = kit.subscriber(email);
  if (held) base.data = { subscriber: { ...(base.data.subscriber as object), id: held.id, first_name: held.first_name } };
  return base;
}

/** Kit confirms an address: the signed delivery, answered. */
async function confirm(email: string, id?: string) {
  const [attempt] = await kit.webhooks.emit([event("subscriber.activated", email, id)], post);
  expectStatus(must(attempt)).toBe(200);
  return must(attempt);
}

/** A reader A who subscribed (with a first name) and confirmed: their links, read back from Kit's custom fields. */
async function confirmedReader(firstName: string | null = "Ada", email = freshEmail("referrer")) {
  await kit.fetch(
    new Request("https://api.kit.com/v4/subscribers", {
      method: "POST",
      headers: { "X-Kit-Api-Key": FAKE_KIT_KEY, "Content-Type": "application/json" },
      body: JSON.stringify({ email_address: email, ...(firstName ? { first_name: firstName } : {}) }),
    }),
  );
  await confirm(email);
  const fields = kit.customFields.fieldsOf(email);
  const share = fields.referral_link ?? "";
  const progress = fields.referral_progress_link ?? "";
  const code = /\/r\/([^/]+)$/.exec(share)?.[1] ?? "";
  return { email, share, progress, code };
}

async function signUpThrough(code: string, email: string, clientIp = freshClientIp()) {
  return postJson({ email, ref: code }, { env, clientIp });
}

async function progressJson(progress: string) {
  const response = await call(new URL(progress).pathname, null, { env, method: "GET", contentType: null, headers: { Accept: "application/json" } });
  return {
    response,
    body:
      response.status === 200
        ? ((await response.json()) as { confirmed: number; pending: number; unlocked: { threshold: number }[]; next: { threshold: number } | null })
        : undefined,
  };
}

const get = (path: string) => call(path, null, { env, method: "GET", contentType: null, headers: { Accept: "text/html" } });
const tagMembers = (name: string) => kit.state().tags[kit.customFields.tagId(name) ?? "none"] ?? [];
const firstReward = must(referralRewards[0]);

describe("a link for every confirmed reader", () => {
  it("gives a confirmed subscriber a random code and writes both links to Kit custom fields it creates once", async () => {
    const a = await confirmedReader();
    expect(a.code).toMatch(/^[0-9a-hjkmnp-tv-z]{10}$/);
    expect(a.share).toBe(`${SITE}/r/${a.code}`);
    expect(a.progress).toMatch(new RegExp(`^${SITE}/r/${a.code}/progress/[A-Za-z0-9_-]{43}$`));
    // Nothing of the address in either link.
    const local = must(a.email.split("@")[0]);
    for (const link of [a.share, a.progress]) expect(link.toLowerCase()).not.toContain(local.toLowerCase());
    expect(kit.customFields.fields.map((field) => field.label).sort()).toEqual(["Referral link", "Referral progress link"]);

    const b = await confirmedReader("Bo");
    expect(b.code).not.toBe(a.code);
    // The fields were looked up and created once, not once per reader.
    expect(kit.requests.filter((request) => request.path === "/v4/custom_fields" && request.method === "POST")).toHaveLength(2);
    expect(kit.requests.filter((request) => request.path.startsWith("/v4/subscribers/") && request.method === "PUT")).toHaveLength(2);
  });

  it("keeps the links waiting in D1 while Kit is down, and writes them once Kit is back", async () => {
    kit.mode = "server-error";
    const email = freshEmail("patient");
    kit.mode = "normal";
    await kit.fetch(
      new Request("https://api.kit.com/v4/subscribers", {
        method: "POST",
        headers: { "X-Kit-Api-Key": FAKE_KIT_KEY, "Content-Type": "application/json" },
        body: JSON.stringify({ email_address: email }),
      }),
    );
    kit.mode = "server-error";
    await confirm(email);
    expect(kit.customFields.fieldsOf(email).referral_link ?? "").toBe("");
    kit.mode = "normal";
    await env.DB.prepare("UPDATE outbox_jobs SET next_at = 0 WHERE done_at IS NULL AND kind LIKE 'referral-%'").run();
    await referralUpkeep(env);
    expect(kit.customFields.fieldsOf(email).referral_link).toMatch(new RegExp(`^${SITE}/r/`));
  });
});

describe("the share page /r/<code>", () => {
  it("names the referrer, carries the code in a hidden field, is noindex and never kept in a shared cache", async () => {
    const a = await confirmedReader("Ada");
    const response = await get(`/r/${a.code}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const html = await response.text();
    expect(html).toContain("Recommended to you by Ada");
    expect(html).toContain(`name="ref" value="${a.code}"`);
    expect(html).toMatch(/<meta name="robots" content="noindex/);
  });

  it(`says 'a reader of ${NEWSLETTER}' when Kit has no first name`, async () => {
    const a = await confirmedReader(null);
    const html = await (await get(`/r/${a.code}`)).text();
    expect(html).toContain(`Recommended to you by a reader of ${NEWSLETTER}`);
  });

  it("shows the plain landing for a made-up code, a code with markup, and a revoked code", async () => {
    const a = await confirmedReader("Ada");
    await kit.webhooks.emit([event("subscriber.unsubscribed", a.email)], post);
    for (const path of [`/r/zzzzzzzzzz`, `/r/${encodeURIComponent("<script>alert(1)</script>")}`, `/r/%22%3E%3Cimg%20src=x%3E`, `/r/${a.code}`]) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      const html = await response.text();
      expect(html, path).not.toContain("Recommended to you by");
      expect(html, path).not.toContain('name="ref"');
      expect(html, path).not.toContain("<script>alert(1)");
      expect(html, path).not.toContain("<img src=x>");
    }
  });
});

describe("counted only when real", () => {
  it("counts a friend once, on the friend's signed confirmation, and adds the first reward's tag once", async () => {
    const a = await confirmedReader();
    const friend = freshEmail("friend");
    expectStatus(await signUpThrough(a.code, friend)).toBe(200);
    expect((await progressJson(a.progress)).body).toMatchObject({ confirmed: 0, pending: 1 });

    const first = await confirm(friend);
    expect((await progressJson(a.progress)).body).toMatchObject({ confirmed: 1, pending: 0, unlocked: [{ threshold: 1 }], next: { threshold: 3 } });
    expect(tagMembers(firstReward.tag)).toEqual([a.email.toLowerCase()]);

    // Kit's retry of the same delivery, and a second activation of the same address later.
    const [delivery] = kit.webhooks.deliveries([event("subscriber.activated", friend, JSON.parse(first.body).id)]);
    await kit.webhooks.send(endpoint, must(delivery), post);
    await confirm(friend);
    // The same friend through another reader's link afterwards.
    const b = await confirmedReader("Bo");
    await signUpThrough(b.code, friend);
    await confirm(friend);
    expect((await progressJson(a.progress)).body?.confirmed).toBe(1);
    expect((await progressJson(b.progress)).body?.confirmed).toBe(0);
    const tagCalls = kit.requests.filter((request) => request.path === `/v4/tags/${kit.customFields.tagId(firstReward.tag)}/subscribers`);
    expect(tagCalls).toHaveLength(1);
  });

  it("never counts a friend who has not confirmed, nor one Kit refuses", async () => {
    const a = await confirmedReader();
    await signUpThrough(a.code, freshEmail("silent"));
    const refused = await signUpThrough(a.code, "nobody@example.invalid");
    expect(refused.status).toBe(400);
    expect((await progressJson(a.progress)).body).toMatchObject({ confirmed: 0, pending: 1 });
  });

  it("takes the code from a form posted without JavaScript, and sends a failed one back to the share page with its error", async () => {
    const a = await confirmedReader("Ada");
    const friend = freshEmail("nojs");
    const posted = await postForm(
      { email: friend, ref: a.code, source: `/r/${a.code}`, form: "hero-signup" },
      { env, headers: { Referer: `${SITE}/r/${a.code}` } },
    );
    expectStatus(posted).toBe(303);
    await confirm(friend);
    expect((await progressJson(a.progress)).body).toMatchObject({ confirmed: 1 });

    const failed = await postForm(
      { email: "not-an-address", ref: a.code, source: `/r/${a.code}`, form: "hero-signup" },
      { env, headers: { Referer: `${SITE}/r/${a.code}` } },
    );
    const back = new URL(failed.headers.get("Location") ?? "", SITE);
    expect(back.pathname).toBe(`/r/${a.code}`);
    const html = await (await get(back.pathname + back.search)).text();
    expect(html).toContain("Recommended to you by Ada");
    expect(html).toContain(signupAlerts.INVALID_EMAIL);
    expect(await (await get(`/r/${a.code}`)).text()).not.toContain(signupAlerts.INVALID_EMAIL);
  });

  it("never counts a referrer referring themselves, by address or from their own visitor that day", async () => {
    const a = await confirmedReader();
    // Their own address through their own link.
    await signUpThrough(a.code, a.email.toUpperCase());
    await confirm(a.email);
    // A second address, from the same visitor (address and browser) that opened the progress page today.
    const ip = freshClientIp();
    const ua = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148";
    expect(
      (await call(new URL(a.progress).pathname, null, { env, method: "GET", contentType: null, clientIp: ip, headers: { "User-Agent": ua } })).status,
    ).toBe(200);
    const other = freshEmail("alias");
    expectStatus(await postJson({ email: other, ref: a.code }, { env, clientIp: ip, headers: { "User-Agent": ua } })).toBe(200);
    await confirm(other);
    expect((await progressJson(a.progress)).body).toMatchObject({ confirmed: 0 });
    expect(tagMembers(firstReward.tag)).toEqual([]);
  });

  it("never counts the referrer's own mailbox under other spellings, from other addresses: a@x.com refers a+1@x.com and a+2@x.com", async () => {
    const a = await confirmedReader();
    const [local, domain] = a.email.split("@") as [string, string];
    for (const alias of [`${local}+1@${domain}`, `${local}+2@${domain}`]) {
      expectStatus(await signUpThrough(a.code, alias)).toBe(200);
      await confirm(alias);
    }
    expect((await progressJson(a.progress)).body).toMatchObject({ confirmed: 0 });
    expect(tagMembers(firstReward.tag)).toEqual([]);
  });

  it("never counts Gmail's other spellings of the referrer: a.b@gmail.com refers ab@googlemail.com", async () => {
    const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
    const a = await confirmedReader("Ada", `a.b.${suffix}@gmail.com`);
    const alias = `ab${suffix}@googlemail.com`;
    expectStatus(await signUpThrough(a.code, alias)).toBe(200);
    await confirm(alias);
    expect((await progressJson(a.progress)).body).toMatchObject({ confirmed: 0 });
  });

  it("never counts a friend whose mailbox was already a subscriber, nor one mailbox twice under two spellings", async () => {
    const a = await confirmedReader();
    const earlier = await confirmedReader("Bo");
    const [local, domain] = earlier.email.split("@") as [string, string];
    // An existing subscriber, as typed and under a plus-tag.
    for (const spelling of [earlier.email, `${local}+ref@${domain}`]) {
      expectStatus(await signUpThrough(a.code, spelling)).toBe(200);
      await confirm(spelling);
    }
    expect((await progressJson(a.progress)).body).toMatchObject({ confirmed: 0, pending: 0 });
    // A new friend counts once, whichever spellings they sign up with.
    const friend = freshEmail("friend");
    const [fLocal, fDomain] = friend.split("@") as [string, string];
    for (const spelling of [friend, `${fLocal}+again@${fDomain}`]) expectStatus(await signUpThrough(a.code, spelling)).toBe(200);
    await confirm(friend);
    await confirm(`${fLocal}+again@${fDomain}`);
    expect((await progressJson(a.progress)).body).toMatchObject({ confirmed: 1, pending: 0 });
  });

  it("knows the mailbox of a code made before mailboxes once the cron has filled it in", async () => {
    const a = await confirmedReader();
    const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
    await env.DB.prepare("INSERT INTO referral_codes (code, email, email_hash, created_at) VALUES (?1, ?2, 'old', 0)")
      .bind(`old${suffix}`.slice(0, 10), `old${suffix}+news@example.com`)
      .run();
    await referralUpkeep(env);
    expectStatus(await signUpThrough(a.code, `old${suffix}@example.com`)).toBe(200);
    expect((await progressJson(a.progress)).body).toMatchObject({ pending: 0 });
  });

  it("bounds fifty friends from one address in a minute by the signup limits, and flags them for the owner", async () => {
    const a = await confirmedReader();
    const ip = freshClientIp();
    const answers = [];
    for (let n = 0; n < 50; n++) answers.push((await signUpThrough(a.code, freshEmail(`crowd${n}`), ip)).status);
    // Without Turnstile's word, one client gets 5 signups in 10 minutes (worker/api/subscribe/limits.ts).
    expect(answers.filter((status) => status === 200)).toHaveLength(5);
    expect(answers.filter((status) => status === 429)).toHaveLength(45);
    expect((await progressJson(a.progress)).body).toMatchObject({ pending: 5 });
    const { referralReport } = await import("../../../worker/referrals");
    const today = new Date().toISOString().slice(0, 10);
    const report = await referralReport(env.DB, today, today);
    expect(report.flags).toContainEqual({ kind: "many-from-one-visitor", code: a.code, friends: 5 });
  });

  it("cancels a referral when the friend unsubscribes within the hold period, and counts it after", async () => {
    env = { ...env, REFERRAL_HOLD_DAYS: "14" };
    const a = await confirmedReader();
    const [leaver, stayer] = [freshEmail("leaver"), freshEmail("stayer")];
    await signUpThrough(a.code, leaver);
    await signUpThrough(a.code, stayer);
    await confirm(leaver);
    await confirm(stayer);
    expect((await progressJson(a.progress)).body).toMatchObject({ confirmed: 0, pending: 2 });
    await kit.webhooks.emit([event("subscriber.unsubscribed", leaver)], post);
    // The hold ends (moved into the past here), and the cron grants what is due.
    await env.DB.prepare("UPDATE referrals SET counts_at = counts_at - 15 * 86400 WHERE code = ?1 AND status = 'confirmed'").bind(a.code).run();
    await referralUpkeep(env);
    expect((await progressJson(a.progress)).body).toMatchObject({ confirmed: 1, pending: 0 });
    expect(tagMembers(firstReward.tag)).toEqual([a.email.toLowerCase()]);
  });
});

describe("rewards through Kit", () => {
  it("adds a reward's tag once Kit is back when Kit was down as it became due, and never twice", async () => {
    const a = await confirmedReader();
    const friend = freshEmail("friend");
    await signUpThrough(a.code, friend);
    kit.mode = "server-error";
    await confirm(friend);
    expect((await progressJson(a.progress)).body?.confirmed).toBe(1);
    expect(kit.customFields.tagId(firstReward.tag)).toBeUndefined();
    const job = await env.DB.prepare("SELECT attempts, done_at FROM outbox_jobs WHERE id = ?1")
      .bind(`referral-reward:${a.code}:1`)
      .first<{ attempts: number; done_at: number | null }>();
    expect(job).toMatchObject({ attempts: 1, done_at: null });

    kit.mode = "normal";
    await env.DB.prepare("UPDATE outbox_jobs SET next_at = 0 WHERE done_at IS NULL AND kind LIKE 'referral-%'").run();
    await referralUpkeep(env);
    await referralUpkeep(env);
    expect(tagMembers(firstReward.tag)).toEqual([a.email.toLowerCase()]);
    const tagged = kit.requests.filter((request) => request.path === `/v4/tags/${kit.customFields.tagId(firstReward.tag)}/subscribers` && request.status < 300);
    expect(tagged).toHaveLength(1);
  });
});

describe("the progress page", () => {
  it("shows the count, the next reward, the share link and the ready texts", async () => {
    const a = await confirmedReader();
    const response = await get(new URL(a.progress).pathname);
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const html = await response.text();
    expect(html).toContain('data-confirmed="0"');
    expect(html).toContain("An unreleased checklist, at 1 (1 to go)");
    expect(html).toContain(a.share);
    for (const label of ["Email", "X", "LinkedIn", "YouTube community post"]) expect(html).toContain(`>${label}</label>`);
  });

  it("writes at most one row per code an hour: 60 opens with 60 browsers write nothing more", async () => {
    const a = await confirmedReader();
    const rows = async () =>
      must(await env.DB.prepare("SELECT COUNT(*) AS n FROM referral_owner_visits WHERE code = ?1").bind(a.code).first<{ n: number }>()).n;
    const path = new URL(a.progress).pathname;
    expect(
      (await call(path, null, { env, method: "GET", contentType: null, clientIp: freshClientIp(), headers: { "User-Agent": "the referrer's own browser" } }))
        .status,
    ).toBe(200);
    expect(await rows()).toBe(1);
    for (let n = 0; n < 60; n++) {
      const opened = await call(path, null, {
        env,
        method: "GET",
        contentType: null,
        clientIp: freshClientIp(),
        headers: { "User-Agent": `Mozilla/5.0 (flood ${n})`, Accept: "application/json" },
      });
      expectStatus(opened).toBe(200);
    }
    expect(await rows()).toBe(1);
  });

  it("answers a wrong or altered signature, or another code's, with a plain 404", async () => {
    const a = await confirmedReader();
    const b = await confirmedReader("Bo");
    const signature = must(a.progress.split("/").pop());
    // The first character: the last one of 43 base64url characters carries two padding bits, so changing it may not change the bytes.
    const altered = (signature.startsWith("A") ? "B" : "A") + signature.slice(1);
    for (const path of [
      `/r/${a.code}/progress/${altered}`,
      `/r/${b.code}/progress/${signature}`,
      `/r/${a.code}/progress/nope`,
      `/r/${a.code}/progress/${"A".repeat(43)}`,
    ]) {
      expect((await get(path)).status, path).toBe(404);
      expect((await progressJson(`${SITE}${path}`)).response.status, path).toBe(404);
    }
  });
});

describe("the owner's view on /internal/stats", () => {
  it("shows referrals as a source, the top referrers with the address behind a click, and the flags", async () => {
    const a = await confirmedReader("Ada");
    const b = await confirmedReader("Bo");
    const [one, two, throwaway, silent] = [freshEmail("one"), freshEmail("two"), `drop${Date.now()}@mailinator.com`, freshEmail("silent")];
    for (const friend of [one, two, throwaway]) await signUpThrough(a.code, friend);
    await signUpThrough(b.code, silent);
    for (const friend of [one, two]) await confirm(friend);
    await env.DB.prepare("UPDATE referrals SET signed_up_at = signed_up_at - 5 * 86400 WHERE code = ?1").bind(b.code).run();

    const owner = { ...env, ENVIRONMENT: "development" };
    const response = await call("/internal/stats?days=7", null, { env: owner, method: "GET", contentType: null });
    expectStatus(response).toBe(200);
    const html = await response.text();
    const section = html.slice(html.indexOf('id="referrals"'));
    expect(section).toContain("<details><summary>Ada</summary>");
    expect(section).toContain(a.email);
    expect(section.indexOf(a.email)).toBeGreaterThan(section.indexOf("<summary>Ada</summary>"));
    expect(section).toContain(`1 friend(s) of ${a.code} used a throwaway domain`);
    expect(section).toContain(`1 friend(s) of ${b.code} signed up more than 3 days ago and never confirmed`);
    // Every rate shown is within 0 to 100 %.
    for (const [, value] of section.matchAll(/(\d+(?:\.\d)?)%/g)) expect(Number(value)).toBeLessThanOrEqual(100);
  });
});

void testEnv;
