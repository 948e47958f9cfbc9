import { Hono } from "hono";
import type { AppEnv } from "../env";
import { consentApi } from "./consent";
import { subscribe } from "./subscribe";

/** Everything under /api: JSON answers that are never cached. */
export const apiRoutes = new Hono<AppEnv>();

apiRoutes.use("*", async (c, next) => {
  await next();
  c.header("Cache-Control", "no-store");
});

apiRoutes.post("/subscribe", subscribe);
apiRoutes.all("/subscribe", (c) =>
  c.json({ success: false, error: "Use POST.", code: "METHOD_NOT_ALLOWED" }, 405, { Allow: "POST" }),
);

apiRoutes.route("/consent", consentApi);
