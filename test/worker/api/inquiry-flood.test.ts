import { env as testEnv } from "cloudflare:test";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { inquiryForm } from "../../../src/content/inquiry";
import type { Env } from "../../../worker/config";
import { devOutbox } from "../../../worker/inquiries";
import { mintStandInToken, SiteverifyStandIn } from "../../../worker/turnstile";
import { callWorker, inquiryRequest, migrateInquiries, resetOwnerInbox, rowsWhere, uniqueOrganiser, validInquiry } from "../../fakes/inquiry-harness";
import { SITEVERIFY_URL, TURNSTILE_KEYS } from "../../fakes/signup-harness";
import { must } from "../../../src/must.ts";
import { expectStatus } from "../../support/refusal";

beforeAll(() => migrateInquiries());

let siteverify: SiteverifyStandIn;
/** The test bindings with Turnstile on, Siteverify answered by the stand-in. */
let env: Env;
beforeEach(async () => {
  await resetOwnerInbox();
  devOutbox.sent.length = 0;
  siteverify = new SiteverifyStandIn(TURNSTILE_KEYS.TURNSTILE_SECRET_KEY);
  env = { ...(testEnv as Env), ...TURNSTILE_KEYS };
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input as RequestInfo, init);
    return request.url === SITEVERIFY_URL ? siteverify.fetch(request) : realFetch(request);
  });
});
afterEach(() => vi.restoreAllMocks());

let network = 0;
/** A client of its own: an IPv6 /64 in a /48 of its own. */
const freshIpv6 = () => `2001:db8:${(++network).toString(16)}:1::1`;
const personToken = () => mintStandInToken("www.example.com", "inquiry");
const uniqueName = uniqueOrganiser;
const withToken = (fields: Record<string, unknown>, token: string) => ({ ...fields, "cf-turnstile-response": token });

describe("POST /api/inquiry under a flood", () => {
  it("takes 2 an hour from a client without a token, then asks for the check (CHALLENGE_REQUIRED); with a person's token it goes through", async () => {
    const ip = freshIpv6();
    for (let i = 0; i < 2; i++) expectStatus(await callWorker(inquiryRequest(validInquiry(), { ip }), env)).toBe(200);
    const name = uniqueName();
    const asked = await callWorker(inquiryRequest(validInquiry({ name }), { ip }), env);
    expect(asked.status).toBe(429);
    expect(await asked.json()).toMatchObject({ success: false, code: "CHALLENGE_REQUIRED", error: inquiryForm.challengeRequired });
    expect(await rowsWhere("name", name)).toEqual([]);
    expect(siteverify.calls).toHaveLength(0);

    const passed = await callWorker(inquiryRequest(withToken(validInquiry({ name }), personToken()), { ip }), env);
    expectStatus(passed).toBe(200);
    expect(await rowsWhere("name", name)).toHaveLength(1);
    // A token for the signup form's action is not a token for this one.
    const wrongAction = await callWorker(inquiryRequest(withToken(validInquiry(), mintStandInToken("www.example.com", "signup")), { ip }), env);
    expect(await wrongAction.json()).toMatchObject({ code: "CHALLENGE_REQUIRED" });
  });

  it("without JavaScript past the allowance: the form again with every answer kept, the reason, and the answers offered by email", async () => {
    const ip = freshIpv6();
    for (let i = 0; i < 2; i++) expectStatus(await callWorker(inquiryRequest(validInquiry(), { ip, kind: "form" }), env)).toBe(303);
    const response = await callWorker(
      inquiryRequest(validInquiry({ name: "Noor NoScript", eventName: "Quiet Summit", message: "Ten & more" }), { ip, kind: "form" }),
      env,
    );
    expect(response.status).toBe(429);
    expect(response.headers.get("Content-Type")).toContain("text/html");
    const html = await response.text();
    expect(html).toContain('value="Noor NoScript"');
    expect(html).toContain("Ten &amp; more");
    expect(html).toContain("that check needs JavaScript");
    const mailto = /href="(mailto:[^"]+)"[^>]*>Send these answers by email instead</.exec(html)?.[1];
    expect(mailto).toBeDefined();
    const body = new URL(must(mailto).replaceAll("&amp;", "&")).searchParams;
    expect(body.get("subject")).toBe("Speaking inquiry: Quiet Summit");
    expect(body.get("body")).toContain("Your name: Noor NoScript");
    expect(body.get("body")).toContain("Anything else I should know?: Ten & more");
  });

  it("fails closed when Siteverify cannot answer: 503 UNAVAILABLE, the message says to send again, nothing stored", async () => {
    siteverify.fault = "network";
    const name = uniqueName();
    const response = await callWorker(inquiryRequest(withToken(validInquiry({ name }), personToken()), { ip: freshIpv6() }), env);
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ success: false, code: "UNAVAILABLE", error: inquiryForm.unavailable });
    expect(await rowsWhere("name", name)).toEqual([]);
    expect(devOutbox.sent).toEqual([]);
  });

  it("fails closed when the limit's counter cannot answer", async () => {
    const broken = {
      idFromName: () => {
        throw new Error("Durable Objects unavailable");
      },
    } as unknown as Env["LIMIT_COUNTER"];
    const name = uniqueName();
    const response = await callWorker(inquiryRequest(validInquiry({ name })), { ...(testEnv as Env), LIMIT_COUNTER: broken });
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ code: "UNAVAILABLE" });
    expect(await rowsWhere("name", name)).toEqual([]);
  });

  it("refuses a request that names no site (neither Origin nor Sec-Fetch-Site); Sec-Fetch-Site same-origin alone is enough", async () => {
    const bare = await callWorker(inquiryRequest(validInquiry(), { origin: null }));
    expect(bare.status).toBe(403);
    expect(await bare.json()).toMatchObject({ code: "FORBIDDEN_ORIGIN" });
    const sameOrigin = inquiryRequest(validInquiry(), { origin: null });
    sameOrigin.headers.set("Sec-Fetch-Site", "same-origin");
    expectStatus(await callWorker(sameOrigin)).toBe(200);
  });

  it("bounds an IPv6 /48 at 20 an hour, however many of its 65,536 /64s send; another /48 is not affected", { timeout: 60_000 }, async () => {
    const slash48 = `2001:db8:${(++network).toString(16)}`;
    // One inquiry (within a /64's own allowance) from each of 21 /64s of one /48.
    for (let i = 1; i <= 20; i++) expectStatus(await callWorker(inquiryRequest(validInquiry(), { ip: `${slash48}:${i.toString(16)}::7` }))).toBe(200);
    const over = await callWorker(inquiryRequest(validInquiry(), { ip: `${slash48}:ffff::7` }));
    expect(over.status).toBe(429);
    expect(await over.json()).toMatchObject({ code: "RATE_LIMITED" });
    expectStatus(await callWorker(inquiryRequest(validInquiry(), { ip: freshIpv6() }))).toBe(200);
  });
});
