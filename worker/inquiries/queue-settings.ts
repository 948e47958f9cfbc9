/**
 * The `inquiries` queue's settings, which wrangler.toml repeats. Their own module, free of the
 * runtime's imports, so Node (the unit test of wrangler.toml) can read them.
 */

/** The `inquiries` queue (wrangler.toml): the consumer named there. */
export const INQUIRY_QUEUE_NAME = "inquiries";
/** Each failed try waits this long (wrangler.toml's retry_delay says the same for a thrown batch). */
export const INQUIRY_RETRY_SECONDS = 300;
/** max_retries of the `inquiries` consumer in wrangler.toml: the attempt after which the queue drops a message. */
export const INQUIRY_MAX_RETRIES = 100;
