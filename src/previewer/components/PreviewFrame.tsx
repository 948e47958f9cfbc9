import { useMemo } from "react";
import { previewDocument } from "../preview-document";
import type { ViewMode } from "./ViewToggle";
import * as css from "./PreviewFrame.css";

/**
 * The email in a sandboxed frame with an opaque origin (no allow-same-origin): it cannot reach
 * the page, and links open in a new tab. No script runs in it: its own policy says
 * script-src 'none', on top of the page's. The sandbox still allows scripting because a frame
 * without it has no running event loop, and audit tools that evaluate inside the frame (axe, in
 * the accessibility tests) would wait on it forever.
 */
export function PreviewFrame({ html, view, title, siteOrigin }: { html: string; view: ViewMode; title: string; siteOrigin?: string }) {
  const srcDoc = useMemo(() => previewDocument(html, siteOrigin), [html, siteOrigin]);
  return (
    <div className={css.stage}>
      <iframe title={title} srcDoc={srcDoc} sandbox="allow-scripts allow-popups allow-popups-to-escape-sandbox" className={css.frame[view]} data-view={view} />
    </div>
  );
}
