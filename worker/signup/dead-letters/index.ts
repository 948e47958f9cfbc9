/** Signups given up on: kept for the owner (KV, or signups-dlq while KV is down), replayed or dismissed on request, alerted daily while any wait. */
export { consumeDeadLetters, DEAD_LETTER_QUEUE, DEAD_LETTER_QUEUE_NAME } from "./consumer";
export { requeueReplays } from "./replay";
export { deadLetterMetadata, keepDeadLetter } from "./store";
export { alertWaitingDeadLetters, DEAD_LETTERS_ALERT_CRON } from "./waiting";
