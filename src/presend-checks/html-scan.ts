import { must } from "../must.ts";
/** Small string-level readers of email HTML: the checks run in the browser and in Node alike. */

export function openingTags(html: string, name: string): string[] {
  return html.match(new RegExp(`<${name}\\b[^>]*>`, "gi")) ?? [];
}

/** An attribute's raw value, or undefined when the tag does not carry it. */
export function attributeOf(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, "i").exec(tag);
  if (!match) return new RegExp(`\\s${name}(?=[\\s/>])`, "i").test(tag) ? "" : undefined;
  return match[1] ?? match[2] ?? match[3] ?? "";
}

export interface LinkElement {
  href: string | undefined;
  /** Visible text, or the alt text of an image inside the link. */
  text: string;
}

function textOf(innerHtml: string): string {
  const imageAlts = openingTags(innerHtml, "img").map((tag) => attributeOf(tag, "alt") ?? "");
  const text = innerHtml
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;|&#160;|&#xa0;/gi, " ")
    .replace(/&[a-z]+;|&#x?[0-9a-f]+;/gi, "x");
  return [text, ...imageAlts].join(" ").trim();
}

export function links(html: string): LinkElement[] {
  return [...html.matchAll(/(<a\b[^>]*>)([\s\S]*?)<\/a>/gi)].map(([, tag, inner]) => ({
    href: attributeOf(must(tag), "href"),
    text: textOf(must(inner)),
  }));
}

/** The content of <body>, without the element itself (the whole input if it has none). */
export function bodyContent(html: string): string {
  const match = /<body\b[^>]*>([\s\S]*)<\/body>/i.exec(html);
  return match ? must(match[1]).trim() : html.trim();
}

export function byteLength(text: string): number {
  return new TextEncoder().encode(text).length;
}
