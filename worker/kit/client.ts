import { KitError, kindForStatus } from "./kit-error";
import type { KitAddToFormRequest, KitCreateSubscriberRequest, KitErrorBody, KitSubscriberResponse, KitTagRequest } from "./types";

export interface KitClientOptions {
  /** e.g. https://api.kit.com/v4 */
  baseUrl: string;
  apiKey: string;
  /** A visitor is waiting on the endpoint's calls; the queue consumer can afford longer. */
  timeoutMs: number;
}

export interface KitClient {
  createSubscriber(body: KitCreateSubscriberRequest): Promise<KitSubscriberResponse>;
  addSubscriberToForm(formId: string, body: KitAddToFormRequest): Promise<KitSubscriberResponse>;
  tagSubscriber(tagId: string, body: KitTagRequest): Promise<KitSubscriberResponse>;
}

/** A typed client for the three Kit API v4 calls a signup needs. Every failure is a KitError. */
export function createKitClient({ baseUrl, apiKey, timeoutMs }: KitClientOptions): KitClient {
  const base = baseUrl.replace(/\/+$/, "");

  async function post(path: string, body: object): Promise<KitSubscriberResponse> {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json", "X-Kit-Api-Key": apiKey },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
      throw new KitError(timedOut ? "timeout" : "network", 0, [error instanceof Error ? error.message : String(error)]);
    }
    const text = await readText(response);
    if (!response.ok) throw new KitError(kindForStatus(response.status), response.status, errorMessages(text));
    const parsed = parseJson(text);
    if (!isSubscriberResponse(parsed)) throw new KitError("unexpected", response.status, ["Answer is not a subscriber"]);
    return parsed;
  }

  return {
    createSubscriber: (body) => post("/subscribers", body),
    addSubscriberToForm: (formId, body) => post(`/forms/${encodeURIComponent(formId)}/subscribers`, body),
    tagSubscriber: (tagId, body) => post(`/tags/${encodeURIComponent(tagId)}/subscribers`, body),
  };
}

async function readText(response: Response): Promise<string> {
  try {
    return await response.text();
  } catch {
    return "";
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** `{"errors": [...]}` as documented; anything else (the 429's `Retry later`, HTML from a proxy) as text. */
function errorMessages(text: string): string[] {
  const parsed = parseJson(text) as Partial<KitErrorBody> | undefined;
  if (parsed && Array.isArray(parsed.errors)) return parsed.errors.map(String);
  const trimmed = text.trim().slice(0, 200);
  return trimmed ? [trimmed] : [];
}

function isSubscriberResponse(value: unknown): value is KitSubscriberResponse {
  if (typeof value !== "object" || value === null) return false;
  const subscriber = (value as { subscriber?: unknown }).subscriber;
  return typeof subscriber === "object" && subscriber !== null && typeof (subscriber as { email_address?: unknown }).email_address === "string";
}
