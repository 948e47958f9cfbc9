import { DurableObject } from "cloudflare:workers";
import { utcDay } from "./events";

/**
 * The visitor hash's daily salt: one random value per UTC day, made on the day's first request
 * and deleted when the day ends (an alarm at the next midnight; any older day is dropped whenever a
 * new one is made), so a hash cannot be recomputed, nor linked across days, once its day is over.
 */
export class DailySalt extends DurableObject {
  async saltFor(day: string): Promise<string> {
    const known = await this.ctx.storage.get<string>(day);
    if (known) return known;
    const salt = [...crypto.getRandomValues(new Uint8Array(32))].map((byte) => byte.toString(16).padStart(2, "0")).join("");
    const older = [...(await this.ctx.storage.list<string>()).keys()].filter((key) => key !== day);
    await this.ctx.storage.put(day, salt);
    if (older.length) await this.ctx.storage.delete(older);
    await this.ctx.storage.setAlarm(Date.parse(`${day}T00:00:00Z`) + 86_400_000);
    return salt;
  }

  /** Midnight UTC: the day's salt goes; the next request makes the new day's. */
  override async alarm(): Promise<void> {
    const today = utcDay();
    const stale = [...(await this.ctx.storage.list<string>()).keys()].filter((key) => key < today);
    if (stale.length) await this.ctx.storage.delete(stale);
  }
}

/** Today's salt, kept in the isolate's memory for the rest of its day. */
let cached: { day: string; salt: string } | undefined;

export async function todaysSalt(namespace: DurableObjectNamespace<DailySalt>): Promise<string> {
  const day = utcDay();
  if (cached?.day === day) return cached.salt;
  const salt = await namespace.get(namespace.idFromName("daily-salt")).saltFor(day);
  cached = { day, salt };
  return salt;
}
