import type { Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import * as v from "valibot";
import { API_MAX_BODY_BYTES } from "../../src/signup/contract";
import type { AppEnv } from "../config";
import { apiError, failure, type ApiErrorCode } from "./errors";

/** Refuses a body over `maxSize` with PAYLOAD_TOO_LARGE: checks Content-Length and counts the bytes as they stream, whatever the header claims. */
export function limitJsonBody(maxSize: number = API_MAX_BODY_BYTES) {
  return bodyLimit({ maxSize, onError: (c) => apiError(c as Context<AppEnv>, failure("PAYLOAD_TOO_LARGE")) });
}

export type ParsedBody<T> = { ok: true; value: T } | { ok: false; response: Response };

/** Reads a JSON body against a schema; a body that is not JSON or not the shape answers `code` with what was wrong. */
export async function parseJsonBody<T>(c: Context<AppEnv>, schema: v.GenericSchema<unknown, T>, code: ApiErrorCode): Promise<ParsedBody<T>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    return { ok: false, response: apiError(c, failure(code, ["Body is not valid JSON"])) };
  }
  const parsed = v.safeParse(schema, body);
  if (!parsed.success)
    return {
      ok: false,
      response: apiError(
        c,
        failure(
          code,
          parsed.issues.map((issue) => `${v.getDotPath(issue) ?? "body"}: ${issue.message}`),
        ),
      ),
    };
  return { ok: true, value: parsed.output };
}
