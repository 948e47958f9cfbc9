import * as v from "valibot";
import { SIGNUP_ALERT_PREFIX, type SignupAlert } from "../../src/signup";
import { allRows } from "../store";

/** Alerts raised in this isolate since the last flush, for the owner's desk (D1 `owner_alerts`). */
const raised: { name: SignupAlert; text: string; at: string }[] = [];
/** Bounds the buffer should D1 stay away: the log keeps every alert whole regardless. */
const MAX_BUFFERED = 100;

/** A line the owner's log alerts are set on: `[signup alert] NAME: what happened. What to do.` Also kept for the desk. */
export function signupAlert(name: SignupAlert, text: string): void {
  console.error(`${SIGNUP_ALERT_PREFIX} ${name}: ${text}`);
  if (raised.length < MAX_BUFFERED) raised.push({ name, text: text.slice(0, 500), at: new Date().toISOString() });
}

/**
 * Writes the alerts raised since the last call to D1, one upsert per alert (a day and name are one
 * row, counted): cheap, and nothing when none was raised. Never throws: the log already has them.
 */
export async function flushSignupAlerts(db: D1Database | undefined): Promise<void> {
  if (!raised.length || !db) return;
  const alerts = raised.splice(0);
  try {
    await db.batch(
      alerts.map(({ name, text, at }) =>
        db
          .prepare(
            "INSERT INTO owner_alerts (day, name, count, last_at, last_text) VALUES (?1, ?2, 1, ?3, ?4) ON CONFLICT (day, name) DO UPDATE SET count = count + 1, last_at = ?3, last_text = ?4",
          )
          .bind(at.slice(0, 10), name, at, text),
      ),
    );
  } catch (error) {
    console.error("[signup] could not record the owner alerts for the desk (the log has them):", error);
  }
}

/** The owner alerts of the last `days` days, newest first. Throws when D1 cannot answer. */
export async function recentSignupAlerts(
  db: D1Database,
  days: number,
  now = Date.now(),
): Promise<{ name: string; count: number; lastAt: string; lastText: string }[]> {
  const from = new Date(now - (days - 1) * 86_400_000).toISOString().slice(0, 10);
  const results = await allRows(
    db
      .prepare(
        "SELECT name, SUM(count) AS count, MAX(last_at) AS lastAt, (SELECT last_text FROM owner_alerts o WHERE o.name = a.name ORDER BY last_at DESC LIMIT 1) AS lastText FROM owner_alerts a WHERE day >= ?1 GROUP BY name ORDER BY lastAt DESC",
      )
      .bind(from),
    v.object({ name: v.string(), count: v.number(), lastAt: v.string(), lastText: v.string() }),
  );
  return results.map((row) => ({ ...row, count: Number(row.count) }));
}
