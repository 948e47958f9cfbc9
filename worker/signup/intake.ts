import type { Config, Env } from "../config";
import { signupMessage, type Signup } from "../store";
import { attemptDelivery } from "./attempt";
import { keepDeadLetter } from "./dead-letters";
import { nextStep, type StepPolicy } from "./next-step";
import { enqueueSignup } from "./queue";
import { deliverySettings } from "./settings";

export type IntakeOutcome =
  | { kind: "delivered" }
  | { kind: "queued" }
  | { kind: "invalid-email"; details: string[] }
  /** The worker lacks its Kit settings altogether (CONFIG_ERROR). */
  | { kind: "not-configured"; problems: string[] }
  /** Kit did not take it and neither did the queue: the visitor must try again. */
  | { kind: "unsaved" };

export type IntakeEnv = Pick<Env, "SIGNUPS_KV" | "KIT_BUDGET" | "SIGNUP_QUEUE" | "DEAD_LETTER_QUEUE">;

export function stepPolicy(config: Config, stage: StepPolicy["stage"]): StepPolicy {
  return { stage, backoffSeconds: config.signupBackoffSeconds, maxAttempts: deliverySettings.maxAttempts };
}

/** POST /api/subscribe's side: deliver now if the budget allows, else queue; the visitor waits at most one deadline. */
export async function intakeSignup(env: IntakeEnv, config: Config, signup: Signup, background: (work: Promise<unknown>) => void): Promise<IntakeOutcome> {
  const message = signupMessage(signup);
  const verdict = await attemptDelivery(env, config, signup, "endpoint", background);
  const step = nextStep(verdict, message, stepPolicy(config, "endpoint"));
  switch (step.kind) {
    case "delivered":
      return { kind: "delivered" };
    case "refuse":
      if (step.code === "CONFIG_ERROR") return { kind: "not-configured", problems: step.details };
      console.warn(`[signup] Kit refused the address of ${signup.id}: ${step.details.join("; ")}`);
      return { kind: "invalid-email", details: step.details };
    case "again":
      if (step.failed) console.warn(`[signup] queued ${signup.id} after Kit failed: ${JSON.stringify(step.message.lastError)}`);
      return (await enqueueSignup(env.SIGNUP_QUEUE, step.message, step.delaySeconds)) ? { kind: "queued" } : { kind: "unsaved" };
    case "dead":
      return (await keepDeadLetter(env, step.message, step.problem)) ? { kind: "queued" } : { kind: "unsaved" };
  }
}
