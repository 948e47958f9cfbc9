import type { MagnetSlug } from "../../src/content";
import type { Env } from "./env";

export interface KitConfig {
  baseUrl: string;
  apiKey: string;
  formId: string;
  /** Lead-magnet slug -> Kit tag id. */
  tagIds: Partial<Record<MagnetSlug, string>>;
}

/** Where signups go. */
export type KitSettings =
  | { kind: "kit"; config: KitConfig }
  /** No key outside production: signups go to the local store. */
  | { kind: "local" }
  /** Signups answer CONFIG_ERROR (and queued ones wait) until the owner fixes these. */
  | { kind: "invalid"; problems: string[] };

const ID = /^\d{1,20}$/;

function tagIdsOf(text: string): Record<string, string> {
  const parsed = JSON.parse(text) as unknown;
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) throw new Error("not an object");
  const tagIds: Record<string, string> = {};
  for (const [slug, id] of Object.entries(parsed)) {
    if (!ID.test(String(id))) throw new Error(`tag id of ${slug} is not numeric`);
    tagIds[slug] = String(id);
  }
  return tagIds;
}

/** Reads Kit's settings from the environment and says what is missing or malformed. */
export function readKitSettings(env: Env, development: boolean): KitSettings {
  const apiKey = env.KIT_API_KEY?.trim();
  if (!apiKey) return development ? { kind: "local" } : { kind: "invalid", problems: ["KIT_API_KEY is not set"] };

  const problems: string[] = [];
  const formId = env.KIT_NEWSLETTER_FORM_ID?.trim() ?? "";
  if (!ID.test(formId)) problems.push("KIT_NEWSLETTER_FORM_ID must be the numeric id of a Kit form");
  let tagIds: Record<string, string> = {};
  if (env.KIT_TAG_IDS?.trim()) {
    try {
      tagIds = tagIdsOf(env.KIT_TAG_IDS);
    } catch (error) {
      problems.push(`KIT_TAG_IDS must be a JSON object of slug to tag id (${error instanceof Error ? error.message : "unreadable"})`);
    }
  }
  const baseUrl = URL.canParse(env.KIT_API_BASE) ? new URL(env.KIT_API_BASE).href : undefined;
  if (!baseUrl) problems.push("KIT_API_BASE is not a URL");
  if (problems.length || !baseUrl) return { kind: "invalid", problems };
  return { kind: "kit", config: { baseUrl, apiKey, formId, tagIds } };
}
