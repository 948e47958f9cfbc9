import { choiceLabel } from "../../src/inquiry/schema";
import { inquiryEmail, inquiryForm, inquiryOwnerPage } from "../../src/content/inquiry";
import type { StoredInquiry } from "../store";

/** The owner's email about one inquiry: the envelope and the whole MIME message. */
export interface OwnerEmail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** RFC 5322 message: headers, then text/plain and text/html parts. */
  raw: string;
}

const encoder = new TextEncoder();

function base64(text: string): string {
  let binary = "";
  for (const byte of encoder.encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** Base64 body lines of 76 characters (RFC 2045). */
const base64Lines = (text: string) => base64(text).replace(/.{76}/g, "$&\r\n");

/** A header value that may hold any text: an RFC 2047 encoded word when it is not plain ASCII. */
function headerText(text: string): string {
  const flat = text.replace(/[\r\n]+/g, " ");
  return /^[\x20-\x7e]*$/.test(flat) ? flat : `=?UTF-8?B?${base64(flat)}?=`;
}

/** `"Name" <address>`, the name encoded (it is the organiser's own text). */
export function mailbox(name: string, address: string): string {
  return `${headerText(`"${name.replace(/["\\]/g, "")}"`)} <${address}>`;
}

export const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");

/** The details the owner reads, label and value, in the form's order. */
export function inquiryDetails(inquiry: StoredInquiry): [string, string][] {
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

/** The site's own domain for the sender (www. dropped): Email Routing sends only from a zone you own. */
export function senderAddress(siteUrl: string): string {
  const host = new URL(siteUrl).hostname.replace(/^www\./, "");
  return `${inquiryEmail.fromLocalPart}@${host}`;
}

/** Builds the email: From the site, To the owner, Reply-To the organiser, the subject naming event and date. */
export function ownerEmail(inquiry: StoredInquiry, { siteUrl, to }: { siteUrl: string; to: string }): OwnerEmail {
  const from = senderAddress(siteUrl);
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
  const raw = mimeMessage({
    from: mailbox(inquiryEmail.fromName, from),
    to,
    replyTo: mailbox(inquiry.name, inquiry.email),
    subject,
    // The inquiry's own time and id: a retried send is the same message, byte for byte.
    date: new Date(inquiry.receivedAt),
    messageId: messageIdOf(`inquiry-${inquiry.id}`, from),
    text,
    html,
  });
  return { from, to, subject, text, html, raw };
}

/**
 * A stable Message-ID: the same for every send of one message, so that when a send fails after
 * Email Routing accepted it and the retry sends again, the owner's mail system can see the
 * second as a copy of the first (RFC 5322 3.6.4: one Message-ID names one message).
 */
export function messageIdOf(key: string, from: string): string {
  return `<${key.replace(/[^A-Za-z0-9.-]/g, "")}@${from.split("@")[1]}>`;
}

/** An RFC 5322 message with a text/plain and a text/html part, both base64. */
export function mimeMessage({
  from,
  to,
  replyTo,
  subject,
  date,
  messageId,
  text,
  html,
}: {
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  date: Date;
  messageId: string;
  text: string;
  html: string;
}): string {
  const boundary = `part-${messageId.replace(/[^A-Za-z0-9]/g, "").slice(0, 60)}`;
  return [
    `From: ${from}`,
    `To: <${to}>`,
    ...(replyTo ? [`Reply-To: ${replyTo}`] : []),
    `Subject: ${headerText(subject)}`,
    `Date: ${date.toUTCString().replace("GMT", "+0000")}`,
    `Message-ID: ${messageId}`,
    "MIME-Version: 1.0",
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
    "",
    `--${boundary}`,
    "Content-Type: text/plain; charset=utf-8",
    "Content-Transfer-Encoding: base64",
    "",
    base64Lines(text.replace(/\r?\n/g, "\r\n")),
    `--${boundary}`,
    "Content-Type: text/html; charset=utf-8",
    "Content-Transfer-Encoding: base64",
    "",
    base64Lines(html),
    `--${boundary}--`,
    "",
  ].join("\r\n");
}
