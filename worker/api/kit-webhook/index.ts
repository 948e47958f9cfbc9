/** Kit's webhooks: the signed endpoint (POST /api/kit-webhook) and, for one release, the legacy URL-secret path. */
export { receiveKitDelivery } from "./endpoint";
export { legacyKitWebhookHandlers } from "./legacy";
export { KIT_DELIVERY_MAX_BYTES } from "./delivery";
export { CLAIM_KEPT_SECONDS, forgetOldEvents } from "./seen-events";
