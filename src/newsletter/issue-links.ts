/**
 * An issue's links, each with Kit's unique clicks and what the site counted from it: the rows of
 * the issue's results, the stats page's issues table and `issues` in /internal/stats.json. Plain
 * data in, rows out: the worker reads Kit's stored clicks and the stats (worker/publishing).
 */
import { tagsOfUrl, type IssueLink } from "./link-tags";
import type { Counts, IssueLinkRow, IssueLinkView, StatsReport } from "../stats/contract";
import { must } from "../must.ts";

export type { IssueLinkView };

/** Kit's clicks of one link of the broadcast, as stored (worker/publishing/issue-results.ts). */
export interface KitLink {
  url: string;
  clicks: number;
}

const SITE_FIELDS = ["visitors", "signups", "confirmed", "bookings", "inquiries"] as const;
type SiteCounts = Pick<Counts, (typeof SITE_FIELDS)[number]>;
const zero: SiteCounts = { visitors: 0, signups: 0, confirmed: 0, bookings: 0, inquiries: 0 };
const siteOf = (counts: SiteCounts | undefined) => Object.fromEntries(SITE_FIELDS.map((field) => [field, counts?.[field] ?? 0])) as SiteCounts;
const none = { visitors: null, signups: null, confirmed: null, bookings: null, inquiries: null };

/** The link a Kit row is: by the tags in its address, else by the address as written (a link off the site). */
function linkOfKit(kit: KitLink, slug: string, links: readonly IssueLink[]): IssueLink | undefined {
  const tags = tagsOfUrl(kit.url);
  if (tags?.campaign === slug) return links.find((link) => link.name === tags.content);
  return links.find((link) => link.tagged === kit.url || link.url === kit.url);
}

/**
 * One issue's rows, in the order its links appear, then names the site saw that the email no
 * longer has, then the total (`link: null`). `kit` is null while Kit has not reported the clicks:
 * every clicks is null then, and the site's side still shows.
 */
export function issueLinkRows(
  slug: string,
  links: readonly IssueLink[],
  kit: readonly KitLink[] | null,
  campaigns: StatsReport["campaigns"] | undefined,
): IssueLinkView[] {
  const clicks = new Map<string, number>();
  const strays: IssueLinkView[] = [];
  for (const row of kit ?? []) {
    const link = linkOfKit(row, slug, links);
    if (link) clicks.set(link.name, (clicks.get(link.name) ?? 0) + row.clicks);
    else {
      // Kit counted an address the email no longer has (edited after sending): its clicks only.
      const name = tagsOfUrl(row.url)?.content ?? null;
      strays.push({ issue: slug, link: name ?? row.url, url: row.url, clicks: row.clicks, ...none });
    }
  }
  const site = new Map((campaigns ?? []).filter((row) => row.campaign === slug).map((row) => [row.content, row]));
  const rows: IssueLinkView[] = links.map((link) => ({
    issue: slug,
    link: link.name,
    url: link.url,
    text: link.text,
    clicks: kit ? (clicks.get(link.name) ?? 0) : null,
    ...(link.onSite ? siteOf(site.get(link.name)) : none),
  }));
  const named = new Set(links.map((link) => link.name));
  for (const [content, counts] of site)
    if (content !== null && !named.has(content)) rows.push({ issue: slug, link: content, url: null, clicks: null, ...siteOf(counts) });
  const total = site.get(null);
  rows.push(...strays, {
    issue: slug,
    link: null,
    url: null,
    clicks: kit ? kit.reduce((sum, row) => sum + row.clicks, 0) : null,
    ...(total ? siteOf(total) : zero),
  });
  return rows;
}

/** A row as /internal/stats.json gives it: exactly the documented fields. */
export const jsonRow = ({ issue, link, url, clicks, visitors, signups, confirmed, bookings, inquiries }: IssueLinkView): IssueLinkRow => ({
  issue,
  link,
  url,
  clicks,
  visitors,
  signups,
  confirmed,
  bookings,
  inquiries,
});

/** The issue's funnel for the desk's one line: its total, and the link that brought the most (inquiries, then signups, then visitors). */
export function funnelOf(rows: readonly IssueLinkView[]): { total: IssueLinkView; best?: IssueLinkView } | undefined {
  const total = rows.find((row) => row.link === null);
  if (!total) return undefined;
  const score = (row: IssueLinkView) => [row.inquiries ?? 0, row.signups ?? 0, row.visitors ?? 0];
  const best = rows
    .filter((row) => row.link !== null && score(row).some((n) => n > 0))
    .sort((a, b) => {
      const [x, y] = [score(a), score(b)];
      return must(y[0]) - must(x[0]) || must(y[1]) - must(x[1]) || must(y[2]) - must(x[2]);
    })[0];
  return { total, best };
}
