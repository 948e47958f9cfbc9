import { parse } from "smol-toml";
import { describe, expect, it } from "vitest";
import wranglerToml from "../../../wrangler.toml?raw";
import { owner } from "../../../src/content/owner";
import { INQUIRY_MAX_RETRIES, INQUIRY_QUEUE_NAME, INQUIRY_RETRY_SECONDS } from "../../../worker/inquiries/queue-settings";
import { queueConsumer, queueProducers } from "../../support/wrangler-config";

const config = parse(wranglerToml) as {
  d1_databases?: { binding: string; database_name: string; migrations_dir?: string }[];
  send_email?: { name: string; destination_address?: string }[];
};

describe("speaker inquiries in wrangler.toml", () => {
  it("send the owner's email to the owner's address (src/content/owner.ts)", () => {
    expect(config.send_email).toEqual([{ name: "OWNER_EMAIL", destination_address: owner.email }]);
  });

  it("keep inquiries in the D1 database the migrations are for", () => {
    expect(config.d1_databases).toEqual([expect.objectContaining({ binding: "DB", database_name: "playback-inquiries", migrations_dir: "migrations" })]);
  });

  it("retry the inquiries queue as its consumer counts, well inside a day's retention", () => {
    const consumer = queueConsumer(INQUIRY_QUEUE_NAME);
    expect(consumer.max_retries).toBe(INQUIRY_MAX_RETRIES);
    expect(consumer.retry_delay).toBe(INQUIRY_RETRY_SECONDS);
    expect(INQUIRY_MAX_RETRIES * INQUIRY_RETRY_SECONDS).toBeLessThan(24 * 3600);
    expect(queueProducers(INQUIRY_QUEUE_NAME)).toEqual(["INQUIRY_QUEUE"]);
  });
});
