import { useMemo } from "react";
import { presendTexts, previewerTexts as texts } from "../../content/previewer";
import { fillTemplate } from "../../fill-template";
import type { NewsletterContent, StyleKey } from "../../newsletter-contract/types";
import type { StyleSummary } from "../../newsletter/styles/index";
import type { EmailReport } from "../../presend-checks/email-checks";
import { useLazyResult } from "../use-lazy-result";
import { CodeView } from "./CodeView";
import type { CopyTarget } from "./ExportActions";
import { PlainTextView } from "./PlainTextView";
import { PresendPanel } from "./PresendPanel";
import { PreviewFrame } from "./PreviewFrame";
import { panelId, tabId, Tabs, type TabItem } from "./Tabs";
import type { ViewMode } from "./ViewToggle";
import * as css from "./previewer.css";

export type TabKey = "preview" | "text" | "checks";

/** The plain-text renderer (and html-to-text) loads only when its tab opens. */
const loadTextRenderer = () => import("../../newsletter/text");

/** Pauses before re-running the slower lazy checks while the owner types. */
const LAZY_CHECK_DELAY_MS = 600;

// The server never shows the checks: keep the caniemail data out of the worker bundle.
const loadCompatibility = () => (import.meta.env.SSR ? Promise.reject(new Error("client only")) : import("../compatibility"));

interface PreviewPaneProps {
  idPrefix: string;
  tab: TabKey;
  onTab(tab: TabKey): void;
  report: EmailReport;
  styleName: StyleSummary | undefined;
  /** The draft's generation: a new frame whenever the whole draft is replaced. */
  generation: number;
  content: NewsletterContent;
  style: StyleKey;
  html: string;
  /** The site's origin, whose thumbnails the frame loads from this page's address. */
  siteOrigin?: string;
  view: ViewMode;
  /** The id of the code view under the preview, when it shows. */
  code: string | null;
  copied: CopyTarget | null;
  onCopyText(text: string): void;
}

/** The previewer's right side: the email, its plain text and its pre-send checks, one tab each. */
export function PreviewPane({
  idPrefix,
  tab,
  onTab,
  report,
  styleName,
  generation,
  content,
  style,
  html,
  siteOrigin,
  view,
  code,
  copied,
  onCopyText,
}: PreviewPaneProps) {
  const textInput = useMemo(() => ({ content, style }), [content, style]);
  const plainText = useLazyResult(loadTextRenderer, (module, input) => module.renderNewsletterText(input.content, input.style), textInput, tab === "text", 0);
  const compatibility = useLazyResult(
    loadCompatibility,
    (module, input: string) => module.checkCompatibility(input),
    html,
    tab === "checks",
    LAZY_CHECK_DELAY_MS,
  );
  const tabs: TabItem<TabKey>[] = [
    { id: "preview", label: texts.previewTab },
    { id: "text", label: texts.textTab },
    {
      id: "checks",
      label: texts.checksTab,
      badge:
        report.issueCount === 0
          ? { text: "✓", label: presendTexts.summaryOk, ok: true }
          : { text: String(report.issueCount), label: fillTemplate(presendTexts.summaryIssues, { count: report.issueCount }), ok: false },
    },
  ];

  return (
    <section className={css.pane} aria-label={texts.tabsLabel}>
      <div className={css.paneBar}>
        <Tabs<TabKey> label={texts.tabsLabel} items={tabs} selected={tab} onSelect={onTab} idPrefix={idPrefix} />
        <span className={css.paneMeta}>
          {styleName?.name} · {styleName?.width}px
        </span>
      </div>
      <div role="tabpanel" id={panelId(idPrefix, "preview")} aria-labelledby={tabId(idPrefix, "preview")} hidden={tab !== "preview"} className={css.panel}>
        {/* A new frame whenever the whole draft is replaced: the old document is never shown beside the new draft. */}
        <PreviewFrame key={generation} html={html} view={view} title={texts.frameTitle} siteOrigin={siteOrigin} />
        {code ? <CodeView html={html} label={texts.codeLabel} id={code} /> : null}
      </div>
      <div
        role="tabpanel"
        id={panelId(idPrefix, "text")}
        aria-labelledby={tabId(idPrefix, "text")}
        hidden={tab !== "text"}
        className={css.scrollPanel}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the tabs pattern (WAI-ARIA): Tab moves from the tab into its panel, which scrolls
        tabIndex={0}
      >
        {tab === "text" ? <PlainTextView result={plainText} copied={copied === "text"} onCopy={onCopyText} /> : null}
      </div>
      <div
        role="tabpanel"
        id={panelId(idPrefix, "checks")}
        aria-labelledby={tabId(idPrefix, "checks")}
        hidden={tab !== "checks"}
        className={css.scrollPanel}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the tabs pattern (WAI-ARIA): Tab moves from the tab into its panel, which scrolls
        tabIndex={0}
      >
        {tab === "checks" ? <PresendPanel report={report} compatibility={compatibility} idPrefix={`${idPrefix}-checks`} /> : null}
      </div>
    </section>
  );
}
