import type { ReactNode } from "react";
import { renderToReadableStream } from "react-dom/server";
import { Document, type DocumentMeta, type InlineStyleSheet } from "../../src/page-document";
import { IslandRegistry, IslandRegistryContext } from "../../src/island";
import { PageContext, type PageContextValue } from "../../src/page-context";
import { Layout } from "../../src/components/shell/Layout";
import { documentAssets } from "./assets";

export interface RenderedPage {
  stream: ReadableStream<Uint8Array>;
  /** Milliseconds until the whole document was rendered. */
  renderMs: number;
}

/**
 * Streams a page inside the document shell. Pages have no async data, so waiting for
 * `allReady` costs nothing and lets the response carry the full render time, and lets a
 * render error become a proper 500 instead of a broken stream.
 */
export async function renderPage(
  page: ReactNode,
  meta: DocumentMeta,
  context: PageContextValue,
  style: InlineStyleSheet | null = null,
): Promise<RenderedPage> {
  const started = performance.now();
  let renderError: unknown;
  const stream = await renderToReadableStream(
    <PageContext.Provider value={context}>
      <IslandRegistryContext.Provider value={new IslandRegistry()}>
        <Document meta={meta} assets={documentAssets} style={style}>
          <Layout>{page}</Layout>
        </Document>
      </IslandRegistryContext.Provider>
    </PageContext.Provider>,
    {
      onError(error) {
        renderError = error;
      },
    },
  );
  await stream.allReady;
  if (renderError) {
    await stream.cancel();
    throw renderError;
  }
  return { stream, renderMs: performance.now() - started };
}
