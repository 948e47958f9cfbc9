import { createApp } from "./app";
import type { Env } from "./env";
import { consumeSignups } from "./queue/signup-consumer";

const app = createApp();

export default {
  fetch: app.fetch,
  queue: (batch, env) => consumeSignups(batch, env),
} satisfies ExportedHandler<Env>;
