import { dayInWords } from "../internal/when";
import { OwnerNav } from "./internal/owner-nav";
import { statsPage as words } from "../content/stats";
import { STATS_JSON_PATH, STATS_PAGE_PATH, STATS_PAGE_RANGES, type StatsReport } from "../stats/contract";
import { ExperimentResults } from "./internal-stats-experiments";
import { GuardTallies, type GuardFigures } from "./internal-stats-guards";
import { RefusedBeacons } from "./internal-stats-refused";
import { ReferralSection, type ReferralFigures } from "./internal-stats-referrals";
import { SearchMisses, type SearchMissRow } from "./internal-stats-search-misses";
import { DailyChart } from "./internal-stats-chart";
import { CountsTable, percent } from "./internal-stats-table";
import * as css from "./internal-stats.css";
import type { IssueLinkView } from "../newsletter/issue-links";
import { IssueLinksTable } from "./internal/issue-links-table";
import { issueResults } from "../content/issue-results";

export interface StatsPageProps {
  report?: StatsReport;
  /** Each issue's links over the same days (Kit's clicks joined to the site's counts); undefined when they could not be read. */
  issues?: readonly IssueLinkView[];
  days?: number;
  /** The stats store could not be read. */
  failed?: boolean;
  /** The guards' figures of the same days; undefined when they could not be read. */
  guards?: GuardFigures;
  /** The events are in Analytics Engine, but the token to read them is not set. */
  needsToken?: boolean;
  /** The referral programme's figures of the same days; undefined when they could not be read. */
  referrals?: ReferralFigures;
  /** The archive's searches that found nothing in the same days, most asked first; undefined when they could not be read. */
  searchMisses?: readonly SearchMissRow[];
}

/** The owner's stats: totals, the daily chart (with its table), the experiments' verdicts and the tables per page, source, video and form. */
export function StatsPage({ report, issues, days = 30, failed = false, guards, needsToken = false, referrals, searchMisses }: StatsPageProps) {
  return (
    <section className={css.page}>
      <OwnerNav current={STATS_PAGE_PATH} />
      <h1>{words.title}</h1>
      {report && <p className={css.lead}>{words.lead(dayInWords(report.from), dayInWords(report.to))}</p>}
      <nav aria-label={words.rangesLabel}>
        <ul className={css.ranges}>
          {STATS_PAGE_RANGES.map((range) => (
            <li key={range}>
              <a className={css.rangeLink} href={`${STATS_PAGE_PATH}?days=${range}`} {...(range === days ? { "aria-current": "page" as const } : {})}>
                {words.range(range)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {failed && <p role="alert">{words.unavailable}</p>}
      {needsToken && (
        <section className={css.section} aria-labelledby="needs-token">
          <h2 id="needs-token">{words.needsToken.title}</h2>
          <p>{words.needsToken.text}</p>
          <ol>
            {words.needsToken.steps.map((step) => (
              <li key={step}>
                <code>{step}</code>
              </li>
            ))}
          </ol>
        </section>
      )}
      {/* The guards' tallies are in D1, not the events store: shown even when the events cannot be read. */}
      {!report && <GuardTallies figures={guards} />}
      {!report && <SearchMisses misses={searchMisses} />}
      {report && (
        <>
          <dl className={css.totals}>
            {(
              [
                [words.totals.views, report.totals.views],
                [words.totals.visitors, report.totals.visitors],
                [words.totals.signups, report.totals.signups],
                [words.totals.signupRate, percent(report.totals.signupRate, report.totals)],
                [words.totals.confirmed, report.totals.confirmed],
                [words.totals.confirmedRate, percent(report.totals.confirmedRate, report.totals)],
                [words.totals.outsideSignups, report.outsideSite.signups],
                [words.totals.outsideConfirmed, report.outsideSite.confirmed],
                [words.totals.bookings, report.totals.bookings],
                [words.totals.inquiries, report.totals.inquiries],
              ] as const
            ).map(([label, value]) => (
              <div key={label} className={css.total}>
                <dt className={css.totalLabel}>{label}</dt>
                <dd className={css.totalValue}>{value}</dd>
              </div>
            ))}
          </dl>
          <p className={css.note}>{words.rateNote}</p>
          <section className={css.section} aria-labelledby="daily">
            <h2 id="daily">{words.chartTitle}</h2>
            <DailyChart report={report} />
            <details>
              <summary>{words.dailyTable}</summary>
              <section
                className={css.scroller}
                aria-label={words.dailyTable}
                // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling table: the keyboard reaches it to scroll it (axe: scrollable-region-focusable)
                tabIndex={0}
              >
                <table className={css.table}>
                  <thead>
                    <tr>
                      <th scope="col">{words.day}</th>
                      <th scope="col">{words.totals.views}</th>
                      <th scope="col">{words.totals.signups}</th>
                      <th scope="col">{words.totals.confirmed}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {report.days.map((day) => (
                      <tr key={day.day}>
                        <th scope="row">{day.day}</th>
                        <td>{day.views}</td>
                        <td>{day.signups}</td>
                        <td>{day.confirmed}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </section>
            </details>
          </section>
          <ExperimentResults experiments={report.experiments} />
          <GuardTallies figures={guards} />
          <ReferralSection figures={referrals} />
          <SearchMisses misses={searchMisses} />
          <CountsTable
            id="per-page"
            title={words.tables.pages.title}
            rows={report.pages}
            keys={[{ label: words.tables.pages.key, value: (row) => row.path }]}
          />
          <CountsTable
            id="per-source"
            title={words.tables.sources.title}
            rows={report.sources}
            keys={[
              { label: words.tables.sources.key, value: (row) => row.source },
              { label: words.tables.sources.medium, value: (row) => row.medium },
              { label: words.tables.sources.campaign, value: (row) => row.campaign },
              { label: words.tables.sources.content, value: (row) => row.content },
            ]}
          />
          <section className={css.section} data-stats="issues">
            <h2 id="per-issue">{issueResults.links.statsTitle}</h2>
            {issues ? <IssueLinksTable id="per-issue" rows={issues} withIssue titled={false} /> : <p className={css.note}>{issueResults.links.unavailable}</p>}
          </section>
          <CountsTable
            id="per-video"
            title={words.tables.videos.title}
            rows={report.videos}
            keys={[{ label: words.tables.videos.key, value: (row) => row.video }]}
          />
          <CountsTable
            id="per-form"
            title={words.tables.forms.title}
            rows={report.forms.map((form) => ({ ...form, views: 0, visitors: 0, bookings: 0, inquiries: 0, signupRate: 0, confirmedRate: 0 }))}
            keys={[{ label: words.tables.forms.key, value: (row) => row.form }]}
            counts={[
              { label: words.totals.signups, value: (row) => row.signups },
              { label: words.totals.confirmed, value: (row) => row.confirmed },
              { label: words.tables.forms.confirmedShare, value: (row) => (row.signups ? `${((row.confirmed / row.signups) * 100).toFixed(1)}%` : "–") },
            ]}
          />
          <p className={css.note}>{words.tables.forms.note}</p>
          <RefusedBeacons refused={report.refused} />
          <p className={css.note}>
            <a href={`${STATS_JSON_PATH}?from=${report.from}&to=${report.to}`}>{words.jsonLink}</a>
          </p>
        </>
      )}
    </section>
  );
}
