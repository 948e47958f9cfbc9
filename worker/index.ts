import { createApp } from "./app";
import type { Env } from "./env";

const app = createApp();

export default {
  fetch: app.fetch,
  async queue(batch, env) {
    // Signup retries: see worker/queue.
    for (const message of batch.messages) message.ack();
    void env;
  },
} satisfies ExportedHandler<Env>;
