import { useMemo } from "react";
import { readableHtml } from "../readable-html";
import * as css from "./CodeView.css";

/** The email's HTML, one block per line; scrollable and focusable for keyboard users. */
export function CodeView({ html, label, id }: { html: string; label: string; id: string }) {
  const readable = useMemo(() => readableHtml(html), [html]);
  return (
    // biome-ignore lint/a11y/useSemanticElements lint/a11y/noNoninteractiveTabindex: <pre> keeps the text's spaces; it scrolls, so the keyboard reaches it and the region names it
    <pre id={id} className={css.code} tabIndex={0} role="region" aria-label={label}>
      <code>{readable}</code>
    </pre>
  );
}
