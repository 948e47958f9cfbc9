import { useCallback, useEffect, useMemo, useRef } from "react";
import { previewDocument } from "../../previewer/preview-document";
import type { ViewMode } from "./ViewToggle";
import * as css from "./PreviewFrame.css";

/**
 * The email in a sandboxed frame: no scripts (no allow-scripts), links open in a new tab.
 * allow-same-origin lets the page keep the reading position when the email is re-rendered
 * while the owner types; without scripts inside, the email cannot use that access.
 */
export function PreviewFrame({ html, view, title }: { html: string; view: ViewMode; title: string }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const scrollTop = useRef(0);
  const srcDoc = useMemo(() => previewDocument(html), [html]);

  const follow = useCallback(() => {
    const win = frame.current?.contentWindow;
    if (!win) return;
    win.scrollTo(0, scrollTop.current);
    win.addEventListener("scroll", () => (scrollTop.current = win.scrollY), { passive: true });
  }, []);

  useEffect(() => {
    // The server-rendered frame may have loaded before hydration attached onLoad.
    if (frame.current?.contentDocument?.readyState === "complete") follow();
  }, [follow]);

  return (
    <div className={css.stage}>
      <iframe
        ref={frame}
        title={title}
        srcDoc={srcDoc}
        sandbox="allow-same-origin allow-popups allow-popups-to-escape-sandbox"
        className={css.frame[view]}
        data-view={view}
        onLoad={follow}
      />
    </div>
  );
}
