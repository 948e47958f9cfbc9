import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { decode, textOf } from "./screens-html";
import { must } from "../../../src/must.ts";

// The spec's texts, written out here (not read from src/content) so that a content edit that
// drifts from the spec fails these tests.
const OWNER = "Jordan Reyes";
const OWNER_EMAIL = "hello@example.com";
const KIT = "/downloads/speaker-kit.pdf";
const INQUIRY_FORM = "/speaker/inquire";
const QUOTE = "Success on YouTube isn't about chasing the algorithm. It's about understanding people.";
const COMMON = ["YouTube Strategy", "YouTube SEO", "YouTube for Business", "200M+", "10+", "100+"];
const CLIENTS = ["Northpeak Outdoors", "Brightline Finance", "Kinfolk Kitchen", "Voltaic Labs"];
/** The speaking approach: a section the spec lists as common to every speaker page. */
const APPROACH = ["No fluff", "Real experience", "Customized content"];
const FIRST_VARIANT_BUTTONS = ["Book for Your Event", "Download Speaker Kit", "Get in Touch", "Check Availability", "Request Custom Topic"];

const pages: Record<string, { texts: string[]; buttons: string[] }> = {
  "/speaker-v1": { texts: ["Views", "Years", "Clients"], buttons: FIRST_VARIANT_BUTTONS },
  "/speaker-v2": { texts: ["Views", "Years", "Clients"], buttons: FIRST_VARIANT_BUTTONS },
  "/speaker-v3": {
    texts: [
      "Speaker & YouTube Strategist",
      "Speaking Topics",
      "Background",
      "200M+ Views",
      "10+ Years",
      "100+ Clients",
      "Speaking Approach",
      "No fluff",
      "Real experience",
      "Customized content",
      "Let's Talk",
    ],
    buttons: ["Inquire About Speaking", "Contact Me", "Download Speaker Kit"],
  },
  "/speaker-v4": {
    texts: [
      QUOTE,
      "Speaking Approach",
      "Content Architecture",
      "Sustainable Growth",
      "Search Optimization",
      "Organic Traffic",
      "Revenue Generation",
      "Business Results",
      "Core Focus",
      "Outcome",
      "From Creator to Strategic Partner",
      "Available for Keynotes · Workshops · Panels",
    ],
    buttons: ["BOOK NOW", "INQUIRE NOW"],
  },
  "/speaker-v5": {
    texts: [
      "Featured Speaker · 2025",
      "5 Min Read",
      QUOTE,
      "Three Pillars of Expertise",
      "By the Numbers",
      "Notable Collaborations",
      "Speaking Philosophy",
      "Booking Inquiries",
    ],
    buttons: ["Submit Inquiry", "Download Press Kit"],
  },
  "/speaker-v6": {
    texts: [
      QUOTE,
      "Core Expertise",
      "Background",
      "What Your Audience Gets",
      "Actionable Strategies",
      "Real-World Experience",
      "Engaging Delivery",
      "Customized Content",
      "Philosophy",
    ],
    buttons: ["BOOK FOR YOUR EVENT", "SPEAKER KIT", "INQUIRE NOW", "DOWNLOAD PRESS KIT"],
  },
};

/** The visible text of the page's main landmark, tags and comment markers removed. */
function mainText(html: string): string {
  const main = /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? "";
  return textOf(main);
}

function links(html: string): { attributes: string; text: string }[] {
  const main = /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? "";
  return [...main.matchAll(/<a\b([^>]*)>([\s\S]*?)<\/a>/g)].map((match) => ({
    attributes: decode(must(match[1])),
    text: decode(
      must(match[2])
        .replace(/<!-- -->/g, "")
        .replace(/<[^>]+>/g, ""),
    ).trim(),
  }));
}

async function page(path: string): Promise<string> {
  const response = await SELF.fetch(`https://site.test${path}`);
  expect(response.status).toBe(200);
  return response.text();
}

describe.each(Object.entries(pages))("speaker page %s", (path, { texts, buttons }) => {
  it("is titled with the speaker's name plus 'Speaker'", async () => {
    expect(/<title>([^<]*)<\/title>/.exec(await page(path))?.[1]).toBe(`${OWNER} Speaker`);
  });

  it("shows every text the spec quotes for it, the three topics, the numbers and the client list", async () => {
    const text = mainText(await page(path));
    for (const expected of [...texts, ...COMMON, ...CLIENTS, ...buttons]) expect(text).toContain(expected);
  });

  it("names every article by its heading, so screen readers list them apart", async () => {
    const html = await page(path);
    const main = /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? "";
    const articles = [...main.matchAll(/<article\b([^>]*)>/g)].map((match) => decode(must(match[1])));
    expect(articles.length).toBeGreaterThan(0);
    const names = articles.map((attributes) => {
      const labelledBy = /aria-labelledby="([^"]+)"/.exec(attributes)?.[1];
      const label = /aria-label="([^"]+)"/.exec(attributes)?.[1];
      if (label) return label;
      expect(labelledBy, attributes).toBeDefined();
      const escaped = must(labelledBy).replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      const target = new RegExp(`<(h[1-6])\\b[^>]*\\bid="${escaped}"[^>]*>([\\s\\S]*?)</\\1>`).exec(html);
      expect(target, `#${labelledBy} is a heading`).not.toBeNull();
      return textOf(must(must(target)[2])).trim();
    });
    expect(names.every((name) => name.length > 0)).toBe(true);
    expect(new Set(names).size).toBe(names.length);
  });

  it("has the speaking approach section every speaker page shares", async () => {
    const text = mainText(await page(path));
    for (const point of APPROACH) expect(text).toContain(point);
  });

  it("shows the speaker's photo with a text alternative", async () => {
    expect(await page(path)).toMatch(
      /<img[^>]*alt="Portrait of Jordan Reyes"[^>]*src="\/images\/portrait\.svg"|<img[^>]*src="\/images\/portrait\.svg"[^>]*alt="[^"]+"/,
    );
  });

  it("makes every button a link: the inquiry form saying which page sent the organiser, or the speaker kit download", async () => {
    const html = await page(path);
    expect(/<main[\s\S]*<\/main>/.exec(html)?.[0]).not.toMatch(/<button\b/);
    const found = links(html);
    for (const label of buttons) {
      const link = found.find((candidate) => candidate.text === label);
      expect(link, label).toBeDefined();
      const href = /href="([^"]+)"/.exec(must(link).attributes)?.[1] ?? "";
      if (/kit/i.test(label)) {
        expect(href).toBe(KIT);
        expect(must(link).attributes).toMatch(/\bdownload="[^"]+\.pdf"/);
      } else {
        const url = new URL(href, "https://site.test");
        expect(url.pathname, label).toBe(INQUIRY_FORM);
        expect(url.searchParams.get("from"), label).toBe(path);
        expect(url.searchParams.get("topic"), label).toBe(label === "Request Custom Topic" ? "custom" : null);
      }
    }
  });

  it("leads to an inquiry form that still offers the owner's email", async () => {
    const form = await page(`${INQUIRY_FORM}?from=${path}`);
    const tag = /<form\b[^>]*>/.exec(form)?.[0] ?? "";
    expect(tag).toContain('method="post"');
    expect(tag).toContain('action="/api/inquiry"');
    expect(form).toContain(`<input type="hidden" name="from" value="${path}"/>`);
    const mail = links(form).find((link) => link.text === OWNER_EMAIL);
    expect(mail, "mailto link").toBeDefined();
    const url = new URL(must(must(/href="([^"]+)"/.exec(must(mail).attributes))[1]));
    expect(url.protocol).toBe("mailto:");
    expect(url.pathname).toBe(OWNER_EMAIL);
    expect(url.searchParams.get("subject")?.length).toBeGreaterThan(10);
    expect(must(/href="([^"]+)"/.exec(must(mail).attributes))[1]).not.toContain("+");
  });

  it("ships no island, so no JavaScript beyond the consent script", async () => {
    const html = await page(path);
    expect(html).not.toContain("data-island");
    expect(html).not.toMatch(/<script[^>]*src="[^"]*islands/);
  });

  it("describes the speaker in JSON-LD", async () => {
    const html = await page(path);
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(must(m[1])));
    const person = blocks.find((block) => block["@type"] === "Person");
    expect(person).toMatchObject({ name: OWNER, knowsAbout: ["YouTube Strategy", "YouTube SEO", "YouTube for Business"] });
  });
});

describe("speaker booking buttons", () => {
  it("opens the form with the custom topic chosen from 'Request Custom Topic'", async () => {
    const href = must(must(/href="([^"]+)"/.exec(must(links(await page("/speaker-v1")).find((link) => link.text === "Request Custom Topic")).attributes))[1]);
    const form = await page(href);
    expect(form).toMatch(/<option value="custom" selected="">/);
  });
});
