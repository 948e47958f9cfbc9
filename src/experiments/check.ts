import * as v from "valibot";
import { HOME_SECTIONS, PAGE_CHANGES, SPEAKER_DESIGNS, type ExperimentDefinition } from "../experiment-contract/definition.ts";

/** Thrown when src/content/experiments.ts has a mistake; the message lists every one of them. */
export class ExperimentsError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(
      `src/content/experiments.ts has ${problems.length === 1 ? "a mistake" : `${problems.length} mistakes`}:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`,
    );
    this.name = "ExperimentsError";
  }
}

const ID = /^[a-z0-9](?:[a-z0-9-]{0,30}[a-z0-9])?$/;
const idSchema = v.pipe(v.string(), v.regex(ID, "must be 1 to 32 lowercase letters, digits or dashes"));
const day = v.pipe(
  v.string(),
  v.check(
    (value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
    "must be a real day written YYYY-MM-DD",
  ),
);
const text = (max: number) => v.pipe(v.string(), v.trim(), v.nonEmpty("must not be empty"), v.maxLength(max, `must be at most ${max} characters`));

const changesSchema = v.strictObject({
  headline: v.optional(text(120)),
  lead: v.optional(text(300)),
  buttonLabel: v.optional(text(40)),
  sectionOrder: v.optional(
    v.pipe(
      v.array(v.picklist(HOME_SECTIONS, `must be one of ${HOME_SECTIONS.join(", ")}`)),
      v.check((order) => order.length === HOME_SECTIONS.length && new Set(order).size === order.length, `must name each of ${HOME_SECTIONS.join(", ")} once`),
    ),
  ),
  design: v.optional(v.picklist(SPEAKER_DESIGNS, `must be one of ${SPEAKER_DESIGNS.join(", ")}`)),
});

const goalSchema = v.variant(
  "kind",
  [
    v.strictObject({ kind: v.literal("signup"), form: v.optional(idSchema) }),
    v.strictObject({ kind: v.literal("booking") }),
    v.strictObject({ kind: v.literal("inquiry") }),
  ],
  'must be { kind: "signup" }, { kind: "booking" } or { kind: "inquiry" }',
);

const experimentSchema = v.strictObject({
  id: idSchema,
  question: text(200),
  page: v.picklist(Object.keys(PAGE_CHANGES), `must be one of the pages experiments can run on: ${Object.keys(PAGE_CHANGES).join(", ")}`),
  goal: goalSchema,
  start: day,
  end: day,
  variants: v.pipe(
    v.array(
      v.strictObject({ id: idSchema, share: v.pipe(v.number(), v.finite(), v.minValue(Number.MIN_VALUE, "must be more than 0")), changes: changesSchema }),
    ),
    v.minLength(2, "must have at least two variants (the first is the control)"),
    v.maxLength(8, "must have at most eight variants"),
  ),
  winner: v.optional(idSchema),
  controlText: v.optional(v.strictObject({ headline: v.optional(text(120)), lead: v.optional(text(300)), buttonLabel: v.optional(text(40)) })),
});

/** The problems between fields and between experiments, which no field's schema sees alone. */
function crossProblems(list: readonly ExperimentDefinition[]): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const experiment of list) {
    const name = `experiment "${experiment.id}"`;
    if (seen.has(experiment.id)) problems.push(`${name}: another experiment has the same id`);
    seen.add(experiment.id);
    if (experiment.end < experiment.start) problems.push(`${name}: end (${experiment.end}) is before start (${experiment.start})`);
    const variantIds = experiment.variants.map((variant) => variant.id);
    if (new Set(variantIds).size !== variantIds.length) problems.push(`${name}: two variants have the same id`);
    if (experiment.winner !== undefined && !variantIds.includes(experiment.winner))
      problems.push(`${name}: winner "${experiment.winner}" is not one of its variants (${variantIds.join(", ")})`);
    const allowed = PAGE_CHANGES[experiment.page] ?? [];
    for (const variant of experiment.variants) {
      for (const change of Object.keys(variant.changes)) {
        if (!allowed.includes(change as never))
          problems.push(`${name}, variant "${variant.id}": ${experiment.page} cannot change "${change}" (it reads ${allowed.join(", ")})`);
      }
    }
    if (experiment.page === "/speaker" && experiment.variants.some((variant) => !variant.changes.design))
      problems.push(`${name}: every variant on /speaker must name its design`);
  }
  // One experiment per page at a time: a visitor's conversion must belong to one variant.
  for (const [index, a] of list.entries()) {
    for (const b of list.slice(index + 1)) {
      if (a.page === b.page && a.start <= b.end && b.start <= a.end)
        problems.push(
          // ISO dates: the later start and the earlier end, in the strings' own order (Math.max reads numbers).
          `experiments "${a.id}" and "${b.id}" both run on ${a.page} between ${[a.start, b.start].sort()[1]} and ${[a.end, b.end].sort()[0]}: one experiment per page at a time`,
        );
    }
  }
  return problems;
}

/** The experiments file, checked: every mistake is reported at once, naming the experiment and field. */
export function checkExperiments(input: unknown): readonly ExperimentDefinition[] {
  const parsed = v.safeParse(v.array(experimentSchema), input);
  if (!parsed.success) {
    const list = Array.isArray(input) ? input : [];
    throw new ExperimentsError(
      parsed.issues.map((issue) => {
        const path = issue.path?.map((item) => item.key as string | number) ?? [];
        const experiment = typeof path[0] === "number" ? (list[path[0]] as { id?: unknown } | undefined) : undefined;
        const where = experiment && typeof experiment.id === "string" ? `experiment "${experiment.id}"` : `experiment #${Number(path[0] ?? 0) + 1}`;
        const field = path.slice(1).join(".");
        return `${where}${field ? `, ${field}` : ""}: ${issue.message}`;
      }),
    );
  }
  const problems = crossProblems(parsed.output as ExperimentDefinition[]);
  if (problems.length) throw new ExperimentsError(problems);
  return parsed.output as ExperimentDefinition[];
}
