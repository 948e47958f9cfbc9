import type { WindowLimit } from "../../limits";

/** Inquiries a client (an IPv4 address, or an IPv6 /64) may send in a window. */
export const inquiryClientLimit: WindowLimit = { kind: "inquiry-client", max: 5, windowSeconds: 3600 };
