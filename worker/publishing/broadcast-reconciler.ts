import { DurableObject } from "cloudflare:workers";
import { kitPass, PassRunner, type AlarmClock } from "../broadcasts";
import type { Env } from "../config";
import { composeIssueEmail } from "./kit-drafts";

/**
 * The one place every issue's broadcast is reconciled with Kit, one pass at a time: a Durable
 * Object runs its handlers one at a time for its storage, and PassRunner keeps passes from
 * overlapping across the awaits of Kit's calls. Woken by each change (wakeBroadcasts), again a
 * minute later while anything is unconfirmed, and by its alarm before and after each watched moment
 * (https://developers.cloudflare.com/durable-objects/api/alarms/: one alarm per object, setAlarm
 * replaces it, at-least-once and retried on an exception). When nothing is watched it sleeps: no
 * alarm, no request.
 */
export class BroadcastReconciler extends DurableObject<Env> {
  private readonly runner: PassRunner;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.runner = new PassRunner({
      alarms: storageAlarms(ctx.storage),
      pass: async (now) => (await kitPass(env, composeIssueEmail(env), now)) ?? { next: null },
    });
  }

  /** A change was made: a pass now, or one more after the one running. */
  wake(): Promise<void> {
    return this.runner.wake();
  }

  override alarm(): Promise<void> {
    return this.runner.wake();
  }
}

function storageAlarms(storage: DurableObjectStorage): AlarmClock {
  return {
    set: (at) => storage.setAlarm(at),
    clear: () => storage.deleteAlarm(),
  };
}
