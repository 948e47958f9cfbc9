import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { Env } from "../../../worker/config";
import { callWorker } from "../../fakes/inquiry-harness";
import { whenInWords } from "../../../src/internal/when";
import { must } from "../../../src/must.ts";
import { STYLE_KEYS } from "../../../src/newsletter";

const SITE = "https://www.example.com";
const ISO_TIME = />[^<]*\d{4}-\d{2}-\d{2}T\d{2}:\d{2}[^<]*</;

async function inquiry(event: string, source: string, receivedAt: string) {
  const id = crypto.randomUUID();
  await env.DB.prepare(
    "INSERT INTO speaker_inquiries (id, received_at, name, email, event_name, format, source_page) VALUES (?1, ?2, 'Ada', 'ada+x@example.org', ?3, 'keynote', ?4)",
  )
    .bind(id, receivedAt, event, source)
    .run();
  return id;
}
const itemOf = (html: string, id: string) => must(new RegExp(`data-inquiry="${id}".*?</li>`).exec(html))[0];

describe("the owner's pages read like a person wrote them", () => {
  it("an inquiry: its email a tap to reply naming its event, its time in words in the owner's time zone, 'Sent from' never blank", async () => {
    const receivedAt = new Date(Date.now() - 60_000).toISOString();
    const id = await inquiry("Creators Summit & Co", "", receivedAt);
    const html = await (await callWorker(new Request(`${SITE}/internal/inquiries`))).text();
    const item = itemOf(html, id);
    expect(item).toContain(`href="mailto:ada+x@example.org?subject=Re%3A%20your%20inquiry%20about%20Creators%20Summit%20%26%20Co"`);
    expect(item).toMatch(/Sent from<\/dt><dd[^>]*>direct<\/dd>/);
    expect(item).toContain(`<time dateTime="${receivedAt}">${whenInWords(receivedAt, "America/Kentucky/Louisville")}</time>`);
    expect(item).not.toMatch(ISO_TIME);
  });

  it("OWNER_TIME_ZONE sets the zone (an unknown one stops the worker: test/unit/config)", async () => {
    const receivedAt = "2025-01-15T03:30:00.000Z";
    const id = await inquiry("Zone Test", "/speaker", receivedAt);
    const inZone = async (zone: string) =>
      itemOf(
        await (await callWorker(new Request(`${SITE}/internal/inquiries?q=Zone%20Test`), { ...(env as unknown as Env), OWNER_TIME_ZONE: zone })).text(),
        id,
      );
    expect(await inZone("Asia/Tokyo")).toContain("Wednesday 15 January 2025, 12:30 PM");
    expect(await inZone("Europe/London")).toContain("Wednesday 15 January 2025, 3:30 AM");
    expect(await inZone("America/Kentucky/Louisville")).toContain("Tuesday 14 January 2025, 10:30 PM");
    expect(await inZone("Asia/Tokyo")).toMatch(/Sent from<\/dt><dd[^>]*>\/speaker<\/dd>/);
  });

  it("the issues page gives dates in words", async () => {
    await env.DB.prepare(
      "INSERT INTO newsletter_issues (slug, title, date, style, draft, published_at, updated_at) VALUES ('dated', 'Dated', '2026-11-23', ?2, 'x', ?1, ?1)",
    )
      .bind(new Date().toISOString(), STYLE_KEYS[0])
      .run();
    const html = await (await callWorker(new Request(`${SITE}/internal/issues`))).text();
    // Its moment (00:00 of its day on his clock: it has no time of its own), written as every owner page writes one.
    expect(html).toMatch(/<time dateTime="2026-11-23T0[45]:00:00.000Z" data-moment="">Monday 23 November( 2026)?, 12:00 AM<\/time>/);
  });
});
