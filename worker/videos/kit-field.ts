import * as v from "valibot";
import { VIDEO_KIT_FIELD } from "../../src/videos";
import type { Config, Env } from "../config";
import { kitCaller } from "../kit";
import { firstRow } from "../store";

/**
 * Makes Kit's "Signup video" custom field once, so signups on a video's page can fill it
 * (https://developers.kit.com/api-reference/custom-fields/create-a-custom-field: `{label}`, 201
 * when made, 200 with the field when the label exists). Until it exists Kit ignores the value a
 * signup sends (https://developers.kit.com/api-reference/subscribers/create-a-subscriber), so a
 * failure here costs nothing but a try on the next run. One D1 read a run once made.
 */
export async function ensureVideoKitField(env: Pick<Env, "DB" | "KIT_BUDGET">, config: Config, now: Date): Promise<boolean> {
  const kit = kitCaller(env, config);
  if (!kit) return false;
  const row = await firstRow(env.DB.prepare("SELECT kit_field_at FROM video_feed_state WHERE id = 1"), v.object({ kit_field_at: v.nullable(v.string()) }));
  if (row?.kit_field_at) return true;
  try {
    await kit("POST", "/custom_fields", { label: VIDEO_KIT_FIELD.label });
  } catch (error) {
    console.warn(`[videos] Kit did not make the "${VIDEO_KIT_FIELD.label}" field:`, error instanceof Error ? error.message : error);
    return false;
  }
  await env.DB.prepare("INSERT INTO video_feed_state (id, kit_field_at) VALUES (1, ?1) ON CONFLICT (id) DO UPDATE SET kit_field_at = ?1")
    .bind(now.toISOString())
    .run();
  return true;
}

/** The video whose page (`/videos/<slug>`) a signup was sent from: one indexed lookup, only for such a page. */
export async function videoOfSignupPage(db: D1Database, pageAddress: string | undefined): Promise<string | undefined> {
  if (!pageAddress) return undefined;
  const match = /^\/videos\/([a-z0-9-]{1,80})$/.exec(URL.canParse(pageAddress) ? new URL(pageAddress).pathname : "");
  if (!match) return undefined;
  const row = await firstRow(db.prepare("SELECT id FROM videos WHERE slug = ?1").bind(match[1]), v.object({ id: v.string() }));
  return row?.id;
}
