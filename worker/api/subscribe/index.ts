/** POST /api/subscribe: HTTP intake of a signup (origin, body, validation, limits) and its answers. */
export { subscribeHandlers } from "./endpoint";
/** The signup limits (per client, per mailbox, the cooldown): the tests read them rather than repeat them. */
export { signupLimits } from "./limits";
