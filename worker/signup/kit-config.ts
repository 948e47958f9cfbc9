import { isProduction, type Env } from "../env";
import type { MagnetSlug } from "../../src/content/magnets";

export interface KitConfig {
  baseUrl: string;
  apiKey: string;
  formId: string;
  /** Lead-magnet slug -> Kit tag id. */
  tagIds: Partial<Record<MagnetSlug, string>>;
}

export type KitConfigResult =
  | { kind: "kit"; config: KitConfig }
  /** No key outside production: signups go to the local provider. */
  | { kind: "local" }
  | { kind: "invalid"; problems: string[] };

const ID = /^\d{1,20}$/;

/** Reads Kit's settings from the environment and says what is missing or malformed. */
export function readKitConfig(env: Env): KitConfigResult {
  const apiKey = env.KIT_API_KEY?.trim();
  if (!apiKey) return isProduction(env) ? { kind: "invalid", problems: ["KIT_API_KEY is not set"] } : { kind: "local" };

  const problems: string[] = [];
  const formId = env.KIT_NEWSLETTER_FORM_ID?.trim() ?? "";
  if (!ID.test(formId)) problems.push("KIT_NEWSLETTER_FORM_ID must be the numeric id of a Kit form");
  const tagIds: Record<string, string> = {};
  if (env.KIT_TAG_IDS?.trim()) {
    try {
      const parsed = JSON.parse(env.KIT_TAG_IDS) as unknown;
      if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) throw new Error("not an object");
      for (const [slug, id] of Object.entries(parsed)) {
        if (!ID.test(String(id))) throw new Error(`tag id of ${slug} is not numeric`);
        tagIds[slug] = String(id);
      }
    } catch (error) {
      problems.push(`KIT_TAG_IDS must be a JSON object of slug to tag id (${error instanceof Error ? error.message : "unreadable"})`);
    }
  }
  let baseUrl = env.KIT_API_BASE;
  try {
    baseUrl = new URL(env.KIT_API_BASE).href;
  } catch {
    problems.push("KIT_API_BASE is not a URL");
  }
  if (problems.length) return { kind: "invalid", problems };
  return { kind: "kit", config: { baseUrl, apiKey, formId, tagIds } };
}
