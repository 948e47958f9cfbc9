import { applyD1Migrations, env, type D1Migration } from "cloudflare:test";
import { vi } from "vitest";
import { freshStorage } from "./fresh-storage";

// The worker project runs its files one after another in each workerd (vitest.config.ts: a new
// workerd per file spent most of the project's time loading the worker's 800 modules). Each file
// still starts as in a new one: storage emptied and checked (./fresh-storage.ts), then the modules
// reset, so module-level state (caches, counters, stand-ins) starts over too.
await freshStorage();
vi.resetModules();

// Every workerd test meets a D1 database with the migrations applied, as a deployed worker does
// (vitest.config.ts reads migrations/ into TEST_MIGRATIONS).
await applyD1Migrations(env.DB, (env as unknown as { TEST_MIGRATIONS: D1Migration[] }).TEST_MIGRATIONS);
