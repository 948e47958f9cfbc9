import { describe, expect, it } from "vitest";
import { clientKey } from "../../worker/signup/client-key";
import { mailboxOf } from "../../worker/signup/email";
import { kitReferrer } from "../../worker/signup/referrer";
import { returnPath } from "../../worker/signup/return-path";

const SITE = "https://www.example.com";
const isOwn = (origin: string) => origin === SITE;

describe("clientKey: who a rate limit counts", () => {
  it.each([
    ["2001:db8:1:2:3:4:5:6", "2001:db8:1:2::/64"],
    ["2001:0db8:0001:0002:ffff:ffff:ffff:ffff", "2001:db8:1:2::/64"],
    ["2001:db8::1", "2001:db8:0:0::/64"],
    ["2001:DB8:0:0:8::", "2001:db8:0:0::/64"],
    ["::ffff:192.0.2.1", "0:0:0:0::/64"],
    ["203.0.113.9", "203.0.113.9"],
  ])("%s counts as %s", (address, key) => expect(clientKey(address)).toBe(key));

  it("reads no address as one unknown client", () => {
    expect(clientKey(null)).toBe("unknown");
    expect(clientKey("")).toBe("unknown");
  });
});

describe("mailboxOf: which spellings of an address a per-mailbox limit counts as one inbox", () => {
  it.each([
    ["Name@Example.com", "name@example.com"],
    ["name+news@example.com", "name@example.com"],
    ["name+a+b@example.com", "name@example.com"],
    ["first.last@example.com", "first.last@example.com"],
    ["f.i.r.s.t+x@gmail.com", "first@gmail.com"],
    ["First.Last@GoogleMail.com", "firstlast@gmail.com"],
    ["+only@example.com", "+only@example.com"],
    ["name@sub.gmail.com", "name@sub.gmail.com"],
  ])("%s is the inbox %s", (email, mailbox) => expect(mailboxOf(email)).toBe(mailbox));
});

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
