import type { KitProblem, KitProblemCode } from "../publishing/kit-problem";

/**
 * Where an issue's email stands in Kit, in the owner's words: the same on the Publish form's
 * result, the issue list and the desk (src/components/publishing/kit-status.ts picks them). Each state has
 * its own words; its colour only repeats them.
 */
export const kitStatusWords = {
  "not-set-up": {
    label: "Kit is not set up",
    detail:
      "Nothing reaches Kit from this site ({reason}), so no broadcast was made. Set KIT_API_KEY (docs/deploy.md); the issue's broadcast is made once it is set.",
  },
  waiting: { label: "Waiting for Kit", detail: "Kit has not taken the broadcast yet: the site looks again every minute. Nothing to do unless this lasts." },
  "waiting-schedule": {
    label: "Waiting for Kit to schedule",
    detail: "Kit has not taken the schedule yet: the site looks again every minute, and never sends once the time has passed.",
  },
  created: { label: "Draft in Kit", detail: "Kit holds the email as a draft: you send it from Kit, to whom and when you choose." },
  scheduled: { label: "Scheduled in Kit", detail: "The email goes to your subscribers on {when}." },
  sent: { label: "Sent by Kit", detail: "Kit sent the email on {when}. Edits now change only the web page." },
  /** An edit, move or unpublish within the last minutes before Kit sends: the page takes it, the email does not. */
  sending: "Kit is sending this email now: your change reaches the web page only",
  refused: { label: "Refused by Kit", detail: "Kit refused the broadcast. Kit's words: {reason}" },
  "schedule-refused": { label: "Kit refused the schedule", detail: "Kit's words: {reason}. The email stays a draft in Kit (not scheduled)." },
  updating: { label: "Updating Kit…", detail: "Your last change is on its way to Kit; this says what Kit holds once Kit has answered." },
  deleted: {
    label: "Deleted in Kit",
    detail: "Deleted in Kit: this email will not go out. The site makes no new one unless you schedule it again.",
  },
  missed: {
    label: "Draft in Kit: its time passed",
    detail: "The send time passed before Kit could take the schedule, so the email stays a draft in Kit: schedule it again, or send it from Kit.",
  },
  none: { label: "No email", detail: "The issue is off the web and Kit holds no broadcast of it: nothing will be sent." },
  reason: "Last try: {reason}",
  open: "Open in Kit",
  /** Added for an issue off the web whose Kit draft is still there. */
  stillSendable: "The issue is off the web, but its draft in Kit can still be sent from Kit: delete it there if it should never go.",
} as const;

/**
 * Whether the email goes at the issue's moment, said beside that moment on the list, the desk and
 * the Publish form's answer (src/components/publishing/kit-status.ts picks one).
 */
export const emailPlanWords = {
  "with-email": "page and email scheduled",
  "page-only": "page only: the email is a draft in Kit",
  "no-email": "page only: no email goes then",
  /** The moment and the plan in one line: "Thursday 3 December, 9:00 AM — page and email scheduled". */
  line: "{when} — {plan}",
} as const;

/** Words for every stored Kit problem code: a code without words is a type error. */
type KitProblemWords = { readonly [C in KitProblemCode]: (problem: Extract<KitProblem, { code: C }>) => string };

/** A failed call of the broadcast's reconciler, as "Last try: …" says it (src/publishing/kit-problem.ts). */
export const kitProblemWords = {
  "budget-spent": () => "Kit's request budget is spent for now; the site looks again within a minute.",
  slowed: () => "Kit asked to slow down (429); the site looks again within a minute.",
  "kit-failed": ({ status }) => `Kit failed (${status}); the site looks again within a minute.`,
  "no-answer": ({ kind }) => `Kit did not answer (${kind}); the site looks again within a minute.`,
  "kit-refused": ({ status, words }) => words || `Kit answered ${status}`,
  failed: ({ detail }) => detail || "The last try failed; the site looks again within a minute.",
} as const satisfies KitProblemWords;

/** A failed refresh of an issue's results from Kit, as the results box says it. */
export const resultsProblemWords = {
  "budget-spent": () => "Kit's request budget was spent for the moment",
  slowed: () => "Kit asked to slow down (429)",
  "kit-failed": ({ status }) => `Kit failed (${status})`,
  "no-answer": () => "Kit did not answer",
  "kit-refused": ({ status, words }) => `Kit answered ${status}${words ? `: ${words}` : ""}`,
  failed: () => "the refresh failed",
} as const satisfies KitProblemWords;

/** A stored problem in the words of one of the maps above. */
export function kitProblemInWords(words: KitProblemWords, problem: KitProblem): string {
  return (words[problem.code] as (problem: KitProblem) => string)(problem);
}
