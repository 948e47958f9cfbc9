import { publishTexts as texts } from "../../content/publish-form";
import type { KitDraftState, PublishedIssue, PublishProblem } from "../../publishing/contract";
import { fillTemplate } from "../fill-template";
import type { PublishOutcome } from "./answer";
import { formatDay } from "./dates";
import * as css from "./PublishPanel.css";

function ProblemList({ problems, heading, level, id }: { problems: PublishProblem[]; heading: string; level: "error" | "warning"; id: string }) {
  if (problems.length === 0) return null;
  return (
    <div className={css.message[level]} data-testid={`publish-${level}s`}>
      <h4 id={id} className={css.boxHeading}>
        {heading}
      </h4>
      <ul className={css.problems} aria-labelledby={id}>
        {problems.map((problem, index) => (
          <li key={`${problem.code}-${index}`} data-code={problem.code}>
            <strong>{texts.problemFields[problem.field]}:</strong> {problem.message}
          </li>
        ))}
      </ul>
      {level === "warning" ? <p>{texts.warningsHint}</p> : null}
    </div>
  );
}

function KitState({ kit }: { kit: KitDraftState }) {
  if (kit.state === "refused") {
    return (
      <p className={css.message.warning} data-testid="kit-state" data-state="refused">
        {fillTemplate(texts.kitRefused, { reason: kit.reason })}
      </p>
    );
  }
  if (kit.state === "created") {
    return (
      <p data-testid="kit-state" data-state="created">
        {texts.kitCreated}{" "}
        <a className={css.link} href={kit.url} target="_blank" rel="noopener noreferrer">
          {texts.kitOpen}
        </a>
      </p>
    );
  }
  return (
    <p data-testid="kit-state" data-state={kit.state}>
      {texts.kitWaiting}
      {kit.reason ? ` ${fillTemplate(texts.kitReason, { reason: kit.reason })}` : ""}
    </p>
  );
}

function Published({ issue, edit }: { issue: PublishedIssue; edit: boolean }) {
  const scheduled = issue.state === "scheduled";
  const template = edit ? (scheduled ? texts.updatedScheduled : texts.updatedLive) : scheduled ? texts.publishedScheduled : texts.publishedLive;
  const [before, after = ""] = template.split("{url}");
  const day = formatDay(issue.date);
  return (
    <>
      <div className={css.message.success} data-testid="publish-done" data-state={issue.state}>
        <p>
          {fillTemplate(before!, { date: day })}
          <a className={css.link} href={issue.url}>
            {issue.url}
          </a>
          {fillTemplate(after, { date: day })}
        </p>
        {issue.kit.state === "refused" ? null : <KitState kit={issue.kit} />}
      </div>
      {issue.kit.state === "refused" ? <KitState kit={issue.kit} /> : null}
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
