import { desk as words } from "../../content/desk";
import { DESK_PATH, DESK_PURGE_PATH, type DeskData, type WeekNumbers } from "../../internal/desk";
import { STATS_PAGE_PATH } from "../../stats/contract";
import * as css from "./inquiries.css";
import { DeskNewsletterSection } from "./desk-newsletter";
import { DeskVideosSection } from "./desk-videos";
import { needsOf } from "./desk-needs";
import { OWNER_PAGES, OwnerNav } from "./owner-nav";

const missingParts = (data: DeskData) => [
  ...new Set([data.unansweredInquiries, data.deadLetters, data.kitDrafts, data.alerts, data.guards, data.weeks].flatMap((p) => (p.ok ? [] : [p.missing]))),
];

function Week({ weeks }: { weeks: DeskData["weeks"] }) {
  if (!weeks.ok) return <p className={css.notice}>{words.missing[weeks.missing]}</p>;
  const { thisWeek, lastWeek, bestSource, bestPage, bestVideo } = weeks.value;
  return (
    <>
      <table className={css.table}>
        <caption>{words.week.caption}</caption>
        <thead>
          <tr>
            <th className={css.cell} scope="col">
              {words.week.columns.what}
            </th>
            <th className={css.cell} scope="col">
              {words.week.columns.thisWeek}
            </th>
            <th className={css.cell} scope="col">
              {words.week.columns.lastWeek}
            </th>
          </tr>
        </thead>
        <tbody>
          {(Object.keys(words.week.rows) as (keyof WeekNumbers)[]).map((key) => (
            <tr key={key} data-number={key}>
              <th className={css.cell} scope="row">
                {words.week.rows[key]}
              </th>
              <td className={css.cell}>{thisWeek[key]}</td>
              <td className={css.cell}>{lastWeek[key]}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        {words.week.bestSource}: {bestSource ?? words.week.none}. {words.week.bestPage}: {bestPage ?? words.week.none}. {words.week.bestVideo}:{" "}
        {bestVideo ?? words.week.none}.
      </p>
    </>
  );
}

/** /internal: what needs the owner, this week against last, every owner page, and the purge. */
export function DeskPage({ data }: { data: DeskData }) {
  const needs = needsOf(data);
  const missing = missingParts(data);
  const quiet = needs.length === 0 && data.weeks.ok && Object.values(data.weeks.value.thisWeek).every((n) => n === 0);
  return (
    <div className={css.page}>
      <OwnerNav current={DESK_PATH} />
      <h1 id="page-title">{words.title}</h1>
      {data.purged ? (
        <p role="status" className={css.notice}>
          {words.purge[data.purged]}
        </p>
      ) : null}
      {data.kit.kind === "local" ? (
        <p className={css.notice} data-kit="local">
          {words.kit.local}
        </p>
      ) : null}
      {data.kit.kind === "invalid" ? (
        <p className={css.notice} data-kit="invalid">
          {words.kit.invalid(data.kit.problems)}
        </p>
      ) : null}
      {missing.map((part) => (
        <p key={part} className={css.notice} data-missing={part}>
          {words.missing[part]}
        </p>
      ))}
      <section aria-labelledby="needs-you">
        <h2 id="needs-you">{words.needsYou}</h2>
        {needs.length === 0 ? (
          <p data-needs="none">{quiet ? words.quietWeek : words.nothingWaits}</p>
        ) : (
          <ul className={css.needs}>
            {needs.map((need) => (
              <li key={need.key} data-need={need.key}>
                <a className={css.link} href={need.href}>
                  {need.text}
                </a>
                {need.detail ? <p className={css.status}>{`${need.detailLabel ?? words.lastRaised}: ${need.detail}`}</p> : null}
                {need.action ? (
                  <form method="post" action={need.action.path}>
                    <p>
                      <label>
                        <input type="checkbox" name="confirm" value="yes" required /> {need.action.confirm}
                      </label>
                    </p>
                    <button className={css.button} type="submit">
                      {need.action.label}
                    </button>
                  </form>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>
      <DeskNewsletterSection newsletter={data.newsletter} />
      {data.videos ? <DeskVideosSection videos={data.videos} /> : null}
      <section aria-labelledby="this-week">
        <h2 id="this-week">{words.week.heading}</h2>
        <Week weeks={data.weeks} />
        <p>
          <a className={css.link} href={`${STATS_PAGE_PATH}?days=7`}>
            {words.week.stats}
          </a>
        </p>
      </section>
      <section aria-labelledby="every-page">
        <h2 id="every-page">{words.pages}</h2>
        <ul>
          {OWNER_PAGES.filter(({ href }) => href !== DESK_PATH).map(({ href, label }) => (
            <li key={href}>
              <a className={css.link} href={href}>
                {label}
              </a>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="purge">
        <h2 id="purge">{words.purge.heading}</h2>
        <p>{words.purge.lead}</p>
        <form method="post" action={DESK_PURGE_PATH} className={css.search}>
          <label>
            <input type="checkbox" name="confirm" value="yes" required /> {words.purge.confirm}
          </label>
          <button className={css.button} type="submit">
            {words.purge.button}
          </button>
        </form>
      </section>
    </div>
  );
}
