import { kvKeys, type Signup } from "../store";

/**
 * Development without a Kit account: keeps each signup in KV (`local-signup:*`, see them with
 * `npx wrangler kv key list --binding SIGNUPS_KV --local`) and logs it. Never used in production.
 * Throws when the store fails, so the signup is queued like any other.
 */
export async function deliverLocally(kv: KVNamespace, signup: Signup): Promise<void> {
  await kv.put(kvKeys.localSignup(signup.receivedAt, signup.id), JSON.stringify(signup));
  console.log(`[local signup] ${signup.email}${signup.magnet ? ` (${signup.magnet})` : ""}${signup.referrer ? ` from ${signup.referrer}` : ""}`);
}
