import { createApp } from "./app";
import type { Env } from "./env";
import { consumeDeadLetters } from "./queue/dead-letter-consumer";
import { consumeSignups } from "./queue/signup-consumer";

/** The dead-letter queue of `signups` (wrangler.toml). Not exported: the main module exports only handlers. */
const SIGNUP_DEAD_LETTER_QUEUE = "signups-dlq";

const app = createApp();

export default {
  fetch: app.fetch,
  queue: (batch, env) => (batch.queue === SIGNUP_DEAD_LETTER_QUEUE ? consumeDeadLetters(batch, env) : consumeSignups(batch, env)),
} satisfies ExportedHandler<Env>;
