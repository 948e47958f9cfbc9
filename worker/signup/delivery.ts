import type { SignupErrorCode } from "./codes";
import type { Signup } from "./signup";

/** What became of one attempt to hand a signup to the provider. */
export type Delivery =
  | { kind: "delivered" }
  /** Worth retrying later (timeout, network, 429, 5xx): the signup goes to the queue. */
  | { kind: "transient"; reason: string; rateLimited: boolean }
  /** Will fail the same way until data or configuration change. */
  | { kind: "permanent"; code: Extract<SignupErrorCode, "KIT_API_ERROR" | "CONFIG_ERROR" | "INVALID_EMAIL">; details: string[] };

export interface SignupProvider {
  readonly name: "kit" | "local";
  deliver(signup: Signup): Promise<Delivery>;
}
