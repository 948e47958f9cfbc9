import { issueChangedPage as words } from "../../content/publishing";
import { fillTemplate } from "../../fill-template";
import { ISSUES_PATH, issuePath, publishFields } from "../../publishing/contract";
import { issueHistoryPath } from "../../publishing/drafts";
import * as css from "./inquiries.css";
import * as own from "./draft-list.css";
import { OwnerNav } from "./owner-nav";

export interface IssueChangedProps {
  slug: string;
  title: string;
  /** When the other device's update landed, in words. */
  when: string;
  /** The site's version and text now. */
  version: number;
  siteText: string;
  /** What the refused Update sent (publishFields' names), sent again by "update with my text" at the site's version. */
  sent: Record<string, string>;
}

/**
 * A stale Update (POST /internal/issues/<slug> with an old `base_version`), answered without script:
 * the question the drafts ask, with both texts; his is posted again only when he chooses it.
 */
export function IssueChangedPage({ slug, title, when, version, siteText, sent }: IssueChangedProps) {
  const { draft = "", ...others } = sent;
  return (
    <div className={css.page}>
      <OwnerNav current={ISSUES_PATH} />
      <h1 id="page-title">{words.title}</h1>
      <p role="status" className={css.notice} data-issue-changed={slug}>
        {fillTemplate(words.lead, { title, when })}
      </p>
      <section aria-labelledby="mine-title" className={own.section}>
        <h2 id="mine-title">{words.mineHeading}</h2>
        <pre
          className={css.message}
          data-testid="mine-text"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a long text that scrolls: the keyboard reaches it to scroll it (axe: scrollable-region-focusable)
          tabIndex={0}
        >
          {draft}
        </pre>
        <form method="post" action={issuePath(slug)}>
          {Object.entries(others).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <input type="hidden" name={publishFields.draft} value={draft} />
          <input type="hidden" name={publishFields.baseVersion} value={String(version)} />
          <button className={css.button} type="submit">
            {words.keepMine}
          </button>
        </form>
      </section>
      <section aria-labelledby="site-title" className={own.section}>
        <h2 id="site-title">{fillTemplate(words.siteHeading, { version })}</h2>
        <pre
          className={css.message}
          data-testid="site-text"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a long text that scrolls: the keyboard reaches it to scroll it (axe: scrollable-region-focusable)
          tabIndex={0}
        >
          {siteText}
        </pre>
        <div className={own.actions}>
          <a className={css.link} href={ISSUES_PATH}>
            {words.keepSite}
          </a>
          <a className={css.link} href={issueHistoryPath(slug)}>
            {words.history}
          </a>
        </div>
      </section>
    </div>
  );
}
