import { must } from "../must.ts";
/** How long ago `iso` was, in words: "just now", "5 minutes ago", "yesterday", "3 days ago". */
export function agoInWords(iso: string, now = Date.now()): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return iso || "unknown";
  const seconds = Math.max(0, Math.round((now - time) / 1000));
  if (seconds < 45) return "just now";
  const words = new Intl.RelativeTimeFormat("en", { numeric: "auto" });
  const steps: [Intl.RelativeTimeFormatUnit, number][] = [
    ["minute", 60],
    ["hour", 3600],
    ["day", 86_400],
    ["week", 7 * 86_400],
    ["month", 30 * 86_400],
    ["year", 365 * 86_400],
  ];
  let unit = must(steps[0]);
  for (const step of steps) if (seconds >= step[1] * 0.95) unit = step;
  return words.format(-Math.max(1, Math.round(seconds / unit[1])), unit[0]);
}
