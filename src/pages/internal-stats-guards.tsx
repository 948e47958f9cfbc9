import { guardTallies as words } from "../content/guard-tallies";
import * as css from "./internal-stats.css";

export interface GuardFigures {
  signupUnverified: number;
  wrongPasswords: number;
}

/** Two figures of the period: signups Turnstile could not vouch for, and wrong passwords (worker/tallies). */
export function GuardTallies({ figures }: { figures?: GuardFigures }) {
  return (
    <section className={css.section} aria-labelledby="guards">
      <h2 id="guards">{words.title}</h2>
      {figures ? (
        <dl className={css.totals}>
          <div className={css.total}>
            <dt className={css.totalLabel}>{words.signupUnverified}</dt>
            <dd className={css.totalValue}>{figures.signupUnverified}</dd>
          </div>
          <div className={css.total}>
            <dt className={css.totalLabel}>{words.wrongPasswords}</dt>
            <dd className={css.totalValue}>{figures.wrongPasswords}</dd>
          </div>
        </dl>
      ) : (
        <p className={css.note}>{words.unavailable}</p>
      )}
      <p className={css.note}>{words.signupUnverifiedNote}</p>
    </section>
  );
}
