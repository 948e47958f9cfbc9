import {
  controlOf,
  experimentOn,
  experiments,
  finalVariant,
  FORCE_VARIANT_PARAM,
  stateOn,
  variantAt,
  variantOf,
  type ExperimentDefinition,
  type ExperimentView,
} from "../../src/experiments";
import type { Env } from "../config";
import { assignmentPoint } from "./point";
import { isBot, utcDay, visitorKey } from "../stats";

export interface ServedVariant {
  view: ExperimentView;
  /** The answer differs between visitors: browsers may keep it, shared caches must not. */
  perVisitor: boolean;
}

/**
 * The variant a request sees on a page, or none when the page has no experiment today:
 * - after the end, everyone sees the final variant (the winner, else the control), not counted;
 * - `?variant=<id>` shows the owner that variant, not counted (also before the start);
 * - a crawler sees the control, not counted (its views are not counted anyway);
 * - anyone else sees the variant at their assignment point, counted. Without the day's salt
 *   (its store unavailable) they see the control, not counted, so no variant gains from it.
 */
export async function experimentView(
  env: Env,
  request: Request,
  path: string,
  day = utcDay(),
  list?: readonly ExperimentDefinition[],
): Promise<ServedVariant | undefined> {
  const experiment = experimentOn(path, day, list);
  if (!experiment) return undefined;
  const state = stateOn(experiment, day);
  // Until the end, the page's answer depends on who asks (or on the owner's parameter): no cache
  // beyond the worker may share it. After the end it is one page again.
  const view = (variant: string, counted: boolean): ServedVariant => ({ view: { id: experiment.id, variant, counted }, perVisitor: state !== "ended" });
  if (state === "ended") return view(finalVariant(experiment).id, false);
  const forced = new URL(request.url).searchParams.get(FORCE_VARIANT_PARAM);
  if (forced !== null && variantOf(experiment, forced)) return view(forced, false);
  if (state === "scheduled") return undefined;
  if (isBot(request.headers.get("User-Agent"))) return view(controlOf(experiment).id, false);
  try {
    const point = await assignmentPoint(await visitorKey(env, request), experiment.id);
    return view(variantAt(experiment, point).id, true);
  } catch (error) {
    console.error(`[experiments] could not place a visitor in "${experiment.id}":`, error);
    return view(controlOf(experiment).id, false);
  }
}

/**
 * How long a cache in front of the worker may keep a page answered without an experiment: until
 * the next experiment of that page starts (midnight UTC of its first day), at most `longest`. So a
 * starting experiment is not hidden behind a day-old copy of the page.
 */
export function secondsUntilNextStart(path: string, longest: number, now = Date.now(), list: readonly ExperimentDefinition[] = experiments): number {
  const today = utcDay(now);
  const starts = list
    .filter((experiment) => experiment.page === path && experiment.start > today)
    .map((experiment) => Date.parse(`${experiment.start}T00:00:00Z`));
  if (starts.length === 0) return longest;
  return Math.max(0, Math.min(longest, Math.floor((Math.min(...starts) - now) / 1000)));
}
