import type { Context } from "hono";
import type { AppEnv } from "../config";
import { readBody } from "./body";

/**
 * The fields of a JSON object body or a form post (urlencoded or multipart), read by the one reader
 * (./body.ts); undefined when the body is neither or cannot be read. A field a form repeats keeps
 * its last value, as the owner's forms expect.
 */
export async function bodyFields(c: Context<AppEnv>): Promise<Record<string, unknown> | undefined> {
  const read = await readBody(c);
  if (!read.ok || !read.fields || typeof read.fields !== "object" || Array.isArray(read.fields)) return undefined;
  const fields = read.fields as Record<string, unknown>;
  if (read.kind === "json") return fields;
  return Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, Array.isArray(value) ? value.at(-1) : value]));
}

/** A field's value when it is text; a number, a file or a list is not. */
export const textField = (value: unknown): string | undefined => (typeof value === "string" ? value : undefined);
