/** POST /api/subscribe: HTTP intake of a signup (origin, body, validation, limits) and its answers. */
export { subscribeHandlers } from "./endpoint";
/** Reading a JSON or urlencoded body, shared with POST /api/inquiry. */
export { bodyKindOf, readSignupBody as readRequestBody, type BodyKind } from "./request-body";
/** The signup limits (per client, per mailbox, the cooldown): the tests read them rather than repeat them. */
export { signupLimits } from "./limits";
