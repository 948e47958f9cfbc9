import { publishErrors as errors } from "../../content/publish-form";
import { PUBLISH_MAX_DRAFT_BYTES, type PublishAnswer, type PublishedIssue, type PublishProblem } from "../../publishing/contract";
import { fillTemplate } from "../../fill-template";
import { formatKilobytes } from "../../presend-checks/format-size";

/** What the Publish form shows after the site answered (or did not). */
export type PublishOutcome =
  | { kind: "published"; issue: PublishedIssue; edit: boolean }
  | { kind: "problems"; message: string; problems: PublishProblem[] }
  /** The address belongs to another issue: the owner edits it. */
  | { kind: "taken"; message: string; problems: PublishProblem[] }
  | { kind: "failed"; message: string };

function isPublishAnswer(body: unknown): body is PublishAnswer {
  if (typeof body !== "object" || body === null || !("success" in body)) return false;
  const answer = body as Record<string, unknown>;
  if (answer.success === true) {
    const issue = answer.issue as Record<string, unknown> | undefined;
    return (
      typeof issue?.slug === "string" && typeof issue.url === "string" && typeof issue.date === "string" && typeof issue.kit === "object" && issue.kit !== null
    );
  }
  return answer.success === false && Array.isArray(answer.problems);
}

/**
 * Reads the endpoint's answer (src/publishing/contract.ts): 201 published, 200 edited, 409 address
 * taken, 413 too large, 422 problems, 403 cross-site, 503 storage unavailable. Any other answer,
 * or one that is not the contract's JSON, is a failure in words with its status.
 */
export function outcomeOfAnswer(status: number, body: unknown, slug: string): PublishOutcome {
  const answer = isPublishAnswer(body) ? body : null;
  if ((status === 200 || status === 201) && answer?.success) return { kind: "published", issue: answer.issue, edit: status === 200 };
  const problems = answer && !answer.success ? answer.problems : [];
  switch (status) {
    case 409:
      // Another device updated the issue since the form opened: said in the site's words, nothing changed.
      if (problems.some((problem) => problem.code === "ISSUE_CHANGED")) return { kind: "problems", message: errors.problems, problems };
      return { kind: "taken", message: fillTemplate(errors.taken, { slug }), problems };
    case 422:
      return problems.length > 0 ? { kind: "problems", message: errors.problems, problems } : failed(status, answer);
    case 413:
      return { kind: "failed", message: fillTemplate(errors.tooLarge, { limit: formatKilobytes(PUBLISH_MAX_DRAFT_BYTES) }) };
    case 503:
      return { kind: "failed", message: errors.unavailable };
    case 403:
      return { kind: "failed", message: errors.crossSite };
    case 401:
      return { kind: "failed", message: errors.signIn };
    default:
      return failed(status, answer);
  }
}

function failed(status: number, answer: PublishAnswer | null): PublishOutcome {
  const reason = answer && !answer.success && answer.error ? ` ${answer.error}` : "";
  return { kind: "failed", message: `${fillTemplate(errors.other, { status })}${reason}` };
}

/** The request never got an answer (offline, DNS, a dropped connection). */
export const networkFailure = (): PublishOutcome => ({ kind: "failed", message: errors.network });
