/**
 * A D1 binding that lets a test act at the exact moment a held outbox job is closed (the outbox's
 * closing statement: `UPDATE outbox_jobs SET … done_at … WHERE id = ?1 AND lease = ?2`), just
 * before it runs or just after, so a change of the issue can land there deterministically. The SQL
 * and arguments of each prepared statement are kept in a WeakMap from `prepare` and `bind`; the
 * statement itself is the binding's own, so batches and reads run unchanged.
 */
export type CloseMoment = "before" | "after";

export interface CloseHook {
  db: D1Database;
  /** Runs `act` at the next `times` closes of job `jobId`, at `moment`; resolves nothing itself. */
  arm(jobId: string, moment: CloseMoment, act: () => Promise<unknown>, times?: number): void;
  /** How many closes of the armed job the hook has acted at. */
  readonly fired: number;
}

const CLOSING = /^\s*UPDATE outbox_jobs SET[\s\S]*\bdone_at\b[\s\S]*WHERE id = \?1 AND lease = \?2/;

export function closeHook(db: D1Database): CloseHook {
  const bound = new WeakMap<object, { sql: string; args: unknown[] }>();
  let armed: { jobId: string; moment: CloseMoment; act: () => Promise<unknown>; left: number } | undefined;
  let fired = 0;

  const takeTurn = (statements: readonly object[]): (() => Promise<unknown>) | undefined => {
    const closes = statements.some((statement) => {
      const known = bound.get(statement);
      return known !== undefined && CLOSING.test(known.sql) && known.args[0] === armed?.jobId;
    });
    if (!armed || armed.left === 0 || !closes) return undefined;
    armed.left--;
    fired++;
    return armed.act;
  };
  /** Runs the binding's call with the armed act before or after it. */
  const around = async <R>(statements: readonly object[], call: () => Promise<R>): Promise<R> => {
    const moment = armed?.moment;
    const act = takeTurn(statements);
    if (act && moment === "before") await act();
    const result = await call();
    if (act && moment === "after") await act();
    return result;
  };

  const watch = (statement: D1PreparedStatement, sql: string): D1PreparedStatement => {
    const bind = statement.bind.bind(statement);
    statement.bind = (...args: unknown[]) => {
      const next = bind(...args);
      bound.set(next, { sql, args });
      return watch(next, sql);
    };
    for (const name of ["first", "run", "all", "raw"] as const) {
      const call = (statement[name] as (...args: unknown[]) => Promise<unknown>).bind(statement);
      (statement as unknown as Record<string, unknown>)[name] = (...args: unknown[]) => around([statement], () => call(...args));
    }
    return statement;
  };

  const hooked = new Proxy(db, {
    get(target, name) {
      if (name === "prepare") return (sql: string) => watch(target.prepare(sql), sql);
      if (name === "batch") return (statements: D1PreparedStatement[]) => around(statements, () => target.batch(statements));
      const value = Reflect.get(target, name) as unknown;
      return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });

  return {
    db: hooked,
    arm(jobId, moment, act, times = 1) {
      armed = { jobId, moment, act, left: times };
    },
    get fired() {
      return fired;
    },
  };
}
