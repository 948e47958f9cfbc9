import type { Context } from "hono";
import { archiveSearch as words } from "../../src/content";
import { ARCHIVE_PATH } from "../../src/newsletter";
import { NewsletterSearchPage, SearchNoticePage } from "../../src/pages";
import { normalisedSearch, readSearch, searchWords, type FoundIssue } from "../../src/search";
import { afterResponse } from "../background";
import { configOf, type AppEnv } from "../config";
import { clientKey, networkKey } from "../limits";
import { utcDay } from "../stats";
import { edgeHeaders, htmlResponse, renderRequestPage } from "../pages";
import { dayInZone } from "../../src/publishing";
import { recordMiss } from "./misses";
import { findIssues } from "./search-query";
import { ensureIndexCurrent } from "./sources";

/** A client over `SEARCH_LIMIT` or `SEARCH_NETWORK_LIMIT` (wrangler.toml: a minute's searches) waits out the binding's minute. */
export const SEARCH_RETRY_SECONDS = 60;

/**
 * Each answer is this reader's words: kept by no cache. Not the browser's, not Workers Cache
 * (`no-store` and `private` bypass it, https://developers.cloudflare.com/workers/cache/), and never
 * the worker's page cache (this handler does not go through servePage). The archive without `q`
 * is served and cached as before (worker/publishing/issue-pages.ts). Not `noindex`: its canonical
 * address is the archive's (page-meta.ts), which folds any results page a crawler meets into the
 * archive, and Lighthouse's SEO audit holds a noindex page to be uncrawlable.
 */
function searchHeaders(): Record<string, string> {
  return { "Cache-Control": "private, no-store", ...edgeHeaders(ARCHIVE_PATH, false) };
}

/**
 * The Rate Limiting binding, per client (an address or an IPv6 /64: `SEARCH_LIMIT`, 20 a minute)
 * and then per IPv6 /48 (`SEARCH_NETWORK_LIMIT`, 20 a minute: a /48 holds 65,536 /64s): no Durable
 * Object request (https://developers.cloudflare.com/workers/runtime-apis/bindings/rate-limit/).
 * The network is counted only once the client's own limit passed, so one /64's flood does not
 * spend its neighbours' allowance. A limiter that cannot answer lets the search through: D1's
 * quota and the daily cap on misses (misses.ts) are the bound then.
 */
async function searchAllowed(c: Context<AppEnv>): Promise<boolean> {
  const address = c.req.header("CF-Connecting-IP");
  const passes = (limiter: RateLimit, key: string) =>
    limiter.limit({ key }).then(
      (outcome) => outcome.success,
      () => true,
    );
  if (!(await passes(c.env.SEARCH_LIMIT, clientKey(address)))) return false;
  const network = networkKey(address);
  return network === undefined || passes(c.env.SEARCH_NETWORK_LIMIT, network);
}

/** Whether `raw` is a search to answer: anything with a character the search reads. */
export const isSearch = (raw: string | undefined): raw is string => raw !== undefined && readSearch(raw) !== "";

/**
 * `GET /newsletter/issues?q=<words>`: the issues on the web that mention every word, best first,
 * each with its title and an excerpt, the words marked. Any input is answered (200), with the
 * issues found or "No issue mentions …"; over the client's limit 429, D1 unavailable 503.
 * A search that found nothing is counted for the owner (misses.ts), after the answer.
 */
export async function serveSearch(c: Context<AppEnv>, raw: string): Promise<Response> {
  if (!(await searchAllowed(c)))
    return notice(c, 429, words.limited.pageTitle, words.limited.heading, words.limited.text(SEARCH_RETRY_SECONDS), {
      "Retry-After": String(SEARCH_RETRY_SECONDS),
    });

  const search = readSearch(raw);
  const found = searchWords(search);
  // His today: an issue goes live at 00:00 of its day in the owner's zone (OWNER_TIME_ZONE).
  const today = dayInZone(new Date(), configOf(c.env).ownerTimeZone);
  let issues: FoundIssue[] = [];
  if (found.length > 0) {
    try {
      await ensureIndexCurrent(c.env.DB);
      issues = (await findIssues(c.env.DB, found, today)).issues;
    } catch (error) {
      console.error("[search] D1 could not answer a search", error);
      return notice(c, 503, words.unavailable.pageTitle, words.unavailable.heading, words.unavailable.text, { "Retry-After": "60" });
    }
    // Counted on the UTC day, as the stats page's days are (and as pruneMisses keeps them).
    if (issues.length === 0) afterResponse(c, recordMiss(c.env.DB, utcDay(), normalisedSearch(found)));
  }
  const { html, renderMs } = await renderRequestPage(
    c,
    NewsletterSearchPage,
    { search, issues },
    { title: words.results.pageTitle, description: words.results.description, path: ARCHIVE_PATH, indexable: true },
  );
  return htmlResponse(c, html, 200, renderMs, searchHeaders());
}

async function notice(c: Context<AppEnv>, status: 429 | 503, title: string, heading: string, text: string, headers: Record<string, string>): Promise<Response> {
  const { html, renderMs } = await renderRequestPage(c, SearchNoticePage, { heading, text }, { title, description: heading, path: ARCHIVE_PATH });
  return htmlResponse(c, html, status, renderMs, { ...searchHeaders(), ...headers });
}
