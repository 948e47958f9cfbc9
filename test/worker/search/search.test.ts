import { env as testEnv } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { issues } from "../../../src/newsletter/archive";
import { ARCHIVE_PATH, issuePath } from "../../../src/newsletter/paths";
import { ISSUES_PATH } from "../../../src/publishing/contract";
import type { Env } from "../../../worker/config";
import { clockedRateLimit } from "../../support/clocked-rate-limit";
import { countingEnv, noOperations } from "../../support/counting-env";
// Tests mirror the module they prove (worker/search) and may read its inner files.
import { cappedQuery, forgetFullDay, MISS_QUERIES_A_DAY, MISS_QUERY_MAX_BYTES, MISSES_COUNTED_A_DAY, recordMiss } from "../../../worker/search/misses";
import { daysFromToday, draftText, formPost, jsonPost, publishingClient, sameOrigin, validIssue } from "../publishing/publish-harness";
import { must } from "../../../src/must.ts";
import { owner } from "../../../src/content/owner";
import { expectStatus } from "../../support/refusal";

const NEWSLETTER = owner.newsletterName;

const env = testEnv as Env;
const send = publishingClient();

let visitor = 0;
/** Each search from its own client address, so the per-client limit couples no two tests. */
const fromClient = (ip = `198.51.100.${(++visitor % 250) + 1}`) => ({ headers: { "CF-Connecting-IP": ip } });
const search = (words: string, init: RequestInit = fromClient()) => send(`${ARCHIVE_PATH}?q=${encodeURIComponent(words)}`, init);

/** The issues' addresses a results page lists, in order. */
const listed = (html: string) => [...html.matchAll(/<h2[^>]*><a[^>]*href="(\/newsletter\/issues\/[^"]+)"/g)].map((match) => match[1]);

/** A word no other test and no issue uses. */
let wordNumber = 0;
const unusedWord = (stem: string) => `${stem}${Date.now().toString(36)}x${++wordNumber}`.replace(/\d/g, (digit) => must("abcdefghij"[Number(digit)]));

async function publish(fields: ReturnType<typeof validIssue>) {
  const { response, text } = await send(ISSUES_PATH, jsonPost(fields));
  expectStatus({ response, text }).toBe(201);
}

afterEach(() => {
  vi.useRealTimers();
});

describe("searching the archive", () => {
  it("finds a repository issue by the first letters of a word, with the words marked in its title and excerpt", async () => {
    const packaging = must(issues.find((issue) => issue.slug === "package-before-you-film"));
    const { response, text } = await search("thumb");
    expectStatus({ response, text }).toBe(200);
    expect(listed(text)).toContain(issuePath(packaging.slug));
    // "thumb" matched "thumbnail" in the title, marked; the excerpt marks it in the text too.
    expect(text).toMatch(/<mark class="[^"]+">thumbnail<\/mark> before you film/);
    expect(text).toMatch(/<p class="[^"]+">[^<]*<mark class="[^"]+">thumbnails?<\/mark>/i);
    expect(text).toMatch(/issues? mentions? “thumb”/);
  });

  it("ranks an issue with the word in its title above one with it only in its text, however often", async () => {
    const word = unusedWord("retention");
    const inText = validIssue({ title: "A plain title", draft: draftText(`${word} here, ${word} there, ${word} everywhere.`) });
    const inTitle = validIssue({ title: `Why ${word} matters`, draft: draftText("Nothing more to say.") });
    await publish(inText);
    await publish(inTitle);
    const { text } = await search(word.slice(0, 12));
    expect(listed(text)).toEqual([issuePath(must(inTitle.slug)), issuePath(must(inText.slug))]);
  });

  it("requires every word, in any order, and finds words with accents either way", async () => {
    const word = unusedWord("cafe");
    const fields = validIssue({ title: "Studio notes", draft: draftText(`The ${word} café recording session, and the green screen.`) });
    await publish(fields);
    expect(listed((await search(`screen ${word}`)).text)).toEqual([issuePath(must(fields.slug))]);
    expect(listed((await search(`${word} cafe`)).text)).toEqual([issuePath(must(fields.slug))]);
    expect(listed((await search(`${word} zzzqqq`)).text)).toEqual([]);
  });

  it("never finds a scheduled issue before its day, and finds it on its day with no write", async () => {
    const word = unusedWord("schedule");
    const fields = validIssue({ date: daysFromToday(1), draft: draftText(`The ${word} issue.`) });
    await publish(fields);
    const before = await search(word);
    expect(listed(before.text)).toEqual([]);
    expect(before.text).toContain(`No issue mentions “${word}”.`);
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 86_400_000);
    expect(listed((await search(word)).text)).toEqual([issuePath(must(fields.slug))]);
  });

  it("keeps the index in step with an edit and an unpublish, in the same batch as the issue", async () => {
    const first = unusedWord("before");
    const second = unusedWord("after");
    const fields = validIssue({ draft: draftText(`The ${first} draft.`) });
    await publish(fields);
    expect(listed((await search(first)).text)).toEqual([issuePath(must(fields.slug))]);

    const edited = await send(`${ISSUES_PATH}/${fields.slug}`, formPost({ ...fields, title: `Retitled ${second}`, draft: draftText(`The ${second} draft.`) }));
    expectStatus(edited).toBe(303);
    expect(listed((await search(first)).text)).toEqual([]);
    const found = await search(second);
    expect(listed(found.text)).toEqual([issuePath(must(fields.slug))]);
    expect(found.text).toContain(`Retitled <mark`);

    const { response, text } = await send(`${ISSUES_PATH}/${fields.slug}/unpublish`, {
      method: "POST",
      headers: { ...sameOrigin, "Content-Type": "application/x-www-form-urlencoded" },
      body: "confirm=yes",
    });
    expectStatus({ response, text }).toBe(303);
    expect(listed((await search(second)).text)).toEqual([]);
    const { results } = await env.DB.prepare("SELECT slug FROM issue_search WHERE slug = ?1").bind(fields.slug).all();
    expect(results).toEqual([]);
  });

  it("leaves an issue's entry alone when a publish under its address is refused", async () => {
    const word = unusedWord("original");
    const fields = validIssue({ draft: draftText(`The ${word} text.`) });
    await publish(fields);
    const taken = await send(ISSUES_PATH, jsonPost({ ...fields, draft: draftText("Another text entirely.") }));
    expect(taken.response.status).toBe(409);
    expect(listed((await search(word)).text)).toEqual([issuePath(must(fields.slug))]);
  });
});

describe("any input is answered", () => {
  const odd = [
    '"quoted words"',
    '"',
    "thumb*",
    "*",
    "(thumbnail",
    "thumbnail)",
    "()",
    "NEAR(title thumbnail, 2)",
    "title NEAR thumbnail",
    "title OR nothing",
    "OR",
    "AND NOT",
    "-thumbnail",
    "title -",
    "^title",
    "title:thumbnail",
    "body: x",
    "{title}: y",
    "thumb\u0000nail",
    "<script>alert(1)</script>",
    "' OR 1=1 --",
    "x".repeat(600),
    "thumbnail ".repeat(60),
    "🎬 🎥",
    "\u202Ertl",
  ];
  it.each(odd)("%j answers 200 with issues or “No issue mentions …”, never an error", async (input) => {
    const { response, text } = await search(input);
    expectStatus({ response, text }).toBe(200);
    expect(text).toMatch(/No issue mentions “|issues? mentions? “/);
    // The words are shown as text, never as markup.
    expect(text).not.toContain("<script>alert");
  });

  it("uses at most 100 characters and shows the words escaped", async () => {
    const long = `${"y".repeat(150)} tail`;
    const { text } = await search(long);
    expect(text).toContain(`No issue mentions “${"y".repeat(100)}”.`);
    expect(text).not.toContain("y".repeat(101));
    const markup = await search('<img src=x onerror="alert(1)">');
    expect(markup.text).toContain("No issue mentions “&lt;img src=x onerror=&quot;alert(1)&quot;&gt;”.");
    expect(markup.text).toContain(`href="${ARCHIVE_PATH}"`);
  });

  it("answers a blank or unreadable search with the archive itself", async () => {
    for (const input of ["", "   ", "\u0000"]) {
      const { response, text } = await search(input);
      expectStatus({ response, text }).toBe(200);
      expect(text).toContain(`${NEWSLETTER} archive`);
    }
  });
});

describe("what a search costs and who may search", () => {
  it("is kept by no cache: private and no-store for the browser and Workers Cache", async () => {
    const { response } = await search("thumbnail");
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(response.headers.get("Cloudflare-CDN-Cache-Control")).toBe("no-store");
    expect(response.headers.get("ETag")).toBeNull();
    // Folded into the archive by search engines: its canonical address, and no noindex (Lighthouse's SEO audit).
    const { text } = await search("thumbnail");
    expect(text).toContain('<link rel="canonical" href="https://www.example.com/newsletter/issues"/>');
    expect(text).not.toContain("noindex");
    // The archive itself is cached as before.
    const archive = await send(ARCHIVE_PATH);
    expect(archive.response.headers.get("Cloudflare-CDN-Cache-Control")).toMatch(/max-age=\d+/);
  });

  it("answers nothing found for a search of operators or punctuation alone, with no D1 query", async () => {
    for (const input of ["*", "()", "OR", "AND NOT", '"', "-"]) {
      const counts = noOperations();
      const { text } = await publishingClient(countingEnv(env, counts))(`${ARCHIVE_PATH}?q=${encodeURIComponent(input)}`, fromClient());
      expect(text).toContain("No issue mentions “");
      expect(counts.d1RowsRead + counts.d1RowsWritten).toBe(0);
    }
  });

  it("reads a bounded number of D1 rows per search, and writes none once the repository's issues are indexed", async () => {
    await search("thumbnail");
    const counts = noOperations();
    const counting = publishingClient(countingEnv(env, counts));
    const found = await counting(`${ARCHIVE_PATH}?q=thumb`, fromClient());
    expect(listed(found.text).length).toBeGreaterThan(0);
    console.log(`[search] a search that finds issues: ${counts.d1RowsRead} D1 rows read, ${counts.d1RowsWritten} written`);
    expect(counts.d1RowsWritten).toBe(0);
    expect(counts.d1RowsRead).toBeLessThan(100);
    const missCounts = noOperations();
    await publishingClient(countingEnv(env, missCounts))(`${ARCHIVE_PATH}?q=${unusedWord("nothing")}`, fromClient());
    console.log(`[search] a search that finds nothing: ${missCounts.d1RowsRead} D1 rows read, ${missCounts.d1RowsWritten} written`);
    expect(missCounts.d1RowsWritten).toBe(1);
  });

  it("reads rows in proportion to the issues a search finds: a year of issues that all match", async () => {
    const word = unusedWord("weekly");
    for (let n = 0; n < 52; n++)
      await publish(validIssue({ title: `Issue ${n}`, draft: draftText(`A ${word} idea, number ${n}, with the numbers behind it.`) }));
    const counts = noOperations();
    const found = await publishingClient(countingEnv(env, counts))(`${ARCHIVE_PATH}?q=${word}`, fromClient());
    expect(listed(found.text)).toHaveLength(52);
    console.log(`[search] a search that finds 52 issues: ${counts.d1RowsRead} D1 rows read`);
    expect(counts.d1RowsRead).toBeLessThan(400);
  }, 60_000);

  it("limits searches per client: the 21st within a minute is a 429 page in words with Retry-After", async () => {
    // The binding counts in fixed minutes: the clock is held at the last second of one, and the
    // limit counted on it, so the 21 searches never straddle two windows (however slow the machine).
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime((Math.floor(Date.now() / 60_000) + 1) * 60_000 + 59_000);
    const limited = publishingClient({ ...env, SEARCH_LIMIT: clockedRateLimit("SEARCH_LIMIT") });
    const client = fromClient("203.0.113.77");
    const searchLimited = (words: string) => limited(`${ARCHIVE_PATH}?q=${encodeURIComponent(words)}`, client);
    for (let n = 0; n < 20; n++) expectStatus(await searchLimited(`thumb${n}`)).toBe(200);
    const refused = await searchLimited("thumb");
    expect(refused.response.status).toBe(429);
    expect(refused.response.headers.get("Retry-After")).toBe("60");
    expect(refused.response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(refused.text).toContain("Too many searches just now");
    expectStatus(await search("thumb")).toBe(200);
  });
});

describe("the searches that found nothing", () => {
  it("are on the owner's stats page: normalised, capped, counted per day, and nothing about who searched", async () => {
    const word = unusedWord("missing");
    await search(`  ${word.toUpperCase()}!!  Tips `);
    await search(`${word} tips`);
    await search(`${word} ${"z".repeat(200)}`);
    const { results } = await env.DB.prepare("SELECT * FROM search_misses WHERE query LIKE ?1").bind(`${word}%`).all<Record<string, unknown>>();
    const today = new Date().toISOString().slice(0, 10);
    expect(results).toContainEqual({ day: today, query: `${word} tips`, count: 2 });
    for (const row of results) {
      expect(Object.keys(row).sort()).toEqual(["count", "day", "query"]);
      expect(String(row.query).length).toBeLessThanOrEqual(100);
    }
    const stats = await send("/internal/stats?days=7");
    expect(stats.text).toContain("Searches that found nothing");
    expect(stats.text).toMatch(new RegExp(`<th scope="row">${word} tips</th><td>2</td>`));
  });

  it("are pruned after 90 days by the daily cron's clean-up", async () => {
    const { pruneMisses } = await import("../../../worker/search");
    await env.DB.prepare("INSERT INTO search_misses (day, query, count) VALUES ('2000-01-01', 'long ago', 3)").run();
    await pruneMisses(env.DB);
    expect(await env.DB.prepare("SELECT * FROM search_misses WHERE day = '2000-01-01'").first()).toBeNull();
  });
});

describe("what searches that find nothing can make the site keep", () => {
  // A day of its own, so the caps are reached without touching today's counts.
  const day = "2001-02-03";
  const rowsOf = async () =>
    (await env.DB.prepare("SELECT query, count FROM search_misses WHERE day = ?1").bind(day).all<{ query: string; count: number }>()).results;

  it("keeps at most 200 distinct searches a day, still counts the kept ones, and stops at 2,000 misses a day", async () => {
    forgetFullDay();
    const fill = Array.from({ length: MISS_QUERIES_A_DAY }, (_, n) =>
      env.DB.prepare("INSERT INTO search_misses (day, query, count) VALUES (?1, ?2, 1)").bind(day, `kept ${n}`),
    );
    await env.DB.batch(fill);
    await recordMiss(env.DB, day, "one more");
    expect((await rowsOf()).some((row) => row.query === "one more")).toBe(false);
    await recordMiss(env.DB, day, "kept 7");
    expect((await rowsOf()).find((row) => row.query === "kept 7")?.count).toBe(2);
    // The day's total at the cap: nothing more is counted, and the isolate stops asking.
    await env.DB.prepare("UPDATE search_misses SET count = ?2 WHERE day = ?1 AND query = 'kept 0'").bind(day, MISSES_COUNTED_A_DAY).run();
    await recordMiss(env.DB, day, "kept 7");
    expect((await rowsOf()).find((row) => row.query === "kept 7")?.count).toBe(2);
    const counts = noOperations();
    await recordMiss(countingEnv(env, counts).DB, day, "kept 8");
    expect(counts.d1RowsRead + counts.d1RowsWritten).toBe(0);
    forgetFullDay();
  });

  it("keeps at most 120 bytes of a search, never cutting a character", async () => {
    const astral = "𝒜".repeat(100);
    expect(new TextEncoder().encode(cappedQuery(astral)).length).toBeLessThanOrEqual(MISS_QUERY_MAX_BYTES);
    expect(cappedQuery(astral)).toBe("𝒜".repeat(MISS_QUERY_MAX_BYTES / 4));
    expect(cappedQuery("é".repeat(100))).toBe("é".repeat(MISS_QUERY_MAX_BYTES / 2));
    expect(cappedQuery("plain words")).toBe("plain words");
    await recordMiss(env.DB, "2001-02-04", astral);
    const row = await env.DB.prepare("SELECT query FROM search_misses WHERE day = '2001-02-04'").first<{ query: string }>();
    expect(row?.query).toBe("𝒜".repeat(30));
  });
});
