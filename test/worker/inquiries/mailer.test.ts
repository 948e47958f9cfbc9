import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { bindingMailer } from "../../../worker/inquiries/mailer";
import { ownerEmail } from "../../../worker/inquiries/owner-email";
import type { StoredInquiry } from "../../../worker/store";

const inquiry: StoredInquiry = {
  id: "5f0c7a4e-0000-4000-8000-000000000001",
  receivedAt: "2026-11-25T10:00:00.000Z",
  name: "Zoë <b>Organiser</b>",
  email: "zoe@example.org",
  organisation: "Guild & Co",
  eventName: "Créateurs Summit",
  eventDate: "2027-04-01",
  dateFlexible: false,
  city: "virtual",
  audience: "50-200",
  format: "panel",
  topic: "custom",
  customTopic: "YouTube for museums",
  budget: "not-sure",
  message: "<script>alert(1)</script>\nSecond line",
  sourcePage: "/speaker-v2",
  variant: "v2",
};

describe("the owner's email", () => {
  it("is a MIME message Email Routing's send_email binding accepts (Miniflare parses and checks it)", async () => {
    const email = ownerEmail(inquiry, { siteUrl: "https://www.example.com", to: "hello@example.com" });
    await expect(bindingMailer(env.OWNER_EMAIL).send(email)).resolves.toBeUndefined();
  });

  it("goes through the binding as an EmailMessage from the site's domain to the owner", async () => {
    const sent: { from: string; to: string }[] = [];
    const binding = { send: async (message: { from: string; to: string }) => void sent.push(message) } as unknown as SendEmail;
    await bindingMailer(binding).send(ownerEmail(inquiry, { siteUrl: "https://www.example.com", to: "hello@example.com" }));
    expect(sent).toEqual([expect.objectContaining({ from: "inquiries@example.com", to: "hello@example.com" })]);
  });

  it("names the event and date in the subject, replies to the organiser, and escapes the HTML part", () => {
    const email = ownerEmail(inquiry, { siteUrl: "https://www.example.com", to: "hello@example.com" });
    expect(email.subject).toBe("Speaking inquiry: Créateurs Summit (2027-04-01)");
    const headers = email.raw.slice(0, email.raw.indexOf("\r\n\r\n"));
    expect(headers).toMatch(/^Subject: =\?UTF-8\?B\?[A-Za-z0-9+/=]+\?=$/m);
    expect(headers).toMatch(/^Reply-To: =\?UTF-8\?B\?[A-Za-z0-9+/=]+\?= <zoe@example\.org>$/m);
    expect(headers).toMatch(/^From: "Speaker inquiries" <inquiries@example\.com>$/m);
    expect(headers).toMatch(/^To: <hello@example\.com>$/m);
    expect(email.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(email.html).toContain("Zoë &lt;b&gt;Organiser&lt;/b&gt;");
    expect(email.html).not.toMatch(/<script|<b>/);
    expect(email.text).toContain("A custom topic: YouTube for museums");
    expect(email.raw.split("\r\n").every((line) => line.length <= 998)).toBe(true);
  });

  it("says 'date flexible' in the subject when no date was given", () => {
    expect(ownerEmail({ ...inquiry, eventDate: null, dateFlexible: true }, { siteUrl: "https://www.example.com", to: "hello@example.com" }).subject).toBe(
      "Speaking inquiry: Créateurs Summit (date flexible)",
    );
  });
});
