import { emailPlanWords, kitProblemInWords, kitProblemWords, kitStatusWords as words } from "../../content/kit-status";
import { fillTemplate } from "../../fill-template";
import type { KitDraftState, SendChoice } from "../../publishing/contract";
import type { KitProblem } from "../../publishing/kit-problem";
import { momentInWords } from "../../publishing/zone-time";

/** How a state reads at a glance; the label says it in words too (colour is never the only signal). */
export type KitTone = "done" | "pending" | "problem" | "neutral";

export interface KitStatus {
  kind: Exclude<keyof typeof words, "reason" | "open" | "stillSendable" | "sending">;
  tone: KitTone;
  label: string;
  detail: string;
  /** The broadcast in Kit's app, when Kit holds one. */
  url?: string;
}

/** One function for the form, the list and the desk: the Kit state in words, times in the owner's zone. */
export function kitStatus(kit: KitDraftState, timeZone: string, { unpublished = false } = {}): KitStatus {
  const status = statusOf(kit, timeZone);
  const sendable = unpublished && (kit.state === "created" || kit.state === "scheduled");
  return sendable ? { ...status, detail: `${status.detail} ${words.stillSendable}` } : status;
}

/** "Last try: …", a stored problem in words. */
const lastTry = (problem: KitProblem) => fillTemplate(words.reason, { reason: kitProblemInWords(kitProblemWords, problem) });

function statusOf(kit: KitDraftState, timeZone: string): KitStatus {
  const when = (iso: string) => momentInWords(Date.parse(iso), timeZone);
  switch (kit.state) {
    case "not-set-up":
      return {
        kind: "not-set-up",
        tone: "problem",
        label: words["not-set-up"].label,
        detail: fillTemplate(words["not-set-up"].detail, { reason: kit.reason }),
      };
    case "waiting": {
      const kind = kit.schedule ? "waiting-schedule" : "waiting";
      return {
        kind,
        tone: "pending",
        label: words[kind].label,
        detail: kit.reason ? `${words[kind].detail} ${lastTry(kit.reason)}` : words[kind].detail,
      };
    }
    case "refused":
      return {
        kind: "refused",
        tone: "problem",
        label: words.refused.label,
        detail: fillTemplate(words.refused.detail, { reason: kitProblemInWords(kitProblemWords, kit.reason) }),
      };
    case "scheduled":
      return {
        kind: "scheduled",
        tone: "done",
        label: words.scheduled.label,
        detail: fillTemplate(words.scheduled.detail, { when: when(kit.sendAt) }),
        url: kit.url,
      };
    case "sent":
      return { kind: "sent", tone: "neutral", label: words.sent.label, detail: fillTemplate(words.sent.detail, { when: when(kit.sentAt) }), url: kit.url };
    case "updating":
      return {
        kind: "updating",
        tone: "pending",
        label: words.updating.label,
        detail: kit.reason ? `${words.updating.detail} ${lastTry(kit.reason)}` : words.updating.detail,
        url: kit.url,
      };
    case "deleted":
      return { kind: "deleted", tone: "problem", label: words.deleted.label, detail: words.deleted.detail };
    case "none":
      return { kind: "none", tone: "neutral", label: words.none.label, detail: words.none.detail };
    case "created":
      if (kit.missed) return { kind: "missed", tone: "problem", label: words.missed.label, detail: words.missed.detail, url: kit.url };
      if (kit.scheduleRefused)
        return {
          kind: "schedule-refused",
          tone: "problem",
          label: words["schedule-refused"].label,
          detail: fillTemplate(words["schedule-refused"].detail, { reason: kitProblemInWords(kitProblemWords, kit.scheduleRefused) }),
          url: kit.url,
        };
      return { kind: "created", tone: "done", label: words.created.label, detail: words.created.detail, url: kit.url };
  }
}

/** Whether an issue's email goes with its page at its moment, from what Kit holds (what he asked for while Kit has not answered). */
export type EmailPlan = Exclude<keyof typeof emailPlanWords, "line">;

export function emailPlan(kit: KitDraftState, sendChoice: SendChoice): EmailPlan {
  switch (kit.state) {
    case "scheduled":
      return "with-email";
    case "created":
      return "page-only";
    case "waiting":
    case "updating":
      return sendChoice === "schedule" ? "with-email" : "page-only";
    default:
      return "no-email";
  }
}

/** "Thursday 3 December, 9:00 AM — page only: the email is a draft in Kit": a scheduled issue's moment and whether its email goes then. */
export function planInWords(when: string, plan: EmailPlan): string {
  return fillTemplate(emailPlanWords.line, { when, plan: emailPlanWords[plan] });
}
