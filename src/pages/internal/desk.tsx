import { desk as words } from "../../content/desk";
import { DESK_PATH, DESK_PURGE_PATH, SIGNUPS_PAGE_PATH, type DeskData, type DeskPart, type WeekNumbers } from "../../internal/desk";
import { STATS_PAGE_PATH } from "../../stats/contract";
import { issueList } from "../../content/publishing";
import { ISSUES_PATH, kitRetryPath } from "../../publishing/contract";
import * as css from "./inquiries.css";
import { DeskNewsletterSection } from "./desk-newsletter";
import { DeskVideosSection } from "./desk-videos";
import { OWNER_PAGES, OwnerNav } from "./owner-nav";

interface Need {
  key: string;
  text: string;
  href: string;
  detail?: string;
  /** Words before the detail (default: when it was last raised). */
  detailLabel?: string;
  /** A confirmed post that deals with it here (a "Try again"). */
  action?: { path: string; confirm: string; label: string };
}

/** The list of what needs the owner, from the parts that could be read. */
export function needsOf(data: DeskData): Need[] {
  const needs: Need[] = [];
  const has = <T,>(p: DeskPart<T>, use: (value: T) => void) => p.ok && use(p.value);
  has(data.unansweredInquiries, (n) => n && needs.push({ key: "inquiries", text: words.unanswered(n), href: "/internal/inquiries" }));
  has(data.deadLetters, (n) => n && needs.push({ key: "dead-letters", text: words.deadLetters(n), href: SIGNUPS_PAGE_PATH }));
  has(
    data.kitDrafts,
    ({ waiting, refused }) => (waiting || refused) && needs.push({ key: "kit-drafts", text: words.kitDrafts(waiting, refused), href: "/internal/issues" }),
  );
  has(data.kitDrafts, ({ dead = [] }) =>
    dead.forEach(
      (issue) =>
        void needs.push({
          key: `kit-dead-${issue.slug}`,
          text: words.kitDead(issue.title),
          href: `${ISSUES_PATH}#issue-${issue.slug}`,
          detail: issue.reason,
          detailLabel: words.kitDeadReason,
          action: { path: kitRetryPath(issue.slug), confirm: issueList.actions.confirmRetryKit, label: issueList.actions.retryKit },
        }),
    ),
  );
  has(data.experiments, (list) =>
    list.forEach((e) => {
      needs.push({ key: `experiment-${e.id}`, text: words.experiment(e.question, e.winner, e.state), href: STATS_PAGE_PATH });
    }),
  );
  has(data.guards, (list) =>
    list
      .filter((g) => g.above)
      .forEach((g) => {
        needs.push({ key: g.name, text: words.guards[g.name](g.thisWeek, g.usual), href: STATS_PAGE_PATH });
      }),
  );
  has(data.alerts, (list) =>
    list.forEach((a) => {
      needs.push({ key: `alert-${a.name}`, text: words.alert(a.name, a.count), href: SIGNUPS_PAGE_PATH, detail: a.lastText });
    }),
  );
  return needs;
}

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
