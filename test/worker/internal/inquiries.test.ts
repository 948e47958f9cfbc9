import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { callWorker, inquiryRequest, migrateInquiries, rowsWhere, validInquiry } from "../../fakes/inquiry-harness";
import { must } from "../../../src/must";
import { expectStatus } from "../../support/refusal";

beforeAll(() => migrateInquiries());

const SITE = "https://www.example.com";

async function submit(overrides: Record<string, unknown>): Promise<string> {
  const name = `Organiser ${crypto.randomUUID().slice(0, 8)}`;
  expectStatus(await callWorker(inquiryRequest(validInquiry({ name, ...overrides })))).toBe(200);
  return must((await rowsWhere("name", name))[0]).id;
}

function answer(id: string, headers: Record<string, string>) {
  return callWorker(new Request(`${SITE}/internal/inquiries/answer`, { method: "POST", headers, body: new URLSearchParams({ id }).toString() }));
}

describe("the owner's inquiries page", () => {
  it("lists every inquiry newest first, whole and escaped, never cached, noindex", async () => {
    const older = await submit({ eventName: "Older Event" });
    const newer = await submit({ eventName: "<script>alert('x')</script>", message: "Line one\n<b>two</b>" });
    const response = await callWorker(new Request(`${SITE}/internal/inquiries`));
    expectStatus(response).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(response.headers.get("X-Robots-Tag")).toContain("noindex");
    const html = await response.text();
    expect(html.indexOf(newer)).toBeGreaterThan(-1);
    expect(html.indexOf(newer)).toBeLessThan(html.indexOf(older));
    expect(html).not.toContain("<script>alert('x')</script>");
    expect(html).toContain("&lt;script&gt;alert(&#x27;x&#x27;)&lt;/script&gt;");
    expect(html).toContain("Line one\n&lt;b&gt;two&lt;/b&gt;");
    expect(html).toContain('href="/internal/inquiries.csv"');
  });

  it("marks an inquiry answered from a same-origin form post, and refuses one without proof of origin", async () => {
    const id = await submit({});
    const form = { "Content-Type": "application/x-www-form-urlencoded" };
    expect((await answer(id, { ...form, Origin: "https://evil.example" })).status).toBe(403);
    expect((await answer(id, { ...form, "Sec-Fetch-Site": "cross-site" })).status).toBe(403);
    expect((await answer(id, { ...form, "Sec-Fetch-Site": "same-site", Origin: "https://blog.example.com" })).status).toBe(403);
    // Neither header: not a browser's form, and nothing proves where it came from.
    expect((await answer(id, form)).status).toBe(403);
    // Not the form: no inquiry named.
    expect((await answer(id, { "Content-Type": "application/json", Origin: SITE })).status).toBe(400);
    expect(must((await rowsWhere("id", id))[0]).answered_at).toBeNull();

    const done = await answer(id, { ...form, Origin: SITE, "Sec-Fetch-Site": "same-origin" });
    expectStatus(done).toBe(303);
    expect(done.headers.get("Location")).toBe("/internal/inquiries");
    expect(must((await rowsWhere("id", id))[0]).answered_at).not.toBeNull();
  });

  it("exports CSV with every cell quoted and formulas defused", async () => {
    const id = await submit({ organisation: '=HYPERLINK("http://evil.example","click")', message: 'He said "hi",\nthen left', city: "+1 city" });
    const response = await callWorker(new Request(`${SITE}/internal/inquiries.csv`));
    expectStatus(response).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toContain("attachment");
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const csv = await response.text();
    expect(csv.split("\r\n")[0]).toMatch(/^"id","received_at","answered_at","emailed_at","name","email"/);
    const line = csv.slice(csv.indexOf(`"${id}"`));
    expect(line).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(line).toContain(`"He said ""hi"",\nthen left"`);
    expect(line).toContain(`"'+1 city"`);
  });

  it("is behind the previewer's password outside development", async () => {
    const production = { ...env, ENVIRONMENT: "production", PREVIEW_PASSWORD: "inquiries-owner-password-9" };
    for (const path of ["/internal/inquiries", "/internal/inquiries.csv"]) {
      expect((await callWorker(new Request(`${SITE}${path}`), production as never)).status).toBe(401);
    }
    expect(
      (
        await callWorker(
          new Request(`${SITE}/internal/inquiries/answer`, {
            method: "POST",
            headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: SITE },
            body: "id=x",
          }),
          production as never,
        )
      ).status,
    ).toBe(401);
  });
});
