import type { Config, Env } from "../config";
import { deliverToKit, kitPacer, kitRequestsFor, type KitCallOptions } from "../kit";
import type { Signup } from "../store";
import { deliverLocally } from "./local-delivery";
import type { Verdict } from "./next-step";
import { deliverySettings } from "./settings";
import { judgeFailure, notConfigured } from "./verdict";

export type DeliveryEnv = Pick<Env, "SIGNUPS_KV" | "KIT_BUDGET">;

/**
 * One attempt to deliver a signup, to Kit or (in development without a key) to the local store.
 *
 * - At the endpoint, only when Kit's budget has room this instant (the visitor never waits on
 *   it), under one deadline; each later call only in its own slot and never during a 429 pause.
 * - In the queue, each call sleeps until its slot in the shared budget, with a deadline per call.
 */
export async function attemptDelivery(
  env: DeliveryEnv,
  config: Config,
  signup: Signup,
  stage: "endpoint" | "queue",
  background: (work: Promise<unknown>) => void = () => {},
  /** Told of each Kit request as it is let go (the queue consumer counts its subrequests). */
  onKitRequest: () => void = () => {},
): Promise<Verdict> {
  const { kit } = config;
  if (kit.kind === "invalid") return notConfigured(kit.problems);
  if (kit.kind === "local") {
    try {
      await deliverLocally(env.SIGNUPS_KV, signup);
      return { kind: "delivered" };
    } catch (error) {
      console.error("[signup] the local store failed:", error);
      return { kind: "failed", problem: { code: "local-store" } };
    }
  }

  const pacer = await kitPacer(env, kit.config.apiKey, { requestsPerMinute: config.kitRequestsPerMinute, backoffSeconds: config.signupBackoffSeconds });
  let options: KitCallOptions;
  if (stage === "endpoint") {
    const reservation = await pacer.reserveNow(kitRequestsFor(signup, kit.config));
    if (!reservation) return { kind: "paused", delaySeconds: 0 };
    options = { signal: AbortSignal.timeout(deliverySettings.kitTimeoutMs), beforeRequest: reservation.beforeRequest, onAnswer: pacer.answered };
  } else {
    const beforeRequest = async () => {
      await pacer.waitForSlot(deliverySettings.slotMaxWaitMs);
      onKitRequest();
    };
    options = { callTimeoutMs: deliverySettings.kitQueueTimeoutMs, beforeRequest, onAnswer: pacer.answered };
  }
  let failure: { error: unknown } | undefined;
  try {
    await deliverToKit(kit.config, signup, options);
  } catch (error) {
    failure = { error };
  }
  // A success ending a streak of 429s is reported before a 429 of this attempt is: in that order
  // the budget counts the streak right. The visitor does not wait for it; the queue does.
  if (stage === "endpoint") background(pacer.settled());
  else await pacer.settled();
  return failure ? await judgeFailure(failure.error, kit.config, pacer) : { kind: "delivered" };
}
