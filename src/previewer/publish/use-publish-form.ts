import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { blocksPublish, problemsOfReport } from "../../presend-checks/check-problems";
import { carelessProblems } from "../../presend-checks/careless-inputs";
import type { PublishProblem } from "../../publishing/contract";
import type { PublishPanelProps } from "./publish-props";
import { dayInZone, momentInWords } from "../../publishing/zone-time";
import type { PublishOutcome } from "./answer";
import { dateStanding } from "./dates";
import { problemsOfFields } from "./field-problems";
import { sendPublish } from "./request";
import { scheduledMoment, scheduleProblems, type EmailChoice } from "./schedule-choice";
import { slugFromTitle } from "./slug";

/** PublishPanelProps without its ids, the defaults filled in. */
type Defaulted = "usualTime" | "draftTitle" | "emailLines";
type PublishFormOptions = Omit<PublishPanelProps, "id" | "styleName" | Defaulted> & Required<Pick<PublishPanelProps, Defaulted>>;

/**
 * The Publish form's state and what its inputs do (./PublishPanel.tsx draws it): the address
 * follows the title until edited, the pre-send checks run first, scheduling is confirmed, and one
 * request is in flight at a time.
 */
export function usePublishForm({ style, draftText, check, published, onPublished, onClose, timeZone, usualTime, draftTitle, emailLines }: PublishFormOptions) {
  const [title, setTitle] = useState(published?.title ?? draftTitle);
  const [slug, setSlug] = useState(published?.slug ?? (draftTitle ? slugFromTitle(draftTitle) : ""));
  const [slugEdited, setSlugEdited] = useState(false);
  const [date, setDate] = useState(published?.date ?? dayInZone(Date.now(), timeZone));
  const [choice, setChoice] = useState<EmailChoice>(published ? "keep" : "draft");
  // An edit opens on the issue's own time; empty for today (at once); his usual hour for a later day.
  const [time, setTime] = useState(published?.time ?? "");
  /** The moment in words the owner is asked to confirm; null until he asks to schedule. */
  const [confirming, setConfirming] = useState<string | null>(null);
  const confirmHeading = useRef<HTMLHeadingElement>(null);
  const [acceptWarnings, setAcceptWarnings] = useState(false);
  const [sending, setSending] = useState(false);
  const [problems, setProblems] = useState<PublishProblem[]>([]);
  const [outcome, setOutcome] = useState<PublishOutcome | null>(null);
  // The state updates after a render; a second click in the same moment must still find it taken.
  const inFlight = useRef(false);
  const titleInput = useRef<HTMLInputElement>(null);
  const slugInput = useRef<HTMLInputElement>(null);
  const result = useRef<HTMLDivElement>(null);

  const locked = published !== null;
  const today = dayInZone(Date.now(), timeZone);
  const standing = dateStanding(date, today);
  const scheduleInput = { choice, date, today, time, timeZone };
  // "Keep it as it is" on an issue whose email is scheduled: the email goes at the moment the form shows, so that is confirmed too.
  const keptSchedule = choice === "keep" && published?.send === "schedule" ? { ...scheduleInput, choice: "schedule" as const } : null;
  const changeDate = (next: string) => {
    changeSchedule(setDate)(next);
    if (!locked && time === "" && dateStanding(next, today) === "later") setTime(usualTime);
  };

  useEffect(() => titleInput.current?.focus(), []);

  const changeTitle = (next: string) => {
    setTitle(next);
    if (!locked && !slugEdited) setSlug(slugFromTitle(next));
  };

  const show = (shown: PublishProblem[], next: PublishOutcome | null) => {
    setProblems(shown);
    setOutcome(next);
  };

  // Once shown, the reader is taken to what happened: the address to edit, or the result.
  useEffect(() => {
    if (outcome?.kind === "taken") {
      slugInput.current?.focus();
      slugInput.current?.select();
    } else if (outcome || problems.length > 0) result.current?.focus();
  }, [outcome, problems]);

  useEffect(() => {
    if (confirming) confirmHeading.current?.focus();
  }, [confirming]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    const found = [
      ...problemsOfFields({ title, slug, date }),
      ...scheduleProblems(scheduleInput),
      ...problemsOfReport(check()),
      ...carelessProblems({ draft: draftText, date, today }),
    ];
    if (blocksPublish(found, acceptWarnings)) return show(found, null);
    // Scheduling is confirmed first, with the moment on his clock and his zone named.
    const kept = keptSchedule ? scheduledMoment(keptSchedule) : undefined;
    const moment = scheduledMoment(scheduleInput) ?? (kept !== undefined && kept > Date.now() ? kept : undefined);
    if (moment !== undefined && confirming === null) {
      show([], null);
      return setConfirming(momentInWords(moment, timeZone));
    }
    setConfirming(null);
    inFlight.current = true;
    setSending(true);
    setProblems([]);
    setOutcome(null);
    const answer = await sendPublish({
      title: title.trim(),
      slug,
      date,
      style,
      draft: draftText,
      ...emailLines,
      acceptWarnings,
      edit: locked,
      ...(published?.version !== undefined ? { baseVersion: published.version } : {}),
      ...(choice === "keep" ? {} : { send: choice }),
      ...(time ? { time } : {}),
    });
    inFlight.current = false;
    setSending(false);
    if (answer.kind === "published") {
      onPublished(answer.issue);
      // Accepted for this publish only: an edit's new warnings are shown again.
      setAcceptWarnings(false);
    }
    // A taken address is said once, in words, beside the field to edit.
    show(answer.kind === "problems" ? answer.problems : [], answer);
  };

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === "Escape" && !inFlight.current) {
      event.stopPropagation();
      onClose();
    }
  };

  const invalid = (field: PublishProblem["field"]) =>
    problems.some((problem) => problem.field === field && problem.level === "error") || (field === "slug" && outcome?.kind === "taken");
  const hasWarnings = problems.some((problem) => problem.level === "warning");
  // Any change to what is scheduled asks for the confirmation again.
  const changeSchedule =
    <T>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setConfirming(null);
    };
  const changeSlug = (next: string) => {
    setSlug(next);
    // Emptied by hand: follow the title again.
    setSlugEdited(next !== "");
  };

  return {
    title,
    slug,
    date,
    time,
    choice,
    confirming,
    acceptWarnings,
    sending,
    problems,
    outcome,
    locked,
    standing,
    invalid,
    hasWarnings,
    titleInput,
    slugInput,
    result,
    confirmHeading,
    changeTitle,
    changeSlug,
    changeDate,
    changeSchedule,
    setTime,
    setChoice,
    setConfirming,
    setAcceptWarnings,
    submit,
    closeOnEscape,
  };
}
