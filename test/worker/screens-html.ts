import { SELF } from "cloudflare:test";

/** The page's HTML, with the entities React writes turned back into characters. */
export async function pageHtml(path: string): Promise<string> {
  const response = await SELF.fetch(`https://site.test${path}`);
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
  return decode(await response.text());
}

export function decode(text: string): string {
  return text
    .replace(/<!-- -->/g, "")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/** Only the page's own content, without header and footer. */
export function mainOf(html: string): string {
  return /<main[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? "";
}

export function headings(html: string, level: number): string[] {
  return [...html.matchAll(new RegExp(`<h${level}[^>]*>([\\s\\S]*?)</h${level}>`, "g"))].map((m) => m[1]!.replace(/<[^>]+>/g, "").trim());
}

/** Props of every island of a kind, as the server serialised them (in HTML from `pageHtml`, entities decoded). */
export function islandProps(html: string, name: string): Record<string, unknown>[] {
  return [...html.matchAll(new RegExp(`<div data-island="${name}" data-island-props="(\\{[\\s\\S]*?\\})">`, "g"))].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
}

export function imgTags(html: string): string[] {
  return [...html.matchAll(/<img\b[^>]*>/g)].map((m) => m[0]);
}
