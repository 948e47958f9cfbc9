/**
 * Experiments at the edge: which variant of a page a request sees (src/content/experiments.ts
 * defines them). The page handler renders it into the HTML; the stats count what it converts,
 * for the variant this worker assigned (credit.ts), never for one a request names.
 */
export { experimentView, secondsUntilNextStart, type ServedVariant } from "./assign";
export { creditedVariant } from "./credit";
export { assignmentPoint } from "./point";
