import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { publishProblems as words } from "../../src/content/publishing";
import { PUBLISH_MAX_BODY_BYTES, type PublishAnswer, type PublishProblem } from "../../src/publishing/contract";
import type { AppEnv } from "../config";

// The publishing endpoint's refusals: in words, as JSON to a client that asks for it, else as text.

/** Refuses a body over PUBLISH_MAX_BODY_BYTES (413), by Content-Length and by the bytes as they stream. */
export function limitPublishBody() {
  return bodyLimit({
    maxSize: PUBLISH_MAX_BODY_BYTES,
    onError: (c) => refuse(c as Context<AppEnv>, 413, words.bodyTooLarge, [problem("body", "BODY_TOO_LARGE", words.bodyTooLarge)]),
  });
}

export const problem = (field: PublishProblem["field"], code: string, message: string): PublishProblem => ({ field, level: "error", code, message });
export const wantsJson = (c: Context) => /\bapplication\/json\b/i.test(c.req.header("Accept") ?? "");

/** A refusal: JSON for a client that asks for it, else the problems as a short page of text. */
export function refuse(c: Context<AppEnv>, status: 403 | 404 | 409 | 413 | 422 | 503, error: string, problems: PublishProblem[]): Response {
  const headers = { "Cache-Control": "no-store" };
  if (wantsJson(c)) return c.json({ success: false, error, problems } satisfies PublishAnswer, status, headers);
  const lines = [words.problemsTitle, "", error, ...problems.filter((p) => p.message !== error).map((p) => `- ${p.field}: ${p.message}`), ""];
  return c.text(lines.join("\n"), status, headers);
}

/** The site's origin check (`guard`), answering its refusal as the contract's JSON to a client that asks for JSON. */
export function refusedAsJson(guard: MiddlewareHandler<AppEnv>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const answer = await guard(c, next);
    if (answer instanceof Response && answer.status === 403 && wantsJson(c))
      return refuse(c, 403, words.crossSite, [problem("body", "CROSS_SITE", words.crossSite)]);
    return answer;
  };
}

/** D1 refused or failed: nothing was stored (each change is one batch, one transaction). */
export function storageUnavailable(c: Context<AppEnv>, error: unknown): Response {
  console.error("[publishing] D1 unavailable", error);
  return refuse(c, 503, words.storageUnavailable, [problem("body", "STORAGE_UNAVAILABLE", words.storageUnavailable)]);
}
