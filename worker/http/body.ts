import type { Context, MiddlewareHandler } from "hono";
import * as v from "valibot";
import { ANY_FIELDS, bodyKindOf, JSON_TYPE, MULTIPART_TYPE, mediaTypeOf, type BodyKind } from "./media-type";

/** A body as read once: its fields (JSON as sent; a form's repeated fields as lists), or why it could not be read. */
export type BodyRead =
  | { ok: true; kind: BodyKind; fields: unknown }
  | { ok: false; kind: BodyKind | undefined; problem: "media" | "encoding" | "json" | "shape"; details: string[] };

/** Reads are kept per request, so a second reader (a handler after a validator, the share card's file) sees the same fields. */
const reads = new WeakMap<Request, Promise<BodyRead>>();

/**
 * The site's one body reader: JSON or a urlencoded form from UTF-8 bytes (a body that is not
 * UTF-8, or not JSON, is refused with a reason), multipart through Hono's parser. Only the
 * `accepted` media types are read. Its size is bounded by the group's body limit before this reads it.
 */
export function readBody(c: Context, accepted: readonly string[] = ANY_FIELDS): Promise<BodyRead> {
  const kind = bodyKindOf(c.req.header("Content-Type"), accepted);
  if (!kind) return Promise.resolve({ ok: false, kind, problem: "media", details: [`Content-Type must be ${accepted.join(" or ")}`] });
  let read = reads.get(c.req.raw);
  if (!read) {
    read = readOnce(c, kind);
    reads.set(c.req.raw, read);
  }
  return read;
}

async function readOnce(c: Context, kind: BodyKind): Promise<BodyRead> {
  if (mediaTypeOf(c.req.header("Content-Type")) === MULTIPART_TYPE) {
    try {
      return { ok: true, kind, fields: await c.req.parseBody() };
    } catch {
      return { ok: false, kind, problem: "encoding", details: ["Body is not a readable form"] };
    }
  }
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(await c.req.arrayBuffer());
  } catch {
    return { ok: false, kind, problem: "encoding", details: ["Body is not UTF-8"] };
  }
  if (kind === "form") return { ok: true, kind, fields: formFields(text) };
  try {
    return { ok: true, kind, fields: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, kind, problem: "json", details: ["Body is not valid JSON"] };
  }
}

/** Repeated fields become lists, which a schema then refuses as the wrong shape. */
function formFields(text: string): Record<string, string | string[]> {
  const fields: Record<string, string | string[]> = Object.create(null);
  for (const [name, value] of new URLSearchParams(text)) {
    const previous = fields[name];
    fields[name] = previous === undefined ? value : [...(Array.isArray(previous) ? previous : [previous]), value];
  }
  return fields;
}

/**
 * A validator built from a valibot schema: reads the body once (`readBody`), checks it, and hands the
 * handler the parsed value (`.of(c)`); a body that cannot be read or is not the shape is answered by
 * `refused`, with what was wrong, and the handler never runs.
 */
export function validBody<T>(
  schema: v.GenericSchema<unknown, T>,
  refused: (c: Context, failure: Extract<BodyRead, { ok: false }>) => Response,
  accepted: readonly string[] = [JSON_TYPE],
) {
  const values = new WeakMap<Request, T>();
  const middleware: MiddlewareHandler = async function validBody(c, next) {
    const read = await readBody(c, accepted);
    if (!read.ok) return refused(c, read);
    const parsed = v.safeParse(schema, read.fields);
    if (!parsed.success)
      return refused(c, {
        ok: false,
        kind: read.kind,
        problem: "shape",
        details: parsed.issues.map((issue) => `${v.getDotPath(issue) ?? "body"}: ${issue.message}`),
      });
    values.set(c.req.raw, parsed.output);
    await next();
  };
  return Object.assign(middleware, { of: (c: Context): T => values.get(c.req.raw) as T });
}
