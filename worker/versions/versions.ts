import * as v from "valibot";
import { firstRow } from "../store";
/**
 * Versions that pages key their cached copies by (memory and the Cache API cannot be listed or
 * emptied everywhere at once, so a new key is how a change reaches every isolate). One row each in
 * `versions` (migrations/0015_versions.sql), bumped in the batch that makes the change, read with
 * one of two policies:
 * - every request (`readWithVersion`): the issues' version, read with the request's own query, so a
 *   publish shows on the very next request in every data centre (one D1 query per issue route);
 * - per isolate (`isolateVersion`): the site's cache generation, read at most every interval, so
 *   the desk's purge reaches every isolate within it for one row read per isolate per interval.
 */
export type VersionName = "issues" | "site-cache";

const versionRow = v.object({ version: v.number() });

/**
 * A condition a statement names for itself (the row and the change it depends on): its SQL given
 * the first placeholder number free in that statement, and the values bound from there.
 */
export interface StatementGuard {
  sql: (first: number) => string;
  values: unknown[];
}

/**
 * The statement that bumps a version, for the batch that changes what it versions. `when`: bumped
 * only when that condition holds as the statement runs (the batch's own change took effect), never
 * by changes() of another statement.
 */
export function bumpVersion(db: D1Database, name: VersionName, when?: StatementGuard): D1PreparedStatement {
  return db.prepare(`UPDATE versions SET version = version + 1 WHERE name = ?1${when ? ` AND ${when.sql(2)}` : ""}`).bind(name, ...(when?.values ?? []));
}

/**
 * Reads a version with other columns the request needs, in one query: `columns` are SQL
 * expressions over bound values ?2, ?3… (`values`). Every request: no caching.
 */
export async function readWithVersion<Entries extends v.ObjectEntries = Record<never, never>>(
  db: D1Database,
  name: VersionName,
  columns: string,
  values: unknown[],
  entries: Entries = {} as Entries,
) {
  return firstRow(
    db.prepare(`SELECT version${columns ? `, ${columns}` : ""} FROM versions WHERE name = ?1`).bind(name, ...values),
    v.object({ ...entries, version: v.number() }),
  );
}

/** A version as this isolate last read it, read again at most every `ttlMs`. */
export interface IsolateVersion {
  /** What the last read found ("0" before any). */
  current(): string;
  /** Reads it again when this isolate's copy is older than the interval; a failed read keeps the last one. */
  refresh(db: D1Database | undefined, now?: number): Promise<void>;
  /** Bumps it and uses the new one in this isolate at once. */
  bump(db: D1Database, now?: number): Promise<string>;
}

export function isolateVersion(name: VersionName, ttlMs: number): IsolateVersion {
  let known = { value: "0", readAt: -Infinity };
  return {
    current: () => known.value,
    async refresh(db, now = Date.now()) {
      if (!db || now - known.readAt < ttlMs) return;
      known = { ...known, readAt: now };
      try {
        const row = await firstRow(db.prepare("SELECT version FROM versions WHERE name = ?1").bind(name), versionRow);
        known = { value: String(row?.version ?? 0), readAt: now };
      } catch (error) {
        console.error(`[versions] could not read the ${name} version; keeping`, known.value, error);
      }
    },
    async bump(db, now = Date.now()) {
      const row = await firstRow(db.prepare("UPDATE versions SET version = version + 1 WHERE name = ?1 RETURNING version").bind(name), versionRow);
      known = { value: String(row?.version ?? 0), readAt: now };
      return known.value;
    },
  };
}
