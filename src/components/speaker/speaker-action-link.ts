import { owner } from "../../content/owner";
import { CUSTOM_TOPIC } from "../../content/inquiry";
import { speakerKit, type SpeakerActionKind } from "../../content/speaker";
import { INQUIRY_FORM_PATH } from "../../inquiry/schema";
import { SEEN_EXPERIMENT_FIELD } from "../../experiment-contract/seen";
export { BOOKING_GOAL } from "../../stats/contract";

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

/**
 * The inquiry form, saying which page sent the organiser (and "custom" for a custom-topic request),
 * and the experiment variant they saw there (`speaker-design:v3`), so their inquiry counts for it.
 */
export function inquiryFormLink(fromPath: string, kind: Exclude<SpeakerActionKind, "kit">, seen?: string): string {
  const query = new URLSearchParams({ from: fromPath });
  if (kind === "customTopic") query.set("topic", CUSTOM_TOPIC);
  if (seen) query.set(SEEN_EXPERIMENT_FIELD, seen);
  return `${INQUIRY_FORM_PATH}?${query.toString().replace(/%2F/g, "/").replace(/%3A/g, ":")}`;
}

/**
 * Where a speaker-page button leads: the kit, or the inquiry form (every booking and contact
 * button); the form page offers the mailto link (`speakerEmails`) as a second way.
 */
export function speakerActionLink(kind: SpeakerActionKind, fromPath: string, seen?: string): ActionLink {
  if (kind === "kit") return { href: speakerKit.href, download: speakerKit.fileName };
  return { href: inquiryFormLink(fromPath, kind, seen) };
}
