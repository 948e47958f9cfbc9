import { must } from "../must.ts";
/**
 * Inline HTML in the owner's text: a short allowlist of formatting tags survives, every other
 * tag is shown as text (escaped), and links keep only an https or mailto href. Unclosed tags
 * are closed at the end of the text so they cannot restyle the rest of the email.
 */

const ALLOWED_TAGS = new Set(["a", "b", "br", "code", "em", "i", "mark", "s", "small", "span", "strong", "sub", "sup", "u"]);
const VOID_TAGS = new Set(["br"]);
const SAFE_PROTOCOLS = new Set(["https:", "mailto:"]);

/** `<name attrs>` or `</name>`, with quoted attribute values that may contain `>`. */
const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)((?:[^<>"']|"[^"]*"|'[^']*')*)>/y;
const ENTITY = /^&(?:[a-zA-Z][a-zA-Z0-9]{1,31}|#[0-9]{1,7}|#x[0-9a-fA-F]{1,6});/;
const HREF_ATTRIBUTE = /(?:^|\s)href\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'<>`=]+))/i;

export function escapeHtml(text: string): string {
  return text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;").replaceAll("'", "&#39;");
}

/** Escapes text but keeps character references the author wrote (`&mdash;`, `&#8212;`). */
function escapeText(text: string): string {
  let out = "";
  for (let i = 0; i < text.length; i++) {
    const char = must(text[i]);
    if (char === "&") out += ENTITY.test(text.slice(i, i + 40)) ? "&" : "&amp;";
    else if (char === "<") out += "&lt;";
    else if (char === ">") out += "&gt;";
    else out += char;
  }
  return out;
}

function decodeBasicEntities(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16) % 0x110000))
    .replace(/&#([0-9]+);?/g, (_, dec: string) => String.fromCodePoint(Number.parseInt(dec, 10) % 0x110000))
    .replace(/&quot;/gi, '"')
    .replace(/&apos;/gi, "'")
    .replace(/&lt;/gi, "<")
    .replace(/&gt;/gi, ">")
    .replace(/&amp;/gi, "&");
}

/**
 * The normalised URL if it is https (without credentials) or mailto, otherwise null.
 * The result still needs attribute escaping (`escapeHtml`).
 */
export function safeHref(raw: string): string | null {
  const value = decodeBasicEntities(raw).trim();
  // Control characters can hide a scheme from naive checks; refuse rather than repair.
  if (/\p{Cc}/u.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (!SAFE_PROTOCOLS.has(url.protocol)) return null;
  if (url.username || url.password) return null;
  return url.href;
}

type Token = { type: "text"; value: string } | { type: "tag"; closing: boolean; name: string; attributes: string; source: string };

function* tokenize(input: string): Generator<Token> {
  let textStart = 0;
  for (let i = input.indexOf("<"); i !== -1; i = input.indexOf("<", i + 1)) {
    TAG.lastIndex = i;
    const match = TAG.exec(input);
    if (!match) continue;
    const [source, slash, name, attributes] = match as unknown as [string, string, string, string];
    // `<b>` or `<a href>` but not `<bfoo` glued to text; attributes start with a space or "/".
    if (attributes !== "" && !/^[\s/]/.test(attributes)) continue;
    if (i > textStart) yield { type: "text", value: input.slice(textStart, i) };
    yield { type: "tag", closing: slash === "/", name: name.toLowerCase(), attributes, source };
    textStart = i + source.length;
    i = textStart - 1;
  }
  if (textStart < input.length) yield { type: "text", value: input.slice(textStart) };
}

export interface SanitizeOptions {
  /** Inline style added to every kept link (trusted, from the design). */
  linkStyle?: string;
  /** Class added to every kept link, for the dark-mode stylesheet. */
  linkClass?: string;
}

/** Safe inline HTML from the owner's text: allowlisted tags kept, everything else escaped. */
export function sanitizeInlineHtml(input: string, options: SanitizeOptions = {}): string {
  const open: { name: string; emitted: boolean }[] = [];
  let out = "";
  for (const token of tokenize(input)) {
    if (token.type === "text") {
      out += escapeText(token.value);
      continue;
    }
    if (!ALLOWED_TAGS.has(token.name)) {
      out += escapeHtml(token.source);
      continue;
    }
    if (VOID_TAGS.has(token.name)) {
      if (!token.closing) out += `<${token.name}>`;
      continue;
    }
    if (token.closing) {
      const index = open.findLastIndex((tag) => tag.name === token.name);
      if (index === -1) continue;
      for (const tag of open.splice(index).reverse()) if (tag.emitted) out += `</${tag.name}>`;
      continue;
    }
    if (token.name === "a") {
      const insideLink = open.some((tag) => tag.name === "a");
      const href = insideLink ? null : linkHref(token.attributes);
      // A refused link keeps its text; its closing tag is consumed silently.
      open.push({ name: "a", emitted: href !== null });
      if (href !== null) {
        const className = options.linkClass ? ` class="${escapeHtml(options.linkClass)}"` : "";
        const style = options.linkStyle ? ` style="${escapeHtml(options.linkStyle)}"` : "";
        out += `<a href="${escapeHtml(href)}"${className}${style}>`;
      }
      continue;
    }
    open.push({ name: token.name, emitted: true });
    out += `<${token.name}>`;
  }
  for (const tag of open.reverse()) if (tag.emitted) out += `</${tag.name}>`;
  return out;
}

function linkHref(attributes: string): string | null {
  const match = HREF_ATTRIBUTE.exec(attributes);
  if (!match) return null;
  return safeHref(match[1] ?? match[2] ?? match[3] ?? "");
}

/** The text of inline HTML with every tag removed, escaped for use in HTML. */
export function inlineHtmlToEscapedText(input: string): string {
  let out = "";
  for (const token of tokenize(input)) {
    if (token.type === "text") out += escapeText(token.value);
    else if (!ALLOWED_TAGS.has(token.name)) out += escapeHtml(token.source);
    else if (token.name === "br") out += " ";
  }
  return out;
}
