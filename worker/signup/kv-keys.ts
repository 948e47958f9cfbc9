import { sha256 } from "./digest";

/** KV key names. Emails are hashed so the store holds no personal data in its keys. */
export const kvKeys = {
  emailCooldown: async (emailIdentity: string, list: string) => `cooldown:${list}:${await sha256(emailIdentity)}`,
  delivered: (signupId: string) => `delivered:${signupId}`,
  localSignup: (receivedAt: string, signupId: string) => `local-signup:${receivedAt}:${signupId}`,
  deadLetter: (storedAt: string, signupId: string) => `dead-letter:${storedAt}:${signupId}`,
  /** Dead letters the owner asked to replay (`npm run signups -- replay`); the cron re-queues them. */
  replay: (signupId: string) => `replay:${signupId}`,
  consent: (consentId: string, revision: number) => `consent:${consentId}:${revision}`,
} as const;
