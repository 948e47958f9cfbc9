import { inquiryForm, inquiryOwnerPage as words } from "../../content/inquiry";
import { INQUIRIES_CSV_PATH, INQUIRY_ANSWER_PATH } from "../../inquiry/schema";
import * as css from "./inquiries.css";

/** An inquiry as the owner's page shows it (the worker reads it from D1). */
export interface InquiryListing {
  id: string;
  receivedAt: string;
  answeredAt: string | null;
  details: [string, string][];
  message: string;
}

/**
 * /internal/inquiries: every inquiry, newest first, whole (React escapes every value), with a
 * "mark answered" button (a same-origin POST) and the CSV export.
 */
export function InquiriesPage({ inquiries = [] }: { inquiries?: InquiryListing[] }) {
  return (
    <div className={css.page}>
      <h1 id="page-title">{words.title}</h1>
      <p>
        <a className={css.link} href={INQUIRIES_CSV_PATH} download>
          {words.exportCsv}
        </a>
      </p>
      {inquiries.length === 0 ? <p>{words.empty}</p> : null}
      <ol className={css.list} aria-labelledby="page-title">
        {inquiries.map((inquiry) => (
          <li key={inquiry.id} className={css.item} data-inquiry={inquiry.id}>
            <h2>{inquiry.details.find(([label]) => label === inquiryForm.labels.eventName)?.[1]}</h2>
            <dl className={css.details}>
              {inquiry.details.map(([label, value]) => (
                <div key={label} className={css.row}>
                  <dt className={css.term}>{label}</dt>
                  <dd className={css.value}>{value}</dd>
                </div>
              ))}
            </dl>
            <h3>{inquiryForm.labels.message}</h3>
            <p className={css.message}>{inquiry.message}</p>
            {inquiry.answeredAt ? (
              <p className={css.status}>{words.answered(inquiry.answeredAt)}</p>
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
    </div>
  );
}
