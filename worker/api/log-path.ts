import { KIT_WEBHOOK_PATH } from "../../src/stats/contract";

/**
 * A request's path as the error logs may write it: the legacy Kit webhook's secret path segment
 * (`/api/kit-webhook/<secret>`) replaced, so no log line carries a secret.
 */
export function loggablePath(path: string): string {
  return path.startsWith(`${KIT_WEBHOOK_PATH}/`) ? `${KIT_WEBHOOK_PATH}/<secret>` : path;
}
