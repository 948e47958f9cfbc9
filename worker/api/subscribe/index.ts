/** POST /api/subscribe: HTTP intake of a signup (origin, body, validation, limits) and its answers. */
export { subscribeHandlers } from "./endpoint";
