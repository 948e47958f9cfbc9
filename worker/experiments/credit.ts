import { runningOn, variantAt } from "../../src/experiments";
import type { Env } from "../config";
import { clientKey } from "../limits";
import { sendsGpc, utcDay, visitorKey, type Seen } from "../stats";
import { takeCredit, type CreditKind } from "./credit-bound";
import { assignmentPoint } from "./point";

/**
 * The variant a view, a booking click or a signup from `path` counts for: the one this worker
 * assigns the visitor today (from their visitor hash, as the page was rendered), never the one the
 * beacon or the form names. The claim only says whether the page was in the experiment at all (a
 * preview or an ended experiment carries none): a claim naming the experiment running on that page
 * counts for the assigned variant, whatever variant it names; no claim, or one naming another
 * experiment, counts for none. Crediting the assigned variant (rather than dropping a disagreeing
 * claim) means a script that forges claims for one variant, from ever-new visitor hashes, adds the
 * same to every variant in proportion to its share, and so cannot move the verdict. A script that
 * picks its visitors instead (ever-new User-Agents, keeping those the worker assigns the variant it
 * favours) is bounded per client address, experiment and day (./credit-bound.ts): past the bound
 * an event counts for the page alone.
 */
export async function creditedVariant(
  env: Env,
  request: Request,
  path: string,
  claim: string | null | undefined,
  kind: CreditKind,
  day = utcDay(),
): Promise<Seen | undefined> {
  if (!claim) return undefined;
  const experiment = runningOn(path, day);
  if (!experiment || claim.split(":")[0] !== experiment.id) return undefined;
  try {
    const visitor = await visitorKey(env, request);
    if (!takeCredit(clientKey(request.headers.get("CF-Connecting-IP")), experiment.id, kind, sendsGpc(request.headers) ? "" : visitor, day)) return undefined;
    const point = await assignmentPoint(visitor, experiment.id);
    return { experiment: experiment.id, variant: variantAt(experiment, point).id };
  } catch (error) {
    console.error(`[experiments] could not place a visitor in "${experiment.id}":`, error);
    return undefined;
  }
}
