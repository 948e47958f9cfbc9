/**
 * The face of src/presend-checks/, the checks the previewer shows and the worker runs again before it
 * publishes. The worker enters the module here (test/unit/module-boundaries.test.ts); the site's own
 * files import the inner file they need, so a browser bundle carries no more than that.
 */
export { carelessProblems } from "./careless-inputs.ts";
export { problemsOfReport } from "./check-problems.ts";
export { checkEmail } from "./email-checks.ts";
