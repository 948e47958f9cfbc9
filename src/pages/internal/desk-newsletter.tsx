import { deskNewsletter as words } from "../../content/desk-newsletter";
import { desk as deskWords } from "../../content/desk";
import type { DeskNewsletter, DeskPart } from "../../internal/desk";
import { fillTemplate } from "../../fill-template";
import { ISSUES_PATH } from "../../publishing/contract";
import * as css from "./inquiries.css";
import { IssueResultsView } from "./issue-results";
import * as resultsCss from "./issue-results.css";

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
