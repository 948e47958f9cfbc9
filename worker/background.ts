import type { Context } from "hono";

/** Work that goes on after the answer (the request's waitUntil). */
export function afterResponse(c: Context, work: Promise<unknown>): void {
  try {
    c.executionCtx.waitUntil(work);
  } catch {
    // No execution context (a direct app.fetch in tests): the promise still runs to its end.
  }
}
