import type { Context } from "hono";
import type { AppEnv } from "../config";
import { must } from "../../src/must.ts";

/**
 * The fields of a JSON object body or a form post (urlencoded or multipart); undefined when the
 * body is neither or cannot be read. Hono keeps the parsed body, so a later read of the same
 * request (the share card's file) sees the same fields.
 */
export async function bodyFields(c: Context<AppEnv>): Promise<Record<string, unknown> | undefined> {
  const type = must((c.req.header("Content-Type") ?? "").split(";")[0])
    .trim()
    .toLowerCase();
  try {
    if (type === "application/json") {
      const body = (await c.req.json()) as unknown;
      return body && typeof body === "object" && !Array.isArray(body) ? (body as Record<string, unknown>) : undefined;
    }
    if (type === "application/x-www-form-urlencoded" || type === "multipart/form-data") return await c.req.parseBody();
  } catch {
    return undefined;
  }
  return undefined;
}

/** A field's value when it is text; a number, a file or a list is not. */
export const textField = (value: unknown): string | undefined => (typeof value === "string" ? value : undefined);
