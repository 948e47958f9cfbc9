import { publishCheckMessages as messages } from "../content/publish-form";
import type { PublishProblem } from "../publishing/contract";
import type { EmailReport, Problem } from "./email-checks";
import { fillTemplate } from "../fill-template";
import { formatKilobytes } from "./format-size";
import { VIDEO_PROBLEM_LEVELS } from "./video-lines";

type Code = keyof typeof messages;

/** `wording` picks another message for the same code (the endpoint's codes are what scripts read). */
const problem = (code: Code, level: PublishProblem["level"], values: Record<string, string> = {}, wording: Code = code): PublishProblem => ({
  field: "draft",
  level,
  code,
  message: fillTemplate(messages[wording], values),
});

const LINK_CODES = { emptyHref: "LINK_EMPTY", notHttps: "LINK_NOT_HTTPS", emptyText: "LINK_WITHOUT_TEXT" } as const;

function linkProblem(found: Problem): PublishProblem {
  const code = LINK_CODES[found.kind as keyof typeof LINK_CODES] ?? "LINK_NOT_HTTPS";
  // A link without text is readable, only unhelpful: a warning. A bad address breaks the email.
  return problem(code, code === "LINK_WITHOUT_TEXT" ? "warning" : "error", { subject: found.subject, href: found.detail });
}

/**
 * The pre-send checks' findings as the Publish form's problems. Errors would break the email
 * (Kit's unsubscribe or address tag missing, a link that is not https or mailto, over Gmail's
 * clipping limit, an image without alt text) and stop the publish; warnings stop it until the
 * owner accepts them.
 */
export function problemsOfReport(report: EmailReport): PublishProblem[] {
  const sizes = { size: formatKilobytes(report.size.bytes), limit: formatKilobytes(report.size.limit) };
  return [
    ...report.mergeTags
      .filter((tag) => !tag.present)
      .map((tag) => problem(tag.key === "unsubscribe" ? "MISSING_UNSUBSCRIBE_TAG" : "MISSING_ADDRESS_TAG", "error")),
    ...(report.size.status === "fail" ? [problem("EMAIL_TOO_LARGE", "error", sizes)] : []),
    ...report.linkProblems.map(linkProblem),
    // A draft link the generator had to leave out is one that is not https or mailto: it stops the publish too.
    ...report.droppedLinks.map((link) => problem("LINK_NOT_HTTPS", "error", { where: link.where, href: link.href || "(empty)" }, "LINK_DROPPED")),
    ...report.imageProblems.map((image) => problem("IMAGE_MISSING_ALT", "error", { subject: image.subject })),
    ...report.videoProblems.map((found) => problem(found.code, VIDEO_PROBLEM_LEVELS[found.code], { where: found.where, url: found.subject })),
    ...(report.size.status === "warn" ? [problem("EMAIL_NEAR_LIMIT", "warning", sizes)] : []),
  ];
}

/** Whether any problem stops the publish outright, whatever the owner accepts. */
export const hasErrors = (problems: readonly PublishProblem[]) => problems.some((entry) => entry.level === "error");

/** Whether the problems stop the publish: any error, or warnings the owner has not accepted. */
export function blocksPublish(problems: readonly PublishProblem[], warningsAccepted: boolean): boolean {
  return hasErrors(problems) || (!warningsAccepted && problems.length > 0);
}
