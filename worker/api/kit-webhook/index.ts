/** Kit's webhooks: the signed endpoint (POST /api/kit-webhook). */
export { receiveKitDelivery } from "./endpoint";
export { KIT_DELIVERY_MAX_BYTES } from "./delivery";
export { CLAIM_KEPT_SECONDS, forgetOldEvents } from "./seen-events";
