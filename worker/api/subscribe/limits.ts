import { magnets } from "../../../src/content";
import type { WindowLimit } from "../../limits";

/** Limits of POST /api/subscribe. KV (the cooldown) cannot expire a key sooner than 60 s. */
export const signupLimits = {
  /**
   * Per client (an IPv4 address, or an IPv6 /64), signups without a valid Turnstile token (a
   * script, a visitor whose widget failed, a form post without JavaScript, or every signup when
   * Turnstile is off): this many in a window. Past it, CHALLENGE_REQUIRED when Turnstile is on
   * (the form shows the challenge and sends again with a token), RATE_LIMITED when it is off.
   */
  client: { kind: "signup-client", max: 5, windowSeconds: 600 },
  /**
   * Per client, signups with a valid token (Turnstile saw a person): a room at a talk, an office
   * or a campus behind one address. A full room of 60 to 100 scanning one QR code at the end of a
   * talk signs up over a few minutes, and rarely more than half of it, so 60 in ten minutes lets
   * the room in; and it still keeps one address from spending Kit's budget alone: 60 signups are
   * at most 180 Kit calls, 15% of the 1,200 Kit takes from us in those ten minutes.
   */
  clientVerified: { kind: "signup-client-verified", max: 60, windowSeconds: 600 },
  /**
   * Per mailbox (plus-tags and Gmail's dots folded): signups sent on to Kit in a window, one for
   * each list (the newsletter and each lead magnet: 6). Each new spelling of an address is a new
   * Kit subscriber and a confirmation email, so this bounds the emails one inbox can be sent
   * through this site.
   */
  mailbox: { kind: "signup-mailbox", max: 1 + Object.keys(magnets).length, windowSeconds: 24 * 3600 },
  /**
   * Per IPv6 /48, every signup the client's own window let through (newsletter, lead magnet and
   * referral signups alike): forty an hour, then RATE_LIMITED. A /48 is one site's allocation
   * (65,536 /64s); without this bound its holder could send 65,536 x 5 signups without a token per
   * ten minutes past the per-/64 window, each a KV write and a confirmation email from Kit to an
   * address the sender chose. Forty an hour is a busy office or campus, and the whole /48 can
   * still make at most 40 x 24 = 960 signups a day (docs/deploy.md#what-one-network-can-spend).
   * Counted before the cooldown's write and any Kit call, and only once the client's own window
   * passed, so one /64's flood spends its neighbours' allowance no faster than its own. Nothing
   * gives a network's signup back, so an isolate remembers its refusal (worker/limits/refusals.ts)
   * and answers the rest of the hour with no Durable Object request and no Siteverify call.
   */
  network: { kind: "signup-network", max: 40, windowSeconds: 3600, rememberRefusals: true },
  /** The same email for the same list is taken once in this time (double clicks, repeats). */
  emailCooldownSeconds: 600,
} as const satisfies Record<string, WindowLimit | number>;
