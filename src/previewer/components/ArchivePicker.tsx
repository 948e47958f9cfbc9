import { useState } from "react";
import { fillTemplate } from "../../fill-template";
import { previewerTexts as texts } from "../../content/previewer";
import * as controls from "./controls.css";
import * as css from "./previewer.css";
import * as editor from "./DraftEditor.css";

/** What the previewer needs of an archived issue (the server passes them as the island's props). */
export interface ArchivedIssue {
  slug: string;
  title: string;
  date: string;
  style: string;
  draft: string;
}

/** Opens a sent issue in the editor; says where the email's "View in browser" link leads. */
export function ArchivePicker({
  issues,
  currentSlug,
  publishedTitle,
  onOpen,
  id,
}: {
  issues: readonly ArchivedIssue[];
  currentSlug: string | null;
  /** The title of the issue the draft is published as on the site (not one of the sent issues' files). */
  publishedTitle: string | null;
  onOpen(issue: ArchivedIssue): void;
  id: string;
}) {
  const [chosen, setChosen] = useState(issues[0]?.slug ?? "");
  const current = issues.find((issue) => issue.slug === currentSlug);
  return (
    <div className={controls.stack}>
      <h2 className={css.cardHeading}>{texts.archiveHeading}</h2>
      <div>
        <label htmlFor={id} className={editor.label}>
          {texts.archiveLabel}
        </label>
        <div className={controls.stack}>
          <select id={id} className={editor.select} value={chosen} onChange={(event) => setChosen(event.currentTarget.value)}>
            {issues.map((issue) => (
              <option key={issue.slug} value={issue.slug}>
                {issue.date} · {issue.title}
              </option>
            ))}
          </select>
          <button
            type="button"
            className={controls.button.secondary}
            onClick={() => {
              const issue = issues.find((entry) => entry.slug === chosen);
              if (issue) onOpen(issue);
            }}
          >
            {texts.openIssue}
          </button>
        </div>
      </div>
      <p className={controls.hint} role="status">
        {current
          ? fillTemplate(texts.openedIssue, { title: current.title })
          : publishedTitle
            ? fillTemplate(texts.publishedIssue, { title: publishedTitle })
            : texts.freshDraft}
      </p>
    </div>
  );
}
