import * as v from "valibot";
import type { KitCaller } from "../kit";
import { firstRow } from "../store";

/**
 * Kit ids looked up or created by name, kept in D1 (referral_kit_names) so each is asked of Kit
 * once: the custom fields the links go in, and the reward tags.
 */
export const LINK_FIELDS = { share: "Referral link", progress: "Referral progress link" } as const;

async function remembered(db: D1Database, name: string): Promise<string | undefined> {
  return (await firstRow(db.prepare("SELECT kit_id FROM referral_kit_names WHERE name = ?1").bind(name), v.object({ kit_id: v.string() })))?.kit_id;
}

async function remember(db: D1Database, name: string, kitId: string): Promise<void> {
  await db
    .prepare("INSERT INTO referral_kit_names (name, kit_id) VALUES (?1, ?2) ON CONFLICT (name) DO UPDATE SET kit_id = excluded.kit_id")
    .bind(name, kitId)
    .run();
}

interface CustomField {
  id: number;
  key: string;
  label: string;
}

/** The custom field's key for a label: listed (every page) or else created. */
export async function customFieldKey(db: D1Database, kit: KitCaller, label: string): Promise<string> {
  const name = `field:${label}`;
  const known = await remembered(db, name);
  if (known) return known;
  let after: string | undefined;
  let found: CustomField | undefined;
  for (let page = 0; page < 20 && !found; page++) {
    const listed = (await kit("GET", `/custom_fields?per_page=500${after ? `&after=${encodeURIComponent(after)}` : ""}`)) as {
      custom_fields?: CustomField[];
      pagination?: { has_next_page?: boolean; end_cursor?: string };
    };
    found = listed.custom_fields?.find((field) => field.label.trim().toLowerCase() === label.toLowerCase());
    if (!listed.pagination?.has_next_page || !listed.pagination.end_cursor) break;
    after = listed.pagination.end_cursor;
  }
  if (!found) found = ((await kit("POST", "/custom_fields", { label })) as { custom_field: CustomField }).custom_field;
  await remember(db, name, found.key);
  return found.key;
}

/**
 * Forgets what Kit no longer has (a field or tag deleted in Kit's app: its key is refused with
 * 422, its id with 404), so the next try looks it up or creates it again.
 */
export async function forgetKitNames(db: D1Database, prefix: "field:" | "tag:"): Promise<void> {
  await db.prepare("DELETE FROM referral_kit_names WHERE substr(name, 1, ?2) = ?1").bind(prefix, prefix.length).run();
}

/** The reward tag's id: created by name (Kit answers with the existing tag when the name is taken). */
export async function tagId(db: D1Database, kit: KitCaller, tagName: string): Promise<string> {
  const name = `tag:${tagName}`;
  const known = await remembered(db, name);
  if (known) return known;
  const created = (await kit("POST", "/tags", { name: tagName })) as { tag: { id: number } };
  const id = String(created.tag.id);
  await remember(db, name, id);
  return id;
}
