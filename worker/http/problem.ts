import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";

/** HTTP's reason phrases (RFC 9110), the `title` of a problem whose `type` is about:blank: protocol, not the site's words. */
const REASONS: Partial<Record<number, string>> = {
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  405: "Method Not Allowed",
  409: "Conflict",
  413: "Content Too Large",
  415: "Unsupported Media Type",
  422: "Unprocessable Content",
  429: "Too Many Requests",
  500: "Internal Server Error",
  502: "Bad Gateway",
  503: "Service Unavailable",
};

export const PROBLEM_JSON = "application/problem+json";

/** What a refusal says: its code (the contract's), the words a person reads, and the members its client also reads. */
export interface Refusal {
  code: string;
  /** The person's words (src/content), the problem's `detail` and, for the site's own clients, `error`. */
  detail: string;
  /** Extension members its client reads (`details`, `problems`, `draft`, ...). */
  extensions?: Record<string, unknown>;
}

/**
 * The one JSON refusal of the site, RFC 9457 problem details: `type` (about:blank, the status says
 * what kind), `title`, `status`, `detail`, and the members the site's clients read as extensions:
 * `success: false`, `error` (the same words as `detail`) and `code`. Never stored.
 */
export function refuse(c: Context, status: ContentfulStatusCode, { code, detail, extensions }: Refusal, headers: Record<string, string> = {}): Response {
  const body = { type: "about:blank", title: REASONS[status] ?? "Error", status, detail, success: false, error: detail, code, ...extensions };
  return c.body(JSON.stringify(body), status, { "Content-Type": PROBLEM_JSON, "Cache-Control": "no-store", ...headers });
}

/** D1 refused or failed: nothing was stored (each change is one batch, one transaction). Logged, then 503 in `detail`'s words. */
export function storageUnavailable(c: Context, error: unknown, detail: string, extensions?: Record<string, unknown>): Response {
  console.error(`[storage] D1 unavailable ${c.req.method} ${c.req.path}`, error);
  return refuse(c, 503, { code: "STORAGE_UNAVAILABLE", detail, extensions });
}

/** Whether the client asked for JSON (the previewer's scripts do; a form post without script gets a page or text). */
export const wantsJson = (c: Context) => /\bapplication\/(problem\+)?json\b/i.test(c.req.header("Accept") ?? "");
