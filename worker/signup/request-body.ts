import { failure, type SignupFailure } from "./codes";
import { signupLimits } from "./limits";

export type BodyKind = "json" | "form";

export type ReadBody =
  | { ok: true; kind: BodyKind; fields: unknown }
  | { ok: false; kind?: BodyKind; failure: SignupFailure };

export function bodyKindOf(contentType: string | undefined): BodyKind | undefined {
  const mediaType = (contentType ?? "").split(";")[0]!.trim().toLowerCase();
  if (mediaType === "application/json") return "json";
  if (mediaType === "application/x-www-form-urlencoded") return "form";
  return undefined;
}

/**
 * Reads a JSON or urlencoded body of at most `maxBodyBytes`, stopping as soon as more arrives,
 * whatever Content-Length claims (it may be absent or wrong). Hono's bodyLimit middleware would
 * answer with its own shape; this keeps the endpoint's `{success, code}` answer.
 */
export async function readSignupBody(request: Request): Promise<ReadBody> {
  const kind = bodyKindOf(request.headers.get("Content-Type") ?? undefined);
  if (!kind) return { ok: false, failure: failure("UNSUPPORTED_MEDIA_TYPE", ["Content-Type must be application/json or application/x-www-form-urlencoded"]) };

  const declared = Number(request.headers.get("Content-Length") ?? "0");
  if (declared > signupLimits.maxBodyBytes) return { ok: false, kind, failure: failure("PAYLOAD_TOO_LARGE") };
  const bytes = await readAtMost(request, signupLimits.maxBodyBytes);
  if (!bytes) return { ok: false, kind, failure: failure("PAYLOAD_TOO_LARGE") };

  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
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

/** The body's bytes, or undefined when it is larger than `limit`. */
async function readAtMost(request: Request, limit: number): Promise<Uint8Array | undefined> {
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      return undefined;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** A repeated field becomes an array, which the schema then refuses as the wrong shape. */
function parseForm(text: string): Record<string, string | string[]> {
  const fields: Record<string, string | string[]> = Object.create(null);
  for (const [name, value] of new URLSearchParams(text)) {
    const previous = fields[name];
    fields[name] = previous === undefined ? value : [...(Array.isArray(previous) ? previous : [previous]), value];
  }
  return fields;
}
