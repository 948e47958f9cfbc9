import { doIUseEmail } from "@jsx-email/doiuse-email";
import { describe, expect, it } from "vitest";
import { renderNewsletter, sampleNewsletter, STYLE_KEYS } from "../../../src/newsletter/index.ts";

/** The clients most subscribers read in. */
const CLIENTS = ["apple-mail.*", "gmail.*", "outlook.*", "yahoo.*", "samsung-email.*"];

/**
 * Features caniemail reports as unsupported somewhere that the email uses on purpose: each is
 * an extra or has a fallback, so the email still reads and lays out correctly without it.
 */
const ACCEPTED = new Set([
  "@media", // mobile padding and dark mode only
  "Attribute selector", // [x-apple-data-detectors], for Apple Mail only
  "<body> element", // the wrapper div repeats the background
  "aria-label attribute", // accessibility extra
  "role attribute", // accessibility extra
  "lang attribute", // also on the wrapper div
  "display:none", // preheader, with mso-hide and max-height fallbacks
  "opacity", // preheader
  "overflow", // preheader
  "border-radius", // square corners where unsupported
  "!important keyword", // in the progressive stylesheets only
  "text-decoration", // links stay links
  "mailto: links",
  "width attribute",
  "height attribute",
]);

function unsupportedFeatures(html: string): Set<string> {
  const result = doIUseEmail(html, { emailClients: CLIENTS });
  const errors = result.success ? [] : result.errors;
  return new Set(errors.map((error) => /^`(.+?)` is not supported/.exec(error)?.[1] ?? error));
}

describe.each(STYLE_KEYS)("caniemail support of the %s design", (key) => {
  it("uses no unsupported feature beyond the accepted progressive extras", () => {
    const unexpected = [...unsupportedFeatures(renderNewsletter(sampleNewsletter, key))].filter((feature) => !ACCEPTED.has(feature));
    expect(unexpected).toEqual([]);
  });
});

describe("the caniemail check", () => {
  it("reports a layout feature the email must not rely on", () => {
    expect(unsupportedFeatures('<!doctype html><html><body><div style="display:flex">x</div></body></html>')).toContain("display:flex");
  });
});
