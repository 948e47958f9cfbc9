import type { ReactNode } from "react";
import type { DocumentMeta, InlineStyleSheet } from "../../src/page-document";
import { IslandRegistry } from "../../src/island";
import type { PageContextValue } from "../../src/page-context";
import { pageRoutes } from "../../src/routes";
import { documentAssets } from "./assets";
import { fullDocument, renderWithShell } from "./page-shell";
import { renderHtmlBytes } from "./render-html";

export interface RenderedPage {
  html: Uint8Array<ArrayBuffer>;
  /** Milliseconds the render took. */
  renderMs: number;
  /** Names of the islands the page rendered. */
  islands: ReadonlySet<string>;
  /** Whether only the page was rendered, inside its shared shell (page-shell.tsx). */
  inShell: boolean;
}

/** Shells only for the route table's paths: the 404 page's path is any path, and would make shells without end. */
const ROUTE_PATHS = new Set(pageRoutes.map((route) => route.path));

/**
 * Renders a page inside the document shell, whole: pages have no async data, so nothing would
 * stream early anyway, the response can carry the render time and be cached, and a render error
 * becomes a proper 500 instead of a broken stream. React writes the doctype itself. For a route
 * of the table, what is the same for every visitor (the head, header, footer and scripts) is
 * rendered once per isolate and only the page is rendered here (page-shell.tsx), with the same
 * bytes as a full render; `shell: false` renders the whole document (the start-up warm-up, which
 * renders each page once, and the test that compares both).
 */
export async function renderPage(
  page: ReactNode,
  meta: DocumentMeta,
  context: PageContextValue,
  style: InlineStyleSheet | null = null,
  { shell = true }: { shell?: boolean } = {},
): Promise<RenderedPage> {
  const started = performance.now();
  const registry = new IslandRegistry();
  const input = { meta, assets: documentAssets, style, context };
  const inShell = shell && ROUTE_PATHS.has(context.path) ? await renderWithShell(page, input, registry) : undefined;
  const html = inShell ?? (await renderHtmlBytes(fullDocument(page, input, registry)));
  return { html, renderMs: performance.now() - started, islands: registry.used, inShell: inShell !== undefined };
}
