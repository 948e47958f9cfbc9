/**
 * A signup's life after the endpoint accepted it: delivered to Kit now or queued, retried by the
 * queue consumer, kept as a dead letter when given up on, replayed by the owner. One decision
 * (./next-step.ts) for the endpoint and the consumer.
 */
export { flushSignupAlerts, recentSignupAlerts } from "./alerts";
export { consumeSignups } from "./consumer";
export {
  alertWaitingDeadLetters,
  consumeDeadLetters,
  DEAD_LETTER_QUEUE,
  DEAD_LETTER_QUEUE_NAME,
  DEAD_LETTERS_ALERT_CRON,
  requeueReplays,
} from "./dead-letters";
// The owner's page (worker/internal/signups.ts): apart from ./dead-letters, which Node's tests import without Kit's Durable Object.
export {
  countDeadLetters,
  dismissDeadLetter,
  listDeadLetters,
  replayAllDeadLetters,
  replayDeadLetter,
  type ListedDeadLetter,
  type ReplayOutcome,
} from "./owner-actions";
export { intakeSignup, type IntakeOutcome } from "./intake";
export { nextStep, type Step, type StepPolicy, type Verdict } from "./next-step";
export { deliverySettings, retryDelaySeconds } from "./settings";
