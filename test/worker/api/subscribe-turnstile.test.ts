import { describe, expect, it, vi } from "vitest";
import { signupAlerts } from "../../../src/content/signup";
import { signupLimits } from "../../../worker/api/subscribe";
import type { Env } from "../../../worker/config";
import { TURNSTILE_DUMMY_TOKEN, TURNSTILE_TEST_SECRET_KEYS, TURNSTILE_TEST_SITE_KEYS } from "../../../worker/config";
import { readTallies } from "../../../worker/tallies";
import { mintStandInToken } from "../../../worker/turnstile";
import {
  type FakeKit,
  SITE,
  SITEVERIFY_URL,
  type SiteverifyStandIn,
  TURNSTILE_KEYS,
  call,
  freshClientIp,
  freshEmail,
  kitEnv,
  postForm,
  postJson,
  signupSetUpEachTest,
  type RecordingQueue,
} from "../../fakes/signup-harness";
import { must } from "../../../src/must.ts";
import { expectStatus } from "../../support/refusal";

let kit: FakeKit;
let siteverify: SiteverifyStandIn;
let queue: RecordingQueue;
let env: Env;
signupSetUpEachTest((setUp) => ({ kit, siteverify, queue, env } = setUp), TURNSTILE_KEYS);

const HOST = new URL(SITE).hostname;
const today = () => new Date().toISOString().slice(0, 10);
/** A token the widget gave a person on this site for the signup action. */
const personToken = () => mintStandInToken(HOST, "signup");

async function codeOf(response: Response): Promise<string | undefined> {
  return ((await response.json()) as { code?: string }).code;
}

const signUp = (clientIp: string, token?: string, options: { env?: Env } = {}) =>
  postJson(token === undefined ? { email: freshEmail() } : { email: freshEmail(), "cf-turnstile-response": token }, { env: options.env ?? env, clientIp });

let ipv4Counter = 0;
/**
 * A fresh IPv4 client. The per-client ceiling (60 with tokens) is above an IPv6 /48's 40 an hour
 * (signupLimits.network), so it is proved where there is no /48: an IPv4 address, a conference's NAT.
 */
const freshIpv4 = () => `198.51.${100 + Math.floor(++ipv4Counter / 250)}.${(ipv4Counter % 250) + 1}`;

/** Tests that send a ceiling's worth of signups: slow on a shared machine, not a limit under test. */
const MANY = { timeout: 60_000 };

/** Spends a client's allowance for signups without a token (5), each accepted. */
async function spendAllowance(clientIp: string, environment = env) {
  for (let i = 0; i < 5; i++) expectStatus(await signUp(clientIp, undefined, { env: environment })).toBe(200);
}

describe("POST /api/subscribe with Turnstile: signups without a valid token", () => {
  it("takes 5 from one client, then asks for the challenge: 429 CHALLENGE_REQUIRED with Retry-After, not RATE_LIMITED", async () => {
    const clientIp = freshClientIp();
    await spendAllowance(clientIp);
    const asked = await signUp(clientIp);
    expect(asked.status).toBe(429);
    expect(Number(asked.headers.get("Retry-After"))).toBeGreaterThan(500);
    expect(await asked.json()).toMatchObject({ success: false, code: "CHALLENGE_REQUIRED", error: signupAlerts.CHALLENGE_REQUIRED });
    expect(siteverify.calls).toHaveLength(0);
  });

  it("of thirty scripted JSON posts from one address without a token, sent at once, no more than 5 are accepted", async () => {
    const clientIp = freshClientIp();
    const answers = await Promise.all(Array.from({ length: 30 }, () => signUp(clientIp)));
    expect(answers.filter((response) => response.status === 200)).toHaveLength(5);
    const codes = await Promise.all(answers.filter((response) => response.status !== 200).map(codeOf));
    expect(codes).toEqual(Array(25).fill("CHALLENGE_REQUIRED"));
    expect(kit.incentiveEmails + queue.sent.length).toBe(5);
  });

  it("of thirty scripted posts with made-up tokens, no more than 5 are accepted", async () => {
    const clientIp = freshClientIp();
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => signUp(clientIp, `made-up-token-${i}`)));
    expect(answers.filter((response) => response.status === 200)).toHaveLength(5);
    expect(siteverify.calls).toHaveLength(30);
  });

  it("a form post without JavaScript past the allowance goes back to its form with CHALLENGE_REQUIRED, which the form shows", async () => {
    const clientIp = freshClientIp();
    await spendAllowance(clientIp);
    const response = await postForm({ email: freshEmail(), source: "/newsletter", form: "closing-signup" }, { env, clientIp });
    expectStatus(response).toBe(303);
    expect(response.headers.get("Location")).toBe("/newsletter?signup_error=CHALLENGE_REQUIRED%3Aclosing-signup#closing-signup");
    const page = await call("/newsletter?signup_error=CHALLENGE_REQUIRED:closing-signup", null, { env, method: "GET", contentType: null });
    expect(await page.text()).toContain(signupAlerts.CHALLENGE_REQUIRED.replaceAll("'", "&#x27;"));
  });
});

describe("POST /api/subscribe with Turnstile: signups with a valid token", () => {
  it("lets one client past the allowance with tokens, up to the ceiling of 60 in the window, then RATE_LIMITED", MANY, async () => {
    const clientIp = freshIpv4();
    await spendAllowance(clientIp);
    expect(await codeOf(await signUp(clientIp))).toBe("CHALLENGE_REQUIRED");
    for (let i = 0; i < 60; i++) expectStatus(await signUp(clientIp, personToken())).toBe(200);
    const over = await signUp(clientIp, personToken());
    expect(over.status).toBe(429);
    expect(await codeOf(over)).toBe("RATE_LIMITED");
  });

  it("a room with tokens behind one IPv6 /48 is let in up to the network's 40 an hour, then RATE_LIMITED with the words a person reads", MANY, async () => {
    const network = freshClientIp().replace(/::1$/, "");
    for (let i = 0; i < signupLimits.network.max; i++) expectStatus(await signUp(`${network}:${(i % 3) + 1}::1`, personToken())).toBe(200);
    const over = await signUp(`${network}:9::1`, personToken());
    expect(over.status).toBe(429);
    expect(Number(over.headers.get("Retry-After"))).toBeGreaterThan(3000);
    expect(await over.json()).toMatchObject({ success: false, code: "RATE_LIMITED", error: signupAlerts.RATE_LIMITED });
    expect(kit.incentiveEmails + queue.sent.length).toBe(signupLimits.network.max);
  });

  it("sends Siteverify the secret, the token and the visitor's address (remoteip)", async () => {
    const clientIp = freshClientIp();
    const token = personToken();
    expectStatus(await signUp(clientIp, token)).toBe(200);
    expect(siteverify.calls).toEqual([
      { secret: TURNSTILE_KEYS.TURNSTILE_SECRET_KEY, response: token, remoteip: clientIp, idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/) },
    ]);
  });

  const nones: { name: string; token: () => string; env?: Partial<Env>; errorCode?: string }[] = [
    { name: "a token already spent (timeout-or-duplicate)", token: () => "spent", errorCode: "timeout-or-duplicate" },
    { name: "a token Siteverify does not know (invalid-input-response)", token: () => "not-a-token", errorCode: "invalid-input-response" },
    { name: "Cloudflare's dummy token with a real secret (invalid-input-response)", token: () => TURNSTILE_DUMMY_TOKEN, errorCode: "invalid-input-response" },
    {
      name: "any token with the 'token already spent' test secret",
      token: personToken,
      env: { TURNSTILE_SECRET_KEY: TURNSTILE_TEST_SECRET_KEYS.spent },
      errorCode: "timeout-or-duplicate",
    },
    {
      name: "any token with the 'always fails' test secret",
      token: personToken,
      env: { TURNSTILE_SECRET_KEY: TURNSTILE_TEST_SECRET_KEYS.fail },
      errorCode: "invalid-input-response",
    },
    { name: "a token issued on another hostname", token: () => mintStandInToken("evil.example", "signup") },
    { name: "a token issued for another action", token: () => mintStandInToken(HOST, "login") },
    {
      name: "the dummy token with the 'always passes' test secret (Siteverify names example.com)",
      token: () => TURNSTILE_DUMMY_TOKEN,
      env: { TURNSTILE_SECRET_KEY: TURNSTILE_TEST_SECRET_KEYS.pass },
    },
  ];
  it.each(nones)("counts $name as none: against the allowance, then CHALLENGE_REQUIRED", async ({ token, env: overrides, errorCode }) => {
    const environment = kitEnv(queue, { ...TURNSTILE_KEYS, ...overrides });
    const clientIp = freshClientIp();
    let value = token();
    if (value === "spent") {
      value = personToken();
      expectStatus(await signUp(freshClientIp(), value, { env: environment })).toBe(200);
    }
    const warn = vi.spyOn(console, "warn");
    // Five such signups are taken, as five without a token would be; the sixth is asked for the challenge.
    for (let i = 0; i < 5; i++) expectStatus(await signUp(clientIp, value, { env: environment })).toBe(200);
    expect(await codeOf(await signUp(clientIp, value, { env: environment }))).toBe("CHALLENGE_REQUIRED");
    expect(warn.mock.calls.some(([line]) => String(line).includes("counts as none") && (!errorCode || String(line).includes(errorCode)))).toBe(true);
  });
});

describe("POST /api/subscribe with Turnstile: when Siteverify is down", () => {
  it.each(["network", "server-error"] as const)("%s: takes the token as valid, counted against the ceiling (60 of 61 at once)", MANY, async (fault) => {
    const clientIp = freshIpv4();
    await spendAllowance(clientIp);
    siteverify.fault = fault;
    const warn = vi.spyOn(console, "warn");
    const answers = await Promise.all(Array.from({ length: 61 }, () => signUp(clientIp, personToken())));
    expect(answers.filter((response) => response.status === 200)).toHaveLength(60);
    const refused = answers.filter((response) => response.status !== 200);
    expect(await Promise.all(refused.map(codeOf))).toEqual(["RATE_LIMITED"]);
    expect(warn.mock.calls.some(([line]) => String(line).includes("Siteverify") && String(line).includes("taken as valid"))).toBe(true);
  });

  it("retries an unanswered Siteverify with the same idempotency key: a token spent by a call whose answer was lost still passes", async () => {
    const clientIp = freshClientIp();
    await spendAllowance(clientIp);
    const before = await readTallies(env.DB, today(), today());
    // The first call checks and spends the token, then the connection drops; the second gets a 502.
    siteverify.failNext = ["lost-answer", "server-error"];
    const response = await signUp(clientIp, personToken());
    expectStatus(response).toBe(200);
    expect(siteverify.calls).toHaveLength(3);
    expect(must(siteverify.calls[0]).idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(siteverify.calls.map((call) => call.idempotencyKey))).toEqual(new Set([must(siteverify.calls[0]).idempotencyKey]));
    // Siteverify answered in the end: a person, counted as verified, not as an outage.
    expect((await readTallies(env.DB, today(), today()))["signup-unverified"]).toBe(before["signup-unverified"]);
    // Each signup's calls carry their own key.
    siteverify.failNext = ["internal-error"];
    expectStatus(await signUp(freshClientIp(), personToken())).toBe(200);
    expect(siteverify.calls).toHaveLength(5);
    expect(must(siteverify.calls[4]).idempotencyKey).toBe(must(siteverify.calls[3]).idempotencyKey);
    expect(must(siteverify.calls[4]).idempotencyKey).not.toBe(must(siteverify.calls[0]).idempotencyKey);
  });

  it("when Siteverify cannot answer three times, takes the signup on the per-client ceiling alone, logs it and counts it for the owner", async () => {
    const clientIp = freshClientIp();
    await spendAllowance(clientIp);
    const before = await readTallies(env.DB, today(), today());
    siteverify.failNext = ["network", "internal-error", "server-error"];
    const warn = vi.spyOn(console, "warn");
    const response = await signUp(clientIp, personToken());
    expectStatus(response).toBe(200);
    expect(siteverify.calls).toHaveLength(2); // the network fault never reached it
    expect(warn.mock.calls.filter(([line]) => String(line).includes("asking again with the same idempotency key"))).toHaveLength(2);
    expect(warn.mock.calls.some(([line]) => String(line).includes("Turnstile unavailable") && String(line).includes("3 times"))).toBe(true);
    await vi.waitFor(async () => expect((await readTallies(env.DB, today(), today()))["signup-unverified"]).toBe(before["signup-unverified"] + 1));
    // A token Siteverify refuses outright is not helped: the allowance is spent, the challenge is asked for.
    siteverify.failNext = ["refuse"];
    expect(await codeOf(await signUp(clientIp, personToken()))).toBe("CHALLENGE_REQUIRED");
  });

  it("a signup without a token is not helped by the outage: it still counts against the allowance", async () => {
    const clientIp = freshClientIp();
    siteverify.fault = "network";
    await spendAllowance(clientIp);
    expect(await codeOf(await signUp(clientIp))).toBe("CHALLENGE_REQUIRED");
  });
});

describe("POST /api/subscribe without Turnstile's keys in production", () => {
  it("behaves as before: 5 per client, then RATE_LIMITED; and says so in the log once, not per request", async () => {
    const environment = kitEnv(queue);
    const warn = vi.spyOn(console, "warn");
    const clientIp = freshClientIp();
    await spendAllowance(clientIp, environment);
    const refused = await signUp(clientIp, personToken(), { env: environment });
    expect(refused.status).toBe(429);
    expect(await codeOf(refused)).toBe("RATE_LIMITED");
    expect(await codeOf(await signUp(clientIp, undefined, { env: environment }))).toBe("RATE_LIMITED");
    expect(warn.mock.calls.filter(([line]) => String(line).includes("Turnstile is off"))).toHaveLength(1);
    expect(siteverify.calls).toHaveLength(0);
  });

  it("with only one of the two keys, Turnstile stays off and the log names the missing one", async () => {
    const warn = vi.spyOn(console, "warn");
    const environment = kitEnv(queue, { TURNSTILE_SITE_KEY: TURNSTILE_KEYS.TURNSTILE_SITE_KEY });
    expectStatus(await signUp(freshClientIp(), personToken(), { env: environment })).toBe(200);
    expect(warn.mock.calls.filter(([line]) => String(line).includes("Turnstile is off (TURNSTILE_SECRET_KEY is not set)"))).toHaveLength(1);
  });
});

describe("Turnstile in development without keys (npm start)", () => {
  const devEnv = () => kitEnv(queue, { ENVIRONMENT: "development" });

  it("uses the in-process Siteverify stand-in: a stand-in token passes once, for this host only", async () => {
    const environment = devEnv();
    const clientIp = freshClientIp();
    await spendAllowance(clientIp, environment);
    expect(await codeOf(await signUp(clientIp, undefined, { env: environment }))).toBe("CHALLENGE_REQUIRED");
    const token = personToken();
    expectStatus(await signUp(clientIp, token, { env: environment })).toBe(200);
    expect(await codeOf(await signUp(clientIp, token, { env: environment }))).toBe("CHALLENGE_REQUIRED");
    expect(await codeOf(await signUp(clientIp, mintStandInToken("elsewhere.test", "signup"), { env: environment }))).toBe("CHALLENGE_REQUIRED");
    // Nothing went out to a network.
    expect(siteverify.calls).toHaveLength(0);
  });

  it("serves the widget stand-in for a test site key, and never for a real key or without keys in production", async () => {
    const get = (environment: Env) => call("/__turnstile/api.js", null, { env: environment, method: "GET", contentType: null });
    const served = await get(devEnv());
    expect(served.status).toBe(200);
    expect(served.headers.get("Content-Type")).toMatch(/^text\/javascript/);
    expect(await served.text()).toContain("window.turnstile");
    expect((await get(kitEnv(queue, { ...TURNSTILE_KEYS, TURNSTILE_SITE_KEY: TURNSTILE_TEST_SITE_KEYS.interactive }))).status).toBe(200);
    expect((await get(kitEnv(queue, TURNSTILE_KEYS))).status).toBe(404);
    expect((await get(kitEnv(queue))).status).toBe(404);
  });
});

it("the workerd tests' Siteverify stand-in sits at TURNSTILE_SITEVERIFY_URL", () => {
  expect(env.TURNSTILE_SITEVERIFY_URL).toBe(SITEVERIFY_URL);
});
