import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { inquiryErrors, inquiryForm } from "../../../src/content/inquiry";
import { INQUIRY_MAX_LENGTH } from "../../../src/inquiry/schema";
import type { Env } from "../../../worker/config";
import { devOutbox } from "../../../worker/inquiries";
import { mintStandInToken } from "../../../worker/turnstile";
import {
  callWorker,
  daysFromToday,
  freshVisitor,
  inquiryRequest,
  rowsWhere,
  validInquiry,
  inquiriesFreshEachTest,
  uniqueOrganiser,
} from "../../fakes/inquiry-harness";
import { must } from "../../../src/must.ts";
import { expectStatus } from "../../support/refusal";

inquiriesFreshEachTest();

const uniqueName = uniqueOrganiser;

describe("POST /api/inquiry", () => {
  it("stores a JSON inquiry, answers with the thank-you page, and emails the owner once", async () => {
    const name = uniqueName();
    const response = await callWorker(inquiryRequest(validInquiry({ name })));
    expectStatus(response).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(await response.json()).toEqual({ success: true, redirect: "/speaker/inquire/thank-you?from=/speaker-v3" });
    const [row, ...more] = await rowsWhere("name", name);
    expect(more).toEqual([]);
    expect(row).toMatchObject({
      email: "ada@example.org",
      event_name: "Creators Summit 2027",
      source_page: "/speaker-v3",
      variant: "v3",
      format: "keynote",
      answered_at: null,
    });
    expect(must(row).emailed_at).not.toBeNull();
    expect(devOutbox.sent).toHaveLength(1);
    const email = must(devOutbox.sent[0]);
    expect(email).toMatchObject({ to: "hello@example.com", from: "inquiries@example.com" });
    expect(email.subject).toContain("Creators Summit 2027");
    expect(email.subject).toContain(String(validInquiry().eventDate));
    expect(email.raw).toMatch(/^Reply-To: "Organiser [0-9a-f]{8}" <ada@example\.org>\r$/m);
    expect(email.raw).toMatch(/^Content-Type: multipart\/alternative; boundary=/m);
    expect(email.raw).toContain("Content-Type: text/plain; charset=utf-8");
    expect(email.raw).toContain("Content-Type: text/html; charset=utf-8");
  });

  it("answers a plain form post (no JavaScript) with 303 to the thank-you page", async () => {
    const name = uniqueName();
    const response = await callWorker(inquiryRequest(validInquiry({ name, from: "/speaker-v5", eventDate: "", dateFlexible: true }), { kind: "form" }));
    expectStatus(response).toBe(303);
    expect(response.headers.get("Location")).toBe("/speaker/inquire/thank-you?from=/speaker-v5");
    expect(await rowsWhere("name", name)).toEqual([expect.objectContaining({ variant: "v5", event_date: null, date_flexible: 1 })]);
  });

  it("refuses an invalid email with the field's message, and stores nothing", async () => {
    const name = uniqueName();
    const response = await callWorker(inquiryRequest(validInquiry({ name, email: "ada@example" })));
    expect(response.status).toBe(422);
    expect(response.headers.get("Content-Type")).toBe("application/problem+json");
    expect(await response.json()).toMatchObject({ status: 422, success: false, code: "INVALID_INQUIRY", errors: { email: inquiryErrors.emailInvalid } });
    expect(await rowsWhere("name", name)).toEqual([]);
    expect(devOutbox.sent).toEqual([]);
  });

  it("refuses a date in the past", async () => {
    const response = await callWorker(inquiryRequest(validInquiry({ eventDate: daysFromToday(-2) })));
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ errors: { eventDate: inquiryErrors.datePast } });
  });

  it("refuses 10 KB of message with the limit named, and a body over 16 KB as too large", async () => {
    const long = await callWorker(inquiryRequest(validInquiry({ message: "m".repeat(10 * 1024) })));
    expect(long.status).toBe(422);
    expect(await long.json()).toMatchObject({ errors: { message: inquiryErrors.tooLong(INQUIRY_MAX_LENGTH.message) } });
    const huge = await callWorker(inquiryRequest(validInquiry({ message: "m".repeat(17 * 1024) })));
    expect(huge.status).toBe(413);
    expect(await huge.json()).toMatchObject({ success: false, code: "PAYLOAD_TOO_LARGE", error: inquiryForm.tooLarge });
  });

  it("answers a refused form post with the form again: the values kept, each error beside its field, focus on the first", async () => {
    const response = await callWorker(inquiryRequest(validInquiry({ name: "", email: "nope", message: "<b>bold</b> & more" }), { kind: "form" }));
    expect(response.status).toBe(422);
    expect(response.headers.get("Content-Type")).toContain("text/html");
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const html = await response.text();
    expect(html).toContain(inquiryErrors.nameMissing);
    expect(html).toContain(inquiryErrors.emailInvalid);
    expect(html).toMatch(/<input[^>]*id="inquiry-name"[^>]*aria-invalid="true"[^>]*aria-describedby="inquiry-name-error"/);
    expect(html).toMatch(/<input[^>]*autofocus=""[^>]*id="inquiry-name"|<input[^>]*id="inquiry-name"[^>]*autofocus=""/);
    expect(html).toContain('value="nope"');
    expect(html).toContain("&lt;b&gt;bold&lt;/b&gt; &amp; more");
    expect(html).toContain(inquiryForm.summaryTitle);
  });

  it("a post meant to pass that is refused fails naming the missing field and its message, as a form and as JSON", async () => {
    // test/support/refusal.ts: what every helper's success assertion prints instead of a bare "expected 422 to be 303".
    const missing = "eventName" satisfies keyof ReturnType<typeof validInquiry>;
    const form = await callWorker(inquiryRequest(validInquiry({ [missing]: "" }), { kind: "form" }));
    expect(() => expectStatus(form).toBe(303)).toThrow(new RegExp(`refused 422: fields ${missing}; messages: .*${inquiryErrors.eventNameMissing}`));
    const json = await callWorker(inquiryRequest(validInquiry({ [missing]: "" })));
    expect(() => expectStatus(json).toBe(200)).toThrow(`${missing}: ${inquiryErrors.eventNameMissing}`);
  });

  it("keeps a script tag in a field as text, escaped in the email's HTML", async () => {
    const name = `<script>alert("${crypto.randomUUID().slice(0, 6)}")</script>`;
    const response = await callWorker(inquiryRequest(validInquiry({ name, message: "<img src=x onerror=alert(1)>" })));
    expectStatus(response).toBe(200);
    expect(await rowsWhere("name", name)).toHaveLength(1);
    const email = must(devOutbox.sent[0]);
    expect(email.html).not.toContain("<script>");
    expect(email.html).toContain("&lt;script&gt;alert(&quot;");
    expect(email.html).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(email.text).toContain(name);
  });

  it("refuses a post from another site, and a body that is neither JSON nor a form", async () => {
    const foreign = await callWorker(inquiryRequest(validInquiry(), { origin: "https://evil.example" }));
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toMatchObject({ code: "FORBIDDEN_ORIGIN" });
    const crossSite = inquiryRequest(validInquiry());
    crossSite.headers.set("Sec-Fetch-Site", "cross-site");
    expect((await callWorker(crossSite)).status).toBe(403);
    const text = new Request("https://www.example.com/api/inquiry", {
      method: "POST",
      headers: { "Content-Type": "text/plain", Origin: "https://www.example.com" },
      body: "hello",
    });
    expect((await callWorker(text)).status).toBe(415);
    expect((await callWorker(new Request("https://www.example.com/api/inquiry"))).status).toBe(405);
  });

  it("answers a filled honeypot as a success and keeps nothing", async () => {
    const name = uniqueName();
    const response = await callWorker(inquiryRequest(validInquiry({ name, website: "https://spam.example" })));
    expectStatus(response).toBe(200);
    expect(await rowsWhere("name", name)).toEqual([]);
    expect(devOutbox.sent).toEqual([]);
  });

  it("takes 5 inquiries an hour from one client with a person's Turnstile token, then answers 429 with Retry-After", async () => {
    // Without a token a client has 2 an hour, then the check (inquiry-flood.test.ts).
    const ip = freshVisitor();
    const withToken = () => ({ ...validInquiry(), "cf-turnstile-response": mintStandInToken("www.example.com", "inquiry") });
    for (let i = 0; i < 5; i++) expectStatus(await callWorker(inquiryRequest(withToken(), { ip }))).toBe(200);
    const sixth = await callWorker(inquiryRequest(withToken(), { ip }));
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await sixth.json()).toMatchObject({ code: "RATE_LIMITED", error: inquiryForm.rateLimited });
    // Another client is not affected.
    expectStatus(await callWorker(inquiryRequest(withToken()))).toBe(200);
  });

  it("answers 503 (and no success) only when neither D1 nor the queue takes the inquiry", async () => {
    const failing = {
      ...(env as Env),
      DB: {
        prepare: () => {
          throw new Error("D1 down");
        },
      } as unknown as D1Database,
      INQUIRY_QUEUE: {
        send: async () => {
          throw new Error("queue down");
        },
      } as unknown as Queue,
    };
    const response = await callWorker(inquiryRequest(validInquiry()), failing);
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ success: false, code: "UNSAVED", error: inquiryForm.failed });
  });
});
