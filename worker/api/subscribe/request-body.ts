import { failure, type ApiFailure } from "../errors";
import { must } from "../../../src/must.ts";

export type BodyKind = "json" | "form";

export type ReadBody = { ok: true; kind: BodyKind; fields: unknown } | { ok: false; kind: BodyKind; failure: ApiFailure };

export function bodyKindOf(contentType: string | undefined): BodyKind | undefined {
  const mediaType = must((contentType ?? "").split(";")[0])
    .trim()
    .toLowerCase();
  if (mediaType === "application/json") return "json";
  if (mediaType === "application/x-www-form-urlencoded") return "form";
  return undefined;
}

/** Reads a JSON or urlencoded body whose size hono/body-limit has already bounded (./index.ts). */
export async function readSignupBody(request: Request, kind: BodyKind): Promise<ReadBody> {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(await request.arrayBuffer());
  } catch {
    return { ok: false, kind, failure: failure("INVALID_REQUEST", ["Body is not UTF-8"]) };
  }
  if (kind === "form") return { ok: true, kind, fields: parseForm(text) };
  try {
    return { ok: true, kind, fields: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, kind, failure: failure("INVALID_REQUEST", ["Body is not valid JSON"]) };
  }
}

/** Repeated fields become arrays, which validation then refuses as the wrong shape. */
function parseForm(text: string): Record<string, string | string[]> {
  const fields: Record<string, string | string[]> = Object.create(null);
  for (const [name, value] of new URLSearchParams(text)) {
    const previous = fields[name];
    fields[name] = previous === undefined ? value : [...(Array.isArray(previous) ? previous : [previous]), value];
  }
  return fields;
}
