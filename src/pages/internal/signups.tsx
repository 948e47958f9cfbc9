import { deadLetters as words, reasonInWords } from "../../content/dead-letters";
import type { MagnetSlug } from "../../content/magnets";
import type { StoredReason } from "../../signup/delivery-problem";
import { SIGNUPS_DISMISS_PATH, SIGNUPS_PAGE_PATH, SIGNUPS_REPLAY_PATH } from "../../internal/desk";
import { whenInWords } from "../../internal/when";
import * as css from "./inquiries.css";
import { OwnerNav } from "./owner-nav";
import { OutcomeNotice, type PostOutcome } from "./outcome-notice";

/** A dead letter as the page shows it. */
export interface DeadLetterRow {
  key: string;
  email: string;
  magnet?: MagnetSlug;
  receivedAt: string;
  storedAt: string;
  attempts: number;
  reason: StoredReason;
}

export interface SignupsPageProps {
  letters?: DeadLetterRow[];
  /** The store could not be read. */
  unavailable?: boolean;
  /** What the last action came to, in words. */
  outcome?: PostOutcome;
  timeZone: string;
}

/** /internal/signups: every dead letter, with replay and dismiss as same-origin form posts (no script needed). */
export function SignupsPage({ letters = [], unavailable = false, outcome, timeZone }: SignupsPageProps) {
  return (
    <div className={css.page}>
      <OwnerNav current={SIGNUPS_PAGE_PATH} />
      <h1 id="page-title">{words.title}</h1>
      <p>{words.lead}</p>
      <OutcomeNotice outcome={outcome} />
      {unavailable ? (
        <p className={css.notice} data-missing="KV">
          {words.kvDown}
        </p>
      ) : null}
      {!unavailable && letters.length === 0 ? <p data-empty="">{words.empty}</p> : null}
      {letters.length > 1 ? (
        <form method="post" action={SIGNUPS_REPLAY_PATH}>
          <input type="hidden" name="key" value="all" />
          <button className={css.button} type="submit">
            {words.replayAll}
          </button>
        </form>
      ) : null}
      <ol className={css.list} aria-labelledby="page-title">
        {letters.map((letter, index) => (
          <li key={letter.key} className={css.item} data-dead-letter={letter.email}>
            <h2 className={css.address}>{letter.email}</h2>
            <dl className={css.stackedDetails}>
              <div className={css.row}>
                <dt className={css.term}>{words.columns.form}</dt>
                <dd className={css.value}>{words.formOf(letter.magnet)}</dd>
              </div>
              <div className={css.row}>
                <dt className={css.term}>{words.columns.arrived}</dt>
                <dd className={css.value}>
                  <time dateTime={letter.receivedAt}>{whenInWords(letter.receivedAt, timeZone)}</time>
                </dd>
              </div>
              <div className={css.row}>
                <dt className={css.term}>{words.columns.attempts}</dt>
                <dd className={css.value}>{letter.attempts}</dd>
              </div>
              <div className={css.row}>
                <dt className={css.term}>{words.columns.reason}</dt>
                <dd className={css.value} data-reason="">
                  {reasonInWords(letter.reason, letter.receivedAt, letter.storedAt)}
                </dd>
              </div>
            </dl>
            <form method="post" action={SIGNUPS_REPLAY_PATH}>
              <input type="hidden" name="key" value={letter.key} />
              <button className={css.button} type="submit" aria-label={`${words.replay}: ${letter.email}`}>
                {words.replay}
              </button>
            </form>
            <form method="post" action={SIGNUPS_DISMISS_PATH} className={css.search}>
              <input type="hidden" name="key" value={letter.key} />
              <div className={css.searchField}>
                <label htmlFor={`dismiss-reason-${index}`}>{words.dismissReason}</label>
                <input className={css.input} id={`dismiss-reason-${index}`} name="reason" required maxLength={300} />
              </div>
              <button className={css.button} type="submit" aria-label={`${words.dismiss}: ${letter.email}`}>
                {words.dismiss}
              </button>
            </form>
          </li>
        ))}
      </ol>
      <p className={css.status}>{words.cli}</p>
    </div>
  );
}
