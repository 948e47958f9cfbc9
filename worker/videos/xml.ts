import { must } from "../../src/must.ts";
/**
 * A small, strict XML reader for one job: YouTube's channel feed (Atom). It reads elements,
 * attributes, text, CDATA, comments, processing instructions and the five predefined and numeric
 * character references, resolves namespace prefixes, and refuses the rest: a DOCTYPE (no entity
 * expansion, and an HTML page starts with one), an unknown entity, a mismatched or unclosed element
 * (a truncated answer). About 120 lines instead of a dependency: docs/architecture.md#videos says why.
 */

export interface XmlElement {
  /** Namespace URI ("" for none) and local name. */
  ns: string;
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  /** The element's own text (its children's text excluded), references decoded. */
  text: string;
}

export class XmlError extends Error {
  constructor(
    message: string,
    readonly truncated = false,
  ) {
    super(message);
    this.name = "XmlError";
  }
}

const PREDEFINED: Record<string, string> = { lt: "<", gt: ">", amp: "&", quot: '"', apos: "'" };
const NAME = /^[A-Za-z_][\w.:-]*/;

function decode(raw: string): string {
  return raw.replace(/&([^;&\s]*);?/g, (whole, ref: string) => {
    if (!whole.endsWith(";")) throw new XmlError(`a bare "&" in text`);
    if (ref in PREDEFINED) return must(PREDEFINED[ref]);
    const code = /^#x[0-9a-f]+$/i.test(ref) ? parseInt(ref.slice(2), 16) : /^#\d+$/.test(ref) ? parseInt(ref.slice(1), 10) : NaN;
    if (!Number.isFinite(code) || code > 0x10ffff || code === 0) throw new XmlError(`an unknown entity &${ref};`);
    return String.fromCodePoint(code);
  });
}

interface Open {
  qname: string;
  element: XmlElement;
  prefixes: Map<string, string>;
}

function resolve(qname: string, prefixes: Map<string, string>, isAttribute: boolean): { ns: string; name: string } {
  const colon = qname.indexOf(":");
  if (colon < 0) return { ns: isAttribute ? "" : (prefixes.get("") ?? ""), name: qname };
  const prefix = qname.slice(0, colon);
  const ns = prefixes.get(prefix);
  if (ns === undefined) throw new XmlError(`an undeclared namespace prefix "${prefix}"`);
  return { ns, name: qname.slice(colon + 1) };
}

function readTag(source: string, at: number, parent: Map<string, string>): { open: Open; selfClosing: boolean; end: number } {
  const name = NAME.exec(source.slice(at + 1, at + 200))?.[0];
  if (!name) throw new XmlError(`a "<" that starts no element`);
  let cursor = at + 1 + name.length;
  const raw: [string, string][] = [];
  for (;;) {
    const rest = /^\s*(?:(\/?>)|([A-Za-z_][\w.:-]*)\s*=\s*(?:"([^"<]*)"|'([^'<]*)'))/.exec(source.slice(cursor, cursor + 4096 + 256));
    if (!rest) throw new XmlError(`an unfinished tag <${name}>`);
    cursor += rest[0].length;
    if (rest[1]) {
      const prefixes = new Map(parent);
      for (const [key, value] of raw)
        if (key === "xmlns") prefixes.set("", value);
        else if (key.startsWith("xmlns:")) prefixes.set(key.slice(6), value);
      const attributes: Record<string, string> = {};
      for (const [key, value] of raw)
        if (key !== "xmlns" && !key.startsWith("xmlns:")) {
          const resolved = resolve(key, prefixes, true);
          attributes[resolved.ns ? `${resolved.ns} ${resolved.name}` : resolved.name] = value;
        }
      const { ns, name: local } = resolve(name, prefixes, false);
      return { open: { qname: name, prefixes, element: { ns, name: local, attributes, children: [], text: "" } }, selfClosing: rest[1] === "/>", end: cursor };
    }
    raw.push([must(rest[2]), decode(rest[3] ?? rest[4] ?? "")]);
  }
}

/** The document's root element; throws XmlError (`truncated` when the text simply stops). */
export function parseXml(source: string): XmlElement {
  const stack: Open[] = [];
  let root: XmlElement | undefined;
  let at = 0;
  const skipTo = (marker: string, from: number, what: string) => {
    const end = source.indexOf(marker, from);
    if (end < 0) throw new XmlError(`an unfinished ${what}`, true);
    return end + marker.length;
  };
  while (at < source.length) {
    const lt = source.indexOf("<", at);
    // The text simply stops: inside an element, or inside a tag.
    if ((lt < 0 && stack.length > 0) || (lt >= 0 && source.indexOf(">", lt) < 0)) throw new XmlError("the document stops before its end", true);
    const text = source.slice(at, lt < 0 ? source.length : lt);
    if (stack.length > 0) must(stack.at(-1)).element.text += decode(text);
    else if (text.trim()) throw new XmlError("text outside the root element");
    if (lt < 0) break;
    if (source.startsWith("<!--", lt)) at = skipTo("-->", lt + 4, "comment");
    else if (source.startsWith("<![CDATA[", lt)) {
      const end = skipTo("]]>", lt + 9, "CDATA section");
      if (stack.length === 0) throw new XmlError("CDATA outside the root element");
      must(stack.at(-1)).element.text += source.slice(lt + 9, end - 3);
      at = end;
    } else if (source.startsWith("<?", lt)) at = skipTo("?>", lt + 2, "processing instruction");
    else if (source.startsWith("<!", lt)) throw new XmlError("a DOCTYPE or declaration (not a feed)");
    else if (source.startsWith("</", lt)) {
      const close = /^<\/([A-Za-z_][\w.:-]*)\s*>/.exec(source.slice(lt, lt + 256));
      if (!close) throw new XmlError("an unfinished closing tag", source.indexOf(">", lt) < 0);
      const open = stack.pop();
      if (!open || open.qname !== close[1]) throw new XmlError(`</${close[1]}> closes ${open ? `<${open.qname}>` : "nothing"}`);
      at = lt + close[0].length;
    } else {
      if (root && stack.length === 0) throw new XmlError("a second root element");
      const { open, selfClosing, end } = readTag(source, lt, stack.at(-1)?.prefixes ?? new Map([["xml", "http://www.w3.org/XML/1998/namespace"]]));
      if (stack.length > 0) must(stack.at(-1)).element.children.push(open.element);
      else root = open.element;
      if (!selfClosing) stack.push(open);
      at = end;
    }
  }
  if (stack.length > 0) throw new XmlError(`<${must(stack.at(-1)).qname}> is never closed`, true);
  if (!root) throw new XmlError("no element at all", source.trim() === "");
  return root;
}
