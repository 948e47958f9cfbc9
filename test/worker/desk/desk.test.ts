import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import type { Env } from "../../../worker/config";
import { kvKeys } from "../../../worker/store";
import { callWorker } from "../../fakes/inquiry-harness";
import { statsEvent } from "../../support/stats-events";
import { storeStatsEvent } from "../support/stats-store";
import { OWNER_PAGES } from "../../../src/pages/internal/owner-nav";
import { must } from "../../../src/must.ts";
import { desk as words } from "../../../src/content/desk";
import { STYLE_KEYS } from "../../../src/newsletter";

const escaped = (text: string) => text.replace(/&/g, "&amp;").replace(/'/g, "&#x27;").replace(/"/g, "&quot;");

const SITE = "https://www.example.com";
const DAY = 86_400_000;
const iso = (ago: number) => new Date(Date.now() - ago).toISOString();
const day = (ago: number) => iso(ago).slice(0, 10);

async function inquiry(receivedAgo: number, answered: boolean) {
  await env.DB.prepare(
    "INSERT INTO speaker_inquiries (id, received_at, answered_at, name, email, event_name, format) VALUES (?1, ?2, ?3, 'Ada', 'ada@example.org', 'Summit', 'keynote')",
  )
    .bind(crypto.randomUUID(), iso(receivedAgo), answered ? iso(0) : null)
    .run();
}

/** An issue and its broadcast's record: Kit refused it, it waits for Kit, or Kit holds it (a draft). */
async function issue(slug: string, kitState: "refused" | "waiting" | "created", updatedAgo: number) {
  await env.DB.batch([
    env.DB.prepare("INSERT INTO newsletter_issues (slug, title, date, style, draft, published_at, updated_at) VALUES (?1, ?1, ?2, ?4, 'x', ?3, ?3)").bind(
      slug,
      day(0),
      iso(updatedAgo),
      STYLE_KEYS[0],
    ),
    env.DB.prepare("INSERT INTO issue_broadcasts (slug, confirmed_revision, kit_id, refused, changed_at) VALUES (?1, ?2, ?3, ?4, ?5)").bind(
      slug,
      kitState === "waiting" ? 0 : 1,
      kitState === "created" ? 77 : null,
      kitState === "refused" ? "Kit said no" : null,
      Date.now() - updatedAgo,
    ),
  ]);
}

async function deadLetter(email: string) {
  const signup = { id: crypto.randomUUID(), email, receivedAt: iso(3600_000) };
  await env.SIGNUPS_KV.put(
    kvKeys.deadLetter(iso(0), signup.id),
    JSON.stringify({ v: 1, signup, attempts: 8, reason: "Kit answered 401: The access token is invalid", storedAt: iso(0) }),
  );
}

async function view(ago: number, path = "/") {
  const event = statsEvent("view", { path, source: "youtube", visitor: crypto.randomUUID().slice(0, 16) });
  await storeStatsEvent(env, event, Date.now() - ago);
}

const desk = async (target: Env = env as unknown as Env) => {
  const response = await callWorker(new Request(`${SITE}/internal`), target);
  return { response, html: await response.text() };
};
const need = (html: string, key: string) => new RegExp(`data-need="${key}"[^>]*><a[^>]*href="([^"]+)"[^>]*>([^<]*)<`).exec(html);
const cell = (html: string, row: string) =>
  [...must(new RegExp(`data-number="${row}">.*?</tr>`).exec(html))[0].matchAll(/<td[^>]*>(\d+)<\/td>/g)].map((m) => Number(m[1]));

// Each test starts from a fresh site: storage is shared by the tests of a file.
beforeEach(async () => {
  await env.DB.batch(
    ["speaker_inquiries", "newsletter_issues", "issue_broadcasts", "guard_tallies", "owner_alerts"].map((table) => env.DB.prepare(`DELETE FROM ${table}`)),
  );
  for (const prefix of ["dead-letter:", "event:"]) for (const { name } of (await env.SIGNUPS_KV.list({ prefix })).keys) await env.SIGNUPS_KV.delete(name);
});

describe("the owner's desk", () => {
  it("is private, noindex, never cached, and links every owner page", async () => {
    const { response, html } = await desk();
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(response.headers.get("X-Robots-Tag")).toContain("noindex");
    for (const { href } of OWNER_PAGES) expect(html).toContain(`href="${href}"`);
  });

  it("every owner page it links answers, and links back to it", async () => {
    for (const { href } of OWNER_PAGES) {
      const response = await callWorker(new Request(`${SITE}${href}`));
      expect(response.status, href).toBe(200);
      const html = await response.text();
      expect(html, href).toMatch(/<nav aria-label="Owner&#x27;s pages"[^>]*>.*?href="\/internal"/);
    }
  });

  it("on a fresh site says nothing needs the owner and shows zeros", async () => {
    const { html } = await desk();
    expect(html).toContain('data-needs="none"');
    expect(cell(html, "views")).toEqual([0, 0]);
    expect(html).not.toContain("data-missing");
  });

  it("counts what needs the owner from seeded data, each linked to the page that handles it", async () => {
    await inquiry(DAY, false);
    await inquiry(2 * DAY, false);
    await inquiry(3 * DAY, true);
    await inquiry(40 * DAY, false);
    await deadLetter("one@example.com");
    await deadLetter("two@example.com");
    await issue("refused-one", "refused", 60_000);
    await issue("late-one", "waiting", 60 * 60_000);
    await issue("fresh-one", "waiting", 60_000);
    await issue("fine-one", "created", 60 * 60_000);
    await env.DB.prepare("INSERT INTO guard_tallies (day, name, count) VALUES (?1, 'signup-unverified', 40)").bind(day(0)).run();
    const alert = env.DB.prepare("INSERT INTO owner_alerts (day, name, count, last_at, last_details) VALUES (?1, ?2, ?3, ?4, ?5)");
    const kitAuth = { call: "create", kind: "unauthorized", status: 401 };
    await alert.bind(day(0), "KIT_AUTH", 3, iso(0), JSON.stringify(kitAuth)).run();
    await alert.bind(day(9 * DAY), "QUEUE_UNAVAILABLE", 1, iso(9 * DAY), "{}").run();
    for (const ago of [0, DAY, 2 * DAY]) await view(ago);
    await view(8 * DAY);

    const { html } = await desk();
    expect(need(html, "inquiries")?.slice(1)).toEqual(["/internal/inquiries", expect.stringMatching(/^2 speaker inquiries not marked answered/)]);
    expect(need(html, "dead-letters")?.slice(1)).toEqual(["/internal/signups", expect.stringMatching(/^2 signups waiting in dead letters/)]);
    // No Kit key here (development): the desk says that once (data-kit="local"), and counts no issue as waiting for it.
    expect(need(html, "kit-drafts")?.slice(1)).toEqual(["/internal/issues", "1 issue: Refused by Kit (or its schedule refused)"]);
    const withKit = (await desk({ ...(env as unknown as Env), KIT_API_KEY: "kit_key", KIT_NEWSLETTER_FORM_ID: "1" })).html;
    expect(need(withKit, "kit-drafts")?.slice(1)).toEqual([
      "/internal/issues",
      "1 issue: Refused by Kit (or its schedule refused), 1 issue: Waiting for Kit, still after 15 minutes",
    ]);
    expect(need(html, "signup-unverified")?.[2]).toMatch(/^40 signups let through while Turnstile/);
    expect(need(html, "alert-KIT_AUTH")?.[2]).toBe(words.alert("KIT_AUTH", 3));
    // The alert is stored as its name and details; the desk says what it means and what to do.
    expect(html).toContain(escaped(`${words.lastRaised}: ${must(words.alertDetail("KIT_AUTH", kitAuth))}`));
    expect(html).not.toContain("alert-QUEUE_UNAVAILABLE");
    expect(cell(html, "views")).toEqual([3, 1]);
    expect(cell(html, "inquiries")).toEqual([3, 0]);
    expect(html).toContain('href="/internal/stats"');
    // "All the numbers" opens the stats for the same 7 days the desk shows.
    expect(html).toContain(`href="/internal/stats?days=7"`);
  });

  it("shows the rest when D1 is down, and says which part is missing", async () => {
    await deadLetter("kept@example.com");
    const broken = {
      prepare: () => {
        throw new Error("D1 is down");
      },
      batch: () => Promise.reject(new Error("D1 is down")),
    } as unknown as D1Database;
    const { response, html } = await desk({ ...(env as unknown as Env), DB: broken });
    expect(response.status).toBe(200);
    expect(html).toContain('data-missing="D1"');
    expect(html).not.toContain('data-missing="KV"');
    expect(need(html, "dead-letters")?.[2]).toMatch(/^1 signup waiting/);
  });

  it("shows the rest when KV is down, and says which part is missing", async () => {
    await inquiry(DAY, false);
    const broken = { list: () => Promise.reject(new Error("KV is down")), get: () => Promise.reject(new Error("KV is down")) } as unknown as KVNamespace;
    const { html } = await desk({ ...(env as unknown as Env), SIGNUPS_KV: broken });
    expect(html).toContain('data-missing="KV"');
    expect(html).not.toContain('data-missing="D1"');
    expect(need(html, "inquiries")?.[2]).toMatch(/^1 speaker inquiry/);
  });

  it("says what a missing Kit key means and how to set it", async () => {
    expect((await desk()).html).toContain('data-kit="local"');
    const { html } = await desk({ ...(env as unknown as Env), KIT_API_KEY: "kit_key", KIT_NEWSLETTER_FORM_ID: "" });
    expect(html).toContain('data-kit="invalid"');
    expect(html).toContain("KIT_NEWSLETTER_FORM_ID must be the numeric id");
    expect(html).toContain("npx wrangler secret put KIT_API_KEY");
  });
});
