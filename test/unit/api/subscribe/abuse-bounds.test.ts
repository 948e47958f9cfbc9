import { describe, expect, it } from "vitest";
// Tests mirror the module they prove (worker/api/subscribe) and may read its inner files.
import { kitReferrer } from "../../../../worker/api/subscribe/referrer";
import { returnPath } from "../../../../worker/api/subscribe/return-path";

const SITE = "https://www.example.com";
const isOwn = (origin: string) => origin === SITE;

describe("returnPath: the no-JavaScript way back is a path on this site after normalisation", () => {
  it.each([
    ["/.//evil.com", "/"],
    ["/./../evil.com", "/evil.com"],
    ["//evil.com", "/"],
    ["/a/.././/evil.com/x", "/"],
    ["/newsletter", "/newsletter"],
    ["/resources/../newsletter", "/newsletter"],
  ])("source %s returns to %s", (source, expected) => {
    const path = returnPath(source, null, isOwn);
    expect(path).toBe(expected);
    expect(new URL(path, SITE).origin).toBe(SITE);
  });

  it("checks a same-origin Referer's path the same way", () => {
    expect(returnPath(undefined, `${SITE}/.//evil.com`, isOwn)).toBe("/");
    expect(returnPath(undefined, `${SITE}//evil.com/x`, isOwn)).toBe("/");
    expect(returnPath(undefined, `${SITE}/newsletter?x=1`, isOwn)).toBe("/newsletter");
  });
});

describe("kitReferrer: the site's origin plus a normalised path", () => {
  it.each([
    [`${SITE}//evil.com/x?utm_source=yt`, `${SITE}/evil.com/x?utm_source=yt`],
    [`${SITE}/.//evil.com`, `${SITE}/evil.com`],
    [`${SITE}/newsletter?utm_medium=video&gclid=secret`, `${SITE}/newsletter?utm_medium=video`],
    ["https://evil.com/newsletter", undefined],
  ])("%s is sent as %s", (candidate, expected) => {
    const referrer = kitReferrer(candidate, SITE, isOwn);
    expect(referrer).toBe(expected);
    if (referrer) expect(new URL(referrer).origin).toBe(SITE);
  });
});
