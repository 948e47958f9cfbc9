/** Signups given up on: kept for the owner (KV, or signups-dlq while KV is down) and replayed on request. */
export { consumeDeadLetters, DEAD_LETTER_QUEUE, DEAD_LETTER_QUEUE_NAME } from "./consumer";
export { requeueReplays } from "./replay";
export { keepDeadLetter } from "./store";
