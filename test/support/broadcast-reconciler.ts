import { kitPass, PassRunner } from "../../worker/broadcasts";
import type { Env } from "../../worker/config";
import { composeIssueEmail } from "../../worker/publishing";

/**
 * The BroadcastReconciler Durable Object as production runs it (the same PassRunner and pass), in
 * this isolate and on the test's own env: a Durable Object gets wrangler.toml's bindings, not a
 * test's overrides (its Kit key and base URL), so a test env names this stand-in as its binding.
 * Its alarm is recorded, not fired: `passAt` runs the pass the alarm would, at a moment of the test's.
 */
interface StandIn {
  runner: PassRunner;
  offset: number;
  alarm: number | null;
}

const standIns = new WeakMap<object, StandIn>();

export function reconcilerStandIn(env: Env): Env["BROADCAST_RECONCILER"] {
  const standIn: StandIn = { offset: 0, alarm: null, runner: undefined as unknown as PassRunner };
  standIn.runner = new PassRunner({
    alarms: {
      set: async (at) => {
        standIn.alarm = at;
      },
      clear: async () => {
        standIn.alarm = null;
      },
    },
    pass: async (now) => (await kitPass(env, composeIssueEmail(env), now)) ?? { next: null },
    clock: () => Date.now() + standIn.offset,
  });
  const stub = { wake: () => standIn.runner.wake() };
  const namespace = { idFromName: (name: string) => ({ name }), get: () => stub };
  standIns.set(namespace, standIn);
  return namespace as unknown as Env["BROADCAST_RECONCILER"];
}

function standInOf(env: Env): StandIn {
  const standIn = standIns.get(env.BROADCAST_RECONCILER);
  if (!standIn) throw new Error("This env's BROADCAST_RECONCILER is not the stand-in: build it with kitEnv (test/fakes/signup-harness.ts).");
  return standIn;
}

/** The pass the alarm would run at `at` (after any pass running), as the reconciler's clock reads it. */
export async function passAt(env: Env, at: Date = new Date()): Promise<void> {
  const standIn = standInOf(env);
  await standIn.runner.settled();
  standIn.offset = at.getTime() - Date.now();
  try {
    await standIn.runner.wake();
  } finally {
    standIn.offset = 0;
  }
}

/** When the reconciler's alarm is set for (null: it sleeps). */
export const alarmOf = (env: Env) => standInOf(env).alarm;
