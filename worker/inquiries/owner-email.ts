import { escapeHtml, inquiryDetails, inquiryEmailWords, inquiryMail } from "../../src/inquiry";
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

export { escapeHtml, inquiryDetails };

/** The site's own domain for the sender (www. dropped): Email Routing sends only from a zone you own. */
export function senderAddress(siteUrl: string): string {
  const host = new URL(siteUrl).hostname.replace(/^www\./, "");
  return `${inquiryMail.fromLocalPart}@${host}`;
}

/** Builds the email (its words: src/inquiry/owner-emails.ts): From the site, To the owner, Reply-To the organiser. */
export function ownerEmail(inquiry: StoredInquiry, { siteUrl, to }: { siteUrl: string; to: string }): OwnerEmail {
  const from = senderAddress(siteUrl);
  const { subject, text, html } = inquiryEmailWords(inquiry);
  const raw = mimeMessage({
    from: mailbox(inquiryMail.fromName, from),
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
