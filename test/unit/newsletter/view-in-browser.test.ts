import { describe, expect, it } from "vitest";
import { renderNewsletter, renderNewsletterText, sampleNewsletter, STYLE_KEYS } from "../../../src/newsletter/index.ts";

const URL_OF_ISSUE = "https://www.example.com/newsletter/issues/retention-by-audience";

describe("the 'View in browser' link", () => {
  it.each(STYLE_KEYS)("%s: opens the issue's page from above the email, before its content", (style) => {
    const html = renderNewsletter(sampleNewsletter, style, { webUrl: URL_OF_ISSUE });
    const link = `<a href="${URL_OF_ISSUE}" class="nl-link"`;
    expect(html).toContain(link);
    expect(html).toMatch(/>View in browser<\/a>/);
    expect(html.indexOf(link)).toBeLessThan(html.indexOf("<h1"));
  });

  it("is in the plain-text part too", () => {
    expect(renderNewsletterText(sampleNewsletter, "minimal", { webUrl: URL_OF_ISSUE })).toMatch(new RegExp(`View in browser\\s+<${URL_OF_ISSUE}>`));
  });

  it("is left out without a page to open, or when the address is not https", () => {
    expect(renderNewsletter(sampleNewsletter, "minimal")).not.toContain("View in browser");
    expect(renderNewsletter(sampleNewsletter, "minimal", { webUrl: "http://www.example.com/x" })).not.toContain("View in browser");
    expect(renderNewsletter(sampleNewsletter, "minimal", { webUrl: "javascript:alert(1)" })).not.toContain("View in browser");
  });
});
