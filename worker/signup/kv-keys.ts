/** KV key names. Emails and addresses are hashed so the store holds no personal data in its keys. */
async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("").slice(0, 32);
}

export const kvKeys = {
  clientWindow: async (clientIp: string) => `ratelimit:client:${await sha256(clientIp)}`,
  emailCooldown: async (emailIdentity: string, list: string) => `cooldown:${list}:${await sha256(emailIdentity)}`,
  delivered: (signupId: string) => `delivered:${signupId}`,
  localSignup: (receivedAt: string, signupId: string) => `local-signup:${receivedAt}:${signupId}`,
  deadLetter: (storedAt: string, signupId: string) => `dead-letter:${storedAt}:${signupId}`,
  /** Dead letters the owner asked to replay (`npm run signups -- replay`); the cron re-queues them. */
  replay: (signupId: string) => `replay:${signupId}`,
  consent: (consentId: string, revision: number) => `consent:${consentId}:${revision}`,
  consentWindow: async (client: string) => `ratelimit:consent:${await sha256(client)}`,
} as const;
