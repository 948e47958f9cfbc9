import { owner } from "../../src/content/owner";
import { isTimeZone } from "../../src/internal/when";
import type { Env } from "../config";

/** The owner's time zone: OWNER_TIME_ZONE when Intl knows it (else a warning), or src/content/owner.ts's. */
export function ownerTimeZone(env: Pick<Env, "OWNER_TIME_ZONE">): string {
  const asked = env.OWNER_TIME_ZONE?.trim();
  if (!asked) return owner.timeZone;
  if (isTimeZone(asked)) return asked;
  console.warn(`[owner] OWNER_TIME_ZONE=${JSON.stringify(asked)} is not a time zone Intl knows (e.g. America/New_York); using ${owner.timeZone}`);
  return owner.timeZone;
}
