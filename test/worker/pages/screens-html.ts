import { SELF } from "cloudflare:test";
import { must } from "../../../src/must.ts";

/** The page's HTML, with the entities the renderer writes turned back into characters. */
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

/** Visible text: tags and comment markers dropped, entities decoded, white space collapsed. */
export function textOf(html: string): string {
  return decode(html.replace(/<!-- -->/g, "").replace(/<[^>]+>/g, " ")).replace(/\s+/g, " ");
}

/** Only the page's own content, without header and footer. */
export function mainOf(html: string): string {
  return /<main[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? "";
}

export function headings(html: string, level: number): string[] {
  return [...html.matchAll(new RegExp(`<h${level}[^>]*>([\\s\\S]*?)</h${level}>`, "g"))].map((m) =>
    must(m[1])
      .replace(/<[^>]+>/g, "")
      .trim(),
  );
}

/** Props of every island of a kind, as the server serialised them (in HTML from `pageHtml`, entities decoded). */
export function islandProps(html: string, name: string): Record<string, unknown>[] {
  const root = `<div data-island="${name}"(?: data-island-hydrate="\\w+")? data-island-props="(\\{[\\s\\S]*?\\})" data-island-page="`;
  return [...html.matchAll(new RegExp(root, "g"))].map((m) => JSON.parse(must(m[1])) as Record<string, unknown>);
}

/**
 * An attribute's value in a start tag: "" for an attribute written bare (`<a download>`, the same
 * as `download=""`), undefined when the tag lacks it. Attribute names are matched case-insensitively.
 */
export function attributeOf(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}(?:="([^"]*)")?(?=[\\s/>])`, "i").exec(tag);
  return match ? (match[1] ?? "") : undefined;
}

/** Every start tag of an element, whole even where an attribute value holds a ">". */
export function startTags(html: string, element: string): string[] {
  return [...html.matchAll(new RegExp(`<${element}\\b(?:[^>"]|"[^"]*")*>`, "g"))].map((m) => m[0]);
}

export function imgTags(html: string): string[] {
  return startTags(html, "img");
}
