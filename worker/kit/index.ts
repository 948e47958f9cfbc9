/**
 * Kit (API v4): the typed client, the one budget every call draws from (a Durable Object per API
 * key), the pacer that spends it, and the delivery of one signup as Kit's three calls.
 */
export { KitBudget } from "./budget";
export { deliverToKit, kitRequestsFor } from "./deliver";
export { KitError } from "./error";
export type { KitCallOptions } from "./client";
export { kitCaller, type KitCaller } from "./resources";
export {
  createKitBroadcastClient,
  type KitBroadcast,
  type KitBroadcastClient,
  type KitBroadcastFields,
  type KitBroadcastStats,
  type KitLinkClicks,
} from "./broadcasts";
export { pacedBroadcastClient } from "./paced-broadcasts";
export { kitBudget, kitPacer, PacerRefusal, type KitPacer, type PacerSettings } from "./pacer";
