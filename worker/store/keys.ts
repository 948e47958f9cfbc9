import { sha256 } from "../digest.ts";

/** Prefixes of SIGNUPS_KV's keys, one per kind of record (the owner's script lists by them). */
export const KEY_PREFIX = {
  cooldown: "cooldown:",
  delivered: "delivered:",
  localSignup: "local-signup:",
  deadLetter: "dead-letter:",
  /** Dead letters the owner asked to replay (`npm run signups -- replay`); the cron re-queues them. */
  replay: "replay:",
  consent: "consent:",
  /** First-party stats without Analytics Engine (development, tests): one key per event. */
  event: "event:",
  /** A signup's attribution, kept 30 days for its confirmation webhook. */
  attribution: "attribution:",
} as const;

/** KV key names. Emails are hashed so the store holds no personal data in its keys. */
export const kvKeys = {
  emailCooldown: async (emailIdentity: string, list: string) => `${KEY_PREFIX.cooldown}${list}:${await sha256(emailIdentity)}`,
  delivered: (signupId: string) => `${KEY_PREFIX.delivered}${signupId}`,
  localSignup: (receivedAt: string, signupId: string) => `${KEY_PREFIX.localSignup}${receivedAt}:${signupId}`,
  deadLetter: (storedAt: string, signupId: string) => `${KEY_PREFIX.deadLetter}${storedAt}:${signupId}`,
  replay: (signupId: string) => `${KEY_PREFIX.replay}${signupId}`,
  consent: (consentId: string, revision: number) => `${KEY_PREFIX.consent}${consentId}:${revision}`,
  event: (day: string, time: number, id: string) => `${KEY_PREFIX.event}${day}:${time}:${id}`,
  /** SHA-256 of the webhook secret and the lowercased email: no address in the key. */
  attribution: async (secret: string, email: string) => `${KEY_PREFIX.attribution}${await sha256(secret + email.trim().toLowerCase())}`,
} as const;
