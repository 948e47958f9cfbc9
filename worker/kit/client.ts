import { KitError, kindForStatus, type KitCall } from "./error";
import type { KitAddToFormRequest, KitCreateSubscriberRequest, KitErrorBody, KitSubscriberResponse, KitTagRequest } from "./types";

export interface KitClientOptions {
  /** e.g. https://api.kit.com/v4 */
  baseUrl: string;
  apiKey: string;
}

/** Per call: when to give up, and what to await first (the request budget). */
export interface KitCallOptions {
  /** One deadline over all calls (the endpoint's). */
  signal?: AbortSignal;
  /** A deadline per call, started once the call is allowed to go (the consumer's). */
  callTimeoutMs?: number;
  /** Awaited before the request is sent; throws to give up without calling Kit. */
  beforeRequest?: () => Promise<void>;
  /** Told of every answer Kit gave (any status but 429 ends a streak of 429s). */
  onAnswer?: (status: number) => void;
}

export interface KitClient {
  createSubscriber(body: KitCreateSubscriberRequest, options: KitCallOptions): Promise<KitSubscriberResponse>;
  addSubscriberToForm(formId: string, body: KitAddToFormRequest, options: KitCallOptions): Promise<KitSubscriberResponse>;
  tagSubscriber(tagId: string, body: KitTagRequest, options: KitCallOptions): Promise<KitSubscriberResponse>;
}

/** A typed client for the three Kit API v4 calls a signup needs. Every failure is a KitError. */
export function createKitClient({ baseUrl, apiKey }: KitClientOptions): KitClient {
  const base = baseUrl.replace(/\/+$/, "");

  async function post(call: KitCall, path: string, body: object, { signal: overall, callTimeoutMs, beforeRequest, onAnswer }: KitCallOptions): Promise<KitSubscriberResponse> {
    await beforeRequest?.();
    const signals = [overall, callTimeoutMs ? AbortSignal.timeout(callTimeoutMs) : undefined].filter((s): s is AbortSignal => !!s);
    const signal = signals.length > 1 ? AbortSignal.any(signals) : signals[0];
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${base}${path}`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json", "X-Kit-Api-Key": apiKey },
        body: JSON.stringify(body),
        signal,
        redirect: "manual",
      });
      // The deadline covers the body too: a Kit that sends headers and then stalls is a timeout.
      text = await response.text();
      onAnswer?.(response.status);
    } catch (error) {
      const timedOut = signal?.aborted || (error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError"));
      throw new KitError(timedOut ? "timeout" : "network", 0, [error instanceof Error ? error.message : String(error)], call);
    }
    if (response.status >= 400) throw new KitError(kindForStatus(response.status), response.status, errorMessages(text), call);
    const parsed = parseJson(text);
    if (response.status >= 300 || !isSubscriberResponse(parsed)) {
      throw new KitError("unexpected", response.status, [`Answer is not a subscriber: ${snippet(text)}`], call);
    }
    return parsed;
  }

  return {
    createSubscriber: (body, options) => post("create", "/subscribers", body, options),
    addSubscriberToForm: (formId, body, options) => post("form", `/forms/${encodeURIComponent(formId)}/subscribers`, body, options),
    tagSubscriber: (tagId, body, options) => post("tag", `/tags/${encodeURIComponent(tagId)}/subscribers`, body, options),
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Kit's raw text is for logs and dead letters only, never for a visitor: short and on one line. */
function snippet(text: string): string {
  return text.replace(/\s+/g, " ").trim().slice(0, 200) || "(empty body)";
}

/** `{"errors": [...]}` as documented; anything else (the 429's `Retry later`, HTML from a proxy) as text. */
function errorMessages(text: string): string[] {
  const parsed = parseJson(text) as Partial<KitErrorBody> | undefined;
  if (parsed && Array.isArray(parsed.errors)) return parsed.errors.map(String);
  return text.trim() ? [snippet(text)] : [];
}

function isSubscriberResponse(value: unknown): value is KitSubscriberResponse {
  if (typeof value !== "object" || value === null) return false;
  const subscriber = (value as { subscriber?: unknown }).subscriber;
  return typeof subscriber === "object" && subscriber !== null && typeof (subscriber as { email_address?: unknown }).email_address === "string";
}
