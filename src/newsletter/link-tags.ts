/**
 * The issue's tags on every link to the site (docs/newsletter.md#tagged-links): utm_source from
 * the newsletter's name, utm_medium `email` or `web`, utm_campaign the issue's slug, utm_content
 * the link's name (a short slug of its words, unique in the issue). Links elsewhere, mailto links
 * and links that already carry a `utm_` parameter are left exactly as written. Applied to the
 * finished HTML (the email's, a page's fragment) so every link is tagged in one place, whatever
 * part of the email drew it.
 */

export interface LinkTags {
  /** The site's origin: links to it (with or without `www.`) are tagged. */
  siteUrl: string;
  /** The newsletter's name, as the owner wrote it; its slug is utm_source. */
  newsletterName: string;
  medium: "email" | "web";
  /** The issue's slug. */
  campaign: string;
}

/** One link of an issue, in the order it appears. */
export interface IssueLink {
  /** utm_content: the link's name, unique in the issue (his own utm_content when he wrote one). */
  name: string;
  /** The link as he wrote it. */
  url: string;
  /** The link as the reader gets it (the same as `url` when it is not tagged). */
  tagged: string;
  /** Whether it leads to the site (only those are tagged, and only those the site can count). */
  onSite: boolean;
  /** Its words (or its image's alt text), for the owner's pages. */
  text: string;
}

const NAME_MAX = 40;

/** Lowercase words of ASCII letters and digits joined by hyphens, at most `max` characters; "" when none. */
export function slugOf(text: string, max = NAME_MAX): string {
  const words = text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let slug = "";
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > max) return slug || word.slice(0, max);
    slug = next;
  }
  return slug;
}

/** utm_source of a newsletter: the slug of its name (the newsletter's name, lowercase words joined by hyphens). */
export const utmSourceOf = (newsletterName: string) => slugOf(newsletterName, 60) || "newsletter";

const bareHost = (host: string) => host.toLowerCase().replace(/^www\./, "");

/** The URL of an https link to the site, or undefined (another site, mailto, not a URL). */
function siteUrlOf(href: string, siteUrl: string): URL | undefined {
  try {
    const url = new URL(href);
    const site = new URL(siteUrl);
    return url.protocol === site.protocol && bareHost(url.host) === bareHost(site.host) ? url : undefined;
  } catch {
    return undefined;
  }
}

const hasOwnUtm = (url: URL) => [...url.searchParams.keys()].some((key) => key.toLowerCase().startsWith("utm_"));

/** Gives each link a name unique in the issue: the slug of its words, then -2, -3 for the same words again. */
export class LinkNamer {
  private readonly used = new Set<string>();
  name(text: string): string {
    const base = slugOf(text) || "link";
    let name = base;
    for (let n = 2; this.used.has(name); n++) name = `${base.slice(0, NAME_MAX - String(n).length - 1)}-${n}`;
    this.used.add(name);
    return name;
  }
  /** A name he chose (his own utm_content) is kept, and taken. */
  keep(name: string): string {
    this.used.add(name);
    return name;
  }
}

/**
 * One link: tagged when it leads to the site and carries no `utm_` of his; the tags join its own
 * query (as written, never re-encoded) and its fragment stays last.
 */
export function tagLink(href: string, text: string, tags: LinkTags, namer: LinkNamer): IssueLink {
  const url = siteUrlOf(href, tags.siteUrl);
  if (!url) return { name: namer.name(text), url: href, tagged: href, onSite: false, text };
  if (hasOwnUtm(url)) {
    const own = url.searchParams.get("utm_content");
    return { name: own ? namer.keep(own) : namer.name(text), url: href, tagged: href, onSite: true, text };
  }
  const name = namer.name(text);
  const hashAt = href.indexOf("#");
  const [base, fragment] = hashAt === -1 ? [href, ""] : [href.slice(0, hashAt), href.slice(hashAt)];
  const query = `utm_source=${encodeURIComponent(utmSourceOf(tags.newsletterName))}&utm_medium=${tags.medium}&utm_campaign=${encodeURIComponent(tags.campaign)}&utm_content=${encodeURIComponent(name)}`;
  const joiner = !base.includes("?") ? "?" : base.endsWith("?") || base.endsWith("&") ? "" : "&";
  return { name, url: href, tagged: `${base}${joiner}${query}${fragment}`, onSite: true, text };
}

const LINK = /<a\b([^>]*?)\shref="([^"]*)"([^>]*)>([\s\S]*?)<\/a>/gi;
const ALT = /\balt="([^"]*)"/i;

/** The few entities the renderers write in attributes and text. */
function decoded(text: string): string {
  return text
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec) % 0x110000))
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16) % 0x110000))
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

const attribute = (value: string) => value.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");

/** A link's words: its text, else its image's alt text. */
function wordsOf(inner: string): string {
  const text = decoded(inner.replace(/<[^>]*>/g, " ")).trim();
  return text || decoded(ALT.exec(inner)?.[1] ?? "");
}

/**
 * Every `<a href="…">` of rendered HTML (attributes double-quoted and escaped, as the renderers
 * write them) tagged, with the links in order. `namer` is shared when an issue's page renders its
 * parts one by one, so names stay unique in the issue.
 */
export function tagLinksInHtml(html: string, tags: LinkTags, namer = new LinkNamer()): { html: string; links: IssueLink[] } {
  const links: IssueLink[] = [];
  const tagged = html.replace(LINK, (whole, before: string, href: string, after: string, inner: string) => {
    const url = decoded(href);
    // Kit's merge tags ({{ unsubscribe_url }}) are not links yet.
    if (!/^https?:/i.test(url) && !url.toLowerCase().startsWith("mailto:")) return whole;
    const link = tagLink(url, wordsOf(inner), tags, namer);
    links.push(link);
    return link.tagged === url ? whole : `<a${before} href="${attribute(link.tagged)}"${after}>${inner}</a>`;
  });
  return { html: tagged, links };
}

/** utm_campaign and utm_content of a link Kit reports, when it carries them. */
export function tagsOfUrl(href: string): { campaign: string; content: string } | undefined {
  try {
    const params = new URL(href).searchParams;
    const campaign = params.get("utm_campaign");
    const content = params.get("utm_content");
    return campaign && content ? { campaign, content } : undefined;
  } catch {
    return undefined;
  }
}
