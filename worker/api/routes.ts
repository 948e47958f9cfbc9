import { Hono, type MiddlewareHandler } from "hono";
import type { AppEnv } from "../env";
import { consentHandlers } from "./consent";
import { apiError, failure } from "./errors";
import { subscribeHandlers } from "./subscribe";

/** Everything under /api: JSON answers that are never cached (set here once, for every answer). */
export const apiRoutes = new Hono<AppEnv>();

apiRoutes.use("*", async (c, next) => {
  await next();
  c.header("Cache-Control", "no-store");
});

/** The one 405: the methods a path takes, in `Allow`. */
const onlyPost: MiddlewareHandler<AppEnv> = (c) => {
  c.header("Allow", "POST");
  return Promise.resolve(apiError(c, failure("METHOD_NOT_ALLOWED")));
};

apiRoutes.post("/subscribe", ...subscribeHandlers);
apiRoutes.all("/subscribe", onlyPost);
apiRoutes.post("/consent", ...consentHandlers);
apiRoutes.all("/consent", onlyPost);

apiRoutes.all("*", (c) => apiError(c, failure("NOT_FOUND")));
apiRoutes.onError((error, c) => {
  console.error("Unhandled error", c.req.method, c.req.path, error);
  return apiError(c, failure("INTERNAL_ERROR"));
});
