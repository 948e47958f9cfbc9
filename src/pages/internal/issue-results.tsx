import { useId, type ReactNode } from "react";
import type { IssueLinkView } from "../../newsletter/issue-links";
import { IssueLinksTable } from "./issue-links-table";
import { count, issueResults as words, percent } from "../../content/issue-results";
import { kitProblemInWords, resultsProblemWords } from "../../content/kit-status";
import { ageInWords } from "../../internal/age";
import { SENT_STATUSES, type IssueResults, type KitFigures, type SiteNumbers } from "../../publishing/results";
import type { KitDraftState } from "../../publishing/contract";
import { momentInWords } from "../../publishing/zone-time";
import * as css from "./issue-results.css";
import { keyed } from "../../components/keyed";

interface Props {
  title: string;
  /** Whether the issue has a Kit broadcast (a repository issue, or one Kit has not taken yet, has none). */
  hasBroadcast: boolean;
  /**
   * The broadcast's one state (worker/broadcasts/status.ts), the badge's too: figures Kit gave
   * before a change never contradict it (no "not sent" once Kit sent it, no "scheduled" beside a draft).
   */
  kit?: KitDraftState;
  /** His zone, for the moment a scheduled email goes. */
  timeZone: string;
  results?: IssueResults;
  /** The page's numbers; undefined when the stats could not be read. */
  site?: SiteNumbers;
  /** The period of the page's numbers, in words (the list's default: the last SITE_NUMBERS_DAYS days). */
  sitePeriod?: string;
  /** One row per link with Kit's clicks and what it brought to the site, and the total (src/publishing/issue-links.ts). */
  links?: readonly IssueLinkView[];
  /** Heading level of the two parts: 3 under an issue's h2 (the list), 4 under the desk's h3. */
  level?: 3 | 4;
  now?: number;
}

function Figure({ name, label, children }: { name: string; label: string; children: ReactNode }) {
  return (
    <>
      <dt className={css.term}>{label}</dt>
      <dd className={css.value} data-figure={name}>
        {children}
      </dd>
    </>
  );
}

function KitNumbers({ figures }: { figures: KitFigures }) {
  return (
    <>
      <dl className={css.figures}>
        <Figure name="recipients" label={words.recipients}>
          {count(figures.recipients)}
        </Figure>
        <Figure name="open-rate" label={words.openRate}>
          {figures.openTrackingDisabled ? words.trackingOff : percent(figures.openRate)}
          <small className={css.note} data-note="apple-mail">
            {words.appleNote}
          </small>
        </Figure>
        <Figure name="click-rate" label={words.clickRate}>
          {figures.clickTrackingDisabled ? words.trackingOff : percent(figures.clickRate)}
        </Figure>
        <Figure name="unsubscribes" label={words.unsubscribes}>
          {count(figures.unsubscribes)}
        </Figure>
      </dl>
      <p className={css.heading}>{words.topLinks}</p>
      {figures.topLinks.length === 0 ? (
        <p className={css.value}>{words.noClicks}</p>
      ) : (
        <ol className={css.links} aria-label={words.topLinks}>
          {keyed(figures.topLinks).map(([key, link], index) => (
            <li key={key} data-link={index + 1}>
              <span className={css.url}>{link.url}</span>
              {` — ${words.clicks(link.clicks)}`}
            </li>
          ))}
        </ol>
      )}
    </>
  );
}

/** Why there are no figures yet, from the broadcast's state. */
function notSentInWords(kit: KitDraftState | undefined, timeZone: string): string {
  if (kit?.state === "sent") return words.sentFiguresComing;
  if (kit?.state === "scheduled") return words.scheduledNoFigures(momentInWords(Date.parse(kit.sendAt), timeZone));
  if (kit?.state === "created") return words.draftNoFigures;
  return words.notSent;
}

/** What Kit says of the issue's email: its figures with their age, or why there are none, in words. */
function KitPart({ hasBroadcast, kit, timeZone, results, now }: Pick<Props, "hasBroadcast" | "kit" | "timeZone" | "results" | "now">) {
  if (!hasBroadcast) return <p className={css.value}>{words.noBroadcast}</p>;
  if (!results?.kit)
    return (
      <p className={css.value} data-results-state="none">
        {results?.failure ? words.noFiguresFailed(kitProblemInWords(resultsProblemWords, results.failure)) : words.noFiguresYet}
      </p>
    );
  const { figures, fetchedAt } = results.kit;
  const age = ageInWords(fetchedAt, now);
  const sent = SENT_STATUSES.includes(figures.status);
  return (
    <>
      {sent ? (
        <KitNumbers figures={figures} />
      ) : (
        <p className={css.value} data-results-state={kit?.state === "sent" ? "sent-no-figures" : "not-sent"}>
          {notSentInWords(kit, timeZone)}
        </p>
      )}
      <p className={css.note} data-results-state={results.failure ? "stale" : "fresh"}>
        {results.failure ? words.failed(kitProblemInWords(resultsProblemWords, results.failure), age) : words.asOf(age)}
      </p>
    </>
  );
}

/** An issue's results: Kit's figures of its email beside the site's numbers of its page. */
export function IssueResultsView({
  title,
  hasBroadcast,
  kit,
  timeZone,
  results,
  site,
  sitePeriod = words.siteNumbersPeriod,
  links,
  level = 3,
  now = Date.now(),
}: Props) {
  const Heading = level === 3 ? "h3" : "h4";
  const linksId = `links-${useId().replaceAll(":", "")}`;
  return (
    <>
      <section className={css.results} aria-label={words.label(title)} data-results="">
        <div className={css.part} data-results-part="kit">
          <Heading className={css.heading}>{words.email}</Heading>
          <KitPart hasBroadcast={hasBroadcast} kit={kit} timeZone={timeZone} results={results} now={now} />
        </div>
        <div className={css.part} data-results-part="site">
          <Heading className={css.heading}>{`${words.web} (${sitePeriod})`}</Heading>
          {site ? (
            <dl className={css.figures}>
              <Figure name="views" label={words.views}>
                {count(site.views)}
              </Figure>
              <Figure name="signups" label={words.signups}>
                {count(site.signups)}
              </Figure>
            </dl>
          ) : (
            <p className={css.value}>{words.siteUnavailable}</p>
          )}
        </div>
      </section>
      {links && links.length > 0 ? <IssueLinksTable id={linksId} rows={links} issueTitle={title} /> : null}
    </>
  );
}
