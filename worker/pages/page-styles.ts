import type { ComponentType } from "react";
import pageCss from "virtual:page-styles";
import { assembleCss, fromRanges } from "../../build/page-css";
import { must } from "../../src/must.ts";

// Pages take any props (the error pages take a path or a message).
// biome-ignore lint/suspicious/noExplicitAny: a page component takes its own props; the registry holds them all
type PageComponent = ComponentType<any>;

/** A page's own stylesheet, inlined in its <head>, and the CSP source that allows it. */
export interface InlineStyle {
  css: string;
  hash: string;
}

// Every page module, to find which file a route's component comes from (they are all in the
// bundle already through the route table).
const pageModules = import.meta.glob<Record<string, unknown>>("../../src/pages/**/*.tsx", { eager: true });

/** A module's exported components, including those in exported tables (pages generated from content). */
function exportedComponents(exports: Record<string, unknown>): unknown[] {
  return Object.values(exports).flatMap((value) => (value && typeof value === "object" ? Object.values(value) : [value]));
}

/** The page module that exports the component itself, or else one that has it in a table. */
function filesOf(component: PageComponent): string[] {
  const modules = Object.entries(pageModules);
  const direct = modules.filter(([, exports]) => Object.values(exports).includes(component));
  const found = direct.length > 0 ? direct : modules.filter(([, exports]) => exportedComponents(exports).includes(component));
  return found.map(([key]) => key.replace(/^(\.\.\/)+/, ""));
}

const styles = new Map<PageComponent, InlineStyle | null>();

/**
 * The inline stylesheet of a page component, built once per isolate; `null` in `vite dev` and tests
 * (styles come through Vite there) or for a component outside src/pages (the full sheets are linked then).
 */
export function pageStyle(component: PageComponent): InlineStyle | null {
  const data = pageCss;
  if (!data) return null;
  let style = styles.get(component);
  if (style === undefined) {
    // A component exported by several modules (a re-export) keeps the rules of all of them.
    const pages = filesOf(component).flatMap((file) => (data.pages[file] ? [data.pages[file]] : []));
    if (pages.length === 1) style = { css: assembleCss(data, fromRanges(must(pages[0]).units)), hash: must(pages[0]).hash };
    else style = null;
    styles.set(component, style);
  }
  return style;
}
