/**
 * The saves that landed, by their key: each save the previewer sends carries a key of its own, kept
 * in the browser until the answer comes back. A closing save (sent as the tab closes) lands but its
 * answer is lost; on its next open the browser names its unanswered keys and the server says which
 * version one of them produced, so the browser knows the site holds its words (no question to ask).
 * Kept in the draft's row (`landed_saves`, migration 0025): the last few keys of each device.
 */

/** Keys kept per device: the saves a page may send before an answer (a retry, the closing one). */
const KEYS_PER_DEVICE = 4;
/** Devices kept: the most recent writers. */
const DEVICES_KEPT = 8;
/** A save's key as the previewer makes it (crypto.randomUUID). */
export const SAVE_KEY_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

type Landed = Record<string, [string, number][]>;

function parse(json: string | null): Landed {
  try {
    const value: unknown = JSON.parse(json ?? "{}");
    return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Landed) : {};
  } catch {
    return {};
  }
}

/** The row's keys with `key` added for `device` at `version` (the version the save produces). */
export function withLandedSave(json: string | null, device: string, key: string, version: number): string {
  const landed = parse(json);
  const own = [...(Array.isArray(landed[device]) ? landed[device] : []), [key, version] as [string, number]].slice(-KEYS_PER_DEVICE);
  const others = Object.entries(landed)
    .filter(([name, saves]) => name !== device && Array.isArray(saves) && saves.length > 0)
    .sort(([, a], [, b]) => (b.at(-1)?.[1] ?? 0) - (a.at(-1)?.[1] ?? 0))
    .slice(0, DEVICES_KEPT - 1);
  return JSON.stringify(Object.fromEntries([...others, [device, own]]));
}

/** The latest of `keys` that landed, with the version it produced; null: none did. */
export function landedSave(json: string | null, keys: string[]): { key: string; version: number } | null {
  if (keys.length === 0) return null;
  let found: { key: string; version: number } | null = null;
  for (const saves of Object.values(parse(json)))
    for (const [key, version] of Array.isArray(saves) ? saves : [])
      if (keys.includes(key) && typeof version === "number" && (!found || version > found.version)) found = { key, version };
  return found;
}
