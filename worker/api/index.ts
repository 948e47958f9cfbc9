import { Hono, type MiddlewareHandler } from "hono";
import { CONSENT_API_PATH } from "../../src/consent-contract";
import { SUBSCRIBE_PATH } from "../../src/signup";
import { KIT_WEBHOOK_PATH, VIEW_PATH } from "../../src/stats";
import type { AppEnv } from "../config";
import { consentHandlers } from "./consent";
import { apiError, failure } from "./errors";
import { receiveKitDelivery, KIT_DELIVERY_MAX_BYTES } from "./kit-webhook";
import { limitJsonBody } from "./json-body";
import { subscribeHandlers } from "./subscribe";
import { viewHandlers } from "./view";
import { inquiryHandlers } from "./inquiry";
import { INQUIRY_API_PATH } from "../../src/inquiry";

export { deleteExpiredConsents } from "./consent-records";
export { CLAIM_KEPT_SECONDS, forgetOldEvents } from "./kit-webhook";
// The bounds a network can spend, for the security tests that check them.
export { inquiryLimits } from "./inquiry";
export { signupLimits } from "./subscribe";
export { NETWORK_PAGE_MINUTE } from "./view-guard";

/** Everything under /api (paths from the contracts the browser shares): JSON answers that are never cached. */
export const apiRoutes = new Hono<AppEnv>();

/**
 * The rules of every /api answer, mounted once for the group before any route: never cached. Each
 * endpoint keeps its own origin rule and body limit (a signup, a beacon and Kit's webhook differ);
 * errors are problem details (./errors.ts, here and in `onError` and the unknown paths below).
 */
apiRoutes.use("/api/*", async function apiRules(c, next) {
  await next();
  c.header("Cache-Control", "no-store");
});

/** The one 405: the methods a path takes, in `Allow`. */
const onlyPost: MiddlewareHandler<AppEnv> = (c) => {
  c.header("Allow", "POST");
  return Promise.resolve(apiError(c, failure("METHOD_NOT_ALLOWED")));
};

apiRoutes.post(SUBSCRIBE_PATH, ...subscribeHandlers);
apiRoutes.all(SUBSCRIBE_PATH, onlyPost);
apiRoutes.post(CONSENT_API_PATH, ...consentHandlers);
apiRoutes.all(CONSENT_API_PATH, onlyPost);
apiRoutes.post(VIEW_PATH, ...viewHandlers);
apiRoutes.all(VIEW_PATH, onlyPost);
apiRoutes.post(KIT_WEBHOOK_PATH, limitJsonBody(KIT_DELIVERY_MAX_BYTES), receiveKitDelivery);
apiRoutes.all(KIT_WEBHOOK_PATH, onlyPost);
apiRoutes.post(INQUIRY_API_PATH, ...inquiryHandlers);
apiRoutes.all(INQUIRY_API_PATH, onlyPost);

apiRoutes.all("/api/*", (c) => apiError(c, failure("NOT_FOUND")));
apiRoutes.onError((error, c) => {
  console.error("Unhandled error", c.req.method, c.req.path, error);
  return apiError(c, failure("INTERNAL_ERROR"));
});
