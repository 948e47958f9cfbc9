/**
 * First-party, cookieless stats: views (the beacon), signups and confirmations (Kit's webhook),
 * stored in Workers Analytics Engine when its SQL API is configured, else in SIGNUPS_KV, and read
 * back through one aggregation (docs/stats.md).
 */
export { aggregate, rate } from "./aggregate";
export { ANALYTICS_DATASET, BLOB_FIELDS, dataPointOf, statsQuery } from "./analytics-engine";
export { utcDay, type StatsEvent, type StatsRow } from "./events";
export { readStats, StatsNeedReadToken } from "./read";
export {
  ATTRIBUTION_TTL_SECONDS,
  statsStoreOf,
  type StatsStore,
  recordConfirmed,
  recordEvent,
  recordInquiry,
  recordSignup,
  recordView,
  visitorKey,
  type Seen,
} from "./record";
export { BOT_USER_AGENT, deviceClass, externalHost, isBot, isPrefetch, sendsGpc, utmOf, visitorHash } from "./request";
export { DailySalt } from "./salt";
export { countedPath } from "./counted-path";
export { dueRefusals, noteRefusal, REFUSAL_REASONS, type RefusalReason } from "./refusals";
