import * as v from "valibot";
import { SIGNUP_ALERT_PREFIX, type SignupAlert, type SignupAlertDetails } from "../../src/signup";
import { allRows } from "../store";

/** Alerts raised in this isolate since the last flush, for the owner's desk (D1 `owner_alerts`). */
const raised: { name: SignupAlert; details: SignupAlertDetails; at: string }[] = [];
/** Bounds the buffer should D1 stay away: the log keeps every alert whole regardless. */
const MAX_BUFFERED = 100;

/**
 * A line the owner's log alerts are set on: `[signup alert] NAME: what happened. What to do.` The
 * desk keeps its name and `details` (ids, a status: no words), and says it from src/content.
 */
export function signupAlert(name: SignupAlert, log: string, details: SignupAlertDetails = {}): void {
  console.error(`${SIGNUP_ALERT_PREFIX} ${name}: ${log}`);
  if (raised.length < MAX_BUFFERED) raised.push({ name, details, at: new Date().toISOString() });
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
      alerts.map(({ name, details, at }) =>
        db
          .prepare(
            "INSERT INTO owner_alerts (day, name, count, last_at, last_details) VALUES (?1, ?2, 1, ?3, ?4) ON CONFLICT (day, name) DO UPDATE SET count = count + 1, last_at = ?3, last_details = ?4",
          )
          .bind(at.slice(0, 10), name, at, JSON.stringify(details)),
      ),
    );
  } catch (error) {
    console.error("[signup] could not record the owner alerts for the desk (the log has them):", error);
  }
}

/** A stored alert's details read back; anything unreadable is none (the name still says what it was). */
function detailsOf(stored: string | null): SignupAlertDetails {
  try {
    const value: unknown = JSON.parse(stored ?? "{}");
    return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as SignupAlertDetails) : {};
  } catch {
    return {};
  }
}

/** The owner alerts of the last `days` days, newest first. Throws when D1 cannot answer. */
export async function recentSignupAlerts(
  db: D1Database,
  days: number,
  now = Date.now(),
): Promise<{ name: string; count: number; lastAt: string; lastDetails: SignupAlertDetails }[]> {
  const from = new Date(now - (days - 1) * 86_400_000).toISOString().slice(0, 10);
  const results = await allRows(
    db
      .prepare(
        "SELECT name, SUM(count) AS count, MAX(last_at) AS lastAt, (SELECT last_details FROM owner_alerts o WHERE o.name = a.name ORDER BY last_at DESC LIMIT 1) AS lastDetails FROM owner_alerts a WHERE day >= ?1 GROUP BY name ORDER BY lastAt DESC",
      )
      .bind(from),
    v.object({ name: v.string(), count: v.number(), lastAt: v.string(), lastDetails: v.nullable(v.string()) }),
  );
  return results.map((row) => ({ ...row, count: Number(row.count), lastDetails: detailsOf(row.lastDetails) }));
}
