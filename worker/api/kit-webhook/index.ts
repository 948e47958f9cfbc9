/** Kit's webhooks: the signed endpoint (POST /api/kit-webhook) and, for one release, the legacy URL-secret path. */
export { receiveKitDelivery } from "./endpoint";
export { legacyKitWebhookHandlers } from "./legacy";
export { KIT_DELIVERY_MAX_BYTES, KIT_DELIVERY_MAX_EVENTS, type KitDelivery, type KitEvent } from "./delivery";
export { KIT_SIGNATURE_HEADER, SIGNATURE_TOLERANCE_SECONDS, verifyKitSignature } from "./signature";
export { EVENT_HANDLERS, handledEventTypes } from "./event-handlers";
