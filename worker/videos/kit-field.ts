import { VIDEO_KIT_FIELD } from "../../src/videos/contract";
import type { Config, Env } from "../config";
import { kitPacer } from "../kit";

const SLOT_WAIT_MS = 5_000;
const CALL_TIMEOUT_MS = 10_000;

/**
 * Makes Kit's "Signup video" custom field once, so signups on a video's page can fill it
 * (https://developers.kit.com/api-reference/custom-fields/create-a-custom-field: `{label}`, 201
 * when made, 200 with the field when the label exists). Until it exists Kit ignores the value a
 * signup sends (https://developers.kit.com/api-reference/subscribers/create-a-subscriber), so a
 * failure here costs nothing but a try on the next run. One D1 read a run once made.
 */
export async function ensureVideoKitField(env: Pick<Env, "DB" | "KIT_BUDGET">, config: Config, now: Date): Promise<boolean> {
  if (config.kit.kind !== "kit") return false;
  const row = await env.DB.prepare("SELECT kit_field_at FROM video_feed_state WHERE id = 1").first<{ kit_field_at: string | null }>();
  if (row?.kit_field_at) return true;
  const { baseUrl, apiKey } = config.kit.config;
  const pacer = await kitPacer(env as Env, apiKey, { requestsPerMinute: config.kitRequestsPerMinute, backoffSeconds: config.signupBackoffSeconds });
  await pacer.waitForSlot(SLOT_WAIT_MS);
  const response = await fetch(`${baseUrl.replace(/\/+$/, "")}/custom_fields`, {
    method: "POST",
    headers: { Accept: "application/json", "Content-Type": "application/json", "X-Kit-Api-Key": apiKey },
    body: JSON.stringify({ label: VIDEO_KIT_FIELD.label }),
    signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
  });
  pacer.answered(response.status);
  await pacer.settled();
  await response.body?.cancel();
  if (response.status === 429) await pacer.rateLimited();
  if (response.status !== 200 && response.status !== 201) {
    console.warn(`[videos] Kit did not make the "${VIDEO_KIT_FIELD.label}" field: ${response.status}`);
    return false;
  }
  await env.DB.prepare("INSERT INTO video_feed_state (id, kit_field_at) VALUES (1, ?1) ON CONFLICT (id) DO UPDATE SET kit_field_at = ?1").bind(now.toISOString()).run();
  return true;
}

/** The video whose page (`/videos/<slug>`) a signup was sent from: one indexed lookup, only for such a page. */
export async function videoOfSignupPage(db: D1Database, pageAddress: string | undefined): Promise<string | undefined> {
  if (!pageAddress) return undefined;
  const match = /^\/videos\/([a-z0-9-]{1,80})$/.exec(URL.canParse(pageAddress) ? new URL(pageAddress).pathname : "");
  if (!match) return undefined;
  const row = await db.prepare("SELECT id FROM videos WHERE slug = ?1").bind(match[1]).first<{ id: string }>();
  return row?.id;
}
