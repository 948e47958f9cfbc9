/** The worker's configuration: parsed once per isolate, handed to each module in the part it uses. */
export { ConfigError } from "./config-error";
export { configOf, configOrNothing, isDevelopment, parseConfig, type Config } from "./schema";
export type { StatsConfig } from "./stats-config";
export type { KitConfig, KitSettings } from "./kit";
export type { SignInSettings } from "./sign-in";
export { kitTagProblems } from "./kit-tags";
export {
  isTestSiteKey,
  STAND_IN_SECRET_KEY,
  TURNSTILE_DUMMY_TOKEN,
  TURNSTILE_TEST_SECRET_KEYS,
  TURNSTILE_TEST_SITE_KEYS,
  WIDGET_STAND_IN_PATH,
  CLOUDFLARE_WIDGET_SCRIPT,
  type TurnstileSettings,
} from "./turnstile";
export type { AppEnv, AppVariables, Env } from "./env";
export type { YouTubeSettings } from "./youtube";
