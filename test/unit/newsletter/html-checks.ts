/** Small string-level inspections of rendered email HTML, shared by the tests. */

/** Every opening tag of an element, including those inside Outlook conditional comments. */
export function openingTags(html: string, name: string): string[] {
  return html.match(new RegExp(`<${name}\\b[^>]*>`, "gi")) ?? [];
}

export function attributeOf(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, "i").exec(tag);
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
}

export function tablesWithoutPresentationRole(html: string): string[] {
  return openingTags(html, "table").filter((tag) => attributeOf(tag, "role") !== "presentation");
}

export function imagesWithoutAlt(html: string): string[] {
  return openingTags(html, "img").filter((tag) => !attributeOf(tag, "alt")?.trim());
}

/** Link targets other than https, mailto and Kit's unsubscribe merge tag. */
export function unsafeHrefs(html: string): string[] {
  return openingTags(html, "a")
    .map((tag) => attributeOf(tag, "href") ?? "")
    .filter((href) => !/^(https:\/\/|mailto:)/.test(href) && href !== "{{ unsubscribe_url }}");
}

export function styleSheets(html: string): string[] {
  return [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/gi)].map((match) => match[1]!);
}

/** The stylesheet without its @media blocks (braces balanced). */
export function outsideMediaQueries(css: string): string {
  let out = "";
  let i = 0;
  while (i < css.length) {
    const start = css.indexOf("@media", i);
    if (start === -1) return out + css.slice(i);
    out += css.slice(i, start);
    let depth = 0;
    let j = css.indexOf("{", start);
    for (; j < css.length; j++) {
      if (css[j] === "{") depth++;
      else if (css[j] === "}" && --depth === 0) break;
    }
    i = j + 1;
  }
  return out;
}

/** Layout properties in a stylesheet outside @media, where the email must not depend on them. */
export function layoutRulesOutsideMedia(css: string): string[] {
  return outsideMediaQueries(css).match(/(?:^|[{;\s])(?:(?:min-|max-)?width|display|float|position)\s*:[^;}]*/g) ?? [];
}

export function byteLength(text: string): number {
  return new TextEncoder().encode(text).length;
}
