import { publishTexts as texts } from "../../content/publish-form";
import type { PublishedIssue, PublishProblem } from "../../publishing/contract";
import { KitStatusBadge } from "../../components/publishing/KitStatusBadge";
import { momentInWords, zonedMoment } from "../../publishing/zone-time";
import { fillTemplate } from "../../fill-template";
import type { PublishOutcome } from "./answer";
import * as css from "./PublishPanel.css";
import { useKitState } from "./use-kit-state";
import { must } from "../../must.ts";
import { keyed } from "../../components/keyed";

function ProblemList({ problems, heading, level, id }: { problems: PublishProblem[]; heading: string; level: "error" | "warning"; id: string }) {
  if (problems.length === 0) return null;
  return (
    <div className={css.message[level]} data-testid={`publish-${level}s`}>
      <h4 id={id} className={css.boxHeading}>
        {heading}
      </h4>
      <ul className={css.problems} aria-labelledby={id}>
        {keyed(problems).map(([key, problem]) => (
          <li key={key} data-code={problem.code}>
            <strong>{texts.problemFields[problem.field]}:</strong> {problem.message}
          </li>
        ))}
      </ul>
      {level === "warning" ? <p>{texts.warningsHint}</p> : null}
    </div>
  );
}

function Published({ issue, edit }: { issue: PublishedIssue; edit: boolean }) {
  const scheduled = issue.state === "scheduled";
  const unpublished = issue.state === "unpublished";
  const template = unpublished
    ? texts.updatedUnpublished
    : edit
      ? scheduled
        ? texts.updatedScheduled
        : texts.updatedLive
      : scheduled
        ? texts.publishedScheduled
        : texts.publishedLive;
  const [before, after = ""] = template.split("{url}");
  const kit = useKitState(issue.slug, issue.kit);
  // The issue's one moment, as the list, the desk and the confirmation name it.
  const when = momentInWords(zonedMoment(issue.date, issue.time || "00:00", issue.timeZone), issue.timeZone);
  const values = { date: when };
  return (
    <>
      <div className={css.message[unpublished ? "warning" : "success"]} data-testid="publish-done" data-state={issue.state}>
        <p>
          {fillTemplate(must(before), values)}
          {unpublished ? null : (
            <a className={css.link} href={issue.url}>
              {issue.url}
            </a>
          )}
          {fillTemplate(after, values)}
        </p>
        {issue.send === "schedule" && issue.sendAt && !unpublished ? (
          <p data-testid="publish-send-at">{fillTemplate(texts.emailScheduled, { when: momentInWords(Date.parse(issue.sendAt), issue.timeZone) })}</p>
        ) : scheduled && issue.send === "draft" ? (
          <p data-testid="publish-send-at">{fillTemplate(texts.emailDraft, { when })}</p>
        ) : null}
      </div>
      <KitStatusBadge kit={kit} timeZone={issue.timeZone} unpublished={unpublished} />
    </>
  );
}

/** What the last Publish found or got: problems to fix, warnings to accept, the answer in words. */
export function PublishResult({ problems, outcome, id }: { problems: PublishProblem[]; outcome: PublishOutcome | null; id: string }) {
  const errors = problems.filter((problem) => problem.level === "error");
  const warnings = problems.filter((problem) => problem.level === "warning");
  return (
    <>
      {outcome?.kind === "published" ? <Published issue={outcome.issue} edit={outcome.edit} /> : null}
      {outcome && outcome.kind !== "published" && outcome.kind !== "problems" ? (
        <p id={`${id}-failed`} className={css.message.error} data-testid="publish-failed">
          {outcome.message} {texts.draftStays}
        </p>
      ) : null}
      <ProblemList problems={errors} heading={texts.problemsHeading} level="error" id={`${id}-errors`} />
      <ProblemList problems={warnings} heading={texts.warningsHeading} level="warning" id={`${id}-warnings`} />
    </>
  );
}
