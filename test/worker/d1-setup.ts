import { applyD1Migrations, env, type D1Migration } from "cloudflare:test";
import { beforeAll } from "vitest";

// Every workerd test meets a D1 database with the migrations applied, as a deployed worker does
// (vitest.config.ts reads migrations/ into TEST_MIGRATIONS; applying twice changes nothing).
beforeAll(async () => {
  await applyD1Migrations(env.DB, (env as unknown as { TEST_MIGRATIONS: D1Migration[] }).TEST_MIGRATIONS);
});
