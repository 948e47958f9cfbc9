/**
 * Experiments at the edge: which variant of a page a request sees (src/content/experiments.ts
 * defines them). The page handler renders it into the HTML; the stats count what it converts.
 */
export { experimentView, secondsUntilNextStart, type ServedVariant } from "./assign";
export { assignmentPoint } from "./point";
