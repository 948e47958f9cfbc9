import { experimentDefinitions } from "../content/experiments.ts";
import { checkExperiments } from "./check.ts";
import type { ExperimentDefinition, VariantChanges, VariantDefinition } from "../experiment-contract/definition.ts";
import { seenValue, type ExperimentView } from "../experiment-contract/seen.ts";
import { must } from "../must.ts";

export * from "../experiment-contract/definition.ts";
export { checkExperiments, ExperimentsError } from "./check.ts";
export * from "../experiment-contract/seen.ts";
export { EXPERIMENT_META_NAME } from "../stats/contract.ts";

/**
 * The experiments of src/content/experiments.ts, checked when the module loads: a mistake stops
 * the build (build/experiments-plugin.ts) and the worker's start with a message naming it.
 */
export const experiments: readonly ExperimentDefinition[] = checkExperiments(experimentDefinitions);

export type ExperimentState = "scheduled" | "running" | "ended";

export function stateOn(experiment: ExperimentDefinition, day: string): ExperimentState {
  if (day < experiment.start) return "scheduled";
  return day > experiment.end ? "ended" : "running";
}

/** The experiment running on a page on a UTC day (at most one: check.ts refuses overlaps). */
export function runningOn(path: string, day: string, list: readonly ExperimentDefinition[] = experiments): ExperimentDefinition | undefined {
  return list.find((experiment) => experiment.page === path && stateOn(experiment, day) === "running");
}

/** The experiment of a page on a day: the running one, else the one that ended last (its final variant stays), else a scheduled one. */
export function experimentOn(path: string, day: string, list: readonly ExperimentDefinition[] = experiments): ExperimentDefinition | undefined {
  const onPage = list.filter((experiment) => experiment.page === path);
  const ended = onPage.filter((experiment) => stateOn(experiment, day) === "ended").sort((a, b) => b.end.localeCompare(a.end));
  return (
    onPage.find((experiment) => stateOn(experiment, day) === "running") ?? ended[0] ?? onPage.find((experiment) => stateOn(experiment, day) === "scheduled")
  );
}

export const controlOf = (experiment: ExperimentDefinition): VariantDefinition => must(experiment.variants[0]);

/** What everyone sees once the experiment has ended: the winner the owner named, else the control. */
export function finalVariant(experiment: ExperimentDefinition): VariantDefinition {
  return experiment.variants.find((variant) => variant.id === experiment.winner) ?? controlOf(experiment);
}

export function variantOf(experiment: ExperimentDefinition, id: string): VariantDefinition | undefined {
  return experiment.variants.find((variant) => variant.id === id);
}

/**
 * The variant at a point of [0, 1) (a visitor's hash): the variants take consecutive slices of
 * the interval in proportion to their shares, so an even hash splits the traffic as the shares say.
 */
export function variantAt(experiment: ExperimentDefinition, point: number): VariantDefinition {
  const total = experiment.variants.reduce((sum, variant) => sum + variant.share, 0);
  let edge = 0;
  for (const variant of experiment.variants) {
    edge += variant.share / total;
    if (point < edge) return variant;
  }
  return must(experiment.variants[experiment.variants.length - 1]);
}

/**
 * A visitor's "experiment:variant" as a form or link carried it, if it names a variant of the
 * experiment running on that page that day; anything else (a forged value, an ended experiment,
 * another page's) counts for no variant.
 */
export function seenVariant(
  path: string,
  value: string | null | undefined,
  day: string,
  list: readonly ExperimentDefinition[] = experiments,
): { experiment: string; variant: string } | undefined {
  if (!value) return undefined;
  const [id, variant, ...rest] = value.split(":");
  const experiment = runningOn(path, day, list);
  if (rest.length || !experiment || experiment.id !== id || !variant || !variantOf(experiment, variant)) return undefined;
  return { experiment: experiment.id, variant };
}

/** Every variant id of every experiment: the values a link's `experiment` parameter may take. */
export const isSeenValue = (value: string) =>
  experiments.some((experiment) => experiment.variants.some((variant) => seenValue({ id: experiment.id, variant: variant.id }) === value));

/** The changes of the variant a page was rendered with (none outside experiments). */
export function changesOf(view: ExperimentView | undefined, list: readonly ExperimentDefinition[] = experiments): VariantChanges {
  if (!view) return {};
  const experiment = list.find((candidate) => candidate.id === view.id);
  return (experiment && variantOf(experiment, view.variant)?.changes) ?? {};
}
