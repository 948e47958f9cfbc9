import { emailIdentity, kvKeys } from "../../store";
import { signupLimits } from "./limits";

/** The list a signup joins: the newsletter, or a lead magnet (which also joins the newsletter). */
export function listOf(magnet: string | undefined): string {
  return magnet ?? "newsletter";
}

/**
 * Whether this email was taken for this list in the last `emailCooldownSeconds`. A double click
 * or a reload then answers success again without calling Kit twice or sending a second
 * confirmation. Two requests in the same second at different locations may both pass (KV is
 * eventually consistent); Kit itself does not resend a form's incentive email to a subscriber
 * already on the form, so that case costs an extra API call, not an extra email.
 */
export async function isCoolingDown(kv: KVNamespace, email: string, list: string): Promise<boolean> {
  try {
    return (await kv.get(await kvKeys.emailCooldown(emailIdentity(email), list))) !== null;
  } catch {
    return false;
  }
}

export async function startCooldown(kv: KVNamespace, email: string, list: string): Promise<void> {
  try {
    await kv.put(await kvKeys.emailCooldown(emailIdentity(email), list), "1", { expirationTtl: signupLimits.emailCooldownSeconds });
  } catch (error) {
    console.warn("Could not record the email cooldown", error);
  }
}
