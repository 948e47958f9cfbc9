/** Small string-level inspections of rendered email HTML, shared by the tests. */

import { must } from "../../../src/must.ts";

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
  return [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/gi)].map((match) => must(match[1]));
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

/** A run of text in a rendered email, with the colour it is drawn in and the nearest background behind it. */
export interface TextOnGround {
  text: string;
  color: string;
  background: string;
  /** In px; 16 where no element sets it. */
  size: number;
  bold: boolean;
}

const VOID_ELEMENTS = new Set(["br", "img", "hr", "meta", "link", "input", "col", "area", "base", "source", "wbr"]);

function styleValue(style: string, property: string): string | undefined {
  const match = new RegExp(`(?:^|;)\\s*${property}\\s*:\\s*([^;]+)`, "i").exec(style);
  return match?.[1]?.replace(/!important/, "").trim();
}

const hexColour = (value: string | undefined) => {
  const match = value ? /^#([0-9a-f]{3}|[0-9a-f]{6})\b/i.exec(value) : null;
  if (!match) return undefined;
  const digits = must(match[1]).length === 3 ? [...must(match[1])].map((d) => d + d).join("") : must(match[1]);
  return `#${digits.toLowerCase()}`;
};

/**
 * Every visible run of text in an email with its inline colour and the nearest background behind it
 * (an element's `bgcolor` or inline `background-color`/`background`; white at the top), as a mail
 * client draws it without the dark-mode sheet. Hidden parts (the preheader) and Outlook-only
 * conditional markup are left out. The emails are generated, well-formed HTML: a tag stack is enough.
 */
export function textOnGrounds(html: string): TextOnGround[] {
  const body = html.replace(/<head[\s\S]*?<\/head>/i, "").replace(/<!--[\s\S]*?-->/g, "");
  type Frame = { name: string; color?: string; background?: string; size?: number; bold?: boolean; hidden?: boolean };
  const stack: Frame[] = [{ name: "#root", color: "#000000", background: "#ffffff", size: 16, bold: false }];
  const found: TextOnGround[] = [];
  const nearest = <K extends keyof Frame>(key: K): NonNullable<Frame[K]> =>
    must([...stack].reverse().find((frame) => frame[key] !== undefined))[key] as NonNullable<Frame[K]>;
  for (const match of body.matchAll(/<(\/?)([a-zA-Z][\w-]*)((?:"[^"]*"|'[^']*'|[^>"'])*)>|([^<]+)/g)) {
    const [, closing, rawName, attributes = "", text] = match;
    if (text !== undefined) {
      const visible = text.replace(/&nbsp;|&#8199;|&#847;|&zwnj;|\s/g, "");
      if (visible && !stack.some((frame) => frame.hidden)) {
        const weight = nearest("bold");
        found.push({ text: text.trim(), color: nearest("color"), background: nearest("background"), size: nearest("size"), bold: weight });
      }
      continue;
    }
    const name = must(rawName).toLowerCase();
    if (closing) {
      const at = stack.map((frame) => frame.name).lastIndexOf(name);
      if (at > 0) stack.length = at;
      continue;
    }
    if (VOID_ELEMENTS.has(name) || attributes.trim().endsWith("/")) continue;
    const style = attributeOf(`<x ${attributes}>`, "style") ?? "";
    const size = styleValue(style, "font-size");
    const weight = styleValue(style, "font-weight");
    const display = styleValue(style, "display");
    stack.push({
      name,
      color: hexColour(styleValue(style, "color")),
      background:
        hexColour(attributeOf(`<x ${attributes}>`, "bgcolor")) ??
        hexColour(styleValue(style, "background-color")) ??
        hexColour(styleValue(style, "background")),
      size: size?.endsWith("px") ? Number.parseFloat(size) : undefined,
      bold: weight ? Number.parseInt(weight, 10) >= 700 || weight === "bold" : ["strong", "b", "h1", "h2", "h3"].includes(name) ? true : undefined,
      hidden: display === "none" || name === "style" || name === "title" ? true : undefined,
    });
  }
  return found;
}
