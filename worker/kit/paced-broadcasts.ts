import type { Env } from "../config";
import { createKitBroadcastClient, type KitBroadcastClient } from "./broadcasts";
import { kitPacer, type PacerSettings } from "./pacer";

export interface PacedBroadcastOptions {
  baseUrl: string;
  apiKey: string;
  settings: PacerSettings;
  /** Per call (or asked before each call). */
  timeoutMs: number | (() => number);
  /** A read's own limit, when it may wait longer (./broadcasts.ts). */
  readTimeoutMs?: number;
  /** How long each call may wait for its slot in Kit's budget before giving up (PacerRefusal). */
  budgetWaitMs: number;
}

/**
 * A broadcasts client whose every call first takes a slot in Kit's budget (the KitBudget Durable
 * Object shared with signups) and reports Kit's answer to it, so a 429 pauses every caller.
 * `settled` is awaited when done: the report of a success after 429s finishes there.
 */
export async function pacedBroadcastClient(
  env: Pick<Env, "KIT_BUDGET">,
  { baseUrl, apiKey, settings, timeoutMs, readTimeoutMs, budgetWaitMs }: PacedBroadcastOptions,
): Promise<{ kit: KitBroadcastClient; settled: () => Promise<void> }> {
  const pacer = await kitPacer(env, apiKey, settings);
  const kit = createKitBroadcastClient({
    baseUrl,
    apiKey,
    timeoutMs,
    ...(readTimeoutMs !== undefined ? { readTimeoutMs } : {}),
    beforeRequest: () => pacer.waitForSlot(budgetWaitMs),
    onAnswer: (status) => (status === 429 ? void pacer.rateLimited() : pacer.answered(status)),
  });
  return { kit, settled: () => pacer.settled() };
}
