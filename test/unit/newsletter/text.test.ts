import { describe, expect, it } from "vitest";
import { renderNewsletterText, sampleNewsletter, STYLE_KEYS } from "../../../src/newsletter/index.ts";
import { owner } from "../../../src/content/owner";

const NEWSLETTER = owner.newsletterName;

describe("renderNewsletterText", () => {
  const text = renderNewsletterText(sampleNewsletter);

  it("keeps Kit's unsubscribe merge tag next to the unsubscribe text, and the address", () => {
    expect(text).toContain(`Unsubscribe from ${NEWSLETTER} <{{ unsubscribe_url }}>`);
    expect(text).toMatch(/^\{\{ address \}\}$/m);
  });

  it("contains no HTML", () => {
    expect(text).not.toMatch(/<\/?[a-z][a-z0-9]*(?:\s[^>]*)?\/?>/i);
    expect(text).not.toContain("&nbsp;");
  });

  it("shows the button as its label followed by its URL", () => {
    expect(text).toContain("Book a channel review <https://www.example.com/contact>");
  });

  it("does not repeat the hook from the hidden preheader", () => {
    expect(text.match(/Your average retention is hiding/g)).toHaveLength(1);
  });

  it("writes level-1 titles in capitals and keeps level-2 titles as written", () => {
    expect(text).toMatch(/^THE AVERAGE IS LYING TO YOU$/m);
    expect(text).toMatch(/^Subscribers vs\. non-subscribers$/m);
  });

  it("keeps list markers on the same line as their text", () => {
    expect(text).toMatch(/^78% +of regular viewers still watching$/m);
    expect(text).toMatch(/^1\. +Write two cold opens/m);
    expect(text).toMatch(/^• +Subscribers drop during the intro/m);
  });

  it("shows the pro tip's path and the prompt text", () => {
    expect(text).toContain("Advanced Mode > [Breakdown Menu] > Audience by watch behavior");
    expect(text).toContain("Title: [paste title]");
  });

  it("wraps lines for plain-text readers", () => {
    for (const line of text.split("\n")) expect(line.length).toBeLessThanOrEqual(80);
  });

  it("works for every style and is empty for an unknown one", () => {
    for (const key of STYLE_KEYS) expect(renderNewsletterText(sampleNewsletter, key)).toContain("{{ unsubscribe_url }}");
    expect(renderNewsletterText(sampleNewsletter, "neon")).toBe("");
  });
});
