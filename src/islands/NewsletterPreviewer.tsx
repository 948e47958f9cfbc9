import { useCallback, useMemo, useState } from "react";
import { ArchivePicker, type ArchivedIssue } from "../previewer/components/ArchivePicker";
import { ExportActions, type CopyTarget } from "../previewer/components/ExportActions";
import { PreviewPane, type TabKey } from "../previewer/components/PreviewPane";
import { ManualCopy } from "../previewer/components/ManualCopy";
import { StylePicker } from "../previewer/components/StylePicker";
import { panelId } from "../previewer/components/Tabs";
import { ViewToggle, type ViewMode } from "../previewer/components/ViewToggle";
import * as controls from "../previewer/components/controls.css";
import * as css from "../previewer/components/previewer.css";
import { presendTexts, previewerTexts as texts } from "../content/previewer";
import { island } from "../island";
import { formatDraft } from "../newsletter/draft";
import { createSampleNewsletter } from "../newsletter/sample";
import { isStyleKey, STYLE_LIST } from "../newsletter/styles/index";
import { issueUrl } from "../newsletter/paths";
import type { StyleKey } from "../newsletter-contract/types";
import { bodyContent } from "../presend-checks/html-scan";
import { fillTemplate } from "../fill-template";
import { formatKilobytes } from "../presend-checks/format-size";
import { draftStorageKey } from "../previewer/draft-storage";
import { useCopy } from "../previewer/use-copy";
import { useDraft } from "../previewer/use-draft";
import { useIssueEmail } from "../previewer/use-issue-email";
import { PublishSlot } from "../previewer/publish/PublishSlot";
import { usePublishedIssue } from "../previewer/publish/use-published-issue";
import { DraftCard } from "../previewer/drafts/DraftCard";
import { useServerDraft } from "../previewer/drafts/use-server-draft";
import { TestEmail } from "../previewer/publish/TestEmail";
import type { PublishedIssue } from "../publishing/contract";

export interface NewsletterPreviewerProps {
  defaultStyle: StyleKey;
  /** Path of the page: the draft is kept per page. */
  pagePath: string;
  /** The site's origin, for the sample's signup and call-to-action links. */
  siteOrigin: string;
  /** Prefix of element ids, unique on the page. */
  idPrefix: string;
  /** The sent issues (src/content/issues/), newest first, for 'Open in the editor'. */
  archive: ArchivedIssue[];
  /** The owner's time zone (OWNER_TIME_ZONE), from the server: the Publish form's today and times. */
  timeZone: string;
  /** The hour he usually sends (OWNER_USUAL_TIME): the Publish form proposes it for a later day. */
  usualTime?: string;
}

/**
 * The owner's weekly writing tool: draft on the left, the email in six styles on the right, the
 * pre-send checks, and copies for Kit. The server renders the sample in the default style.
 */
function NewsletterPreviewer({ defaultStyle, pagePath, siteOrigin, idPrefix, archive, timeZone, usualTime }: NewsletterPreviewerProps) {
  const sample = useMemo(() => createSampleNewsletter(siteOrigin), [siteOrigin]);
  const sampleDraft = useMemo(() => formatDraft(sample), [sample]);
  const draft = useDraft(draftStorageKey(pagePath), sampleDraft);

  const [style, setStyle] = useState<StyleKey>(defaultStyle);
  const [view, setView] = useState<ViewMode>("mobile");
  const [showCode, setShowCode] = useState(false);
  const [tab, setTab] = useState<TabKey>("preview");
  const { copied, manual, copy, dismissManual } = useCopy<CopyTarget>();

  // "View in browser": the issue's page for a draft opened from the archive, else the archive.
  const webUrl = useMemo(() => issueUrl(draft.issueSlug ?? undefined, siteOrigin), [draft.issueSlug, siteOrigin]);
  const { content, html, report, checkNow } = useIssueEmail({ committed: draft.committed, typed: draft.text, footer: sample.footer, style, webUrl });
  const publishing = usePublishedIssue(draftStorageKey(pagePath), draft);
  // The draft on the server (any browser), with its style; this browser keeps a copy for typing offline.
  const server = useServerDraft({ pagePath, draft, style, setStyle, defaultStyle, remember: publishing.remember });
  // A sent issue opened from the archive starts a new draft: the one he was on stays as it was.
  const { startWith, bindIssue } = server;
  const openIssue = useCallback(
    (issue: ArchivedIssue) => startWith(issue.draft, issue.slug, isStyleKey(issue.style) ? issue.style : defaultStyle),
    [startWith, defaultStyle],
  );
  const { published: rememberPublished } = publishing;
  // What he typed in the draft's email fields, on any device, is what the email's subject and preview text become.
  const emailLines = useMemo(() => ({ subject: server.meta.subject, previewText: server.meta.preview_text }), [server.meta.subject, server.meta.preview_text]);
  const onPublished = useCallback(
    (issue: PublishedIssue) => {
      rememberPublished(issue);
      bindIssue(issue.slug, issue.title);
    },
    [rememberPublished, bindIssue],
  );
  const copyTarget = useCallback((target: "html" | "body") => void copy(target, target === "html" ? html : bodyContent(html)), [copy, html]);

  const toggleCode = useCallback(() => {
    // The code shows under the preview: showing it brings the preview tab forward.
    if (!showCode) setTab("preview");
    setShowCode(!showCode);
  }, [showCode]);

  const codeId = `${idPrefix}-code`;
  const styleName = STYLE_LIST.find((entry) => entry.key === style);

  return (
    <div className={css.grid}>
      <div className={css.sidebar}>
        <section className={css.card}>
          <StylePicker legend={texts.styleLegend} styles={STYLE_LIST} selected={style} onSelect={setStyle} name={`${idPrefix}-style`} />
        </section>
        <section className={css.card}>
          <div className={controls.stack}>
            <ViewToggle
              heading={texts.viewLegend}
              headingId={`${idPrefix}-view`}
              labels={{ mobile: texts.mobile, desktop: texts.desktop }}
              view={view}
              onChange={setView}
            />
          </div>
        </section>
        <section className={css.card}>
          <div className={controls.stack}>
            <ExportActions copied={copied} onCopy={copyTarget} showCode={showCode} onToggleCode={toggleCode} codeId={codeId} />
            <PublishSlot
              id={`${idPrefix}-publish`}
              style={style}
              styleName={styleName?.name ?? style}
              draftText={draft.text}
              check={checkNow}
              published={publishing.record}
              draftTitle={server.meta.title}
              emailLines={emailLines}
              onPublished={onPublished}
              timeZone={timeZone}
              usualTime={usualTime}
            />
            <TestEmail id={`${idPrefix}-test-email`} />
            <button type="button" className={controls.summaryButton} onClick={() => setTab("checks")} aria-controls={panelId(idPrefix, "checks")}>
              <span className="visually-hidden">{texts.openChecks} </span>
              <span>{fillTemplate(texts.sizeSummary, { size: formatKilobytes(report.size.bytes), limit: formatKilobytes(report.size.limit) })}</span>
              <span>{report.issueCount === 0 ? presendTexts.summaryOk : fillTemplate(presendTexts.summaryIssues, { count: report.issueCount })}</span>
            </button>
            {manual ? (
              <ManualCopy
                message={texts.clipboardUnavailable}
                text={manual.text}
                label={texts.manualCopyLabel}
                closeLabel={texts.close}
                onClose={dismissManual}
              />
            ) : null}
            <p className="visually-hidden" role="status" aria-live="polite">
              {copied ? texts.copied : ""}
            </p>
          </div>
        </section>
        <section className={css.card}>
          <ArchivePicker
            issues={archive}
            currentSlug={draft.issueSlug}
            publishedTitle={publishing.record?.title ?? null}
            onOpen={openIssue}
            id={`${idPrefix}-archive`}
          />
        </section>
        <DraftCard draft={draft} sync={server} idPrefix={idPrefix} />
      </div>

      <PreviewPane
        idPrefix={idPrefix}
        tab={tab}
        onTab={setTab}
        report={report}
        styleName={styleName}
        generation={draft.generation}
        content={content}
        style={style}
        html={html}
        siteOrigin={siteOrigin}
        view={view}
        code={showCode ? codeId : null}
        copied={copied}
        onCopyText={(text) => void copy("text", text)}
      />
    </div>
  );
}

export default NewsletterPreviewer;
export const NewsletterPreviewerIsland = island("NewsletterPreviewer", NewsletterPreviewer, "load");
