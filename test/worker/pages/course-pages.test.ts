import { createExecutionContext, env, SELF, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { thankYouPathFor } from "../../../src/content/magnets";
import { createApp } from "../../../worker/app";
import { attributeOf, decode, startTags, textOf } from "./screens-html";
import { must } from "../../../src/must.ts";

const CHECKOUT = "https://checkout.example.com/l/youtube-growth";

function mainOf(html: string): string {
  return /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? "";
}

function enrollHrefs(html: string): string[] {
  const links = startTags(mainOf(html), "a").filter((tag) => attributeOf(tag, "data-enroll") === "");
  return links.map((tag) => decode(attributeOf(tag, "href") ?? ""));
}

async function salesPage(): Promise<string> {
  const response = await SELF.fetch("https://site.test/sales-page");
  expect(response.status).toBe(200);
  return response.text();
}

/**
 * Renders the sales page with COURSE_CHECKOUT_URL set. Another origin keeps this render out of
 * the page cache entries the other tests read (the cache key includes the origin).
 */
async function salesPageWith(checkoutUrl: string): Promise<string> {
  const ctx = createExecutionContext();
  const response = await createApp().fetch(
    new Request("https://configured.test/sales-page", { headers: { "Cache-Control": "no-cache" } }),
    { ...env, COURSE_CHECKOUT_URL: checkoutUrl },
    ctx,
  );
  const html = await response.text();
  await waitOnExecutionContext(ctx);
  expect(response.status).toBe(200);
  return html;
}

describe("course sales page", () => {
  it("shows the price, $297 one-time, and the 30-day money-back guarantee", async () => {
    const text = textOf(mainOf(await salesPage()));
    expect(text).toContain("$297");
    expect(text).toMatch(/one-time/i);
    expect(text).toContain("30-Day Money-Back Guarantee");
  });

  it("lists five modules in one exclusive accordion, the first open", async () => {
    const html = await salesPage();
    const modules = [...html.matchAll(/<details\b[^>]*name="modules"[^>]*>/g)].map((match) => match[0]);
    expect(modules).toHaveLength(5);
    expect(modules.filter((tag) => attributeOf(tag, "open") !== undefined)).toHaveLength(1);
    expect(attributeOf(must(modules[0]), "open")).toBe("");
    for (let n = 1; n <= 5; n++) expect(textOf(html)).toContain(`Module ${n}`);
  });

  it("answers four questions in an FAQ accordion of its own", async () => {
    const html = await salesPage();
    expect([...html.matchAll(/<details\b[^>]*name="faq"/g)]).toHaveLength(4);
  });

  it("has an instructor section and three testimonials", async () => {
    const main = mainOf(await salesPage());
    expect(textOf(main)).toContain("Learn from Jordan Reyes");
    expect([...main.matchAll(/<blockquote\b/g)]).toHaveLength(3);
  });

  it("without a checkout URL, sends every Enroll button to the waitlist signup on the page", async () => {
    const html = await salesPage();
    const hrefs = enrollHrefs(html);
    expect(hrefs.length).toBeGreaterThanOrEqual(2);
    expect(new Set(hrefs)).toEqual(new Set(["#waitlist"]));
    const waitlist = /<section[^>]*id="waitlist"[\s\S]*?<\/section>/.exec(html)?.[0] ?? "";
    expect(waitlist).toContain('data-island="LeadMagnetForm"');
    expect(html).toContain("&quot;magnet&quot;:&quot;course-waitlist&quot;");
  });

  it("with COURSE_CHECKOUT_URL set, sends every Enroll button to the checkout and shows no waitlist", async () => {
    const html = await salesPageWith(CHECKOUT);
    const hrefs = enrollHrefs(html);
    expect(hrefs.length).toBeGreaterThanOrEqual(3);
    expect(new Set(hrefs)).toEqual(new Set([CHECKOUT]));
    expect(html).not.toContain('id="waitlist"');
    expect(html).not.toContain("data-island");
  });

  it("ignores a checkout URL that is not http(s), keeping the waitlist", async () => {
    const html = await salesPageWith("javascript:alert(1)");
    expect(new Set(enrollHrefs(html))).toEqual(new Set(["#waitlist"]));
    expect(html).not.toContain("javascript:");
  });

  it("describes the course in JSON-LD with its one-time price", async () => {
    const html = await salesPage();
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(must(m[1])));
    const courseData = blocks.find((block) => block["@type"] === "Course");
    expect(courseData).toMatchObject({ offers: { price: "297", priceCurrency: "USD" }, provider: { name: "Jordan Reyes" } });
    expect(courseData.syllabusSections).toHaveLength(5);
  });
});

describe("course thank-you page", () => {
  it("welcomes the student, lists next steps and links home and to the resources, unindexed", async () => {
    const response = await SELF.fetch("https://site.test/sales-page/thank-you");
    expect(response.status).toBe(200);
    expect(response.headers.get("X-Robots-Tag")).toContain("noindex");
    const main = mainOf(await response.text());
    expect(textOf(main)).toContain("You're enrolled!");
    expect(main.match(/<li\b/g)?.length).toBeGreaterThanOrEqual(3);
    expect(main).toMatch(/<a[^>]*href="\/"/);
    expect(main).toMatch(/<a[^>]*href="\/resources"/);
  });
});

describe("course waitlist thank-you page", () => {
  it("a waitlist signup lands on its own page, not the buyers' one", () => {
    expect(thankYouPathFor("course-waitlist")).toBe("/sales-page/waitlist/thank-you");
  });

  it("says the visitor is on the waitlist, what happens when the doors open, and links back, unindexed", async () => {
    const response = await SELF.fetch("https://site.test/sales-page/waitlist/thank-you");
    expect(response.status).toBe(200);
    expect(response.headers.get("X-Robots-Tag")).toContain("noindex");
    const html = await response.text();
    expect(textOf(/<title>[\s\S]*?<\/title>/.exec(html)?.[0] ?? "")).toContain("You're on the Waitlist");
    const text = textOf(mainOf(html));
    expect(text).toContain("You're on the waitlist!");
    expect(text).toContain("When the doors open");
    expect(text).not.toMatch(/enrolled|receipt|login|purchase/i);
    expect(mainOf(html)).toMatch(/<a[^>]*href="\/sales-page"/);
  });

  it("leaves the buyers' thank-you page to buyers: no word about the waitlist", async () => {
    const text = textOf(mainOf(await (await SELF.fetch("https://site.test/sales-page/thank-you")).text()));
    expect(text).toContain("Your receipt and login details");
    expect(text).not.toMatch(/waitlist/i);
  });
});
