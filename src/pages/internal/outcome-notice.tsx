import * as css from "./inquiries.css";

/** What an owner's form post did, in words, and whether it worked. */
export interface PostOutcome {
  ok: boolean;
  text: string;
}

/** The owner pages' live region for a form post's outcome: always in the page, so a screen reader hears what fills it. */
export function OutcomeNotice({ outcome }: { outcome?: PostOutcome | undefined }) {
  return (
    <div role="status">
      {outcome ? (
        <p className={css.notice} data-outcome={outcome.ok ? "ok" : "failed"}>
          {outcome.text}
        </p>
      ) : null}
    </div>
  );
}
