import type { WindowLimit } from "../limits";

/** The one subject of the owner-wide counters: the owner's inbox. */
export const OWNER_INBOX = "owner-inbox";

/**
 * Single owner emails in an hour, whatever their source. A busy speaker gets a few inquiries a
 * week; ten in one hour is already far beyond a real day, so what comes past it is a flood, or a
 * rare burst that loses nothing by arriving as one list. Past it, inquiries are still stored and
 * listed at once; their email waits for the digest. A counter that cannot answer holds the email
 * for the digest too (the inbox is protected; nothing is lost).
 */
export const ownerEmailCap: WindowLimit = { kind: "owner-email", max: 10, windowSeconds: 3600, whenUnavailable: "refuse" };

/** Digests: one an hour at most, so a flood costs the owner ten emails and one list an hour. */
export const ownerDigestCap: WindowLimit = { kind: "owner-digest", max: 1, windowSeconds: 3600, whenUnavailable: "refuse" };

/** Inquiries one digest takes at most (the rest go into the next); each is a line or three of text. */
export const DIGEST_MAX_INQUIRIES = 500;
