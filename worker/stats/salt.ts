import { DurableObject } from "cloudflare:workers";
import { utcDay } from "./events";
import { must } from "../../src/must.ts";

const DAY_MS = 86_400_000;
const endOf = (day: string) => Date.parse(`${day}T00:00:00Z`) + DAY_MS;

/**
 * The visitor hash's daily salt: one random value per UTC day, made on the day's first request
 * and deleted once the day is over (an alarm at the end of the oldest day kept), so a hash cannot
 * be recomputed, nor linked across days, once its day is over.
 *
 * Requests do not arrive in order: an isolate whose clock is already past midnight may ask for
 * D+1 before another asks for D. So making a salt deletes only days that are over by this
 * object's clock, never the day asked for or a later one, and a day that is over is never made
 * again (its hashes would change): it is refused (null), and the caller counts nothing for it.
 */
export class DailySalt extends DurableObject {
  async saltFor(day: string): Promise<string | null> {
    const known = await this.ctx.storage.get<string>(day);
    if (known) return known;
    const today = utcDay();
    if (day < today || day > utcDay(Date.now() + DAY_MS)) return null;
    const salt = [...crypto.getRandomValues(new Uint8Array(32))].map((byte) => byte.toString(16).padStart(2, "0")).join("");
    await this.ctx.storage.put(day, salt);
    await this.dropEndedDays(today);
    return salt;
  }

  /** Midnight UTC: the ended day's salt goes; the next day's, if already made, stays. */
  override async alarm(): Promise<void> {
    await this.dropEndedDays(utcDay());
  }

  private async dropEndedDays(today: string): Promise<void> {
    const days = [...(await this.ctx.storage.list<string>()).keys()];
    const ended = days.filter((key) => key < today);
    if (ended.length) await this.ctx.storage.delete(ended);
    const kept = days.filter((key) => key >= today).sort();
    if (kept.length) await this.ctx.storage.setAlarm(endOf(must(kept[0])));
  }
}

/** Today's salt, kept in the isolate's memory for the rest of its day. */
let cached: { day: string; salt: string } | undefined;

export async function todaysSalt(namespace: DurableObjectNamespace<DailySalt>): Promise<string> {
  const day = utcDay();
  if (cached?.day === day) return cached.salt;
  const salt = await namespace.get(namespace.idFromName("daily-salt")).saltFor(day);
  if (!salt) throw new Error(`no salt for ${day}: this isolate's clock is off by more than the salt's store allows`);
  cached = { day, salt };
  return salt;
}
