/**
 * The owner's emails about inquiries, in his words: one inquiry, or the digest of those held over
 * the hourly cap. The worker's jobs that send them (worker/inquiries) hold no words: they give the
 * inquiries and get the subject, text and HTML from here, as a page gets its words when it renders.
 */
import { inquiryDigest, inquiryEmail, inquiryForm, inquiryOwnerPage } from "../content/inquiry.ts";
import { owner } from "../content/owner.ts";
import { choiceLabel, INQUIRIES_PAGE_PATH, type Inquiry } from "./fields.ts";

/** An inquiry as stored: the form's fields, with its id and the time it arrived. */
export type ReceivedInquiry = Inquiry & { id: string; receivedAt: string };

/** Who the emails come from (on the site's domain) and go to. */
export const inquiryMail = { fromLocalPart: inquiryEmail.fromLocalPart, fromName: inquiryEmail.fromName, to: owner.email } as const;

/** What an email says: its subject, its plain text and its HTML. */
export interface EmailWords {
  subject: string;
  text: string;
  html: string;
}

export const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");

/** The details the owner reads, label and value, in the form's order. */
export function inquiryDetails(inquiry: ReceivedInquiry): [string, string][] {
  const labels = inquiryForm.labels;
  const date = inquiry.eventDate ? `${inquiry.eventDate}${inquiry.dateFlexible ? ` (${inquiryOwnerPage.flexible})` : ""}` : inquiryOwnerPage.flexible;
  const topic = inquiry.topic ? `${choiceLabel("topic", inquiry.topic)}${inquiry.customTopic ? `: ${inquiry.customTopic}` : ""}` : "";
  return [
    [labels.name, inquiry.name],
    [labels.email, inquiry.email],
    [labels.organisation, inquiry.organisation],
    [labels.eventName, inquiry.eventName],
    [labels.eventDate, date],
    [labels.city, inquiry.city],
    [labels.audience, inquiry.audience ? choiceLabel("audience", inquiry.audience) : ""],
    [labels.format, choiceLabel("format", inquiry.format)],
    [labels.topic, topic],
    [labels.budget, inquiry.budget ? choiceLabel("budget", inquiry.budget) : ""],
    [inquiryOwnerPage.from, inquiry.sourcePage],
    [inquiryOwnerPage.received, inquiry.receivedAt],
  ];
}

/** The email about one inquiry: the subject naming event and date, the details, the message. */
export function inquiryEmailWords(inquiry: ReceivedInquiry): EmailWords {
  const subject = inquiryEmail.subject(inquiry.eventName, inquiry.eventDate ?? inquiryEmail.flexibleDate);
  const details = inquiryDetails(inquiry).filter(([, value]) => value !== "");
  const text = [
    inquiryEmail.intro,
    "",
    ...details.map(([label, value]) => `${label}: ${value}`),
    "",
    `${inquiryForm.labels.message}`,
    inquiry.message || "-",
    "",
  ].join("\n");
  const html = [
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body>`,
    `<p>${escapeHtml(inquiryEmail.intro)}</p>`,
    "<table>",
    ...details.map(([label, value]) => `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`),
    "</table>",
    `<h2>${escapeHtml(inquiryForm.labels.message)}</h2>`,
    `<p style="white-space:pre-wrap">${escapeHtml(inquiry.message || "-")}</p>`,
    "</body></html>",
  ].join("\r\n");
  return { subject, text, html };
}

/** One digest row: what the owner needs to pick the inquiry out on his page. */
export interface DigestLine {
  event_name: string;
  event_date: string | null;
  name: string;
  email: string;
  organisation: string;
  received_at: string;
}

/** The digest: one line block per inquiry, and the inquiries page's address. */
export function digestEmailWords(rows: readonly DigestLine[], cap: number, siteUrl: string): EmailWords {
  const page = new URL(INQUIRIES_PAGE_PATH, siteUrl).href;
  const subject = inquiryDigest.subject(rows.length);
  const intro = inquiryDigest.intro(rows.length, cap);
  const lineOf = (row: DigestLine) => [
    `${row.event_name} (${row.event_date ?? inquiryEmail.flexibleDate})`,
    `${row.name} <${row.email}>${row.organisation ? `, ${row.organisation}` : ""}`,
    `received ${row.received_at}`,
  ];
  const text = [intro, "", `${inquiryDigest.page}: ${page}`, "", ...rows.flatMap((row) => [...lineOf(row), ""])].join("\n");
  const html = [
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body>`,
    `<p>${escapeHtml(intro)}</p>`,
    `<p><a href="${escapeHtml(page)}">${escapeHtml(inquiryDigest.page)}</a></p>`,
    "<ol>",
    ...rows.map((row) => `<li>${lineOf(row).map(escapeHtml).join("<br>")}</li>`),
    "</ol></body></html>",
  ].join("\r\n");
  return { subject, text, html };
}
