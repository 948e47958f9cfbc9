import { Hono } from "hono";
import type { AppEnv } from "../env";

/** Everything under /api: JSON answers that are never cached. */
export const apiRoutes = new Hono<AppEnv>();

apiRoutes.use("*", async (c, next) => {
  await next();
  c.header("Cache-Control", "no-store");
});
