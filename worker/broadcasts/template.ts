import type { Env } from "../config";
import type { KitBroadcastClient } from "../kit";

/** The owner's template (KIT_EMAIL_TEMPLATE_ID), else Kit's default one, read once per isolate. */
let defaultTemplate: number | undefined;
export async function templateId(env: Env, kit: KitBroadcastClient): Promise<number | undefined> {
  const picked = env.KIT_EMAIL_TEMPLATE_ID?.trim() ?? "";
  if (/^\d{1,20}$/.test(picked)) return Number(picked);
  defaultTemplate ??= (await kit.emailTemplates()).find((template) => template.is_default)?.id;
  return defaultTemplate;
}
