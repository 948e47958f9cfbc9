/** The owner's pages write every date and time one way: src/publishing/moment-words.ts. */
export { dayInWords, momentOnClock, whenInWords } from "../publishing/moment-words";

/** Whether `zone` is a time zone Intl knows (OWNER_TIME_ZONE is checked with it at start-up). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
