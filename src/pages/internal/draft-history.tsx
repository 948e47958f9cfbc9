import { historyTexts as words } from "../../content/draft-history";
import { whenInWords } from "../../internal/when";
import { fillTemplate } from "../../fill-template";
import { ISSUES_PATH } from "../../publishing/contract";
import * as css from "./inquiries.css";
import { OwnerNav } from "./owner-nav";

/** An earlier text as the history lists it (the worker puts its source and reason in words). */
export interface HistoryEntry {
  href: string;
  /** "Written in this browser, replaced by a save" */
  said: string;
  at: string;
  wordsChanged: number | null;
  size: number;
}

export interface HistoryPageProps {
  heading: string;
  /** The draft's state now, or why there is none. */
  current: string;
  openHref: string | null;
  revisions: HistoryEntry[];
  /** The page's links to older and newest texts (a long history is paged). */
  olderHref: string | null;
  newerHref: string | null;
  /** An issue's published versions, newest first (an issue's history only). */
  versions?: HistoryEntry[];
  timeZone: string;
  now: number;
}

function Entries({ entries, label, timeZone, now }: { entries: HistoryEntry[]; label: string; timeZone: string; now: number }) {
  return (
    <ol className={css.list} aria-labelledby={label}>
      {entries.map((entry) => (
        <li key={entry.href} className={css.item} data-revision={entry.href}>
          <p className={css.value}>
            <a className={css.link} href={entry.href}>
              <time dateTime={entry.at}>{whenInWords(entry.at, timeZone, now)}</time>
            </a>
          </p>
          <p className={css.status}>
            {entry.said}
            {entry.wordsChanged === null ? "" : ` · ${words.wordsChanged(entry.wordsChanged)}`} · {words.characters(entry.size)}
          </p>
        </li>
      ))}
    </ol>
  );
}

/** /internal/drafts/<id>/history and /internal/issues/<slug>/history: read-only lists, each text at its own address. */
export function HistoryPage({ heading, current, openHref, revisions, olderHref, newerHref, versions, timeZone, now }: HistoryPageProps) {
  return (
    <div className={css.page}>
      <OwnerNav current={ISSUES_PATH} />
      <h1 id="page-title">{heading}</h1>
      <p>{fillTemplate(words.lead, { zone: timeZone })}</p>
      <p data-testid="history-current">
        {current}
        {openHref ? (
          <>
            {" "}
            <a className={css.link} href={openHref}>
              {words.openDraft}
            </a>
          </>
        ) : null}
      </p>
      {versions ? (
        <section aria-labelledby="versions-title">
          <h2 id="versions-title">{words.versionsHeading}</h2>
          {versions.length === 0 ? <p>{words.versionsEmpty}</p> : <Entries entries={versions} label="versions-title" timeZone={timeZone} now={now} />}
        </section>
      ) : null}
      <section aria-labelledby="revisions-title">
        <h2 id="revisions-title">{words.revisionsHeading}</h2>
        {revisions.length === 0 ? <p>{words.empty}</p> : <Entries entries={revisions} label="revisions-title" timeZone={timeZone} now={now} />}
        {olderHref || newerHref ? (
          <nav aria-label={words.revisionsHeading} className={css.pager}>
            {newerHref ? (
              <a className={css.searchLink} href={newerHref}>
                {words.newer}
              </a>
            ) : (
              <span />
            )}
            {olderHref ? (
              <a className={css.searchLink} href={olderHref} rel="next">
                {words.older}
              </a>
            ) : null}
          </nav>
        ) : null}
      </section>
      <p className={css.status}>{words.rule}</p>
    </div>
  );
}

export interface TextPageProps {
  heading: string;
  lead: string;
  text: string;
  backHref: string;
  /** The restore form's action and the version the draft holds as the page opens (none: no restore). */
  restore: { action: string; baseVersion: number } | null;
  /** What a refused restore came to, in words. */
  outcome?: string;
}

/** One earlier text or published version, read-only, with a confirmed Restore form (a plain form post). */
export function HistoryTextPage({ heading, lead, text, backHref, restore, outcome }: TextPageProps) {
  return (
    <div className={css.page}>
      <OwnerNav current={ISSUES_PATH} />
      <h1 id="page-title">{heading}</h1>
      <p>{lead}</p>
      <div role="status">{outcome ? <p className={css.notice}>{outcome}</p> : null}</div>
      {restore ? (
        <form method="post" action={restore.action}>
          <input type="hidden" name="base_version" value={String(restore.baseVersion)} />
          <p>
            <label>
              <input type="checkbox" name="confirm" value="yes" required /> {words.confirm}
            </label>
          </p>
          <button className={css.button} type="submit">
            {words.restore}
          </button>
        </form>
      ) : null}
      <section aria-labelledby="text-title">
        <h2 id="text-title">{words.textLabel}</h2>
        <pre
          className={css.message}
          data-testid="history-text"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a long text that scrolls: the keyboard reaches it to scroll it (axe: scrollable-region-focusable)
          tabIndex={0}
        >
          {text}
        </pre>
      </section>
      <p>
        <a className={css.link} href={backHref}>
          {words.back}
        </a>
      </p>
    </div>
  );
}
