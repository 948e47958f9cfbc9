import { inquiryForm, inquiryOwnerPage as words } from "../../content/inquiry";
import { INQUIRIES_CSV_PATH, INQUIRIES_PAGE_PATH, INQUIRY_ANSWER_PATH } from "../../inquiry/schema";
import * as css from "./inquiries.css";
import { OwnerNav } from "./owner-nav";
import { whenInWords } from "../../internal/when";

/** An inquiry as the owner's page shows it (the worker reads it from D1). */
export interface InquiryListing {
  id: string;
  receivedAt: string;
  answeredAt: string | null;
  details: [string, string][];
  message: string;
}

export interface InquiriesPageProps {
  inquiries?: InquiryListing[];
  /** The search the page answers ("" for all). */
  search?: string;
  perPage?: number;
  /** The next (older) page's address, when there is one. */
  olderHref?: string;
  /** Whether this is a later page (it links back to the newest). */
  later?: boolean;
  /** The owner's time zone: times are given in words in it. */
  timeZone?: string;
}

/** A detail's value as the owner reads it: the email a tap to reply (its event in the subject), times in words, "Sent from" never blank. */
function DetailValue({ label, value, event, timeZone }: { label: string; value: string; event: string; timeZone: string }) {
  if (label === inquiryForm.labels.email)
    return (
      <a className={css.link} href={`mailto:${value}?subject=${encodeURIComponent(words.replySubject(event))}`}>
        {value}
      </a>
    );
  if (label === words.received) return <time dateTime={value}>{whenInWords(value, timeZone)}</time>;
  if (label === words.from) return <>{value || words.direct}</>;
  return <>{value}</>;
}

/**
 * /internal/inquiries: every inquiry, newest first, a page at a time, whole (React escapes every
 * value), with a search by name, email or event, a "mark answered" button (a same-origin POST)
 * and the CSV export of all of them.
 */
export function InquiriesPage({ inquiries = [], search = "", perPage = 50, olderHref, later = false, timeZone = "UTC" }: InquiriesPageProps) {
  const newest = search ? `${INQUIRIES_PAGE_PATH}?${new URLSearchParams({ q: search })}` : INQUIRIES_PAGE_PATH;
  return (
    <div className={css.page}>
      <OwnerNav current={INQUIRIES_PAGE_PATH} />
      <h1 id="page-title">{words.title}</h1>
      <p>
        <a className={css.link} href={INQUIRIES_CSV_PATH} download>
          {words.exportCsv}
        </a>
      </p>
      {/* biome-ignore lint/a11y/useSemanticElements: a form with role="search" is the search landmark in every browser; <search> is missing from older ones */}
      <form className={css.search} method="get" action={INQUIRIES_PAGE_PATH} role="search">
        <div className={css.searchField}>
          <label htmlFor="inquiry-search">{words.searchLabel}</label>
          <input className={css.input} id="inquiry-search" type="search" name="q" defaultValue={search} />
        </div>
        <button className={css.button} type="submit">
          {words.searchButton}
        </button>
        {search ? (
          <a className={css.searchLink} href={INQUIRIES_PAGE_PATH}>
            {words.showAll}
          </a>
        ) : null}
      </form>
      <p className={css.status}>{words.order(perPage)}</p>
      {inquiries.length === 0 ? <p>{search ? words.noMatch(search) : words.empty}</p> : null}
      <ol className={css.list} aria-labelledby="page-title">
        {inquiries.map((inquiry) => (
          <li key={inquiry.id} className={css.item} data-inquiry={inquiry.id}>
            <h2>{inquiry.details.find(([label]) => label === inquiryForm.labels.eventName)?.[1]}</h2>
            <dl className={css.details}>
              {inquiry.details.map(([label, value]) => (
                <div key={label} className={css.row}>
                  <dt className={css.term}>{label}</dt>
                  <dd className={css.value}>
                    <DetailValue
                      label={label}
                      value={value}
                      event={inquiry.details.find(([name]) => name === inquiryForm.labels.eventName)?.[1] ?? ""}
                      timeZone={timeZone}
                    />
                  </dd>
                </div>
              ))}
            </dl>
            <h3>{inquiryForm.labels.message}</h3>
            <p className={css.message}>{inquiry.message}</p>
            {inquiry.answeredAt ? (
              <p className={css.status}>{words.answered(whenInWords(inquiry.answeredAt, timeZone))}</p>
            ) : (
              <form method="post" action={INQUIRY_ANSWER_PATH}>
                <input type="hidden" name="id" value={inquiry.id} />
                <p className={css.status}>{words.unanswered}</p>
                <button className={css.button} type="submit">
                  {words.markAnswered}
                </button>
              </form>
            )}
          </li>
        ))}
      </ol>
      {olderHref || later ? (
        <nav className={css.pager} aria-label={words.pages}>
          {later ? (
            <a className={css.link} href={newest}>
              {words.newest}
            </a>
          ) : (
            <span />
          )}
          {olderHref ? (
            <a className={css.link} href={olderHref} rel="next">
              {words.older}
            </a>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
