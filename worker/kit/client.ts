import { KitError, type KitCall } from "./error";
import { kitRequest, snippet, type KitAccount } from "./request";
import type { KitAddToFormRequest, KitCreateSubscriberRequest, KitSubscriberResponse, KitTagRequest } from "./types";

export type KitClientOptions = KitAccount;

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
export function createKitClient(account: KitClientOptions): KitClient {
  async function post(call: KitCall, path: string, body: object, options: KitCallOptions): Promise<KitSubscriberResponse> {
    const { signal, callTimeoutMs, beforeRequest, onAnswer } = options;
    const answer = await kitRequest<unknown>(account, call, "POST", path, body, { signal, timeoutMs: callTimeoutMs || undefined, beforeRequest, onAnswer });
    if (!isSubscriberResponse(answer)) throw new KitError("unexpected", 200, [`Answer is not a subscriber: ${snippet(JSON.stringify(answer) ?? "")}`], call);
    return answer;
  }

  return {
    createSubscriber: (body, options) => post("create", "/subscribers", body, options),
    addSubscriberToForm: (formId, body, options) => post("form", `/forms/${encodeURIComponent(formId)}/subscribers`, body, options),
    tagSubscriber: (tagId, body, options) => post("tag", `/tags/${encodeURIComponent(tagId)}/subscribers`, body, options),
  };
}

function isSubscriberResponse(value: unknown): value is KitSubscriberResponse {
  if (typeof value !== "object" || value === null) return false;
  const subscriber = (value as { subscriber?: unknown }).subscriber;
  return typeof subscriber === "object" && subscriber !== null && typeof (subscriber as { email_address?: unknown }).email_address === "string";
}
