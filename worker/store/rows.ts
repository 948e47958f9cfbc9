import * as v from "valibot";

/**
 * Rows read from D1 enter the domain here, checked against the shape the code reads: a column a
 * migration renamed, dropped or retyped fails loudly at the read, naming the query and the field,
 * instead of flowing on as undefined.
 */
export type RowSchema = v.GenericSchema<Record<string, unknown>, unknown>;

/** A row D1 returned that does not have the shape its reader expects. */
export class RowShapeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "RowShapeError";
  }
}

/** The SQL of a statement, where the runtime keeps it (workerd and Miniflare do). */
function sqlOf(statement: D1PreparedStatement): string {
  const sql = (statement as { statement?: unknown }).statement;
  return typeof sql === "string" ? sql.replace(/\s+/g, " ").trim() : "a D1 statement";
}

/** Checks one row of `statement`'s answer; throws RowShapeError naming the query and the field. */
export function parseRow<S extends RowSchema>(schema: S, row: unknown, statement: D1PreparedStatement): v.InferOutput<S> {
  const parsed = v.safeParse(schema, row);
  if (parsed.success) return parsed.output;
  const issue = parsed.issues[0];
  const field = v.getDotPath(issue) ?? "(the row)";
  throw new RowShapeError(`D1 row of "${sqlOf(statement)}" does not match its schema at ${field}: ${issue.message}`);
}

/** The first row of `statement`, checked, or null when it returns none. */
export async function firstRow<S extends RowSchema>(statement: D1PreparedStatement, schema: S): Promise<v.InferOutput<S> | null> {
  const row = await statement.first();
  return row === null ? null : parseRow(schema, row, statement);
}

/** Every row of `statement`, each checked. */
export async function allRows<S extends RowSchema>(statement: D1PreparedStatement, schema: S): Promise<v.InferOutput<S>[]> {
  const { results } = await statement.all();
  return results.map((row) => parseRow(schema, row, statement));
}

/** The rows of `statement`'s answer within a batch (`db.batch` answers each statement in order), each checked. */
export function batchRows<S extends RowSchema>(result: D1Result | undefined, statement: D1PreparedStatement, schema: S): v.InferOutput<S>[] {
  if (!result) throw new RowShapeError(`D1 batch gave no answer for "${sqlOf(statement)}"`);
  return result.results.map((row) => parseRow(schema, row, statement));
}
