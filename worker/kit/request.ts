import { KitError, kindForStatus, type KitCall } from "./error";

/** Where this deployment's Kit is and its key: the only place the key header is written. */
export interface KitAccount {
  /** e.g. https://api.kit.com/v4 */
  baseUrl: string;
  apiKey: string;
}

/** Per call: when to give up, and what to await first (a slot in Kit's budget). */
export interface KitRequestOptions {
  /** One deadline over all calls (an endpoint's). */
  signal?: AbortSignal;
  /** A deadline per call, started once the call may go: a number, or asked before the call (an attempt gives each call what is left). */
  timeoutMs?: number | (() => number);
  /** Awaited before the request is sent; throws to give up without calling Kit. */
  beforeRequest?: () => Promise<void>;
  /** Told of every status Kit answered. */
  onAnswer?: (status: number) => void;
}

export type KitMethod = "GET" | "POST" | "PUT" | "DELETE";

/**
 * One call to Kit API v4 (https://developers.kit.com/api-reference/overview): the key in
 * `X-Kit-Api-Key`, JSON both ways, a deadline that covers the body too (a Kit that sends headers
 * and then stalls is a timeout), no redirect followed. Answers Kit's parsed JSON (undefined for a
 * 204); every failure is a KitError: no answer (timeout, network), a 4xx or 5xx with Kit's own
 * `errors` (a 429 carries its `Retry-After` in seconds when Kit sends one), or an answer that is
 * not JSON.
 */
export async function kitRequest<T>(
  account: KitAccount,
  call: KitCall,
  method: KitMethod,
  path: string,
  body?: object,
  options: KitRequestOptions = {},
): Promise<T> {
  await options.beforeRequest?.();
  const timeoutMs = typeof options.timeoutMs === "function" ? options.timeoutMs() : options.timeoutMs;
  const signals = [options.signal, timeoutMs !== undefined ? AbortSignal.timeout(Math.max(0, timeoutMs)) : undefined].filter(
    (signal): signal is AbortSignal => !!signal,
  );
  const signal = signals.length > 1 ? AbortSignal.any(signals) : signals[0];
  let response: Response;
  let text: string;
  try {
    response = await fetch(`${account.baseUrl.replace(/\/+$/, "")}${path}`, {
      method,
      headers: { Accept: "application/json", "X-Kit-Api-Key": account.apiKey, ...(body ? { "Content-Type": "application/json" } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
      signal,
      redirect: "manual",
    });
    text = await response.text();
    options.onAnswer?.(response.status);
  } catch (error) {
    const timedOut = signal?.aborted || (error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError"));
    throw new KitError(timedOut ? "timeout" : "network", 0, [error instanceof Error ? error.message : String(error)], call);
  }
  if (response.status === 204) return undefined as T;
  const parsed = parseJson(text);
  if (response.status >= 400)
    throw new KitError(kindForStatus(response.status), response.status, errorMessages(parsed, text), call, retryAfterSeconds(response));
  if (response.status >= 300 || parsed === undefined) throw new KitError("unexpected", response.status, [`Answer is not JSON: ${snippet(text)}`], call);
  return parsed as T;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Kit's raw text is for logs and dead letters only, never for a visitor: short and on one line. */
export function snippet(text: string): string {
  return text.replace(/\s+/g, " ").trim().slice(0, 200) || "(empty body)";
}

/** `{"errors": [...]}` as documented; anything else (the 429's `Retry later`, HTML from a proxy) as text. */
function errorMessages(parsed: unknown, text: string): string[] {
  const listed = (parsed as { errors?: unknown } | undefined)?.errors;
  if (Array.isArray(listed)) return listed.map(String);
  return text.trim() ? [snippet(text)] : [];
}

/** A 429's `Retry-After` in seconds (a number of seconds or an HTTP date), when Kit sends one. */
function retryAfterSeconds(response: Response): number | undefined {
  if (response.status !== 429) return undefined;
  const value = response.headers.get("Retry-After")?.trim();
  if (!value) return undefined;
  if (/^\d{1,6}$/.test(value)) return Number(value);
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - Date.now()) / 1000));
}
