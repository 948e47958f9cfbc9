/** POST /api/subscribe: HTTP intake of a signup (origin, body, validation, limits) and its answers. */
export { subscribeHandlers } from "./endpoint";
/** Reading a JSON or urlencoded body, shared with POST /api/inquiry. */
export { bodyKindOf, readSignupBody as readRequestBody, type BodyKind } from "./request-body";
