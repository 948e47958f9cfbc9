import { configOf, type Env } from "../config";

/** The owner's time zone, from the configuration (OWNER_TIME_ZONE, checked at start-up, or src/content/owner.ts's). */
export function ownerTimeZone(env: Env): string {
  return configOf(env).ownerTimeZone;
}
