import { previewerPage } from "../content/previewer";
import { NewsletterPreviewerIsland } from "../islands/NewsletterPreviewer";
import type { StyleKey } from "../newsletter-contract/types";
import { usePageContext } from "../page-context";
import { issues } from "../newsletter/archive";
import { owner } from "../content/owner";
import type { ArchivedIssue } from "../previewer/components/ArchivePicker";
import * as css from "../previewer/components/previewer.css";

const archive: ArchivedIssue[] = issues.map(({ slug, title, date, style, draft }) => ({ slug, title, date, style, draft }));

/** Both previewer pages: the same tool, with its own default style and its own saved draft. */
export function PreviewerPage({ title, defaultStyle }: { title: string; defaultStyle: StyleKey }) {
  const { path, siteUrl, ownerTimeZone, ownerUsualTime } = usePageContext();
  return (
    <div className={css.shell}>
      <div className={css.inner}>
        <header className={css.intro}>
          <h1 className={css.title}>{title}</h1>
          <span className={css.badge}>{previewerPage.badge}</span>
          <p className={css.lead}>{previewerPage.lead}</p>
        </header>
        <NewsletterPreviewerIsland
          defaultStyle={defaultStyle}
          pagePath={path}
          siteOrigin={siteUrl}
          idPrefix="previewer"
          archive={archive}
          timeZone={ownerTimeZone ?? owner.timeZone}
          usualTime={ownerUsualTime ?? owner.usualTime}
        />
      </div>
    </div>
  );
}
