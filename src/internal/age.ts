/**
 * How long ago something happened, in words ("just now", "5 minutes ago", "2 hours ago",
 * "3 days ago"), with Intl.RelativeTimeFormat: the same words whatever the time zone.
 */
const relative = new Intl.RelativeTimeFormat("en", { numeric: "always" });

export function ageInWords(iso: string, now = Date.now()): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return "at an unknown time";
  const minutes = Math.max(0, Math.floor((now - time) / 60_000));
  if (minutes < 1) return "just now";
  if (minutes < 60) return relative.format(-minutes, "minute");
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return relative.format(-hours, "hour");
  return relative.format(-Math.floor(hours / 24), "day");
}
