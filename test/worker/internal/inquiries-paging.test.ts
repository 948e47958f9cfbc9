import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import type { Env } from "../../../worker/config";
import { CSV_PAGE_ROWS } from "../../../worker/inquiries";
import { callWorker, migrateInquiries } from "../../fakes/inquiry-harness";
import { must } from "../../../src/must.ts";

const SITE = "https://www.example.com";
const TOTAL = 100_000;
const db = () => (env as Env).DB;

/** 100,000 inquiries, one a second from 2020-01-01, in one statement; every 1,000th is "Needle". */
beforeAll(async () => {
  await migrateInquiries();
  await db()
    .prepare(
      `INSERT INTO speaker_inquiries (id, received_at, name, email, event_name, format, message)
       WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?1)
       SELECT printf('bulk-%06d', i), strftime('%Y-%m-%dT%H:%M:%fZ', 1577836800 + i, 'unixepoch'),
              CASE WHEN i % 1000 = 0 THEN printf('Needle %d', i) ELSE printf('Person %d', i) END,
              printf('p%d@example.org', i), printf('Event %d', i), 'keynote', 'A message, with "quotes"'
       FROM n`,
    )
    .bind(TOTAL)
    .run();
}, 120_000);

/** The D1 binding, counting each query and the rows each returned. */
function countingDb() {
  const real = db();
  const reads: number[] = [];
  const wrapped = {
    prepare(sql: string) {
      const statement = real.prepare(sql);
      return {
        bind(...values: unknown[]) {
          const bound = statement.bind(...values);
          return {
            all: async () => {
              const result = await bound.all();
              reads.push(result.results.length);
              return result;
            },
          };
        },
      };
    },
  } as unknown as D1Database;
  return { wrapped, reads };
}

describe("the owner's inquiries at 100,000 rows", () => {
  it("streams the CSV page by page: 100,001 lines, newest first, no read bigger than a page, no read before it is asked for", {
    timeout: 180_000,
  }, async () => {
    const { wrapped, reads } = countingDb();
    const response = await callWorker(new Request(`${SITE}/internal/inquiries.csv`), { ...(env as Env), DB: wrapped });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    // Answered before any row was read: the body is read as it is sent.
    expect(reads).toEqual([]);

    const reader = must(response.body).pipeThrough(new TextDecoderStream()).getReader();
    let tail = "";
    let lines = 0;
    let first: string | undefined;
    let last = "";
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      const parts = (tail + value).split("\r\n");
      tail = must(parts.pop());
      for (const line of parts) {
        if (lines === 1) first = line;
        lines++;
        last = line;
      }
      // Never more than one page read ahead of what was taken.
      expect(reads.length).toBeLessThanOrEqual(Math.ceil((lines - 1) / CSV_PAGE_ROWS) + 1);
    }
    expect(tail).toBe("");
    expect(lines).toBe(TOTAL + 1);
    expect(first).toMatch(/^"bulk-100000",/);
    expect(last).toMatch(/^"bulk-000001",/);
    expect(Math.max(...reads)).toBeLessThanOrEqual(CSV_PAGE_ROWS + 1);
    expect(reads.length).toBeGreaterThanOrEqual(TOTAL / CSV_PAGE_ROWS);
  });

  it("pages the list: 50 newest first, 'Older inquiries' to the next 50, and the oldest reachable; a search by name, email or event", {
    timeout: 60_000,
  }, async () => {
    const page = async (path: string) => (await callWorker(new Request(`${SITE}${path}`))).text();
    const idsOf = (html: string) => [...html.matchAll(/data-inquiry="([^"]+)"/g)].map((match) => match[1]);
    const olderOf = (html: string) => /href="([^"]+)" rel="next"/.exec(html)?.[1]?.replaceAll("&amp;", "&");

    const first = await page("/internal/inquiries");
    expect(idsOf(first)).toEqual(Array.from({ length: 50 }, (_, i) => `bulk-${String(TOTAL - i).padStart(6, "0")}`));
    const second = await page(must(olderOf(first)));
    expect(idsOf(second)[0]).toBe(`bulk-${String(TOTAL - 50).padStart(6, "0")}`);
    expect(second).toContain("Back to the newest");

    // The search: 100 needles, two pages of them; the second page ends the search.
    const needles = await page(`/internal/inquiries?q=${encodeURIComponent("needle")}`);
    expect(idsOf(needles)).toHaveLength(50);
    expect(idsOf(needles)[0]).toBe("bulk-100000");
    const moreNeedles = await page(must(olderOf(needles)));
    expect(idsOf(moreNeedles)).toHaveLength(50);
    expect(idsOf(moreNeedles).at(-1)).toBe("bulk-001000");
    expect(olderOf(moreNeedles)).toBeUndefined();
    expect(idsOf(await page("/internal/inquiries?q=p4242%40example.org"))).toEqual(["bulk-004242"]);
    expect(idsOf(await page("/internal/inquiries?q=Event+77777"))).toEqual(["bulk-077777"]);
    // LIKE's own characters are taken literally.
    const none = await page("/internal/inquiries?q=%25");
    expect(idsOf(none)).toEqual([]);
    expect(none).toContain("No inquiry matches “%”.");

    // The oldest, from a cursor just after the second oldest.
    const oldest = await page(`/internal/inquiries?after=${encodeURIComponent("2020-01-01T00:00:02.000Z~bulk-000002")}`);
    expect(idsOf(oldest)).toEqual(["bulk-000001"]);
    expect(olderOf(oldest)).toBeUndefined();
  });
});
