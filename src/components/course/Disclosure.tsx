import type { ReactNode } from "react";
import * as css from "./Disclosure.css";

/**
 * One item of an accordion, on the native <details>: items sharing a `group` name are
 * exclusive (opening one closes the others), a click on the open one closes it, and the
 * summary is a keyboard-focusable button with its expanded state exposed, all without JavaScript.
 */
export function Disclosure({ group, summary, open = false, children }: { group: string; summary: ReactNode; open?: boolean; children: ReactNode }) {
  return (
    <details className={css.details} name={group} open={open}>
      <summary className={css.summary}>
        <span className={css.summaryText}>{summary}</span>
        <svg className={css.chevron} width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
          <path d="M5 7.5 10 12.5 15 7.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </summary>
      <div className={css.panel}>{children}</div>
    </details>
  );
}
