import type { Delivery, SignupProvider } from "./delivery";
import { kvKeys } from "./kv-keys";
import type { Signup } from "./signup";

/**
 * Development without a Kit account: keeps each signup in KV (`local-signup:*`, see them with
 * `npx wrangler kv key list --binding SIGNUPS_KV --local`) and logs it. Never used in production.
 */
export function localProvider(kv: KVNamespace): SignupProvider {
  return {
    name: "local",
    async deliver(signup: Signup): Promise<Delivery> {
      try {
        await kv.put(kvKeys.localSignup(signup.receivedAt, signup.id), JSON.stringify(signup));
      } catch (error) {
        return { kind: "transient", reason: `Local store failed: ${String(error)}`, rateLimited: false };
      }
      console.log(`[local signup] ${signup.email}${signup.magnet ? ` (${signup.magnet})` : ""}${signup.referrer ? ` from ${signup.referrer}` : ""}`);
      return { kind: "delivered" };
    },
  };
}
