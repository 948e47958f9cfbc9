import { publishFieldMessages as messages } from "../../content/publish-form";
import { SLUG_MAX_CHARS, TITLE_MAX_CHARS, type PublishProblem } from "../../publishing/contract";
import { fillTemplate } from "../../fill-template";
import { isValidSlug } from "./slug";

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** What is wrong with the form's own fields, in the endpoint's terms, before anything is sent. */
export function problemsOfFields({ title, slug, date }: { title: string; slug: string; date: string }): PublishProblem[] {
  const problems: PublishProblem[] = [];
  const length = [...title.trim()].length;
  if (length === 0) problems.push({ field: "title", level: "error", code: "TITLE_MISSING", message: messages.TITLE_MISSING });
  else if (length > TITLE_MAX_CHARS)
    problems.push({ field: "title", level: "error", code: "TITLE_TOO_LONG", message: fillTemplate(messages.TITLE_TOO_LONG, { max: TITLE_MAX_CHARS, length }) });
  // An empty address follows the title: an empty title is one error, not two.
  if (!isValidSlug(slug) && !(length === 0 && slug === ""))
    problems.push({ field: "slug", level: "error", code: "SLUG_INVALID", message: fillTemplate(messages.SLUG_INVALID, { max: SLUG_MAX_CHARS }) });
  if (!DATE.test(date) || Number.isNaN(Date.parse(`${date}T00:00:00Z`)))
    problems.push({ field: "date", level: "error", code: "DATE_INVALID", message: messages.DATE_INVALID });
  return problems;
}
