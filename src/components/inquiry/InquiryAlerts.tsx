import { inquiryForm as words } from "../../content/inquiry";
import type { InquiryField, InquiryValues } from "../../inquiry/schema";
import { mailto } from "../speaker/speaker-action-link";
import { idOf } from "./InquiryFields";
import * as css from "./inquiry.css";

/** The answers as an email to the owner: the way through for a form that cannot run the check. */
function emailOf(values: InquiryValues): string {
  const lines = (Object.keys(words.labels) as (keyof typeof words.labels)[])
    .filter((field) => field !== "website" && field in values)
    .map((field) => [words.labels[field], values[field as keyof InquiryValues]] as const)
    .filter(([, value]) => value !== "" && value !== false)
    .map(([label, value]) => (value === true ? label : `${label}: ${String(value)}`));
  return mailto(words.emailInsteadSubject(values.eventName), lines.join("\n"));
}

/**
 * Above the inquiry form: its problems, each a link to its field, or a message about the whole
 * form, with the answers offered by email when the check could not run.
 */
export function InquiryAlerts({
  ordered,
  alert,
  offerEmail,
  values,
}: {
  ordered: [InquiryField, string][];
  alert: string | undefined;
  offerEmail: boolean;
  values: InquiryValues;
}) {
  return (
    <>
      {ordered.length > 0 ? (
        <div id="inquiry-summary" className={css.summary} role="alert" tabIndex={-1}>
          <h2 className={css.summaryTitle}>{words.summaryTitle}</h2>
          <ul className={css.summaryList}>
            {ordered.map(([field, text]) => (
              <li key={field}>
                <a className={css.summaryLink} href={`#${idOf(field)}`}>
                  {text}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {alert ? (
        <div id="inquiry-alert" className={css.summary} role="alert" tabIndex={-1}>
          <p className={css.alertText}>{alert}</p>
          {offerEmail ? (
            <p className={css.alertText}>
              <a className={css.summaryLink} href={emailOf(values)}>
                {words.emailInstead}
              </a>
            </p>
          ) : null}
        </div>
      ) : null}
    </>
  );
}
