import { must } from "../src/must.ts";
/**
 * Per-page stylesheets. The client build's CSS (every vanilla-extract module, in the order pages
 * linked it) is cut into units: a top-level rule, or one rule inside an `@media`/`@supports`/
 * `@container`/`@layer` block. A page keeps the units that can match it, in their original order,
 * so its stylesheet is an exact subsequence of the full one and the cascade cannot change.
 * Pure string work: the build (Node) cuts and selects, the worker assembles with the same code.
 */

export interface CssUnit {
  /** Index into `PageCssData.wrappers`, or -1 for a top-level rule. */
  w: number;
  css: string;
}

export interface PageCssData {
  /** Opening text of each block wrapper, e.g. `@media screen and (width>=64em){`. */
  wrappers: { open: string; close: string }[];
  units: CssUnit[];
  /** Page module (`src/pages/home.tsx`) -> units it keeps, as ranges ("0-12,15"), and the CSP hash of the result. */
  pages: Record<string, { units: string; hash: string }>;
}

/** Block at-rules whose content is rules (cut inside); every other block is kept whole. */
const GROUPING_AT_RULE = /^@(media|supports|container|layer)\b/i;

/** Splits CSS text into top-level blocks (`prelude{body}` or `@rule ...;`), respecting strings and comments. */
export function topLevelBlocks(css: string): { prelude: string; body: string | null; text: string }[] {
  const blocks: { prelude: string; body: string | null; text: string }[] = [];
  let start = 0;
  let depth = 0;
  let bodyStart = -1;
  for (let i = 0; i < css.length; i++) {
    const char = css[i];
    if (char === '"' || char === "'") {
      for (i++; i < css.length && css[i] !== char; i++) if (css[i] === "\\") i++;
    } else if (char === "/" && css[i + 1] === "*") {
      const end = css.indexOf("*/", i + 2);
      i = end === -1 ? css.length : end + 1;
    } else if (char === "{") {
      if (depth === 0) bodyStart = i;
      depth++;
    } else if (char === "}") {
      depth--;
      if (depth === 0) {
        const text = css.slice(start, i + 1).trim();
        blocks.push({ prelude: css.slice(start, bodyStart).trim(), body: css.slice(bodyStart + 1, i), text });
        start = i + 1;
      }
    } else if (char === ";" && depth === 0) {
      const text = css.slice(start, i + 1).trim();
      if (text) blocks.push({ prelude: text, body: null, text });
      start = i + 1;
    }
  }
  return blocks.filter((block) => block.text.length > 0);
}

/** Cuts a stylesheet into units; wrappers are shared by every unit of the same block chain. */
export function cutIntoUnits(css: string): Pick<PageCssData, "wrappers" | "units"> {
  const wrappers: PageCssData["wrappers"] = [];
  const wrapperIndex = new Map<string, number>();
  const units: CssUnit[] = [];
  const visit = (text: string, open: string, close: string) => {
    for (const block of topLevelBlocks(text)) {
      if (block.body !== null && GROUPING_AT_RULE.test(block.prelude)) {
        visit(block.body, `${open}${block.prelude}{`, `}${close}`);
        continue;
      }
      let w = -1;
      if (open) {
        const key = `${open}\u0000${close}`;
        if (!wrapperIndex.has(key)) {
          wrapperIndex.set(key, wrappers.length);
          wrappers.push({ open, close });
        }
        w = must(wrapperIndex.get(key));
      }
      units.push({ w, css: block.text });
    }
  };
  visit(css, "", "");
  return { wrappers, units };
}

/** Class names a selector mentions (attribute values and strings excluded). */
export function selectorClasses(selector: string): string[] {
  const withoutStrings = selector.replace(/"(?:\\.|[^"\\])*"|'(?:\\.|[^'\\])*'/g, "").replace(/\[[^\]]*\]/g, "");
  return [...withoutStrings.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => must(match[1]));
}

/** The prelude (selector) of a unit, or "" for at-rules such as @keyframes and @font-face. */
export function unitSelector(unit: CssUnit): string {
  if (unit.css.startsWith("@")) return "";
  return unit.css.slice(0, unit.css.indexOf("{"));
}

/**
 * Whether a page keeps a unit: when the unit names no class of the site's modules (element and
 * :root rules, keyframes, classes the build cannot attribute), or names a class of a module the page imports.
 */
export function keepsUnit(unit: CssUnit, knownClasses: ReadonlySet<string>, pageClasses: ReadonlySet<string>): boolean {
  const classes = selectorClasses(unitSelector(unit)).filter((name) => knownClasses.has(name));
  return classes.length === 0 || classes.some((name) => pageClasses.has(name));
}

export function toRanges(indexes: number[]): string {
  const parts: string[] = [];
  for (let i = 0; i < indexes.length; ) {
    let j = i;
    while (j + 1 < indexes.length && indexes[j + 1] === must(indexes[j]) + 1) j++;
    parts.push(i === j ? `${indexes[i]}` : `${indexes[i]}-${indexes[j]}`);
    i = j + 1;
  }
  return parts.join(",");
}

export function fromRanges(ranges: string): number[] {
  if (!ranges) return [];
  return ranges.split(",").flatMap((part) => {
    const [from, to = from] = part.split("-").map(Number) as [number, number?];
    return Array.from({ length: must(to) - from + 1 }, (_, k) => from + k);
  });
}

/** The stylesheet of a selection of units: consecutive units in the same wrapper share one block. */
export function assembleCss(data: Pick<PageCssData, "wrappers" | "units">, indexes: number[]): string {
  let css = "";
  let open = -1;
  for (const index of indexes) {
    const unit = must(data.units[index]);
    if (unit.w !== open) {
      if (open !== -1) css += must(data.wrappers[open]).close;
      if (unit.w !== -1) css += must(data.wrappers[unit.w]).open;
      open = unit.w;
    }
    css += unit.css;
  }
  if (open !== -1) css += must(data.wrappers[open]).close;
  return css;
}
