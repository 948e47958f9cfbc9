import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { publishProblems as words } from "../../src/content";
import type { PublishProblem } from "../../src/publishing";
import type { AppEnv } from "../config";
import { refuse, storageUnavailable as noStorage, wantsJson } from "../http";

// The publishing endpoint's refusals: the one problem JSON (worker/http) to a client that asks for it, else text.

export const problem = (field: PublishProblem["field"], code: string, message: string): PublishProblem => ({ field, level: "error", code, message });
export { wantsJson };

/** A refusal: problem JSON (with its `problems`) for a client that asks for JSON, else the problems as a short page of text. */
export function refusePublish(c: Context<AppEnv>, status: ContentfulStatusCode, error: string, problems: PublishProblem[]): Response {
  if (wantsJson(c)) return refuse(c, status, { code: problems[0]?.code ?? "REFUSED", detail: error, extensions: { problems } });
  const lines = [words.problemsTitle, "", error, ...problems.filter((p) => p.message !== error).map((p) => `- ${p.field}: ${p.message}`), ""];
  return c.text(lines.join("\n"), status, { "Cache-Control": "no-store" });
}

/** D1 refused or failed: nothing was stored (each change is one batch, one transaction). */
export function storageUnavailable(c: Context<AppEnv>, error: unknown): Response {
  if (wantsJson(c)) return noStorage(c, error, words.storageUnavailable, { problems: [problem("body", "STORAGE_UNAVAILABLE", words.storageUnavailable)] });
  console.error("[publishing] D1 unavailable", error);
  return refusePublish(c, 503, words.storageUnavailable, [problem("body", "STORAGE_UNAVAILABLE", words.storageUnavailable)]);
}
