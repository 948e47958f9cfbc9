import type { WindowLimit } from "../../limits";

/**
 * Limits of POST /api/inquiry. Each inquiry is a row and (up to the hourly cap) an email to the
 * owner, so every one of them fails closed: a counter that cannot answer refuses the inquiry
 * (the form keeps what the person typed and says to send again in a minute).
 */
export const inquiryLimits = {
  /**
   * Per client (an IPv4 address, or an IPv6 /64), inquiries without a valid Turnstile token (a
   * script, a form without JavaScript, a widget that failed): two an hour, a first inquiry and
   * a correction. Past it, CHALLENGE_REQUIRED (the form shows the check and sends again).
   */
  client: { kind: "inquiry-client", max: 2, windowSeconds: 3600, whenUnavailable: "refuse" },
  /**
   * Per client, inquiries with a valid token, and every inquiry while Turnstile is off (today's
   * limit): five an hour. An organiser books one event at a time; five is a team at one desk.
   */
  clientVerified: { kind: "inquiry-client-verified", max: 5, windowSeconds: 3600, whenUnavailable: "refuse" },
  /**
   * Per IPv6 /48, every inquiry: twenty an hour. A /48 is one site's allocation (an office, a
   * campus, a coworking space), 65,536 /64s; without this bound its holder could send 65,536 x 5
   * = 327,680 inquiries an hour past the per-/64 limit. Twenty is far beyond what one organisation
   * sends, and a shared network that did reach it can still email the owner.
   */
  network: { kind: "inquiry-network", max: 20, windowSeconds: 3600, whenUnavailable: "refuse" },
} as const satisfies Record<string, WindowLimit>;
