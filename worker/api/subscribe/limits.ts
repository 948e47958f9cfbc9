import { magnets } from "../../../src/content/magnets";

/** Limits of POST /api/subscribe. KV (the cooldown) cannot expire a key sooner than 60 s. */
export const signupLimits = {
  /** Per client (an IPv4 address, or an IPv6 /64): this many signups in a window. */
  client: { kind: "signup-client", max: 5, windowSeconds: 600 },
  /**
   * Per mailbox (plus-tags and Gmail's dots folded): signups sent on to Kit in a window, one for
   * each list (the newsletter and each lead magnet: 6). Each new spelling of an address is a new
   * Kit subscriber and a confirmation email, so this bounds the emails one inbox can be sent
   * through this site.
   */
  mailbox: { kind: "signup-mailbox", max: 1 + Object.keys(magnets).length, windowSeconds: 24 * 3600 },
  /** The same email for the same list is taken once in this time (double clicks, repeats). */
  emailCooldownSeconds: 600,
} as const;
