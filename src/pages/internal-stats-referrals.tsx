import { referralStats as words } from "../content/referrals";
import * as css from "./internal-stats.css";

/** The referral programme over the page's days (worker/referrals' ReferralReport). */
export interface ReferralFigures {
  signups: number;
  confirmed: number;
  top: { code: string; firstName: string | null; email: string; confirmed: number }[];
  flags: { kind: "many-from-one-visitor" | "disposable" | "never-confirmed"; code: string; friends: number }[];
}

const FLAG_TEXT = { "many-from-one-visitor": words.manyFromOneVisitor, disposable: words.disposable, "never-confirmed": words.neverConfirmed } as const;

/** Confirmed friends are a part of the friends who signed up, so the rate stays within 0 to 100 %. */
const rateOf = ({ signups, confirmed }: ReferralFigures) => (signups ? `${((Math.min(confirmed, signups) / signups) * 100).toFixed(1)}%` : "–");

/** Referrals as a source, the top referrers (address on click), and what looks wrong. */
export function ReferralSection({ figures }: { figures?: ReferralFigures }) {
  if (!figures) return null;
  return (
    <section className={css.section} aria-labelledby="referrals">
      <h2 id="referrals">{words.heading}</h2>
      <dl className={css.totals}>
        <div className={css.total}>
          <dt className={css.totalLabel}>{words.signups}</dt>
          <dd className={css.totalValue}>{figures.signups}</dd>
        </div>
        <div className={css.total}>
          <dt className={css.totalLabel}>{words.confirmed}</dt>
          <dd className={css.totalValue}>{figures.confirmed}</dd>
        </div>
        <div className={css.total}>
          <dt className={css.totalLabel}>{words.rate}</dt>
          <dd className={css.totalValue}>{rateOf(figures)}</dd>
        </div>
      </dl>
      <h3>{words.topHeading}</h3>
      {figures.top.length ? (
        <div className={css.scroller}>
          <table className={css.table}>
            <thead>
              <tr>
                <th scope="col">{words.nameColumn}</th>
                <th scope="col">{words.countColumn}</th>
              </tr>
            </thead>
            <tbody>
              {figures.top.map((row) => (
                <tr key={row.code}>
                  <td>
                    <details>
                      <summary>{row.firstName ?? words.anonymous}</summary>
                      {words.showAddress}: {row.email} ({row.code})
                    </details>
                  </td>
                  <td>{row.confirmed}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className={css.note}>{words.topEmpty}</p>
      )}
      <h3>{words.flagsHeading}</h3>
      {figures.flags.length ? (
        <ul>
          {figures.flags.map((flag) => (
            <li key={`${flag.kind}-${flag.code}`}>{FLAG_TEXT[flag.kind](flag.code, flag.friends)}</li>
          ))}
        </ul>
      ) : (
        <p className={css.note}>{words.noFlags}</p>
      )}
    </section>
  );
}
