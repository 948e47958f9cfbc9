import { deskNewsletter as words } from "../../content/desk-newsletter";
import { desk as deskWords } from "../../content/desk";
import type { DeskNewsletter, DeskPart } from "../../internal/desk";
import { fillTemplate } from "../../fill-template";
import { ISSUES_PATH } from "../../publishing/contract";
import * as css from "./inquiries.css";
import { IssueResultsView } from "./issue-results";
import * as resultsCss from "./issue-results.css";
import { funnelOf, type IssueLinkView } from "../../newsletter/issue-links";

/** "Tuesday's issue: 77 clicks → 41 visits → 3 signups, 1 inquiry (Keynote)": the latest issue's links over the desk's week. */
function FunnelLine({ date, links }: { date: string; links?: IssueLinkView[] }) {
  const funnel = links ? funnelOf(links) : undefined;
  if (!funnel) return null;
  const { total, best } = funnel;
  return (
    <p data-newsletter="funnel" className={resultsCss.funnel}>
      {words.funnel(date, {
        clicks: total.clicks,
        visitors: total.visitors ?? 0,
        signups: total.signups ?? 0,
        inquiries: total.inquiries ?? 0,
        ...(best ? { best: best.text || best.link || "" } : {}),
      })}
    </p>
  );
}

/** The desk's newsletter: this week's issue or the next one, and the latest issue's results. */
export function DeskNewsletterSection({ newsletter }: { newsletter: DeskPart<DeskNewsletter> }) {
  return (
    <section aria-labelledby="newsletter" className={resultsCss.stack}>
      <h2 id="newsletter">{words.heading}</h2>
      {!newsletter.ok ? (
        <p className={css.notice}>{deskWords.missing[newsletter.missing]}</p>
      ) : (
        <>
          <p data-testid="time-zone">{fillTemplate(words.timeZone, { zone: newsletter.value.timeZone })}</p>
          <ul className={css.needs}>
            {newsletter.value.noIssueThisWeek ? <li data-newsletter="no-issue-this-week">{words.noIssueThisWeek}</li> : null}
            <li data-newsletter={newsletter.value.next ? "next" : "no-next"}>
              {newsletter.value.next ? words.next(newsletter.value.next.title, newsletter.value.next.when) : words.noNext}
            </li>
          </ul>
          {newsletter.value.latest ? (
            <>
              <h3 data-newsletter="latest" className={resultsCss.latest}>
                {words.latest(newsletter.value.latest.title, newsletter.value.latest.when)}
              </h3>
              <FunnelLine date={newsletter.value.latest.date} links={newsletter.value.latest.links} />
              <IssueResultsView
                title={newsletter.value.latest.title}
                hasBroadcast={newsletter.value.latest.hasBroadcast}
                kit={newsletter.value.latest.kit}
                timeZone={newsletter.value.timeZone}
                results={newsletter.value.latest.results}
                site={newsletter.value.latest.site}
                sitePeriod={words.sitePeriod}
                level={4}
              />
            </>
          ) : (
            <p>{words.noIssue}</p>
          )}
          <p>
            <a className={css.link} href={ISSUES_PATH}>
              {words.allResults}
            </a>
          </p>
        </>
      )}
    </section>
  );
}
