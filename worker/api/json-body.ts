import type { Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import type * as v from "valibot";
import { API_MAX_BODY_BYTES } from "../../src/signup";
import type { AppEnv } from "../config";
import { validBody } from "../http";
import { apiError, failure, type ApiErrorCode } from "./errors";

/** Refuses a body over `maxSize` with PAYLOAD_TOO_LARGE: checks Content-Length and counts the bytes as they stream, whatever the header claims. */
export function limitJsonBody(maxSize: number = API_MAX_BODY_BYTES) {
  return bodyLimit({ maxSize, onError: (c) => apiError(c as Context<AppEnv>, failure("PAYLOAD_TOO_LARGE")) });
}

/** A JSON body checked against `schema` by the one validator (worker/http); not JSON, or not the shape, answers `code` with what was wrong. */
export const jsonBody = <T>(schema: v.GenericSchema<unknown, T>, code: ApiErrorCode) =>
  validBody(schema, (c, { details }) => apiError(c as Context<AppEnv>, failure(code, details)));
