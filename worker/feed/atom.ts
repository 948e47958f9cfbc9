import { escapeHtml } from "../../src/newsletter";

/**
 * The newsletter as an Atom feed (RFC 4287). Atom rather than RSS 2.0: every element it needs is
 * specified (a permanent id, an updated time in RFC 3339, the content type), so readers do not
 * guess how to read the escaped HTML or the dates, and absolute links are unambiguous.
 */
export interface AtomEntry {
  id: string;
  title: string;
  url: string;
  /** RFC 3339 time. */
  published: string;
  updated: string;
  summary: string;
  /** Full HTML of the entry (escaped into the document). */
  html: string;
}

export interface AtomFeed {
  id: string;
  title: string;
  subtitle: string;
  selfUrl: string;
  siteUrl: string;
  updated: string;
  author: { name: string; uri: string };
  icon: string;
  entries: AtomEntry[];
}

function entryXml(entry: AtomEntry): string {
  return [
    "  <entry>",
    `    <id>${escapeHtml(entry.id)}</id>`,
    `    <title type="text">${escapeHtml(entry.title)}</title>`,
    `    <link rel="alternate" type="text/html" href="${escapeHtml(entry.url)}"/>`,
    `    <published>${entry.published}</published>`,
    `    <updated>${entry.updated}</updated>`,
    `    <summary type="text">${escapeHtml(entry.summary)}</summary>`,
    `    <content type="html" xml:base="${escapeHtml(entry.url)}">${escapeHtml(entry.html)}</content>`,
    "  </entry>",
  ].join("\n");
}

export function atomXml(feed: AtomFeed): string {
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en">',
    `  <id>${escapeHtml(feed.id)}</id>`,
    `  <title type="text">${escapeHtml(feed.title)}</title>`,
    `  <subtitle type="text">${escapeHtml(feed.subtitle)}</subtitle>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeHtml(feed.selfUrl)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeHtml(feed.siteUrl)}"/>`,
    `  <updated>${feed.updated}</updated>`,
    `  <author><name>${escapeHtml(feed.author.name)}</name><uri>${escapeHtml(feed.author.uri)}</uri></author>`,
    `  <icon>${escapeHtml(feed.icon)}</icon>`,
    ...feed.entries.map(entryXml),
    "</feed>",
    "",
  ].join("\n");
}

/** "2025-07-15" as the start of that day in UTC, RFC 3339. */
export function dayToRfc3339(date: string): string {
  return `${date}T00:00:00Z`;
}
