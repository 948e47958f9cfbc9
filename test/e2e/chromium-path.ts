import { existsSync } from "node:fs";

export const CHROMIUM_MISSING = "Chromium not found: install it (apt-get install -y chromium) or set CHROMIUM_PATH to its binary.";

/** CHROMIUM_PATH, then Debian's /usr/bin/chromium. */
export function findChromium(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium"].filter((path): path is string => !!path);
  return candidates.find((path) => existsSync(path));
}
