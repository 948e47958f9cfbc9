import { parse } from "smol-toml";
import wranglerToml from "../../wrangler.toml?raw";

/** wrangler.toml read with a real TOML parser (Vite's `?raw` import works in Node and in workerd alike). */
interface WranglerConfig {
  vars?: Record<string, string>;
  triggers?: { crons?: string[] };
  ratelimits?: { name: string; namespace_id: string; simple: { limit: number; period: number } }[];
  queues?: {
    producers?: { binding: string; queue: string }[];
    consumers?: { queue: string; max_retries?: number; retry_delay?: number; dead_letter_queue?: string; max_batch_size?: number }[];
  };
}

export const wranglerConfig = parse(wranglerToml) as WranglerConfig;

/** A queue's consumer settings; the platform's defaults where wrangler.toml sets none (max_retries 3). */
export function queueConsumer(queue: string) {
  const consumer = wranglerConfig.queues?.consumers?.find((entry) => entry.queue === queue);
  if (!consumer) throw new Error(`wrangler.toml has no consumer for ${queue}`);
  return { max_retries: 3, ...consumer };
}

export function queueProducers(queue: string): string[] {
  return (wranglerConfig.queues?.producers ?? []).filter((entry) => entry.queue === queue).map((entry) => entry.binding);
}
