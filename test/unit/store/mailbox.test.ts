import { describe, expect, it } from "vitest";
import { mailboxOf } from "../../../worker/store";

describe("mailboxOf: which spellings of an address are one inbox (per-mailbox limits, referrals)", () => {
  it.each([
    ["Name@Example.com", "name@example.com"],
    [" name@example.com ", "name@example.com"],
    ["name+news@example.com", "name@example.com"],
    ["name+a+b@example.com", "name@example.com"],
    ["a+1@x.com", "a@x.com"],
    ["a+2@x.com", "a@x.com"],
    ["first.last@example.com", "first.last@example.com"],
    ["f.i.r.s.t+x@gmail.com", "first@gmail.com"],
    ["First.Last@GoogleMail.com", "firstlast@gmail.com"],
    ["a.b@gmail.com", "ab@gmail.com"],
    ["ab@googlemail.com", "ab@gmail.com"],
    ["+only@example.com", "+only@example.com"],
    ["name@sub.gmail.com", "name@sub.gmail.com"],
  ])("%s is the inbox %s", (email, mailbox) => expect(mailboxOf(email)).toBe(mailbox));

  it("keeps different inboxes apart", () => {
    expect(mailboxOf("a.b@example.com")).not.toBe(mailboxOf("ab@example.com"));
    expect(mailboxOf("ab@gmail.com")).not.toBe(mailboxOf("ab@example.com"));
  });
});
