import type { PublicConfig } from "../../src/page-context";
import { analyticsMeasurementId } from "../analytics";
import type { Env } from "../env";

/** An absolute http(s) URL, or undefined: a typo in a variable must not become a broken link. */
function httpUrl(value: string | undefined): string | undefined {
  if (!value?.trim()) return undefined;
  try {
    const url = new URL(value.trim());
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** The settings pages may read, taken from the worker's variables. */
export function publicConfig(env: Env): PublicConfig {
  return { courseCheckoutUrl: httpUrl(env.COURSE_CHECKOUT_URL), analyticsMeasurementId: analyticsMeasurementId(env) };
}
