/** The worker's configuration: parsed once per isolate, handed to each module in the part it uses. */
export { configOf, ConfigError, isDevelopment, parseConfig, type Config, type StatsConfig } from "./schema";
export type { KitConfig, KitSettings } from "./kit";
export type { AppEnv, AppVariables, Env } from "./env";
