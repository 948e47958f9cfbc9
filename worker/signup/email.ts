/** The address rule is shared with the signup forms (src/signup/email-address.ts): one rule, both sides. */
export { checkEmail, type EmailCheck } from "../../src/signup/email-address";

/** Key material for the per-email cooldown: addresses differ only in case are the same mailbox here. */
export function emailIdentity(email: string): string {
  return email.toLowerCase();
}
