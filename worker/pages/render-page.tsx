import type { ReactNode } from "react";
import { Document, type DocumentMeta, type InlineStyleSheet } from "../../src/page-document";
import { IslandRegistry, IslandRegistryContext } from "../../src/island";
import { PageContext, type PageContextValue } from "../../src/page-context";
import { Layout } from "../../src/components/shell/Layout";
import { documentAssets } from "./assets";
import { renderHtmlBytes } from "./render-html";

export interface RenderedPage {
  html: Uint8Array<ArrayBuffer>;
  /** Milliseconds the render took. */
  renderMs: number;
  /** Names of the islands the page rendered. */
  islands: ReadonlySet<string>;
}

/**
 * Renders a page inside the document shell, whole: pages have no async data, so nothing would
 * stream early anyway, the response can carry the render time and be cached, and a render error
 * becomes a proper 500 instead of a broken stream. React writes the doctype itself.
 */
export async function renderPage(page: ReactNode, meta: DocumentMeta, context: PageContextValue, style: InlineStyleSheet | null = null): Promise<RenderedPage> {
  const started = performance.now();
  const registry = new IslandRegistry();
  const html = await renderHtmlBytes(
    <PageContext.Provider value={context}>
      <IslandRegistryContext.Provider value={registry}>
        <Document meta={meta} assets={documentAssets} style={style}>
          <Layout>{page}</Layout>
        </Document>
      </IslandRegistryContext.Provider>
    </PageContext.Provider>,
  );
  return { html, renderMs: performance.now() - started, islands: registry.used };
}
