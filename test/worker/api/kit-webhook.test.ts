import { env as testEnv } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { StatsJson } from "../../../src/stats/contract";
import type { Env } from "../../../worker/config";
import { FakeKit, FAKE_KIT_KEY } from "../../fakes/fake-kit";
import type { FakeDeliveryEvent, FakeWebhookEndpoint } from "../../fakes/fake-kit-webhooks";
import { personUserAgent, SITE, siteClient } from "../support/site-client";
import { must } from "../../../src/must.ts";
import { expectStatus } from "../../support/refusal";
import { keepRefusal } from "../../support/refusal";

const today = () => new Date().toISOString().slice(0, 10);
const ENDPOINT_URL = `${SITE}/api/kit-webhook`;
/** Each signup its own visitor (the signup limits count per address). */
let visitors = 0;

/** Kit's side: the fake Kit, with an endpoint registered through its API as the owner does (docs/stats.md). */
async function kitWithEndpoint(): Promise<{ kit: FakeKit; endpoint: FakeWebhookEndpoint; secret: string }> {
  const kit = new FakeKit();
  const response = await kit.fetch(
    new Request("https://api.kit.com/v4/webhook_endpoints", {
      method: "POST",
      headers: { "X-Kit-Api-Key": FAKE_KIT_KEY, "Content-Type": "application/json" },
      body: JSON.stringify({ url: ENDPOINT_URL, events: ["subscriber.activated", "subscriber.unsubscribed"], name: "Sample site" }),
    }),
  );
  expect(response.status).toBe(201);
  const { webhook_endpoint } = (await response.json()) as { webhook_endpoint: { secret: string } };
  return { kit, endpoint: must(kit.webhooks.endpoints[0]), secret: webhook_endpoint.secret };
}

function site(secret: string, overrides: Partial<Env> = {}) {
  const env: Env = { ...(testEnv as unknown as Env), SITE_URL: SITE, ENVIRONMENT: "development", KIT_WEBHOOK_SECRET: secret, ...overrides };
  const send = siteClient(env);
  /** What Kit's POST reaches: the whole app. */
  const post = async (request: Request) => {
    const { response, text } = await send(new URL(request.url).pathname, { method: "POST", headers: request.headers, body: await request.text() });
    return keepRefusal(new Response(text, { status: response.status, headers: response.headers }));
  };
  const source = `kw${crypto.randomUUID().slice(0, 8)}`;
  async function signups(emails: string[]) {
    await Promise.all(emails.map((email) => signup(email, visitors++)));
  }
  async function signup(email: string, n: number) {
    {
      const answer = await send("/api/subscribe", {
        method: "POST",
        headers: {
          Origin: SITE,
          "Sec-Fetch-Site": "same-origin",
          "Content-Type": "application/json",
          "CF-Connecting-IP": `198.18.${100 + Math.floor(n / 250)}.${(n % 250) + 1}`,
          "User-Agent": personUserAgent(n),
        },
        body: JSON.stringify({ email, referrer: `${SITE}/resources?utm_source=${source}` }),
      });
      expectStatus(answer).toBe(200);
    }
  }
  async function confirmed(): Promise<number> {
    const { response, text } = await send(`/internal/stats.json?from=${today()}&to=${today()}`);
    expectStatus({ response, text }).toBe(200);
    return (JSON.parse(text) as StatsJson).sources.find((row) => row.source === source)?.confirmed ?? 0;
  }
  return { env, send, post, signups, confirmed, email: (n: number) => `reader-${source}-${n}@example.org` };
}

const activated = (kit: FakeKit, email: string, id?: string): FakeDeliveryEvent => kit.webhooks.subscriberEvent("subscriber.activated", email, id);

afterEach(() => {
  vi.restoreAllMocks();
});

describe("Kit's signed webhook endpoint, POST /api/kit-webhook", () => {
  it("counts a signed subscriber.activated once, and a retried delivery or a replayed event id not again", async () => {
    const { kit, endpoint, secret } = await kitWithEndpoint();
    const me = site(secret);
    await me.signups([me.email(0)]);
    const event = activated(kit, me.email(0).toUpperCase());
    const [first] = await kit.webhooks.emit([event], me.post);
    expect(first).toMatchObject({ status: 200 });
    expect(JSON.parse(must(first).body)).toMatchObject({ success: true, events: 1, counted: 1, duplicates: 0 });
    expect(await me.confirmed()).toBe(1);

    // The same delivery again (as Kit retries it), and the same event id in a new delivery.
    const [delivery] = kit.webhooks.deliveries([event]);
    const again = await kit.webhooks.send(endpoint, { ...must(delivery), delivery_id: 1 }, me.post);
    const replayed = await kit.webhooks.send(endpoint, must(delivery), me.post);
    for (const attempt of [again, replayed]) {
      expectStatus(attempt).toBe(200);
      expect(JSON.parse(attempt.body)).toMatchObject({ counted: 0, duplicates: 1 });
    }
    expect(await me.confirmed()).toBe(1);
  });

  it("lets one of two deliveries of the same event at once through, never both", async () => {
    const { kit, endpoint, secret } = await kitWithEndpoint();
    const me = site(secret);
    await me.signups([me.email(0)]);
    const event = activated(kit, me.email(0));
    const [a, b] = [must(kit.webhooks.deliveries([event])[0]), must(kit.webhooks.deliveries([event])[0])];
    const attempts = await Promise.all([kit.webhooks.send(endpoint, a, me.post), kit.webhooks.send(endpoint, b, me.post)]);
    expect(attempts.map((attempt) => attempt.status)).toEqual([200, 200]);
    expect(attempts.map((attempt) => JSON.parse(attempt.body).duplicates).sort()).toEqual([0, 1]);
    expect(await me.confirmed()).toBe(1);
  });

  it("refuses a bad, tampered, missing or stale signature with 401 and counts nothing", async () => {
    const { kit, endpoint, secret } = await kitWithEndpoint();
    const me = site(secret);
    await me.signups([me.email(0)]);
    const body = JSON.stringify(kit.webhooks.deliveries([activated(kit, me.email(0))])[0]);
    const post = (headers: Record<string, string>, text = body) =>
      me.send("/api/kit-webhook", { method: "POST", headers: { "Content-Type": "application/json", ...headers }, body: text });
    const now = Math.floor(Date.now() / 1000);
    const wrongSecret = { ...endpoint, secrets: ["not-the-secret"] };
    const cases: [string, Record<string, string>, string?][] = [
      ["another secret", { "X-Kit-Signature": await kit.webhooks.signatureHeader(wrongSecret, body) }],
      ["a tampered body", { "X-Kit-Signature": await kit.webhooks.signatureHeader(endpoint, body) }, body.replace("reader-", "Reader-")],
      ["no header", {}],
      ["no v1", { "X-Kit-Signature": `t=${now}` }],
      ["garbage", { "X-Kit-Signature": "v1=zz,t=soon" }],
      ["six minutes old", { "X-Kit-Signature": await kit.webhooks.signatureHeader(endpoint, body, now - 360) }],
      ["six minutes ahead", { "X-Kit-Signature": await kit.webhooks.signatureHeader(endpoint, body, now + 360) }],
    ];
    for (const [what, headers, text] of cases) {
      const { response } = await post(headers, text);
      expect(response.status, what).toBe(401);
    }
    expect(await me.confirmed()).toBe(0);
    // Four minutes old is within Kit's tolerance.
    expectStatus(await post({ "X-Kit-Signature": await kit.webhooks.signatureHeader(endpoint, body, now - 240) })).toBe(200);
    expect(await me.confirmed()).toBe(1);
  });

  it("accepts a header with several v1 entries during a secret rotation, with either secret set here", async () => {
    const { kit, endpoint, secret: oldSecret } = await kitWithEndpoint();
    const newSecret = kit.webhooks.rotateSecret(endpoint);
    for (const [n, secret] of [oldSecret, newSecret].entries()) {
      const me = site(secret);
      await me.signups([me.email(n)]);
      const [attempt] = await kit.webhooks.emit([activated(kit, me.email(n))], me.post);
      expectStatus(must(attempt)).toBe(200);
      expect(await me.confirmed()).toBe(1);
    }
    kit.webhooks.expireOldSecrets(endpoint);
    const stale = site(oldSecret);
    expect(must((await kit.webhooks.emit([activated(kit, stale.email(0))], stale.post))[0]).status).toBe(401);
  });

  it("handles every event of a delivery of 100: counts each signup of this site among them, and none again when Kit sends it again", async () => {
    const { kit, endpoint, secret } = await kitWithEndpoint();
    const me = site(secret);
    const emails = Array.from({ length: 100 }, (_, n) => me.email(n));
    // Every tenth subscriber signed up here; the others came to Kit another way.
    const ours = emails.filter((_, n) => n % 10 === 7);
    await me.signups(ours);
    const [delivery, ...more] = kit.webhooks.deliveries(emails.map((email) => activated(kit, email)));
    expect(more).toEqual([]);
    expect(must(delivery).events).toHaveLength(100);
    const first = await kit.webhooks.send(endpoint, must(delivery), me.post);
    expectStatus(first).toBe(200);
    expect(JSON.parse(first.body)).toMatchObject({ events: 100, counted: ours.length, duplicates: 0 });
    expect(await me.confirmed()).toBe(ours.length);
    const again = await kit.webhooks.send(endpoint, must(delivery), me.post);
    expect(JSON.parse(again.body)).toMatchObject({ events: 100, counted: 0, duplicates: 100 });
    expect(await me.confirmed()).toBe(ours.length);
    // 101 events are not one of Kit's deliveries.
    const tooMany = JSON.stringify({ delivery_id: 1, events: [...must(delivery).events, activated(kit, me.email(100))] });
    expect(
      (
        await me.send("/api/kit-webhook", {
          method: "POST",
          headers: { "X-Kit-Signature": await kit.webhooks.signatureHeader(endpoint, tooMany) },
          body: tooMany,
        })
      ).response.status,
    ).toBe(400);
  });

  it("acknowledges event types the site does not use without storing them", async () => {
    const { kit, endpoint, secret } = await kitWithEndpoint();
    const me = site(secret);
    await me.signups([me.email(0)]);
    // subscriber.unsubscribed has a handler now (the referral programme); a bounce has none.
    const attempt = await kit.webhooks.send(
      endpoint,
      must(kit.webhooks.deliveries([kit.webhooks.subscriberEvent("subscriber.bounced", me.email(0))])[0]),
      me.post,
    );
    expectStatus(must(attempt)).toBe(200);
    expect(JSON.parse(must(attempt).body)).toMatchObject({ events: 1, ignored: 1, counted: 0 });
    expect(await me.confirmed()).toBe(0);
  });

  it("answers 500 when an event could not be counted, and Kit's retry counts it then, once", async () => {
    const { kit, secret } = await kitWithEndpoint();
    const me = site(secret);
    await me.signups([me.email(0), me.email(1)]);
    // KV (where the signup's attribution waits) fails once, for the second address only.
    const kv = me.env.SIGNUPS_KV;
    let failures = 0;
    const flaky = new Proxy(kv, {
      get(target, name) {
        if (name !== "get") return Reflect.get(target, name) as unknown;
        return (key: string, ...rest: unknown[]) => {
          if (failures === 0 && key.startsWith("attribution:") && rest[0] === "json") {
            failures++;
            return Promise.reject(new Error("KV is down"));
          }
          return (target.get as (...args: unknown[]) => unknown)(key, ...rest);
        };
      },
    });
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const broken = site(secret, { SIGNUPS_KV: flaky });
    const [attempt] = await kit.webhooks.emit([activated(kit, me.email(0))], broken.post);
    expect(must(attempt).status).toBe(500);
    expect(kit.webhooks.failed).toHaveLength(1);
    const [retry] = await kit.webhooks.retryFailed(me.post);
    expectStatus(must(retry)).toBe(200);
    expect(JSON.parse(must(retry).body)).toMatchObject({ counted: 1, duplicates: 0 });
    const [again] = await kit.webhooks.retryFailed(me.post);
    expect(again).toBeUndefined();
  });

  it("answers 503 with Retry-After when the event store cannot answer, and counts nothing", async () => {
    const { kit, secret } = await kitWithEndpoint();
    const me = site(secret);
    await me.signups([me.email(0)]);
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const db = new Proxy(me.env.DB, {
      get: (target, name) => (name === "batch" ? () => Promise.reject(new Error("D1 is down")) : (Reflect.get(target, name) as unknown)),
    });
    const down = site(secret, { DB: db });
    const body = JSON.stringify(kit.webhooks.deliveries([activated(kit, me.email(0))])[0]);
    const { response } = await down.send("/api/kit-webhook", {
      method: "POST",
      headers: { "X-Kit-Signature": await kit.webhooks.signatureHeader(must(kit.webhooks.endpoints[0]), body) },
      body,
    });
    expect(response.status).toBe(503);
    expect(response.headers.get("Retry-After")).toBe("60");
    expect(await me.confirmed()).toBe(0);
  });

  it("is closed (404) without KIT_WEBHOOK_SECRET, and has no other path (no secret in a URL)", async () => {
    const closed = site("", {});
    expect((await closed.send("/api/kit-webhook", { method: "POST", body: "{}" })).response.status).toBe(404);
    expect((await closed.send("/api/kit-webhook", { method: "GET" })).response.status).toBe(405);
    const open = site("signing-secret-0123456789");
    const activation = JSON.stringify({ subscriber: { email_address: "someone@example.org", state: "active" } });
    expect(
      (await open.send("/api/kit-webhook/signing-secret-0123456789", { method: "POST", headers: { "Content-Type": "application/json" }, body: activation }))
        .response.status,
    ).toBe(404);
  });
});
