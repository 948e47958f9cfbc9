import { owner } from "../../content/owner";
import { speakerEmails, speakerKit, type SpeakerActionKind } from "../../content/speaker";

export interface ActionLink {
  href: string;
  /** File name for the download attribute, for the speaker kit. */
  download?: string;
}

/** mailto with URL-encoded subject and body (RFC 6068: spaces as %20, never "+"). */
export function mailto(subject: string, body?: string): string {
  const query = [`subject=${encodeURIComponent(subject)}`];
  if (body) query.push(`body=${encodeURIComponent(body)}`);
  return `mailto:${owner.email}?${query.join("&")}`;
}

/** Where a speaker-page button leads: an email to the owner with a fitting subject, or the kit. */
export function speakerActionLink(kind: SpeakerActionKind): ActionLink {
  if (kind === "kit") return { href: speakerKit.href, download: speakerKit.fileName };
  const email = speakerEmails[kind];
  return { href: mailto(email.subject, email.body) };
}
